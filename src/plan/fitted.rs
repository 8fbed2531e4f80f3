//! Weights of the cost model (src/plan/model.rs), one per feature in the
//! order of `model::FEATURES`, per regime in the order of `model::REGIMES`
//! and per algorithm in the order of `Algorithm::ALL`.
//! Written by tools/fit_model.py from the features (target/release/cutt-model)
//! of bench/model/h200-candidates.tsv, bench/model/h200-candidates-copy.tsv;
//! see bench/model/README.md.

use super::model::Weights;

/// Weights of each regime and algorithm.
pub const WEIGHTS: [[Weights; 4]; 4] = [
    [
        // dram_narrow, Tiled
        Weights {
            intercept: -5.201934e-01,
            coefficients: [
                8.005041e-02, // read_sectors
                0.000000e+00, // write_sectors
                1.794513e-01, // far_partial_reads
                0.000000e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                0.000000e+00, // short_reads
                3.050094e-02, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                3.895268e-02, // issue_excess
                3.190472e-04, // smem
                1.276189e-03, // slots
                9.552439e-01, // idle_slots
                4.346149e-01, // tiles
                3.498760e-01, // idle_memory
                4.314129e+00, // few_blocks
                0.000000e+00, // idle_sms
                6.499756e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_narrow, TiledCopy
        Weights {
            intercept: -3.463425e-01,
            coefficients: [
                2.058857e-01, // read_sectors
                2.448111e-02, // write_sectors
                2.123280e-01, // far_partial_reads
                2.102422e-02, // partial_writes
                1.287705e-01, // far_partial_writes
                9.147551e-02, // short_reads
                3.763894e-02, // short_writes
                0.000000e+00, // small_blocks
                1.053581e-01, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                5.840201e-04, // slots
                5.973034e-01, // idle_slots
                2.755728e-01, // tiles
                8.322153e-02, // idle_memory
                1.119608e+00, // few_blocks
                0.000000e+00, // idle_sms
                4.866426e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_narrow, Packed
        Weights {
            intercept: -8.987043e-02,
            coefficients: [
                5.309993e-02, // read_sectors
                7.825285e-02, // write_sectors
                1.346998e+00, // far_partial_reads
                1.707251e-01, // partial_writes
                0.000000e+00, // far_partial_writes
                3.800683e-02, // short_reads
                7.662848e-02, // short_writes
                2.253751e-01, // small_blocks
                1.037408e+00, // l2_excess
                2.167533e-01, // issue_excess
                1.133562e-02, // smem
                0.000000e+00, // slots
                3.659693e-01, // idle_slots
                4.189167e-01, // tiles
                4.051316e-01, // idle_memory
                2.754991e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.805478e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_narrow, PackedSplit
        Weights {
            intercept: -5.386228e-01,
            coefficients: [
                2.691222e-02, // read_sectors
                2.239215e-01, // write_sectors
                1.407071e-01, // far_partial_reads
                2.687955e-01, // partial_writes
                9.175931e+00, // far_partial_writes
                0.000000e+00, // short_reads
                1.276760e-01, // short_writes
                1.097052e+00, // small_blocks
                1.553921e+00, // l2_excess
                3.240972e-01, // issue_excess
                0.000000e+00, // smem
                1.858004e-02, // slots
                3.307772e+00, // idle_slots
                1.200992e+02, // tiles
                3.527999e-01, // idle_memory
                6.673417e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.997326e-01, // waves
                2.182252e+00, // setup
            ],
        },
    ],
    [
        // dram_word, Tiled
        Weights {
            intercept: -3.575931e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                6.807275e-02, // write_sectors
                5.802405e-01, // far_partial_reads
                2.478209e-01, // partial_writes
                1.202331e+00, // far_partial_writes
                2.311176e-02, // short_reads
                2.193964e-01, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                3.864230e-01, // issue_excess
                4.421252e-03, // smem
                1.768500e-02, // slots
                6.848386e-01, // idle_slots
                0.000000e+00, // tiles
                8.885870e-02, // idle_memory
                3.509508e-01, // few_blocks
                0.000000e+00, // idle_sms
                4.657572e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_word, TiledCopy
        Weights {
            intercept: -1.321687e-01,
            coefficients: [
                1.022221e-01, // read_sectors
                1.919806e-01, // write_sectors
                8.806014e+01, // far_partial_reads
                3.184127e-02, // partial_writes
                1.873691e-01, // far_partial_writes
                5.364828e-02, // short_reads
                8.081145e-02, // short_writes
                0.000000e+00, // small_blocks
                1.625058e-01, // l2_excess
                7.556998e-01, // issue_excess
                0.000000e+00, // smem
                4.966818e-02, // slots
                1.461387e-02, // idle_slots
                1.233493e+00, // tiles
                2.896255e-01, // idle_memory
                1.140703e+00, // few_blocks
                0.000000e+00, // idle_sms
                4.421384e-02, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_word, Packed
        Weights {
            intercept: -4.741864e-01,
            coefficients: [
                1.347787e-01, // read_sectors
                1.893837e-02, // write_sectors
                5.585227e-01, // far_partial_reads
                6.707692e-01, // partial_writes
                0.000000e+00, // far_partial_writes
                1.998814e-01, // short_reads
                3.562230e-01, // short_writes
                4.317527e-02, // small_blocks
                6.918500e-01, // l2_excess
                6.359130e-01, // issue_excess
                3.733657e-03, // smem
                1.572055e-02, // slots
                1.348186e-01, // idle_slots
                5.758520e+00, // tiles
                4.053798e-01, // idle_memory
                5.556138e-01, // few_blocks
                0.000000e+00, // idle_sms
                2.379553e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_word, PackedSplit
        Weights {
            intercept: -4.591818e-01,
            coefficients: [
                9.352928e-02, // read_sectors
                1.170150e-01, // write_sectors
                1.084687e+00, // far_partial_reads
                1.012114e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                5.940612e-02, // short_reads
                2.965876e-01, // short_writes
                0.000000e+00, // small_blocks
                9.593497e-01, // l2_excess
                7.836536e-01, // issue_excess
                0.000000e+00, // smem
                3.716347e-02, // slots
                1.593740e-01, // idle_slots
                0.000000e+00, // tiles
                4.417673e-01, // idle_memory
                5.208544e-01, // few_blocks
                0.000000e+00, // idle_sms
                5.032401e-01, // waves
                4.792723e+00, // setup
            ],
        },
    ],
    [
        // dram_wide, Tiled
        Weights {
            intercept: -3.514722e-01,
            coefficients: [
                1.316062e-01, // read_sectors
                1.046866e-01, // write_sectors
                9.304529e-01, // far_partial_reads
                1.101922e+00, // partial_writes
                9.027498e+01, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                4.109689e-01, // issue_excess
                4.407497e-03, // smem
                5.630527e-02, // slots
                7.258925e-02, // idle_slots
                1.065206e+01, // tiles
                1.071390e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                6.479032e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_wide, TiledCopy
        Weights {
            intercept: -1.251277e+00,
            coefficients: [
                8.459667e-01, // read_sectors
                0.000000e+00, // write_sectors
                2.192295e+02, // far_partial_reads
                3.527388e+00, // partial_writes
                3.138586e+00, // far_partial_writes
                9.473499e+00, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                3.236960e-01, // issue_excess
                0.000000e+00, // smem
                1.910002e-01, // slots
                0.000000e+00, // idle_slots
                4.839485e+01, // tiles
                5.088970e-01, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_wide, Packed
        Weights {
            intercept: -6.578939e-01,
            coefficients: [
                2.531440e-01, // read_sectors
                0.000000e+00, // write_sectors
                1.155000e+00, // far_partial_reads
                1.770140e+00, // partial_writes
                3.199361e+03, // far_partial_writes
                2.525277e-01, // short_reads
                2.428438e-01, // short_writes
                1.487784e-02, // small_blocks
                2.388704e+00, // l2_excess
                1.693573e+00, // issue_excess
                4.975938e-03, // smem
                2.716522e+00, // slots
                0.000000e+00, // idle_slots
                1.989664e+01, // tiles
                0.000000e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                1.541243e+01, // setup
            ],
        },
        // dram_wide, PackedSplit
        Weights {
            intercept: -1.473572e-01,
            coefficients: [
                1.066444e-02, // read_sectors
                1.593352e-01, // write_sectors
                3.947642e-01, // far_partial_reads
                2.386041e+00, // partial_writes
                3.123731e-01, // far_partial_writes
                1.687074e-01, // short_reads
                2.926820e-01, // short_writes
                0.000000e+00, // small_blocks
                1.575270e-02, // l2_excess
                1.453174e+00, // issue_excess
                1.121172e-02, // smem
                0.000000e+00, // slots
                1.278686e+00, // idle_slots
                1.295892e+03, // tiles
                2.352270e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                3.074542e+01, // setup
            ],
        },
    ],
    [
        // l2, Tiled
        Weights {
            intercept: -1.481661e+00,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                6.233301e+01, // far_partial_reads
                0.000000e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                6.993370e-02, // short_reads
                3.065832e-02, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                3.240450e-01, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                1.633553e-01, // idle_slots
                0.000000e+00, // tiles
                0.000000e+00, // idle_memory
                7.072891e+00, // few_blocks
                7.318020e-01, // idle_sms
                4.464956e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // l2, TiledCopy
        Weights {
            intercept: -1.045661e+00,
            coefficients: [
                5.818666e-02, // read_sectors
                1.652831e-02, // write_sectors
                8.139377e-01, // far_partial_reads
                1.699634e-01, // partial_writes
                7.046872e+01, // far_partial_writes
                4.841394e-02, // short_reads
                1.562659e-02, // short_writes
                0.000000e+00, // small_blocks
                1.554070e+00, // l2_excess
                5.463862e-01, // issue_excess
                0.000000e+00, // smem
                2.655049e-02, // slots
                7.174590e-02, // idle_slots
                7.350019e+00, // tiles
                1.701377e-01, // idle_memory
                1.412013e-01, // few_blocks
                1.251432e-02, // idle_sms
                1.717682e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // l2, Packed
        Weights {
            intercept: -4.713332e-01,
            coefficients: [
                5.746048e-02, // read_sectors
                0.000000e+00, // write_sectors
                0.000000e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                1.741338e+03, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                1.889080e-01, // small_blocks
                1.109689e+00, // l2_excess
                0.000000e+00, // issue_excess
                6.866045e-03, // smem
                0.000000e+00, // slots
                4.324888e-02, // idle_slots
                0.000000e+00, // tiles
                4.281776e-02, // idle_memory
                8.980231e-01, // few_blocks
                4.106866e-01, // idle_sms
                5.786242e-01, // waves
                1.937967e-01, // setup
            ],
        },
        // l2, PackedSplit
        Weights {
            intercept: 1.205062e-01,
            coefficients: [
                6.009748e-02, // read_sectors
                1.011928e-01, // write_sectors
                1.276965e+01, // far_partial_reads
                0.000000e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                7.191449e-02, // short_reads
                0.000000e+00, // short_writes
                1.071380e+00, // small_blocks
                0.000000e+00, // l2_excess
                6.211185e-01, // issue_excess
                1.393251e-03, // smem
                1.341441e-01, // slots
                3.221222e+00, // idle_slots
                0.000000e+00, // tiles
                2.832512e-02, // idle_memory
                5.719197e-01, // few_blocks
                3.870891e-01, // idle_sms
                3.412689e-02, // waves
                6.412489e-01, // setup
            ],
        },
    ],
];
