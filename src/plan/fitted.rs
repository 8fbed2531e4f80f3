//! Weights of the cost model (src/plan/model.rs), one per feature in the
//! order of `model::FEATURES`, per regime in the order of `model::REGIMES`
//! and per algorithm in the order of `Algorithm::ALL`.
//! Written by tools/fit_model.py from the features (target/release/cutt-model)
//! of bench/model/h200-candidates.tsv;
//! see bench/model/README.md.

use super::model::Weights;

/// Weights of each regime and algorithm.
pub const WEIGHTS: [[Weights; 4]; 4] = [
    [
        // dram_narrow, Tiled
        Weights {
            intercept: -7.951647e-02,
            coefficients: [
                4.758722e-02, // read_sectors
                1.978319e-02, // write_sectors
                1.285739e-01, // far_partial_reads
                5.041167e-02, // partial_writes
                0.000000e+00, // far_partial_writes
                0.000000e+00, // short_reads
                7.383894e-02, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                1.091665e-04, // smem
                4.366657e-04, // slots
                8.547232e-01, // idle_slots
                1.016138e+00, // tiles
                3.839358e-01, // idle_memory
                2.459281e+00, // few_blocks
                0.000000e+00, // idle_sms
                5.906190e-01, // waves
            ],
        },
        // dram_narrow, TiledCopy
        Weights {
            intercept: 5.208037e-02,
            coefficients: [
                7.965053e-02, // read_sectors
                3.387979e-02, // write_sectors
                9.875649e-02, // far_partial_reads
                2.536911e-02, // partial_writes
                2.180383e+01, // far_partial_writes
                1.321736e-01, // short_reads
                3.334484e-02, // short_writes
                0.000000e+00, // small_blocks
                2.955446e-02, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                1.960947e-04, // slots
                6.920216e-01, // idle_slots
                2.192022e-01, // tiles
                2.821825e-02, // idle_memory
                1.004389e+00, // few_blocks
                0.000000e+00, // idle_sms
                4.083540e-01, // waves
            ],
        },
        // dram_narrow, Packed
        Weights {
            intercept: 8.163042e-02,
            coefficients: [
                2.365172e-02, // read_sectors
                4.250676e-02, // write_sectors
                8.501050e-01, // far_partial_reads
                1.657653e-01, // partial_writes
                0.000000e+00, // far_partial_writes
                8.855262e-03, // short_reads
                9.263986e-02, // short_writes
                1.385307e-01, // small_blocks
                4.427344e-01, // l2_excess
                1.087712e+00, // issue_excess
                7.545140e-03, // smem
                1.140187e-01, // slots
                1.030560e+00, // idle_slots
                1.330404e+00, // tiles
                4.384935e-01, // idle_memory
                1.417098e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.802295e-01, // waves
            ],
        },
        // dram_narrow, PackedSplit
        Weights {
            intercept: -8.238016e-02,
            coefficients: [
                2.453062e-02, // read_sectors
                1.579041e-01, // write_sectors
                1.863495e-01, // far_partial_reads
                2.853128e-01, // partial_writes
                3.991593e+01, // far_partial_writes
                0.000000e+00, // short_reads
                1.382900e-01, // short_writes
                1.354113e+00, // small_blocks
                9.201323e-01, // l2_excess
                3.063183e-01, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                6.229912e+00, // idle_slots
                1.597105e+02, // tiles
                5.686326e-02, // idle_memory
                9.114116e-01, // few_blocks
                0.000000e+00, // idle_sms
                8.019481e-03, // waves
            ],
        },
    ],
    [
        // dram_word, Tiled
        Weights {
            intercept: -2.966255e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                7.459958e-02, // write_sectors
                5.856922e-01, // far_partial_reads
                2.741669e-01, // partial_writes
                0.000000e+00, // far_partial_writes
                3.628574e-02, // short_reads
                2.145646e-01, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                3.172552e-01, // issue_excess
                2.655675e-03, // smem
                1.062269e-02, // slots
                7.702480e-01, // idle_slots
                0.000000e+00, // tiles
                0.000000e+00, // idle_memory
                4.896156e-01, // few_blocks
                0.000000e+00, // idle_sms
                3.576278e-01, // waves
            ],
        },
        // dram_word, TiledCopy
        Weights {
            intercept: -2.446466e-01,
            coefficients: [
                1.428862e-01, // read_sectors
                1.376652e-01, // write_sectors
                1.453289e+03, // far_partial_reads
                6.104587e-02, // partial_writes
                2.744015e-04, // far_partial_writes
                6.477860e-02, // short_reads
                1.414238e-01, // short_writes
                0.000000e+00, // small_blocks
                6.846965e-02, // l2_excess
                7.009500e-01, // issue_excess
                0.000000e+00, // smem
                4.769482e-03, // slots
                1.865448e-02, // idle_slots
                1.202378e+00, // tiles
                5.518898e-01, // idle_memory
                1.032174e+00, // few_blocks
                0.000000e+00, // idle_sms
                5.338100e-02, // waves
            ],
        },
        // dram_word, Packed
        Weights {
            intercept: -4.705219e-01,
            coefficients: [
                9.961276e-02, // read_sectors
                1.166322e-02, // write_sectors
                4.503931e+00, // far_partial_reads
                6.157340e-01, // partial_writes
                0.000000e+00, // far_partial_writes
                1.711582e-01, // short_reads
                3.088237e-01, // short_writes
                2.488128e-02, // small_blocks
                9.183761e-01, // l2_excess
                6.501492e-01, // issue_excess
                3.365385e-02, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                4.311917e+00, // tiles
                5.021213e-01, // idle_memory
                6.471576e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.116117e-01, // waves
            ],
        },
        // dram_word, PackedSplit
        Weights {
            intercept: -4.646989e-01,
            coefficients: [
                1.801771e-01, // read_sectors
                7.000597e-02, // write_sectors
                1.718218e+00, // far_partial_reads
                8.535927e-01, // partial_writes
                0.000000e+00, // far_partial_writes
                7.556317e-02, // short_reads
                3.801172e-01, // short_writes
                0.000000e+00, // small_blocks
                4.844184e-01, // l2_excess
                8.273783e-01, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                0.000000e+00, // tiles
                6.484740e-01, // idle_memory
                5.654938e-01, // few_blocks
                0.000000e+00, // idle_sms
                5.424872e-01, // waves
            ],
        },
    ],
    [
        // dram_wide, Tiled
        Weights {
            intercept: -3.358861e-01,
            coefficients: [
                1.555701e-01, // read_sectors
                7.872256e-02, // write_sectors
                1.246599e+00, // far_partial_reads
                1.890953e+00, // partial_writes
                6.226576e+01, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                3.740628e-01, // issue_excess
                0.000000e+00, // smem
                9.473709e-02, // slots
                0.000000e+00, // idle_slots
                1.771033e+01, // tiles
                1.458752e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                5.804834e-01, // waves
            ],
        },
        // dram_wide, TiledCopy
        Weights {
            intercept: -1.329651e+00,
            coefficients: [
                8.396545e-01, // read_sectors
                0.000000e+00, // write_sectors
                0.000000e+00, // far_partial_reads
                3.751546e+00, // partial_writes
                4.300764e+00, // far_partial_writes
                8.576743e+00, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                1.940545e-01, // issue_excess
                0.000000e+00, // smem
                1.902216e-01, // slots
                0.000000e+00, // idle_slots
                1.210756e+01, // tiles
                7.523782e-01, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
            ],
        },
        // dram_wide, Packed
        Weights {
            intercept: -6.677777e-01,
            coefficients: [
                1.716248e-01, // read_sectors
                0.000000e+00, // write_sectors
                1.222019e+00, // far_partial_reads
                3.107893e+00, // partial_writes
                2.469087e+03, // far_partial_writes
                2.603296e-01, // short_reads
                2.557744e-01, // short_writes
                0.000000e+00, // small_blocks
                1.685018e-08, // l2_excess
                7.315954e-01, // issue_excess
                2.677208e-02, // smem
                2.825238e+00, // slots
                0.000000e+00, // idle_slots
                1.693856e+01, // tiles
                4.390163e-01, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
            ],
        },
        // dram_wide, PackedSplit
        Weights {
            intercept: 3.562791e-02,
            coefficients: [
                0.000000e+00, // read_sectors
                2.333300e-01, // write_sectors
                2.111951e-01, // far_partial_reads
                2.384532e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                1.266472e-01, // short_reads
                2.468146e-01, // short_writes
                4.589834e-02, // small_blocks
                4.198803e-01, // l2_excess
                1.570963e+00, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                2.543740e+00, // idle_slots
                7.467764e+02, // tiles
                2.687404e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
            ],
        },
    ],
    [
        // l2, Tiled
        Weights {
            intercept: -5.357072e-02,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                0.000000e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                1.226406e-01, // short_reads
                1.931587e-01, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                2.191664e-01, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                1.739664e-01, // idle_slots
                0.000000e+00, // tiles
                0.000000e+00, // idle_memory
                6.616086e+00, // few_blocks
                8.243965e-01, // idle_sms
                1.215418e-01, // waves
            ],
        },
        // l2, TiledCopy
        Weights {
            intercept: -7.480806e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                8.341170e+02, // far_partial_reads
                2.953904e-01, // partial_writes
                0.000000e+00, // far_partial_writes
                4.263720e-01, // short_reads
                1.115409e-01, // short_writes
                0.000000e+00, // small_blocks
                2.802890e+00, // l2_excess
                5.157092e-01, // issue_excess
                0.000000e+00, // smem
                2.034863e-02, // slots
                5.698901e-03, // idle_slots
                6.461225e+00, // tiles
                1.346908e-01, // idle_memory
                8.715335e-02, // few_blocks
                1.291354e-02, // idle_sms
                2.878510e-01, // waves
            ],
        },
        // l2, Packed
        Weights {
            intercept: 5.551203e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                1.195576e-02, // write_sectors
                0.000000e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                4.265846e+03, // far_partial_writes
                2.022334e-01, // short_reads
                0.000000e+00, // short_writes
                4.539107e-01, // small_blocks
                0.000000e+00, // l2_excess
                4.207811e-01, // issue_excess
                4.537151e-02, // smem
                0.000000e+00, // slots
                4.681994e-04, // idle_slots
                4.379115e-02, // tiles
                0.000000e+00, // idle_memory
                1.628379e+00, // few_blocks
                8.063394e-01, // idle_sms
                2.943882e-01, // waves
            ],
        },
        // l2, PackedSplit
        Weights {
            intercept: 1.190367e+00,
            coefficients: [
                1.035354e-01, // read_sectors
                5.699920e-02, // write_sectors
                2.592085e+01, // far_partial_reads
                0.000000e+00, // partial_writes
                9.298929e+01, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                8.432194e-01, // small_blocks
                3.179389e-01, // l2_excess
                0.000000e+00, // issue_excess
                7.533583e-03, // smem
                3.316937e-01, // slots
                3.355696e+00, // idle_slots
                2.816315e+02, // tiles
                0.000000e+00, // idle_memory
                1.168846e+00, // few_blocks
                6.394061e-01, // idle_sms
                1.940245e-02, // waves
            ],
        },
    ],
];
