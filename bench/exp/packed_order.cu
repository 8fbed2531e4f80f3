// Experiment: the order in which Packed tiles are enumerated. The library's
// grid walks the dimensions outside the tile in output order, so that blocks
// resident together write neighbouring runs. Packed tiles of set1 and set2
// stay at 0.66-0.80 of memcpy with ideal DRAM traffic, whether their shared
// memory is padded against bank conflicts or their loads are staged through
// cp.async with 1-3 tiles in flight (bench/exp/packed_async.cu). One tile
// of such a case reaches over the whole tensor (its dimensions include the
// input's and the output's outermost), so blocks resident together touch
// thousands of 2 MiB pages. Prediction, if address translation (TLB reach)
// is the limit: frac falls as the tensor grows at the same tile, and an
// order whose resident tiles share pages (input order: neighbouring input
// runs) gains. Variants: grid in output order (the library's), in input
// order, and by the product of the two strides. Same kernel (the library's
// packed, registers), same tiles, padded shared memory as the planner
// chose. Prints frac per variant; checks each output against libcutt's.
// Build: bench/exp/run.sh packed_order
#include "packed_exp.cuh"

int main() {
  const std::vector<Case> cases = {
      {"set2 r8 reversed, 141 MB", {5, 3, 2, 4, 3, 33, 37, 40}, {7, 6, 5, 4, 3, 2, 1, 0}, 0x8f, 4},
      {"set2 r8 reversed, 422 MB", {5, 3, 2, 4, 9, 33, 37, 40}, {7, 6, 5, 4, 3, 2, 1, 0}, 0x8f, 4},
      {"set2 r8 reversed, 1.64 GB", {5, 3, 2, 4, 35, 33, 37, 40}, {7, 6, 5, 4, 3, 2, 1, 0}, 0x8f, 4},
      {"set1 [44]^5 perm [4,3,0,2,1], 1.3 GB", {44, 44, 44, 44, 44}, {4, 3, 0, 2, 1}, 0x11, 4},
      {"[44]^4x8 perm [4,3,0,2,1], 240 MB", {44, 44, 44, 8, 44}, {4, 3, 0, 2, 1}, 0x11, 4},
      {"set1 [15]^7 perm [6,5,3,4,0,2,1], 1.4 GB", {15, 15, 15, 225, 15, 15}, {5, 4, 3, 0, 2, 1}, 0x31, 31},
      {"set2 r12 [4,2,22,2,2,3,20,...], 1.6 GB", {4, 2, 22, 2, 2, 60, 3, 24, 18, 3, 2}, {7, 4, 3, 1, 8, 5, 2, 10, 6, 9, 0}, 0x87, 5},
  };
  printf("%-42s %8s %8s %8s %8s\n", "case", "libcutt", "output", "input", "product");
  for (const Case& c : cases) {
    Run run(c);
    float frac[3];
    for (Order order : {OUTPUT, INPUT, PRODUCT}) {
      u32 threads;
      const cutt_packed_params p = make_params(c, order, threads);
      const size_t smem = lib_smem(p);
      const int grid = resident_grid(lib_packed, threads, smem, p.num_tiles);
      frac[order] = run.copy_ms /
                    time_ms([&] { lib_packed<<<grid, threads, smem>>>(p, run.in, run.out); }, 5);
      run.verify(c.name, order == OUTPUT ? "output order" : order == INPUT ? "input order" : "product order");
    }
    printf("%-42s %8.3f %8.3f %8.3f %8.3f\n", c.name, run.copy_ms / run.lib_ms, frac[0], frac[1], frac[2]);
  }
  return 0;
}
