//! Weights of the cost model (src/plan/model.rs), one per feature in the
//! order of `model::FEATURES`, per regime in the order of `model::REGIMES`.
//! Written by tools/fit_model.py from allf3.tsv;
//! see bench/model/README.md.

use super::model::Weights;

/// Weights of each regime.
pub const WEIGHTS: [Weights; 4] = [
    // dram_narrow
    Weights {
        intercept: 7.337288e-01,
        coefficients: [
            0.000000e+00,  // read_sectors
            0.000000e+00,  // write_sectors
            0.000000e+00,  // far_partial_reads
            3.238510e-02,  // partial_writes
            1.996868e+00,  // far_partial_writes
            0.000000e+00,  // short_reads
            9.864963e-02,  // short_writes
            0.000000e+00,  // small_blocks
            3.923382e-01,  // l2_excess
            2.060870e-01,  // issue_excess
            0.000000e+00,  // smem
            4.489240e-04,  // slots
            3.962056e-01,  // idle_slots
            0.000000e+00,  // tiles
            1.085860e-02,  // idle_memory
            6.566944e-02,  // few_blocks
            0.000000e+00,  // idle_sms
            2.221952e-01,  // waves
            -3.140529e-01, // tiled
            -2.969533e-01, // tiled_copy
            7.565871e-03,  // split
        ],
    },
    // dram_word
    Weights {
        intercept: 2.820195e-01,
        coefficients: [
            1.212168e-01,  // read_sectors
            0.000000e+00,  // write_sectors
            0.000000e+00,  // far_partial_reads
            2.335063e-01,  // partial_writes
            0.000000e+00,  // far_partial_writes
            0.000000e+00,  // short_reads
            1.512009e-01,  // short_writes
            9.964541e-03,  // small_blocks
            0.000000e+00,  // l2_excess
            2.819165e-01,  // issue_excess
            0.000000e+00,  // smem
            7.880748e-03,  // slots
            3.617596e-01,  // idle_slots
            0.000000e+00,  // tiles
            4.713202e-02,  // idle_memory
            1.021191e-01,  // few_blocks
            0.000000e+00,  // idle_sms
            0.000000e+00,  // waves
            -2.532718e-01, // tiled
            -1.881859e-01, // tiled_copy
            1.746263e-02,  // split
        ],
    },
    // dram_wide
    Weights {
        intercept: 2.633870e-01,
        coefficients: [
            6.192738e-02,  // read_sectors
            0.000000e+00,  // write_sectors
            2.266006e-01,  // far_partial_reads
            4.622352e-01,  // partial_writes
            2.215776e-01,  // far_partial_writes
            3.983767e-02,  // short_reads
            1.515710e-01,  // short_writes
            6.971249e-03,  // small_blocks
            0.000000e+00,  // l2_excess
            5.204181e-01,  // issue_excess
            0.000000e+00,  // smem
            0.000000e+00,  // slots
            1.459565e-01,  // idle_slots
            0.000000e+00,  // tiles
            1.393438e-01,  // idle_memory
            0.000000e+00,  // few_blocks
            0.000000e+00,  // idle_sms
            0.000000e+00,  // waves
            -1.238019e-01, // tiled
            -1.767114e-01, // tiled_copy
            8.204064e-02,  // split
        ],
    },
    // l2
    Weights {
        intercept: 1.460981e+00,
        coefficients: [
            2.179659e-03,  // read_sectors
            3.850287e-03,  // write_sectors
            0.000000e+00,  // far_partial_reads
            0.000000e+00,  // partial_writes
            9.081426e+00,  // far_partial_writes
            1.111085e-02,  // short_reads
            0.000000e+00,  // short_writes
            1.976204e-01,  // small_blocks
            1.588005e-01,  // l2_excess
            3.641854e-03,  // issue_excess
            1.543901e-04,  // smem
            0.000000e+00,  // slots
            2.267189e-01,  // idle_slots
            0.000000e+00,  // tiles
            1.530375e-02,  // idle_memory
            2.250080e-01,  // few_blocks
            4.918343e-01,  // idle_sms
            2.077814e-01,  // waves
            -5.945655e-02, // tiled
            -1.108819e-01, // tiled_copy
            2.531967e-01,  // split
        ],
    },
];
