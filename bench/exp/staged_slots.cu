// Experiment: why the library's staged kernel (cuda/packed_staged.cu, 18
// slots x 512 threads, PackedSplit) measured 0.856 of memcpy on ttc57's
// [48, 28, 28, 28, 48] reversed in the candidate timings
// (bench/results/2026-11-22o-h200-staged-candidates.tsv) where
// long_runs.cu's cp.async kernel (16 slots x 576 threads, Packed on the
// tensor with 28 = 2 x 14 split) measured 0.903 with the same tile.
// Variants on the split tensor, each output checked against libcutt's:
// long_runs.cu's kernel at 16 x 576 and 18 x 512, the library's staged
// kernel (18 x 512) as Packed and as PackedSplit (a split dimension of one
// full chunk: the split path's keys and bounds).
// It measured the staged kernel of 7c50447: 6fa02df dropped its SPLIT
// parameter (the staged kernel is Packed only since), so this file builds
// only against that version (`git checkout 7c50447 -- cuda/packed_staged.cu`
// in a scratch checkout first).
// Build: bench/exp/run.sh staged_slots
#include "packed_exp.cuh"

template <int R, int THREADS, bool SPLIT>
__global__ void __launch_bounds__(THREADS) lib_staged(const __grid_constant__ cutt_packed_params p,
                                                      const uint2* __restrict__ in,
                                                      uint2* __restrict__ out) {
  packed_staged<uint2, R, SPLIT>(p, in, out);
}

template <int R, int THREADS, bool SPLIT>
float run_lib_staged(const cutt_packed_params& p, const uint2* in, uint2* out, int& grid, int& regs) {
  const u32 elements = p.volume + ((p.volume - 1) >> p.smem_pad_shift);
  const size_t smem = 2 * (size_t)((elements + 1) / 2 * 2) * sizeof(uint2);
  const u32 threads = (u32)((p.volume + R - 1) / R + 31) / 32 * 32;
  auto kernel = lib_staged<R, THREADS, SPLIT>;
  CHECK(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)smem));
  cudaFuncAttributes attr;
  CHECK(cudaFuncGetAttributes(&attr, kernel));
  regs = attr.numRegs;
  grid = resident_grid(kernel, threads, smem, p.num_tiles);
  return time_ms([&] { kernel<<<grid, threads, smem>>>(p, in, out); }, 5);
}

// p with tile dimension in_dims[in_k] (out_dims[out_k]) as the split one: a
// single chunk of its whole extent, enumerated by a grid dimension of 1.
cutt_packed_params as_split(cutt_packed_params p, u32 in_k, u32 out_k) {
  for (int g = (int)p.grid_rank; g > 0; --g) p.grid[g] = p.grid[g - 1];
  p.grid[0] = {1, 0, 0, divisor(1)};
  p.grid_rank += 1;
  p.split_extent = p.in_dims[in_k].extent;
  p.split_chunk = p.in_dims[in_k].extent;
  p.split_in_dim = in_k;
  p.split_out_dim = out_k;
  return p;
}

void run(const Case& c, u32 split_in, u32 split_out) {
  Run run(c);
  u32 threads;
  const cutt_packed_params p = make_params(c, OUTPUT, threads);
  const float m = run.copy_ms;
  printf("%s: libcutt %.3f\n", c.name, m / run.lib_ms);
  int grid, regs = 0;
  float ms = run_async<2, 16, 576>(p, (p.volume + 15) / 16, run.in, run.out, grid);
  run.verify(c.name, "async 16x576");
  printf("  long_runs kernel 16 x 576   %.3f (grid %d)\n", m / ms, grid);
  ms = run_async<2, 18, 512>(p, 512, run.in, run.out, grid);
  run.verify(c.name, "async 18x512");
  printf("  long_runs kernel 18 x 512   %.3f (grid %d)\n", m / ms, grid);
  ms = run_lib_staged<18, 512, false>(p, run.in, run.out, grid, regs);
  run.verify(c.name, "staged 18x512");
  printf("  library staged 18 x 512     %.3f (grid %d, %d regs)\n", m / ms, grid, regs);
  const cutt_packed_params s = as_split(p, split_in, split_out);
  ms = run_lib_staged<18, 512, true>(s, run.in, run.out, grid, regs);
  run.verify(c.name, "staged split 18x512");
  printf("  library staged split 18x512 %.3f (grid %d, %d regs)\n", m / ms, grid, regs);
  fflush(stdout);
}

int main() {
  // Tile {48, 2, 2, 48}: in_dims d0, d1, d4, d6; out_dims d6, d4, d1, d0.
  run({"ttc57 [48,28,28,28,48] rev, tile 48x2 by 48x2", {48, 2, 14, 28, 2, 14, 48}, {6, 4, 5, 3, 1, 2, 0}, 0x53, 6}, 2, 1);
  // Tile {48, 2, 2, 48}: in_dims d0, d1, d3, d5; out_dims d5, d3, d1, d0.
  run({"ttc57 [48,28,28,48,28] [3,2,1,4,0], tile 48x2 by 48x2", {48, 2, 14, 2, 14, 48, 28}, {5, 3, 4, 1, 2, 6, 0}, 0x2b, 6}, 2, 1);
  return 0;
}
