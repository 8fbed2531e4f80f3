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

template <typename T>
__device__ __forceinline__ void copy_async(T* smem_dst, const T* src) {
  const unsigned dst = (unsigned)__cvta_generic_to_shared(smem_dst);
  asm volatile("cp.async.ca.shared.global [%0], [%1], %2;\n" ::"r"(dst), "l"(src), "n"(sizeof(T)));
}

// Tiles k = 0, 1, ... of this block (tile number blockIdx.x + k gridDim.x)
// use stage k % NBUF. Iteration k waits for its tile, one barrier (tile k
// visible; stage (k - 1) % NBUF read by every thread), issues tile
// k + NBUF - 1 into that stage, then writes tile k.
template <int NBUF, int R>
__global__ void __launch_bounds__(1024) async_packed(const __grid_constant__ cutt_packed_params p,
                                                     const uint2* __restrict__ in,
                                                     uint2* __restrict__ out, u32 stage_elems) {
  extern __shared__ __align__(16) unsigned char smem_bytes[];
  uint2* stages = reinterpret_cast<uint2*>(smem_bytes);
  u32 in_off[R], out_off[R], pos[R], in_key[R], out_key[R], smem_read[R], unused[R];
#pragma unroll
  for (int r = 0; r < R; ++r) pos[r] = threadIdx.x + r * blockDim.x;
  locate<u32, R, false>(p.in_dims, p.tile_rank, CUTT_MAX_TILE_DIMS, pos, in_off, unused, in_key, false);
  locate<u32, R, false>(p.out_dims, p.tile_rank, CUTT_MAX_TILE_DIMS, pos, out_off, smem_read, out_key,
                        true);
#pragma unroll
  for (int r = 0; r < R; ++r) {
    smem_read[r] = padded(smem_read[r], p.smem_pad_shift);
    in_key[r] = pos[r] < p.volume ? 0 : CUTT_NO_POSITION;
    out_key[r] = in_key[r];
  }
  const u32 tiles = (u32)p.num_tiles;
  auto issue = [&](u32 t, u32 stage) {
    if (t < tiles) {
      u32 in_base, out_base, bound;
      packed_origin<u32, false>(p, t, in_base, out_base, bound);
      uint2* s = stages + stage * stage_elems;
#pragma unroll
      for (int r = 0; r < R; ++r)
        if (in_key[r] < bound)
          copy_async(s + padded(threadIdx.x + r * blockDim.x, p.smem_pad_shift), in + in_base + in_off[r]);
    }
    asm volatile("cp.async.commit_group;\n" ::);
  };
#pragma unroll
  for (int s = 0; s < NBUF - 1; ++s) issue(blockIdx.x + s * gridDim.x, s);
  u32 stage = 0;
  for (u32 t = blockIdx.x; t < tiles; t += gridDim.x) {
    asm volatile("cp.async.wait_group %0;\n" ::"n"(NBUF - 2));
    __syncthreads();
    issue(t + (NBUF - 1) * gridDim.x, (stage + NBUF - 1) % NBUF);
    u32 in_base, out_base, bound;
    packed_origin<u32, false>(p, t, in_base, out_base, bound);
    const uint2* s = stages + stage * stage_elems;
#pragma unroll
    for (int r = 0; r < R; ++r)
      if (out_key[r] < bound) out[out_base + out_off[r]] = s[smem_read[r]];
    stage = stage + 1 == NBUF ? 0 : stage + 1;
  }
}

template <int NBUF>
float run_async(const cutt_packed_params& p, u32 threads, const uint2* in, uint2* out,
                int& grid) {
  const u32 padded_elems = p.volume + ((p.volume - 1) >> p.smem_pad_shift);
  const u32 stage_elems = (padded_elems + 1) / 2 * 2;
  const size_t smem = (size_t)NBUF * stage_elems * sizeof(uint2);
  auto kernel = async_packed<NBUF, 8>;
  CHECK(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)smem));
  grid = resident_grid(kernel, threads, smem, p.num_tiles);
  return time_ms([&] { kernel<<<grid, threads, smem>>>(p, in, out, stage_elems); }, 5);
}

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
