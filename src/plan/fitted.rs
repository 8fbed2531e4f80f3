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
            intercept: -5.288066e-01,
            coefficients: [
                3.141035e-02, // read_sectors
                7.678507e-03, // write_sectors
                7.897143e-03, // far_partial_reads
                5.657381e-02, // partial_writes
                0.000000e+00, // far_partial_writes
                5.616039e-02, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                1.456148e-01, // issue_excess
                3.251626e-04, // smem
                1.300650e-03, // slots
                7.848040e-01, // idle_slots
                1.236080e+00, // tiles
                2.521715e-01, // idle_memory
                2.082154e+00, // few_blocks
                0.000000e+00, // idle_sms
                7.282024e-01, // waves
            ],
        },
        // dram_narrow, TiledCopy
        Weights {
            intercept: -3.800763e-01,
            coefficients: [
                5.295957e-02, // read_sectors
                2.249450e-02, // write_sectors
                6.409353e-02, // far_partial_reads
                1.579676e-02, // partial_writes
                1.418541e+01, // far_partial_writes
                1.046382e-01, // short_reads
                2.145338e-02, // short_writes
                0.000000e+00, // small_blocks
                5.243041e-03, // l2_excess
                1.413631e-02, // issue_excess
                0.000000e+00, // smem
                1.181820e-04, // slots
                6.776247e-01, // idle_slots
                2.339606e-01, // tiles
                1.884152e-02, // idle_memory
                6.958878e-01, // few_blocks
                0.000000e+00, // idle_sms
                3.896196e-01, // waves
            ],
        },
        // dram_narrow, Packed
        Weights {
            intercept: -5.248129e-01,
            coefficients: [
                1.907161e-02, // read_sectors
                1.109352e-01, // write_sectors
                8.035808e-01, // far_partial_reads
                4.735478e-02, // partial_writes
                1.499078e+02, // far_partial_writes
                1.174796e-01, // short_reads
                1.558313e-01, // short_writes
                0.000000e+00, // small_blocks
                2.483201e-01, // l2_excess
                8.783020e-01, // issue_excess
                8.651097e-03, // smem
                0.000000e+00, // slots
                1.528987e+00, // idle_slots
                2.788432e+00, // tiles
                3.913774e-01, // idle_memory
                1.360883e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.164752e-01, // waves
            ],
        },
        // dram_narrow, PackedSplit
        Weights {
            intercept: -2.508957e-01,
            coefficients: [
                5.834573e-02, // read_sectors
                1.900400e-01, // write_sectors
                0.000000e+00, // far_partial_reads
                1.513963e-01, // partial_writes
                7.128626e+00, // far_partial_writes
                8.540249e-02, // short_reads
                1.631829e-01, // short_writes
                3.045386e-02, // small_blocks
                1.938383e-01, // l2_excess
                1.799918e-01, // issue_excess
                3.587071e-03, // smem
                3.242811e-02, // slots
                1.723348e+00, // idle_slots
                7.153318e+02, // tiles
                1.198923e-02, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
            ],
        },
    ],
    [
        // dram_word, Tiled
        Weights {
            intercept: -7.252829e-01,
            coefficients: [
                5.204338e-02, // read_sectors
                3.405131e-02, // write_sectors
                3.192467e-01, // far_partial_reads
                1.469705e-01, // partial_writes
                0.000000e+00, // far_partial_writes
                9.272491e-02, // short_reads
                1.009734e-01, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                3.945551e-01, // issue_excess
                4.298418e-03, // smem
                1.719366e-02, // slots
                5.942082e-01, // idle_slots
                5.935713e+00, // tiles
                1.142811e-01, // idle_memory
                2.056581e-01, // few_blocks
                0.000000e+00, // idle_sms
                3.401689e-01, // waves
            ],
        },
        // dram_word, TiledCopy
        Weights {
            intercept: -4.899140e-01,
            coefficients: [
                2.003622e-01, // read_sectors
                1.722089e-01, // write_sectors
                2.992655e+03, // far_partial_reads
                9.822204e-02, // partial_writes
                6.229677e-04, // far_partial_writes
                1.888091e-01, // short_reads
                4.622527e-02, // short_writes
                0.000000e+00, // small_blocks
                1.621494e-01, // l2_excess
                5.744762e-01, // issue_excess
                0.000000e+00, // smem
                2.552755e-03, // slots
                1.750049e-02, // idle_slots
                1.036082e+00, // tiles
                6.235839e-01, // idle_memory
                1.418606e+00, // few_blocks
                0.000000e+00, // idle_sms
                4.754743e-02, // waves
            ],
        },
        // dram_word, Packed
        Weights {
            intercept: -7.915107e-01,
            coefficients: [
                2.110055e-01, // read_sectors
                5.256310e-02, // write_sectors
                1.122580e+00, // far_partial_reads
                1.058928e+00, // partial_writes
                2.600513e+03, // far_partial_writes
                2.757338e-01, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                5.065886e+00, // l2_excess
                6.654044e-01, // issue_excess
                7.086623e-02, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                1.686602e+01, // tiles
                4.904048e-02, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                2.096430e-01, // waves
            ],
        },
        // dram_word, PackedSplit
        Weights {
            intercept: -6.348071e-01,
            coefficients: [
                2.402775e-01, // read_sectors
                1.233532e-01, // write_sectors
                0.000000e+00, // far_partial_reads
                5.821079e-01, // partial_writes
                6.012741e-02, // far_partial_writes
                2.745770e-01, // short_reads
                2.555711e-01, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                4.467931e-01, // issue_excess
                1.254223e-02, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                0.000000e+00, // tiles
                2.257935e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                3.690292e-01, // waves
            ],
        },
    ],
    [
        // dram_wide, Tiled
        Weights {
            intercept: -8.490569e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                1.258303e-01, // write_sectors
                1.065893e+00, // far_partial_reads
                1.777233e+00, // partial_writes
                3.356881e+01, // far_partial_writes
                8.246948e-03, // short_reads
                2.587044e-03, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                3.317014e-01, // issue_excess
                4.467287e-03, // smem
                1.220866e-01, // slots
                0.000000e+00, // idle_slots
                1.682828e+01, // tiles
                9.477328e-01, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                9.230981e-01, // waves
            ],
        },
        // dram_wide, TiledCopy
        Weights {
            intercept: -1.629208e+00,
            coefficients: [
                6.524143e-01, // read_sectors
                0.000000e+00, // write_sectors
                0.000000e+00, // far_partial_reads
                4.326597e+00, // partial_writes
                1.271768e+01, // far_partial_writes
                4.784395e+00, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                3.289663e-01, // issue_excess
                0.000000e+00, // smem
                5.963967e-02, // slots
                0.000000e+00, // idle_slots
                0.000000e+00, // tiles
                6.123359e-01, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
            ],
        },
        // dram_wide, Packed
        Weights {
            intercept: -1.056351e+00,
            coefficients: [
                2.235848e-01, // read_sectors
                0.000000e+00, // write_sectors
                1.865262e+00, // far_partial_reads
                2.729324e+00, // partial_writes
                1.484422e+03, // far_partial_writes
                2.488738e-01, // short_reads
                6.279748e-02, // short_writes
                0.000000e+00, // small_blocks
                7.671133e-06, // l2_excess
                2.596209e+00, // issue_excess
                8.788750e-03, // smem
                1.456904e+00, // slots
                0.000000e+00, // idle_slots
                3.606385e-01, // tiles
                1.186223e+00, // idle_memory
                1.992290e-01, // few_blocks
                0.000000e+00, // idle_sms
                5.060276e-01, // waves
            ],
        },
        // dram_wide, PackedSplit
        Weights {
            intercept: -6.047934e-01,
            coefficients: [
                2.379489e-02, // read_sectors
                2.276233e-01, // write_sectors
                0.000000e+00, // far_partial_reads
                2.394323e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                2.412368e-01, // short_reads
                2.807479e-01, // short_writes
                0.000000e+00, // small_blocks
                1.669214e-01, // l2_excess
                6.942190e-01, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                2.904563e+00, // idle_slots
                2.120660e+03, // tiles
                2.445264e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
            ],
        },
    ],
    [
        // l2, Tiled
        Weights {
            intercept: -9.823921e-01,
            coefficients: [
                6.633641e-03, // read_sectors
                0.000000e+00, // write_sectors
                8.877451e+01, // far_partial_reads
                0.000000e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                1.056979e-03, // short_reads
                8.256656e-02, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                1.966407e-01, // issue_excess
                1.767160e-04, // smem
                1.621814e-04, // slots
                4.382002e-01, // idle_slots
                2.370797e-01, // tiles
                1.130918e-01, // idle_memory
                3.952081e+00, // few_blocks
                6.152048e-01, // idle_sms
                4.893859e-01, // waves
            ],
        },
        // l2, TiledCopy
        Weights {
            intercept: -5.649683e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                1.098746e+01, // far_partial_reads
                3.728658e-02, // partial_writes
                3.221311e+03, // far_partial_writes
                3.446358e-09, // short_reads
                1.172363e-01, // short_writes
                0.000000e+00, // small_blocks
                6.715323e-01, // l2_excess
                1.501640e-08, // issue_excess
                0.000000e+00, // smem
                8.111269e-04, // slots
                9.347250e-02, // idle_slots
                1.989177e-01, // tiles
                5.767995e-01, // idle_memory
                2.849809e+00, // few_blocks
                5.878050e-02, // idle_sms
                1.953014e-01, // waves
            ],
        },
        // l2, Packed
        Weights {
            intercept: 3.015949e-02,
            coefficients: [
                1.346954e-02, // read_sectors
                1.624479e-02, // write_sectors
                0.000000e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                2.947610e+03, // far_partial_writes
                0.000000e+00, // short_reads
                2.744247e-02, // short_writes
                4.964922e-01, // small_blocks
                4.587634e-02, // l2_excess
                1.350148e-01, // issue_excess
                8.519212e-03, // smem
                8.817937e-03, // slots
                5.236812e-01, // idle_slots
                1.242479e+01, // tiles
                0.000000e+00, // idle_memory
                2.641665e+00, // few_blocks
                4.776393e-01, // idle_sms
                2.171029e-01, // waves
            ],
        },
        // l2, PackedSplit
        Weights {
            intercept: 3.835541e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                1.205160e+02, // far_partial_reads
                0.000000e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                2.040143e-01, // short_reads
                6.331807e-02, // short_writes
                2.000196e+00, // small_blocks
                3.537643e-01, // l2_excess
                0.000000e+00, // issue_excess
                6.009207e-02, // smem
                2.870011e-01, // slots
                2.598774e+00, // idle_slots
                0.000000e+00, // tiles
                2.925423e-02, // idle_memory
                2.813836e-01, // few_blocks
                7.170037e-01, // idle_sms
                1.628500e-02, // waves
            ],
        },
    ],
];
