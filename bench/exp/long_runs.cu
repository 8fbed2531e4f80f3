// Experiment: packed tiles past 8192 positions, for runs of 768 bytes on
// both sides. ttc57's slowest case, [48, 28, 28, 28, 48] perm [4, 3, 2, 1,
// 0] of 8-byte elements, runs a 48 x 48 tile (384-byte runs each way, far
// apart: 0.84 of memcpy; a copy of 384-byte runs scattered both ways
// measured 0.81, of 512-byte ones 0.90, bench/exp/scattered_runs.cu). Its
// factored candidates (a chunk of the next input and output dimension in
// the tile, seventh session) may take a * b <= 8192 / 2304 = 3 chunks, so
// only one side grows (0.84). [44]^5 perm [4, 3, 0, 2, 1], whose 2 x 2
// chunks fit (7744 positions, 704-byte runs each way), went 0.76 -> 0.87.
// Prediction: a 48 x 2 x 2 x 48 tile (9216 positions: 16 register slots at
// 576 threads, 72 KiB of shared memory) reaches >= 0.86 on the ttc57 case.
// The tiles are expressed by splitting the chunked dimensions in two
// (28 = 2 x 14), so that the library's packed kernel runs them as whole
// dimensions; each output is compared with libcutt's byte for byte. Shared
// memory is padded by one element every 2^k positions, k making the
// stride of the output's first dimension in the tile odd (as the planner's
// padding search would): without it the 9216-position tile measured 0.54.
// Measured, registers (bench/results/2026-11-22n-h200-long-runs.log):
// wrong. The 9216-position tile 0.81 (96 registers, one 576-thread block
// per SM, its 16 slots loaded and stored in turn: no software pipeline
// past 64 bytes per thread), 48 x 2 by 48 (4608 positions, pipelined) 0.83,
// the library's 48 x 48 tile 0.85 here as in libcutt; [44]^5's 2 x 2
// chunks 0.87, as in libcutt. Longer runs came with fewer threads in flight
// and no overlap of loads and stores.
// Then through cp.async stages (packed_exp.cuh `async_packed`: no registers
// for the data, the next tile in flight while one is written; log
// 2026-11-22n-h200-long-runs-async.log): the 9216-position tile 0.903 with
// two stages (0.872 with three) against libcutt's 0.849, and 0.910 against
// 0.856 on [48, 28, 28, 48, 28] perm [3, 2, 1, 4, 0]; the library's 48 x
// 48 tile 0.846 and 48 x 2 by 48 0.797 / 0.847 through the same stages, so
// the gain needs both: runs of 768 bytes each way and the tile's data out
// of registers. The prediction holds there.
// Build: bench/exp/run.sh long_runs
#include "packed_exp.cuh"

// The library's packed kernel with R slots per thread and at most THREADS
// threads (16 slots need more registers than 1024 threads leave).
template <int R, int THREADS>
__global__ void __launch_bounds__(THREADS) slots_packed(const __grid_constant__ cutt_packed_params p,
                                                        const uint2* __restrict__ in,
                                                        uint2* __restrict__ out) {
  packed<uint2, u32, R, false>(p, in, out);
}

// Times c's tile with R slots per thread against libcutt on c's dimensions
// (the split ones: the same bytes moved the same way) and on `original`.
template <int R, int THREADS>
void run(const Case& c, const Case& original) {
  float original_ms;
  {
    Run o(original);
    original_ms = o.lib_ms;
  }
  Run run(c);
  u32 threads;
  cutt_packed_params p = make_params(c, OUTPUT, threads);
  threads = (u32)((p.volume + R - 1) / R + 31) / 32 * 32;
  if (threads > THREADS) {
    printf("%s: %u threads needed\n", c.name, threads);
    return;
  }
  auto kernel = slots_packed<R, THREADS>;
  const size_t smem = lib_smem(p);
  CHECK(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)smem));
  const int grid = resident_grid(kernel, threads, smem, p.num_tiles);
  cudaFuncAttributes attr;
  CHECK(cudaFuncGetAttributes(&attr, kernel));
  const float ms = time_ms([&] { kernel<<<grid, threads, smem>>>(p, run.in, run.out); }, 5);
  run.verify(c.name, "slots");
  // The same tile through cp.async stages: no registers for the data, the
  // next tiles in flight while one is written.
  int g2, g3;
  const float a2 = run_async<2, R, THREADS>(p, threads, run.in, run.out, g2);
  run.verify(c.name, "async2");
  const bool three_fit = 3 * (lib_smem(p) + 8) <= 232448;
  const float a3 = three_fit ? run_async<3, R, THREADS>(p, threads, run.in, run.out, g3) : 0;
  if (three_fit) run.verify(c.name, "async3");
  const float m = run.copy_ms;
  printf("%-52s libcutt(original)=%.3f libcutt(split)=%.3f tile %u x R%d=%.3f (%d regs, %d local, grid %d, %zu B smem)"
         " async2=%.3f (grid %d) async3=%.3f\n",
         c.name, m / original_ms, m / run.lib_ms, p.volume, R, m / ms, attr.numRegs, (int)attr.localSizeBytes,
         grid, smem, m / a2, g2, three_fit ? m / a3 : 0.0f);
  fflush(stdout);
}

int main() {
  const Case ttc = {"ttc57 [48,28,28,28,48] rev", {48, 28, 28, 28, 48}, {4, 3, 2, 1, 0}, 0x11, 31};
  // 28 = 2 x 14 along dimensions 1 and 3: tile {48, 2, 2, 48}.
  run<16, 576>({"  tile 48x2 (in) x 48x2 (out)", {48, 2, 14, 28, 2, 14, 48}, {6, 4, 5, 3, 1, 2, 0}, 0x53, 6}, ttc);
  run<8, 1024>({"  tile 48x2 (in) x 48 (out)", {48, 2, 14, 28, 28, 48}, {5, 4, 3, 1, 2, 0}, 0x23, 5}, ttc);
  run<8, 1024>({"  tile 48 (in) x 48 (out), as libcutt", {48, 28, 28, 28, 48}, {4, 3, 2, 1, 0}, 0x11, 4}, ttc);
  const Case ttc2 = {"ttc57 [48,28,28,48,28] perm [3,2,1,4,0]", {48, 28, 28, 48, 28}, {3, 2, 1, 4, 0}, 0x9, 31};
  run<16, 576>({"  tile 48x2 (in) x 48x2 (out)", {48, 2, 14, 2, 14, 48, 28}, {5, 3, 4, 1, 2, 6, 0}, 0x2b, 6}, ttc2);
  const Case cube = {"set1 [44]^5 perm [4,3,0,2,1]", {44, 44, 44, 44, 44}, {4, 3, 0, 2, 1}, 0x11, 31};
  // 44 = 2 x 22: the library's factored tile, here as whole dimensions.
  run<8, 1024>({"  tile 44x2 (in) x 44x2 (out)", {44, 2, 22, 44, 2, 22, 44}, {6, 4, 5, 0, 3, 1, 2}, 0x53, 4}, cube);
  return 0;
}
