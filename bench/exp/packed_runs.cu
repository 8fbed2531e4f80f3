// Experiment: would Packed kernels specialized (at compile time) for tiles
// that are one run of the input or of the output gain what
// packed_structure.cu measured for warps on 256-byte blocks?
// packed_structure.cu's plain tiles gained 0.009-0.020 from loads on blocks
// and 0.025-0.047 from stores on blocks; in the library, a runtime flag for
// input runs in the 8-byte kernel lost 0.003 on those plans and 0.004 on
// every other Packed plan, whose code it changed (bench/NOTES.md,
// twenty-second session). Here the specialization is a separate kernel, so
// nothing else changes.
// Kernel: the library's non-split, pipelined, one-buffer loop (cuda/packed.cu)
// with IN_RUN (position q of the tile at in_base + q; slots shifted by the
// run's offset from a 256-byte block, the first slots wrapping to the last
// positions) and OUT_RUN (the same for the output, each position's
// shared-memory index read from a table the block builds once). Against
// the library's kernel on the same tiles and launch, and libcutt's plan;
// every output compared with libcutt's.
// Prediction: in + out runs +0.03 or more on the tiles contiguous on both
// sides, input runs alone +0.01.
// Measured on one H200 (bench/results/2026-11-22v-h200-packed-runs.log),
// plain (this file's kernel without runs) -> in / out / both:
//  - [45, 174, 88, 12, 23]: 0.860 -> 0.885 / 0.895 / 0.923 (library
//    kernel 0.869);
//  - [46, 69, 31, 21, 103]: 0.869 -> 0.882 / 0.894 / 0.902 (0.881);
//  - [101, 45, 20, 2010]: 0.856 -> 0.852 / 0.874 / 0.891 (0.866);
//  - input runs only (ttc57 [48, 48, 28, 28, 28], set2 rank 8, [38, 10, 20,
//    27, 728]): -0.003 to +0.008.
// Both runs take 44 registers (no per-slot offsets), against 64. So the
// output side is what pays: specialized kernels for output runs, and both,
// would gain 0.02-0.05 on tiles contiguous on both sides; input runs alone
// are not worth a kernel.
// Build: bench/exp/run.sh packed_runs
#include "packed_exp.cuh"

constexpr u32 BLOCK_ELEMS = 256 / sizeof(uint2);

__device__ __forceinline__ u32 shifted(u32 slot, u32 shift, u32 slots) {
  return slot >= shift ? slot - shift : slot - shift + slots;
}

__device__ __forceinline__ u32 block_offset(const uint2* p) { return (u32)((size_t)p / sizeof(uint2) % BLOCK_ELEMS); }

template <bool IN_RUN, bool OUT_RUN>
__global__ void __launch_bounds__(1024) runs(const __grid_constant__ cutt_packed_params p,
                                             const uint2* __restrict__ in, uint2* __restrict__ out) {
  constexpr int R = 8;
  extern __shared__ __align__(16) unsigned char smem_bytes[];
  uint2* tile = reinterpret_cast<uint2*>(smem_bytes);
  u32* table = reinterpret_cast<u32*>(tile + (p.volume + ((p.volume - 1) >> p.smem_pad_shift) + 1) / 2 * 2);
  const u32 slots = R * blockDim.x;
  u32 in_off[R], out_off[R], pos[R], in_key[R], out_key[R], smem_read[R], unused[R];
#pragma unroll
  for (int r = 0; r < R; ++r) pos[r] = threadIdx.x + r * blockDim.x;
  locate<u32, R, false>(p.in_dims, p.tile_rank, CUTT_MAX_TILE_DIMS, pos, in_off, unused, in_key, false);
  locate<u32, R, false>(p.out_dims, p.tile_rank, CUTT_MAX_TILE_DIMS, pos, out_off, smem_read, out_key, true);
#pragma unroll
  for (int r = 0; r < R; ++r) {
    smem_read[r] = padded(smem_read[r], p.smem_pad_shift);
    if (OUT_RUN && pos[r] < p.volume) table[pos[r]] = smem_read[r];
  }
  if (OUT_RUN) __syncthreads();
  uint2 value[R];
  u32 in_shift = 0;
  auto load = [&](u32 base) {
    in_shift = IN_RUN ? block_offset(in + base) : 0;
#pragma unroll
    for (int r = 0; r < R; ++r) {
      const u32 q = shifted(pos[r], in_shift, slots);
      if (q < p.volume) value[r] = in[base + (IN_RUN ? q : in_off[r])];
    }
  };
  u32 t = blockIdx.x, in_base = 0, out_base = 0, bound = 0;
  if (t < p.num_tiles) {
    packed_origin<u32, false>(p, t, in_base, out_base, bound);
    load(in_base);
  }
  for (; t < p.num_tiles; t += gridDim.x) {
#pragma unroll
    for (int r = 0; r < R; ++r) {
      const u32 q = shifted(pos[r], in_shift, slots);
      if (q < p.volume) tile[padded(q, p.smem_pad_shift)] = value[r];
    }
    __syncthreads();
    const u32 next = t + gridDim.x;
    u32 next_in = 0, next_out = 0, next_bound = 0;
    if (next < p.num_tiles) {
      packed_origin<u32, false>(p, next, next_in, next_out, next_bound);
      load(next_in);
    }
    const u32 out_shift = OUT_RUN ? block_offset(out + out_base) : 0;
#pragma unroll
    for (int r = 0; r < R; ++r) {
      const u32 q = shifted(pos[r], out_shift, slots);
      if (q < p.volume) out[out_base + (OUT_RUN ? q : out_off[r])] = tile[OUT_RUN ? table[q] : smem_read[r]];
    }
    __syncthreads();
    in_base = next_in;
    out_base = next_out;
  }
}

template <typename K>
float time_kernel(K kernel, const cutt_packed_params& p, u32 threads, size_t smem, Run& run, const char* name,
                  const char* what, int& regs) {
  CHECK(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)smem));
  cudaFuncAttributes attr;
  CHECK(cudaFuncGetAttributes(&attr, kernel));
  regs = attr.numRegs;
  const int grid = resident_grid(kernel, threads, smem, p.num_tiles);
  auto launch = [&] { kernel<<<grid, threads, smem>>>(p, run.in, run.out); };
  launch();
  run.verify(name, what);
  return time_ms(launch, 5);
}

int main() {
  // The tiles are the first canonical input dimensions; out: whether they
  // are the first output dimensions too.
  struct RunCase {
    Case c;
    bool out_run;
  };
  const std::vector<RunCase> cases = {
      {{"set1_r5 [46,69,31,21,103] perm [1,0,2,4,3]", {46, 69, 31, 21, 103}, {1, 0, 2, 4, 3}, 0x3, 5}, true},
      {{"set1_r15 [45,174,88,12,23] perm [1,0,2,4,3]", {45, 174, 88, 12, 23}, {1, 0, 2, 4, 3}, 0x3, 31}, true},
      {{"set1_r5 [101,45,20,2010] perm [1,0,3,2]", {101, 45, 20, 2010}, {1, 0, 3, 2}, 0x3, 31}, true},
      {{"ttc57 [48,48,28,28,28] perm [1,3,0,4,2]", {48, 48, 28, 28, 28}, {1, 3, 0, 4, 2}, 0x3, 5}, false},
      {{"set2 r8 [40,105,4,33,5,37,2] perm [1,5,4,0,6,3,2]", {40, 105, 4, 33, 5, 37, 2}, {1, 5, 4, 0, 6, 3, 2}, 0x3, 4},
       false},
      {{"set1_r5 [38,10,20,27,728] perm [1,0,3,2,4]", {38, 10, 20, 27, 728}, {1, 0, 3, 2, 4}, 0x7, 31}, false},
  };
  for (const RunCase& rc : cases) {
    const Case& c = rc.c;
    Run run(c);
    u32 threads;
    const cutt_packed_params p = make_params(c, OUTPUT, threads);
    const size_t tile_bytes = lib_smem(p);
    const size_t table_bytes = (tile_bytes + 15) / 16 * 16 + p.volume * sizeof(u32);
    int regs[4];
    const float m = run.copy_ms;
    const float lib = time_kernel(lib_packed, p, threads, tile_bytes, run, c.name, "library kernel", regs[0]);
    const float plain = time_kernel(runs<false, false>, p, threads, tile_bytes, run, c.name, "plain", regs[1]);
    const float in = time_kernel(runs<true, false>, p, threads, tile_bytes, run, c.name, "input run", regs[2]);
    printf("%-50s libcutt %.3f  library kernel %.3f (%dr)  plain %.3f (%dr)  in %.3f (%dr)", c.name, m / run.lib_ms,
           m / lib, regs[0], m / plain, regs[1], m / in, regs[2]);
    if (rc.out_run) {
      const float out = time_kernel(runs<false, true>, p, threads, table_bytes, run, c.name, "output run", regs[3]);
      const float both = time_kernel(runs<true, true>, p, threads, table_bytes, run, c.name, "both runs", regs[3]);
      printf("  out %.3f  both %.3f (%dr)", m / out, m / both, regs[3]);
    }
    printf("  (threads %u)\n", threads);
    fflush(stdout);
  }
  return 0;
}
