//! Descriptions of GPUs for the planner: read from the driver at plan time
//! (src/gpu) or built in, so that plans can be made and inspected anywhere.

/// What the planner needs to know about a GPU.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct DeviceProps {
    pub compute_capability: (u32, u32),
    pub sm_count: u32,
    pub max_threads_per_sm: u32,
    pub max_blocks_per_sm: u32,
    pub registers_per_sm: u32,
    /// Shared memory per SM available to blocks, in bytes.
    pub shared_per_sm: u32,
    /// Shared memory a block may use without opting in, in bytes.
    pub shared_per_block: u32,
    /// Shared memory a block may use once its kernel opts in (src/gpu sets
    /// the packed kernels' limit to this), in bytes.
    pub shared_per_block_optin: u32,
    pub clock_khz: u32,
    /// DRAM bandwidth in bytes per second (reads and writes together).
    pub memory_bandwidth: f64,
    pub l2_bytes: u32,
    pub max_grid_x: u32,
}

impl Eq for DeviceProps {}

impl std::hash::Hash for DeviceProps {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.compute_capability.hash(state);
        self.sm_count.hash(state);
        self.shared_per_block.hash(state);
        self.shared_per_block_optin.hash(state);
        self.clock_khz.hash(state);
        self.memory_bandwidth.to_bits().hash(state);
        self.max_grid_x.hash(state);
    }
}

const MAX_GRID_X: u32 = (1 << 31) - 1;

/// NVIDIA H100 SXM5 80 GB.
pub const H100: DeviceProps = DeviceProps {
    compute_capability: (9, 0),
    sm_count: 132,
    max_threads_per_sm: 2048,
    max_blocks_per_sm: 32,
    registers_per_sm: 65536,
    shared_per_sm: 233_472,
    shared_per_block: 49_152,
    shared_per_block_optin: 232_448,
    clock_khz: 1_980_000,
    memory_bandwidth: 3.35e12,
    l2_bytes: 52_428_800,
    max_grid_x: MAX_GRID_X,
};

/// NVIDIA H200 SXM 141 GB: the H100's chip with faster HBM3e and the
/// 60 MiB of L2 its driver reports (driver 580).
pub const H200: DeviceProps = DeviceProps {
    memory_bandwidth: 4.8e12,
    l2_bytes: 62_914_560,
    ..H100
};

/// NVIDIA A100 SXM4 80 GB.
pub const A100: DeviceProps = DeviceProps {
    compute_capability: (8, 0),
    sm_count: 108,
    max_threads_per_sm: 2048,
    max_blocks_per_sm: 32,
    registers_per_sm: 65536,
    shared_per_sm: 167_936,
    shared_per_block: 49_152,
    shared_per_block_optin: 166_912,
    clock_khz: 1_410_000,
    memory_bandwidth: 2.039e12,
    l2_bytes: 41_943_040,
    max_grid_x: MAX_GRID_X,
};

/// The built-in descriptions by name.
pub const BUILTIN: [(&str, DeviceProps); 3] = [("h100", H100), ("h200", H200), ("a100", A100)];

/// A built-in description by case-insensitive name.
pub fn builtin(name: &str) -> Option<DeviceProps> {
    BUILTIN
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(name))
        .map(|&(_, d)| d)
}
