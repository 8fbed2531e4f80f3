// cuTT's Packed and PackedSplit algorithms (cuTT paper, section 2.2).
//
// A tile is the product of the leading input dimensions and the leading
// output dimensions (cutt_packed_params). A block reads the tile in input
// order into shared memory, with runs as long as its leading input
// dimensions, and writes it in output order, with runs as long as its leading
// output dimensions. PackedSplit cuts the tile's largest dimension into
// chunks so that the tile fits; the last chunk may be shorter.
//
// Thread `tid` owns the R tile positions tid + r * blockDim.x. Their offsets
// do not depend on the tile, so each thread computes them once, into
// registers, and every tile costs only its base offsets. Those offsets
// (from the tile's origin) and the tile numbers are 32-bit in the kernels
// with 64-bit positions too: only the origins need 64 bits, and the planner
// drops tiles that would not fit (src/plan/candidates.rs
// `positions_fit_32_bits`). With 64-bit offsets and tile numbers ptxas
// spilled 20-216 bytes in the kernels of 8 slots, and PackedSplit of 8-byte
// elements ran a 23.6 GB rank-13 tensor at 0.44 of memcpy (now 0.53; its
// 8-slot kernels still spill) where its 32-bit form runs the same tile at
// 0.90 (runs zzzz107, zzzz118).
//
// Where the tile is one contiguous run of both sides (its dimensions are
// the first input and the first output dimensions), the Packed kernels
// compiled for runs load tile position q from in_base + q and store output
// position q at out_base + q, with the slots rotated by each run's offset
// from a warp-wide block, so that every warp moves whole 32-element blocks
// (256 bytes of 8-byte elements); a table, built once per block, gives
// each output position's shared-memory index. They gain 0.01-0.05 of
// memcpy on 8-byte tiles; kernels for runs of the output alone, or of
// 4-byte elements, lost (bench/NOTES.md), and a runtime flag in the
// general kernel slowed every other plan.
#include "l2_hints.cuh"
#include "packed.cuh"
#include "word_blocks.cuh"

// Loads the slots of the tile at in_base whose key is below bound.
template <bool HINTED, typename T, typename I, int R>
__device__ __forceinline__ void load_slots(const T* __restrict__ in, I in_base, const u32* in_off,
                                           const u32* in_key, u32 bound, cutt_u64 policy,
                                           T* value) {
#pragma unroll
    for (int r = 0; r < R; ++r) {
        if (in_key[r] < bound)
            value[r] = load_input<HINTED, false>(in + (in_base + in_off[r]), policy);
    }
}

// Slot `pos` of a tile whose slots are rotated back by `shift` (mod slots).
__device__ __forceinline__ u32 rotated(u32 pos, u32 shift, u32 slots) {
    return pos >= shift ? pos - shift : pos + slots - shift;
}

// The block's barrier that publishes a tile, with `load` (the next tile's
// loads) after it, or before it where `early` (cutt_params.cuh
// `early_loads`; the same for every thread). Moving the barrier, not the
// loads, compiles the loads once: two copies of them, or a loop around
// one, changed the registers of 30-40 entry points.
template <typename Load>
__device__ __forceinline__ void barrier_beside(bool early, Load load) {
    if (!early) __syncthreads();
    load();
    if (early) __syncthreads();
}

// Elements from the warp-wide block (32 elements) that holds p to p.
template <typename T>
__device__ __forceinline__ u32 warp_block_offset(const T* p) {
    return (u32)((size_t)p / sizeof(T) % 32);
}

// Loads the tile at in_base, one run of the input, with its slots rotated
// by the run's offset from a warp-wide block (position q = rotated(pos,
// shift) from in_base + q), and returns that offset.
template <bool HINTED, typename T, typename I, int R>
__device__ __forceinline__ u32 load_run(const T* __restrict__ in, I in_base, const u32* pos,
                                        u32 slots, u32 volume, cutt_u64 policy, T* value) {
    const u32 shift = warp_block_offset(in + in_base);
#pragma unroll
    for (int r = 0; r < R; ++r) {
        const u32 q = rotated(pos[r], shift, slots);
        if (q < volume) value[r] = load_input<HINTED, false>(in + (in_base + q), policy);
    }
    return shift;
}

template <typename T, typename I, int R, bool SPLIT, bool RUNS>
__device__ __forceinline__ void packed(const cutt_packed_params& p, const T* __restrict__ in,
                                       T* __restrict__ out) {
    extern __shared__ __align__(16) unsigned char smem_bytes[];
    T* const buffer = reinterpret_cast<T*>(smem_bytes);
    const u32 split_in = SPLIT ? p.split_in_dim : CUTT_MAX_TILE_DIMS;
    const u32 split_out = SPLIT ? p.split_out_dim : CUTT_MAX_TILE_DIMS;
    u32 in_off[R], out_off[R];
    u32 pos[R], in_key[R], out_key[R], smem_read[R], unused[R];
#pragma unroll
    for (int r = 0; r < R; ++r) pos[r] = threadIdx.x + r * blockDim.x;
    // Runs: a tile's slots are rotated by its run's offset from a warp-wide
    // block (in_shift: the input's, for the tile in `value`).
    const u32 slots = R * blockDim.x;
    u32 in_shift = 0;
    // Split kernels locate one slot at a time: their two sets of keys leave
    // no registers for overlapping the chains.
    constexpr int G = SPLIT ? 1 : R;
#pragma unroll
    for (int g = 0; g < R; g += G) {
        locate<u32, G, SPLIT>(p.in_dims, p.tile_rank, split_in, pos + g, in_off + g,
                              unused + g, in_key + g, false);
        locate<u32, G, SPLIT>(p.out_dims, p.tile_rank, split_out, pos + g, out_off + g,
                              smem_read + g, out_key + g, true);
    }
#pragma unroll
    for (int r = 0; r < R; ++r) {
        smem_read[r] = padded(smem_read[r], p.smem_pad_shift);
        if (pos[r] >= p.volume) {
            in_key[r] = CUTT_NO_POSITION;
            out_key[r] = CUTT_NO_POSITION;
        }
    }
    // Software pipeline: the next tile's loads are issued into registers
    // before this tile's stores, so both are in flight at once even with
    // one block per SM. Slots of more than 64 bytes per thread would spill
    // (64 registers at 1024 threads): those load each tile in turn.
    constexpr bool PIPELINE = R * sizeof(T) <= 64;
    static_assert(PIPELINE || !RUNS, "kernels for runs are compiled pipelined only");
    static_assert(!SPLIT || !RUNS, "a split tile is never one run");
    T value[R];
    // Only 8-byte elements gained from the L2 policy: 1-, 2-, 4- and 16-byte
    // Packed and PackedSplit lost 0.01-0.02 of memcpy with it (run zf).
    constexpr bool HINTED = sizeof(T) == 8;
    const cutt_u64 policy = input_policy<HINTED>(p.l2_keep_input);
    // Loads the tile at `base` (its slots' keys below `bnd`) into value;
    // returns its run's shift (0 but in the kernels for runs).
    const auto load_tile = [&](I base, u32 bnd) -> u32 {
        if constexpr (RUNS) {
            return load_run<HINTED, T, I, R>(in, base, pos, slots, p.volume, policy, value);
        } else {
            load_slots<HINTED, T, I, R>(in, base, in_off, in_key, bnd, policy, value);
            return 0;
        }
    };
    u32 t = blockIdx.x;
    I in_base = 0, out_base = 0;
    u32 bound = 0;
    if (PIPELINE && t < (u32)p.num_tiles) {
        packed_origin<I, SPLIT>(p, t, in_base, out_base, bound);
        in_shift = load_tile(in_base, bound);
    }
    // Two buffers (buffer_stride > 0): tile k goes to buffer k % 2, whose
    // last reader (tile k - 2) finished before tile k - 1's barrier, so one
    // barrier per tile suffices. Only pipelined Packed kernels of 8- and
    // 16-byte elements take them. With them, PackedSplit's 8-byte kernel
    // spilled and lost 0.02-0.04 of memcpy, 16-byte Packed (not pipelined)
    // up to 0.17, and the 1-, 2- and 4-byte Packed kernels lost 0.03-0.08
    // even with one buffer (bench/NOTES.md).
    constexpr bool TWO_BUFFERS = PIPELINE && !SPLIT && sizeof(T) >= 8;
    // Kernels of 1-, 2- and 4-byte elements issue the next tile's loads
    // before this tile's barrier where p.early_loads (launches of few
    // blocks per SM, src/plan/packed.rs `early_loads`); the 8-byte ones,
    // with two buffers, lost 0.014 of memcpy so (run zzzz163).
    constexpr bool EARLY_LOADS = sizeof(T) < 8;
    const u32 buffer_stride = TWO_BUFFERS ? p.buffer_stride : 0;
    // The table of the kernels for runs, after the buffers: output position q's
    // shared-memory index. The first tile's barrier orders its writes
    // before any read.
    u32* const table = reinterpret_cast<u32*>(buffer + buffer_stride +
                                              padded(p.volume - 1, p.smem_pad_shift) + 1);
    if constexpr (RUNS) {
#pragma unroll
        for (int r = 0; r < R; ++r) {
            if (pos[r] < p.volume) table[pos[r]] = smem_read[r];
        }
    }
    u32 second = 0;
    for (; t < (u32)p.num_tiles; t += gridDim.x) {
        T* const tile = buffer + second;
        second ^= buffer_stride;
        if (!PIPELINE) {
            packed_origin<I, SPLIT>(p, t, in_base, out_base, bound);
            in_shift = load_tile(in_base, bound);
        }
#pragma unroll
        for (int r = 0; r < R; ++r) {
            if constexpr (RUNS) {
                const u32 q = rotated(pos[r], in_shift, slots);
                if (q < p.volume) tile[padded(q, p.smem_pad_shift)] = value[r];
            } else if (in_key[r] < bound) {
                tile[padded(threadIdx.x + r * blockDim.x, p.smem_pad_shift)] = value[r];
            }
        }
        const u32 next = t + gridDim.x;
        I next_in = 0, next_out = 0;
        u32 next_bound = 0, next_shift = 0;
        barrier_beside(EARLY_LOADS && p.early_loads, [&] {
            if (PIPELINE && next < (u32)p.num_tiles) {
                packed_origin<I, SPLIT>(p, next, next_in, next_out, next_bound);
                next_shift = load_tile(next_in, next_bound);
            }
        });
        if constexpr (RUNS) {
            const u32 shift = warp_block_offset(out + out_base);
#pragma unroll
            for (int r = 0; r < R; ++r) {
                const u32 q = rotated(pos[r], shift, slots);
                if (q < p.volume) out[out_base + q] = tile[table[q]];
            }
        } else {
#pragma unroll
            for (int r = 0; r < R; ++r) {
                if (out_key[r] < bound) out[out_base + out_off[r]] = tile[smem_read[r]];
            }
        }
        if (buffer_stride == 0) __syncthreads();
        if (PIPELINE) {
            in_base = next_in;
            out_base = next_out;
            bound = next_bound;
            in_shift = next_shift;
        }
    }
}

// Packed and PackedSplit of 1- and 2-byte elements whose tiles hold input
// dimension 0 and output dimension 0 in whole 32-bit words, in tensors
// where both do too and in buffers aligned to 4 bytes (src/plan/packed.rs
// `tile_words`; a split of either into chunks of whole words too): every
// run of both sides then starts on a word. Tile positions are words
// (cutt_packed_params `word_row_dim`): thread `tid` loads the input words
// tid + r * blockDim.x into shared memory in input order, then moves the
// K x K blocks tid + s * blockDim.x (s < R / K):
// it reads the block's K words along output dimension 0 (K elements of
// input dimension 0 each), transposes them in registers and stores K
// output words, one for each element of input dimension 0. The element
// kernels spend four load/store-unit operations per byte of 1-byte
// elements, the units' issue rate at copy speed; these spend one. On the
// H200, on the element kernels' own tiles (run zzw, bench/NOTES.md): 20
// DRAM-bound plans +0.045 to +0.555 of memcpy (1-byte [24, 28, 197, 156, 8]
// perm [4, 1, 0, 2, 3] 0.33 -> 0.89, 2-byte [78, 36, 47798] perm [1, 0, 2]
// 0.60 -> 0.90). Gathering each output word from K narrow shared loads
// instead measured up to 0.065 lower (bench/exp/packed_words.cu).
template <typename E, typename I, int R, bool SPLIT>
__device__ __forceinline__ void packed_words(const cutt_packed_params& p, const u32* __restrict__ in,
                                             u32* __restrict__ out) {
    constexpr u32 K = 4 / sizeof(E);
    constexpr int B = R / K;
    static_assert(B * K == R, "whole blocks of words per thread");
    extern __shared__ __align__(16) unsigned char smem_bytes[];
    u32* const tile = reinterpret_cast<u32*>(smem_bytes);
    const u32 split_in = SPLIT ? p.split_in_dim : CUTT_MAX_TILE_DIMS;
    const u32 split_out = SPLIT ? p.split_out_dim : CUTT_MAX_TILE_DIMS;
    const u32 blocks = p.volume / K;
    u32 in_off[R], out_off[B];
    u32 pos[R], in_key[R], unused[R], block[B], out_key[B], smem_read[B];
#pragma unroll
    for (int r = 0; r < R; ++r) pos[r] = threadIdx.x + r * blockDim.x;
#pragma unroll
    for (int s = 0; s < B; ++s) block[s] = threadIdx.x + s * blockDim.x;
    constexpr int G = SPLIT ? 1 : R;
#pragma unroll
    for (int g = 0; g < R; g += G)
        locate<u32, G, SPLIT>(p.in_dims, p.tile_rank, split_in, pos + g, in_off + g,
                              unused + g, in_key + g, false);
    locate<u32, B, SPLIT>(p.out_dims, p.tile_rank, split_out, block, out_off, smem_read,
                          out_key, true);
#pragma unroll
    for (int r = 0; r < R; ++r) {
        if (pos[r] >= p.volume) in_key[r] = CUTT_NO_POSITION;
    }
    // A split of output dimension 0 bounds its elements, and a block holds
    // K of them (a split of input dimension 0 bounds words on both sides).
#pragma unroll
    for (int s = 0; s < B; ++s) {
        if (SPLIT && split_out == 0) out_key[s] *= K;
        if (block[s] >= blocks) out_key[s] = CUTT_NO_POSITION;
    }
    // Output dimension 0's word stride in shared memory, and input
    // dimension 0's output stride per element, in words.
    const u32 along_b = p.out_dims[0].smem_stride / K;
    const I row = (I)(p.out_dims[p.word_row_dim].out_stride / K);
    u32 value[R];
    const auto load_tile = [&](I base, u32 bound) {
#pragma unroll
        for (int r = 0; r < R; ++r) {
            if (in_key[r] < bound) value[r] = __ldg(in + (base + in_off[r]));
        }
    };
    u32 t = blockIdx.x;
    I in_base = 0, out_base = 0;
    u32 bound = 0;
    if (t < (u32)p.num_tiles) {
        packed_origin<I, SPLIT>(p, t, in_base, out_base, bound);
        load_tile(in_base, bound);
    }
    for (; t < (u32)p.num_tiles; t += gridDim.x) {
#pragma unroll
        for (int r = 0; r < R; ++r) {
            if (in_key[r] < bound) tile[padded(pos[r], p.smem_pad_shift)] = value[r];
        }
        const u32 next = t + gridDim.x;
        I next_in = 0, next_out = 0;
        u32 next_bound = 0;
        barrier_beside(p.early_loads, [&] {
            if (next < (u32)p.num_tiles) {
                packed_origin<I, SPLIT>(p, next, next_in, next_out, next_bound);
                load_tile(next_in, next_bound);
            }
        });
#pragma unroll
        for (int s = 0; s < B; ++s) {
            if (out_key[s] >= bound) continue;
            u32 v[K], o[K];
#pragma unroll
            for (u32 j = 0; j < K; ++j) v[j] = tile[padded(smem_read[s] + j * along_b, p.smem_pad_shift)];
            transpose_block<sizeof(E)>(v, o);
#pragma unroll
            for (u32 i = 0; i < K; ++i) out[out_base + out_off[s] + i * row] = o[i];
        }
        __syncthreads();
        in_base = next_in;
        out_base = next_out;
        bound = next_bound;
    }
}

// Entry points cutt_packed[_split]_r{R}_e{bytes}_i{32,64}, and
// cutt_packed_runs_r{R}_e{8,16}_i{32,64} (R * bytes <= 64) for Packed tiles
// that are one run of both sides.
// Launch geometry: block (threads, 1, 1) with threads a multiple of 32, at
// most 1024, and threads * R >= volume; grid (min(num_tiles, 2^31 - 1), 1, 1);
// dynamic shared memory (padded(volume - 1) + 1) * sizeof(T) bytes, or
// (buffer_stride + padded(volume - 1) + 1) * sizeof(T) with two buffers
// (Packed of 8- and 16-byte elements with R * sizeof(T) <= 64 only; the
// others ignore buffer_stride); the kernels for runs take 4 * volume bytes
// more, for the table. With 64-bit positions too: at most 2^31 tiles, and
// every position's offsets from its tile's origin below 2^32.
#define CUTT_PACKED_ENTRY(NAME, SPLIT, RUNS, R, BYTES, T, BITS, I)                             \
    extern "C" __global__ void __launch_bounds__(1024)                                         \
        cutt_##NAME##_r##R##_e##BYTES##_i##BITS(const __grid_constant__ cutt_packed_params p,  \
                                                const T* __restrict__ in, T* __restrict__ out) { \
        cutt_await_previous_grid();                                                            \
        packed<T, I, R, SPLIT, RUNS>(p, in, out);                                              \
    }

#define CUTT_PACKED_WIDTHS(NAME, SPLIT, RUNS, R, BYTES, T)          \
    CUTT_PACKED_ENTRY(NAME, SPLIT, RUNS, R, BYTES, T, 32, u32)      \
    CUTT_PACKED_ENTRY(NAME, SPLIT, RUNS, R, BYTES, T, 64, cutt_u64)

#define CUTT_PACKED_SIZES(NAME, SPLIT, R)                         \
    CUTT_PACKED_WIDTHS(NAME, SPLIT, false, R, 1, unsigned char)   \
    CUTT_PACKED_WIDTHS(NAME, SPLIT, false, R, 2, unsigned short)  \
    CUTT_PACKED_WIDTHS(NAME, SPLIT, false, R, 4, unsigned int)    \
    CUTT_PACKED_WIDTHS(NAME, SPLIT, false, R, 8, uint2)           \
    CUTT_PACKED_WIDTHS(NAME, SPLIT, false, R, 16, uint4)

#define CUTT_PACKED_SLOTS(NAME, SPLIT)  \
    CUTT_PACKED_SIZES(NAME, SPLIT, 1)   \
    CUTT_PACKED_SIZES(NAME, SPLIT, 2)   \
    CUTT_PACKED_SIZES(NAME, SPLIT, 4)   \
    CUTT_PACKED_SIZES(NAME, SPLIT, 8)

CUTT_PACKED_SLOTS(packed, false)
CUTT_PACKED_SLOTS(packed_split, true)

CUTT_PACKED_WIDTHS(packed_runs, false, true, 1, 8, uint2)
CUTT_PACKED_WIDTHS(packed_runs, false, true, 2, 8, uint2)
CUTT_PACKED_WIDTHS(packed_runs, false, true, 4, 8, uint2)
CUTT_PACKED_WIDTHS(packed_runs, false, true, 8, 8, uint2)
CUTT_PACKED_WIDTHS(packed_runs, false, true, 1, 16, uint4)
CUTT_PACKED_WIDTHS(packed_runs, false, true, 2, 16, uint4)
CUTT_PACKED_WIDTHS(packed_runs, false, true, 4, 16, uint4)

// Entry points cutt_packed[_split]_words_r{R}_e{1,2}_i{32,64} (`packed_words`:
// R words a thread, R / K blocks; R = 4 or 8, src/plan/kernel.rs
// word_slots).
// Launch geometry: block (threads, 1, 1) with threads a multiple of 32, at
// most 1024, and threads * R >= volume (words); grid (min(num_tiles, 2^31 -
// 1), 1, 1); dynamic shared memory (padded(volume - 1) + 1) * 4 bytes. With
// 64-bit positions too: at most 2^31 tiles, and every word's offsets from
// its tile's origin below 2^32.
#define CUTT_PACKED_WORDS_ENTRY(NAME, SPLIT, R, BYTES, E, BITS, I)                              \
    extern "C" __global__ void __launch_bounds__(1024)                                          \
        cutt_##NAME##_r##R##_e##BYTES##_i##BITS(const __grid_constant__ cutt_packed_params p,   \
                                                const u32* __restrict__ in, u32* __restrict__ out) { \
        cutt_await_previous_grid();                                                             \
        packed_words<E, I, R, SPLIT>(p, in, out);                                               \
    }

#define CUTT_PACKED_WORDS_WIDTHS(NAME, SPLIT, R, BYTES, E)          \
    CUTT_PACKED_WORDS_ENTRY(NAME, SPLIT, R, BYTES, E, 32, u32)      \
    CUTT_PACKED_WORDS_ENTRY(NAME, SPLIT, R, BYTES, E, 64, cutt_u64)

#define CUTT_PACKED_WORDS_SLOTS(NAME, SPLIT, BYTES, E)     \
    CUTT_PACKED_WORDS_WIDTHS(NAME, SPLIT, 4, BYTES, E)      \
    CUTT_PACKED_WORDS_WIDTHS(NAME, SPLIT, 8, BYTES, E)

CUTT_PACKED_WORDS_SLOTS(packed_words, false, 1, unsigned char)
CUTT_PACKED_WORDS_SLOTS(packed_words, false, 2, unsigned short)
CUTT_PACKED_WORDS_SLOTS(packed_split_words, true, 1, unsigned char)
CUTT_PACKED_WORDS_SLOTS(packed_split_words, true, 2, unsigned short)
