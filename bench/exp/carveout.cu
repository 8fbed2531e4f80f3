// Experiment: the L1 left beside shared memory. A streaming kernel's loads
// in flight take L1 space until their data arrives: bench/exp/
// shifted_words.cu measured tiled_bytes of 1-byte elements at 0.833 of
// memcpy as it runs and 0.637 with the driver told to carve out all the
// shared memory it can (six blocks of 23 KiB each; 20 loads of 4 bytes a
// thread in flight, up to 120 KiB a SM). libcutt sets no carveout
// preference: the driver picks one per launch. Here libcutt's Tiled
// kernels (its own code, compiled in) with the preferred carveout at the
// driver's default (-1) and at 100 / 75 / 50 / 25 percent, each with the
// blocks a SM then holds (cudaOccupancyMaxActiveBlocksPerMultiprocessor).
// Prediction: for the 1- and 2-byte kernels (16-20 loads a thread in
// flight) a carveout below the default gains where it keeps the blocks,
// up to +0.03; the 8- and 16-byte kernels (4-5 loads) do not move.
// Measured (one H200, bench/results/2026-11-23zzv-h200-carveout.log, every
// output matching): the default measured as 50% wherever 50% kept the
// blocks (within 0.002; tiled_bytes 1-byte, which 50% cut from 6 blocks to
// 5, 0.834 against 0.824): the driver already leaves the most L1 that the
// occupancy allows. At 100% the kernels whose rows leave 128 bytes lost
// 0.18-0.24 (tiled_bytes, tiled_aligned_sectors of 1- and 2-byte
// elements), tiled_aligned on rows on 128 bytes 0.006-0.015, 4-, 8- and
// 16-byte Tiled 0.013-0.040; at 25% the blocks fell (2-7 a SM) and every
// kernel lost but 2-byte tiled_aligned (+0.003). Wrong: nothing to gain
// from a preference. (The kernels that take unused dynamic shared memory
// to hold their blocks, src/plan/tiled.rs, leave less L1 too: not
// measured here.)
// Build: bench/exp/run.sh carveout
#include "exp_common.cuh"
#include "../../cuda/tiled.cu"

template <typename T>
void time_carveout(void (*kernel)(cutt_tiled_params, const T*, T*), int carveout, const cutt_tiled_params& p,
                   void* in, void* out, float copy, const std::vector<unsigned char>& want) {
  CHECK(cudaFuncSetAttribute(kernel, cudaFuncAttributePreferredSharedMemoryCarveout, carveout));
  int fit = 0;
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&fit, kernel, 256, 0));
  auto launch = [&] { kernel<<<p.num_tiles, dim3(32, 8)>>>(p, (const T*)in, (T*)out); };
  bool ok;
  const float ms = checked_time_ms(launch, out, want, ok);
  printf(" c%d/%d=%.3f%s", carveout, fit, copy / ms, ok ? "" : "(WRONG)");
}

// [A, B] perm [1, 0] of T, kernel on tiles of EDGE_A x EDGE_B.
template <typename T>
void run(void (*kernel)(cutt_tiled_params, const T*, T*), const char* name, unsigned A, unsigned B,
         unsigned EDGE_A, unsigned EDGE_B, void* in, void* out) {
  std::vector<unsigned char> want;
  const float copy = print_reference({(int)A, (int)B}, {1, 0}, sizeof(T), in, out, want);
  if (copy < 0) return;
  printf(" %s", name);
  const cutt_tiled_params p = tiled_2d_params(A, B, EDGE_A, EDGE_B);
  for (int c : {-1, 100, 75, 50, 25}) time_carveout(kernel, c, p, in, out, copy, want);
  printf("\n");
}

int main() {
  void *in, *out;
  alloc_filled(1ull << 30, &in, &out);
  typedef unsigned char e1;
  typedef unsigned short e2;
  run<e1>(cutt_tiled_e1_i32, "tiled_bytes", 23170, 23170, 124, 128, in, out);
  run<e1>(cutt_tiled_e1_i32, "tiled_bytes", 813 * 813, 813, 124, 128, in, out);
  run<e1>(cutt_tiled_aligned_sectors_e1_i32, "aligned_sectors", 23172, 23172, 128, 128, in, out);
  run<e1>(cutt_tiled_aligned_sectors_e1_i32, "aligned_sectors", 25000, 23000, 128, 128, in, out);
  run<e1>(cutt_tiled_aligned_e1_i32, "aligned", 23168, 23168, 128, 128, in, out);
  run<e2>(cutt_tiled_e2_i32, "tiled_bytes", 36636, 7327, 62, 64, in, out);
  run<e2>(cutt_tiled_aligned_sectors_e2_i32, "aligned_sectors", 36634, 7330, 64, 64, in, out);
  run<e2>(cutt_tiled_aligned_e2_i32, "aligned", 16384, 16384, 64, 64, in, out);
  run<unsigned>(cutt_tiled_e4_i32, "tiled", 12000, 11000, 64, 64, in, out);
  run<uint2>(cutt_tiled_e8_i32, "tiled", 8000, 8100, 32, 32, in, out);
  run<uint4>(cutt_tiled_e16_i32, "tiled", 5000, 6000, 32, 32, in, out);
  return 0;
}
