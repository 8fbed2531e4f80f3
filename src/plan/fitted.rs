//! Weights of the cost model (src/plan/model.rs), one per feature in the
//! order of `model::FEATURES`, per regime in the order of `model::REGIMES`
//! and per algorithm in the order of `Algorithm::ALL`, then the Packed
//! kernels of words (`model::WORDS_WEIGHTS`) and the staged Packed kernel
//! (`model::STAGED_WEIGHTS`).
//! Written by tools/fit_model.py from the features (target/release/cutt-model)
//! of bench/model/h200-candidates.tsv, bench/model/h200-candidates-copy.tsv, bench/model/h200-candidates-fold.tsv, bench/model/h200-candidates-copy-odd.tsv, bench/model/h200-candidates-words.tsv, bench/model/h200-candidates-words-l2.tsv, bench/model/h200-candidates-staged.tsv, bench/model/h100-candidates.tsv, bench/model/h200-candidates-set2-e4.tsv, bench/model/h200-candidates-e4-staged.tsv, bench/model/h200-candidates-copy-short.tsv (RowCopy of regimes dram_wide; the others' weights kept from the previous fit);
//! see bench/model/README.md.

use super::model::Weights;

/// Weights of each regime and algorithm.
pub const WEIGHTS: [[Weights; 7]; 4] = [
    [
        // dram_narrow, Tiled
        Weights {
            intercept: -3.310522e-01,
            coefficients: [
                1.134562e-01, // read_sectors
                8.770199e-02, // write_sectors
                7.929462e-01, // far_partial_reads
                8.162532e-01, // partial_writes
                4.242317e+00, // far_partial_writes
                7.964004e-02, // short_reads
                0.000000e+00, // short_writes
                5.250340e-02, // short_long_runs
                1.043138e-03, // short_long_writes
                0.000000e+00, // small_blocks
                1.350760e-13, // l2_excess
                6.737354e-01, // issue_excess
                1.015986e-02, // smem
                1.161167e-02, // slots
                3.396305e-01, // idle_slots
                3.566884e-01, // tiles
                5.552951e-01, // idle_memory
                7.272745e-01, // few_blocks
                0.000000e+00, // idle_sms
                5.376202e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
                0.000000e+00, // row_copy_issue
            ],
        },
        // dram_narrow, TiledCopy
        Weights {
            intercept: -3.311267e-01,
            coefficients: [
                1.494226e-01, // read_sectors
                1.541177e-02, // write_sectors
                1.452477e-01, // far_partial_reads
                1.552717e-02, // partial_writes
                8.724499e-02, // far_partial_writes
                6.082759e-02, // short_reads
                4.996048e-02, // short_writes
                1.733364e-02, // short_long_runs
                2.382346e-02, // short_long_writes
                0.000000e+00, // small_blocks
                1.186515e-01, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                4.181237e-04, // slots
                6.192346e-01, // idle_slots
                3.562692e-01, // tiles
                1.351881e-01, // idle_memory
                6.166608e-01, // few_blocks
                0.000000e+00, // idle_sms
                3.461647e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
                0.000000e+00, // row_copy_issue
            ],
        },
        // dram_narrow, Packed
        Weights {
            intercept: -2.254892e-01,
            coefficients: [
                5.677995e-02, // read_sectors
                9.748839e-02, // write_sectors
                1.347507e+00, // far_partial_reads
                7.179362e-02, // partial_writes
                0.000000e+00, // far_partial_writes
                1.670653e-01, // short_reads
                8.781910e-02, // short_writes
                0.000000e+00, // short_long_runs
                9.745041e-02, // short_long_writes
                4.981554e-01, // small_blocks
                6.862725e-01, // l2_excess
                8.408098e-01, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                4.679157e-01, // idle_slots
                6.262379e-01, // tiles
                2.571930e-01, // idle_memory
                5.573910e-01, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                5.137590e+00, // setup
                0.000000e+00, // scattered_rows
                0.000000e+00, // row_copy_issue
            ],
        },
        // dram_narrow, PackedSplit
        Weights {
            intercept: -5.475606e-01,
            coefficients: [
                5.454492e-02, // read_sectors
                2.006137e-01, // write_sectors
                3.531435e-01, // far_partial_reads
                1.874270e-01, // partial_writes
                4.327039e+00, // far_partial_writes
                1.997932e-02, // short_reads
                2.364076e-01, // short_writes
                3.693430e-02, // short_long_runs
                5.998871e-02, // short_long_writes
                1.328344e+00, // small_blocks
                5.814556e-01, // l2_excess
                8.254038e-01, // issue_excess
                0.000000e+00, // smem
                1.984575e-02, // slots
                5.452453e-01, // idle_slots
                0.000000e+00, // tiles
                2.891798e-01, // idle_memory
                9.709734e-01, // few_blocks
                0.000000e+00, // idle_sms
                2.412470e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
                0.000000e+00, // row_copy_issue
            ],
        },
        // dram_narrow, RowCopy
        Weights {
            intercept: -1.153784e-01,
            coefficients: [
                4.027610e-02, // read_sectors
                2.449868e-01, // write_sectors
                2.290362e+00, // far_partial_reads
                3.870675e+03, // partial_writes
                0.000000e+00, // far_partial_writes
                1.808387e-02, // short_reads
                0.000000e+00, // short_writes
                1.564687e-02, // short_long_runs
                0.000000e+00, // short_long_writes
                0.000000e+00, // small_blocks
                6.486358e-02, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                1.019949e-01, // slots
                2.582181e+03, // idle_slots
                2.233799e-01, // tiles
                9.794771e-02, // idle_memory
                8.012942e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.819673e-01, // waves
                0.000000e+00, // setup
                4.045156e-01, // scattered_rows
                0.000000e+00, // row_copy_issue
            ],
        },
        // dram_narrow, PackedWords
        Weights {
            intercept: -3.277851e-01,
            coefficients: [
                1.153500e-01, // read_sectors
                1.477958e-01, // write_sectors
                6.362141e-01, // far_partial_reads
                1.123497e+00, // partial_writes
                2.985929e+00, // far_partial_writes
                1.070258e-01, // short_reads
                3.867858e-01, // short_writes
                0.000000e+00, // short_long_runs
                1.263420e-01, // short_long_writes
                0.000000e+00, // small_blocks
                1.132406e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                2.901234e-01, // slots
                5.349502e-01, // idle_slots
                0.000000e+00, // tiles
                5.512228e-01, // idle_memory
                3.900076e-01, // few_blocks
                0.000000e+00, // idle_sms
                4.848521e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
                0.000000e+00, // row_copy_issue
            ],
        },
        // dram_narrow, PackedStaged
        Weights {
            intercept: -3.893849e-01,
            coefficients: [
                5.122157e-01, // read_sectors
                0.000000e+00, // write_sectors
                7.767266e-01, // far_partial_reads
                8.400751e-01, // partial_writes
                0.000000e+00, // far_partial_writes
                3.003972e-02, // short_reads
                3.174010e-02, // short_writes
                0.000000e+00, // short_long_runs
                1.117118e-01, // short_long_writes
                0.000000e+00, // small_blocks
                1.517228e-19, // l2_excess
                7.961286e-01, // issue_excess
                2.345559e-02, // smem
                0.000000e+00, // slots
                1.695410e+00, // idle_slots
                8.026525e+02, // tiles
                0.000000e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                6.380525e-02, // waves
                1.490766e+00, // setup
                0.000000e+00, // scattered_rows
                0.000000e+00, // row_copy_issue
            ],
        },
    ],
    [
        // dram_word, Tiled
        Weights {
            intercept: -6.529488e-01,
            coefficients: [
                7.421432e-02, // read_sectors
                4.252708e-02, // write_sectors
                1.090647e-02, // far_partial_reads
                2.989656e-01, // partial_writes
                2.712202e+01, // far_partial_writes
                4.456556e-01, // short_reads
                1.351862e-01, // short_writes
                6.099375e-02, // short_long_runs
                3.213954e-02, // short_long_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                6.897873e-01, // issue_excess
                6.537988e-05, // smem
                2.596698e-04, // slots
                4.979749e-01, // idle_slots
                1.832410e-01, // tiles
                8.189556e-02, // idle_memory
                1.403608e-01, // few_blocks
                0.000000e+00, // idle_sms
                2.031064e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
                0.000000e+00, // row_copy_issue
            ],
        },
        // dram_word, TiledCopy
        Weights {
            intercept: -4.682437e-01,
            coefficients: [
                1.779570e-01, // read_sectors
                1.346190e-01, // write_sectors
                5.093471e+01, // far_partial_reads
                1.520101e-01, // partial_writes
                3.466682e-01, // far_partial_writes
                2.458402e-01, // short_reads
                4.640830e-02, // short_writes
                4.103172e-02, // short_long_runs
                4.103172e-02, // short_long_writes
                0.000000e+00, // small_blocks
                1.731928e-25, // l2_excess
                3.762386e-01, // issue_excess
                0.000000e+00, // smem
                2.539130e-03, // slots
                2.085796e-02, // idle_slots
                2.179264e-01, // tiles
                6.301741e-01, // idle_memory
                1.859519e+00, // few_blocks
                0.000000e+00, // idle_sms
                1.156418e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
                0.000000e+00, // row_copy_issue
            ],
        },
        // dram_word, Packed
        Weights {
            intercept: -4.694543e-01,
            coefficients: [
                1.643445e-01, // read_sectors
                9.681914e-02, // write_sectors
                2.559473e+00, // far_partial_reads
                7.038166e-01, // partial_writes
                1.447490e+03, // far_partial_writes
                1.177158e-01, // short_reads
                0.000000e+00, // short_writes
                2.740182e-02, // short_long_runs
                1.013446e-01, // short_long_writes
                0.000000e+00, // small_blocks
                1.881032e-01, // l2_excess
                0.000000e+00, // issue_excess
                6.591567e-02, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                3.705297e+00, // tiles
                4.721351e-01, // idle_memory
                9.979585e-01, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
                0.000000e+00, // row_copy_issue
            ],
        },
        // dram_word, PackedSplit
        Weights {
            intercept: -4.804692e-01,
            coefficients: [
                1.981481e-01, // read_sectors
                1.140029e-01, // write_sectors
                4.412921e-01, // far_partial_reads
                7.526393e-01, // partial_writes
                1.711328e-01, // far_partial_writes
                0.000000e+00, // short_reads
                4.122047e-01, // short_writes
                0.000000e+00, // short_long_runs
                7.300881e-02, // short_long_writes
                2.102682e-01, // small_blocks
                2.414458e+00, // l2_excess
                0.000000e+00, // issue_excess
                6.123683e-02, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                0.000000e+00, // tiles
                1.035369e+00, // idle_memory
                6.255917e-01, // few_blocks
                0.000000e+00, // idle_sms
                3.371876e-01, // waves
                2.338105e+00, // setup
                0.000000e+00, // scattered_rows
                0.000000e+00, // row_copy_issue
            ],
        },
        // dram_word, RowCopy
        Weights {
            intercept: -2.169251e+00,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                5.259692e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                7.705641e-02, // short_long_runs
                0.000000e+00, // short_long_writes
                0.000000e+00, // small_blocks
                2.771810e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                1.749746e+00, // tiles
                0.000000e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                3.068375e+00, // waves
                0.000000e+00, // setup
                5.445220e-01, // scattered_rows
                0.000000e+00, // row_copy_issue
            ],
        },
        // dram_word, PackedWords
        Weights {
            intercept: 0.000000e+00,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                0.000000e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // short_long_runs
                0.000000e+00, // short_long_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                0.000000e+00, // tiles
                0.000000e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
                0.000000e+00, // row_copy_issue
            ],
        },
        // dram_word, PackedStaged
        Weights {
            intercept: -5.773483e-01,
            coefficients: [
                1.824596e-01, // read_sectors
                1.687500e-01, // write_sectors
                8.234157e-01, // far_partial_reads
                2.443864e+00, // partial_writes
                1.147573e+03, // far_partial_writes
                1.072889e-01, // short_reads
                4.377230e-01, // short_writes
                0.000000e+00, // short_long_runs
                1.331308e-01, // short_long_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                2.085571e+00, // issue_excess
                5.461948e-02, // smem
                3.907582e-03, // slots
                4.550065e-02, // idle_slots
                9.766443e+02, // tiles
                0.000000e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                4.192577e+01, // setup
                0.000000e+00, // scattered_rows
                0.000000e+00, // row_copy_issue
            ],
        },
    ],
    [
        // dram_wide, Tiled
        Weights {
            intercept: -3.681404e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                1.529000e+00, // far_partial_reads
                3.249324e-01, // partial_writes
                5.899616e+01, // far_partial_writes
                5.003591e-01, // short_reads
                5.369169e-01, // short_writes
                0.000000e+00, // short_long_runs
                0.000000e+00, // short_long_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                3.408415e-02, // issue_excess
                2.641778e-03, // smem
                2.873728e-02, // slots
                4.212942e-01, // idle_slots
                2.603255e+01, // tiles
                1.778682e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                1.220946e+00, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
                0.000000e+00, // row_copy_issue
            ],
        },
        // dram_wide, TiledCopy
        Weights {
            intercept: -1.456914e-01,
            coefficients: [
                6.564033e-01, // read_sectors
                2.486847e-01, // write_sectors
                1.662221e-01, // far_partial_reads
                5.824495e-01, // partial_writes
                1.375621e+00, // far_partial_writes
                0.000000e+00, // short_reads
                7.966885e-04, // short_writes
                1.222518e-01, // short_long_runs
                1.211665e-01, // short_long_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                9.310274e-01, // issue_excess
                0.000000e+00, // smem
                5.986353e-02, // slots
                8.244847e-02, // idle_slots
                8.510885e-05, // tiles
                1.969851e-01, // idle_memory
                1.840101e+00, // few_blocks
                0.000000e+00, // idle_sms
                1.916471e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
                0.000000e+00, // row_copy_issue
            ],
        },
        // dram_wide, Packed
        Weights {
            intercept: -6.873647e-02,
            coefficients: [
                4.409693e-02, // read_sectors
                6.071235e-02, // write_sectors
                3.477794e-01, // far_partial_reads
                1.650866e+00, // partial_writes
                9.617522e+02, // far_partial_writes
                1.979164e-01, // short_reads
                8.592741e-02, // short_writes
                4.328153e-02, // short_long_runs
                7.041870e-02, // short_long_writes
                6.490729e-02, // small_blocks
                1.849127e-06, // l2_excess
                0.000000e+00, // issue_excess
                1.878984e-02, // smem
                1.516580e+00, // slots
                1.012606e+00, // idle_slots
                6.468155e+00, // tiles
                3.374248e-03, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                4.098485e-01, // waves
                8.523625e+00, // setup
                0.000000e+00, // scattered_rows
                0.000000e+00, // row_copy_issue
            ],
        },
        // dram_wide, PackedSplit
        Weights {
            intercept: 2.164446e-01,
            coefficients: [
                7.928896e-02, // read_sectors
                1.872188e-01, // write_sectors
                5.635617e-01, // far_partial_reads
                2.326444e+00, // partial_writes
                3.879593e+00, // far_partial_writes
                2.156377e-01, // short_reads
                0.000000e+00, // short_writes
                8.285807e-02, // short_long_runs
                8.412840e-02, // short_long_writes
                2.991288e-02, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                1.655878e-02, // smem
                0.000000e+00, // slots
                2.237913e-01, // idle_slots
                6.670386e+01, // tiles
                2.361761e+00, // idle_memory
                2.512369e-02, // few_blocks
                0.000000e+00, // idle_sms
                8.186060e-02, // waves
                2.795867e+01, // setup
                0.000000e+00, // scattered_rows
                0.000000e+00, // row_copy_issue
            ],
        },
        // dram_wide, RowCopy
        Weights {
            intercept: -8.461316e-01,
            coefficients: [
                3.214767e-02, // read_sectors
                4.984774e-04, // write_sectors
                3.819418e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                1.900557e-02, // short_reads
                0.000000e+00, // short_writes
                7.236590e-04, // short_long_runs
                0.000000e+00, // short_long_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                2.568437e-02, // slots
                0.000000e+00, // idle_slots
                4.592972e-03, // tiles
                0.000000e+00, // idle_memory
                3.987756e-03, // few_blocks
                0.000000e+00, // idle_sms
                1.050649e-01, // waves
                0.000000e+00, // setup
                2.321381e-01, // scattered_rows
                1.419759e+01, // row_copy_issue
            ],
        },
        // dram_wide, PackedWords
        Weights {
            intercept: 0.000000e+00,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                0.000000e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // short_long_runs
                0.000000e+00, // short_long_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                0.000000e+00, // tiles
                0.000000e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
                0.000000e+00, // row_copy_issue
            ],
        },
        // dram_wide, PackedStaged
        Weights {
            intercept: -1.805510e-01,
            coefficients: [
                3.722464e-01, // read_sectors
                0.000000e+00, // write_sectors
                1.247486e+00, // far_partial_reads
                1.928001e+00, // partial_writes
                5.469790e+02, // far_partial_writes
                1.091154e+00, // short_reads
                0.000000e+00, // short_writes
                1.391791e-01, // short_long_runs
                0.000000e+00, // short_long_writes
                0.000000e+00, // small_blocks
                1.762550e-02, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                1.984943e+03, // tiles
                0.000000e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                2.533786e+01, // setup
                0.000000e+00, // scattered_rows
                0.000000e+00, // row_copy_issue
            ],
        },
    ],
    [
        // l2, Tiled
        Weights {
            intercept: -9.034836e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                1.068761e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                9.978429e+01, // far_partial_writes
                0.000000e+00, // short_reads
                2.521943e-01, // short_writes
                0.000000e+00, // short_long_runs
                0.000000e+00, // short_long_writes
                0.000000e+00, // small_blocks
                1.669007e-03, // l2_excess
                4.237173e-01, // issue_excess
                9.977156e-03, // smem
                0.000000e+00, // slots
                3.045745e-01, // idle_slots
                0.000000e+00, // tiles
                9.911931e-02, // idle_memory
                4.283197e+00, // few_blocks
                9.242941e-01, // idle_sms
                1.719227e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
                0.000000e+00, // row_copy_issue
            ],
        },
        // l2, TiledCopy
        Weights {
            intercept: -1.002979e+00,
            coefficients: [
                5.868980e-03, // read_sectors
                1.962423e-04, // write_sectors
                1.588703e+01, // far_partial_reads
                9.454154e-02, // partial_writes
                1.205247e+04, // far_partial_writes
                3.696103e-02, // short_reads
                0.000000e+00, // short_writes
                8.593575e-03, // short_long_runs
                8.360710e-03, // short_long_writes
                0.000000e+00, // small_blocks
                1.711810e-04, // l2_excess
                4.412833e-01, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                1.799773e-04, // idle_slots
                0.000000e+00, // tiles
                2.334227e-01, // idle_memory
                1.647074e-01, // few_blocks
                1.893313e-02, // idle_sms
                1.364993e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
                0.000000e+00, // row_copy_issue
            ],
        },
        // l2, Packed
        Weights {
            intercept: -6.053847e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                3.717562e-02, // write_sectors
                0.000000e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                1.542595e+03, // far_partial_writes
                9.078356e-03, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // short_long_runs
                0.000000e+00, // short_long_writes
                2.796715e-01, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                0.000000e+00, // tiles
                0.000000e+00, // idle_memory
                1.368488e+00, // few_blocks
                4.972684e-01, // idle_sms
                5.061921e-01, // waves
                3.098233e-01, // setup
                0.000000e+00, // scattered_rows
                0.000000e+00, // row_copy_issue
            ],
        },
        // l2, PackedSplit
        Weights {
            intercept: 7.219139e-01,
            coefficients: [
                9.341539e-02, // read_sectors
                1.626644e-02, // write_sectors
                2.662764e+01, // far_partial_reads
                0.000000e+00, // partial_writes
                2.955677e+02, // far_partial_writes
                1.871214e-04, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // short_long_runs
                0.000000e+00, // short_long_writes
                1.287819e+00, // small_blocks
                2.458677e-02, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                1.996328e+00, // idle_slots
                0.000000e+00, // tiles
                0.000000e+00, // idle_memory
                2.618517e-02, // few_blocks
                7.063575e-01, // idle_sms
                0.000000e+00, // waves
                7.797290e-01, // setup
                0.000000e+00, // scattered_rows
                0.000000e+00, // row_copy_issue
            ],
        },
        // l2, RowCopy
        Weights {
            intercept: -2.116437e-01,
            coefficients: [
                6.923022e-02, // read_sectors
                1.192955e-01, // write_sectors
                5.235478e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                2.677035e-04, // short_long_runs
                0.000000e+00, // short_long_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                6.683240e-01, // slots
                0.000000e+00, // idle_slots
                2.218379e-01, // tiles
                3.108959e-01, // idle_memory
                7.611688e-01, // few_blocks
                5.263728e-01, // idle_sms
                1.810760e-02, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
                0.000000e+00, // row_copy_issue
            ],
        },
        // l2, PackedWords
        Weights {
            intercept: -6.993011e-01,
            coefficients: [
                1.395381e-01, // read_sectors
                0.000000e+00, // write_sectors
                7.046775e+01, // far_partial_reads
                1.827748e-01, // partial_writes
                4.066044e+00, // far_partial_writes
                0.000000e+00, // short_reads
                1.605083e-04, // short_writes
                7.383642e-02, // short_long_runs
                6.233930e-02, // short_long_writes
                4.143602e-02, // small_blocks
                5.568317e-01, // l2_excess
                0.000000e+00, // issue_excess
                6.634410e-03, // smem
                0.000000e+00, // slots
                1.053217e+00, // idle_slots
                0.000000e+00, // tiles
                0.000000e+00, // idle_memory
                7.712157e-01, // few_blocks
                2.203452e-01, // idle_sms
                3.907895e-01, // waves
                1.403545e+00, // setup
                0.000000e+00, // scattered_rows
                0.000000e+00, // row_copy_issue
            ],
        },
        // l2, PackedStaged
        Weights {
            intercept: -6.053847e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                3.717562e-02, // write_sectors
                0.000000e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                1.542595e+03, // far_partial_writes
                9.078356e-03, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // short_long_runs
                0.000000e+00, // short_long_writes
                2.796715e-01, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                0.000000e+00, // tiles
                0.000000e+00, // idle_memory
                1.368488e+00, // few_blocks
                4.972684e-01, // idle_sms
                5.061921e-01, // waves
                3.098233e-01, // setup
                0.000000e+00, // scattered_rows
                0.000000e+00, // row_copy_issue
            ],
        },
    ],
];
