//! Weights of the cost model (src/plan/model.rs), one per feature in the
//! order of `model::FEATURES`, per regime in the order of `model::REGIMES`.
//! Written by tools/fit_model.py from allf3.tsv;
//! see bench/model/README.md.

use super::model::Weights;

/// Weights of each regime.
pub const WEIGHTS: [Weights; 4] = [
    // dram_narrow
    Weights {
        intercept: 5.134698e-01,
        coefficients: [
            1.343492e-03,  // read_sectors
            1.217408e-01,  // write_sectors
            1.770783e-03,  // far_partial_reads
            0.000000e+00,  // partial_writes
            1.078048e+00,  // far_partial_writes
            1.186058e-02,  // short_reads
            6.705891e-03,  // short_writes
            3.809928e-02,  // small_blocks
            8.407934e-02,  // l2_excess
            1.490665e-01,  // issue_excess
            0.000000e+00,  // smem
            0.000000e+00,  // slots
            4.034823e-01,  // idle_slots
            1.907976e-01,  // tiles
            1.367417e-01,  // idle_memory
            1.799898e-01,  // few_blocks
            0.000000e+00,  // idle_sms
            1.855369e-01,  // waves
            -5.072026e-03, // tiled
            -9.094988e-02, // tiled_copy
            1.998147e-02,  // split
        ],
    },
    // dram_word
    Weights {
        intercept: 2.724377e-01,
        coefficients: [
            1.239089e-02,  // read_sectors
            1.327745e-02,  // write_sectors
            2.965602e-02,  // far_partial_reads
            3.908443e-01,  // partial_writes
            3.411944e-02,  // far_partial_writes
            1.742350e-02,  // short_reads
            0.000000e+00,  // short_writes
            0.000000e+00,  // small_blocks
            1.677568e-01,  // l2_excess
            2.569363e-01,  // issue_excess
            1.292923e-04,  // smem
            8.573834e-03,  // slots
            1.563742e-01,  // idle_slots
            0.000000e+00,  // tiles
            1.302390e-01,  // idle_memory
            1.420128e-01,  // few_blocks
            0.000000e+00,  // idle_sms
            1.406362e-01,  // waves
            -2.047004e-02, // tiled
            3.810304e-02,  // tiled_copy
            3.509676e-02,  // split
        ],
    },
    // dram_wide
    Weights {
        intercept: 3.629800e-01,
        coefficients: [
            3.590347e-03,  // read_sectors
            0.000000e+00,  // write_sectors
            2.386175e-01,  // far_partial_reads
            6.509624e-01,  // partial_writes
            2.366196e-01,  // far_partial_writes
            3.280272e-02,  // short_reads
            4.185155e-02,  // short_writes
            0.000000e+00,  // small_blocks
            1.006911e-01,  // l2_excess
            5.451382e-01,  // issue_excess
            0.000000e+00,  // smem
            1.512204e-02,  // slots
            0.000000e+00,  // idle_slots
            0.000000e+00,  // tiles
            2.232914e-01,  // idle_memory
            2.137939e-02,  // few_blocks
            0.000000e+00,  // idle_sms
            0.000000e+00,  // waves
            -4.418054e-02, // tiled
            -7.181479e-02, // tiled_copy
            6.298123e-02,  // split
        ],
    },
    // l2
    Weights {
        intercept: 2.198515e+00,
        coefficients: [
            3.411494e-02,  // read_sectors
            0.000000e+00,  // write_sectors
            0.000000e+00,  // far_partial_reads
            0.000000e+00,  // partial_writes
            1.588254e+00,  // far_partial_writes
            0.000000e+00,  // short_reads
            0.000000e+00,  // short_writes
            5.446066e-02,  // small_blocks
            0.000000e+00,  // l2_excess
            2.553233e-02,  // issue_excess
            1.070478e-04,  // smem
            0.000000e+00,  // slots
            4.064120e-02,  // idle_slots
            0.000000e+00,  // tiles
            0.000000e+00,  // idle_memory
            2.058146e-01,  // few_blocks
            1.134767e-01,  // idle_sms
            2.149921e-01,  // waves
            -1.436598e-01, // tiled
            -1.549386e-01, // tiled_copy
            1.126236e-01,  // split
        ],
    },
];
