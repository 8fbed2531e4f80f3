//! Weights of the cost model (src/plan/model.rs), one per feature in the
//! order of `model::FEATURES`. Written by tools/fit_model.py from
//! bench/model/h200-candidates.tsv (features recomputed by
//! cutt-model; the L2-resident small set left out); see bench/model/README.md.

/// Fitted weight of each feature.
pub const COEFFICIENTS: [f64; 16] = [
    5.092605e-02,  // read_sectors
    0.000000e+00,  // write_sectors
    0.000000e+00,  // far_partial_reads
    2.959341e-01,  // partial_writes
    0.000000e+00,  // far_partial_writes
    2.158256e-02,  // short_reads
    1.663355e-01,  // short_writes
    0.000000e+00,  // small_blocks
    5.045615e-03,  // smem
    4.264407e-02,  // slots
    0.000000e+00,  // tiles
    0.000000e+00,  // idle_memory
    4.707666e-01,  // waves
    -8.929642e-02, // tiled
    3.917581e-02,  // tiled_copy
    9.458493e-02,  // split
];

/// The exponent's constant term.
pub const INTERCEPT: f64 = 2.093380e-01;

/// Bytes in flight per SM that keep DRAM busy.
pub const IN_FLIGHT_PER_SM: f64 = 32768.0;
