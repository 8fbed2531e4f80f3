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
#include "cutt_params.cuh"

typedef unsigned int u32;

// L2 and DRAM move global memory in sectors of this many bytes.
#define CUTT_SECTOR_BYTES 32

template <unsigned int EDGE, typename I>
__device__ __forceinline__ I min_tile(I extent, I start) {
    const I left = extent - start;
    return left < (I)EDGE ? left : (I)EDGE;
}

// Splits tile number t into the tile's origin in a and b and the input and
// output offsets of its corner (tiles of EDGE x EDGE elements). T is t's
// type: 32-bit whenever there are fewer than 2^31 tiles, so that the 64-bit
// kernels divide by multiplying too (a 64-bit division per tile costs more
// than moving a tile of 4-byte elements).
template <unsigned int EDGE, typename T, typename I>
__device__ __forceinline__ void tile_origin(const cutt_tiled_params& p, T t, I& a0, I& b0,
                                            I& in_base, I& out_base) {
    T a, b;
    if (p.b_first) {
        b = cutt_digit(t, p.tiles_b, p.tiles_b_div);
        a = cutt_digit(t, p.tiles_a, p.tiles_a_div);
    } else {
        a = cutt_digit(t, p.tiles_a, p.tiles_a_div);
        b = cutt_digit(t, p.tiles_b, p.tiles_b_div);
    }
    a0 = (I)a * EDGE;
    b0 = (I)b * EDGE;
    in_base = a0 + b0 * (I)p.b_in_stride;
    out_base = a0 * (I)p.a_out_stride + b0 * (I)p.b_out_stride;
    cutt_walk_grid(p.grid, p.grid_rank, t, in_base, out_base);
}

template <unsigned int EDGE, typename T, typename I, typename Body>
__device__ __forceinline__ void for_each_tile_of(const cutt_tiled_params& p, Body body) {
    for (T t = blockIdx.x; t < (T)p.num_tiles; t += gridDim.x) {
        I a0, b0, in_base, out_base;
        tile_origin<EDGE>(p, t, a0, b0, in_base, out_base);
        body(in_base, out_base, min_tile<EDGE>((I)p.a_extent, a0),
             min_tile<EDGE>((I)p.b_extent, b0), (I)p.b_extent - b0);
    }
}

// Calls body(in_base, out_base, na, nb, b_left) for each tile this block
// owns, with the tile's valid extents na <= EDGE along a and nb along b, and
// the elements of b from the tile's first on.
template <unsigned int EDGE, typename I, typename Body>
__device__ __forceinline__ void for_each_tile(const cutt_tiled_params& p, Body body) {
    if constexpr (sizeof(I) == 4) {
        for_each_tile_of<EDGE, u32, I>(p, body);
    } else {
        if (p.num_tiles < (1ull << 31))
            for_each_tile_of<EDGE, u32, I>(p, body);
        else
            for_each_tile_of<EDGE, I, I>(p, body);
    }
}

// A thread's accesses to one side of a tile: rows [0, rows) of the side lie
// `stride` elements apart from `at`. Thread (tx, ty) takes row ty + 8 j
// (j < ROWS / 8) and position from + 32 i + tx - shift in pass i, valid when
// it lies in [lo, hi). With LINES the passes are aligned to 32 elements (for
// 4-byte elements one 128-byte line), shift being the row's offset from that
// boundary, and one more pass covers the row's end: every access then
// touches one line, where a misaligned one touches two (measured: 2D
// 11585^2 0.70 -> 0.79 of memcpy). access(j, i, row start, row, position,
// valid) is called for each; valid is false for positions and rows outside
// the side (a position "before" the row wraps around).
template <unsigned int ROWS, unsigned int EDGE, bool LINES, typename P, typename I,
          typename Access>
__device__ __forceinline__ void for_each_pass(P at, I stride, I rows, u32 from, u32 lo, u32 hi,
                                              Access access) {
    const u32 tx = threadIdx.x;
    const u32 ty = threadIdx.y;
#pragma unroll
    for (u32 j = 0; j < ROWS / CUTT_TILE_ROWS; ++j) {
        const u32 row = ty + j * CUTT_TILE_ROWS;
        const P start = at + (I)row * stride;
        const u32 shift = LINES ? (u32)((size_t)start / sizeof(*at)) & (CUTT_TILE - 1) : 0;
#pragma unroll
        for (u32 i = 0; i < EDGE / CUTT_TILE + LINES; ++i) {
            const u32 pos = from + i * CUTT_TILE + tx - shift;
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

// Reads ROWS rows of the tile's input side (rows along b, positions along
// a) into shared memory, every load issued before the first store to shared
// memory. A lane outside the side loads an element of the side all the same
// (predicated loads cost ptxas registers, and spills): the tile's first, or
// with LINES the row's nearest, which lies in the line its warp reads.
template <unsigned int ROWS, unsigned int EDGE, bool LINES, typename T, typename I>
__device__ __forceinline__ void load_side(T (*tile)[EDGE + 1], const T* src, I stride, I rows,
                                          I n) {
    T v[ROWS / CUTT_TILE_ROWS][EDGE / CUTT_TILE + LINES];
    const u32 last = (u32)n - 1;
    for_each_pass<ROWS, EDGE, LINES>(
        src, stride, rows, 0, 0, (u32)n,
        [&](u32 j, u32 i, const T* start, u32 row, u32 pos, bool valid) {
            if (LINES) {
                const u32 near = (int)pos < 0 ? 0 : min(pos, last);
                v[j][i] = *((I)row < rows ? start + near : src);
            } else {
                v[j][i] = *(valid ? start + pos : src);
            }
        });
    for_each_pass<ROWS, EDGE, LINES>(src, stride, rows, 0, 0, (u32)n,
                                     [&](u32 j, u32 i, const T*, u32 row, u32 pos, bool valid) {
                                         if (valid) tile[row][pos] = v[j][i];
                                     });
}

// Writes positions [lo, hi) of the tile's output side (rows along a,
// positions along b), passes starting at `from`, from shared memory, all
// shared-memory reads first: stores behind branches that each waited for
// their own read kept ptxas from overlapping the reads.
template <unsigned int EDGE, bool LINES, typename T, typename I>
__device__ __forceinline__ void store_side(const T (*tile)[EDGE + 1], T* dst, I stride, I rows,
                                           u32 from, u32 lo, u32 hi) {
    T v[EDGE / CUTT_TILE_ROWS][EDGE / CUTT_TILE + LINES];
    for_each_pass<EDGE, EDGE, LINES>(dst, stride, rows, from, lo, hi,
                                     [&](u32 j, u32 i, T*, u32 row, u32 pos, bool valid) {
                                         v[j][i] = tile[valid ? pos : 0][row];
                                     });
    for_each_pass<EDGE, EDGE, LINES>(dst, stride, rows, from, lo, hi,
                                     [&](u32 j, u32 i, T* start, u32, u32 pos, bool valid) {
                                         if (valid) start[pos] = v[j][i];
                                     });
}

// Tiled of 4-byte elements: tiles of CUTT_WIDE_TILE elements each way
// (256-byte rows); rows that do not start on a 128-byte line move in
// line-aligned passes.
template <typename T, typename I>
__device__ __forceinline__ void tiled_wide(const cutt_tiled_params& p, const T* __restrict__ in,
                                           T* __restrict__ out) {
    constexpr u32 EDGE = CUTT_WIDE_TILE;
    constexpr u32 LINE = CUTT_TILE * sizeof(T);
    __shared__ T tile[EDGE][EDGE + 1];
    const I a_out = (I)p.a_out_stride;
    const I b_in = (I)p.b_in_stride;
    for_each_tile<EDGE, I>(p, [&](I in_base, I out_base, I na, I nb, I) {
        const T* src = in + in_base;
        if (!rows_aligned(src, b_in, LINE))
            load_side<EDGE, EDGE, true>(tile, src, b_in, nb, na);
        else
            load_side<EDGE, EDGE, false>(tile, src, b_in, nb, na);
        __syncthreads();
        T* dst = out + out_base;
        if (!rows_aligned(dst, a_out, LINE))
            store_side<EDGE, true>(tile, dst, a_out, na, 0, 0, (u32)nb);
        else
            store_side<EDGE, false>(tile, dst, a_out, na, 0, 0, (u32)nb);
        __syncthreads();
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

// Tiled of 8- and 16-byte elements: tiles of CUTT_TILE elements each way,
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
template <typename T, typename I>
__device__ __forceinline__ void tiled_sectors(const cutt_tiled_params& p,
                                              const T* __restrict__ in, T* __restrict__ out) {
    constexpr u32 EDGE = CUTT_TILE;
    constexpr u32 G = CUTT_SECTOR_BYTES / sizeof(T);
    static_assert(CUTT_TILE_ROWS % G == 0, "a thread's rows share their offset from a sector");
    // EDGE rows along b and the halo's, by EDGE positions (+1 against bank
    // conflicts) along a.
    __shared__ T tile[EDGE + CUTT_TILE_ROWS][EDGE + 1];
    const I a_out = (I)p.a_out_stride;
    const I b_in = (I)p.b_in_stride;
    const u32 tx = threadIdx.x;
    const u32 ty = threadIdx.y;
    const bool whole_rows = p.b_extent <= EDGE;
    for_each_tile<EDGE, I>(p, [&](I in_base, I out_base, I na, I nb, I b_left) {
        T* dst = out + out_base;
        const bool shifted = !whole_rows && !rows_aligned(dst, a_out, CUTT_SECTOR_BYTES);
        const I rows = shifted ? min(b_left, (I)(EDGE + G - 1)) : nb;
        load_side<EDGE + CUTT_TILE_ROWS, EDGE, false>(tile, in + in_base, b_in, rows, na);
        __syncthreads();
        const u32 s =
            shifted ? (G - (u32)((size_t)(dst + (I)ty * a_out) / sizeof(T)) % G) % G : 0;
        const bool first = b_left == (I)p.b_extent;
        const u32 lo = first ? 0 : s;
        const u32 hi = (u32)max((I)lo, min((I)(s + EDGE), b_left));
        store_side<EDGE, false>(tile, dst, a_out, na, s, lo, hi);
        if (first && tx < min(s, hi)) store_row_heads<EDGE>(tile, dst, a_out, na);
        __syncthreads();
    });
}

// Tiled for 1- and 2-byte elements: tiles of CUTT_WORD_TILE_BYTES bytes
// each way, moved as 32-bit words. One element per access would bound the
// kernel by the issue rate of loads and stores long before memory
// (notes/performance.md: 0.41 of memcpy for 1-byte elements), so a thread
// reads one word from each of K = 4 / E neighbouring input rows, transposes
// that K x K block in registers with byte permutes, and the tile goes
// through shared memory as words.
//
// Rows need not be word-aligned. An input row is read as the aligned words
// that cover it, shifted into place; such a word may hold bytes before the
// tensor (never past the start of its allocation, which is aligned), but
// none past its end: a tile that comes within 8 bytes of the end is read
// byte by byte. An output row is written as whole aligned words: a tile
// owns the words whose first byte lies in it, so its last word of a
// misaligned row takes up to 3 bytes of the next tile along b (the halo,
// read with the tile). Only where a word would cross the start or the
// end of an output row are bytes stored alone. Byte stores at every tile
// edge cost 1.45 L2 write sectors per byte and left warps waiting at the
// barrier while one thread per row wrote them (misaligned 0.60 of memcpy
// against 0.77 aligned, 1-byte elements).
//
// Every per-row quantity that would cost instructions in the inner loops is
// hoisted: input rows (ty + 8 j) K + r have the misalignment of row r (rows
// 8 K apart are a multiple of 4 bytes apart), and output rows ty + 8 m the
// misalignment of row ty.

__device__ __forceinline__ u32 misalignment(const void* p) {
    return (u32)((size_t)p & 3);
}

__device__ __forceinline__ const u32* aligned_word(const unsigned char* p) {
    return (const u32*)((size_t)p & ~(size_t)3);
}

// The __byte_perm selector that takes bytes [shift, shift + 4) of hi:lo.
__device__ __forceinline__ u32 shift_selector(u32 shift) {
    return 0x3210u + 0x1111u * shift;
}

// v[r] holds elements (a = j, b = r) of a K x K block at position j of the
// word; o[j] gets elements (a = j, b = r) at position r.
template <unsigned int E>
__device__ __forceinline__ void transpose_block(const u32 (&v)[4 / E], u32 (&o)[4 / E]) {
    if constexpr (E == 1) {
        const u32 t0 = __byte_perm(v[0], v[1], 0x5140);
        const u32 t1 = __byte_perm(v[0], v[1], 0x7362);
        const u32 t2 = __byte_perm(v[2], v[3], 0x5140);
        const u32 t3 = __byte_perm(v[2], v[3], 0x7362);
        o[0] = __byte_perm(t0, t2, 0x5410);
        o[1] = __byte_perm(t0, t2, 0x7632);
        o[2] = __byte_perm(t1, t3, 0x5410);
        o[3] = __byte_perm(t1, t3, 0x7632);
    } else {
        o[0] = __byte_perm(v[0], v[1], 0x5410);
        o[1] = __byte_perm(v[0], v[1], 0x7632);
    }
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

template <typename I>
__device__ __forceinline__ I tensor_volume(const cutt_tiled_params& p) {
    I volume = (I)p.a_extent * (I)p.b_extent;
    for (unsigned int k = 0; k < p.grid_rank; ++k) volume *= (I)p.grid[k].extent;
    return volume;
}

// Thread (tx, ty)'s words of input rows (group j of CUTT_TILE_ROWS K rows)
// ty K + r + j CUTT_TILE_ROWS K, r < K, as (lo, hi) aligned words, rows at
// or past `rows` read as the tile's first word. WHOLE: aligned words may be
// read (else bytes, and zeros past the tile); a template argument, so that
// the caller's branch on it is taken once for all groups, not per load.
template <unsigned int K, bool WHOLE, typename I>
__device__ __forceinline__ void load_group(const unsigned char* tile_in, const unsigned char* src,
                                           I in_row, u32 in_bytes, u32 rows, u32 j,
                                           const u32 (&selector)[K], u32 (&lo)[K], u32 (&hi)[K]) {
    const u32 tx = threadIdx.x;
    const bool lane_in = 4 * tx < in_bytes;
#pragma unroll
    for (u32 r = 0; r < K; ++r) {
        const u32 b = (threadIdx.y + j * CUTT_TILE_ROWS) * K + r;
        const unsigned char* at = src + (I)(j * CUTT_TILE_ROWS * K + r) * in_row;
        if (WHOLE) {
            // Rows past `rows` and words past the tile read the tile's first
            // word instead: their bytes land where nothing is written from.
            const u32* w = aligned_word(b < rows && lane_in ? at : tile_in);
            lo[r] = __ldg(w);
            hi[r] = selector[r] != 0x3210u ? __ldg(w + 1) : 0u;
        } else {
            lo[r] = b < rows && lane_in ? load_bytes(at, in_bytes - 4 * tx) : 0u;
            hi[r] = 0;
        }
    }
}

// Groups [FIRST, FIRST + N) of load_group.
template <unsigned int K, unsigned int FIRST, unsigned int N, typename I>
__device__ __forceinline__ void load_groups(const unsigned char* tile_in, const unsigned char* src,
                                            I in_row, u32 in_bytes, u32 rows, bool whole,
                                            const u32 (&selector)[K], u32 (&lo)[N][K],
                                            u32 (&hi)[N][K]) {
    if (whole) {
#pragma unroll
        for (u32 j = 0; j < N; ++j)
            load_group<K, true>(tile_in, src, in_row, in_bytes, rows, FIRST + j, selector, lo[j],
                                hi[j]);
    } else {
#pragma unroll
        for (u32 j = 0; j < N; ++j)
            load_group<K, false>(tile_in, src, in_row, in_bytes, rows, FIRST + j, selector, lo[j],
                                 hi[j]);
    }
}

// The K x K blocks of a loaded group, shifted into place and transposed:
// o[k] is the word of output row tx K + k.
template <unsigned int K>
__device__ __forceinline__ void transpose_group(const u32 (&selector)[K], const u32 (&lo)[K],
                                                const u32 (&hi)[K], u32 (&o)[K]) {
    u32 v[K];
#pragma unroll
    for (u32 r = 0; r < K; ++r) v[r] = __byte_perm(lo[r], hi[r], selector[r]);
    transpose_block<4 / K>(v, o);
}

// Row a = ty * 32 + tx of a tile at an end of the output rows (first along
// b: `first`): the bytes before its first aligned word, and those of its
// last word where the row ends inside that word and the word starts in the
// tile (a word that starts at byte 4 WORDS or later is the next tile's).
template <unsigned int K, unsigned int EDGE, unsigned int WORDS, typename I>
__device__ __forceinline__ void store_row_ends(const u32 (&tile)[EDGE][WORDS],
                                               const u32* halo, unsigned char* tile_out,
                                               I out_row, I na, bool first, u32 out_bytes,
                                               u32 row_bytes) {
    const u32 a = threadIdx.y * CUTT_TILE + threadIdx.x;
    if (a >= na) return;
    unsigned char* row = tile_out + (I)a * out_row;
    const u32 skip = (4 - misalignment(row)) & 3;
    const u32 swizzle = a / K;
    if (first && skip) store_partial_word(row, tile[a][swizzle], min(skip, out_bytes));
    const u32 n = (row_bytes - skip) & 3;
    const u32 at = row_bytes - n;
    if (row_bytes > skip && n && at < 4 * WORDS) {
        const u32 g = at / 4;
        const u32 hi = g + 1 < WORDS ? tile[a][(g + 1) ^ swizzle] : halo[a];
        store_partial_word(row + at, __byte_perm(tile[a][g ^ swizzle], hi, shift_selector(skip)),
                           n);
    }
}

// Launch as Tiled; E = sizeof(T) is 1 or 2. Tiles are EDGE = 128 / E
// elements each way; thread (tx, ty) reads word tx of input rows
// (ty + 8 j) K + r, j < 4, r < K, and warp 0 also of the K input rows after
// the tile (the halo). Thread (tx, ty) writes the aligned word that starts
// in logical word tx of output rows ty + 8 m, and in tiles at either end of
// the output rows the bytes of row ty * 32 + tx in words that cross the
// row's start or end.
template <typename T, typename I>
__device__ __forceinline__ void tiled_words(const cutt_tiled_params& p, const T* __restrict__ in,
                                            T* __restrict__ out) {
    constexpr u32 E = sizeof(T);
    constexpr u32 K = 4 / E;
    constexpr u32 EDGE = CUTT_WORD_TILE_BYTES / E;
    constexpr u32 WORDS = CUTT_WORD_TILE_BYTES / 4;
    constexpr u32 GROUPS = WORDS / CUTT_TILE_ROWS;
    // Elements past the tile that hold the (up to 3) bytes its last word of
    // a misaligned output row takes.
    constexpr u32 HALO = (3 + E - 1) / E;
    // Output row a, logical word g at column g ^ (a / K): the K x K blocks a
    // warp stores (a / K = lane) fall in 32 different banks, and a warp
    // reading one row reads 32 different banks. Logical word WORDS (the
    // halo) of row a is halo[a].
    __shared__ u32 tile[EDGE][WORDS];
    __shared__ u32 halo[EDGE];
    const u32 tx = threadIdx.x;
    const u32 ty = threadIdx.y;
    const I in_row = (I)p.b_in_stride * E;
    const I out_row = (I)p.a_out_stride * E;
    const unsigned char* in_end = (const unsigned char*)(in + tensor_volume<I>(p));
    for_each_tile<EDGE, I>(p, [&](I in_base, I out_base, I na, I nb, I b_left) {
        const unsigned char* tile_in = (const unsigned char*)(in + in_base);
        unsigned char* tile_out = (unsigned char*)(out + out_base);
        const bool ragged = ((misalignment(tile_out) | (u32)out_row) & 3) != 0;
        // Input rows the tile reads: its own and, where output rows miss
        // word boundaries, the halo rows that the output row still holds.
        const u32 rows =
            ragged && b_left > (I)EDGE ? (u32)min(b_left, (I)(EDGE + HALO)) : (u32)nb;
        const u32 in_bytes = (u32)na * E;
        const unsigned char* src = tile_in + 4 * tx + (I)(ty * K) * in_row;
        const bool whole = tile_in + (I)(rows - 1) * in_row + in_bytes + 8 <= in_end;
        u32 selector[K];
#pragma unroll
        for (u32 r = 0; r < K; ++r)
            selector[r] = whole ? shift_selector(misalignment(src + r * in_row)) : 0x3210u;
        u32 lo[GROUPS][K], hi[GROUPS][K];
        load_groups<K, 0, GROUPS>(tile_in, src, in_row, in_bytes, rows, whole, selector, lo, hi);
        if (rows > EDGE && ty == 0) {
            u32 halo_lo[1][K], halo_hi[1][K], o[K];
            load_groups<K, GROUPS, 1>(tile_in, src, in_row, in_bytes, rows, whole, selector,
                                      halo_lo, halo_hi);
            transpose_group<K>(selector, halo_lo[0], halo_hi[0], o);
#pragma unroll
            for (u32 k = 0; k < K; ++k) halo[tx * K + k] = o[k];
        }
#pragma unroll
        for (u32 j = 0; j < GROUPS; ++j) {
            u32 o[K];
            transpose_group<K>(selector, lo[j], hi[j], o);
#pragma unroll
            for (u32 k = 0; k < K; ++k) tile[tx * K + k][(ty + j * CUTT_TILE_ROWS) ^ tx] = o[k];
        }
        __syncthreads();
        // Output row ty + 8 m: its first aligned word starts `skip` bytes in;
        // this thread writes the one at byte `at` where it ends inside the
        // output row (at + 4 <= row_bytes).
        const u32 row_bytes = (u32)min(b_left, (I)(EDGE + HALO)) * E;
        unsigned char* dst = tile_out + (I)ty * out_row;
        const u32 skip = (4 - misalignment(dst)) & 3;
        const u32 at = skip + 4 * tx;
        const bool full = at + 4 <= row_bytes;
        const u32 selector_out = shift_selector(skip);
        // Row a = ty + 8 m keeps its logical words at column g ^ (ty / K) ^
        // (8 m / K): ty / K < 8 / K, so the sum a / K is an exclusive or.
        const u32 column_lo = tx ^ (ty / K);
        const u32 column_hi = ((tx + 1) & (WORDS - 1)) ^ (ty / K);
        unsigned char* word_out = dst + at;
#pragma unroll
        for (u32 m = 0; m < EDGE / CUTT_TILE_ROWS; ++m) {
            const u32 a = ty + m * CUTT_TILE_ROWS;
            const u32 flip = m * CUTT_TILE_ROWS / K;
            const u32 lo_word = tile[a][column_lo ^ flip];
            const u32* hi_at = tx == WORDS - 1 ? &halo[a] : &tile[a][column_hi ^ flip];
            const u32 hi_word = skip ? *hi_at : 0u;
            if (a < na && full)
                *(u32*)(word_out + (I)(m * CUTT_TILE_ROWS) * out_row) =
                    __byte_perm(lo_word, hi_word, selector_out);
        }
        // Tiles at either end of the output rows: the bytes of words that
        // cross a row's start or end, a row per thread.
        if (b_left == (I)p.b_extent || b_left < (I)(EDGE + HALO))
            store_row_ends<K, EDGE, WORDS, I>(tile, halo, tile_out, out_row, na,
                                              b_left == (I)p.b_extent, (u32)nb * E, row_bytes);
        __syncthreads();
    });
}

// Tiled for 1- and 2-byte elements where every row starts on a 32-bit word
// (src/plan/params.rs `rows_word_aligned`: buffers aligned to 4 bytes,
// input dimension 0 and output dimension 0 whole words, so every stride of
// either tensor is too): tiled_words without shifts, halo or byte stores,
// all words whole. Its few registers let twice the blocks share an SM:
// bench/exp/word_tile.cu measured this tile at 0.90-0.93 of memcpy on
// aligned 2D transposes, tiled_words at 0.78-0.81. Where output rows miss
// sectors, tiled_aligned_sectors runs instead (`word_rows`).
//
// Launch as Tiled; tiles of EDGE = 128 / E elements each way. Thread
// (tx, ty) reads word tx of input rows (ty + 8 j) K + r, j < 4, r < K, and
// writes word tx of output rows ty + 8 m.
//
// load_aligned_groups: thread (tx, ty)'s words of input rows
// (ty + 8 j) K + r, j < N, r < K; 0 for words past `na` elements and rows
// past `rows` (FULL: none are).
template <unsigned int K, unsigned int N, bool FULL, typename I>
__device__ __forceinline__ void load_aligned_groups(const u32* src, I in_row, I na, I rows,
                                                    u32 (&v)[N][K]) {
    const bool lane_in = FULL || (I)(threadIdx.x * K) < na;
#pragma unroll
    for (u32 j = 0; j < N; ++j)
#pragma unroll
        for (u32 r = 0; r < K; ++r) {
            const u32 b = (threadIdx.y + j * CUTT_TILE_ROWS) * K + r;
            const u32* at = src + (I)(j * CUTT_TILE_ROWS * K + r) * in_row;
            v[j][r] = FULL || (lane_in && (I)b < rows) ? __ldg(at) : 0u;
        }
}

template <typename T, typename I>
__device__ __forceinline__ void tiled_aligned(const cutt_tiled_params& p, const T* __restrict__ in,
                                              T* __restrict__ out) {
    constexpr u32 E = sizeof(T);
    constexpr u32 K = 4 / E;
    constexpr u32 EDGE = CUTT_WORD_TILE_BYTES / E;
    constexpr u32 WORDS = CUTT_WORD_TILE_BYTES / 4;
    constexpr u32 GROUPS = WORDS / CUTT_TILE_ROWS;
    // Output row a, logical word g at column g ^ (a / K), as in tiled_words.
    __shared__ u32 tile[EDGE][WORDS];
    const u32 tx = threadIdx.x;
    const u32 ty = threadIdx.y;
    const I in_row = (I)p.b_in_stride / K;
    const I out_row = (I)p.a_out_stride / K;
    for_each_tile<EDGE, I>(p, [&](I in_base, I out_base, I na, I nb, I) {
        const u32* src = (const u32*)(in + in_base) + tx + (I)(ty * K) * in_row;
        const bool full = na == (I)EDGE && nb == (I)EDGE;
        u32 v[GROUPS][K];
        if (full)
            load_aligned_groups<K, GROUPS, true>(src, in_row, na, nb, v);
        else
            load_aligned_groups<K, GROUPS, false>(src, in_row, na, nb, v);
#pragma unroll
        for (u32 j = 0; j < GROUPS; ++j) {
            u32 o[K];
            transpose_block<E>(v[j], o);
#pragma unroll
            for (u32 k = 0; k < K; ++k) tile[tx * K + k][(ty + j * CUTT_TILE_ROWS) ^ tx] = o[k];
        }
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
// 0.70-0.78 for tiled_aligned and tiled_words, and 2-byte ones at 0.86-0.88
// against 0.61-0.89 (tiled_aligned held to five blocks per SM did best
// there before). A tile owns logical words [w, w + 32) of an output row, w
// < 8 bringing the row to a sector (rows 8 apart are a multiple of 32
// bytes apart, so one w serves all of a thread's rows), and the first tile
// along b also [0, w); the up to 7 K-row blocks of input past the tile
// that this takes (the halo) are read with it, into their own array. w is
// 0 where the rows start on sectors, and where a tile spans its rows whole
// (b_extent <= EDGE): then the tile reads no halo.
//
// Launch as Tiled; tiles of EDGE = 128 / E elements each way. Thread
// (tx, ty) reads word tx of input rows (ty + 8 j) K + r, j < 5, r < K
// (group 4: the halo), and writes logical word w + tx of output rows
// ty + 8 m, and in the first tile along b also word tx < w.
template <typename T, typename I>
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
    for_each_tile<EDGE, I>(p, [&](I in_base, I out_base, I na, I nb, I b_left) {
        u32* tile_out = (u32*)(out + out_base);
        const bool shifted = !whole_rows && !rows_aligned(tile_out, out_row, CUTT_SECTOR_BYTES);
        const I rows = shifted ? min(b_left, (I)(EDGE + (SECTOR_WORDS - 1) * K)) : nb;
        const u32* src = (const u32*)(in + in_base) + tx + (I)(ty * K) * in_row;
        u32 v[GROUPS + 1][K];
        load_aligned_groups<K, GROUPS + 1, false>(src, in_row, na, rows, v);
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

// Tiled: words for elements under 4 bytes, wide tiles for 4-byte ones, tiles
// that own output sectors for 8- and 16-byte ones.
template <typename T, typename I>
__device__ __forceinline__ void tiled(const cutt_tiled_params& p, const T* __restrict__ in,
                                      T* __restrict__ out) {
    if constexpr (sizeof(T) < 4)
        tiled_words<T, I>(p, in, out);
    else if constexpr (sizeof(T) == 4)
        tiled_wide<T, I>(p, in, out);
    else
        tiled_sectors<T, I>(p, in, out);
}

// Dimension a is contiguous in both tensors: copy tile rows directly.
template <typename T, typename I>
__device__ __forceinline__ void tiled_copy(const cutt_tiled_params& p, const T* __restrict__ in,
                                           T* __restrict__ out) {
    const u32 tx = threadIdx.x;
    const u32 ty = threadIdx.y;
    const I b_in = (I)p.b_in_stride;
    const I b_out = (I)p.b_out_stride;
    for_each_tile<CUTT_TILE, I>(p, [&](I in_base, I out_base, I na, I nb, I) {
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
    for (u32 t = blockIdx.x; t < (u32)p.num_tiles; t += gridDim.x) {
        // Only the last tile can run past the tensor; the others skip the
        // volume's product over every dimension.
        const u32 end = t + 1 < (u32)p.num_tiles ? 0xffffffffu : tensor_volume<u32>(p);
        const u32 first = t * BLOCK * U + threadIdx.x;
        u32 from[U];
#pragma unroll
        for (u32 k = 0; k < U; ++k) {
            u32 unused = 0;
            from[k] = 0;
            cutt_walk_grid(p.grid, p.grid_rank, first + k * BLOCK, from[k], unused);
        }
        T v[U];
#pragma unroll
        for (u32 k = 0; k < U; ++k)
            if (first + k * BLOCK < end) v[k] = in[from[k]];
#pragma unroll
        for (u32 k = 0; k < U; ++k)
            if (first + k * BLOCK < end) out[first + k * BLOCK] = v[k];
    }
}

// Entry points cutt_{tiled,tiled_copy}_e{bytes}_i{32,64},
// cutt_{tiled_aligned,tiled_aligned_sectors}_e{1,2}_i{32,64} and
// cutt_row_copy_e{bytes}_i32.
// Launch geometry: block (CUTT_TILE, CUTT_TILE_ROWS, 1) = 256 threads
// (RowCopy: (256, 1, 1)), grid (min(num_tiles, 2^31 - 1), 1, 1), no dynamic
// shared memory; Tiled uses static shared memory: CUTT_WIDE_TILE *
// (CUTT_WIDE_TILE + 1) elements for 4-byte elements, (CUTT_TILE +
// CUTT_TILE_ROWS) * (CUTT_TILE + 1) for 8- and 16-byte ones (the halo's rows
// included) and CUTT_WORD_TILE_BYTES / E * (CUTT_WORD_TILE_BYTES + 4) bytes
// for E = 1, 2 (the tile's words and a halo word per output row);
// tiled_aligned 128 / E * 128 bytes (the words alone), and
// tiled_aligned_sectors 128 / E * 128 + 8 * (128 / E + 1) * 4 (the halo's).
// BOUNDS: the launch bounds. The Tiled kernels of 1- and 2-byte elements
// also name the blocks that must fit on an SM at once: without, they take
// 122 and 72 registers (two and three blocks); tiled_aligned names eight
// for 2-byte elements with 32-bit positions (32 registers) and six
// otherwise (40), as many as fit without spilling; tiled_aligned_sectors
// the same for 2-byte elements, and five for 1-byte ones (48 registers:
// held to 40 for six blocks it measured 0.77-0.81 of memcpy against
// 0.84-0.86, bench/exp/sector_words.cu). Tiled of 4-byte elements
// names eight, the most 256-thread blocks an SM holds: 32 registers, where
// it takes 48 (e4_i32) or 128 (e4_i64) otherwise, and 5 blocks measured
// 0.78 of memcpy on 48000^2 against 0.89 with 8. Within these bounds ptxas
// spills nothing. The others name none: a minimum of one block lets ptxas
// take more registers (TiledCopy e4_i64: 38 -> 52) and measured slower.
#define CUTT_BLOCK (CUTT_TILE * CUTT_TILE_ROWS)
#define CUTT_ENTRY(ALGO, BYTES, T, BITS, I, BOUNDS)                                            \
    extern "C" __global__ void __launch_bounds__ BOUNDS                                        \
        cutt_##ALGO##_e##BYTES##_i##BITS(const __grid_constant__ cutt_tiled_params p,          \
                                         const T* __restrict__ in, T* __restrict__ out) {      \
        ALGO<T, I>(p, in, out);                                                                \
    }

#define CUTT_ENTRIES(ALGO, E4_BOUNDS)                                    \
    CUTT_ENTRY(ALGO, 1, unsigned char, 32, u32, (CUTT_BLOCK, 3))         \
    CUTT_ENTRY(ALGO, 1, unsigned char, 64, cutt_u64, (CUTT_BLOCK, 3))    \
    CUTT_ENTRY(ALGO, 2, unsigned short, 32, u32, (CUTT_BLOCK, 4))        \
    CUTT_ENTRY(ALGO, 2, unsigned short, 64, cutt_u64, (CUTT_BLOCK, 4))   \
    CUTT_ENTRY(ALGO, 4, unsigned int, 32, u32, E4_BOUNDS)                \
    CUTT_ENTRY(ALGO, 4, unsigned int, 64, cutt_u64, E4_BOUNDS)           \
    CUTT_ENTRY(ALGO, 8, uint2, 32, u32, (CUTT_BLOCK))                    \
    CUTT_ENTRY(ALGO, 8, uint2, 64, cutt_u64, (CUTT_BLOCK))               \
    CUTT_ENTRY(ALGO, 16, uint4, 32, u32, (CUTT_BLOCK))                   \
    CUTT_ENTRY(ALGO, 16, uint4, 64, cutt_u64, (CUTT_BLOCK))

CUTT_ENTRIES(tiled, (CUTT_BLOCK, 8))
CUTT_ENTRY(tiled_aligned, 1, unsigned char, 32, u32, (CUTT_BLOCK, 6))
CUTT_ENTRY(tiled_aligned, 1, unsigned char, 64, cutt_u64, (CUTT_BLOCK, 6))
CUTT_ENTRY(tiled_aligned, 2, unsigned short, 32, u32, (CUTT_BLOCK, 8))
CUTT_ENTRY(tiled_aligned, 2, unsigned short, 64, cutt_u64, (CUTT_BLOCK, 6))
CUTT_ENTRY(tiled_aligned_sectors, 1, unsigned char, 32, u32, (CUTT_BLOCK, 5))
CUTT_ENTRY(tiled_aligned_sectors, 1, unsigned char, 64, cutt_u64, (CUTT_BLOCK, 5))
CUTT_ENTRY(tiled_aligned_sectors, 2, unsigned short, 32, u32, (CUTT_BLOCK, 8))
CUTT_ENTRY(tiled_aligned_sectors, 2, unsigned short, 64, cutt_u64, (CUTT_BLOCK, 6))
CUTT_ENTRIES(tiled_copy, (CUTT_BLOCK))
CUTT_ENTRY(row_copy, 1, unsigned char, 32, u32, (CUTT_BLOCK))
CUTT_ENTRY(row_copy, 2, unsigned short, 32, u32, (CUTT_BLOCK))
CUTT_ENTRY(row_copy, 4, unsigned int, 32, u32, (CUTT_BLOCK))
CUTT_ENTRY(row_copy, 8, uint2, 32, u32, (CUTT_BLOCK))
CUTT_ENTRY(row_copy, 16, uint4, 32, u32, (CUTT_BLOCK))
