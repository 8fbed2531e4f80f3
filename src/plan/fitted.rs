//! Weights of the cost model (src/plan/model.rs), one per feature in the
//! order of `model::FEATURES`, per regime in the order of `model::REGIMES`.
//! Written by tools/fit_model.py from allf2.tsv;
//! see bench/model/README.md.

use super::model::Weights;

/// Weights of each regime.
pub const WEIGHTS: [Weights; 4] = [
    // dram_narrow
    Weights {
        intercept: 6.687088e-01,
        coefficients: [
            0.000000e+00,  // read_sectors
            5.402412e-02,  // write_sectors
            6.556848e-04,  // far_partial_reads
            0.000000e+00,  // partial_writes
            7.304304e-01,  // far_partial_writes
            0.000000e+00,  // short_reads
            5.640755e-02,  // short_writes
            0.000000e+00,  // small_blocks
            2.427396e-01,  // l2_excess
            2.057738e-01,  // issue_excess
            0.000000e+00,  // smem
            1.719773e-03,  // slots
            3.449787e-01,  // idle_slots
            0.000000e+00,  // tiles
            1.459482e-01,  // idle_memory
            2.489696e-01,  // few_blocks
            0.000000e+00,  // idle_sms
            1.500807e-01,  // waves
            -2.372051e-01, // tiled
            -2.301068e-01, // tiled_copy
            8.523392e-02,  // split
        ],
    },
    // dram_word
    Weights {
        intercept: 3.441779e-01,
        coefficients: [
            6.437462e-02,  // read_sectors
            0.000000e+00,  // write_sectors
            1.021292e-01,  // far_partial_reads
            2.724723e-01,  // partial_writes
            0.000000e+00,  // far_partial_writes
            2.057642e-03,  // short_reads
            7.417735e-02,  // short_writes
            3.185946e-02,  // small_blocks
            0.000000e+00,  // l2_excess
            3.746807e-01,  // issue_excess
            0.000000e+00,  // smem
            4.560208e-03,  // slots
            2.994884e-01,  // idle_slots
            0.000000e+00,  // tiles
            1.114978e-01,  // idle_memory
            2.482883e-01,  // few_blocks
            0.000000e+00,  // idle_sms
            0.000000e+00,  // waves
            -1.922316e-01, // tiled
            -8.240146e-02, // tiled_copy
            9.866097e-02,  // split
        ],
    },
    // dram_wide
    Weights {
        intercept: 3.026374e-01,
        coefficients: [
            8.655483e-03,  // read_sectors
            0.000000e+00,  // write_sectors
            2.129482e-01,  // far_partial_reads
            4.593962e-01,  // partial_writes
            1.867256e-01,  // far_partial_writes
            3.753960e-02,  // short_reads
            1.278495e-01,  // short_writes
            3.282990e-02,  // small_blocks
            0.000000e+00,  // l2_excess
            5.230536e-01,  // issue_excess
            0.000000e+00,  // smem
            0.000000e+00,  // slots
            2.039384e-01,  // idle_slots
            0.000000e+00,  // tiles
            1.061744e-01,  // idle_memory
            1.579906e-01,  // few_blocks
            0.000000e+00,  // idle_sms
            0.000000e+00,  // waves
            -1.830275e-01, // tiled
            -9.648005e-02, // tiled_copy
            5.882588e-02,  // split
        ],
    },
    // l2
    Weights {
        intercept: 1.505647e+00,
        coefficients: [
            6.733094e-03, // read_sectors
            0.000000e+00, // write_sectors
            0.000000e+00, // far_partial_reads
            2.167565e-02, // partial_writes
            9.637504e+00, // far_partial_writes
            2.112078e-02, // short_reads
            3.080263e-03, // short_writes
            2.106415e-01, // small_blocks
            6.459212e-02, // l2_excess
            0.000000e+00, // issue_excess
            1.500270e-04, // smem
            0.000000e+00, // slots
            2.430478e-01, // idle_slots
            0.000000e+00, // tiles
            0.000000e+00, // idle_memory
            2.604607e-01, // few_blocks
            5.309936e-01, // idle_sms
            1.457867e-01, // waves
            7.341477e-02, // tiled
            1.801981e-01, // tiled_copy
            2.726442e-01, // split
        ],
    },
];
