// Device code shared by the packed kernels (cuda/packed.cu: register
// slots; cuda/packed_staged.cu: cp.async stages): how a thread's tile
// positions are located and where a tile lies.
#pragma once
#include "cutt_params.cuh"

typedef unsigned int u32;

// Marks a register slot past the tile's volume: never below a tile's bound.
#define CUTT_NO_POSITION 0xffffffffu

// The shared-memory index of tile position p (input order): one element of
// padding after every 2^shift positions, which the planner chooses so that
// a warp's loads in output order spread over the banks.
__device__ __forceinline__ u32 padded(u32 p, u32 shift) {
    return p + (p >> shift);
}

// Decomposes the tile positions pos[0..R) along `dims` (fastest first):
// their global offsets, shared-memory indices and coordinates along the
// split dimension (0 when SPLIT is false). All R positions advance through
// one loop over the dimensions, so each dimension's parameters are read
// once and the R division chains overlap.
template <typename I, int R, bool SPLIT>
__device__ __forceinline__ void locate(const cutt_tile_dim* dims, u32 rank, u32 split_dim,
                                       const u32* pos, I* offset, u32* smem, u32* split_coord,
                                       bool output) {
    u32 rest[R];
#pragma unroll
    for (int r = 0; r < R; ++r) {
        rest[r] = pos[r];
        offset[r] = 0;
        smem[r] = 0;
        split_coord[r] = 0;
    }
#pragma unroll 1
    for (u32 k = 0; k < rank; ++k) {
        const cutt_tile_dim d = dims[k];
        const I stride = (I)(output ? d.out_stride : d.in_stride);
#pragma unroll
        for (int r = 0; r < R; ++r) {
            const u32 c = cutt_digit(rest[r], d.extent, d.div);
            offset[r] += (I)c * stride;
            smem[r] += c * d.smem_stride;
            if (SPLIT && k == split_dim) split_coord[r] = c;
        }
    }
}

// The input and output offsets of tile t's origin, and its bound: slots whose
// key is below it hold a position inside the tensor. Tile numbers are below
// 2^31 (the planner's condition for the kernels with 64-bit positions), so
// their digits take the fast division.
template <typename I, bool SPLIT>
__device__ __forceinline__ void packed_origin(const cutt_packed_params& p, u32 t, I& in_base,
                                              I& out_base, u32& bound) {
    in_base = 0;
    out_base = 0;
    bound = 1;
    u32 first = 0;
    if (SPLIT) {
        const u32 chunk = cutt_digit(t, p.grid[0].extent, p.grid[0].div);
        in_base = (I)chunk * (I)p.grid[0].in_stride;
        out_base = (I)chunk * (I)p.grid[0].out_stride;
        const u32 left = p.split_extent - chunk * p.split_chunk;
        bound = left < p.split_chunk ? left : p.split_chunk;
        first = 1;
    }
    cutt_walk_grid(p.grid + first, p.grid_rank - first, t, in_base, out_base);
}
