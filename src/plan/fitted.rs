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
            intercept: 5.923371e-02,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                1.283093e-02, // far_partial_reads
                0.000000e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                0.000000e+00, // short_reads
                3.616490e-02, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                6.131381e-07, // smem
                2.452283e-06, // slots
                7.993624e-01, // idle_slots
                1.909479e+00, // tiles
                6.447590e-01, // idle_memory
                2.533049e+00, // few_blocks
                0.000000e+00, // idle_sms
                5.151398e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, TiledCopy
        Weights {
            intercept: -4.599819e-03,
            coefficients: [
                1.499785e-01, // read_sectors
                1.605014e-02, // write_sectors
                1.557296e-01, // far_partial_reads
                1.202691e-02, // partial_writes
                9.850425e-02, // far_partial_writes
                6.283741e-02, // short_reads
                5.976973e-02, // short_writes
                0.000000e+00, // small_blocks
                2.659784e-02, // l2_excess
                1.813227e-02, // issue_excess
                0.000000e+00, // smem
                3.486978e-04, // slots
                6.566870e-01, // idle_slots
                3.547483e-01, // tiles
                1.197407e-01, // idle_memory
                8.078122e-01, // few_blocks
                0.000000e+00, // idle_sms
                3.028100e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, Packed
        Weights {
            intercept: 1.249869e-01,
            coefficients: [
                3.515526e-02, // read_sectors
                4.178341e-02, // write_sectors
                1.276503e+00, // far_partial_reads
                1.025955e-01, // partial_writes
                0.000000e+00, // far_partial_writes
                0.000000e+00, // short_reads
                1.276451e-01, // short_writes
                3.095954e-01, // small_blocks
                1.211928e+00, // l2_excess
                2.114442e-01, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                8.856865e-01, // tiles
                3.955882e-01, // idle_memory
                1.485524e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.071789e-01, // waves
                1.468965e-01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, PackedSplit
        Weights {
            intercept: -2.935924e-01,
            coefficients: [
                4.053375e-02, // read_sectors
                2.462735e-01, // write_sectors
                2.906818e-01, // far_partial_reads
                2.308142e-01, // partial_writes
                3.960576e+00, // far_partial_writes
                0.000000e+00, // short_reads
                2.116712e-01, // short_writes
                1.367688e+00, // small_blocks
                1.098654e+00, // l2_excess
                8.656693e-02, // issue_excess
                3.076864e-04, // smem
                4.006944e-02, // slots
                1.012161e+00, // idle_slots
                2.778220e+01, // tiles
                2.958010e-01, // idle_memory
                7.857737e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.530985e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, RowCopy
        Weights {
            intercept: 2.306109e-01,
            coefficients: [
                3.165324e-01, // read_sectors
                1.104185e-02, // write_sectors
                0.000000e+00, // far_partial_reads
                4.682243e-02, // partial_writes
                5.580448e-01, // far_partial_writes
                0.000000e+00, // short_reads
                5.726026e-02, // short_writes
                0.000000e+00, // small_blocks
                1.773009e-01, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                1.706030e-01, // slots
                3.559630e+03, // idle_slots
                1.001998e-01, // tiles
                2.035438e-02, // idle_memory
                8.747303e-01, // few_blocks
                0.000000e+00, // idle_sms
                2.433445e-01, // waves
                0.000000e+00, // setup
                4.310439e-02, // scattered_rows
            ],
        },
    ],
    [
        // dram_word, Tiled
        Weights {
            intercept: -3.603763e-01,
            coefficients: [
                8.745497e-02, // read_sectors
                8.381858e-02, // write_sectors
                0.000000e+00, // far_partial_reads
                9.845878e-02, // partial_writes
                5.028599e+01, // far_partial_writes
                2.015387e-01, // short_reads
                2.015336e-01, // short_writes
                0.000000e+00, // small_blocks
                5.292548e-05, // l2_excess
                4.693430e-01, // issue_excess
                2.531783e-04, // smem
                6.741176e-04, // slots
                7.505850e-01, // idle_slots
                7.755469e-01, // tiles
                0.000000e+00, // idle_memory
                1.189501e+00, // few_blocks
                0.000000e+00, // idle_sms
                2.051799e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, TiledCopy
        Weights {
            intercept: -1.946175e-01,
            coefficients: [
                1.055767e-01, // read_sectors
                2.693623e-01, // write_sectors
                9.662733e+01, // far_partial_reads
                3.245944e-02, // partial_writes
                2.225113e-01, // far_partial_writes
                5.872776e-02, // short_reads
                3.290365e-02, // short_writes
                0.000000e+00, // small_blocks
                3.187069e-01, // l2_excess
                9.195058e-01, // issue_excess
                0.000000e+00, // smem
                4.020368e-02, // slots
                1.489450e-02, // idle_slots
                1.260914e+00, // tiles
                2.492241e-01, // idle_memory
                1.163878e+00, // few_blocks
                0.000000e+00, // idle_sms
                4.467115e-02, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, Packed
        Weights {
            intercept: -4.835194e-01,
            coefficients: [
                1.657408e-01, // read_sectors
                4.727140e-02, // write_sectors
                3.749783e+00, // far_partial_reads
                8.270282e-01, // partial_writes
                1.869373e+03, // far_partial_writes
                1.324090e-01, // short_reads
                1.418089e-01, // short_writes
                6.283725e-02, // small_blocks
                2.830373e-01, // l2_excess
                5.703736e-02, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                4.893489e+00, // tiles
                5.340592e-01, // idle_memory
                7.935382e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.142942e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, PackedSplit
        Weights {
            intercept: -5.408680e-01,
            coefficients: [
                1.203376e-01, // read_sectors
                1.125019e-01, // write_sectors
                3.881023e-01, // far_partial_reads
                1.531116e+00, // partial_writes
                7.878414e-02, // far_partial_writes
                4.521123e-02, // short_reads
                8.041022e-02, // short_writes
                0.000000e+00, // small_blocks
                5.486722e-01, // l2_excess
                0.000000e+00, // issue_excess
                5.546047e-02, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                0.000000e+00, // tiles
                5.456025e-01, // idle_memory
                4.893651e-01, // few_blocks
                0.000000e+00, // idle_sms
                4.998079e-01, // waves
                1.113177e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, RowCopy
        Weights {
            intercept: -1.426406e-01,
            coefficients: [
                2.718868e-01, // read_sectors
                1.851606e-01, // write_sectors
                0.000000e+00, // far_partial_reads
                2.385901e-01, // partial_writes
                3.252081e-01, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                2.086054e-01, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                6.342487e-01, // slots
                1.798484e+04, // idle_slots
                2.979518e-01, // tiles
                0.000000e+00, // idle_memory
                2.228290e+00, // few_blocks
                0.000000e+00, // idle_sms
                7.631468e-01, // waves
                0.000000e+00, // setup
                2.141409e-02, // scattered_rows
            ],
        },
    ],
    [
        // dram_wide, Tiled
        Weights {
            intercept: -5.451904e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                4.155318e-04, // write_sectors
                1.713617e+00, // far_partial_reads
                4.879018e-01, // partial_writes
                0.000000e+00, // far_partial_writes
                3.891259e-01, // short_reads
                4.225065e-01, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                8.311045e-02, // issue_excess
                6.242775e-03, // smem
                9.487285e-02, // slots
                3.960311e-01, // idle_slots
                1.698620e+01, // tiles
                1.817113e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                1.292826e+00, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, TiledCopy
        Weights {
            intercept: -9.914678e-01,
            coefficients: [
                8.142977e-01, // read_sectors
                7.598880e-04, // write_sectors
                3.286228e+01, // far_partial_reads
                1.682565e+00, // partial_writes
                4.093932e+01, // far_partial_writes
                5.237783e+00, // short_reads
                5.041629e-01, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                2.727332e-01, // issue_excess
                0.000000e+00, // smem
                2.707074e-01, // slots
                0.000000e+00, // idle_slots
                4.918411e+01, // tiles
                7.467989e-01, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, Packed
        Weights {
            intercept: -3.698855e-01,
            coefficients: [
                1.247762e-01, // read_sectors
                5.782966e-02, // write_sectors
                6.969721e-01, // far_partial_reads
                1.277439e+00, // partial_writes
                1.533158e+03, // far_partial_writes
                2.826031e-01, // short_reads
                2.256683e-01, // short_writes
                7.489378e-02, // small_blocks
                2.089872e-07, // l2_excess
                0.000000e+00, // issue_excess
                5.641996e-02, // smem
                2.036325e+00, // slots
                6.554478e-01, // idle_slots
                1.048646e+01, // tiles
                0.000000e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                1.694740e+01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, PackedSplit
        Weights {
            intercept: -1.498799e-01,
            coefficients: [
                2.126014e-01, // read_sectors
                2.034648e-01, // write_sectors
                6.797448e-01, // far_partial_reads
                2.964563e+00, // partial_writes
                4.223864e+00, // far_partial_writes
                3.694721e-01, // short_reads
                3.344140e-01, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                7.437950e-02, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                1.067692e+02, // tiles
                3.195016e+00, // idle_memory
                3.146251e-03, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                2.830072e+01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, RowCopy
        Weights {
            intercept: -9.168657e-01,
            coefficients: [
                2.038726e-02, // read_sectors
                5.693599e-02, // write_sectors
                0.000000e+00, // far_partial_reads
                5.391406e+00, // partial_writes
                3.747988e+00, // far_partial_writes
                0.000000e+00, // short_reads
                3.026898e-01, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                1.751368e+00, // slots
                0.000000e+00, // idle_slots
                3.566679e-01, // tiles
                0.000000e+00, // idle_memory
                1.630927e-01, // few_blocks
                0.000000e+00, // idle_sms
                8.339558e-01, // waves
                0.000000e+00, // setup
                1.041842e-01, // scattered_rows
            ],
        },
    ],
    [
        // l2, Tiled
        Weights {
            intercept: -1.299083e+00,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                3.489118e+01, // far_partial_reads
                3.133496e-01, // partial_writes
                1.618719e+03, // far_partial_writes
                4.359923e-01, // short_reads
                1.552712e-01, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                8.315266e-01, // issue_excess
                4.360968e-05, // smem
                7.137150e-04, // slots
                5.688186e-01, // idle_slots
                0.000000e+00, // tiles
                0.000000e+00, // idle_memory
                4.335720e+00, // few_blocks
                7.378579e-01, // idle_sms
                4.524479e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, TiledCopy
        Weights {
            intercept: -2.182183e-01,
            coefficients: [
                6.053266e-01, // read_sectors
                3.786365e-01, // write_sectors
                3.330595e-02, // far_partial_reads
                4.290646e-01, // partial_writes
                6.687567e+03, // far_partial_writes
                5.900872e-01, // short_reads
                2.771363e-01, // short_writes
                0.000000e+00, // small_blocks
                1.610747e-01, // l2_excess
                1.013063e+00, // issue_excess
                0.000000e+00, // smem
                3.735201e-02, // slots
                2.841344e-01, // idle_slots
                1.204511e+01, // tiles
                3.943598e-01, // idle_memory
                4.938434e+00, // few_blocks
                4.894137e-02, // idle_sms
                4.338709e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, Packed
        Weights {
            intercept: -4.211475e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                7.049422e-03, // write_sectors
                0.000000e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                2.862288e+03, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                1.503672e-01, // small_blocks
                6.779370e-01, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                1.391782e+00, // idle_slots
                2.485938e+00, // tiles
                1.811408e-02, // idle_memory
                4.119969e-01, // few_blocks
                4.965208e-01, // idle_sms
                6.700094e-01, // waves
                3.126377e-01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, PackedSplit
        Weights {
            intercept: 5.561398e-01,
            coefficients: [
                7.397885e-02, // read_sectors
                0.000000e+00, // write_sectors
                0.000000e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                2.419586e+02, // far_partial_writes
                3.367279e-02, // short_reads
                0.000000e+00, // short_writes
                1.271221e+00, // small_blocks
                0.000000e+00, // l2_excess
                6.058690e-01, // issue_excess
                1.357036e-02, // smem
                5.442953e-02, // slots
                2.894459e+00, // idle_slots
                0.000000e+00, // tiles
                1.485116e-02, // idle_memory
                0.000000e+00, // few_blocks
                4.823691e-01, // idle_sms
                1.470275e-02, // waves
                6.798761e-01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, RowCopy
        Weights {
            intercept: -1.486081e+00,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                0.000000e+00, // far_partial_reads
                4.076770e-04, // partial_writes
                3.636174e+02, // far_partial_writes
                0.000000e+00, // short_reads
                3.837837e-04, // short_writes
                0.000000e+00, // small_blocks
                3.305152e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                7.623201e-02, // slots
                1.032867e+00, // idle_slots
                5.591733e-02, // tiles
                2.667510e-02, // idle_memory
                0.000000e+00, // few_blocks
                3.840199e-02, // idle_sms
                2.625061e-02, // waves
                0.000000e+00, // setup
                8.745204e-02, // scattered_rows
            ],
        },
    ],
];
