//! Weights of the cost model (src/plan/model.rs), one per feature in the
//! order of `model::FEATURES`, per regime in the order of `model::REGIMES`.
//! Written by tools/fit_model.py from allf.tsv;
//! see bench/model/README.md.

use super::model::Weights;

/// Weights of each regime.
pub const WEIGHTS: [Weights; 4] = [
    // dram_narrow
    Weights {
        intercept: 6.949820e-01,
        coefficients: [
            0.000000e+00,  // read_sectors
            5.582902e-02,  // write_sectors
            5.350120e-03,  // far_partial_reads
            0.000000e+00,  // partial_writes
            3.031601e-02,  // far_partial_writes
            0.000000e+00,  // short_reads
            5.875597e-02,  // short_writes
            0.000000e+00,  // small_blocks
            2.444966e-01,  // l2_excess
            2.260901e-01,  // issue_excess
            0.000000e+00,  // smem
            3.301178e-03,  // slots
            3.122518e-01,  // idle_slots
            0.000000e+00,  // tiles
            1.443209e-01,  // idle_memory
            2.616439e-01,  // few_blocks
            1.269393e-01,  // waves
            -2.211473e-01, // tiled
            -2.535983e-01, // tiled_copy
            6.352501e-02,  // split
        ],
    },
    // dram_word
    Weights {
        intercept: 3.312661e-01,
        coefficients: [
            6.970910e-02,  // read_sectors
            0.000000e+00,  // write_sectors
            1.269683e-01,  // far_partial_reads
            3.107588e-01,  // partial_writes
            1.941168e+00,  // far_partial_writes
            0.000000e+00,  // short_reads
            3.605537e-02,  // short_writes
            2.922010e-02,  // small_blocks
            0.000000e+00,  // l2_excess
            3.521206e-01,  // issue_excess
            0.000000e+00,  // smem
            3.466739e-03,  // slots
            3.137173e-01,  // idle_slots
            4.768046e-01,  // tiles
            1.283253e-01,  // idle_memory
            2.389295e-01,  // few_blocks
            0.000000e+00,  // waves
            -1.967592e-01, // tiled
            -7.278801e-02, // tiled_copy
            9.371772e-02,  // split
        ],
    },
    // dram_wide
    Weights {
        intercept: 3.094183e-01,
        coefficients: [
            1.213413e-02,  // read_sectors
            0.000000e+00,  // write_sectors
            2.454470e-01,  // far_partial_reads
            4.668321e-01,  // partial_writes
            2.103896e-01,  // far_partial_writes
            3.015421e-02,  // short_reads
            1.175917e-01,  // short_writes
            3.349670e-02,  // small_blocks
            0.000000e+00,  // l2_excess
            4.870437e-01,  // issue_excess
            0.000000e+00,  // smem
            0.000000e+00,  // slots
            2.265672e-01,  // idle_slots
            0.000000e+00,  // tiles
            1.082041e-01,  // idle_memory
            1.589504e-01,  // few_blocks
            1.579964e-03,  // waves
            -1.978468e-01, // tiled
            -1.025710e-01, // tiled_copy
            6.022410e-02,  // split
        ],
    },
    // l2
    Weights {
        intercept: 6.265174e-01,
        coefficients: [
            1.414740e-02,  // read_sectors
            0.000000e+00,  // write_sectors
            1.797953e+01,  // far_partial_reads
            0.000000e+00,  // partial_writes
            1.922675e+01,  // far_partial_writes
            0.000000e+00,  // short_reads
            0.000000e+00,  // short_writes
            0.000000e+00,  // small_blocks
            1.975943e-02,  // l2_excess
            0.000000e+00,  // issue_excess
            0.000000e+00,  // smem
            0.000000e+00,  // slots
            0.000000e+00,  // idle_slots
            0.000000e+00,  // tiles
            0.000000e+00,  // idle_memory
            8.309565e-01,  // few_blocks
            7.458603e-01,  // waves
            -3.077990e-02, // tiled
            -2.364801e-01, // tiled_copy
            3.788350e-01,  // split
        ],
    },
];
