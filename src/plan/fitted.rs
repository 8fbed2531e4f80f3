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
            intercept: 1.705195e-01,
            coefficients: [
                4.344183e-02, // read_sectors
                0.000000e+00, // write_sectors
                0.000000e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // short_long_runs
                0.000000e+00, // small_blocks
                9.344007e-05, // l2_excess
                1.494953e+00, // issue_excess
                5.113991e-03, // smem
                2.917075e-03, // slots
                5.160136e-01, // idle_slots
                0.000000e+00, // tiles
                3.059098e-01, // idle_memory
                1.474352e+00, // few_blocks
                0.000000e+00, // idle_sms
                1.152336e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, TiledCopy
        Weights {
            intercept: -1.189397e-01,
            coefficients: [
                1.400480e-01, // read_sectors
                1.423966e-02, // write_sectors
                1.439909e-01, // far_partial_reads
                1.178008e-02, // partial_writes
                8.781626e-02, // far_partial_writes
                5.967172e-02, // short_reads
                6.270928e-02, // short_writes
                1.887778e-02, // short_long_runs
                0.000000e+00, // small_blocks
                5.100481e-02, // l2_excess
                7.962338e-03, // issue_excess
                0.000000e+00, // smem
                3.303522e-04, // slots
                6.259470e-01, // idle_slots
                3.534684e-01, // tiles
                1.431352e-01, // idle_memory
                6.671665e-01, // few_blocks
                0.000000e+00, // idle_sms
                3.129028e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, Packed
        Weights {
            intercept: 2.873836e-03,
            coefficients: [
                1.517708e-02, // read_sectors
                8.887774e-02, // write_sectors
                1.237402e+00, // far_partial_reads
                5.203643e-02, // partial_writes
                0.000000e+00, // far_partial_writes
                3.009677e-03, // short_reads
                1.305800e-01, // short_writes
                1.837476e-02, // short_long_runs
                3.386851e-01, // small_blocks
                1.173400e+00, // l2_excess
                2.677165e-01, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                5.706331e-01, // tiles
                4.015336e-01, // idle_memory
                2.035496e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.069362e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, PackedSplit
        Weights {
            intercept: -2.407444e-01,
            coefficients: [
                9.168202e-03, // read_sectors
                2.296155e-01, // write_sectors
                2.559311e-01, // far_partial_reads
                2.159790e-01, // partial_writes
                3.206682e+00, // far_partial_writes
                8.439201e-03, // short_reads
                2.107200e-01, // short_writes
                0.000000e+00, // short_long_runs
                1.224364e+00, // small_blocks
                1.295015e+00, // l2_excess
                2.322587e-01, // issue_excess
                7.777981e-04, // smem
                0.000000e+00, // slots
                3.144673e-01, // idle_slots
                5.402010e+01, // tiles
                2.764998e-01, // idle_memory
                7.514419e-01, // few_blocks
                0.000000e+00, // idle_sms
                2.134475e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, RowCopy
        Weights {
            intercept: 1.169157e-01,
            coefficients: [
                2.601785e-02, // read_sectors
                2.364518e-01, // write_sectors
                9.658127e-01, // far_partial_reads
                9.234022e+03, // partial_writes
                0.000000e+00, // far_partial_writes
                1.082799e-03, // short_reads
                0.000000e+00, // short_writes
                9.187931e-03, // short_long_runs
                0.000000e+00, // small_blocks
                2.700087e-03, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                1.311714e-01, // slots
                4.838075e+03, // idle_slots
                2.103085e-01, // tiles
                1.707272e-03, // idle_memory
                8.371059e-01, // few_blocks
                0.000000e+00, // idle_sms
                2.306932e-01, // waves
                0.000000e+00, // setup
                4.658611e-01, // scattered_rows
            ],
        },
    ],
    [
        // dram_word, Tiled
        Weights {
            intercept: -4.422398e-01,
            coefficients: [
                8.935461e-02, // read_sectors
                6.825873e-02, // write_sectors
                1.226614e+00, // far_partial_reads
                2.234372e-01, // partial_writes
                4.293746e+01, // far_partial_writes
                3.406834e-01, // short_reads
                2.153163e-02, // short_writes
                4.215143e-02, // short_long_runs
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                5.909560e-01, // issue_excess
                2.010300e-04, // smem
                7.507331e-04, // slots
                3.966158e-01, // idle_slots
                1.312858e+00, // tiles
                1.892542e-02, // idle_memory
                4.852556e-01, // few_blocks
                0.000000e+00, // idle_sms
                4.136948e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, TiledCopy
        Weights {
            intercept: -2.645719e-01,
            coefficients: [
                1.228319e-01, // read_sectors
                2.259675e-01, // write_sectors
                1.940098e+01, // far_partial_reads
                3.910638e-02, // partial_writes
                1.934357e-01, // far_partial_writes
                5.814334e-03, // short_reads
                4.922596e-02, // short_writes
                6.521499e-02, // short_long_runs
                0.000000e+00, // small_blocks
                2.622761e-01, // l2_excess
                7.774085e-01, // issue_excess
                0.000000e+00, // smem
                5.178268e-02, // slots
                1.754322e-02, // idle_slots
                1.591365e+00, // tiles
                2.745715e-01, // idle_memory
                1.419526e+00, // few_blocks
                0.000000e+00, // idle_sms
                5.559537e-02, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, Packed
        Weights {
            intercept: -5.097199e-01,
            coefficients: [
                1.926980e-01, // read_sectors
                4.435601e-02, // write_sectors
                3.251249e+00, // far_partial_reads
                7.106804e-01, // partial_writes
                2.738214e+03, // far_partial_writes
                1.541964e-01, // short_reads
                1.098826e-01, // short_writes
                2.461761e-02, // short_long_runs
                5.308233e-02, // small_blocks
                2.439946e-01, // l2_excess
                8.092031e-02, // issue_excess
                9.421852e-04, // smem
                2.691888e-02, // slots
                0.000000e+00, // idle_slots
                4.621416e+00, // tiles
                5.120732e-01, // idle_memory
                9.109448e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.963958e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, PackedSplit
        Weights {
            intercept: -5.862319e-01,
            coefficients: [
                4.548345e-02, // read_sectors
                5.549398e-02, // write_sectors
                9.731603e-01, // far_partial_reads
                1.100827e+00, // partial_writes
                8.492072e-02, // far_partial_writes
                3.000042e-02, // short_reads
                3.663504e-01, // short_writes
                2.603708e-02, // short_long_runs
                0.000000e+00, // small_blocks
                1.147894e+00, // l2_excess
                0.000000e+00, // issue_excess
                8.929308e-02, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                0.000000e+00, // tiles
                7.176441e-01, // idle_memory
                6.496161e-01, // few_blocks
                0.000000e+00, // idle_sms
                5.606444e-01, // waves
                3.467529e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, RowCopy
        Weights {
            intercept: -3.042418e-01,
            coefficients: [
                1.349989e-01, // read_sectors
                2.862147e-01, // write_sectors
                2.349818e-01, // far_partial_reads
                1.907165e+05, // partial_writes
                0.000000e+00, // far_partial_writes
                3.305007e-02, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // short_long_runs
                0.000000e+00, // small_blocks
                5.122047e-01, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                5.724185e-01, // slots
                6.925839e+03, // idle_slots
                7.771322e-01, // tiles
                0.000000e+00, // idle_memory
                2.289819e+00, // few_blocks
                0.000000e+00, // idle_sms
                1.260603e+00, // waves
                0.000000e+00, // setup
                1.994016e-03, // scattered_rows
            ],
        },
    ],
    [
        // dram_wide, Tiled
        Weights {
            intercept: -3.128589e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                1.070719e+00, // far_partial_reads
                2.127256e-01, // partial_writes
                2.703637e+01, // far_partial_writes
                4.205937e-01, // short_reads
                4.857270e-01, // short_writes
                3.885432e-02, // short_long_runs
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                1.103468e-01, // issue_excess
                1.176479e-03, // smem
                1.032580e-01, // slots
                3.271920e-01, // idle_slots
                2.087084e+01, // tiles
                1.865466e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                1.047229e+00, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, TiledCopy
        Weights {
            intercept: -1.307621e-01,
            coefficients: [
                6.509645e-01, // read_sectors
                2.489876e-01, // write_sectors
                1.693152e-01, // far_partial_reads
                5.859595e-01, // partial_writes
                1.387610e+00, // far_partial_writes
                0.000000e+00, // short_reads
                8.820512e-04, // short_writes
                1.436291e-01, // short_long_runs
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                8.971599e-01, // issue_excess
                0.000000e+00, // smem
                6.349469e-02, // slots
                8.274820e-02, // idle_slots
                2.300587e-04, // tiles
                1.958213e-01, // idle_memory
                1.841886e+00, // few_blocks
                0.000000e+00, // idle_sms
                1.922336e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, Packed
        Weights {
            intercept: -5.089974e-02,
            coefficients: [
                2.014049e-02, // read_sectors
                5.702172e-02, // write_sectors
                6.412864e-01, // far_partial_reads
                1.753747e+00, // partial_writes
                2.054762e+03, // far_partial_writes
                1.232789e-01, // short_reads
                1.542482e-01, // short_writes
                8.535925e-02, // short_long_runs
                8.689209e-02, // small_blocks
                8.035745e-05, // l2_excess
                0.000000e+00, // issue_excess
                4.940190e-02, // smem
                1.376531e+00, // slots
                9.533263e-01, // idle_slots
                9.046636e+00, // tiles
                5.417941e-03, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                2.249909e-01, // waves
                6.132925e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, PackedSplit
        Weights {
            intercept: 2.309670e-01,
            coefficients: [
                5.583950e-02, // read_sectors
                1.897667e-01, // write_sectors
                1.238968e+00, // far_partial_reads
                2.233184e+00, // partial_writes
                5.995807e+00, // far_partial_writes
                7.386262e-02, // short_reads
                9.576826e-02, // short_writes
                1.038970e-01, // short_long_runs
                0.000000e+00, // small_blocks
                1.075005e-06, // l2_excess
                0.000000e+00, // issue_excess
                3.770778e-02, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                5.606770e+01, // tiles
                2.103986e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                1.253736e-01, // waves
                2.646627e+01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, RowCopy
        Weights {
            intercept: -6.278330e-01,
            coefficients: [
                2.858021e-03, // read_sectors
                0.000000e+00, // write_sectors
                4.352853e-02, // far_partial_reads
                1.814993e-08, // partial_writes
                0.000000e+00, // far_partial_writes
                9.437976e-05, // short_reads
                0.000000e+00, // short_writes
                2.154453e-03, // short_long_runs
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                4.908190e-02, // slots
                5.343124e-03, // idle_slots
                0.000000e+00, // tiles
                0.000000e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                2.559158e-02, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
    ],
    [
        // l2, Tiled
        Weights {
            intercept: -7.371020e-01,
            coefficients: [
                1.408398e-02, // read_sectors
                0.000000e+00, // write_sectors
                0.000000e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                3.480034e-01, // short_reads
                3.061415e-01, // short_writes
                0.000000e+00, // short_long_runs
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                7.802478e-01, // issue_excess
                3.764114e-03, // smem
                6.064351e-03, // slots
                8.378044e-02, // idle_slots
                6.703423e+00, // tiles
                1.275550e-01, // idle_memory
                1.056533e+00, // few_blocks
                3.632667e-01, // idle_sms
                4.562190e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, TiledCopy
        Weights {
            intercept: -9.629304e-01,
            coefficients: [
                6.336733e-02, // read_sectors
                4.380751e-02, // write_sectors
                6.803866e+01, // far_partial_reads
                1.135367e-01, // partial_writes
                1.992161e+03, // far_partial_writes
                2.073100e-01, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // short_long_runs
                0.000000e+00, // small_blocks
                2.111398e+00, // l2_excess
                5.087273e-01, // issue_excess
                0.000000e+00, // smem
                2.434729e-02, // slots
                1.057253e-02, // idle_slots
                6.722509e+00, // tiles
                1.958769e-01, // idle_memory
                2.161722e-01, // few_blocks
                1.505629e-02, // idle_sms
                2.251513e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, Packed
        Weights {
            intercept: -5.931468e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                0.000000e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                1.472048e+03, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // short_long_runs
                2.063330e-01, // small_blocks
                9.254500e-01, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                5.411655e-01, // idle_slots
                1.282986e-01, // tiles
                0.000000e+00, // idle_memory
                8.767653e-01, // few_blocks
                3.935412e-01, // idle_sms
                6.311479e-01, // waves
                2.773908e-01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, PackedSplit
        Weights {
            intercept: 1.767982e-01,
            coefficients: [
                3.385208e-02, // read_sectors
                0.000000e+00, // write_sectors
                0.000000e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                1.931971e+02, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // short_long_runs
                1.415865e+00, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                2.720388e-02, // smem
                0.000000e+00, // slots
                2.759075e+00, // idle_slots
                0.000000e+00, // tiles
                3.376166e-02, // idle_memory
                0.000000e+00, // few_blocks
                7.645030e-01, // idle_sms
                4.383975e-02, // waves
                6.769005e-01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, RowCopy
        Weights {
            intercept: -1.462006e+00,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                1.958224e+03, // far_partial_reads
                7.729437e-03, // partial_writes
                0.000000e+00, // far_partial_writes
                2.287915e-01, // short_reads
                0.000000e+00, // short_writes
                4.517210e-02, // short_long_runs
                0.000000e+00, // small_blocks
                3.674112e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                8.377309e-01, // slots
                3.169193e+00, // idle_slots
                5.854285e-01, // tiles
                2.417241e-01, // idle_memory
                0.000000e+00, // few_blocks
                7.024531e-01, // idle_sms
                4.601759e-02, // waves
                0.000000e+00, // setup
                5.336331e+01, // scattered_rows
            ],
        },
    ],
];
