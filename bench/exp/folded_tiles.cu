// Experiment: folded Tiled tiles for 1- and 2-byte elements whose rows lie
// on words, where a tile dimension is shorter than half a tile.
// In run y (bench/results/2026-11-23y-h200-final.tsv) tiled_aligned runs
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
// geometry: the offsets of a thread's word and of each tile row come from
// two tables built once per block.
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

// One side of a folded tile: position q of the side is (q % inner, q /
// inner); the inner dimension is whole, the outer one (the tiled_params'
// a or b dimension) moves by `chunk` from tile to tile. Unfolded: inner 1,
// chunk EDGE.
struct fold_side {
  unsigned inner, chunk;
  cutt_u64 inner_stride;  // the inner dimension's stride on the other side
  cutt_u64 outer_stride;  // a: the outer dimension's input stride (b: unused)
};

template <typename T, typename I>
__device__ __forceinline__ void tiled_folded(const cutt_tiled_params& p, fold_side fa, fold_side fb,
                                             const T* __restrict__ in, T* __restrict__ out) {
  constexpr u32 E = sizeof(T);
  constexpr u32 K = 4 / E;
  constexpr u32 EDGE = CUTT_WORD_TILE_BYTES / E;
  constexpr u32 WORDS = CUTT_WORD_TILE_BYTES / 4;
  constexpr u32 GROUPS = WORDS / CUTT_TILE_ROWS;
  __shared__ u32 tile[EDGE][WORDS];
  __shared__ I in_rows[EDGE];
  __shared__ I out_rows[EDGE];
  const u32 tx = threadIdx.x;
  const u32 ty = threadIdx.y;
  const u32 tid = ty * CUTT_TILE + tx;
  if (tid < EDGE)
    in_rows[tid] = (I)(tid % fb.inner) * (I)fb.inner_stride + (I)(tid / fb.inner) * (I)p.b_in_stride;
  else if (tid < 2 * EDGE)
    out_rows[tid - EDGE] = (I)((tid - EDGE) % fa.inner) * (I)fa.inner_stride +
                           (I)((tid - EDGE) / fa.inner) * (I)p.a_out_stride;
  const I in_word = (I)(K * tx % fa.inner) + (I)(K * tx / fa.inner) * (I)fa.outer_stride;
  const I out_word = (I)(K * tx % fb.inner) + (I)(K * tx / fb.inner) * (I)p.b_out_stride;
  __syncthreads();
  for (u32 t = blockIdx.x; t < (u32)p.num_tiles; t += gridDim.x) {
    u32 n = t;
    u32 ta, tb;
    if (p.b_first) {
      tb = cutt_digit(n, p.tiles_b, p.tiles_b_div);
      ta = cutt_digit(n, p.tiles_a, p.tiles_a_div);
    } else {
      ta = cutt_digit(n, p.tiles_a, p.tiles_a_div);
      tb = cutt_digit(n, p.tiles_b, p.tiles_b_div);
    }
    const I a1 = (I)ta * fa.chunk;
    const I b1 = (I)tb * fb.chunk;
    I in_base = a1 * (I)fa.outer_stride + b1 * (I)p.b_in_stride;
    I out_base = a1 * (I)p.a_out_stride + b1 * (I)p.b_out_stride;
    cutt_walk_grid(p.grid, p.grid_rank, n, in_base, out_base);
    const I na = (I)fa.inner * min((I)fa.chunk, (I)p.a_extent - a1);
    const I nb = (I)fb.inner * min((I)fb.chunk, (I)p.b_extent - b1);
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
#pragma unroll
    for (u32 j = 0; j < GROUPS; ++j) {
      u32 o[K];
      transpose_block<E>(v[j], o);
#pragma unroll
      for (u32 k = 0; k < K; ++k) tile[tx * K + k][(ty + j * CUTT_TILE_ROWS) ^ tx] = o[k];
    }
    __syncthreads();
    T* dst = out + out_base + out_word;
    const bool word_in = (I)(tx * K) < nb;
#pragma unroll
    for (u32 m = 0; m < EDGE / CUTT_TILE_ROWS; ++m) {
      const u32 a = ty + m * CUTT_TILE_ROWS;
      if (word_in && (I)a < na) *(u32*)(dst + out_rows[a]) = tile[a][tx ^ (a / K)];
    }
    __syncthreads();
  }
}

template <typename T, int MIN_BLOCKS>
__global__ void __launch_bounds__(256, MIN_BLOCKS)
    folded(const __grid_constant__ cutt_tiled_params p, fold_side fa, fold_side fb, const T* __restrict__ in,
           T* __restrict__ out) {
  tiled_folded<T, u32>(p, fa, fb, in, out);
}

struct folded_plan {
  cutt_tiled_params p;
  fold_side fa, fb;
};

// Chunks of at most `most` that cover `extent` in as few chunks as evenly
// as possible.
static unsigned balanced_chunk(unsigned extent, unsigned most) {
  const unsigned chunks = (extent + most - 1) / most;
  return (extent + chunks - 1) / chunks;
}

// The folded plan of canonical dims perm (rows on words assumed).
static folded_plan fold(const std::vector<int>& dims, const std::vector<int>& perm, unsigned E) {
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
  folded_plan f{};
  cutt_tiled_params& p = f.p;
  const int ax = x < 0 ? 0 : x, by = y < 0 ? b : y;
  f.fa.inner = x < 0 ? 1 : dims[0];
  f.fa.chunk = x < 0 ? EDGE : balanced_chunk(dims[x], EDGE / dims[0]);
  f.fa.inner_stride = out[0];
  f.fa.outer_stride = in[ax];
  f.fb.inner = y < 0 ? 1 : dims[b];
  f.fb.chunk = y < 0 ? EDGE : balanced_chunk(dims[y], EDGE / dims[b]);
  f.fb.inner_stride = in[b];
  p.a_extent = dims[ax], p.a_out_stride = out[ax];
  p.b_extent = dims[by], p.b_in_stride = in[by], p.b_out_stride = out[by];
  p.tiles_a = (p.a_extent + f.fa.chunk - 1) / f.fa.chunk;
  p.tiles_b = (p.b_extent + f.fb.chunk - 1) / f.fb.chunk;
  p.tiles_a_div = divisor(p.tiles_a), p.tiles_b_div = divisor(p.tiles_b);
  p.num_tiles = p.tiles_a * p.tiles_b;
  for (int d : perm) {
    if (d == 0 || d == b || d == x || d == y) continue;
    cutt_grid_dim& g = p.grid[p.grid_rank++];
    g.extent = dims[d], g.in_stride = in[d], g.out_stride = out[d], g.div = divisor(dims[d]);
    p.num_tiles *= dims[d];
  }
  p.b_first = 1;
  printf(" fold a %u x %u (d%d) b %u x %u (d%d)", f.fa.inner, f.fa.chunk, ax, f.fb.inner, f.fb.chunk, by);
  return f;
}

template <typename T>
void run(std::vector<int> dims, std::vector<int> perm, void* in, void* out) {
  constexpr unsigned E = sizeof(T);
  std::vector<unsigned char> want;
  const float copy = print_reference(dims, perm, E, in, out, want);
  if (copy < 0) return;
  folded_plan f = fold(dims, perm, E);
  for (int b_first : {1, 0}) {
    f.p.b_first = b_first;
    const unsigned grid = (unsigned)std::min<cutt_u64>(f.p.num_tiles, 0x7fffffff);
    bool ok;
    const float ms = checked_time_ms(
        [&] { folded<T, E == 1 ? 6 : 8><<<grid, dim3(32, 8)>>>(f.p, f.fa, f.fb, (const T*)in, (T*)out); }, out,
        want, ok);
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
