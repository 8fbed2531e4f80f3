// Packed and PackedSplit for tiles past CUTT_MAX_TILE_VOLUME positions
// (compute_80 and later: cp.async). Such tiles give runs long enough on
// both sides (ttc57's [48, 28, 28, 28, 48] reversed: a 48 x 2 by 48 x 2
// tile, 768-byte runs each way, where 8192 positions allow 384 bytes on
// one side), but their data would not fit registers: the register kernel
// of cuda/packed.cu at 16 slots measured 0.81 of memcpy on that case
// against 0.90 here (bench/exp/long_runs.cu).
//
// A tile goes from global memory straight into one of two shared-memory
// stages (cp.async: no registers hold the data), and each block's next
// tile is in flight while it writes one. Thread `tid` owns positions
// tid + r * blockDim.x as in cuda/packed.cu, located once per block.
#include "packed.cuh"

// Elements of one stage: the padded tile, rounded up to 16 bytes so that
// the second stage starts aligned for cp.async.
template <typename T>
__device__ __forceinline__ u32 stage_elements(const cutt_packed_params& p) {
    constexpr u32 per_16_bytes = 16 / sizeof(T);
    const u32 elements = padded(p.volume - 1, p.smem_pad_shift) + 1;
    return (elements + per_16_bytes - 1) / per_16_bytes * per_16_bytes;
}

// Copies one element from global to shared memory without registers.
template <typename T>
__device__ __forceinline__ void copy_async(T* smem_dst, const T* src) {
    const u32 dst = (u32)__cvta_generic_to_shared(smem_dst);
    asm volatile("cp.async.ca.shared.global [%0], [%1], %2;\n" ::"r"(dst), "l"(src), "n"(sizeof(T)));
}

// Where a block's tile lies, and the bound of its slots' keys.
struct staged_tile {
    u32 in_base;
    u32 out_base;
    u32 bound;
};

// The slots of one thread. A key holds the slot's coordinate along the
// split dimension in input order (bits 0-15) and output order (bits
// 16-31): one register where cuda/packed.cu keeps two (a split chunk is at
// most CUTT_STAGED_THREADS x CUTT_STAGED_SLOTS < 2^16 long).
template <int R>
struct staged_slots {
    u32 in_off[R];
    u32 out_off[R];
    u32 smem_read[R];
    u32 key[R];
};

template <int R, bool SPLIT>
__device__ __forceinline__ void locate_staged(const cutt_packed_params& p, staged_slots<R>& s) {
    const u32 split_in = SPLIT ? p.split_in_dim : CUTT_MAX_TILE_DIMS;
    const u32 split_out = SPLIT ? p.split_out_dim : CUTT_MAX_TILE_DIMS;
    // Slots are located in groups of G (overlapping G division chains):
    // larger groups spill, and split kernels, with two keys per slot while
    // locating, take one slot at a time as cuda/packed.cu does.
    constexpr int G = SPLIT ? 1 : 6;
#pragma unroll
    for (int g = 0; g < R; g += G) {
        u32 pos[G], in_key[G], out_key[G], unused[G];
#pragma unroll
        for (int r = 0; r < G; ++r) pos[r] = threadIdx.x + (g + r) * blockDim.x;
        locate<u32, G, SPLIT>(p.in_dims, p.tile_rank, split_in, pos, s.in_off + g, unused, in_key,
                              false);
        locate<u32, G, SPLIT>(p.out_dims, p.tile_rank, split_out, pos, s.out_off + g,
                              s.smem_read + g, out_key, true);
#pragma unroll
        for (int r = 0; r < G; ++r) {
            s.smem_read[g + r] = padded(s.smem_read[g + r], p.smem_pad_shift);
            s.key[g + r] = pos[r] < p.volume ? in_key[r] | out_key[r] << 16 : CUTT_NO_POSITION;
        }
    }
}

// Starts copying tile t (when there is one) into `stage` and commits the
// copies as one group (an empty group past the last tile, so that every
// iteration waits for the same count). Returns where the tile lies.
template <typename T, int R, bool SPLIT>
__device__ __forceinline__ staged_tile issue_tile(const cutt_packed_params& p,
                                                  const T* __restrict__ in,
                                                  const staged_slots<R>& s, u32 t, T* stage) {
    staged_tile tile = {0, 0, 0};
    if (t < (u32)p.num_tiles) {
        packed_origin<u32, SPLIT>(p, t, tile.in_base, tile.out_base, tile.bound);
#pragma unroll
        for (int r = 0; r < R; ++r) {
            if ((s.key[r] & 0xffffu) < tile.bound)
                copy_async(stage + padded(threadIdx.x + r * blockDim.x, p.smem_pad_shift),
                           in + tile.in_base + s.in_off[r]);
        }
    }
    asm volatile("cp.async.commit_group;\n" ::);
    return tile;
}

// Tiles k = 0, 1, ... of a block (tile number blockIdx.x + k gridDim.x) use
// stage k % 2. Iteration k waits for its own copies, then one barrier makes
// tile k visible to the block and guarantees every thread is done reading
// stage (k + 1) % 2 (tile k - 1), into which tile k + 1 is then issued
// before tile k is written out.
template <typename T, int R, bool SPLIT>
__device__ __forceinline__ void packed_staged(const cutt_packed_params& p,
                                              const T* __restrict__ in, T* __restrict__ out) {
    extern __shared__ __align__(16) unsigned char smem_bytes[];
    T* stages[2] = {reinterpret_cast<T*>(smem_bytes),
                    reinterpret_cast<T*>(smem_bytes) + stage_elements<T>(p)};
    staged_slots<R> s;
    locate_staged<R, SPLIT>(p, s);
    u32 stage = 0;
    staged_tile tile = issue_tile<T, R, SPLIT>(p, in, s, blockIdx.x, stages[0]);
    for (u32 t = blockIdx.x; t < (u32)p.num_tiles; t += gridDim.x) {
        asm volatile("cp.async.wait_group 0;\n" ::);
        __syncthreads();
        const staged_tile next = issue_tile<T, R, SPLIT>(p, in, s, t + gridDim.x, stages[stage ^ 1]);
        const T* data = stages[stage];
#pragma unroll
        for (int r = 0; r < R; ++r) {
            if ((s.key[r] >> 16) < tile.bound) out[tile.out_base + s.out_off[r]] = data[s.smem_read[r]];
        }
        tile = next;
        stage ^= 1;
    }
}

// Entry points cutt_packed_staged[_split]_r18_e{4,8}_i32 (16-byte elements
// would not fit two stages of a tile past CUTT_MAX_TILE_VOLUME positions).
// Launch geometry: block (threads, 1, 1) with threads a multiple of 32, at
// most CUTT_STAGED_THREADS, and threads * CUTT_STAGED_SLOTS >= volume;
// grid (min(num_tiles, 2^31 - 1), 1, 1); positions and tile numbers below
// 2^31; dynamic shared memory 2 * stage_elements(p) * sizeof(T) bytes.
static_assert(CUTT_STAGED_SLOTS == 18, "the entry points' names say r18");
#define CUTT_STAGED_ENTRY(NAME, SPLIT, BYTES, T)                                                 \
    extern "C" __global__ void __launch_bounds__(CUTT_STAGED_THREADS)                            \
        cutt_##NAME##_r18_e##BYTES##_i32(const __grid_constant__ cutt_packed_params p,           \
                                         const T* __restrict__ in, T* __restrict__ out) {        \
        packed_staged<T, CUTT_STAGED_SLOTS, SPLIT>(p, in, out);                                  \
    }

CUTT_STAGED_ENTRY(packed_staged, false, 4, unsigned int)
CUTT_STAGED_ENTRY(packed_staged, false, 8, uint2)
CUTT_STAGED_ENTRY(packed_staged_split, true, 4, unsigned int)
CUTT_STAGED_ENTRY(packed_staged_split, true, 8, uint2)
