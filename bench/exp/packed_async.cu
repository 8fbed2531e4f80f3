// Experiment: Packed tiles of 8-byte elements loaded with cp.async into a
// ring of NBUF shared-memory stages. The library's packed kernel stages
// each thread's R slots in registers: one tile in flight per block, and
// its 64 registers at 448-768 threads leave one or two blocks per SM (the
// set2 case below: one 608-thread block, 30% of warps active, 32% of warp
// time at barriers, 0.79 of memcpy with ideal DRAM traffic, bench/NOTES.md).
// cp.async needs no registers for the data, so NBUF - 1 tiles are in flight
// while a block writes one. Same tiles, same padded shared memory and the
// same launch parameters (cutt_packed_params, no split) as the library.
// Variants: the library's kernel (registers), NBUF = 2, 3, 4. Prints frac =
// memcpy time / transpose time per variant and checks each output against
// libcutt's byte for byte (all poisoned first).
// Build: bench/exp/run.sh packed_async
#include "packed_exp.cuh"

int main() {
  const std::vector<Case> cases = {
      {"set2 r8 [5,3,2,4,35,33,37,40] reversed", {5, 3, 2, 4, 35, 33, 37, 40}, {7, 6, 5, 4, 3, 2, 1, 0}, 0x8f, 4},
      {"set1 [44]^5 perm [4,3,0,2,1]", {44, 44, 44, 44, 44}, {4, 3, 0, 2, 1}, 0x11, 4},
      {"set1 [15]^7 perm [6,5,3,4,0,2,1]", {15, 15, 15, 225, 15, 15}, {5, 4, 3, 0, 2, 1}, 0x31, 31},
      {"set2 r12 [4,2,22,2,2,3,20,...]", {4, 2, 22, 2, 2, 60, 3, 24, 18, 3, 2}, {7, 4, 3, 1, 8, 5, 2, 10, 6, 9, 0}, 0x87, 5},
  };
  printf("%-40s %8s %8s %8s %8s %8s   grids\n", "case", "libcutt", "regs", "async2", "async3", "async4");
  for (const Case& c : cases) {
    Run run(c);
    u32 threads;
    const cutt_packed_params p = make_params(c, OUTPUT, threads);
    const size_t smem = lib_smem(p);
    const int lib_grid = resident_grid(lib_packed, threads, smem, p.num_tiles);
    const float regs_ms =
        time_ms([&] { lib_packed<<<lib_grid, threads, smem>>>(p, run.in, run.out); }, 5);
    run.verify(c.name, "registers");
    int g2, g3, g4;
    const float a2 = run_async<2>(p, threads, run.in, run.out, g2);
    run.verify(c.name, "async2");
    const float a3 = run_async<3>(p, threads, run.in, run.out, g3);
    run.verify(c.name, "async3");
    const float a4 = run_async<4>(p, threads, run.in, run.out, g4);
    run.verify(c.name, "async4");
    const float m = run.copy_ms;
    printf("%-40s %8.3f %8.3f %8.3f %8.3f %8.3f   %d %d %d %d (threads %u)\n", c.name,
           m / run.lib_ms, m / regs_ms, m / a2, m / a3, m / a4, lib_grid, g2, g3, g4, threads);
  }
  return 0;
}
