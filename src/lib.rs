//! libcutt: a drop-in, Rust re-implementation of the cuTT 1.1 CUDA tensor
//! transpose library. The C ABI lives in `capi`; everything else is internal
//! except what the benchmark and the GPU test tools reuse.

pub mod api;
pub mod capi;
mod error;
pub mod gpu;
mod log;
pub mod plan;
mod registry;
pub mod testkit;
pub mod twin;

pub use error::Error;
pub use registry::Registry;
