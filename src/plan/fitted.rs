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
            intercept: 6.594665e-02,
            coefficients: [
                5.605064e-02, // read_sectors
                0.000000e+00, // write_sectors
                0.000000e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                0.000000e+00, // short_reads
                4.614921e-03, // short_writes
                0.000000e+00, // short_long_runs
                6.845633e-03, // short_long_writes
                0.000000e+00, // small_blocks
                1.952979e-04, // l2_excess
                1.540799e+00, // issue_excess
                5.431691e-03, // smem
                3.850232e-03, // slots
                5.105795e-01, // idle_slots
                0.000000e+00, // tiles
                3.462949e-01, // idle_memory
                1.767347e+00, // few_blocks
                0.000000e+00, // idle_sms
                1.420552e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, TiledCopy
        Weights {
            intercept: -2.548349e-01,
            coefficients: [
                1.353493e-01, // read_sectors
                1.402793e-02, // write_sectors
                1.440670e-01, // far_partial_reads
                1.179831e-02, // partial_writes
                8.758322e-02, // far_partial_writes
                6.064567e-02, // short_reads
                5.550406e-02, // short_writes
                1.624484e-02, // short_long_runs
                2.410952e-02, // short_long_writes
                0.000000e+00, // small_blocks
                5.683701e-02, // l2_excess
                6.261612e-03, // issue_excess
                0.000000e+00, // smem
                3.329696e-04, // slots
                6.228748e-01, // idle_slots
                3.577501e-01, // tiles
                1.462236e-01, // idle_memory
                6.491893e-01, // few_blocks
                0.000000e+00, // idle_sms
                3.139884e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, Packed
        Weights {
            intercept: -9.692013e-02,
            coefficients: [
                2.598827e-02, // read_sectors
                9.493924e-02, // write_sectors
                1.222150e+00, // far_partial_reads
                5.679321e-02, // partial_writes
                0.000000e+00, // far_partial_writes
                3.846223e-02, // short_reads
                1.347940e-01, // short_writes
                1.806878e-02, // short_long_runs
                1.862196e-02, // short_long_writes
                3.949050e-01, // small_blocks
                1.131901e+00, // l2_excess
                3.303064e-01, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                5.395848e-01, // tiles
                3.750081e-01, // idle_memory
                2.951009e-01, // few_blocks
                0.000000e+00, // idle_sms
                8.574795e-02, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, PackedSplit
        Weights {
            intercept: -3.844939e-01,
            coefficients: [
                1.977849e-02, // read_sectors
                2.201080e-01, // write_sectors
                2.345005e-01, // far_partial_reads
                2.130841e-01, // partial_writes
                2.626906e+00, // far_partial_writes
                3.452243e-02, // short_reads
                1.950018e-01, // short_writes
                0.000000e+00, // short_long_runs
                4.125860e-02, // short_long_writes
                1.216462e+00, // small_blocks
                1.242594e+00, // l2_excess
                2.634298e-01, // issue_excess
                1.754625e-03, // smem
                1.421034e-02, // slots
                2.446029e-01, // idle_slots
                3.950235e+01, // tiles
                2.973117e-01, // idle_memory
                7.887884e-01, // few_blocks
                0.000000e+00, // idle_sms
                2.210917e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, RowCopy
        Weights {
            intercept: 4.965201e-03,
            coefficients: [
                2.922808e-02, // read_sectors
                2.488954e-01, // write_sectors
                1.052293e+00, // far_partial_reads
                9.571886e+03, // partial_writes
                0.000000e+00, // far_partial_writes
                2.124959e-03, // short_reads
                0.000000e+00, // short_writes
                9.663878e-03, // short_long_runs
                0.000000e+00, // short_long_writes
                0.000000e+00, // small_blocks
                1.807649e-02, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                1.373069e-01, // slots
                4.965194e+03, // idle_slots
                2.124321e-01, // tiles
                4.987022e-03, // idle_memory
                9.158804e-01, // few_blocks
                0.000000e+00, // idle_sms
                2.442192e-01, // waves
                0.000000e+00, // setup
                5.137392e-01, // scattered_rows
            ],
        },
    ],
    [
        // dram_word, Tiled
        Weights {
            intercept: -4.761672e-01,
            coefficients: [
                8.535577e-02, // read_sectors
                5.853834e-02, // write_sectors
                1.483457e+00, // far_partial_reads
                2.193968e-01, // partial_writes
                3.944836e+01, // far_partial_writes
                3.507916e-01, // short_reads
                3.836219e-02, // short_writes
                4.379391e-02, // short_long_runs
                1.983448e-02, // short_long_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                5.820617e-01, // issue_excess
                2.219019e-04, // smem
                8.218561e-04, // slots
                4.075985e-01, // idle_slots
                1.505122e+00, // tiles
                2.794374e-02, // idle_memory
                4.068637e-01, // few_blocks
                0.000000e+00, // idle_sms
                4.273162e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, TiledCopy
        Weights {
            intercept: -3.290636e-01,
            coefficients: [
                1.109244e-01, // read_sectors
                2.052667e-01, // write_sectors
                1.856179e+01, // far_partial_reads
                3.535150e-02, // partial_writes
                1.913919e-01, // far_partial_writes
                5.665742e-03, // short_reads
                3.552688e-02, // short_writes
                5.338408e-02, // short_long_runs
                5.513334e-02, // short_long_writes
                0.000000e+00, // small_blocks
                2.803510e-01, // l2_excess
                7.777309e-01, // issue_excess
                0.000000e+00, // smem
                5.113374e-02, // slots
                1.590045e-02, // idle_slots
                1.445379e+00, // tiles
                2.730107e-01, // idle_memory
                1.278052e+00, // few_blocks
                0.000000e+00, // idle_sms
                5.025224e-02, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, Packed
        Weights {
            intercept: -5.402116e-01,
            coefficients: [
                1.992324e-01, // read_sectors
                3.914391e-02, // write_sectors
                3.210885e+00, // far_partial_reads
                6.714014e-01, // partial_writes
                2.466101e+03, // far_partial_writes
                1.760467e-01, // short_reads
                7.582642e-02, // short_writes
                1.579774e-02, // short_long_runs
                4.957363e-02, // short_long_writes
                4.228929e-02, // small_blocks
                3.095742e-01, // l2_excess
                8.068930e-02, // issue_excess
                1.676655e-03, // smem
                2.480804e-02, // slots
                0.000000e+00, // idle_slots
                4.561562e+00, // tiles
                5.237886e-01, // idle_memory
                9.864185e-01, // few_blocks
                0.000000e+00, // idle_sms
                2.019166e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, PackedSplit
        Weights {
            intercept: -6.056599e-01,
            coefficients: [
                6.195212e-02, // read_sectors
                3.791029e-02, // write_sectors
                8.261976e-01, // far_partial_reads
                1.044811e+00, // partial_writes
                7.153011e-02, // far_partial_writes
                4.054896e-02, // short_reads
                3.740651e-01, // short_writes
                2.050434e-02, // short_long_runs
                1.273132e-02, // short_long_writes
                0.000000e+00, // small_blocks
                1.034755e+00, // l2_excess
                0.000000e+00, // issue_excess
                9.475564e-02, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                0.000000e+00, // tiles
                7.543769e-01, // idle_memory
                6.527780e-01, // few_blocks
                0.000000e+00, // idle_sms
                5.633428e-01, // waves
                3.783733e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, RowCopy
        Weights {
            intercept: -4.209069e-01,
            coefficients: [
                1.119609e-01, // read_sectors
                1.902705e-01, // write_sectors
                2.344005e-01, // far_partial_reads
                1.694012e+05, // partial_writes
                0.000000e+00, // far_partial_writes
                6.359980e-02, // short_reads
                0.000000e+00, // short_writes
                4.581084e-02, // short_long_runs
                0.000000e+00, // short_long_writes
                0.000000e+00, // small_blocks
                5.120683e-01, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                3.805328e-01, // slots
                1.427348e+02, // idle_slots
                6.866381e-01, // tiles
                0.000000e+00, // idle_memory
                1.522547e+00, // few_blocks
                0.000000e+00, // idle_sms
                8.416126e-01, // waves
                0.000000e+00, // setup
                3.098484e-02, // scattered_rows
            ],
        },
    ],
    [
        // dram_wide, Tiled
        Weights {
            intercept: -3.118219e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                9.033082e-01, // far_partial_reads
                0.000000e+00, // partial_writes
                4.082892e+00, // far_partial_writes
                3.878044e-01, // short_reads
                5.582677e-01, // short_writes
                8.706896e-03, // short_long_runs
                2.824672e-02, // short_long_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                1.103177e-01, // issue_excess
                1.658357e-03, // smem
                9.836996e-02, // slots
                3.082670e-01, // idle_slots
                1.952992e+01, // tiles
                1.794525e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                1.099791e+00, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, TiledCopy
        Weights {
            intercept: -1.408184e-01,
            coefficients: [
                6.553135e-01, // read_sectors
                2.487663e-01, // write_sectors
                1.673981e-01, // far_partial_reads
                5.829538e-01, // partial_writes
                1.376443e+00, // far_partial_writes
                0.000000e+00, // short_reads
                7.647537e-04, // short_writes
                1.223106e-01, // short_long_runs
                1.212187e-01, // short_long_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                9.348891e-01, // issue_excess
                0.000000e+00, // smem
                5.891639e-02, // slots
                8.241041e-02, // idle_slots
                1.339555e-04, // tiles
                1.984631e-01, // idle_memory
                1.840518e+00, // few_blocks
                0.000000e+00, // idle_sms
                1.917355e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, Packed
        Weights {
            intercept: -7.514018e-02,
            coefficients: [
                4.322713e-02, // read_sectors
                5.918389e-02, // write_sectors
                3.596610e-01, // far_partial_reads
                1.745961e+00, // partial_writes
                9.979972e+02, // far_partial_writes
                1.939936e-01, // short_reads
                8.824994e-02, // short_writes
                4.706892e-02, // short_long_runs
                6.858434e-02, // short_long_writes
                7.314000e-02, // small_blocks
                1.519254e-06, // l2_excess
                0.000000e+00, // issue_excess
                2.154838e-02, // smem
                1.459642e+00, // slots
                9.256470e-01, // idle_slots
                6.905736e+00, // tiles
                3.188186e-03, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                4.191408e-01, // waves
                7.782173e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, PackedSplit
        Weights {
            intercept: 2.167423e-01,
            coefficients: [
                7.706184e-02, // read_sectors
                1.847723e-01, // write_sectors
                5.502058e-01, // far_partial_reads
                2.318130e+00, // partial_writes
                3.892036e+00, // far_partial_writes
                2.123177e-01, // short_reads
                0.000000e+00, // short_writes
                8.239846e-02, // short_long_runs
                8.206990e-02, // short_long_writes
                3.016296e-02, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                1.778453e-02, // smem
                0.000000e+00, // slots
                2.089707e-01, // idle_slots
                6.456619e+01, // tiles
                2.373822e+00, // idle_memory
                2.362833e-02, // few_blocks
                0.000000e+00, // idle_sms
                7.056746e-02, // waves
                2.727087e+01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, RowCopy
        Weights {
            intercept: -6.333308e-01,
            coefficients: [
                2.443528e-03, // read_sectors
                0.000000e+00, // write_sectors
                4.193240e-02, // far_partial_reads
                1.774155e-08, // partial_writes
                0.000000e+00, // far_partial_writes
                1.792080e-04, // short_reads
                0.000000e+00, // short_writes
                2.122913e-03, // short_long_runs
                0.000000e+00, // short_long_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                4.899487e-02, // slots
                5.334082e-03, // idle_slots
                0.000000e+00, // tiles
                0.000000e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                2.717500e-02, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
    ],
    [
        // l2, Tiled
        Weights {
            intercept: -7.602387e-01,
            coefficients: [
                2.078694e-03, // read_sectors
                0.000000e+00, // write_sectors
                0.000000e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                3.564333e-01, // short_reads
                2.533661e-01, // short_writes
                0.000000e+00, // short_long_runs
                2.884437e-02, // short_long_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                8.278629e-01, // issue_excess
                3.688903e-03, // smem
                4.821149e-03, // slots
                8.867043e-02, // idle_slots
                5.581021e+00, // tiles
                1.261661e-01, // idle_memory
                1.196731e+00, // few_blocks
                3.653405e-01, // idle_sms
                4.542760e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, TiledCopy
        Weights {
            intercept: -1.081571e+00,
            coefficients: [
                8.035590e-03, // read_sectors
                1.162842e-02, // write_sectors
                0.000000e+00, // far_partial_reads
                1.355331e-01, // partial_writes
                0.000000e+00, // far_partial_writes
                2.792519e-01, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // short_long_runs
                0.000000e+00, // short_long_writes
                0.000000e+00, // small_blocks
                2.272736e+00, // l2_excess
                5.263209e-01, // issue_excess
                0.000000e+00, // smem
                2.450451e-02, // slots
                3.146635e-02, // idle_slots
                6.695064e+00, // tiles
                2.000673e-01, // idle_memory
                8.835676e-02, // few_blocks
                0.000000e+00, // idle_sms
                2.267225e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, Packed
        Weights {
            intercept: -5.897560e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                0.000000e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                1.421080e+03, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // short_long_runs
                0.000000e+00, // short_long_writes
                2.112295e-01, // small_blocks
                9.428672e-01, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                5.058465e-01, // idle_slots
                7.217245e-02, // tiles
                0.000000e+00, // idle_memory
                8.992694e-01, // few_blocks
                3.912909e-01, // idle_sms
                6.286177e-01, // waves
                2.849307e-01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, PackedSplit
        Weights {
            intercept: 1.723021e-01,
            coefficients: [
                3.526424e-02, // read_sectors
                7.102888e-03, // write_sectors
                1.018300e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                1.864053e+02, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // short_long_runs
                0.000000e+00, // short_long_writes
                1.415828e+00, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                2.741548e-02, // smem
                0.000000e+00, // slots
                2.834851e+00, // idle_slots
                0.000000e+00, // tiles
                3.440710e-02, // idle_memory
                0.000000e+00, // few_blocks
                7.687500e-01, // idle_sms
                4.406960e-02, // waves
                6.765820e-01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, RowCopy
        Weights {
            intercept: -1.229837e+00,
            coefficients: [
                5.654343e-02, // read_sectors
                0.000000e+00, // write_sectors
                0.000000e+00, // far_partial_reads
                7.717435e-03, // partial_writes
                0.000000e+00, // far_partial_writes
                1.916878e-01, // short_reads
                0.000000e+00, // short_writes
                9.355467e-02, // short_long_runs
                0.000000e+00, // short_long_writes
                0.000000e+00, // small_blocks
                3.673512e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                8.743960e-01, // slots
                2.264160e+00, // idle_slots
                5.669770e-01, // tiles
                2.369951e-01, // idle_memory
                0.000000e+00, // few_blocks
                6.112590e-01, // idle_sms
                3.569341e-02, // waves
                0.000000e+00, // setup
                1.952636e-01, // scattered_rows
            ],
        },
    ],
];
