// cuTT's Tiled and TiledCopy algorithms, and RowCopy.
//
// Both walk the tensor in tiles of dimensions a and b, CUTT_TILE elements
// each way (Tiled of 4-byte elements: CUTT_WIDE_TILE; of 1- and 2-byte
// elements: CUTT_WORD_TILE_BYTES bytes);
// every other dimension is enumerated by the block index (cutt_params.cuh).
// Blocks loop over tiles with a grid stride, so any grid size is correct and
// tensors with more tiles than a grid can hold need no special case.
//
// Index type I: unsigned 32-bit when the tensor has fewer than 2^31 elements,
// 64-bit otherwise. Pointer arithmetic on T* widens to 64-bit bytes, so the
// 32-bit path is also safe past 2^31 bytes.
#include "l2_hints.cuh"
#include "word_blocks.cuh"

typedef unsigned int u32;

// L2 and DRAM move global memory in sectors of this many bytes.
#define CUTT_SECTOR_BYTES 32

template <unsigned int EDGE, typename I>
__device__ __forceinline__ I min_tile(I extent, I start) {
    const I left = extent - start;
    return left < (I)EDGE ? left : (I)EDGE;
}

// Tile number t's indices along a and b, and the input and output offsets
// of its grid coordinates, the slower tile side's index among them
// (cutt_tiled_params). T is t's type: 32-bit whenever there are fewer than
// 2^31 tiles, so that the 64-bit kernels divide by multiplying too (a
// 64-bit division per tile costs more than moving a tile of 4-byte
// elements). One path for both orders: with a branch per order ptxas
// issued loads of cutt_tiled_e8_i32 or cutt_tiled_e16_i32 after their
// first shared-memory store (make check-sass). PEEL takes grid[0] out of
// the loop (the grid always holds the slow side's tiles): small-extent
// 8-byte tiles gain 0.02; tiled_bytes keeps the loop, its 2-byte tiles
// lost 0.014-0.034 peeled (bench/NOTES.md, runs zzzz7 and zzzz8).
template <bool PEEL = true, typename T, typename I>
__device__ __forceinline__ void tile_digits(const cutt_tiled_params& p, T t, I a_step, I b_step,
                                            T& a, T& b, I& in_base, I& out_base) {
    const bool b_first = p.b_first;
    const T fast = cutt_digit(t, b_first ? p.tiles_b : p.tiles_a,
                              b_first ? p.tiles_b_div : p.tiles_a_div);
    const I fast_step = b_first ? b_step : a_step;
    in_base = (I)fast * (fast_step * (I)(b_first ? p.b_in_stride : p.a_in_stride));
    out_base = (I)fast * (fast_step * (I)(b_first ? p.b_out_stride : p.a_out_stride));
    T slow = 0;
    unsigned int first = 0;
    if (PEEL) {
        slow = cutt_digit(t, p.grid[0].extent, p.grid[0].div);
        in_base += (I)slow * (I)p.grid[0].in_stride;
        out_base += (I)slow * (I)p.grid[0].out_stride;
        first = 1;
    }
    for (unsigned int k = first; k < p.grid_rank; ++k) {
        const T c = cutt_digit(t, p.grid[k].extent, p.grid[k].div);
        if (k == p.slow_at) slow = c;
        in_base += (I)c * (I)p.grid[k].in_stride;
        out_base += (I)c * (I)p.grid[k].out_stride;
    }
    a = b_first ? slow : fast;
    b = b_first ? fast : slow;
}

// Tile number t's origin a0, b0 in a and b and the input and output offsets
// of its corner (tiles of EDGE x EDGE_B elements).
template <unsigned int EDGE, unsigned int EDGE_B, bool PEEL, typename T, typename I>
__device__ __forceinline__ void tile_origin(const cutt_tiled_params& p, T t, I& a0, I& b0,
                                            I& in_base, I& out_base) {
    T a, b;
    tile_digits<PEEL>(p, t, (I)EDGE, (I)EDGE_B, a, b, in_base, out_base);
    a0 = (I)a * EDGE;
    b0 = (I)b * EDGE_B;
}

template <unsigned int EDGE, unsigned int EDGE_B, bool PEEL, typename T, typename I, typename Body>
__device__ __forceinline__ void for_each_tile_of(const cutt_tiled_params& p, Body body) {
    for (T t = blockIdx.x; t < (T)p.num_tiles; t += gridDim.x) {
        I a0, b0, in_base, out_base;
        tile_origin<EDGE, EDGE_B, PEEL>(p, t, a0, b0, in_base, out_base);
        body(in_base, out_base, min_tile<EDGE>((I)p.a_extent, a0),
             min_tile<EDGE_B>((I)p.b_extent, b0), (I)p.b_extent - b0);
    }
}

// Calls body(in_base, out_base, na, nb, b_left) for each tile this block
// owns, with the tile's valid extents na <= EDGE along a and nb <= EDGE_B
// along b, and the elements of b from the tile's first on. Tile numbers
// are of type N: 32-bit in every Tiled kernel but the ones for many tiles
// (tiled_many_tiles and its word kinds), which the planner runs for
// launches of more than 2^31 tiles (src/plan/candidates.rs
// `Candidate::kernel`). A 64-bit path beside the 32-bit one, taken at run
// time (for_each_tile_any), cost the 64-bit Tiled kernels registers
// (cutt_tiled_e8_i64: 48 and a 76-byte spill at five blocks, 32 and none
// at eight without it) and 0.10-0.16 of memcpy on 8-byte Tiled tensors
// past 2^31 elements (run zzzz123, bench/NOTES.md).
template <unsigned int EDGE, typename I, unsigned int EDGE_B = EDGE, bool PEEL = true,
          typename N = u32, typename Body>
__device__ __forceinline__ void for_each_tile(const cutt_tiled_params& p, Body body) {
    for_each_tile_of<EDGE, EDGE_B, PEEL, N, I>(p, body);
}

// Calls walk(N()) with the tile numbers' type N: 32-bit, but 64-bit where
// the 64-bit kernel has 2^31 tiles or more. For the kernels that have no
// kernel for many tiles: TiledCopy's, the only tiled candidate of problems
// whose dimension 0 stays first, and tiled_folded.
template <typename I, typename Walk>
__device__ __forceinline__ void with_tile_numbers(const cutt_tiled_params& p, Walk walk) {
    if (sizeof(I) == 4 || p.num_tiles < (1ull << 31))
        walk(u32());
    else
        walk(I());
}

// for_each_tile with tile numbers of either width (with_tile_numbers).
template <unsigned int EDGE, typename I, typename Body>
__device__ __forceinline__ void for_each_tile_any(const cutt_tiled_params& p, Body body) {
    with_tile_numbers<I>(p, [&](auto n) {
        for_each_tile_of<EDGE, EDGE, true, decltype(n), I>(p, body);
    });
}

// A thread's accesses to one side of a tile: rows [0, rows) of the side lie
// `stride` elements apart from `at`. Thread (tx, ty) takes row ty + 8 j
// (j < ROWS / 8) and position from + 32 i + tx in pass i, valid when it lies
// in [lo, hi). access(j, i, row start, row, position, valid) is called for
// each; valid is false for positions and rows outside the side.
template <unsigned int ROWS, unsigned int EDGE, typename P, typename I, typename Access>
__device__ __forceinline__ void for_each_pass(P at, I stride, I rows, u32 from, u32 lo, u32 hi,
                                              Access access) {
    const u32 tx = threadIdx.x;
    const u32 ty = threadIdx.y;
#pragma unroll
    for (u32 j = 0; j < ROWS / CUTT_TILE_ROWS; ++j) {
        const u32 row = ty + j * CUTT_TILE_ROWS;
        const P start = at + (I)row * stride;
#pragma unroll
        for (u32 i = 0; i < EDGE / CUTT_TILE; ++i) {
            const u32 pos = from + i * CUTT_TILE + tx;
            access(j, i, start, row, pos, pos - lo < hi - lo && (I)row < rows);
        }
    }
}

// Whether rows `stride` elements apart, the first at `row`, all start on a
// boundary of `bytes` bytes.
template <typename T, typename I>
__device__ __forceinline__ bool rows_aligned(const T* row, I stride, u32 bytes) {
    return (((size_t)row | (size_t)stride * sizeof(T)) & (bytes - 1)) == 0;
}

// The most units T (N of them to a 32-byte sector, N a power of 2) that
// any of the rows `stride` units apart from `row` lacks to reach a sector
// boundary: how far past its own rows the halo of a tile that owns its
// output sectors must reach. Rows N apart lie a multiple of a sector
// apart, so rows 0..N-1 take every shift there is; their residues modulo N
// are those congruent to row's modulo g = gcd(stride, N), so the largest
// shift is N - g where row's residue is a multiple of g, else N - (that
// residue modulo g). tiled_aligned_sectors' output rows 16 bytes off
// sectors (1-byte [50000, 46000]) need 16 of the 28 halo rows the largest
// shift takes; with the halo cut so, that case ran 0.862-0.865 -> 0.875-
// 0.878 of memcpy, but cases whose input rows start on sectors lost
// ([50048, 46000] 0.920-0.921 -> 0.911-0.913, [2000, 1200, 1000] perm [2,
// 0, 1] 0.912-0.918 -> 0.894-0.903), so only tiles whose input rows miss
// sectors cut it (runs zzzz115, zzzz116; bench/NOTES.md). tiled_sectors
// keeps its G - 1 rows: with them cut so, ptxas issued cutt_tiled_e8_i32's
// loads after its first shared-memory store (make check-sass) and spilled
// 12 more bytes in e8_i64.
template <u32 N, typename T, typename I>
__device__ __forceinline__ u32 most_shift(const T* row, I stride) {
    const u32 c = (u32)stride & (N - 1);
    const u32 g = c ? c & (0u - c) : N;
    const u32 rest = (u32)((size_t)row / sizeof(T)) & (g - 1);
    return rest ? N - rest : N - g;
}

// Shared-memory offsets of pass (j, i) from a thread's own element of the
// tile (row ty, position tx): compile-time constants, so that every access
// is one base address plus an immediate. Indexed by each pass's row and
// position instead, NVRTC 12.0's PTX (64-bit shared addresses) computed an
// address per access, which NVVM 13 folds, and ptxas issued 9 of e4_i32's
// 18 loads before the first shared-memory store (NVVM 13: 11).
template <unsigned int EDGE>
__device__ __forceinline__ constexpr int smem_offset(u32 j, u32 i) {
    return (int)(j * CUTT_TILE_ROWS * (EDGE + 1) + i * CUTT_TILE);
}

// The same for reading the tile transposed: from row tx (+ from), position ty.
template <unsigned int EDGE>
__device__ __forceinline__ constexpr int smem_offset_transposed(u32 j, u32 i) {
    return (int)(i * CUTT_TILE * (EDGE + 1) + j * CUTT_TILE_ROWS);
}

// Reads ROWS rows of the tile's input side (rows along b, positions along
// a) into shared memory, every load issued before the first store to shared
// memory. A lane outside the side loads the tile's first element all the
// same (predicated loads cost ptxas registers, and spills), and stores it
// in its place, which no output position reads: without predicates ptxas
// issues all of a 4- or 8-byte tile's loads before the first store (e4_i32:
// 18 of 18, with them 12). 16-byte tiles keep the predicate, without which
// ptxas interleaved their loads and stores.
template <unsigned int ROWS, unsigned int EDGE, bool PREFETCH = false, typename T, typename I>
__device__ __forceinline__ void load_side(T (*tile)[EDGE + 1], const T* src, I stride, I rows,
                                          I n, cutt_u64 policy) {
    T v[ROWS / CUTT_TILE_ROWS][EDGE / CUTT_TILE];
    for_each_pass<ROWS, EDGE>(src, stride, rows, 0, 0, (u32)n,
                              [&](u32 j, u32 i, const T* start, u32, u32 pos, bool valid) {
                                  const T* at = valid ? start + pos : src;
                                  v[j][i] = load_input<true, PREFETCH>(at, policy);
                              });
    T* mine = &tile[threadIdx.y][threadIdx.x];
    for_each_pass<ROWS, EDGE>(src, stride, rows, 0, 0, (u32)n,
                              [&](u32 j, u32 i, const T*, u32, u32, bool valid) {
                                  if (sizeof(T) < 16 || valid)
                                      mine[smem_offset<EDGE>(j, i)] = v[j][i];
                              });
}

// Writes positions [lo, hi) of the tile's output side (EDGE rows along a,
// EDGE_B positions along b), passes starting at `from`, from shared memory,
// all shared-memory reads first: stores behind branches that each waited
// for their own read kept ptxas from overlapping the reads. Every lane
// reads; positions past the side (at most from + EDGE_B - 1 < EDGE_B +
// CUTT_TILE_ROWS, from < G) stay within the tile's rows.
template <unsigned int EDGE, unsigned int EDGE_B, typename T, typename I>
__device__ __forceinline__ void store_side(const T (*tile)[EDGE + 1], T* dst, I stride, I rows,
                                           u32 from, u32 lo, u32 hi) {
    T v[EDGE / CUTT_TILE_ROWS][EDGE_B / CUTT_TILE];
    const T* mine = &tile[from + threadIdx.x][threadIdx.y];
    for_each_pass<EDGE, EDGE_B>(dst, stride, rows, from, lo, hi,
                                [&](u32 j, u32 i, T*, u32, u32, bool) {
                                    v[j][i] = mine[smem_offset_transposed<EDGE>(j, i)];
                                });
    for_each_pass<EDGE, EDGE_B>(dst, stride, rows, from, lo, hi,
                                [&](u32 j, u32 i, T* start, u32, u32 pos, bool valid) {
                                    if (valid) start[pos] = v[j][i];
                                });
}

// Position tx of the tile's output rows ty + 8 m (the part [0, s) of each
// row that the first tile along b owns besides its passes).
template <unsigned int EDGE, typename T, typename I>
__device__ __forceinline__ void store_row_heads(const T (*tile)[EDGE + 1], T* dst, I stride,
                                                I rows) {
    const u32 tx = threadIdx.x;
#pragma unroll
    for (u32 m = 0; m < EDGE / CUTT_TILE_ROWS; ++m) {
        const u32 row = threadIdx.y + m * CUTT_TILE_ROWS;
        if ((I)row < rows) dst[(I)row * stride + tx] = tile[tx][row];
    }
}

// Tiled of 4-, 8- and 16-byte elements: tiles of EDGE elements each way
// (CUTT_WIDE_TILE for 4-byte elements, whose 256-byte rows measured 0.97
// of memcpy on rows on lines against 0.85 for 32, CUTT_TILE otherwise),
// owning the output sectors that start in them. Where each tile wrote
// positions [0, EDGE) of its output rows, and those rows did not start on a
// 32-byte sector, the sectors at tile edges were written in two parts by
// different blocks (8-byte elements: 0.82-0.84 of memcpy against 0.91-0.94
// with rows on sectors, bench/exp/sector_rows.cu). A tile owns positions
// [s, s + EDGE) of a row, s bringing the row to a sector boundary, and the
// first tile along b also [0, s); the G - 1 input rows past the tile that
// this takes (the halo) are read with it. Rows 8 apart lie a multiple of G
// elements apart, so one s serves all of a thread's rows. s is 0 where the
// rows start on sectors, and where a tile spans its rows whole (b_extent <=
// EDGE): then the tile reads no halo. One load and one store path serve
// both cases: with a path of each, ptxas merged their loads and split them
// around the shared-memory stores (aligned rows 0.95 -> 0.79 of memcpy).
// 4-byte elements: 0.88-0.93 of memcpy on 2D transposes whose rows are off
// sectors where 64 x 64 tiles that did not own them, reading and writing
// in line-aligned passes, measured 0.70-0.87; reading the input side in
// line-aligned passes here measured 0.02-0.04 less (bench/exp/wide_sectors.cu).
// EDGE_B: the tile's elements along b (tiled_wide_b: 2 EDGE).
template <typename T, typename I, u32 EDGE, bool PREFETCH, u32 EDGE_B, typename N>
__device__ __forceinline__ void tiled_sectors_tiles(const cutt_tiled_params& p,
                                                    const T* __restrict__ in,
                                                    T* __restrict__ out,
                                                    T (*tile)[EDGE + 1]) {
    constexpr u32 G = CUTT_SECTOR_BYTES / sizeof(T);
    static_assert(CUTT_TILE_ROWS % G == 0, "a thread's rows share their offset from a sector");
    const I a_out = (I)p.a_out_stride;
    const I b_in = (I)p.b_in_stride;
    const u32 tx = threadIdx.x;
    const u32 ty = threadIdx.y;
    const bool whole_rows = p.b_extent <= EDGE_B;
    const cutt_u64 policy = input_policy<true>(p.l2_keep_input);
    for_each_tile<EDGE, I, EDGE_B, true, N>(p, [&](I in_base, I out_base, I na, I nb, I b_left) {
        T* dst = out + out_base;
        const bool shifted = !whole_rows && !rows_aligned(dst, a_out, CUTT_SECTOR_BYTES);
        const I rows = shifted ? min(b_left, (I)(EDGE_B + G - 1)) : nb;
        load_side<EDGE_B + CUTT_TILE_ROWS, EDGE, PREFETCH>(tile, in + in_base, b_in, rows, na,
                                                           policy);
        __syncthreads();
        const u32 s =
            shifted ? (G - (u32)((size_t)(dst + (I)ty * a_out) / sizeof(T)) % G) % G : 0;
        const bool first = b_left == (I)p.b_extent;
        const u32 lo = first ? 0 : s;
        const u32 hi = (u32)max((I)lo, min((I)(s + EDGE_B), b_left));
        store_side<EDGE, EDGE_B>(tile, dst, a_out, na, s, lo, hi);
        if (first && tx < min(s, hi)) store_row_heads<EDGE>(tile, dst, a_out, na);
        __syncthreads();
    });
}

// l2_prefetch (8-byte elements, compute capability 8.0 and later): input
// rows off 256 bytes straddle lines that two tiles along a read in parts,
// which DRAM then serves sector by sector; with the hint the first part's
// miss brings the whole aligned 256 bytes into L2 for the neighbour. 2D
// transposes along b first: [8193]^2 0.920 -> 0.944, [15860]^2 0.903 ->
// 0.945, [59256, 3950] 0.925 -> 0.940; along a first [3927, 58912] 0.895
// -> 0.914; but where the neighbour comes 30 MB later along b first
// ([3927, 58910]) 0.853 -> 0.765, and on rows on 256 bytes 0.003-0.012
// less (bench/exp/l2_prefetch.cu). The planner sets it (src/plan/tiled.rs).
template <typename T, typename I, u32 EDGE, u32 EDGE_B = EDGE, typename N = u32>
__device__ __forceinline__ void tiled_sectors(const cutt_tiled_params& p,
                                              const T* __restrict__ in, T* __restrict__ out) {
    // EDGE_B rows along b and the halo's, by EDGE positions (+1 against bank
    // conflicts) along a.
    __shared__ T tile[EDGE_B + CUTT_TILE_ROWS][EDGE + 1];
#if __CUDA_ARCH__ >= 800
    if constexpr (sizeof(T) == 8) {
        if (p.l2_prefetch)
            return tiled_sectors_tiles<T, I, EDGE, true, EDGE_B, N>(p, in, out, tile);
    }
#endif
    tiled_sectors_tiles<T, I, EDGE, false, EDGE_B, N>(p, in, out, tile);
}

// Tiled of 8-byte elements in tiles of CUTT_TILE along a by 2 CUTT_TILE
// along b, whose output pieces are 512 bytes: for tiles numbered along a
// first (src/plan/tiled.rs `wide_b`), where resident tiles write each
// output row in pieces across the row. bench/exp/wide_b.cu (run zy), set1's
// short-a 2D cases along a first: 0.913-0.923 of memcpy at four blocks per
// SM, 0.905-0.914 at six, against 0.907-0.916 for 32 x 32 tiles at six. In
// the library (run zzd, A/B against 32 x 32 tiles held to six blocks):
// set1's 16 such plans +0.001 to +0.032, mean +0.010.
template <typename T, typename I>
__device__ __forceinline__ void tiled_wide_b(const cutt_tiled_params& p,
                                             const T* __restrict__ in, T* __restrict__ out) {
    tiled_sectors<T, I, CUTT_TILE, 2 * CUTT_TILE>(p, in, out);
}

// Tiled for 1- and 2-byte elements: tiles of about CUTT_WORD_TILE_BYTES
// bytes each way, read and written as 32-bit words. One element per access
// would bound the kernel by the issue rate of loads and stores long before
// memory (notes/performance.md: 0.41 of memcpy for 1-byte elements). Where
// every row starts on a word, a thread reads one word from each of K = 4 /
// E neighbouring input rows and transposes that K x K block in registers
// with byte permutes (tiled_aligned, tiled_aligned_sectors); elsewhere the
// elements of each word go to shared memory one by one (tiled_bytes).

__device__ __forceinline__ u32 misalignment(const void* p) {
    return (u32)((size_t)p & 3);
}

// Bytes [0, n) of the tensor at p, as a word (n <= 4).
__device__ __forceinline__ u32 load_bytes(const unsigned char* p, u32 n) {
    u32 v = 0;
#pragma unroll
    for (u32 k = 0; k < 4; ++k)
        if (k < n) v |= (u32)p[k] << (8 * k);
    return v;
}

// Writes bytes [0, n) of v to p, where p + n does not pass the end of p's
// aligned word: with a 16-bit store where it is aligned, each L2 write
// costing as much as a whole sector's.
__device__ __forceinline__ void store_partial_word(unsigned char* p, u32 v, u32 n) {
    if (n && misalignment(p) & 1) {
        *p++ = (unsigned char)v;
        v >>= 8;
        --n;
    }
    if (n >= 2) {
        *(unsigned short*)p = (unsigned short)v;
        p += 2;
        v >>= 16;
        n -= 2;
    }
    if (n) *p = (unsigned char)v;
}

// Elements of the tensor: a and b by the grid's dimensions. A Tiled grid
// (TILED) also holds the slow tile side's tiles (grid[slow_at]), which a or
// b already counts; RowCopy's holds every dimension.
template <typename I, bool TILED>
__device__ __forceinline__ I tensor_volume(const cutt_tiled_params& p) {
    I volume = (I)p.a_extent * (I)p.b_extent;
    for (unsigned int k = 0; k < p.grid_rank; ++k)
        if (!TILED || k != p.slow_at) volume *= (I)p.grid[k].extent;
    return volume;
}

// Tiled for 1- and 2-byte elements where every row starts on a 32-bit word
// (src/plan/params.rs `rows_word_aligned`: buffers aligned to 4 bytes,
// input dimension 0 and output dimension 0 whole words, so every stride of
// either tensor is too): no shifts, halo or byte stores, all words whole.
// bench/exp/word_tile.cu measured this tile at 0.90-0.93 of memcpy on
// aligned 2D transposes, the kernel for rows anywhere of the time
// (tiled_words, since replaced) at 0.78-0.81. Where output rows miss
// sectors, tiled_aligned_sectors runs instead (`word_rows`). Both load with
// the 256-byte L2 prefetch hint where the planner sets p.l2_prefetch
// (src/plan/tiled.rs `l2_prefetch`): tiled_aligned_sectors where input rows
// are off 256 bytes, as for 8-byte elements, tiled_aligned wherever they
// start; 1-byte [50000, 46000] 0.830 -> 0.866 of memcpy, 2-byte [25008,
// 23008] 0.853 -> 0.926 (run zzk, bench/NOTES.md).
//
// Launch as Tiled; tiles of EDGE = 128 / E elements each way. Thread
// (tx, ty) reads word tx of input rows (ty + 8 j) K + r, j < 4, r < K, and
// writes word tx of output rows ty + 8 m.
//
// load_aligned_groups_as: thread (tx, ty)'s words of input rows
// (ty + 8 j) K + r, j < N, r < K; 0 for words past `na` elements and rows
// past `rows` (FULL: none are); PREFETCH: with the L2 prefetch hint.
template <unsigned int K, unsigned int N, bool FULL, bool PREFETCH, typename I>
__device__ __forceinline__ void load_aligned_groups_as(const u32* src, I in_row, I na, I rows,
                                                       u32 (&v)[N][K]) {
    const bool lane_in = FULL || (I)(threadIdx.x * K) < na;
#pragma unroll
    for (u32 j = 0; j < N; ++j)
#pragma unroll
        for (u32 r = 0; r < K; ++r) {
            const u32 b = (threadIdx.y + j * CUTT_TILE_ROWS) * K + r;
            const u32* at = src + (I)(j * CUTT_TILE_ROWS * K + r) * in_row;
            if constexpr (PREFETCH)
                v[j][r] = FULL || (lane_in && (I)b < rows) ? load_input<false, true>(at, 0) : 0u;
            else
                v[j][r] = FULL || (lane_in && (I)b < rows) ? __ldg(at) : 0u;
        }
}

// The same, with the 256-byte L2 prefetch hint where `prefetch`
// (p.l2_prefetch, compute capability 8.0 and later). The choice is made
// per tile, around the loads alone: with a loop of tiles for each, the
// kernels of 64-bit positions kept the rows' offsets live across both and
// spilled 660-784 bytes.
template <unsigned int K, unsigned int N, bool FULL, typename I>
__device__ __forceinline__ void load_aligned_groups(const u32* src, I in_row, I na, I rows,
                                                    bool prefetch, u32 (&v)[N][K]) {
#if __CUDA_ARCH__ >= 800
    if (prefetch) return load_aligned_groups_as<K, N, FULL, true>(src, in_row, na, rows, v);
#endif
    load_aligned_groups_as<K, N, FULL, false>(src, in_row, na, rows, v);
}

// Transposes thread (tx, ty)'s K x K blocks of groups j < N
// (load_aligned_groups) into the tile: output row a, logical word g at
// column g ^ (a / K).
template <unsigned int E, unsigned int N, unsigned int WORDS>
__device__ __forceinline__ void store_word_blocks(u32 (*tile)[WORDS], const u32 (&v)[N][4 / E]) {
    constexpr u32 K = 4 / E;
#pragma unroll
    for (u32 j = 0; j < N; ++j) {
        u32 o[K];
        transpose_block<E>(v[j], o);
#pragma unroll
        for (u32 k = 0; k < K; ++k)
            tile[threadIdx.x * K + k][(threadIdx.y + j * CUTT_TILE_ROWS) ^ threadIdx.x] = o[k];
    }
}

template <typename T, typename I, typename N = u32>
__device__ __forceinline__ void tiled_aligned(const cutt_tiled_params& p, const T* __restrict__ in,
                                              T* __restrict__ out) {
    constexpr u32 E = sizeof(T);
    constexpr u32 K = 4 / E;
    constexpr u32 EDGE = CUTT_WORD_TILE_BYTES / E;
    constexpr u32 WORDS = CUTT_WORD_TILE_BYTES / 4;
    constexpr u32 GROUPS = WORDS / CUTT_TILE_ROWS;
    // Output row a, logical word g at column g ^ (a / K): the K x K blocks a
    // warp stores (a / K = lane) fall in 32 different banks, and a warp
    // reading one row reads 32 different banks.
    __shared__ u32 tile[EDGE][WORDS];
    const u32 tx = threadIdx.x;
    const u32 ty = threadIdx.y;
    const I in_row = (I)p.b_in_stride / K;
    const I out_row = (I)p.a_out_stride / K;
    const bool prefetch = p.l2_prefetch;
    for_each_tile<EDGE, I, EDGE, true, N>(p, [&](I in_base, I out_base, I na, I nb, I) {
        const u32* src = (const u32*)(in + in_base) + tx + (I)(ty * K) * in_row;
        const bool full = na == (I)EDGE && nb == (I)EDGE;
        u32 v[GROUPS][K];
        if (full)
            load_aligned_groups<K, GROUPS, true>(src, in_row, na, nb, prefetch, v);
        else
            load_aligned_groups<K, GROUPS, false>(src, in_row, na, nb, prefetch, v);
        store_word_blocks<E>(tile, v);
        __syncthreads();
        u32* dst = (u32*)(out + out_base) + tx + (I)ty * out_row;
        const bool word_in = full || (I)(tx * K) < nb;
#pragma unroll
        for (u32 m = 0; m < EDGE / CUTT_TILE_ROWS; ++m) {
            const u32 a = ty + m * CUTT_TILE_ROWS;
            if (word_in && (full || (I)a < na))
                dst[(I)(m * CUTT_TILE_ROWS) * out_row] = tile[a][tx ^ (a / K)];
        }
        __syncthreads();
    });
}

// tiled_aligned for output rows that do not start on 32-byte sectors: the
// tile owns the output sectors that start in it, as tiled_sectors does for
// 8- and 16-byte elements. Where each tile wrote words [0, 32) of its
// output rows, the sectors at tile edges were written in parts by
// different blocks: bench/exp/sector_words.cu measured 1-byte 2D cases with
// rows on words but off sectors at 0.84-0.86 of memcpy this way, against
// 0.70-0.78 for tiled_aligned and tiled_words (then the kernel for rows
// anywhere), and 2-byte ones at 0.86-0.88
// against 0.61-0.89 (tiled_aligned held to five blocks per SM did best
// there before). A tile owns logical words [w, w + 32) of an output row, w
// < 8 bringing the row to a sector (rows 8 apart are a multiple of 32
// bytes apart, so one w serves all of a thread's rows), and the first tile
// along b also [0, w); the up to 7 K-row blocks of input past the tile
// that this takes (the halo) are read with it, into their own array: 7
// where input rows start on sectors, else as many as its rows' largest w
// (most_shift). w is
// 0 where the rows start on sectors, and where a tile spans its rows whole
// (b_extent <= EDGE): then the tile reads no halo.
//
// Launch as Tiled; tiles of EDGE = 128 / E elements each way. Thread
// (tx, ty) reads word tx of input rows (ty + 8 j) K + r, j < 5, r < K
// (group 4: the halo), and writes logical word w + tx of output rows
// ty + 8 m, and in the first tile along b also word tx < w.
template <typename T, typename I, typename N = u32>
__device__ __forceinline__ void tiled_aligned_sectors(const cutt_tiled_params& p,
                                                      const T* __restrict__ in,
                                                      T* __restrict__ out) {
    constexpr u32 E = sizeof(T);
    constexpr u32 K = 4 / E;
    constexpr u32 EDGE = CUTT_WORD_TILE_BYTES / E;
    constexpr u32 WORDS = CUTT_WORD_TILE_BYTES / 4;
    constexpr u32 GROUPS = WORDS / CUTT_TILE_ROWS;
    constexpr u32 SECTOR_WORDS = CUTT_SECTOR_BYTES / 4;
    // Output row a, logical word g < WORDS at column g ^ (a / K), as in
    // tiled_aligned; logical word WORDS + h at halo[h][(a % K) 32 + a / K]
    // (the K x K blocks a warp stores, and the words a warp reads, fall in
    // different banks).
    __shared__ u32 tile[EDGE][WORDS];
    __shared__ u32 halo[SECTOR_WORDS][EDGE + 1];
    const u32 tx = threadIdx.x;
    const u32 ty = threadIdx.y;
    const I in_row = (I)p.b_in_stride / K;
    const I out_row = (I)p.a_out_stride / K;
    const bool whole_rows = p.b_extent <= EDGE;
    const bool prefetch = p.l2_prefetch;
    for_each_tile<EDGE, I, EDGE, true, N>(p, [&](I in_base, I out_base, I na, I nb, I b_left) {
        u32* tile_out = (u32*)(out + out_base);
        const bool shifted = !whole_rows && !rows_aligned(tile_out, out_row, CUTT_SECTOR_BYTES);
        const u32 halo_words = rows_aligned(in + in_base, p.b_in_stride, CUTT_SECTOR_BYTES)
                                   ? SECTOR_WORDS - 1
                                   : most_shift<SECTOR_WORDS>(tile_out, out_row);
        const I rows = shifted ? min(b_left, (I)(EDGE + halo_words * K)) : nb;
        const u32* src = (const u32*)(in + in_base) + tx + (I)(ty * K) * in_row;
        u32 v[GROUPS + 1][K];
        load_aligned_groups<K, GROUPS + 1, false>(src, in_row, na, rows, prefetch, v);
#pragma unroll
        for (u32 j = 0; j <= GROUPS; ++j) {
            u32 o[K];
            transpose_block<E>(v[j], o);
#pragma unroll
            for (u32 k = 0; k < K; ++k) {
                if (j < GROUPS)
                    tile[tx * K + k][(ty + j * CUTT_TILE_ROWS) ^ tx] = o[k];
                else
                    halo[ty][k * 32 + tx] = o[k];
            }
        }
        __syncthreads();
        u32* dst = tile_out + (I)ty * out_row;
        const u32 w =
            shifted ? (SECTOR_WORDS - (u32)((size_t)dst / 4) % SECTOR_WORDS) % SECTOR_WORDS : 0;
        const I row_words = b_left / K;
        const u32 g = w + tx;
#pragma unroll
        for (u32 m = 0; m < EDGE / CUTT_TILE_ROWS; ++m) {
            const u32 a = ty + m * CUTT_TILE_ROWS;
            const u32 word =
                g < WORDS ? tile[a][g ^ (a / K)] : halo[g - WORDS][(a % K) * 32 + a / K];
            if ((I)a < na && (I)g < row_words) dst[(I)(m * CUTT_TILE_ROWS) * out_row + g] = word;
        }
        if (b_left == (I)p.b_extent && tx < w) {
#pragma unroll
            for (u32 m = 0; m < EDGE / CUTT_TILE_ROWS; ++m) {
                const u32 a = ty + m * CUTT_TILE_ROWS;
                if ((I)a < na) dst[(I)(m * CUTT_TILE_ROWS) * out_row + tx] = tile[a][tx ^ (a / K)];
            }
        }
        __syncthreads();
    });
}

// Tiled for 1- and 2-byte elements with rows on words (as tiled_aligned)
// where a tile dimension is at most half a tile: the tile folds that
// dimension, whole, with a chunk of one more dimension of its side
// (cutt_params.cuh; src/plan/params.rs `TileFold` chooses them). Unfolded,
// most of a block's threads idled and the runs were as short as the
// dimension; bench/exp/folded_tiles.cu measured 1-byte [28, 86240, 216]
// perm [1, 0, 2] at 0.91 of memcpy against tiled_aligned's 0.51, [56]^5
// perm [3, 2, 0, 4, 1] 0.61 against 0.39, [3024, 110, 28, 56] perm [2, 1,
// 3, 0] 0.53 against 0.34, 2-byte [16, 50, 16, 50, 50] perm [2, 4, 1, 0,
// 3] 0.89 against 0.56, but 1-byte [60, 300, 8, 3000] perm [3, 2, 1, 0]
// 0.50 against 0.54 (the planner offers both tiles; the model chooses).
// A tile position's offset along a side is (q % inner) inner_stride +
// (q / inner) outer_stride: tables of each tile row's, built once per
// block, and each thread's word's, in registers.
//
// Launch as Tiled; tiles of EDGE = 128 / E positions each way, threads as
// in tiled_aligned: thread (tx, ty) reads word tx of input rows (ty + 8 j)
// K + r, j < 4, r < K, and writes word tx of output rows ty + 8 m.
template <typename I>
__device__ __forceinline__ I folded_offset(u32 q, u32 inner, cutt_u64 inner_stride,
                                           cutt_u64 outer_stride) {
    return (I)(q % inner) * (I)inner_stride + (I)(q / inner) * (I)outer_stride;
}

// Calls body(in_base, out_base, na, nb) for each folded tile this block
// owns, with the tile's valid positions na along a and nb along b.
template <typename T, typename I, typename Body>
__device__ __forceinline__ void for_each_folded_tile_of(const cutt_tiled_params& p, Body body) {
    for (T t = blockIdx.x; t < (T)p.num_tiles; t += gridDim.x) {
        T a, b;
        I in_base, out_base;
        tile_digits(p, t, (I)p.a_chunk, (I)p.b_chunk, a, b, in_base, out_base);
        const I a1 = (I)a * p.a_chunk;
        const I b1 = (I)b * p.b_chunk;
        body(in_base, out_base, (I)p.a_inner * min((I)p.a_chunk, (I)p.a_extent - a1),
             (I)p.b_inner * min((I)p.b_chunk, (I)p.b_extent - b1));
    }
}

template <typename T, typename I>
__device__ __forceinline__ void tiled_folded(const cutt_tiled_params& p, const T* __restrict__ in,
                                             T* __restrict__ out) {
    constexpr u32 E = sizeof(T);
    constexpr u32 K = 4 / E;
    constexpr u32 EDGE = CUTT_WORD_TILE_BYTES / E;
    constexpr u32 WORDS = CUTT_WORD_TILE_BYTES / 4;
    constexpr u32 GROUPS = WORDS / CUTT_TILE_ROWS;
    // As tiled_aligned's tile; in_rows[b] and out_rows[a]: the input
    // offset of tile row b and the output offset of tile row a.
    __shared__ u32 tile[EDGE][WORDS];
    __shared__ I in_rows[EDGE];
    __shared__ I out_rows[EDGE];
    const u32 tx = threadIdx.x;
    const u32 ty = threadIdx.y;
    const u32 q = ty * CUTT_TILE + tx;
    if (q < EDGE)
        in_rows[q] = folded_offset<I>(q, p.b_inner, p.b_inner_in_stride, p.b_in_stride);
    else if (q < 2 * EDGE)
        out_rows[q - EDGE] =
            folded_offset<I>(q - EDGE, p.a_inner, p.a_inner_out_stride, p.a_out_stride);
    const I in_word = folded_offset<I>(K * tx, p.a_inner, 1, p.a_in_stride);
    const I out_word = folded_offset<I>(K * tx, p.b_inner, 1, p.b_out_stride);
    __syncthreads();
    const auto tile_body = [&](I in_base, I out_base, I na, I nb) {
        const T* src = in + in_base + in_word;
        const bool lane_in = (I)(K * tx) < na;
        u32 v[GROUPS][K];
#pragma unroll
        for (u32 j = 0; j < GROUPS; ++j)
#pragma unroll
            for (u32 r = 0; r < K; ++r) {
                const u32 b = (ty + j * CUTT_TILE_ROWS) * K + r;
                v[j][r] = lane_in && (I)b < nb ? __ldg((const u32*)(src + in_rows[b])) : 0u;
            }
        store_word_blocks<E>(tile, v);
        __syncthreads();
        T* dst = out + out_base + out_word;
        const bool word_in = (I)(K * tx) < nb;
#pragma unroll
        for (u32 m = 0; m < EDGE / CUTT_TILE_ROWS; ++m) {
            const u32 a = ty + m * CUTT_TILE_ROWS;
            if (word_in && (I)a < na) *(u32*)(dst + out_rows[a]) = tile[a][tx ^ (a / K)];
        }
        __syncthreads();
    };
    with_tile_numbers<I>(p, [&](auto n) { for_each_folded_tile_of<decltype(n), I>(p, tile_body); });
}

// Tiled of 1- and 2-byte elements, rows anywhere, tiles owning the output
// sectors that start in them: tiles of EDGE_A = 124 / E elements along a by
// EDGE_B = 128 / E along b. Each input row is read as the 32 aligned words
// that hold the tile's part of it (whatever the row's misalignment, they
// cover 125 bytes or more), from ROWS rows: those a row's owned words reach,
// which start up to SECTOR - 1 elements in.
template <typename T>
struct byte_tile {
    static constexpr u32 E = sizeof(T);
    static constexpr u32 K = 4 / E;
    static constexpr u32 EDGE_A = (CUTT_WORD_TILE_BYTES - 4) / E;
    static constexpr u32 EDGE_B = CUTT_WORD_TILE_BYTES / E;
    static constexpr u32 SECTOR = CUTT_SECTOR_BYTES / E;
    static constexpr u32 ROWS = EDGE_B + SECTOR - 1;
    static constexpr u32 GROUPS = (ROWS + CUTT_TILE_ROWS - 1) / CUTT_TILE_ROWS;
    // Groups a tile of few rows reads (the last along b of a short
    // extent: 2-byte [645, 167, 2498] perm [1, 0, 2]'s third of 39 rows).
    static constexpr u32 HALF_GROUPS = GROUPS / 2;
    // Output row a (from 1 - K: the words lane 0 reads start up to K - 1
    // elements before the tile) is shared row R = a + K - 1, which keeps
    // element b at position b + K + r, r the row's misalignment in elements:
    // words aligned in the output are aligned here. Rows lie STRIDE + R / 32
    // words apart (R / 32: the K stores of a warp, to rows K tx + c, fall in
    // different banks).
    static constexpr u32 SH_ROWS = 32 * K + K - 1;
    static constexpr u32 STRIDE = 43;
    static constexpr u32 SH_WORDS = SH_ROWS * STRIDE + SH_ROWS / 32 + 1;
    static_assert((GROUPS * CUTT_TILE_ROWS + 2 * K - 2) * E / 4 < STRIDE,
                  "a shared row holds the elements of every row read");

    // The shared word of output row a's element s, where the row's
    // element 0 lies at output element address addr and s + addr is a
    // multiple of K.
    __device__ static u32 word_of(u32 a, u32 addr, u32 s) {
        const u32 R = a + K - 1;
        return R * STRIDE + R / 32 + 1 + (s + (addr & (K - 1))) / K;
    }
};

// Reads the input rows [0, rows) of a tile (tile_in: its first element) and
// stores their elements to shared memory in output order (byte_tile).
// Thread (tx, ty) reads aligned word tx of rows ty + 8 j, counted from the
// word that holds the row's first element, and stores each of its K
// elements alone. Rows 8 apart are a multiple of 4 bytes apart: one
// misalignment m serves all of a thread's rows. A word read may hold bytes
// before the tensor (never before its allocation, which is aligned), but
// none past its end (in_end): tiles whose rows come within a tile row of
// it read bytes. G: the groups of rows read, B::GROUPS, or fewer where
// `rows` ends before them (the groups past G are neither read nor stored:
// no output word takes elements from them).
template <typename T, typename I, u32 G>
__device__ __forceinline__ void scatter_rows(u32* tile, const T* tile_in, I in_row, I na,
                                             u32 rows, const unsigned char* in_end,
                                             const T* tile_out, u32 a_out, cutt_u64 policy) {
    using B = byte_tile<T>;
    constexpr u32 E = B::E;
    constexpr u32 K = B::K;
    const u32 tx = threadIdx.x;
    const u32 ty = threadIdx.y;
    const unsigned char* row_in = (const unsigned char*)tile_in + (I)ty * in_row;
    const u32 m = (u32)((size_t)row_in / E) & (K - 1);
    const unsigned char* src = row_in - m * E + 4 * tx;
    const bool lane_in = K * tx < (u32)na + m;
    const u32 r0 = (u32)((size_t)tile_out / E);
    u32 at[K];
#pragma unroll
    for (u32 k = 0; k < K; ++k) {
        const u32 a = K * tx - m + k;
        const u32 R = a + K - 1;
        const u32 r = (r0 + a * a_out) & (K - 1);
        at[k] = (R * B::STRIDE + R / 32) * 4 + (K + r + ty) * E;
    }
    unsigned char* sh = (unsigned char*)tile;
    const auto scatter = [&](u32 j, u32 v) {
#pragma unroll
        for (u32 k = 0; k < K; ++k)
            *(T*)(sh + at[k] + j * CUTT_TILE_ROWS * E) = (T)(v >> (8 * E * k));
    };
    const auto valid = [&](u32 j) { return lane_in && ty + j * CUTT_TILE_ROWS < rows; };
    const auto word_at = [&](u32 j) { return src + (I)(j * CUTT_TILE_ROWS) * in_row; };
    if ((const unsigned char*)tile_in + (I)(rows - 1) * in_row + CUTT_WORD_TILE_BYTES <= in_end) {
        u32 v[G];
#pragma unroll
        for (u32 j = 0; j < G; ++j)
            v[j] = valid(j) ? load_input<true, false>((const u32*)word_at(j), policy) : 0u;
#pragma unroll
        for (u32 j = 0; j < G; ++j) scatter(j, v[j]);
    } else {
        // A row at a time: this path is rare, and unrolled beside the other
        // it made ptxas spill.
#pragma unroll 1
        for (u32 j = 0; j < G; ++j) {
            const unsigned char* p = word_at(j);
            scatter(j, valid(j) ? load_bytes(p, (u32)min((ptrdiff_t)4, in_end - p)) : 0u);
        }
    }
}

// Elements [b, b + K) of an output row (row: the row at the tile's first
// element along b) where they lie in [0, b_end), as word v: the aligned word
// whole, or only those elements.
template <unsigned int E>
__device__ __forceinline__ void store_owned_word(unsigned char* row, int b, u32 b_end, u32 v) {
    constexpr int K = 4 / E;
    const int lo = max(b, 0);
    const int hi = min(b + K, (int)b_end);
    if (lo == b && hi == b + K)
        *(u32*)(row + b * (int)E) = v;
    else if (lo < hi)
        store_partial_word(row + lo * (int)E, v >> (8 * E * (u32)(lo - b)), (u32)(hi - lo) * E);
}

// Writes the part of output rows q + 4 ty + 32 n (lanes 8 q + l, q < 4)
// that the tile owns from shared memory, in 16-byte stores: lane l words
// [4 l, 4 l + 4) from each row's first sector in the tile (4-byte stores:
// 0.84-0.85 of memcpy on 1-byte 2D cases, 0.81-0.83 for 2-byte ones; these
// 0.84-0.86 and 0.85-0.88, bench/exp/byte_tiles.cu). INSIDE: the tile lies
// inside the rows, every chunk whole. Otherwise the chunk that straddles
// b_end goes word by word, and the first tile along b also writes head word
// l before the first sector. Edge tiles that stored every word alone
// measured 0.74 of memcpy on 1-byte [813]^3 perm [1, 0, 2] (7 tiles along b)
// and 0.57 on 2-byte [645, 167, 2498] (3 tiles), these 0.79 and 0.76
// (bench/exp/byte_edges.cu); 2D cases with long a and short output rows
// lost up to 0.013 (1-byte [600001, 1001]) where they gained up to 0.03
// ([400003, 1501]). The inside tiles take an instance without bounds or
// head.
template <typename T, typename I, bool INSIDE>
__device__ __forceinline__ void store_owned_rows(const u32* tile, T* tile_out, I out_row, I na, u32 b_end,
                                                 bool first) {
    using B = byte_tile<T>;
    constexpr u32 E = B::E;
    constexpr u32 K = B::K;
    const u32 q = threadIdx.x / 8;
    const u32 l = threadIdx.x % 8;
#pragma unroll
    for (u32 n = 0; n < (B::EDGE_A + 31) / 32; ++n) {
        const u32 a = q + 4 * threadIdx.y + 32 * n;
        unsigned char* row = (unsigned char*)tile_out + (I)a * out_row;
        const u32 addr = (u32)((size_t)row / E);
        const u32 s = (0u - addr) & (B::SECTOR - 1);
        const u32* words = tile + B::word_of(a, addr, s);
        const u32* owned = words + 4 * l;
        const u32 b = s + 4 * K * l;
        if ((I)a >= na) continue;
        if (INSIDE || b + 4 * K <= b_end) {
            *(uint4*)(row + b * E) = make_uint4(owned[0], owned[1], owned[2], owned[3]);
        } else if (b < b_end) {
#pragma unroll
            for (u32 w = 0; w < 4; ++w) store_owned_word<E>(row, (int)(b + K * w), b_end, owned[w]);
        }
        const int head = (int)(s + K * l) - (int)B::SECTOR;
        if (!INSIDE && first && head + (int)K > 0)
            store_owned_word<E>(row, head, b_end, words[(int)l - (int)(B::SECTOR / K)]);
    }
}

// Launch as Tiled, tiles as byte_tile. Thread (tx, ty) reads word tx of
// input rows ty + 8 j, j < GROUPS, or HALF_GROUPS in a tile whose rows end
// within them (scatter_rows), and lane 8 q + l writes
// 16 bytes of the owned part of output rows q + 4 ty + 32 n
// (store_owned_rows).
template <typename T, typename I, typename N = u32>
__device__ __forceinline__ void tiled_bytes(const cutt_tiled_params& p, const T* __restrict__ in,
                                            T* __restrict__ out) {
    using B = byte_tile<T>;
    __shared__ u32 tile[B::SH_WORDS];
    const I in_row = (I)p.b_in_stride * B::E;
    const I out_row = (I)p.a_out_stride * B::E;
    const u32 a_out = (u32)p.a_out_stride;
    const unsigned char* in_end = (const unsigned char*)(in + tensor_volume<I, true>(p));
    const cutt_u64 policy = input_policy<true>(p.l2_keep_input);
    for_each_tile<B::EDGE_A, I, B::EDGE_B, false, N>(p, [&](I in_base, I out_base, I na, I,
                                                             I b_left) {
        T* tile_out = out + out_base;
        const bool shifted = !rows_aligned(tile_out, (I)a_out, CUTT_SECTOR_BYTES);
        const u32 rows = (u32)min(b_left, (I)(shifted ? B::ROWS : B::EDGE_B));
        if (rows <= B::HALF_GROUPS * CUTT_TILE_ROWS)
            scatter_rows<T, I, B::HALF_GROUPS>(tile, in + in_base, in_row, na, rows, in_end,
                                               tile_out, a_out, policy);
        else
            scatter_rows<T, I, B::GROUPS>(tile, in + in_base, in_row, na, rows, in_end, tile_out,
                                          a_out, policy);
        __syncthreads();
        const bool first = b_left == (I)p.b_extent;
        const u32 b_end = (u32)min(b_left, (I)B::ROWS);
        if (!first && b_left >= (I)B::ROWS)
            store_owned_rows<T, I, true>(tile, tile_out, out_row, na, b_end, false);
        else
            store_owned_rows<T, I, false>(tile, tile_out, out_row, na, b_end, first);
        __syncthreads();
    });
}

// Tiled: elements through shared memory one by one for elements under 4
// bytes, tiles that own output sectors for the others; tile numbers of
// type N (for_each_tile).
template <typename T, typename I, typename N = u32>
__device__ __forceinline__ void tiled(const cutt_tiled_params& p, const T* __restrict__ in,
                                      T* __restrict__ out) {
    constexpr u32 EDGE = sizeof(T) == 4 ? CUTT_WIDE_TILE : CUTT_TILE;
    if constexpr (sizeof(T) < 4)
        tiled_bytes<T, I, N>(p, in, out);
    else
        tiled_sectors<T, I, EDGE, EDGE, N>(p, in, out);
}

// Tiled, tiled_aligned and tiled_aligned_sectors for launches of more than
// 2^31 tiles (64-bit positions only; for_each_tile).
template <typename T, typename I>
__device__ __forceinline__ void tiled_many_tiles(const cutt_tiled_params& p,
                                                 const T* __restrict__ in, T* __restrict__ out) {
    tiled<T, I, I>(p, in, out);
}

template <typename T, typename I>
__device__ __forceinline__ void tiled_aligned_many_tiles(const cutt_tiled_params& p,
                                                         const T* __restrict__ in,
                                                         T* __restrict__ out) {
    tiled_aligned<T, I, I>(p, in, out);
}

template <typename T, typename I>
__device__ __forceinline__ void tiled_aligned_sectors_many_tiles(const cutt_tiled_params& p,
                                                                 const T* __restrict__ in,
                                                                 T* __restrict__ out) {
    tiled_aligned_sectors<T, I, I>(p, in, out);
}

// Dimension a is contiguous in both tensors: copy tile rows directly.
template <typename T, typename I>
__device__ __forceinline__ void tiled_copy(const cutt_tiled_params& p, const T* __restrict__ in,
                                           T* __restrict__ out) {
    const u32 tx = threadIdx.x;
    const u32 ty = threadIdx.y;
    const I b_in = (I)p.b_in_stride;
    const I b_out = (I)p.b_out_stride;
    for_each_tile_any<CUTT_TILE, I>(p, [&](I in_base, I out_base, I na, I nb, I) {
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

// Elements per thread of RowCopy (the planner's row_copy_unroll): 32 bytes
// and at most 8 elements. Reads of short rows far apart wait on scattered
// DRAM pages, so more of them in flight pay (bench/exp/row_unroll.cu,
// output order: 8-byte elements U = 4 against U = 2 -0.01 to +0.08 of
// memcpy, odd rows of 15-33 elements gaining most, U = 8 below U = 4;
// 4-byte U = 8 +0.03 over U = 4).
__host__ __device__ constexpr u32 row_copy_unroll(u32 bytes) {
    return 32 / bytes > 8 ? 8 : 32 / bytes;
}

// RowCopy's U elements of a thread: all loads, then all stores. INSIDE: the
// tile lies inside the tensor (positions below `end` need no check).
template <bool HINTED, bool INSIDE, u32 U, typename T>
__device__ __forceinline__ void move_row_copy_tile(const T* __restrict__ in, T* __restrict__ out,
                                                   const u32 (&from)[U], u32 first, u32 end,
                                                   cutt_u64 policy) {
    constexpr u32 BLOCK = CUTT_TILE * CUTT_TILE_ROWS;
    T v[U];
#pragma unroll
    for (u32 k = 0; k < U; ++k)
        if (INSIDE || first + k * BLOCK < end)
            v[k] = load_input<HINTED, false>(in + from[k], policy);
#pragma unroll
    for (u32 k = 0; k < U; ++k)
        if (INSIDE || first + k * BLOCK < end) out[first + k * BLOCK] = v[k];
}

// RowCopy: dimension 0 stays first (TiledCopy's problems) and the tensor
// has fewer than 2^31 elements. The output is written as one stream: block
// t takes output positions [t C, (t + 1) C), C = 256 U, thread x the
// positions t C + x + 256 k, k < U, each warp access 32 consecutive
// elements; a position's input offset comes from its digits along every
// dimension (grid: all of them, in output order, so the output offset is
// the position itself), all loads before the stores. Rows read apart cost
// less than rows written apart (bench/exp/row_order.cu, 2026-11-22):
// reading in input order instead measured 0.89-0.92 of memcpy for rows of
// 1-111 KB, writing in output order 0.95-0.98, and the input order lost
// most where a row's output neighbours lie far apart in the input ([23,
// 2116, 46, 46] perm [0, 3, 2, 1]: 0.59 against TiledCopy's 0.86).
template <typename T, typename I>
__device__ __forceinline__ void row_copy(const cutt_tiled_params& p, const T* __restrict__ in,
                                         T* __restrict__ out) {
    static_assert(sizeof(I) == 4, "RowCopy has 32-bit positions only");
    constexpr u32 U = row_copy_unroll(sizeof(T));
    constexpr u32 BLOCK = CUTT_TILE * CUTT_TILE_ROWS;
    constexpr bool HINTED = sizeof(T) >= 4;
    const cutt_u64 policy = input_policy<HINTED>(p.l2_keep_input);
    for (u32 t = blockIdx.x; t < (u32)p.num_tiles; t += gridDim.x) {
        // Only the last tile can run past the tensor; the others skip the
        // volume's product over every dimension.
        const u32 end = t + 1 < (u32)p.num_tiles ? 0xffffffffu : tensor_volume<u32, false>(p);
        const u32 first = t * BLOCK * U + threadIdx.x;
        u32 from[U];
#pragma unroll
        for (u32 k = 0; k < U; ++k) {
            u32 unused = 0;
            from[k] = 0;
            cutt_walk_grid(p.grid, p.grid_rank, first + k * BLOCK, from[k], unused);
        }
        // The tiles before the last move without bounds. Bounds take a
        // predicate per element, and of U = 8 (1-, 2- and 4-byte elements)
        // only seven fit ptxas's predicate registers: it stored the first
        // element after three loads, so the warp waited on that load before
        // issuing the other five (nvdisasm of ptxas 13.0's SASS).
        if (t + 1 < (u32)p.num_tiles)
            move_row_copy_tile<HINTED, true, U>(in, out, from, first, end, policy);
        else
            move_row_copy_tile<HINTED, false, U>(in, out, from, first, end, policy);
    }
}

// Entry points cutt_{tiled,tiled_copy}_e{bytes}_i{32,64},
// cutt_{tiled_aligned,tiled_aligned_sectors,tiled_folded}_e{1,2}_i{32,64},
// cutt_tiled_wide_b_e8_i32 and cutt_row_copy_e{bytes}_i32.
// Launch geometry: block (CUTT_TILE, CUTT_TILE_ROWS, 1) = 256 threads
// (RowCopy: (256, 1, 1)), grid (min(num_tiles, 2^31 - 1), 1, 1); dynamic
// shared memory only as padding that the kernels never touch, which holds
// Tiled 8-byte launches to fewer blocks per SM (src/plan/tiled.rs
// `occupancy_padding`); Tiled uses static shared memory: (EDGE + CUTT_TILE_ROWS) *
// (EDGE + 1) elements for 4-, 8- and 16-byte ones (the halo's rows
// included; EDGE is CUTT_WIDE_TILE for 4-byte elements, else CUTT_TILE;
// tiled_wide_b (2 CUTT_TILE + CUTT_TILE_ROWS) * (CUTT_TILE + 1), 19008 bytes)
// and byte_tile's SH_WORDS words for E = 1, 2 (22552 and 11192 bytes);
// tiled_aligned 128 / E * 128 bytes (the words alone), and
// tiled_aligned_sectors 128 / E * 128 + 8 * (128 / E + 1) * 4 (the halo's),
// tiled_folded 128 / E * 128 + 2 * 128 / E * sizeof(I) (the row tables).
// BOUNDS: the launch bounds. The Tiled kernels of 1- and 2-byte elements
// also name the blocks that must fit on an SM at once: tiled_bytes six
// for 1-byte elements (32-bit positions: 40 registers, 0.85 of memcpy on
// 2D cases against 0.83 at eight blocks and 32 registers,
// bench/exp/byte_tiles.cu; 64-bit: 39) and eight for 2-byte ones (32 and
// 27 registers). tiled_aligned names eight for 2-byte elements with 32-bit
// positions (32 registers) and six otherwise (40), as many as fit without
// spilling, but five for 1-byte elements with 64-bit positions (48
// registers: at six it spilled 36 bytes and ran [50048, 46080] at
// 0.923-0.933 of memcpy against 0.935-0.947, runs zzzz117-zzzz118; once
// its tile numbers were 32-bit, six gave 40 registers and no spill but
// ran 0.007 slower, and eight for 2-byte elements 0.009 slower than six,
// run zzzz123); so does tiled_folded (but four for 1-byte elements with
// 64-bit positions: 59 registers, where 40 spilled 32 bytes and 48 four);
// tiled_aligned_sectors eight for 2-byte elements (32 registers either
// width: at six with 64-bit positions, 40, [2000, 1200, 1000] perm [2, 0,
// 1] ran 0.82 of memcpy against 0.895, run zzzz123) and five for 1-byte
// ones (48 registers: held to 40 for six blocks it measured 0.77-0.81 of
// memcpy against 0.84-0.86, bench/exp/sector_words.cu). Tiled of 4-byte
// elements names five with 32-bit positions (48 registers, all 18 loads
// before the first store; at six, 40 registers, ptxas stored after 13 and
// the kernel measured 0.009 of memcpy slower on average over 26 Tiled
// cases of elem4 and fit_e4, run zq; at eight, 32 registers, 0.01-0.03
// slower on 2D cases, bench/exp/wide_sectors.cu) and four with 64-bit ones
// (64 registers, all 18 loads first: at five, 48 registers, ptxas stored
// after 12 and 9 on its two paths, and 4-byte tensors past 2^31 elements
// measured 0.002-0.074 of memcpy slower, run zs; at six, 40 registers and
// no spill once its tile numbers were 32-bit, ptxas stores before its last
// loads, make check-sass). Tiled of 8- and 16-byte elements names eight
// (32 registers either width): with tile numbers of either width the
// 64-bit kernels had 48 registers at five blocks, e8 with a spill of 76
// bytes, and ran 8-byte tensors past 2^31 elements at 0.78-0.86 of
// memcpy against 0.89-0.99 at eight (16-byte: within -0.005 to +0.019,
// run zzzz123). Without a bound, ptxas also gave e8_i32 32 registers once
// its loads carried the L2 policy (input_policy), but issued them two or
// three at a time between the shared-memory stores (0.05-0.08 of memcpy
// below the same kernel with all five loads first, bench/exp/l2_policy.cu
// "paths"), and e8_i64 took 60; once its loads carried the policy, ptxas
// without a bound interleaved e16_i64's loads and stores. tiled_wide_b
// names five (48 registers, all nine loads first); the planner holds it to
// four with dynamic shared memory (src/plan/tiled.rs). The kernels for
// many tiles keep the bounds the 64-bit kernels had while they numbered
// tiles of either width; within these bounds ptxas spills only in two of
// them (cuda/resources.tsv), which run past 2^31 tiles alone. The others
// name none: a minimum of one block lets ptxas take more registers
// (TiledCopy e4_i64: 38 -> 52) and measured slower.
#define CUTT_BLOCK (CUTT_TILE * CUTT_TILE_ROWS)
#define CUTT_ENTRY(ALGO, BYTES, T, BITS, I, BOUNDS)                                            \
    extern "C" __global__ void __launch_bounds__ BOUNDS                                        \
        cutt_##ALGO##_e##BYTES##_i##BITS(const __grid_constant__ cutt_tiled_params p,          \
                                         const T* __restrict__ in, T* __restrict__ out) {      \
        cutt_await_previous_grid();                                                            \
        ALGO<T, I>(p, in, out);                                                                \
    }

// Bounds of e1_i32, e1_i64, e2_i32 and e2_i64.
#define CUTT_WORD_ENTRIES(ALGO, E1_32, E1_64, E2_32, E2_64)          \
    CUTT_ENTRY(ALGO, 1, unsigned char, 32, u32, E1_32)               \
    CUTT_ENTRY(ALGO, 1, unsigned char, 64, cutt_u64, E1_64)          \
    CUTT_ENTRY(ALGO, 2, unsigned short, 32, u32, E2_32)              \
    CUTT_ENTRY(ALGO, 2, unsigned short, 64, cutt_u64, E2_64)

// Bounds of e4_i32, e4_i64, e8_i32, e8_i64, e16_i32 and e16_i64.
#define CUTT_WIDE_ENTRIES(ALGO, E4_32, E4_64, E8_32, E8_64, E16_32, E16_64) \
    CUTT_ENTRY(ALGO, 4, unsigned int, 32, u32, E4_32)                       \
    CUTT_ENTRY(ALGO, 4, unsigned int, 64, cutt_u64, E4_64)                  \
    CUTT_ENTRY(ALGO, 8, uint2, 32, u32, E8_32)                              \
    CUTT_ENTRY(ALGO, 8, uint2, 64, cutt_u64, E8_64)                         \
    CUTT_ENTRY(ALGO, 16, uint4, 32, u32, E16_32)                            \
    CUTT_ENTRY(ALGO, 16, uint4, 64, cutt_u64, E16_64)

#define CUTT_BOUND(N) (CUTT_BLOCK, N)
CUTT_WORD_ENTRIES(tiled, CUTT_BOUND(6), CUTT_BOUND(6), CUTT_BOUND(8), CUTT_BOUND(8))
CUTT_WIDE_ENTRIES(tiled, CUTT_BOUND(5), CUTT_BOUND(4), CUTT_BOUND(8), CUTT_BOUND(8), CUTT_BOUND(8),
                  CUTT_BOUND(8))
CUTT_ENTRY(tiled_many_tiles, 1, unsigned char, 64, cutt_u64, CUTT_BOUND(4))
CUTT_ENTRY(tiled_many_tiles, 2, unsigned short, 64, cutt_u64, CUTT_BOUND(6))
CUTT_ENTRY(tiled_many_tiles, 4, unsigned int, 64, cutt_u64, CUTT_BOUND(4))
CUTT_ENTRY(tiled_many_tiles, 8, uint2, 64, cutt_u64, CUTT_BOUND(5))
CUTT_ENTRY(tiled_many_tiles, 16, uint4, 64, cutt_u64, CUTT_BOUND(5))
CUTT_ENTRY(tiled_aligned_many_tiles, 1, unsigned char, 64, cutt_u64, CUTT_BOUND(5))
CUTT_ENTRY(tiled_aligned_many_tiles, 2, unsigned short, 64, cutt_u64, CUTT_BOUND(6))
CUTT_ENTRY(tiled_aligned_sectors_many_tiles, 1, unsigned char, 64, cutt_u64, CUTT_BOUND(5))
CUTT_ENTRY(tiled_aligned_sectors_many_tiles, 2, unsigned short, 64, cutt_u64, CUTT_BOUND(6))
CUTT_ENTRY(tiled_wide_b, 8, uint2, 32, u32, CUTT_BOUND(5))
CUTT_WORD_ENTRIES(tiled_aligned, CUTT_BOUND(6), CUTT_BOUND(5), CUTT_BOUND(8), CUTT_BOUND(6))
CUTT_WORD_ENTRIES(tiled_aligned_sectors, CUTT_BOUND(5), CUTT_BOUND(5), CUTT_BOUND(8),
                  CUTT_BOUND(8))
CUTT_WORD_ENTRIES(tiled_folded, CUTT_BOUND(6), CUTT_BOUND(4), CUTT_BOUND(8), CUTT_BOUND(6))
CUTT_WORD_ENTRIES(tiled_copy, CUTT_BOUND(3), CUTT_BOUND(3), CUTT_BOUND(4), CUTT_BOUND(4))
CUTT_WIDE_ENTRIES(tiled_copy, (CUTT_BLOCK), (CUTT_BLOCK), (CUTT_BLOCK), (CUTT_BLOCK), (CUTT_BLOCK),
                  (CUTT_BLOCK))
CUTT_ENTRY(row_copy, 1, unsigned char, 32, u32, (CUTT_BLOCK))
CUTT_ENTRY(row_copy, 2, unsigned short, 32, u32, (CUTT_BLOCK))
CUTT_ENTRY(row_copy, 4, unsigned int, 32, u32, (CUTT_BLOCK))
CUTT_ENTRY(row_copy, 8, uint2, 32, u32, (CUTT_BLOCK))
CUTT_ENTRY(row_copy, 16, uint4, 32, u32, (CUTT_BLOCK))
