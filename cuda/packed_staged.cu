// Packed for tiles past CUTT_MAX_TILE_VOLUME positions (compute_80 and
// later: cp.async). Such tiles give runs long enough on
// both sides (ttc57's [48, 28, 28, 28, 48] reversed: a 48 x 2 by 48 x 2
// tile, 768-byte runs each way, where 8192 positions allow 384 bytes on
// one side), but their data would not fit registers: the register kernel
// of cuda/packed.cu at 16 slots measured 0.81 of memcpy on that case
// against 0.90 through stages (bench/exp/long_runs.cu).
//
// A tile goes from global memory straight into one of two shared-memory
// stages (cp.async: no registers hold the data), and each block's next
// tile is in flight while it writes one. Thread `tid` owns positions
// tid + r * blockDim.x as in cuda/packed.cu, located once per block.
#include "l2_hints.cuh"
#include "packed.cuh"

// Elements of one stage: the padded tile, rounded up to 16 bytes so that
// the second stage starts aligned for cp.async.
template <typename T>
__device__ __forceinline__ u32 stage_elements(const cutt_packed_params& p) {
    constexpr u32 per_16_bytes = 16 / sizeof(T);
    const u32 elements = padded(p.volume - 1, p.smem_pad_shift) + 1;
    return (elements + per_16_bytes - 1) / per_16_bytes * per_16_bytes;
}

// Copies one element from global to shared memory without registers, with
// the L2 policy `policy` (input_policy).
template <typename T>
__device__ __forceinline__ void copy_async(T* smem_dst, const T* src, cutt_u64 policy) {
    const u32 dst = (u32)__cvta_generic_to_shared(smem_dst);
    asm volatile("cp.async.ca.shared.global.L2::cache_hint [%0], [%1], %2, %3;\n" ::"r"(dst),
                 "l"(src), "n"(sizeof(T)), "l"(policy));
}

// The slots of one thread: where each position lies in the input, the
// output and the stage (output order), and how many of them lie in the tile
// (slots r < valid: positions grow with r).
template <int R>
struct staged_slots {
    u32 in_off[R];
    u32 out_off[R];
    u32 smem_read[R];
    u32 valid;
};

template <int R>
__device__ __forceinline__ void locate_staged(const cutt_packed_params& p, staged_slots<R>& s) {
    // Slots are located in groups of G, overlapping G division chains:
    // larger groups spill.
    constexpr int G = 6;
    static_assert(R % G == 0, "slots are located in whole groups");
#pragma unroll
    for (int g = 0; g < R; g += G) {
        u32 pos[G], unused_key[G], unused_smem[G];
#pragma unroll
        for (int r = 0; r < G; ++r) pos[r] = threadIdx.x + (g + r) * blockDim.x;
        locate<u32, G, false>(p.in_dims, p.tile_rank, CUTT_MAX_TILE_DIMS, pos, s.in_off + g,
                              unused_smem, unused_key, false);
        locate<u32, G, false>(p.out_dims, p.tile_rank, CUTT_MAX_TILE_DIMS, pos, s.out_off + g,
                              s.smem_read + g, unused_key, true);
#pragma unroll
        for (int r = 0; r < G; ++r) s.smem_read[g + r] = padded(s.smem_read[g + r], p.smem_pad_shift);
    }
    s.valid = threadIdx.x < p.volume ? (p.volume - threadIdx.x + blockDim.x - 1) / blockDim.x : 0;
}

// Starts copying tile t (when there is one) into `stage` and commits the
// copies as one group (an empty group past the last tile, so that every
// iteration waits for the same count). Returns the tile's output offset.
template <typename T, int R>
__device__ __forceinline__ u32 issue_tile(const cutt_packed_params& p, const T* __restrict__ in,
                                          const staged_slots<R>& s, u32 t, T* stage,
                                          cutt_u64 policy) {
    u32 in_base = 0, out_base = 0, bound;
    if (t < (u32)p.num_tiles) {
        packed_origin<u32, false>(p, t, in_base, out_base, bound);
#pragma unroll
        for (int r = 0; r < R; ++r) {
            if (r < s.valid)
                copy_async(stage + padded(threadIdx.x + r * blockDim.x, p.smem_pad_shift),
                           in + in_base + s.in_off[r], policy);
        }
    }
    asm volatile("cp.async.commit_group;\n" ::);
    return out_base;
}

// Tiles k = 0, 1, ... of a block (tile number blockIdx.x + k gridDim.x) use
// stage k % 2. Iteration k waits for its own copies, then one barrier makes
// tile k visible to the block and guarantees every thread is done reading
// stage (k + 1) % 2 (tile k - 1), into which tile k + 1 is then issued
// before tile k is written out.
template <typename T, int R>
__device__ __forceinline__ void packed_staged(const cutt_packed_params& p,
                                              const T* __restrict__ in, T* __restrict__ out) {
    extern __shared__ __align__(16) unsigned char smem_bytes[];
    T* const first_stage = reinterpret_cast<T*>(smem_bytes);
    const u32 stage_stride = stage_elements<T>(p);
    staged_slots<R> s;
    locate_staged<R>(p, s);
    u32 stage = 0;
    const cutt_u64 policy = input_policy<true>(p.l2_keep_input);
    u32 out_base = issue_tile<T, R>(p, in, s, blockIdx.x, first_stage, policy);
    for (u32 t = blockIdx.x; t < (u32)p.num_tiles; t += gridDim.x) {
        asm volatile("cp.async.wait_group 0;\n" ::);
        __syncthreads();
        const u32 next_out_base =
            issue_tile<T, R>(p, in, s, t + gridDim.x, first_stage + (stage ^ 1) * stage_stride,
                             policy);
        const T* data = first_stage + stage * stage_stride;
#pragma unroll
        for (int r = 0; r < R; ++r) {
            if (r < s.valid) out[out_base + s.out_off[r]] = data[s.smem_read[r]];
        }
        out_base = next_out_base;
        stage ^= 1;
    }
}

// Entry point cutt_packed_staged_r18_e8_i32: Packed only, with tiles whose
// chunks divide their extents (PackedSplit's bounds cost 0.02 of memcpy
// here, bench/exp/staged_slots.cu), of 8-byte elements (staged 4-byte tiles
// measured 0.2-0.8 of the best candidate's speed, and 16-byte tiles past
// CUTT_MAX_TILE_VOLUME positions do not fit two stages).
// Launch geometry: block (threads, 1, 1) with threads a multiple of 32, at
// most CUTT_STAGED_THREADS, and threads * CUTT_STAGED_SLOTS >= volume;
// grid (min(num_tiles, 2^31 - 1), 1, 1); positions and tile numbers below
// 2^31; dynamic shared memory 2 * stage_elements(p) * 8 bytes.
static_assert(CUTT_STAGED_SLOTS == 18, "the entry point's name says r18");
extern "C" __global__ void __launch_bounds__(CUTT_STAGED_THREADS)
    cutt_packed_staged_r18_e8_i32(const __grid_constant__ cutt_packed_params p,
                                  const uint2* __restrict__ in, uint2* __restrict__ out) {
    cutt_await_previous_grid();
    packed_staged<uint2, CUTT_STAGED_SLOTS>(p, in, out);
}
