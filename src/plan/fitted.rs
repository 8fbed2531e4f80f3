//! Weights of the cost model (src/plan/model.rs), one per feature in the
//! order of `model::FEATURES`. Written by tools/fit_model.py; see
//! bench/model/README.md for the data and how to refit.

/// Fitted weight of each feature.
pub const COEFFICIENTS: [f64; 8] = [1.15, 1.15, 0.5, 1.0, 4.0, 20.0, 1.0, 1.0];

/// Bytes in flight per SM that keep DRAM busy.
pub const IN_FLIGHT_PER_SM: f64 = 32768.0;
