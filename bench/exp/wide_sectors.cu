// Experiment: Tiled of 4-byte elements whose rows do not start on 32-byte
// sectors. libcutt's tiled_wide (64 x 64 tiles, line-aligned passes)
// measures 0.76-0.85 of memcpy on the elem4 set's 2D cases (11585^2,
// 44869 x 2991, [229, 586240]) where 8-byte tiles that own their output
// sectors (tiled_sectors) measure 0.95-0.99 on 2D cases of any alignment.
// Here tiled_sectors runs 4-byte elements: each tile writes the output
// sectors that start in it and reads up to 7 input rows past itself (the
// halo), EDGE 32 or 64, under launch bounds of 8, 6 or 5 blocks per SM.
// Prediction: EDGE 64 reaches >= 0.90 of memcpy on the misaligned cases
// (tiled_wide 0.76-0.85) and stays within 0.02 of tiled_wide on rows on
// lines (16384 x 8192).
// The first run (bench/results/2026-11-22m-h200-wide-sectors.log) also
// timed tiled_wide ("wide") and EDGE 64 reading input rows in line-aligned
// passes ("s64lines", 0.02-0.04 below "s64"); both left the library with
// it, which runs EDGE 64 since (libcutt= below).
// Second question: the tile order. Along b first (the library's order), a
// tile's input sectors shared with its neighbour along a are read again
// tiles_b tiles later; tiled_bytes gained 0.72 -> 0.88 on 2-byte [645,
// 415296] along a first where b has more than twice a's tiles. Prediction:
// the same holds for tiled_sectors of 4- and 8-byte elements: [229,
// 586240] 0.81 -> >= 0.88 along a first; nothing gained where b has few
// tiles ("a-first" below, EDGE 64 at six blocks, 8-byte EDGE 32 as the
// library's).
// Third question: 8-byte tiles of 64 x 64 (512-byte runs on both sides).
// set1's reversals ([615]^3 perm [2, 1, 0] and the like) measure
// 0.82-0.85 with 32 x 32 tiles, whose 256-byte runs lie far apart on both
// sides (bench/exp/scattered_runs.cu: 256-byte runs scattered both ways
// cap a copy at 0.86, 512-byte ones at 0.90). Prediction: EDGE 64 reaches
// >= 0.88 on them ("w64" below; "run8_3d": [A, G, B] perm [2, 1, 0]).
// Measured +0.02-0.08 here (nvcc of the GPU machine, 63-71 registers), but
// in the library (PTX of the pinned NVRTC, 40 registers) 64 x 64 tiles of
// 8-byte elements measured 0.86 on 2D cases where 32 x 32 ones measure
// 0.93, and set1's medians fell 0.03 (bench/results/2026-11-22m-h200-
// tiled-wide-e8-reverted.tsv). Under launch bounds of three blocks (69
// registers, as here) it moved the cases that ran it by +0.006 on average,
// reversals +0.02-0.03 and some permutations -0.04 to -0.07
// (2026-11-22m-h200-tiled-wide-e8-bound3.tsv.xz): not kept.
// Build: bench/exp/run.sh wide_sectors
#include "exp_common.cuh"
#include "../../cuda/tiled.cu"

template <typename I, u32 EDGE, int MIN_BLOCKS>
__global__ void __launch_bounds__(256, MIN_BLOCKS) sectors_kernel(const __grid_constant__ cutt_tiled_params p,
                                                                  const unsigned* __restrict__ in,
                                                                  unsigned* __restrict__ out) {
  tiled_sectors<unsigned, I, EDGE>(p, in, out);
}

template <typename T, int MIN_BLOCKS, u32 EDGE = CUTT_TILE>
__global__ void __launch_bounds__(256, MIN_BLOCKS) narrow_kernel(const __grid_constant__ cutt_tiled_params p,
                                                                 const T* __restrict__ in, T* __restrict__ out) {
  tiled_sectors<T, u32, EDGE>(p, in, out);
}

// The Tiled parameters of [A, G, B] perm [2, 1, 0] in tiles of EDGE x EDGE.
cutt_tiled_params reversal_params(unsigned A, unsigned G, unsigned B, unsigned EDGE) {
  return tiled_params({(int)A, (int)G, (int)B}, {2, 1, 0}, EDGE);
}

void run8_3d(unsigned A, unsigned G, unsigned B, void* in, void* out) {
  std::vector<unsigned char> want;
  const float copy = print_reference({(int)A, (int)G, (int)B}, {2, 1, 0}, 8, in, out, want);
  if (copy < 0) return;
  time_at_blocks(narrow_kernel<uint2, 1>, "b-first", reversal_params(A, G, B, CUTT_TILE), 0, in, out, copy, want);
  const cutt_tiled_params wide = reversal_params(A, G, B, 64);
  time_at_blocks(narrow_kernel<uint2, 1, 64>, "w64", wide, 0, in, out, copy, want);
  time_at_blocks(narrow_kernel<uint2, 3, 64>, "w64", wide, 0, in, out, copy, want);
  time_at_blocks(narrow_kernel<uint2, 4, 64>, "w64", wide, 0, in, out, copy, want);
  printf("\n");
}

// 8-byte elements: the library's kernel along b first and along a first.
void run8(unsigned A, unsigned B, void* in, void* out) {
  std::vector<unsigned char> want;
  const float copy = print_reference({(int)A, (int)B}, {1, 0}, 8, in, out, want);
  if (copy < 0) return;
  cutt_tiled_params p = tiled_2d_params(A, B, CUTT_TILE);
  time_at_blocks(narrow_kernel<uint2, 1>, "b-first", p, 0, in, out, copy, want);
  p.b_first = 0;
  time_at_blocks(narrow_kernel<uint2, 1>, "a-first", p, 0, in, out, copy, want);
  const cutt_tiled_params wide = tiled_2d_params(A, B, 64);
  time_at_blocks(narrow_kernel<uint2, 1, 64>, "w64", wide, 0, in, out, copy, want);
  time_at_blocks(narrow_kernel<uint2, 4, 64>, "w64", wide, 0, in, out, copy, want);
  printf("\n");
}

template <typename I>
void run(unsigned A, unsigned B, void* in, void* out) {
  std::vector<unsigned char> want;
  const float copy = print_reference({(int)A, (int)B}, {1, 0}, 4, in, out, want);
  if (copy < 0) return;
  const cutt_tiled_params wide = tiled_2d_params(A, B, CUTT_WIDE_TILE);
  const cutt_tiled_params narrow = tiled_2d_params(A, B, CUTT_TILE);
  time_at_blocks(sectors_kernel<I, 32, 8>, "s32", narrow, 0, in, out, copy, want);
  time_at_blocks(sectors_kernel<I, 64, 8>, "s64", wide, 0, in, out, copy, want);
  time_at_blocks(sectors_kernel<I, 64, 6>, "s64", wide, 0, in, out, copy, want);
  time_at_blocks(sectors_kernel<I, 64, 5>, "s64", wide, 0, in, out, copy, want);
  cutt_tiled_params a_first = wide;
  a_first.b_first = 0;
  time_at_blocks(sectors_kernel<I, 64, 6>, "s64a-first", a_first, 0, in, out, copy, want);
  printf("\n");
}

int main() {
  void *in, *out;
  alloc_filled(1ull << 30, &in, &out);
  run8(10000, 12000, in, out);
  run8(10001, 12001, in, out);
  run8_3d(256, 1024, 256, in, out);
  CHECK(cudaFree(in));
  CHECK(cudaFree(out));
  alloc_filled(2ull << 30, &in, &out);
  run8_3d(110, 12100, 110, in, out);
  run8_3d(121, 14641, 121, in, out);
  run8_3d(45, 91125, 45, in, out);
  run8_3d(615, 615, 615, in, out);
  run8_3d(571, 571, 571, in, out);
  run8(14085, 14085, in, out);
  return 0;
}
