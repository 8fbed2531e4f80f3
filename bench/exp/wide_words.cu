// Experiment: 256-byte tiles for libcutt's 1-byte kernels on rows that
// start on words (tiled_aligned_sectors). The library moves 1-byte elements
// as 32-bit words in tiles of 128 x 128 bytes and measures 0.84-0.86 of
// memcpy on 2D cases (1-byte [25000, 23000] 0.856, [50000, 46000] past 2^31
// elements 0.844); notes/performance.md measured runs of 128 bytes capped
// near 0.85 of memcpy and 256-byte runs at 0.91-0.97, and
// bench/exp/word_tile.cu measured 256-byte word tiles at 0.91-0.97, but
// only on shapes whose extents are multiples of the tile, without bounds or
// sector ownership. Here: tiled_aligned_sectors (same ownership: a tile
// owns the output sectors that start in it, reads the up-to-7 K-row blocks
// of input past it, and the first tile along b also writes words [0, w))
// in tiles of 256 elements each way (64 words per row), 64 x 8 threads,
// one word of each row per thread, two blocks per SM (w64x8/b2). Beside it
// the library's kernel launched directly (sectors128) and this kernel's
// code in 128-byte tiles (own128: predicated stores where the library
// branches, a conflict-free halo): the control that separates the tile
// width from the code. Prediction: the 256-byte tiles reach >= 0.90 of
// memcpy on these cases where the 128-byte kernels measure 0.84-0.86, past
// 2^31 elements included, 64 x 8 at two blocks per SM (a whole tile's loads
// in flight at once) best. 2D [A, B] perm [1, 0], every output checked
// against libcutt's byte for byte.
// Measured (H200, bench/results/2026-11-22q-h200-wide-words.log, no
// output wrong): 64 x 8 at two blocks (64 registers) 0.901-0.910 on the
// 32-bit cases where sectors128 measures 0.861-0.915 ([24000, 24000]
// 0.868 -> 0.905, [25000, 23000] 0.869 -> 0.908, [40000, 40000] 0.861 ->
// 0.906, [1000, 600000] 0.745 -> 0.805, [600000, 1000] 0.915 -> 0.910);
// past 2^31 elements [50000, 46000] 0.843 -> 0.872, short of 0.90. The
// other layouts lost (0.68-0.80): three blocks in two phases keep fewer
// loads in flight. own128 measured as sectors128 (within 0.02): the gain
// is the tile width, not the code. Prediction met on the 32-bit cases,
// not past 2^31. The other layouts (64 x 8 at three blocks in two phases
// apart by a barrier, w64x8/b3s; 32 x 8, words tx and tx + 32 of each row,
// at three blocks in two phases ordered by ptxas or apart by a barrier,
// w32x8/b3 and w32x8/b3s) were dropped after that run.
//
// Follow-up: does the loss past 2^31 elements come from 64-bit arithmetic
// inside the tile? With I = cutt_u64, w64x8/b2 forms each of a thread's 36
// load and 32 store addresses from a 64-bit row offset (row index times
// row stride). w64x8h/b2 (hybrid) keeps the tile's origin 64-bit (its
// input and output base pointers, from for_each_tile's offsets) and adds
// 32-bit offsets to them (row index times row stride in words, rows below
// EDGE + 32: valid where EDGE + 28 rows of either side span less than
// 2^32 bytes, "SKIPPED" otherwise). Run on [50000, 46000] and, as a
// control, on [40000, 40000] beside the 32-bit w64x8/b2 and the 64-bit one
// (w64x8/b2-i64). The hybrid near 0.90 past 2^31 puts the cost in the
// tile's arithmetic; at 0.87, elsewhere: in the shape where w64x8/b2-i64
// measures as the 32-bit kernel on [40000, 40000], in the 64-bit tile
// origin where the hybrid loses there too. Prediction: elsewhere, the
// shape. ptxas's tile loops (64 registers, no spills; static counts
// without the grid walk, which rank 0 skips) hold 1136 instructions at 32
// bits, 1154 at 64 and 1207 in the hybrid (its offsets move from uniform
// registers): 64-bit arithmetic adds 2%.
// Measured (another H200, 0.01 slower on the library's kernel,
// bench/results/2026-11-22q-h200-wide-words-hybrid.log): [40000, 40000]
// w64x8/b2 0.895, -i64 0.893, hybrid 0.895; [50000, 46000] w64x8/b2 0.858,
// hybrid 0.862. Prediction right: 64-bit arithmetic costs nothing, the
// shape does ([25000, 23000], rows off sectors the same way, 0.891).
// Build: bench/exp/run.sh wide_words
#include "exp_common.cuh"
#include "../../cuda/tiled.cu"
#include <string>

constexpr u32 WIDE_K = 4;
constexpr u32 WIDE_SECTOR_WORDS = CUTT_SECTOR_BYTES / 4;

// Dynamic shared memory of wide_sectors in tiles of EDGE bytes each way:
// the tile's EDGE x EDGE / 4 words, then the halo's 8 x EDGE (256: 72 KiB,
// past the 48 KiB that static shared memory allows).
constexpr size_t wide_smem_bytes(u32 edge) { return ((size_t)edge * (edge / WIDE_K) + 8 * edge) * 4; }
static_assert(wide_smem_bytes(256) <= 227 * 1024, "fits one block of sm_90");

// Rows of a tile's side that wide_sectors<I, u32> reaches with 32-bit
// offsets: the tile's EDGE and the halo's 28.
__host__ __device__ constexpr u32 wide_offset_rows(u32 edge) { return edge + (WIDE_SECTOR_WORDS - 1) * WIDE_K; }

// *p = v where `pred` holds, as one predicated store: written as
// `if (pred) *p = v`, each output row's shared-memory read sank into the
// row's branch and waited there before its store (the library's
// tiled_aligned_sectors compiles so).
__device__ __forceinline__ void store_if(u32* p, u32 v, bool pred) {
  asm volatile(
      "{\n\t.reg .pred q;\n\t.reg .b64 g;\n\tsetp.ne.b32 q, %2, 0;\n\t"
      "cvta.to.global.u64 g, %0;\n\t@q st.global.b32 [g], %1;\n\t}" ::"l"(p),
      "r"(v), "r"((u32)pred));
}

// tiled_aligned_sectors of 1-byte elements (rows start on words: both
// extents multiples of 4) in tiles of EDGE x EDGE bytes (256; 128 as the
// library's, for a control with this kernel's code), WORDS = EDGE / 4
// words per row. I: the tiles' positions (for_each_tile); R: offsets
// within a tile, added to the tile's base pointers (R = I, or u32 under
// I = cutt_u64 where wide_offset_rows(EDGE) rows of either side span less
// than 2^32 bytes: the launcher checks).
//
// Threads (tx < WORDS, ty < 8); thread tx takes word x = tx of each row.
// Loads: word x of input rows (ty + 8 j) K + r, j <= GROUPS = WORDS / 8,
// r < K (group GROUPS: the halo, rows EDGE + 4 ty + r, those below
// `rows`), every load of the tile before its shared-memory stores; each
// K x K block is transposed in registers (transpose_block) into logical
// word g = ty + 8 j of output rows a = x K + k. Stores: logical word
// g = w + x of output rows a = ty + 8 m, m < EDGE / 8, those below na and
// b_left / K (w < 8 brings the row to a sector: rows 8 apart are a
// multiple of 32 bytes apart, so one w serves all of a thread's rows; 0
// where rows start on sectors, or where the tile spans its rows whole),
// and in the first tile along b also word tx < w (store_if: no branches).
//
// Shared layout, the library's XOR swizzle on WORDS-word rows (64: two
// bank rows): output row a's logical word g < WORDS at tile[a][g ^ (a / K)]
// (bank (g ^ (a / K)) % 32); halo word g = WORDS + h at
// halo[(a % K) 8 + h][(a / K) ^ h], whose bank (h ^ (a / K)) % 32 is
// (g ^ (a / K)) % 32 too, the tile's formula. A warp's shared stores (fixed
// g and k, 32 consecutive x = a / K) fall in 32 banks, and so do a warp's
// reads (fixed a, 32 consecutive g, tile and halo mixed: g % 32 distinct);
// the library's halo[h][(a % K) 32 + a / K] can meet a tile word's bank
// where a warp reads both.
template <typename I, typename R, u32 EDGE, u32 MIN_BLOCKS, bool PF = false>
__global__ void __launch_bounds__(EDGE / WIDE_K * CUTT_TILE_ROWS, MIN_BLOCKS)
    wide_sectors(const __grid_constant__ cutt_tiled_params p, const unsigned char* __restrict__ in,
                 unsigned char* __restrict__ out) {
  constexpr u32 K = WIDE_K, SECTOR_WORDS = WIDE_SECTOR_WORDS;
  constexpr u32 WORDS = EDGE / K;
  constexpr u32 GROUPS = WORDS / CUTT_TILE_ROWS;
  constexpr u32 LOADS = GROUPS + 1;
  constexpr u32 TILE_WORDS = EDGE * WORDS;
  static_assert(WORDS % 32 == 0, "whole warps along a row");
  static_assert(K * CUTT_TILE_ROWS == 32 && SECTOR_WORDS == CUTT_TILE_ROWS,
                "a / K = ty / K ^ 2 m; the halo's rows are ty's");
  static_assert(sizeof(R) == sizeof(I) || sizeof(R) == 4, "R: I, or 32-bit offsets within a tile");
  extern __shared__ u32 wide_smem[];
  u32* tile = wide_smem;
  u32* halo = wide_smem + TILE_WORDS;
  const u32 tx = threadIdx.x;
  const u32 ty = threadIdx.y;
  // Strides cut to R before the division: a 32-bit R from a 64-bit
  // quotient made nvcc form each offset as a 64-bit product under a mask,
  // which ptxas hoisted out of the tile loop and spilled (284 bytes).
  const R in_row = (R)p.b_in_stride / K;
  const R out_row = (R)p.a_out_stride / K;
  const bool whole_rows = p.b_extent <= EDGE;
  for_each_tile<EDGE, I>(p, [&](I in_base, I out_base, I na, I nb, I b_left) {
    u32* tile_out = (u32*)(out + out_base);
    const bool shifted = !whole_rows && !rows_aligned(tile_out, out_row, CUTT_SECTOR_BYTES);
    // Extents within the tile (at most EDGE + 28) as 32-bit numbers: the
    // 64-bit kernel then compares and selects in 32 bits.
    const u32 rows = (u32)(shifted ? min(b_left, (I)wide_offset_rows(EDGE)) : nb);
    const u32 n_a = (u32)na;
    const u32* src = (const u32*)(in + in_base) + tx + (R)(ty * K) * in_row;
    const bool lane_in = tx * K < n_a;
    u32 v[LOADS][K];
#pragma unroll
    for (u32 j = 0; j < LOADS; ++j) {
#pragma unroll
      for (u32 r = 0; r < K; ++r) {
        const u32 b = (ty + j * CUTT_TILE_ROWS) * K + r;
        const u32* at = src + (R)(j * CUTT_TILE_ROWS * K + r) * in_row;
        v[j][r] = lane_in && b < rows ? (PF ? load_input<false, true>(at, 0) : __ldg(at)) : 0u;
      }
    }
#pragma unroll
    for (u32 j = 0; j < LOADS; ++j) {
      u32 o[K];
      transpose_block<1>(v[j], o);
#pragma unroll
      for (u32 k = 0; k < K; ++k) {
        if (j < GROUPS)
          tile[(tx * K + k) * WORDS + ((ty + j * CUTT_TILE_ROWS) ^ tx)] = o[k];
        else
          halo[(k * SECTOR_WORDS + ty) * WORDS + (tx ^ ty)] = o[k];
      }
    }
    __syncthreads();
    u32* dst = tile_out + (R)ty * out_row;
    const u32 w =
        shifted ? (SECTOR_WORDS - (u32)((size_t)dst / 4) % SECTOR_WORDS) % SECTOR_WORDS : 0;
    const u32 row_words = (u32)min(b_left / K, (I)(WORDS + SECTOR_WORDS));
    // Row a = ty + 8 m: a % K = ty % K and a / K = (ty / K) ^ 2 m for every
    // m (ty / K < 2), so logical word g of it lies at base + m step +
    // (X ^ 2 m): in the tile base = WORDS ty, step = 8 WORDS,
    // X = g ^ (ty / K); in the halo (h = g - WORDS) base = WORDS ((ty % K) 8
    // + h) past the tile, step 0, X = h ^ (ty / K). One shared read per
    // word, whichever array holds it.
    const u32 g = w + tx;
    const bool in_tile = g < WORDS;
    const u32 h = g - WORDS;
    const u32 base = in_tile ? ty * WORDS : TILE_WORDS + ((ty % K) * SECTOR_WORDS + h) * WORDS;
    const u32 step = in_tile ? CUTT_TILE_ROWS * WORDS : 0;
    const u32 X = (in_tile ? g : h) ^ (ty / K);
#pragma unroll
    for (u32 m = 0; m < EDGE / CUTT_TILE_ROWS; ++m) {
      const u32 a = ty + m * CUTT_TILE_ROWS;
      const u32 word = wide_smem[base + m * step + (X ^ (2 * m))];
      store_if(dst + (R)(m * CUTT_TILE_ROWS) * out_row + g, word, a < n_a && g < row_words);
    }
    if (b_left == (I)p.b_extent && tx < w) {
      const u32 x = tx ^ (ty / K);
#pragma unroll
      for (u32 m = 0; m < EDGE / CUTT_TILE_ROWS; ++m) {
        const u32 a = ty + m * CUTT_TILE_ROWS;
        const u32 word = tile[a * WORDS + (x ^ (2 * m))];
        store_if(dst + (R)(m * CUTT_TILE_ROWS) * out_row + tx, word, a < n_a);
      }
    }
    __syncthreads();
  });
}

typedef void (*wide_kernel)(cutt_tiled_params, const unsigned char*, unsigned char*);

// Times a wide_sectors instance on [A, B] perm [1, 0] in tiles of `edge`,
// one block of edge / 4 x 8 threads per tile, wide_smem_bytes(edge) of
// dynamic shared memory (the driver's carveout, as for the library's
// kernels), as many blocks per SM as fit, and prints " name(REGISTERSr,BLOCKS/SM)=frac", "(LOCAL n)" where
// ptxas used local memory and "(WRONG)" where the output differs from want.
// offsets32: the instance adds 32-bit offsets to 64-bit tile origins
// (wide_sectors<cutt_u64, u32>); where wide_offset_rows(edge) rows of
// either side span 2^32 bytes or more it prints " name=SKIPPED" instead.
void time_wide(wide_kernel kernel, const char* name, unsigned edge, u32 A, u32 B, void* in, void* out, float copy,
               const std::vector<unsigned char>& want, bool offsets32 = false, int b_first = -1) {
  cutt_tiled_params p = tiled_2d_params(A, B, edge);
  if (b_first >= 0) p.b_first = (unsigned)b_first;
  if (offsets32 && (unsigned long long)wide_offset_rows(edge) * std::max(p.b_in_stride, p.a_out_stride) > 0xffffffffull) {
    printf(" %s=SKIPPED", name);
    return;
  }
  const unsigned threads_x = edge / WIDE_K;
  const size_t smem = wide_smem_bytes(edge);
  CHECK(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)smem));
  cudaFuncAttributes attr;
  CHECK(cudaFuncGetAttributes(&attr, kernel));
  int fit = 0;
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&fit, kernel, threads_x * CUTT_TILE_ROWS, smem));
  if (!fit) {
    printf(" %s(%dr,0/SM)=none", name, attr.numRegs);
    return;
  }
  const unsigned grid = (unsigned)std::min<unsigned long long>(p.num_tiles, 0x7fffffffull);
  auto launch = [&] {
    kernel<<<grid, dim3(threads_x, CUTT_TILE_ROWS), smem>>>(p, (const unsigned char*)in, (unsigned char*)out);
  };
  bool ok;
  const float ms = checked_time_ms(launch, out, want, ok);
  CHECK(cudaGetLastError());
  printf(" %s(%dr,%d/SM)=%.3f", name, attr.numRegs, fit, copy / ms);
  if (attr.localSizeBytes) printf("(LOCAL %zu)", attr.localSizeBytes);
  if (!ok) printf("(WRONG)");
}

// [A, B] perm [1, 0] of 1-byte elements: libcutt's plan (reference), its
// tiled_aligned_sectors in 128-byte tiles launched directly, then the
// 256-byte kernel. I: u32 below 2^31 elements, cutt_u64 past. hybrid: also
// the follow-up's w64x8h/b2 (and, below 2^31 elements, w64x8/b2-i64).
template <typename I>
void run(u32 A, u32 B, void* in, void* out, bool hybrid = false) {
  std::vector<unsigned char> want;
  const float copy = print_reference({(int)A, (int)B}, {1, 0}, 1, in, out, want);
  if (copy < 0) return;
  constexpr bool big = sizeof(I) == 8;
  time_at_blocks(big ? cutt_tiled_aligned_sectors_e1_i64 : cutt_tiled_aligned_sectors_e1_i32, "sectors128",
                 tiled_2d_params(A, B, CUTT_WORD_TILE_BYTES), 0, in, out, copy, want);
  // This kernel's code in the library's 128-byte tiles and bounds (256
  // threads, five blocks per SM): the control for the tile width.
  time_wide(wide_sectors<I, I, 128, 5>, "own128", 128, A, B, in, out, copy, want);
  // 64 x 8: every load of the tile at once at two blocks per SM.
  time_wide(wide_sectors<I, I, 256, 2>, "w64x8/b2", 256, A, B, in, out, copy, want);
  if (hybrid) {
    // The 64-bit kernel where 32-bit positions suffice: 64-bit offsets
    // throughout, then 64-bit tile origins with 32-bit offsets in the tile.
    if constexpr (!big)
      time_wide(wide_sectors<cutt_u64, cutt_u64, 256, 2>, "w64x8/b2-i64", 256, A, B, in, out, copy, want);
    time_wide(wide_sectors<cutt_u64, u32, 256, 2>, "w64x8h/b2", 256, A, B, in, out, copy, want, true);
  }
  printf("\n");
}

// Follow-up 2 (`wide_words prefetch`): the library's word kernels now load
// with the 256-byte L2 prefetch hint where input rows leave 256 bytes
// (sectors128+pf: 1-byte [50000, 46000] 0.830 -> 0.866, run zzl). Do the
// 256-byte tiles gain from it too? Prediction: w64x8/b2+pf >= 0.90 past
// 2^31, where both alone measured 0.86-0.87. Along a first (the neighbour
// along a, which reads the rest of the prefetched lines, is the next tile)
// as a second try.
// Measured (one H200, two rounds, bench/results/2026-11-23zzo-*):
// [50000, 46000] sectors128 0.836, +pf 0.865, w64x8/b2 0.872, +pf 0.832;
// [25000, 23000] 0.868 / 0.877 / 0.905 / 0.930; [24000, 24000] (input
// rows on sectors) 0.867 / 0.947 / 0.904 / 0.942; [40000, 40000] 0.861 /
// 0.945 / 0.908 / 0.904. Along a first every kernel lost 0.03-0.08. Wrong
// past 2^31: the wide tiles with the hint help input rows off sectors
// below 2^31 ([25000, 23000] +0.05) and lose on [50000, 46000].
template <typename I>
void run_prefetch(u32 A, u32 B, void* in, void* out) {
  std::vector<unsigned char> want;
  const float copy = print_reference({(int)A, (int)B}, {1, 0}, 1, in, out, want);
  if (copy < 0) return;
  constexpr bool big = sizeof(I) == 8;
  const auto sectors = big ? cutt_tiled_aligned_sectors_e1_i64 : cutt_tiled_aligned_sectors_e1_i32;
  cutt_tiled_params p = tiled_2d_params(A, B, CUTT_WORD_TILE_BYTES);
  p.l2_prefetch = 0;
  time_at_blocks(sectors, "sectors128", p, 0, in, out, copy, want);
  p.l2_prefetch = 1;
  time_at_blocks(sectors, "sectors128+pf", p, 0, in, out, copy, want);
  time_wide(wide_sectors<I, I, 256, 2>, "w64x8/b2", 256, A, B, in, out, copy, want);
  time_wide(wide_sectors<I, I, 256, 2, true>, "w64x8/b2+pf", 256, A, B, in, out, copy, want);
  p.b_first = 0;
  time_at_blocks(sectors, "sectors128+pf/a-first", p, 0, in, out, copy, want);
  time_wide(wide_sectors<I, I, 256, 2, true>, "w64x8/b2+pf/a-first", 256, A, B, in, out, copy, want, false, 0);
  printf("\n");
}

int main(int argc, char** argv) {
  void *in, *out;
  alloc_filled(5ull << 30, &in, &out);
  if (argc > 1 && std::string(argv[1]) == "prefetch") {
    for (int round = 0; round < 2; ++round) {
      run_prefetch<u32>(24000, 24000, in, out);
      run_prefetch<u32>(25000, 23000, in, out);
      run_prefetch<u32>(40000, 40000, in, out);
      run_prefetch<cutt_u64>(50000, 46000, in, out);
    }
    return 0;
  }
  run<u32>(24000, 24000, in, out);
  run<u32>(25000, 23000, in, out);
  run<u32>(600000, 1000, in, out);
  run<u32>(1000, 600000, in, out);
  run<u32>(23004, 23004, in, out);
  run<u32>(40000, 40000, in, out, true);
  // Past 2^31 elements: 64-bit positions (libcutt's plan:
  // cutt_tiled_aligned_sectors_e1_i64).
  run<cutt_u64>(50000, 46000, in, out, true);
  return 0;
}
