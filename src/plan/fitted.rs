//! Weights of the cost model (src/plan/model.rs), one per feature in the
//! order of `model::FEATURES`, per regime in the order of `model::REGIMES`
//! and per algorithm in the order of `Algorithm::ALL`.
//! Written by tools/fit_model.py from the features (target/release/cutt-model)
//! of bench/model/h200-candidates.tsv, bench/model/h200-candidates-copy.tsv;
//! see bench/model/README.md.

use super::model::Weights;

/// Weights of each regime and algorithm.
pub const WEIGHTS: [[Weights; 5]; 4] = [
    [
        // dram_narrow, Tiled
        Weights {
            intercept: -7.771198e-01,
            coefficients: [
                8.791732e-02, // read_sectors
                0.000000e+00, // write_sectors
                2.115362e-01, // far_partial_reads
                7.757025e-02, // partial_writes
                0.000000e+00, // far_partial_writes
                3.927131e-02, // short_reads
                2.174828e-02, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                1.739438e-01, // issue_excess
                3.608778e-04, // smem
                1.443511e-03, // slots
                6.924027e-01, // idle_slots
                0.000000e+00, // tiles
                3.383822e-01, // idle_memory
                5.098532e+00, // few_blocks
                0.000000e+00, // idle_sms
                5.051461e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, TiledCopy
        Weights {
            intercept: -6.065764e-01,
            coefficients: [
                2.112917e-01, // read_sectors
                2.736515e-02, // write_sectors
                2.160221e-01, // far_partial_reads
                2.524371e-02, // partial_writes
                1.357835e-01, // far_partial_writes
                1.075132e-01, // short_reads
                4.662099e-02, // short_writes
                0.000000e+00, // small_blocks
                1.629987e-01, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                6.930755e-04, // slots
                6.184322e-01, // idle_slots
                3.122588e-01, // tiles
                6.004787e-02, // idle_memory
                1.178814e+00, // few_blocks
                0.000000e+00, // idle_sms
                5.022930e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, Packed
        Weights {
            intercept: -3.845761e-01,
            coefficients: [
                5.400648e-02, // read_sectors
                6.835363e-02, // write_sectors
                1.347380e+00, // far_partial_reads
                1.436571e-01, // partial_writes
                0.000000e+00, // far_partial_writes
                6.382096e-02, // short_reads
                8.998834e-02, // short_writes
                2.828862e-01, // small_blocks
                8.921748e-01, // l2_excess
                1.541160e-01, // issue_excess
                1.558317e-02, // smem
                0.000000e+00, // slots
                6.413976e-01, // idle_slots
                1.076189e-01, // tiles
                4.242595e-01, // idle_memory
                3.664696e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.924913e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, PackedSplit
        Weights {
            intercept: -8.852023e-01,
            coefficients: [
                1.037087e-01, // read_sectors
                2.327237e-01, // write_sectors
                1.368843e-01, // far_partial_reads
                3.057639e-01, // partial_writes
                8.746781e+00, // far_partial_writes
                0.000000e+00, // short_reads
                1.488494e-01, // short_writes
                5.364506e-01, // small_blocks
                1.099593e+00, // l2_excess
                4.335804e-01, // issue_excess
                9.406822e-03, // smem
                0.000000e+00, // slots
                2.644141e+00, // idle_slots
                1.129909e+02, // tiles
                3.687220e-01, // idle_memory
                6.958715e-01, // few_blocks
                0.000000e+00, // idle_sms
                2.317384e-01, // waves
                1.828186e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, RowCopy
        Weights {
            intercept: -2.909072e-01,
            coefficients: [
                3.833951e-01, // read_sectors
                3.693219e-02, // write_sectors
                0.000000e+00, // far_partial_reads
                1.124380e-01, // partial_writes
                6.387434e-01, // far_partial_writes
                0.000000e+00, // short_reads
                4.943759e-02, // short_writes
                0.000000e+00, // small_blocks
                2.254002e-01, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                1.687867e-01, // slots
                5.085766e+03, // idle_slots
                1.385697e-01, // tiles
                6.500053e-02, // idle_memory
                1.325967e+00, // few_blocks
                0.000000e+00, // idle_sms
                2.871586e-01, // waves
                0.000000e+00, // setup
                4.355243e-02, // scattered_rows
            ],
        },
    ],
    [
        // dram_word, Tiled
        Weights {
            intercept: -2.495456e-01,
            coefficients: [
                7.696715e-02, // read_sectors
                6.484847e-02, // write_sectors
                0.000000e+00, // far_partial_reads
                1.038313e-01, // partial_writes
                5.027231e+01, // far_partial_writes
                1.889725e-01, // short_reads
                9.726042e-02, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                5.082475e-01, // issue_excess
                1.376544e-04, // smem
                5.955631e-04, // slots
                7.343155e-01, // idle_slots
                0.000000e+00, // tiles
                0.000000e+00, // idle_memory
                9.173450e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.492478e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, TiledCopy
        Weights {
            intercept: -1.028761e-01,
            coefficients: [
                8.435804e-02, // read_sectors
                2.109889e-01, // write_sectors
                9.211918e+01, // far_partial_reads
                2.598449e-02, // partial_writes
                1.888845e-01, // far_partial_writes
                5.708180e-02, // short_reads
                6.897871e-02, // short_writes
                0.000000e+00, // small_blocks
                2.117858e-01, // l2_excess
                7.173457e-01, // issue_excess
                0.000000e+00, // smem
                5.986436e-02, // slots
                1.213767e-02, // idle_slots
                9.927193e-01, // tiles
                2.606655e-01, // idle_memory
                9.269006e-01, // few_blocks
                0.000000e+00, // idle_sms
                3.570044e-02, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, Packed
        Weights {
            intercept: -4.419612e-01,
            coefficients: [
                1.320537e-01, // read_sectors
                1.998874e-03, // write_sectors
                5.985374e-01, // far_partial_reads
                6.774406e-01, // partial_writes
                0.000000e+00, // far_partial_writes
                1.948872e-01, // short_reads
                3.637282e-01, // short_writes
                5.176651e-02, // small_blocks
                6.989129e-01, // l2_excess
                5.435861e-01, // issue_excess
                2.518485e-04, // smem
                0.000000e+00, // slots
                9.772836e-02, // idle_slots
                5.923364e+00, // tiles
                4.103860e-01, // idle_memory
                5.619435e-01, // few_blocks
                0.000000e+00, // idle_sms
                2.125619e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, PackedSplit
        Weights {
            intercept: -3.825409e-01,
            coefficients: [
                9.347836e-02, // read_sectors
                7.899306e-02, // write_sectors
                9.272421e-01, // far_partial_reads
                1.142677e+00, // partial_writes
                3.781830e-01, // far_partial_writes
                6.567254e-02, // short_reads
                2.610174e-01, // short_writes
                0.000000e+00, // small_blocks
                7.940126e-01, // l2_excess
                7.814947e-01, // issue_excess
                0.000000e+00, // smem
                5.475707e-03, // slots
                0.000000e+00, // idle_slots
                0.000000e+00, // tiles
                4.774294e-01, // idle_memory
                4.715111e-01, // few_blocks
                0.000000e+00, // idle_sms
                4.750347e-01, // waves
                4.656465e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, RowCopy
        Weights {
            intercept: -7.776517e-02,
            coefficients: [
                2.233374e-01, // read_sectors
                1.479753e-01, // write_sectors
                0.000000e+00, // far_partial_reads
                2.479388e-01, // partial_writes
                3.152017e-01, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                1.700603e-01, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                5.444544e-01, // slots
                1.566011e+04, // idle_slots
                2.764856e-01, // tiles
                0.000000e+00, // idle_memory
                1.858627e+00, // few_blocks
                0.000000e+00, // idle_sms
                7.023888e-01, // waves
                0.000000e+00, // setup
                2.152509e-02, // scattered_rows
            ],
        },
    ],
    [
        // dram_wide, Tiled
        Weights {
            intercept: -3.458160e-01,
            coefficients: [
                1.237593e-01, // read_sectors
                1.025725e-01, // write_sectors
                8.695414e-01, // far_partial_reads
                1.218707e+00, // partial_writes
                9.087032e+01, // far_partial_writes
                3.625604e-02, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                4.983698e-01, // issue_excess
                4.327843e-03, // smem
                8.164254e-02, // slots
                1.275911e-02, // idle_slots
                2.259478e+01, // tiles
                1.190310e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                6.750808e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, TiledCopy
        Weights {
            intercept: -5.782832e-01,
            coefficients: [
                1.025372e+00, // read_sectors
                3.613965e-01, // write_sectors
                0.000000e+00, // far_partial_reads
                2.428994e+00, // partial_writes
                1.994834e+01, // far_partial_writes
                1.533460e+00, // short_reads
                1.169084e-01, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                3.753089e-01, // issue_excess
                0.000000e+00, // smem
                3.820889e-01, // slots
                0.000000e+00, // idle_slots
                1.082728e+02, // tiles
                8.574504e-01, // idle_memory
                7.549598e-01, // few_blocks
                0.000000e+00, // idle_sms
                5.264239e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, Packed
        Weights {
            intercept: -5.648672e-01,
            coefficients: [
                4.855509e-03, // read_sectors
                6.090175e-04, // write_sectors
                1.256868e+00, // far_partial_reads
                2.077024e+00, // partial_writes
                3.148972e+03, // far_partial_writes
                2.868599e-01, // short_reads
                2.620127e-01, // short_writes
                3.004096e-02, // small_blocks
                6.679315e+00, // l2_excess
                1.185292e+00, // issue_excess
                1.716412e-02, // smem
                3.149834e+00, // slots
                0.000000e+00, // idle_slots
                2.129135e+01, // tiles
                1.402416e-03, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                1.018927e-03, // waves
                1.863092e+01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, PackedSplit
        Weights {
            intercept: -1.214952e-01,
            coefficients: [
                9.445738e-06, // read_sectors
                1.816239e-01, // write_sectors
                2.701820e-01, // far_partial_reads
                2.362248e+00, // partial_writes
                3.039992e-01, // far_partial_writes
                1.695491e-01, // short_reads
                2.909522e-01, // short_writes
                0.000000e+00, // small_blocks
                1.619247e-02, // l2_excess
                1.509634e+00, // issue_excess
                9.069471e-03, // smem
                0.000000e+00, // slots
                1.346808e+00, // idle_slots
                1.284021e+03, // tiles
                2.542411e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                3.072903e+01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, RowCopy
        Weights {
            intercept: -1.180452e+00,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                0.000000e+00, // far_partial_reads
                3.057996e+00, // partial_writes
                1.989743e+00, // far_partial_writes
                0.000000e+00, // short_reads
                1.809571e-01, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                2.774446e+00, // slots
                4.591468e+03, // idle_slots
                2.185595e-01, // tiles
                0.000000e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                1.185942e+00, // waves
                0.000000e+00, // setup
                4.337852e-02, // scattered_rows
            ],
        },
    ],
    [
        // l2, Tiled
        Weights {
            intercept: -1.160337e+00,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                1.005109e+02, // far_partial_reads
                1.781896e-01, // partial_writes
                7.991908e+02, // far_partial_writes
                3.254512e-01, // short_reads
                9.041275e-02, // short_writes
                0.000000e+00, // small_blocks
                1.498944e-12, // l2_excess
                7.988033e-01, // issue_excess
                4.005267e-05, // smem
                5.033517e-04, // slots
                4.516208e-01, // idle_slots
                0.000000e+00, // tiles
                2.738237e-02, // idle_memory
                4.558583e+00, // few_blocks
                5.265211e-01, // idle_sms
                4.578388e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, TiledCopy
        Weights {
            intercept: -3.564346e-01,
            coefficients: [
                4.953375e-01, // read_sectors
                3.060371e-01, // write_sectors
                2.959375e+00, // far_partial_reads
                3.764669e-01, // partial_writes
                1.203346e+04, // far_partial_writes
                3.868801e-01, // short_reads
                2.067952e-01, // short_writes
                0.000000e+00, // small_blocks
                2.563025e+00, // l2_excess
                5.216226e-01, // issue_excess
                0.000000e+00, // smem
                2.540225e-02, // slots
                1.929263e-01, // idle_slots
                7.138555e+00, // tiles
                3.341615e-01, // idle_memory
                3.246732e+00, // few_blocks
                2.045286e-01, // idle_sms
                4.064432e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, Packed
        Weights {
            intercept: -7.106728e-01,
            coefficients: [
                7.018091e-02, // read_sectors
                0.000000e+00, // write_sectors
                0.000000e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                1.846641e+03, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                2.456202e-01, // small_blocks
                1.257816e+00, // l2_excess
                0.000000e+00, // issue_excess
                1.549976e-02, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                0.000000e+00, // tiles
                2.693172e-02, // idle_memory
                1.094059e+00, // few_blocks
                4.787525e-01, // idle_sms
                5.552129e-01, // waves
                2.767195e-01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, PackedSplit
        Weights {
            intercept: 3.461399e-01,
            coefficients: [
                1.120475e-01, // read_sectors
                4.288763e-02, // write_sectors
                6.629738e+01, // far_partial_reads
                1.595760e-02, // partial_writes
                8.328558e+01, // far_partial_writes
                1.203843e-02, // short_reads
                5.890250e-02, // short_writes
                8.731898e-01, // small_blocks
                2.720580e-01, // l2_excess
                4.130992e-01, // issue_excess
                7.750338e-03, // smem
                0.000000e+00, // slots
                2.424244e+00, // idle_slots
                0.000000e+00, // tiles
                7.966038e-03, // idle_memory
                0.000000e+00, // few_blocks
                3.523075e-01, // idle_sms
                1.073345e-02, // waves
                7.144766e-01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, RowCopy
        Weights {
            intercept: -1.352356e+00,
            coefficients: [
                6.309901e-03, // read_sectors
                2.954817e-03, // write_sectors
                0.000000e+00, // far_partial_reads
                1.759869e-01, // partial_writes
                1.674577e+02, // far_partial_writes
                0.000000e+00, // short_reads
                6.895054e-03, // short_writes
                0.000000e+00, // small_blocks
                4.017989e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                9.837472e-01, // slots
                5.226746e+00, // idle_slots
                5.539890e-01, // tiles
                1.264011e-01, // idle_memory
                5.047721e-02, // few_blocks
                2.485760e-01, // idle_sms
                8.989767e-02, // waves
                0.000000e+00, // setup
                5.020025e-02, // scattered_rows
            ],
        },
    ],
];
