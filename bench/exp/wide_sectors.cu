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
// Build: bench/exp/run.sh wide_sectors
#include "exp_common.cuh"
#include "../../cuda/tiled.cu"

template <typename I, u32 EDGE, int MIN_BLOCKS>
__global__ void __launch_bounds__(256, MIN_BLOCKS) sectors_kernel(const __grid_constant__ cutt_tiled_params p,
                                                                  const unsigned* __restrict__ in,
                                                                  unsigned* __restrict__ out) {
  tiled_sectors<unsigned, I, EDGE>(p, in, out);
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
  CHECK(cudaFree(in));
  CHECK(cudaFree(out));
  alloc_filled(48000ull * 48000 * 4, &in, &out);
  run<cutt_u64>(48000, 48000, in, out);
  return 0;
}
