// cuTT's Tiled and TiledCopy algorithms.
//
// Both walk the tensor in CUTT_TILE x CUTT_TILE tiles of dimensions a and b;
// every other dimension is enumerated by the block index (cutt_params.cuh).
// Blocks loop over tiles with a grid stride, so any grid size is correct and
// tensors with more tiles than a grid can hold need no special case.
//
// Index type I: unsigned 32-bit when the tensor has fewer than 2^31 elements,
// 64-bit otherwise. Pointer arithmetic on T* widens to 64-bit bytes, so the
// 32-bit path is also safe past 2^31 bytes.
#include "cutt_params.cuh"

typedef unsigned int u32;

template <typename I>
__device__ __forceinline__ I min_tile(I extent, I start) {
    const I left = extent - start;
    return left < (I)CUTT_TILE ? left : (I)CUTT_TILE;
}

// Splits tile number t into the tile's origin in a and b and the input and
// output offsets of its corner.
template <typename I>
__device__ __forceinline__ void tile_origin(const cutt_tiled_params& p, I t, I& a0, I& b0,
                                            I& in_base, I& out_base) {
    I a, b;
    if (p.b_first) {
        b = cutt_digit(t, p.tiles_b, p.tiles_b_div);
        a = cutt_digit(t, p.tiles_a, p.tiles_a_div);
    } else {
        a = cutt_digit(t, p.tiles_a, p.tiles_a_div);
        b = cutt_digit(t, p.tiles_b, p.tiles_b_div);
    }
    a0 = a * CUTT_TILE;
    b0 = b * CUTT_TILE;
    in_base = a0 + b0 * (I)p.b_in_stride;
    out_base = a0 * (I)p.a_out_stride + b0 * (I)p.b_out_stride;
    cutt_walk_grid(p.grid, p.grid_rank, t, in_base, out_base);
}

// Calls body(in_base, out_base, na, nb) for each tile this block owns, with
// the tile's valid extents na <= CUTT_TILE along a and nb along b.
template <typename I, typename Body>
__device__ __forceinline__ void for_each_tile(const cutt_tiled_params& p, Body body) {
    for (I t = blockIdx.x; t < (I)p.num_tiles; t += gridDim.x) {
        I a0, b0, in_base, out_base;
        tile_origin(p, t, a0, b0, in_base, out_base);
        body(in_base, out_base, min_tile((I)p.a_extent, a0), min_tile((I)p.b_extent, b0));
    }
}

// Reads rows of a (coalesced), writes rows of b (coalesced) through shared
// memory. The load and store loops have compile-time trip counts so that
// all loads of a tile are in flight at once.
template <typename T, typename I>
__device__ __forceinline__ void tiled(const cutt_tiled_params& p, const T* __restrict__ in,
                                      T* __restrict__ out) {
    __shared__ T tile[CUTT_TILE][CUTT_TILE + 1];
    const u32 tx = threadIdx.x;
    const u32 ty = threadIdx.y;
    const I a_out = (I)p.a_out_stride;
    const I b_in = (I)p.b_in_stride;
    for_each_tile<I>(p, [&](I in_base, I out_base, I na, I nb) {
#pragma unroll
        for (u32 j = 0; j < CUTT_TILE / CUTT_TILE_ROWS; ++j) {
            const u32 row = ty + j * CUTT_TILE_ROWS;
            if (tx < na && row < nb) tile[row][tx] = in[in_base + tx + row * b_in];
        }
        __syncthreads();
#pragma unroll
        for (u32 j = 0; j < CUTT_TILE / CUTT_TILE_ROWS; ++j) {
            const u32 row = ty + j * CUTT_TILE_ROWS;
            if (tx < nb && row < na) out[out_base + tx + row * a_out] = tile[tx][row];
        }
        __syncthreads();
    });
}

// Dimension a is contiguous in both tensors: copy tile rows directly.
template <typename T, typename I>
__device__ __forceinline__ void tiled_copy(const cutt_tiled_params& p, const T* __restrict__ in,
                                           T* __restrict__ out) {
    const u32 tx = threadIdx.x;
    const u32 ty = threadIdx.y;
    const I b_in = (I)p.b_in_stride;
    const I b_out = (I)p.b_out_stride;
    for_each_tile<I>(p, [&](I in_base, I out_base, I na, I nb) {
        T v[CUTT_TILE / CUTT_TILE_ROWS];
#pragma unroll
        for (u32 j = 0; j < CUTT_TILE / CUTT_TILE_ROWS; ++j) {
            const u32 row = ty + j * CUTT_TILE_ROWS;
            if (tx < na && row < nb) v[j] = in[in_base + tx + row * b_in];
        }
#pragma unroll
        for (u32 j = 0; j < CUTT_TILE / CUTT_TILE_ROWS; ++j) {
            const u32 row = ty + j * CUTT_TILE_ROWS;
            if (tx < na && row < nb) out[out_base + tx + row * b_out] = v[j];
        }
    });
}

// Entry points cutt_{tiled,tiled_copy}_e{bytes}_i{32,64}.
// Launch geometry: block (CUTT_TILE, CUTT_TILE_ROWS, 1) = 256 threads, grid
// (min(num_tiles, 2^31 - 1), 1, 1), no dynamic shared memory; Tiled uses
// CUTT_TILE * (CUTT_TILE + 1) elements of static shared memory.
#define CUTT_ENTRY(ALGO, BYTES, T, BITS, I)                                                    \
    extern "C" __global__ void __launch_bounds__(CUTT_TILE * CUTT_TILE_ROWS)                   \
        cutt_##ALGO##_e##BYTES##_i##BITS(const __grid_constant__ cutt_tiled_params p,          \
                                         const T* __restrict__ in, T* __restrict__ out) {      \
        ALGO<T, I>(p, in, out);                                                                \
    }

#define CUTT_ENTRIES(ALGO)                                \
    CUTT_ENTRY(ALGO, 1, unsigned char, 32, u32)           \
    CUTT_ENTRY(ALGO, 1, unsigned char, 64, cutt_u64)      \
    CUTT_ENTRY(ALGO, 2, unsigned short, 32, u32)          \
    CUTT_ENTRY(ALGO, 2, unsigned short, 64, cutt_u64)     \
    CUTT_ENTRY(ALGO, 4, unsigned int, 32, u32)            \
    CUTT_ENTRY(ALGO, 4, unsigned int, 64, cutt_u64)       \
    CUTT_ENTRY(ALGO, 8, uint2, 32, u32)                   \
    CUTT_ENTRY(ALGO, 8, uint2, 64, cutt_u64)              \
    CUTT_ENTRY(ALGO, 16, uint4, 32, u32)                  \
    CUTT_ENTRY(ALGO, 16, uint4, 64, cutt_u64)

CUTT_ENTRIES(tiled)
CUTT_ENTRIES(tiled_copy)
