// Experiment: folded Tiled tiles for 1- and 2-byte elements whose rows lie
// on words, where a tile dimension is shorter than half a tile.
// In run y (bench/results/2026-11-23y-h200-final.tsv.xz) tiled_aligned runs
// 1-byte [56]^5 perm [3, 2, 0, 4, 1] (tile 56 x 56 of 128 x 128) at 0.39 of
// memcpy, [28, 86240, 216] perm [1, 0, 2] (28 x 128) at 0.51, [3024, 110,
// 28, 56] perm [2, 1, 3, 0] (128 x 28) at 0.27, and 2-byte [32, 73, 108,
// 22, 49] perm [2, 0, 4, 3, 1] (32 x 64 of 64 x 64) at 0.61: most of each
// block's threads idle, and the short runs far apart.
// A folded tile takes the short dimension whole and a chunk of one more
// dimension on that side: along a, input dimension 0 (A0 elements) by a
// chunk of the first other input dimension that is not b; along b, output
// dimension 0 by a chunk of the first other output dimension. Tile
// position a is (a % A0, a / A0), and the tile keeps tiled_aligned's
// geometry: the offsets of each tile row come from two tables built once
// per block.
// Prediction: >= 0.65 on [56]^5, >= 0.80 on [28, 86240, 216], >= 0.70 on
// [3024, 110, 28, 56], >= 0.80 on the 2-byte case; tiled_aligned's
// figures on cases it already fills within 0.01.
// Measured (one H200, bench/results/2026-11-23z-h200-folded-tiles.log,
// every output checked): 0.61, 0.91, 0.53 and 0.61 (libcutt 0.39, 0.51,
// 0.34, 0.61): right on the second only; the folded runs of 112 bytes
// written at 16-byte offsets share their end sectors with other tiles'.
// Elsewhere 0.24 -> 0.50, 0.29 -> 0.61, 2-byte 0.56 -> 0.89 and 0.57 ->
// 0.59, but 1-byte [60, 300, 8, 3000] perm [3, 2, 1, 0] 0.54 -> 0.50;
// unfolded cases within 0.02. The kernel moved to cuda/tiled.cu
// (`tiled_folded`).
// Build: bench/exp/run.sh folded_tiles
#include "exp_common.cuh"
#include "../../cuda/tiled.cu"

// The library's tiled_folded (cuda/tiled.cu; the kernel this experiment
// measured first, with the fold's fields in a struct of its own, moved
// there) under launch bounds of MIN_BLOCKS blocks per SM.
template <typename T, int MIN_BLOCKS>
__global__ void __launch_bounds__(256, MIN_BLOCKS)
    folded(const __grid_constant__ cutt_tiled_params p, const T* __restrict__ in, T* __restrict__ out) {
  tiled_folded<T, u32>(p, in, out);
}

// Chunks of at most `most` that cover `extent` in as few chunks as evenly
// as possible.
static unsigned balanced_chunk(unsigned extent, unsigned most) {
  const unsigned chunks = (extent + most - 1) / most;
  return (extent + chunks - 1) / chunks;
}

// The folded plan of canonical dims perm (rows on words assumed).
static cutt_tiled_params fold(const std::vector<int>& dims, const std::vector<int>& perm, unsigned E) {
  const unsigned EDGE = CUTT_WORD_TILE_BYTES / E;
  const auto in = input_strides(dims);
  const auto out = output_strides(dims, perm);
  const int rank = (int)dims.size();
  const int b = perm[0];
  int x = -1, y = -1;
  if (2 * (unsigned)dims[0] <= EDGE)
    for (int d = 1; d < rank && x < 0; ++d)
      if (d != b) x = d;
  if (2 * (unsigned)dims[b] <= EDGE)
    for (int k = 1; k < rank && y < 0; ++k)
      if (perm[k] != 0 && perm[k] != x) y = perm[k];
  cutt_tiled_params p{};
  const int ax = x < 0 ? 0 : x, by = y < 0 ? b : y;
  p.a_inner = x < 0 ? 1 : dims[0];
  p.a_chunk = x < 0 ? EDGE : balanced_chunk(dims[x], EDGE / dims[0]);
  p.a_inner_out_stride = out[0];
  p.a_in_stride = in[ax];
  p.b_inner = y < 0 ? 1 : dims[b];
  p.b_chunk = y < 0 ? EDGE : balanced_chunk(dims[y], EDGE / dims[b]);
  p.b_inner_in_stride = in[b];
  p.a_extent = dims[ax], p.a_out_stride = out[ax];
  p.b_extent = dims[by], p.b_in_stride = in[by], p.b_out_stride = out[by];
  p.tiles_a = (p.a_extent + p.a_chunk - 1) / p.a_chunk;
  p.tiles_b = (p.b_extent + p.b_chunk - 1) / p.b_chunk;
  p.tiles_a_div = divisor(p.tiles_a), p.tiles_b_div = divisor(p.tiles_b);
  p.num_tiles = p.tiles_a * p.tiles_b;
  for (int d : perm) {
    if (d == 0 || d == b || d == x || d == y) continue;
    cutt_grid_dim& g = p.grid[p.grid_rank++];
    g.extent = dims[d], g.in_stride = in[d], g.out_stride = out[d], g.div = divisor(dims[d]);
    p.num_tiles *= dims[d];
  }
  p.b_first = 1;
  printf(" fold a %u x %u (d%d) b %u x %u (d%d)", p.a_inner, p.a_chunk, ax, p.b_inner, p.b_chunk, by);
  return p;
}

template <typename T>
void run(std::vector<int> dims, std::vector<int> perm, void* in, void* out) {
  constexpr unsigned E = sizeof(T);
  std::vector<unsigned char> want;
  const float copy = print_reference(dims, perm, E, in, out, want);
  if (copy < 0) return;
  cutt_tiled_params p = fold(dims, perm, E);
  for (int b_first : {1, 0}) {
    p.b_first = b_first;
    const unsigned grid = (unsigned)std::min<cutt_u64>(p.num_tiles, 0x7fffffff);
    bool ok;
    const float ms = checked_time_ms(
        [&] { folded<T, E == 1 ? 6 : 8><<<grid, dim3(32, 8)>>>(p, (const T*)in, (T*)out); }, out, want, ok);
    printf(" folded%s=%.3f%s", b_first ? "" : "_a_first", copy / ms, ok ? "" : " WRONG");
  }
  printf("\n");
}

int main() {
  void *in, *out;
  alloc_filled(1ull << 30, &in, &out);
  run<unsigned char>({56, 56, 56, 56, 56}, {3, 2, 0, 4, 1}, in, out);
  run<unsigned char>({28, 86240, 216}, {1, 0, 2}, in, out);
  run<unsigned char>({3024, 110, 28, 56}, {2, 1, 3, 0}, in, out);
  run<unsigned short>({32, 73, 108, 22, 49}, {2, 0, 4, 3, 1}, in, out);
  // Both sides folded, or one, with the folded dimension next on its side
  // or not; and cases tiled_aligned fills, where nothing folds.
  run<unsigned char>({16, 40, 64, 36, 300}, {4, 2, 0, 3, 1}, in, out);
  run<unsigned char>({20, 24, 1000, 44, 24}, {4, 3, 1, 0, 2}, in, out);
  run<unsigned char>({60, 300, 8, 3000}, {3, 2, 1, 0}, in, out);
  run<unsigned short>({20, 30, 40, 12, 1000}, {3, 2, 1, 4, 0}, in, out);
  run<unsigned short>({16, 50, 16, 50, 50}, {2, 4, 1, 0, 3}, in, out);
  run<unsigned char>({24000, 24000}, {1, 0}, in, out);
  run<unsigned short>({128, 128, 16384}, {1, 0, 2}, in, out);
  return 0;
}
