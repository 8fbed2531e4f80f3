// Kernel parameters shared with the Rust planner (src/plan/params.rs mirrors
// them field for field, with the sizes asserted at compile time there).
// Every plan's data reaches the kernels by value as a __grid_constant__
// parameter: no per-plan device allocation, no host-to-device copy.
#pragma once

// Tile edge and rows of threads; the planner's TILE and TILE_ROWS.
#define CUTT_TILE 32
#define CUTT_TILE_ROWS 8
// Dimensions the grid walks besides the two tile dimensions. A problem has at
// most 32 dimensions, plus one when an element is split into aligned words.
#define CUTT_MAX_GRID_DIMS 31

typedef unsigned long long cutt_u64;

// A dimension enumerated by the grid: coordinate c moves the input by
// c * in_stride elements and the output by c * out_stride elements.
struct cutt_grid_dim {
    cutt_u64 extent;
    cutt_u64 in_stride;
    cutt_u64 out_stride;
};

// A tile spans dimension `a` (input dimension 0: input stride 1) by
// dimension `b`. Tiled reads tile rows along a and writes them along b
// (b_out_stride is then 1); TiledCopy keeps a contiguous on both sides.
struct cutt_tiled_params {
    cutt_u64 a_extent;
    cutt_u64 a_out_stride;
    cutt_u64 b_extent;
    cutt_u64 b_in_stride;
    cutt_u64 b_out_stride;
    cutt_u64 tiles_a;
    cutt_u64 tiles_b;
    cutt_u64 num_tiles;
    unsigned int grid_rank;
    unsigned int reserved;
    struct cutt_grid_dim grid[CUTT_MAX_GRID_DIMS];
};
