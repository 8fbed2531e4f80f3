// Kernel parameters shared with the Rust planner (src/plan/params.rs mirrors
// them field for field, with the sizes asserted at compile time there).
// Every plan's data reaches the kernels by value as a __grid_constant__
// parameter: no per-plan device allocation, no host-to-device copy.
#pragma once

// Tile edge and rows of threads; the planner's TILE and TILE_ROWS.
#define CUTT_TILE 32
#define CUTT_TILE_ROWS 8
// Tiled tiles of 4-byte elements span this many elements each way (the
// planner's WIDE_TILE): 256-byte rows, where 32 elements make only 128.
#define CUTT_WIDE_TILE 64
// Tiled tiles of 1- and 2-byte elements span this many bytes each way (the
// planner's WORD_TILE_BYTES).
#define CUTT_WORD_TILE_BYTES 128
// Dimensions the grid walks besides the two tile dimensions. A problem has at
// most 32 dimensions, plus one when an element is split into aligned words.
#define CUTT_MAX_GRID_DIMS 31

typedef unsigned long long cutt_u64;

// Division by an invariant divisor d < 2^31 of numerators below 2^31 (the
// 32-bit kernels): q = (umulhi(n, magic) + n) >> shift, with
// shift = ceil(log2 d) and magic = floor(2^32 (2^shift - d) / d) + 1.
// The 64-bit kernels divide normally and ignore magic and shift.
struct cutt_divisor {
    unsigned int magic;
    unsigned int shift;
};

// A dimension enumerated by the grid: coordinate c moves the input by
// c * in_stride elements and the output by c * out_stride elements.
struct cutt_grid_dim {
    cutt_u64 extent;
    cutt_u64 in_stride;
    cutt_u64 out_stride;
    struct cutt_divisor div;
};

// A tile spans dimension `a` (input dimension 0: input stride 1) by
// dimension `b`. Tiled reads tile rows along a and writes them along b
// (b_out_stride is then 1); TiledCopy keeps a contiguous on both sides.
// Tiles are numbered with the tile index along b varying fastest when
// b_first is 1 (Tiled: blocks that run together then write whole output
// rows, so L2 merges the sectors two tiles share), along a otherwise. The
// grid holds the other side's tile index (the slow side) with the strides
// of a tile's step along it: along b first at a's place in the output's
// order, so that blocks resident together write neighbouring output rows
// at every rank; along a first before every other grid dimension. The
// kernels keep the slow side's index from the walk, for the tile's origin
// along it.
struct cutt_tiled_params {
    cutt_u64 a_extent;
    cutt_u64 a_out_stride;
    cutt_u64 b_extent;
    cutt_u64 b_in_stride;
    cutt_u64 b_out_stride;
    cutt_u64 tiles_a;
    cutt_u64 tiles_b;
    cutt_u64 num_tiles;
    struct cutt_divisor tiles_a_div;
    struct cutt_divisor tiles_b_div;
    // The slow side's place in grid (64 bits keep the struct free of
    // padding).
    cutt_u64 slow_at;
    unsigned int grid_rank;
    unsigned int b_first;
    // 1: Tiled of 8-byte elements, or of the words of 1- and 2-byte
    // elements (tiled_aligned, tiled_aligned_sectors), loads its input with
    // the L2 prefetch hint of 256 bytes (compute capability 8.0 and later;
    // cuda/tiled.cu).
    unsigned int l2_prefetch;
    // 1: the launch loads its input with the L2 policy evict_last (compute
    // capability 8.0 and later; cuda/l2_hints.cuh `input_policy`; which Tiled
    // and RowCopy launches: src/plan/mod.rs `l2_keep_input`).
    unsigned int l2_keep_input;
    // Folded tiles (tiled_folded of cuda/tiled.cu; the other kernels ignore
    // these). Tile position q along a is (q % a_inner, q / a_inner): input
    // dimension 0, whole (a_inner elements, output stride
    // a_inner_out_stride), by a_chunk positions of dimension a (input stride
    // a_in_stride), the tile's outer dimension. Along b likewise: output
    // dimension 0 whole (b_inner elements, input stride b_inner_in_stride)
    // by b_chunk positions of dimension b. A side that is not folded has
    // inner 1, its chunk the tile's edge, and a_in_stride 1.
    cutt_u64 a_in_stride;
    cutt_u64 a_inner_out_stride;
    cutt_u64 b_inner_in_stride;
    unsigned int a_inner;
    unsigned int a_chunk;
    unsigned int b_inner;
    unsigned int b_chunk;
    struct cutt_grid_dim grid[CUTT_MAX_GRID_DIMS];
};
static_assert(sizeof(cutt_tiled_params) == 12 * 8 + 2 * 8 + 8 * 4 + 32 * CUTT_MAX_GRID_DIMS,
              "the size src/plan/params.rs asserts for TiledParams");

// Packed tiles hold at most this many dimensions (every canonical extent is
// at least 2 and a tile at most CUTT_MAX_TILE_VOLUME positions).
#define CUTT_MAX_TILE_DIMS 16
// Positions in a packed tile: 1024 threads x 8 register slots.
#define CUTT_MAX_TILE_VOLUME 8192
// Threads of a block of the staged packed kernel (cuda/packed_staged.cu)
// at most: it keeps no positions in registers.
#define CUTT_STAGED_THREADS 1024
// Positions of an output run that the 8-byte staged kernel's tables hold at
// most (STAGED_TABLE_RUN_MOST of src/plan/params.rs, which says why).
#define CUTT_STAGED_TABLE_RUN_MOST 1024

// One dimension of a packed tile. `extent` is the tile's extent along it (a
// chunk of the tensor's extent for the split dimension); coordinate c moves
// the input by c * in_stride, the output by c * out_stride and the tile in
// shared memory by c * smem_stride elements.
struct cutt_tile_dim {
    unsigned int extent;
    unsigned int smem_stride;
    cutt_u64 in_stride;
    cutt_u64 out_stride;
    struct cutt_divisor div;
};

// Packed and PackedSplit: a tile is the product of several input and output
// dimensions, stored in shared memory in input order. in_dims lists them in
// input order, out_dims in output order. PackedSplit cuts one of them
// (split_extent long) into chunks of split_chunk; grid[0] then enumerates the
// chunks, and split_in_dim / split_out_dim name it in in_dims / out_dims.
struct cutt_packed_params {
    cutt_u64 num_tiles;
    unsigned int volume;
    unsigned int tile_rank;
    unsigned int split_extent;
    unsigned int split_chunk;
    unsigned int split_in_dim;
    unsigned int split_out_dim;
    unsigned int grid_rank;
    // Tile position p lies at p + (p >> smem_pad_shift) in shared memory
    // (31: no padding).
    unsigned int smem_pad_shift;
    // Elements from the first tile buffer to the second (cuda/packed.cu,
    // pipelined Packed kernels of 8- and 16-byte elements): 0 for one
    // buffer, which takes a second barrier per tile. The staged kernel
    // (cuda/packed_staged.cu): elements from one stage to the next.
    unsigned int buffer_stride;
    // 1: Packed, PackedSplit and the staged kernel of 8-byte elements load
    // their input with the L2 policy evict_last (cuda/l2_hints.cuh; the
    // PTX of compute_90, and of compute_80 for the staged kernel).
    unsigned int l2_keep_input;
    // The Packed kernels of words (cuda/packed.cu `packed_words`): the
    // index in out_dims of input dimension 0. Their tile positions are
    // 32-bit words of K = 4 / sizeof(element) elements: volume counts
    // words, in_dims hold input dimension 0 in words, and out_dims describe
    // K x K blocks in output order: output dimension 0 and input dimension
    // 0 in words, every other dimension in elements. All strides count
    // words (out_dims' out_stride of input dimension 0 is the output
    // offset of K of its elements; its smem_stride is 1), and out_dims[0]'s
    // smem_stride is K times output dimension 0's word stride in shared
    // memory. The other kernels ignore word_row_dim.
    unsigned int word_row_dim;
    // 1: the register-slot Packed kernels of 1-, 2- and 4-byte elements
    // issue the next tile's loads before the barrier that publishes this
    // tile, not after it (cuda/packed.cu); the other kernels ignore it.
    unsigned int early_loads;
    struct cutt_tile_dim in_dims[CUTT_MAX_TILE_DIMS];
    struct cutt_tile_dim out_dims[CUTT_MAX_TILE_DIMS];
    struct cutt_grid_dim grid[CUTT_MAX_GRID_DIMS];
    // The tensor's elements: the staged kernels of 2- and 4-byte elements
    // copy no 16-byte chunk past them. The other kernels ignore it.
    cutt_u64 elements;
};
static_assert(sizeof(cutt_packed_params) ==
                  8 + 12 * 4 + 2 * 32 * CUTT_MAX_TILE_DIMS + 32 * CUTT_MAX_GRID_DIMS + 8,
              "the size src/plan/params.rs asserts for PackedParams");

// Programmatic dependent launch (sm_90 and later). The library launches the
// kernels of its compute_90 PTX with the launch attribute that lets a kernel
// start before the previous kernel in the stream has finished (the small
// sets' back-to-back calls gain the launch latency: bench/NOTES.md); every
// entry point therefore waits here, before it touches global memory, until
// that kernel has completed and its writes are visible. Without the
// attribute, and in PTX for older targets, there is nothing to wait for.
__device__ __forceinline__ void cutt_await_previous_grid() {
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
#endif
}

// n / d and n % d for the kernels' index type (see cutt_divisor).
__device__ __forceinline__ unsigned int cutt_div(unsigned int n, cutt_u64 d, cutt_divisor f) {
    return (__umulhi(n, f.magic) + n) >> f.shift;
}
__device__ __forceinline__ cutt_u64 cutt_div(cutt_u64 n, cutt_u64 d, cutt_divisor) {
    return n / d;
}

// Takes n's digit along a dimension of `extent` off n: returns n % extent
// and leaves n / extent in n.
template <typename I>
__device__ __forceinline__ I cutt_digit(I& n, cutt_u64 extent, cutt_divisor div) {
    const I q = cutt_div(n, extent, div);
    const I digit = n - q * (I)extent;
    n = q;
    return digit;
}

// Adds the offsets of tile number t's coordinates along grid[0..rank) to
// in_base and out_base (the grid walk of every kernel).
// T: the tile number's type, I: the offsets'.
template <typename T, typename I>
__device__ __forceinline__ void cutt_walk_grid(const cutt_grid_dim* grid, unsigned int rank, T t,
                                               I& in_base, I& out_base) {
    for (unsigned int k = 0; k < rank; ++k) {
        const I c = cutt_digit(t, grid[k].extent, grid[k].div);
        in_base += c * (I)grid[k].in_stride;
        out_base += c * (I)grid[k].out_stride;
    }
}
