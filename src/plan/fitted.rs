//! Weights of the cost model (src/plan/model.rs), one per feature in the
//! order of `model::FEATURES`. Written by tools/fit_model.py from
//! all.tsv; see bench/model/README.md.

use super::model::Weights;

/// Launches whose tensors do not fit in L2.
pub const DRAM: Weights = Weights {
    intercept: 2.153915e-01,
    coefficients: [
        8.126449e-02,  // read_sectors
        0.000000e+00,  // write_sectors
        2.421173e-01,  // far_partial_reads
        3.217834e-01,  // partial_writes
        1.798245e-02,  // far_partial_writes
        9.044321e-03,  // short_reads
        1.651183e-01,  // short_writes
        4.745463e-02,  // small_blocks
        0.000000e+00,  // l2_excess
        5.110793e-01,  // issue_excess
        0.000000e+00,  // smem
        0.000000e+00,  // slots
        2.042202e-01,  // idle_slots
        0.000000e+00,  // tiles
        5.154965e-02,  // idle_memory
        1.691462e-01,  // few_blocks
        1.229210e-01,  // waves
        -1.818348e-01, // tiled
        -3.070332e-02, // tiled_copy
        6.761402e-02,  // split
    ],
};

/// Launches whose input and output fit in L2 together.
pub const L2: Weights = Weights {
    intercept: 7.373315e-01,
    coefficients: [
        0.000000e+00,  // read_sectors
        0.000000e+00,  // write_sectors
        1.344600e+01,  // far_partial_reads
        0.000000e+00,  // partial_writes
        7.932891e+00,  // far_partial_writes
        0.000000e+00,  // short_reads
        0.000000e+00,  // short_writes
        0.000000e+00,  // small_blocks
        4.291940e-01,  // l2_excess
        0.000000e+00,  // issue_excess
        0.000000e+00,  // smem
        0.000000e+00,  // slots
        0.000000e+00,  // idle_slots
        0.000000e+00,  // tiles
        0.000000e+00,  // idle_memory
        9.473120e-01,  // few_blocks
        6.262228e-01,  // waves
        -1.309935e-03, // tiled
        -2.975196e-01, // tiled_copy
        3.495464e-01,  // split
    ],
};
