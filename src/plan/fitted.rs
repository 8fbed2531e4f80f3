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
            intercept: 1.186489e-01,
            coefficients: [
                5.178906e-02, // read_sectors
                0.000000e+00, // write_sectors
                0.000000e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                6.212325e-05, // l2_excess
                1.524909e+00, // issue_excess
                5.453413e-03, // smem
                3.743316e-03, // slots
                4.963756e-01, // idle_slots
                0.000000e+00, // tiles
                3.169602e-01, // idle_memory
                1.625570e+00, // few_blocks
                0.000000e+00, // idle_sms
                1.249844e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, TiledCopy
        Weights {
            intercept: -1.417004e-01,
            coefficients: [
                1.599711e-01, // read_sectors
                1.777005e-02, // write_sectors
                1.513663e-01, // far_partial_reads
                1.534709e-02, // partial_writes
                8.789040e-02, // far_partial_writes
                7.297139e-02, // short_reads
                7.017989e-02, // short_writes
                0.000000e+00, // small_blocks
                7.709283e-02, // l2_excess
                1.568774e-02, // issue_excess
                0.000000e+00, // smem
                4.244660e-04, // slots
                6.320032e-01, // idle_slots
                3.577787e-01, // tiles
                1.507478e-01, // idle_memory
                7.960818e-01, // few_blocks
                0.000000e+00, // idle_sms
                3.062517e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, Packed
        Weights {
            intercept: -6.038273e-02,
            coefficients: [
                1.521378e-02, // read_sectors
                8.941286e-02, // write_sectors
                1.155710e+00, // far_partial_reads
                6.141617e-02, // partial_writes
                0.000000e+00, // far_partial_writes
                2.154250e-02, // short_reads
                1.366095e-01, // short_writes
                3.296393e-01, // small_blocks
                1.070146e+00, // l2_excess
                2.554203e-01, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                6.053338e-01, // tiles
                4.497943e-01, // idle_memory
                1.861555e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.505436e-01, // waves
                5.176964e-01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, PackedSplit
        Weights {
            intercept: -2.961498e-01,
            coefficients: [
                4.299230e-03, // read_sectors
                2.299144e-01, // write_sectors
                2.599990e-01, // far_partial_reads
                2.125414e-01, // partial_writes
                3.323573e+00, // far_partial_writes
                3.636329e-03, // short_reads
                1.955032e-01, // short_writes
                1.165124e+00, // small_blocks
                1.273237e+00, // l2_excess
                2.154379e-01, // issue_excess
                1.745046e-03, // smem
                0.000000e+00, // slots
                3.238657e-01, // idle_slots
                5.538372e+01, // tiles
                3.098201e-01, // idle_memory
                7.212722e-01, // few_blocks
                0.000000e+00, // idle_sms
                2.601681e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, RowCopy
        Weights {
            intercept: 7.490391e-02,
            coefficients: [
                3.064260e-02, // read_sectors
                2.516051e-01, // write_sectors
                1.085120e+00, // far_partial_reads
                9.220665e+03, // partial_writes
                0.000000e+00, // far_partial_writes
                9.008190e-03, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                1.940579e-03, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                1.348167e-01, // slots
                4.858630e+03, // idle_slots
                2.162246e-01, // tiles
                4.839145e-03, // idle_memory
                9.196489e-01, // few_blocks
                0.000000e+00, // idle_sms
                2.333586e-01, // waves
                0.000000e+00, // setup
                5.088332e-01, // scattered_rows
            ],
        },
    ],
    [
        // dram_word, Tiled
        Weights {
            intercept: -3.855093e-01,
            coefficients: [
                9.851695e-02, // read_sectors
                7.265600e-02, // write_sectors
                4.327990e-01, // far_partial_reads
                2.182049e-01, // partial_writes
                3.804976e+01, // far_partial_writes
                3.587252e-01, // short_reads
                3.761338e-02, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                5.963470e-01, // issue_excess
                2.021766e-04, // smem
                7.581202e-04, // slots
                4.039831e-01, // idle_slots
                1.307484e+00, // tiles
                2.544742e-02, // idle_memory
                5.278400e-01, // few_blocks
                0.000000e+00, // idle_sms
                4.177376e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, TiledCopy
        Weights {
            intercept: -1.651417e-01,
            coefficients: [
                1.322925e-01, // read_sectors
                2.529325e-01, // write_sectors
                2.880530e+01, // far_partial_reads
                4.160641e-02, // partial_writes
                1.998815e-01, // far_partial_writes
                1.123773e-02, // short_reads
                7.503449e-02, // short_writes
                0.000000e+00, // small_blocks
                2.439853e-01, // l2_excess
                7.653977e-01, // issue_excess
                0.000000e+00, // smem
                5.537685e-02, // slots
                1.788311e-02, // idle_slots
                1.623591e+00, // tiles
                2.639382e-01, // idle_memory
                1.533703e+00, // few_blocks
                0.000000e+00, // idle_sms
                5.920343e-02, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, Packed
        Weights {
            intercept: -4.542773e-01,
            coefficients: [
                2.120784e-01, // read_sectors
                4.989021e-02, // write_sectors
                3.271696e+00, // far_partial_reads
                7.338882e-01, // partial_writes
                2.663524e+03, // far_partial_writes
                1.657479e-01, // short_reads
                1.297790e-01, // short_writes
                5.552968e-02, // small_blocks
                3.317435e-01, // l2_excess
                6.186356e-02, // issue_excess
                1.940412e-03, // smem
                2.193972e-02, // slots
                0.000000e+00, // idle_slots
                4.865210e+00, // tiles
                5.346292e-01, // idle_memory
                8.384945e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.436766e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, PackedSplit
        Weights {
            intercept: -5.446024e-01,
            coefficients: [
                4.941143e-02, // read_sectors
                5.329068e-02, // write_sectors
                8.495439e-01, // far_partial_reads
                1.108382e+00, // partial_writes
                8.903324e-02, // far_partial_writes
                5.188948e-02, // short_reads
                3.752095e-01, // short_writes
                0.000000e+00, // small_blocks
                1.155669e+00, // l2_excess
                0.000000e+00, // issue_excess
                9.601840e-02, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                0.000000e+00, // tiles
                6.325300e-01, // idle_memory
                6.263467e-01, // few_blocks
                0.000000e+00, // idle_sms
                5.566432e-01, // waves
                3.601052e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, RowCopy
        Weights {
            intercept: -2.628312e-01,
            coefficients: [
                2.109886e-01, // read_sectors
                3.236757e-01, // write_sectors
                0.000000e+00, // far_partial_reads
                1.912690e+05, // partial_writes
                0.000000e+00, // far_partial_writes
                1.630020e-01, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                7.402488e-01, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                6.473217e-01, // slots
                2.274773e+03, // idle_slots
                8.548844e-01, // tiles
                0.000000e+00, // idle_memory
                2.589187e+00, // few_blocks
                0.000000e+00, // idle_sms
                1.357819e+00, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
    ],
    [
        // dram_wide, Tiled
        Weights {
            intercept: -2.345328e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                1.328773e+00, // far_partial_reads
                4.623608e-01, // partial_writes
                0.000000e+00, // far_partial_writes
                3.662670e-01, // short_reads
                3.568385e-01, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                7.103294e-02, // issue_excess
                3.412264e-03, // smem
                1.007955e-01, // slots
                2.688644e-01, // idle_slots
                2.347677e+01, // tiles
                1.579094e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                1.189406e+00, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, TiledCopy
        Weights {
            intercept: -1.485256e-01,
            coefficients: [
                6.688004e-01, // read_sectors
                2.571262e-01, // write_sectors
                7.594842e-02, // far_partial_reads
                7.284511e-01, // partial_writes
                1.375489e+00, // far_partial_writes
                9.194794e-04, // short_reads
                1.215027e-02, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                5.791512e-01, // issue_excess
                0.000000e+00, // smem
                1.026228e-01, // slots
                9.936056e-02, // idle_slots
                2.918134e-02, // tiles
                1.939473e-01, // idle_memory
                1.889024e+00, // few_blocks
                0.000000e+00, // idle_sms
                2.173168e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, Packed
        Weights {
            intercept: -4.163951e-02,
            coefficients: [
                8.055225e-02, // read_sectors
                7.672526e-02, // write_sectors
                5.719311e-01, // far_partial_reads
                1.593685e+00, // partial_writes
                1.345373e+03, // far_partial_writes
                2.343531e-01, // short_reads
                2.579493e-01, // short_writes
                7.009116e-02, // small_blocks
                1.873320e-06, // l2_excess
                0.000000e+00, // issue_excess
                6.069003e-02, // smem
                1.525508e+00, // slots
                5.709171e-01, // idle_slots
                2.214495e+01, // tiles
                4.132444e-03, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                5.678675e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, PackedSplit
        Weights {
            intercept: 1.357727e-01,
            coefficients: [
                1.631054e-01, // read_sectors
                1.512654e-01, // write_sectors
                5.678099e-01, // far_partial_reads
                2.510802e+00, // partial_writes
                3.421705e+00, // far_partial_writes
                3.388230e-01, // short_reads
                2.946557e-01, // short_writes
                3.764252e-01, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                7.369339e-02, // smem
                0.000000e+00, // slots
                1.906882e-01, // idle_slots
                9.558992e+01, // tiles
                2.783749e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                2.235479e+01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, RowCopy
        Weights {
            intercept: -6.779887e-01,
            coefficients: [
                3.936470e-03, // read_sectors
                0.000000e+00, // write_sectors
                6.069067e-02, // far_partial_reads
                1.528228e-08, // partial_writes
                0.000000e+00, // far_partial_writes
                4.945721e-03, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                4.084260e-02, // slots
                5.248681e-03, // idle_slots
                5.921740e-04, // tiles
                0.000000e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                2.150847e-02, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
    ],
    [
        // l2, Tiled
        Weights {
            intercept: -8.087535e-01,
            coefficients: [
                7.370672e-02, // read_sectors
                0.000000e+00, // write_sectors
                0.000000e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                3.274521e-01, // short_reads
                3.457870e-01, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                7.363331e-01, // issue_excess
                3.860740e-03, // smem
                5.042437e-03, // slots
                1.100396e-01, // idle_slots
                6.710576e+00, // tiles
                1.108528e-01, // idle_memory
                9.247075e-01, // few_blocks
                4.173731e-01, // idle_sms
                4.484833e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, TiledCopy
        Weights {
            intercept: -1.015645e+00,
            coefficients: [
                4.316784e-03, // read_sectors
                1.709203e-02, // write_sectors
                0.000000e+00, // far_partial_reads
                8.478687e-02, // partial_writes
                0.000000e+00, // far_partial_writes
                1.116071e-01, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                1.533908e+00, // l2_excess
                5.789350e-01, // issue_excess
                0.000000e+00, // smem
                2.624699e-02, // slots
                6.941301e-02, // idle_slots
                7.394340e+00, // tiles
                2.301774e-01, // idle_memory
                0.000000e+00, // few_blocks
                2.699947e-03, // idle_sms
                2.631546e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, Packed
        Weights {
            intercept: -6.593022e-01,
            coefficients: [
                6.614762e-03, // read_sectors
                1.441166e-03, // write_sectors
                0.000000e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                1.831787e+03, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                2.056103e-01, // small_blocks
                8.380154e-01, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                5.417919e-01, // idle_slots
                1.989800e-01, // tiles
                0.000000e+00, // idle_memory
                8.992427e-01, // few_blocks
                3.797672e-01, // idle_sms
                6.372517e-01, // waves
                2.844212e-01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, PackedSplit
        Weights {
            intercept: 9.755796e-02,
            coefficients: [
                2.260138e-02, // read_sectors
                1.305188e-02, // write_sectors
                0.000000e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                5.455977e+01, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                1.414869e+00, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                2.820782e-02, // smem
                0.000000e+00, // slots
                2.549628e+00, // idle_slots
                0.000000e+00, // tiles
                4.084212e-02, // idle_memory
                0.000000e+00, // few_blocks
                7.709146e-01, // idle_sms
                5.235988e-02, // waves
                6.982703e-01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, RowCopy
        Weights {
            intercept: -7.106968e-01,
            coefficients: [
                2.345331e-01, // read_sectors
                0.000000e+00, // write_sectors
                4.836304e+02, // far_partial_reads
                8.724796e-03, // partial_writes
                0.000000e+00, // far_partial_writes
                2.681118e-01, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                3.973715e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                1.189762e+00, // slots
                4.318880e+00, // idle_slots
                6.275234e-01, // tiles
                3.312759e-01, // idle_memory
                0.000000e+00, // few_blocks
                7.204911e-01, // idle_sms
                1.449359e-01, // waves
                0.000000e+00, // setup
                1.430349e+01, // scattered_rows
            ],
        },
    ],
];
