// Experiment: Tiled's tiles in column bands, BW tiles along b at a time.
// set1's 2D cases of 8-byte elements measure lower the fewer tiles they have
// along a: [3927, 58910] 0.874, [5996, 29979] 0.89-0.91, [15860, 15860]
// 0.91-0.92, [32111, 6422] 0.91-0.92, [59256, 3950] 0.93 (two H200 runs,
// 2026-11-22n and -o). Along b first, the ~800 tiles resident together all
// lie in one tile row of a: they write 32 output rows in long runs and read
// 256 bytes of each of ~25600 input rows. Along a first they read whole
// input rows but write each output row in 256-byte pieces of tiles
// tiles_a apart in launch order (0.877 on [3927, 58910]). Row bands (bands
// of a, along b first inside) measured no gain (tile_bands.cu).
// Here tile t is column jj = t % BW of a band of BW tiles along b, tile row
// (t / BW) % tiles_a along a, band t / (BW tiles_a): consecutive tiles
// write neighbouring pieces of the same output rows (BW x 256 bytes) and
// the resident tiles read ~800 / BW pieces of each of BW x 32 input rows.
// Prediction: some BW in 4..32 lifts [3927, 58910] and [4197, 62958] to
// >= 0.91 and the other short-a cases to >= 0.92, and costs the square and
// long-a cases nothing at their best BW (BW = tiles_b is b-first, 1 is
// a-first).
// Build: bench/exp/run.sh tile_columns.
#include "exp_common.cuh"
#include "../../cuda/tiled.cu"

// Tile number t in column bands of `band` tiles along b.
__device__ __forceinline__ void column_band_tile(const cutt_tiled_params& p, u32 band, u32 t,
                                                 u32& a, u32& b) {
  const u32 tiles_a = (u32)p.tiles_a, tiles_b = (u32)p.tiles_b;
  const u32 full = tiles_b / band * band;
  const u32 in_full = full * tiles_a;
  if (t < in_full) {
    a = t / band % tiles_a;
    b = t / (band * tiles_a) * band + t % band;
  } else {
    const u32 rest = tiles_b - full, u = t - in_full;
    a = u / rest;
    b = full + u % rest;
  }
}

// tiled_sectors (cuda/tiled.cu) of a 2D [A, B] perm [1, 0] transpose with
// the column-band order above.
template <typename T, u32 EDGE>
__device__ __forceinline__ void banded(const cutt_tiled_params& p, u32 band, const T* __restrict__ in,
                                       T* __restrict__ out) {
  using I = u32;
  constexpr u32 G = CUTT_SECTOR_BYTES / sizeof(T);
  __shared__ T tile[EDGE + CUTT_TILE_ROWS][EDGE + 1];
  const I a_out = (I)p.a_out_stride;
  const I b_in = (I)p.b_in_stride;
  const u32 tx = threadIdx.x;
  const u32 ty = threadIdx.y;
  const bool whole_rows = p.b_extent <= EDGE;
  for (u32 t = blockIdx.x; t < (u32)p.num_tiles; t += gridDim.x) {
    u32 ta, tb;
    column_band_tile(p, band, t, ta, tb);
    const I a0 = ta * EDGE, b0 = tb * EDGE;
    const I na = min_tile<EDGE>((I)p.a_extent, a0), nb = min_tile<EDGE>((I)p.b_extent, b0);
    const I b_left = (I)p.b_extent - b0;
    T* dst = out + a0 * a_out + b0;
    const bool shifted = !whole_rows && !rows_aligned(dst, a_out, CUTT_SECTOR_BYTES);
    const I rows = shifted ? min(b_left, (I)(EDGE + G - 1)) : nb;
    load_side<EDGE + CUTT_TILE_ROWS, EDGE>(tile, in + a0 + b0 * b_in, b_in, rows, na,
                                           input_policy<true>(p.l2_keep_input));
    __syncthreads();
    const u32 s = shifted ? (G - (u32)((size_t)(dst + (I)ty * a_out) / sizeof(T)) % G) % G : 0;
    const bool first = b_left == (I)p.b_extent;
    const u32 lo = first ? 0 : s;
    const u32 hi = (u32)max((I)lo, min((I)(s + EDGE), b_left));
    store_side<EDGE>(tile, dst, a_out, na, s, lo, hi);
    if (first && tx < min(s, hi)) store_row_heads<EDGE>(tile, dst, a_out, na);
    __syncthreads();
  }
}

// The library's launch bounds (cuda/tiled.cu CUTT_WIDE_ENTRIES).
__global__ void __launch_bounds__(256, 6) banded_e4(const cutt_tiled_params p, u32 band, const unsigned* in,
                                                    unsigned* out) {
  banded<unsigned, CUTT_WIDE_TILE>(p, band, in, out);
}
__global__ void __launch_bounds__(256) banded_e8(const cutt_tiled_params p, u32 band, const uint2* in, uint2* out) {
  banded<uint2, CUTT_TILE>(p, band, in, out);
}
__global__ void __launch_bounds__(256) banded_e16(const cutt_tiled_params p, u32 band, const uint4* in, uint4* out) {
  banded<uint4, CUTT_TILE>(p, band, in, out);
}

template <typename T>
void run(void (*kernel)(cutt_tiled_params, u32, const T*, T*), unsigned elem, unsigned A, unsigned B, void* in,
         void* out) {
  std::vector<unsigned char> want;
  const float copy = print_reference({(int)A, (int)B}, {1, 0}, elem, in, out, want);
  if (copy < 0) return;
  const unsigned EDGE = elem == 4 ? CUTT_WIDE_TILE : CUTT_TILE;
  const cutt_tiled_params p = tiled_2d_params(A, B, EDGE);
  printf(" tiles %llu x %llu", p.tiles_a, p.tiles_b);
  for (u32 band : {1u, 2u, 4u, 8u, 16u, 32u, 64u, (u32)p.tiles_b}) {
    if (band > p.tiles_b) continue;
    auto launch = [&] { kernel<<<p.num_tiles, dim3(32, 8)>>>(p, band, (const T*)in, (T*)out); };
    bool ok;
    const float ms = checked_time_ms(launch, out, want, ok);
    if (band == p.tiles_b) printf(" b-first");
    else printf(" BW%u", band);
    printf("=%.3f%s", copy / ms, ok ? "" : "(WRONG)");
  }
  printf("\n");
  fflush(stdout);
}

int main() {
  void *in, *out;
  alloc_filled(3ull << 30, &in, &out);
  const unsigned e8[][2] = {{3927, 58910}, {4197, 62958}, {3843, 57642}, {3020, 45294}, {5996, 29979},
                            {6981, 34906}, {4520, 22601}, {15860, 15860}, {12339, 12339}, {14085, 14085},
                            {11536, 11536}, {32111, 6422}, {59256, 3950}};
  for (auto& c : e8) run<uint2>(banded_e8, 8, c[0], c[1], in, out);
  const unsigned e4[][2] = {{11585, 11585}, {2991, 44869}, {44869, 2991}, {6000, 60000}};
  for (auto& c : e4) run<unsigned>(banded_e4, 4, c[0], c[1], in, out);
  const unsigned e16[][2] = {{2591, 12953}, {1496, 22435}, {12953, 2591}};
  for (auto& c : e16) run<uint4>(banded_e16, 16, c[0], c[1], in, out);
  return 0;
}
