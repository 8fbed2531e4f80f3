//! Weights of the cost model (src/plan/model.rs), one per feature in the
//! order of `model::FEATURES`. Written by tools/fit_model.py from
//! f.tsv; see bench/model/README.md.

/// Fitted weight of each feature.
pub const COEFFICIENTS: [f64; 15] = [
    7.397552e-02,  // read_sectors
    -8.865971e-01, // write_sectors
    -1.609883e-02, // partial_reads
    8.028750e-01,  // partial_writes
    -8.539952e-03, // short_reads
    1.002718e-01,  // short_writes
    -4.749312e-02, // small_blocks
    8.980132e-03,  // smem
    -1.614517e-01, // slots
    -2.296373e-01, // tiles
    -2.628391e-01, // idle_memory
    1.021491e+00,  // waves
    -2.014054e-01, // tiled
    -9.415637e-03, // tiled_copy
    1.401875e-01,  // split
];

/// The exponent's constant term.
pub const INTERCEPT: f64 = 1.041560e+00;

/// Bytes in flight per SM that keep DRAM busy.
pub const IN_FLIGHT_PER_SM: f64 = 32768.0;
