//! Mirrors of cuda/cutt_params.cuh. Field order, types and sizes must match
//! the CUDA structs exactly: they are passed by value to the kernels.

/// Tile edge in elements (CUTT_TILE).
pub const TILE: u64 = 32;
/// Rows of threads in a block (CUTT_TILE_ROWS).
pub const TILE_ROWS: u64 = 8;
/// Grid-enumerated dimensions besides the tile's two (CUTT_MAX_GRID_DIMS).
pub const MAX_GRID_DIMS: usize = 31;

/// `struct cutt_grid_dim`.
#[repr(C)]
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct GridDim {
    pub extent: u64,
    pub in_stride: u64,
    pub out_stride: u64,
}

/// `struct cutt_tiled_params`.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TiledParams {
    pub a_extent: u64,
    pub a_out_stride: u64,
    pub b_extent: u64,
    pub b_in_stride: u64,
    pub b_out_stride: u64,
    pub tiles_a: u64,
    pub tiles_b: u64,
    pub num_tiles: u64,
    pub grid_rank: u32,
    pub reserved: u32,
    pub grid: [GridDim; MAX_GRID_DIMS],
}

const _: () = assert!(std::mem::size_of::<GridDim>() == 24);
const _: () = assert!(std::mem::size_of::<TiledParams>() == 8 * 8 + 4 + 4 + 24 * MAX_GRID_DIMS);
const _: () = assert!(std::mem::align_of::<TiledParams>() == 8);

/// Most dimensions in a packed tile (CUTT_MAX_TILE_DIMS).
pub const MAX_TILE_DIMS: usize = 16;
/// Most positions in a packed tile (CUTT_MAX_TILE_VOLUME).
pub const MAX_TILE_VOLUME: u64 = 8192;

/// `struct cutt_tile_dim`.
#[repr(C)]
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct TileDim {
    pub extent: u32,
    pub smem_stride: u32,
    pub in_stride: u64,
    pub out_stride: u64,
}

/// `struct cutt_packed_params`.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PackedParams {
    pub num_tiles: u64,
    pub volume: u32,
    pub tile_rank: u32,
    pub split_extent: u32,
    pub split_chunk: u32,
    pub split_in_dim: u32,
    pub split_out_dim: u32,
    pub grid_rank: u32,
    pub reserved: u32,
    pub in_dims: [TileDim; MAX_TILE_DIMS],
    pub out_dims: [TileDim; MAX_TILE_DIMS],
    pub grid: [GridDim; MAX_GRID_DIMS],
}

const _: () = assert!(std::mem::size_of::<TileDim>() == 24);
const _: () = assert!(
    std::mem::size_of::<PackedParams>() == 8 + 8 * 4 + 2 * 24 * MAX_TILE_DIMS + 24 * MAX_GRID_DIMS
);
const _: () = assert!(std::mem::align_of::<PackedParams>() == 8);
