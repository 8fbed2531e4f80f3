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
// registers, and every tile costs only its base offsets.
#include "packed.cuh"

// Loads the slots of the tile at in_base whose key is below bound.
template <typename T, typename I, int R>
__device__ __forceinline__ void load_slots(const T* __restrict__ in, I in_base, const I* in_off,
                                           const u32* in_key, u32 bound, T* value) {
#pragma unroll
    for (int r = 0; r < R; ++r) {
        if (in_key[r] < bound) value[r] = in[in_base + in_off[r]];
    }
}

template <typename T, typename I, int R, bool SPLIT>
__device__ __forceinline__ void packed(const cutt_packed_params& p, const T* __restrict__ in,
                                       T* __restrict__ out) {
    extern __shared__ __align__(16) unsigned char smem_bytes[];
    T* const buffer = reinterpret_cast<T*>(smem_bytes);
    const u32 split_in = SPLIT ? p.split_in_dim : CUTT_MAX_TILE_DIMS;
    const u32 split_out = SPLIT ? p.split_out_dim : CUTT_MAX_TILE_DIMS;
    I in_off[R], out_off[R];
    u32 pos[R], in_key[R], out_key[R], smem_read[R], unused[R];
#pragma unroll
    for (int r = 0; r < R; ++r) pos[r] = threadIdx.x + r * blockDim.x;
    // Split kernels locate one slot at a time: their two sets of keys leave
    // no registers for overlapping the chains.
    constexpr int G = SPLIT ? 1 : R;
#pragma unroll
    for (int g = 0; g < R; g += G) {
        locate<I, G, SPLIT>(p.in_dims, p.tile_rank, split_in, pos + g, in_off + g, unused + g,
                            in_key + g, false);
        locate<I, G, SPLIT>(p.out_dims, p.tile_rank, split_out, pos + g, out_off + g,
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
    T value[R];
    I t = blockIdx.x;
    I in_base = 0, out_base = 0;
    u32 bound = 0;
    if (PIPELINE && t < (I)p.num_tiles) {
        packed_origin<I, SPLIT>(p, t, in_base, out_base, bound);
        load_slots<T, I, R>(in, in_base, in_off, in_key, bound, value);
    }
    // Two buffers (buffer_stride > 0): tile k goes to buffer k % 2, whose
    // last reader (tile k - 2) finished before tile k - 1's barrier, so one
    // barrier per tile suffices. Only pipelined Packed kernels of 8- and
    // 16-byte elements take them. With them, PackedSplit's 8-byte kernel
    // spilled and lost 0.02-0.04 of memcpy, 16-byte Packed (not pipelined)
    // up to 0.17, and the 1-, 2- and 4-byte Packed kernels lost 0.03-0.08
    // even with one buffer (bench/NOTES.md).
    constexpr bool TWO_BUFFERS = PIPELINE && !SPLIT && sizeof(T) >= 8;
    const u32 buffer_stride = TWO_BUFFERS ? p.buffer_stride : 0;
    u32 second = 0;
    for (; t < (I)p.num_tiles; t += gridDim.x) {
        T* const tile = buffer + second;
        second ^= buffer_stride;
        if (!PIPELINE) {
            packed_origin<I, SPLIT>(p, t, in_base, out_base, bound);
            load_slots<T, I, R>(in, in_base, in_off, in_key, bound, value);
        }
#pragma unroll
        for (int r = 0; r < R; ++r) {
            if (in_key[r] < bound)
                tile[padded(threadIdx.x + r * blockDim.x, p.smem_pad_shift)] = value[r];
        }
        __syncthreads();
        const I next = t + gridDim.x;
        I next_in = 0, next_out = 0;
        u32 next_bound = 0;
        if (PIPELINE && next < (I)p.num_tiles) {
            packed_origin<I, SPLIT>(p, next, next_in, next_out, next_bound);
            load_slots<T, I, R>(in, next_in, in_off, in_key, next_bound, value);
        }
#pragma unroll
        for (int r = 0; r < R; ++r) {
            if (out_key[r] < bound) out[out_base + out_off[r]] = tile[smem_read[r]];
        }
        if (buffer_stride == 0) __syncthreads();
        if (PIPELINE) {
            in_base = next_in;
            out_base = next_out;
            bound = next_bound;
        }
    }
}

// Entry points cutt_packed[_split]_r{R}_e{bytes}_i{32,64}.
// Launch geometry: block (threads, 1, 1) with threads a multiple of 32, at
// most 1024, and threads * R >= volume; grid (min(num_tiles, 2^31 - 1), 1, 1);
// dynamic shared memory (padded(volume - 1) + 1) * sizeof(T) bytes, or
// (buffer_stride + padded(volume - 1) + 1) * sizeof(T) with two buffers
// (Packed of 8- and 16-byte elements with R * sizeof(T) <= 64 only; the
// others ignore buffer_stride).
#define CUTT_PACKED_ENTRY(NAME, SPLIT, R, BYTES, T, BITS, I)                                   \
    extern "C" __global__ void __launch_bounds__(1024)                                         \
        cutt_##NAME##_r##R##_e##BYTES##_i##BITS(const __grid_constant__ cutt_packed_params p,  \
                                                const T* __restrict__ in, T* __restrict__ out) { \
        cutt_await_previous_grid();                                                            \
        packed<T, I, R, SPLIT>(p, in, out);                                                    \
    }

#define CUTT_PACKED_SIZES(NAME, SPLIT, R)                              \
    CUTT_PACKED_ENTRY(NAME, SPLIT, R, 1, unsigned char, 32, u32)       \
    CUTT_PACKED_ENTRY(NAME, SPLIT, R, 1, unsigned char, 64, cutt_u64)  \
    CUTT_PACKED_ENTRY(NAME, SPLIT, R, 2, unsigned short, 32, u32)      \
    CUTT_PACKED_ENTRY(NAME, SPLIT, R, 2, unsigned short, 64, cutt_u64) \
    CUTT_PACKED_ENTRY(NAME, SPLIT, R, 4, unsigned int, 32, u32)        \
    CUTT_PACKED_ENTRY(NAME, SPLIT, R, 4, unsigned int, 64, cutt_u64)   \
    CUTT_PACKED_ENTRY(NAME, SPLIT, R, 8, uint2, 32, u32)               \
    CUTT_PACKED_ENTRY(NAME, SPLIT, R, 8, uint2, 64, cutt_u64)          \
    CUTT_PACKED_ENTRY(NAME, SPLIT, R, 16, uint4, 32, u32)              \
    CUTT_PACKED_ENTRY(NAME, SPLIT, R, 16, uint4, 64, cutt_u64)

#define CUTT_PACKED_SLOTS(NAME, SPLIT)  \
    CUTT_PACKED_SIZES(NAME, SPLIT, 1)   \
    CUTT_PACKED_SIZES(NAME, SPLIT, 2)   \
    CUTT_PACKED_SIZES(NAME, SPLIT, 4)   \
    CUTT_PACKED_SIZES(NAME, SPLIT, 8)

CUTT_PACKED_SLOTS(packed, false)
CUTT_PACKED_SLOTS(packed_split, true)
