//! Weights of the cost model (src/plan/model.rs), one per feature in the
//! order of `model::FEATURES`, per regime in the order of `model::REGIMES`.
//! Written by tools/fit_model.py from the features (target/release/cutt-model)
//! of bench/model/h200-candidates.tsv;
//! see bench/model/README.md.

use super::model::Weights;

/// Weights of each regime.
pub const WEIGHTS: [Weights; 4] = [
    // dram_narrow
    Weights {
        intercept: 5.613823e-01,
        coefficients: [
            0.000000e+00,  // read_sectors
            1.242728e-01,  // write_sectors
            8.275334e-03,  // far_partial_reads
            0.000000e+00,  // partial_writes
            1.086260e+00,  // far_partial_writes
            8.836105e-03,  // short_reads
            0.000000e+00,  // short_writes
            1.607911e-02,  // small_blocks
            1.268263e-01,  // l2_excess
            1.562423e-01,  // issue_excess
            0.000000e+00,  // smem
            3.098847e-04,  // slots
            3.769048e-01,  // idle_slots
            5.027565e-01,  // tiles
            1.276729e-01,  // idle_memory
            1.347367e-01,  // few_blocks
            0.000000e+00,  // idle_sms
            1.828460e-01,  // waves
            2.670766e-01,  // tiled
            1.276268e-01,  // tiled_copy
            -1.124103e-02, // split
        ],
    },
    // dram_word
    Weights {
        intercept: 1.551986e-01,
        coefficients: [
            0.000000e+00,  // read_sectors
            1.343598e-01,  // write_sectors
            4.761676e-02,  // far_partial_reads
            2.972593e-01,  // partial_writes
            6.257541e-02,  // far_partial_writes
            2.412016e-02,  // short_reads
            2.995921e-03,  // short_writes
            0.000000e+00,  // small_blocks
            1.416425e-01,  // l2_excess
            2.465337e-01,  // issue_excess
            0.000000e+00,  // smem
            9.108553e-03,  // slots
            1.696221e-01,  // idle_slots
            0.000000e+00,  // tiles
            9.080756e-02,  // idle_memory
            1.279058e-01,  // few_blocks
            0.000000e+00,  // idle_sms
            1.979766e-01,  // waves
            -3.725149e-02, // tiled
            1.978474e-02,  // tiled_copy
            1.438923e-02,  // split
        ],
    },
    // dram_wide
    Weights {
        intercept: 3.570864e-01,
        coefficients: [
            5.033717e-03,  // read_sectors
            0.000000e+00,  // write_sectors
            2.668267e-01,  // far_partial_reads
            6.464122e-01,  // partial_writes
            2.502971e-01,  // far_partial_writes
            3.283551e-02,  // short_reads
            4.024871e-02,  // short_writes
            0.000000e+00,  // small_blocks
            7.350812e-02,  // l2_excess
            5.397169e-01,  // issue_excess
            0.000000e+00,  // smem
            1.639887e-02,  // slots
            0.000000e+00,  // idle_slots
            0.000000e+00,  // tiles
            2.200959e-01,  // idle_memory
            2.512429e-02,  // few_blocks
            0.000000e+00,  // idle_sms
            0.000000e+00,  // waves
            -4.181215e-02, // tiled
            -6.560341e-02, // tiled_copy
            6.305623e-02,  // split
        ],
    },
    // l2
    Weights {
        intercept: 2.298301e+00,
        coefficients: [
            1.835362e-02, // read_sectors
            0.000000e+00, // write_sectors
            0.000000e+00, // far_partial_reads
            2.298860e-02, // partial_writes
            1.547545e+00, // far_partial_writes
            4.890928e-03, // short_reads
            0.000000e+00, // short_writes
            9.912029e-02, // small_blocks
            0.000000e+00, // l2_excess
            9.532553e-02, // issue_excess
            2.108734e-04, // smem
            0.000000e+00, // slots
            1.121207e-01, // idle_slots
            0.000000e+00, // tiles
            0.000000e+00, // idle_memory
            2.911392e-01, // few_blocks
            2.472304e-01, // idle_sms
            0.000000e+00, // waves
            2.384263e-02, // tiled
            9.929956e-02, // tiled_copy
            1.729999e-01, // split
        ],
    },
];
