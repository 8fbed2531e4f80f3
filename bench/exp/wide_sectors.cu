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
// Build: bench/exp/run.sh wide_sectors
#include "exp_common.cuh"
#include "../../cuda/tiled.cu"

template <typename I, u32 EDGE, int MIN_BLOCKS>
__global__ void __launch_bounds__(256, MIN_BLOCKS) sectors_kernel(const __grid_constant__ cutt_tiled_params p,
                                                                  const unsigned* __restrict__ in,
                                                                  unsigned* __restrict__ out) {
  tiled_sectors<unsigned, I, EDGE>(p, in, out);
}

template <typename T, int MIN_BLOCKS>
__global__ void __launch_bounds__(256, MIN_BLOCKS) narrow_kernel(const __grid_constant__ cutt_tiled_params p,
                                                                 const T* __restrict__ in, T* __restrict__ out) {
  tiled_sectors<T, u32, CUTT_TILE>(p, in, out);
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
  run<u32>(11585, 11585, in, out);
  run<u32>(44869, 2991, in, out);
  run<u32>(2991, 44869, in, out);
  run<u32>(229, 586240, in, out);
  run<u32>(586240, 229, in, out);
  run<u32>(16384, 8192, in, out);
  run<u32>(16386, 8194, in, out);
  run<u32>(1001, 1003, in, out);
  run<u32>(241, 1000000, in, out);
  run<u32>(108, 1000000, in, out);
  run<u32>(1145, 200000, in, out);
  run8(229, 293120, in, out);
  run8(1001, 100000, in, out);
  run8(100000, 1001, in, out);
  run8(1000, 100000, in, out);
  run8(35, 3000000, in, out);
  CHECK(cudaFree(in));
  CHECK(cudaFree(out));
  alloc_filled(48000ull * 48000 * 4, &in, &out);
  run<cutt_u64>(48000, 48000, in, out);
  return 0;
}
