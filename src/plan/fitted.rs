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
            intercept: 3.483844e-02,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                0.000000e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                0.000000e+00, // short_reads
                4.312125e-02, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                2.144569e-05, // smem
                8.578207e-05, // slots
                8.032427e-01, // idle_slots
                2.020582e+00, // tiles
                6.143537e-01, // idle_memory
                2.585406e+00, // few_blocks
                0.000000e+00, // idle_sms
                5.502421e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, TiledCopy
        Weights {
            intercept: -4.599916e-02,
            coefficients: [
                1.498058e-01, // read_sectors
                1.613383e-02, // write_sectors
                1.542973e-01, // far_partial_reads
                1.167491e-02, // partial_writes
                9.052828e-02, // far_partial_writes
                6.258333e-02, // short_reads
                5.998886e-02, // short_writes
                0.000000e+00, // small_blocks
                1.630968e-02, // l2_excess
                8.879445e-03, // issue_excess
                0.000000e+00, // smem
                3.419055e-04, // slots
                6.269872e-01, // idle_slots
                3.415915e-01, // tiles
                1.330062e-01, // idle_memory
                8.278811e-01, // few_blocks
                0.000000e+00, // idle_sms
                3.288927e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, Packed
        Weights {
            intercept: 1.169222e-01,
            coefficients: [
                3.869817e-02, // read_sectors
                3.849598e-02, // write_sectors
                1.288399e+00, // far_partial_reads
                1.005280e-01, // partial_writes
                0.000000e+00, // far_partial_writes
                4.045458e-03, // short_reads
                1.347130e-01, // short_writes
                3.192239e-01, // small_blocks
                1.183595e+00, // l2_excess
                1.859035e-01, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                7.300622e-01, // tiles
                4.007530e-01, // idle_memory
                1.609380e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.014493e-01, // waves
                1.078966e-01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, PackedSplit
        Weights {
            intercept: -2.975042e-01,
            coefficients: [
                4.254656e-02, // read_sectors
                2.471356e-01, // write_sectors
                2.937371e-01, // far_partial_reads
                2.306349e-01, // partial_writes
                3.757145e+00, // far_partial_writes
                0.000000e+00, // short_reads
                2.200422e-01, // short_writes
                1.353244e+00, // small_blocks
                1.119176e+00, // l2_excess
                3.981903e-02, // issue_excess
                0.000000e+00, // smem
                4.340643e-02, // slots
                8.615638e-01, // idle_slots
                3.020918e+01, // tiles
                2.871620e-01, // idle_memory
                7.918525e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.661176e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, RowCopy
        Weights {
            intercept: 1.597370e-01,
            coefficients: [
                2.882832e-02, // read_sectors
                2.588831e-01, // write_sectors
                1.221672e-02, // far_partial_reads
                9.940811e+03, // partial_writes
                0.000000e+00, // far_partial_writes
                2.593119e-02, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                2.105528e-01, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                1.381809e-01, // slots
                4.127998e+03, // idle_slots
                2.187123e-01, // tiles
                2.449311e-04, // idle_memory
                8.784606e-01, // few_blocks
                0.000000e+00, // idle_sms
                2.070708e-01, // waves
                0.000000e+00, // setup
                1.413147e-02, // scattered_rows
            ],
        },
    ],
    [
        // dram_word, Tiled
        Weights {
            intercept: -3.877194e-01,
            coefficients: [
                9.760659e-02, // read_sectors
                7.640933e-02, // write_sectors
                0.000000e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                5.791302e+01, // far_partial_writes
                2.806199e-01, // short_reads
                1.620664e-01, // short_writes
                0.000000e+00, // small_blocks
                2.780911e-02, // l2_excess
                5.021677e-01, // issue_excess
                3.278846e-04, // smem
                8.178015e-04, // slots
                7.455069e-01, // idle_slots
                7.931066e-01, // tiles
                1.294146e-02, // idle_memory
                1.228166e+00, // few_blocks
                0.000000e+00, // idle_sms
                2.413616e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, TiledCopy
        Weights {
            intercept: -2.224933e-01,
            coefficients: [
                1.194320e-01, // read_sectors
                2.382463e-01, // write_sectors
                3.073420e+01, // far_partial_reads
                3.853588e-02, // partial_writes
                1.916724e-01, // far_partial_writes
                1.426138e-02, // short_reads
                8.631670e-02, // short_writes
                0.000000e+00, // small_blocks
                2.269980e-01, // l2_excess
                7.236392e-01, // issue_excess
                0.000000e+00, // smem
                6.245400e-02, // slots
                1.719889e-02, // idle_slots
                1.563087e+00, // tiles
                2.482579e-01, // idle_memory
                1.387455e+00, // few_blocks
                0.000000e+00, // idle_sms
                5.455225e-02, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, Packed
        Weights {
            intercept: -4.962992e-01,
            coefficients: [
                1.919897e-01, // read_sectors
                4.543166e-02, // write_sectors
                3.214165e+00, // far_partial_reads
                7.601512e-01, // partial_writes
                2.519348e+03, // far_partial_writes
                1.646950e-01, // short_reads
                1.268181e-01, // short_writes
                4.998966e-02, // small_blocks
                3.219204e-01, // l2_excess
                5.210182e-02, // issue_excess
                0.000000e+00, // smem
                9.741375e-03, // slots
                0.000000e+00, // idle_slots
                4.814122e+00, // tiles
                5.335013e-01, // idle_memory
                8.375046e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.264083e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, PackedSplit
        Weights {
            intercept: -6.231679e-01,
            coefficients: [
                6.614571e-02, // read_sectors
                6.477840e-02, // write_sectors
                5.236007e-01, // far_partial_reads
                1.146594e+00, // partial_writes
                1.092677e-01, // far_partial_writes
                5.837816e-02, // short_reads
                3.535363e-01, // short_writes
                1.003983e-02, // small_blocks
                1.004889e+00, // l2_excess
                0.000000e+00, // issue_excess
                8.055563e-02, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                0.000000e+00, // tiles
                6.266192e-01, // idle_memory
                6.160729e-01, // few_blocks
                0.000000e+00, // idle_sms
                5.529027e-01, // waves
                3.097919e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, RowCopy
        Weights {
            intercept: -2.984003e-01,
            coefficients: [
                1.273398e-01, // read_sectors
                2.649445e-01, // write_sectors
                4.186847e-01, // far_partial_reads
                2.144482e+05, // partial_writes
                0.000000e+00, // far_partial_writes
                2.471915e-02, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                5.298837e-01, // slots
                1.764909e+04, // idle_slots
                7.308293e-01, // tiles
                0.000000e+00, // idle_memory
                2.119583e+00, // few_blocks
                0.000000e+00, // idle_sms
                6.014399e-01, // waves
                0.000000e+00, // setup
                4.026132e-02, // scattered_rows
            ],
        },
    ],
    [
        // dram_wide, Tiled
        Weights {
            intercept: -2.602764e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                2.334705e-02, // write_sectors
                1.412151e+00, // far_partial_reads
                4.647984e-01, // partial_writes
                0.000000e+00, // far_partial_writes
                4.011014e-01, // short_reads
                3.515607e-01, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                6.965562e-02, // issue_excess
                2.903187e-03, // smem
                1.074119e-01, // slots
                2.537374e-01, // idle_slots
                2.706926e+01, // tiles
                1.504322e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                1.242278e+00, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, TiledCopy
        Weights {
            intercept: -2.271076e-01,
            coefficients: [
                6.971364e-01, // read_sectors
                2.589358e-01, // write_sectors
                6.476975e-02, // far_partial_reads
                8.761423e-01, // partial_writes
                1.386168e+00, // far_partial_writes
                2.274526e-02, // short_reads
                1.164888e-02, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                5.730186e-01, // issue_excess
                0.000000e+00, // smem
                9.666948e-02, // slots
                9.568558e-02, // idle_slots
                5.178985e-02, // tiles
                2.232974e-01, // idle_memory
                1.880612e+00, // few_blocks
                0.000000e+00, // idle_sms
                2.224455e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, Packed
        Weights {
            intercept: -1.162824e-01,
            coefficients: [
                7.277065e-02, // read_sectors
                6.548852e-02, // write_sectors
                5.620717e-01, // far_partial_reads
                1.783791e+00, // partial_writes
                1.086733e+03, // far_partial_writes
                2.097766e-01, // short_reads
                2.999642e-01, // short_writes
                7.613286e-02, // small_blocks
                3.156944e-05, // l2_excess
                0.000000e+00, // issue_excess
                5.361696e-02, // smem
                2.091407e+00, // slots
                4.163247e-01, // idle_slots
                2.427667e+01, // tiles
                8.666730e-03, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                8.043091e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, PackedSplit
        Weights {
            intercept: 7.133367e-02,
            coefficients: [
                1.421895e-01, // read_sectors
                1.533492e-01, // write_sectors
                7.875033e-01, // far_partial_reads
                2.517293e+00, // partial_writes
                3.565199e+00, // far_partial_writes
                3.155645e-01, // short_reads
                3.091628e-01, // short_writes
                3.636080e-01, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                5.614432e-02, // smem
                0.000000e+00, // slots
                3.645083e-01, // idle_slots
                9.421648e+01, // tiles
                1.123260e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                5.158074e-01, // waves
                2.129924e+01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, RowCopy
        Weights {
            intercept: -7.118695e-01,
            coefficients: [
                4.712234e-03, // read_sectors
                0.000000e+00, // write_sectors
                1.902698e-01, // far_partial_reads
                1.302528e-08, // partial_writes
                0.000000e+00, // far_partial_writes
                4.801818e-03, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                4.659243e-03, // idle_slots
                1.592469e-02, // tiles
                0.000000e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                2.684881e-02, // waves
                0.000000e+00, // setup
                6.347584e-13, // scattered_rows
            ],
        },
    ],
    [
        // l2, Tiled
        Weights {
            intercept: -1.726561e+00,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                2.225021e+01, // far_partial_reads
                2.875335e-01, // partial_writes
                8.241453e+03, // far_partial_writes
                5.831057e-01, // short_reads
                2.560782e-01, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                9.033403e-01, // issue_excess
                1.161786e-04, // smem
                1.958796e-03, // slots
                5.687013e-01, // idle_slots
                0.000000e+00, // tiles
                3.923173e-02, // idle_memory
                4.329461e+00, // few_blocks
                6.222147e-01, // idle_sms
                5.225628e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, TiledCopy
        Weights {
            intercept: -1.243386e+00,
            coefficients: [
                1.537500e-02, // read_sectors
                1.666412e-03, // write_sectors
                4.372791e-02, // far_partial_reads
                1.548740e-01, // partial_writes
                1.332790e+01, // far_partial_writes
                1.197516e-01, // short_reads
                2.749980e-03, // short_writes
                0.000000e+00, // small_blocks
                1.356938e+00, // l2_excess
                5.473006e-01, // issue_excess
                0.000000e+00, // smem
                2.420217e-02, // slots
                3.880016e-02, // idle_slots
                6.863658e+00, // tiles
                2.344009e-01, // idle_memory
                4.209917e-02, // few_blocks
                1.790908e-02, // idle_sms
                2.770757e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, Packed
        Weights {
            intercept: -6.585504e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                3.531488e-02, // write_sectors
                0.000000e+00, // far_partial_reads
                2.506937e-03, // partial_writes
                2.787143e+03, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                1.334311e-01, // small_blocks
                4.492857e-01, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                1.502865e+00, // idle_slots
                1.912645e+00, // tiles
                1.196379e-02, // idle_memory
                3.528876e-01, // few_blocks
                4.963485e-01, // idle_sms
                6.511345e-01, // waves
                2.484112e-01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, PackedSplit
        Weights {
            intercept: 2.419989e-01,
            coefficients: [
                6.138685e-02, // read_sectors
                1.298670e-01, // write_sectors
                1.295931e+00, // far_partial_reads
                7.701948e-03, // partial_writes
                1.023025e+03, // far_partial_writes
                7.298766e-02, // short_reads
                1.898618e-03, // short_writes
                1.256130e+00, // small_blocks
                0.000000e+00, // l2_excess
                4.363177e-03, // issue_excess
                1.288530e-02, // smem
                2.711543e-02, // slots
                2.054119e+00, // idle_slots
                0.000000e+00, // tiles
                1.076276e-02, // idle_memory
                0.000000e+00, // few_blocks
                4.942305e-01, // idle_sms
                1.439739e-02, // waves
                6.810352e-01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, RowCopy
        Weights {
            intercept: -1.956149e-01,
            coefficients: [
                2.238341e-01, // read_sectors
                4.274554e-01, // write_sectors
                1.215688e+03, // far_partial_reads
                1.884302e+02, // partial_writes
                0.000000e+00, // far_partial_writes
                1.287943e-01, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                9.786111e-01, // slots
                3.165242e+00, // idle_slots
                5.900728e-01, // tiles
                3.227883e-01, // idle_memory
                3.419686e+00, // few_blocks
                5.200231e-01, // idle_sms
                3.827543e-01, // waves
                0.000000e+00, // setup
                3.423720e+01, // scattered_rows
            ],
        },
    ],
];
