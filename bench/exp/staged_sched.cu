// Experiment: which schedule of the staged kernel's copies and writes
// recovers the 0.12 of memcpy that staged_gap.cu traced to the tile
// origins (the library's grid walk 0.75, packed_tables.cu's table of
// origins 0.87 on the tile {d0=80, d1=5, d3=21} of [80, 5, 3, 42735, 4]
// perm [1, 3, 0, 4, 2]).
// The SASS of both kernels (nvcc 13.0, sm_90) has the same copy loop (one
// LDGSTS.E.64 per iteration) and the same write loop (four LDS.64 then
// four STG.E.64). They differ in timing only: in the table kernel each
// warp's copies wait for the load of the tile's input origin after the
// barrier, and its stores for the load of the output origin, issued after
// the copies. The library's walk runs in uniform registers and lets every
// warp issue its copies at the barrier and store at once.
// Variants of the library's kernel (cuda/packed_staged.cu), same tables,
// walk and parameter block:
//   0 the library's kernel itself;
//   1 the stores wait for a global load issued after the copies (a zero);
//   2 the copies wait for a global load issued at the barrier;
//   3 both (the table kernel's timing, with the walk's values);
//   4 / 5 each warp sleeps 500 / 1500 ns between its copies and writes;
//   6 the next tile's copies spread over the write loop's batches;
//   7 the writes first, then the next tile's copies;
//   8 three stages (wait_group 1);
//   9 this file's own copy loop, nothing else changed (control for 1-8);
//   10 / 11 each warp sleeps 300 / 600 ns at the barrier, before its copies;
//   12 as 3 with the loads through L2 only (ld.global.cg);
//   13 as 3 with one address for every tile (an L1 hit after the first);
//   14 the origins of a table in global memory as the table kernel's (no
//      walk), loaded where 3 loads its zeros.
// Prediction: 3 runs near 0.82 (staged_gap's walk waiting on the load); 1
// recovers most of it if the stores' delay is what matters (the copies of
// the next tile reach DRAM before this tile's stores compete); 6 or 8
// beat 0.80 if the contention is between copies and stores.
// Measured on one H200 (runs zzzz61 with variants 0-9 and zzzz62,
// bench/results/2026-11-27zzzz6[12]-h200-staged-sched.log; two passes
// each, every output right), fraction of memcpy: table kernel
// 0.863-0.870; 0 0.749-0.763; 1 0.787-0.794; 2 0.791-0.795; 3
// 0.826-0.836; 4 / 5 0.739-0.756; 6 0.683-0.687; 7 0.648-0.658; 8
// 0.732-0.735; 9 0.747-0.759; 10 / 11 0.750-0.753; 12 0.788-0.790; 13
// 0.742-0.746; 14 0.854-0.859. Wrong on 1 and 3: the loads' delay gives
// 0.07, sleeping the same time gives nothing, an L1 hit nothing, an
// L2-only load half; spreading the copies over the writes, writing first
// and a third stage all lose. Origins loaded from a table (14) give the
// table kernel's speed with the library's tables: the walk costs 0.03
// beyond the missing delay.
// The write loop is a copy of cuda/packed_staged.cu's `write_tile` with
// variant 6's copies inside it, hence not the library's function.
// Build: bench/exp/run.sh staged_sched
// It builds against the library's kernel of its runs, cuda/packed_staged.cu
// of commit c9d6c96 (the grid walk), put in place of today's: since then
// the library's kernel reads its tile origins from a table, as variant 14
// of staged_sched.cu.
#define STAGED_GAP_NO_MAIN
#include "staged_gap.cu"

// A 32-bit global load the compiler keeps in place among the asm copies
// (through L2 only where L2_ONLY).
template <bool L2_ONLY = false>
__device__ __forceinline__ u32 load_in_order(const u32* p) {
  u32 v;
  if (L2_ONLY)
    asm volatile("ld.global.cg.u32 %0, [%1];\n" : "=r"(v) : "l"(p));
  else
    asm volatile("ld.global.nc.u32 %0, [%1];\n" : "=r"(v) : "l"(p));
  return v;
}

// Tile t's delay load of variants 3 and 12-14: 0, or the origin's input
// (IN) or output offset for 14, whose walk then gives 0.
template <int V, bool IN>
__device__ __forceinline__ u32 delay_load(const u32* zeros, const uint2* origins, u32 t) {
  if (V == 14) return load_in_order(reinterpret_cast<const u32*>(origins + t) + (IN ? 0 : 1));
  if (V == 13) return load_in_order(zeros);
  return load_in_order<V == 12>(zeros + t);
}

template <int V>
__global__ void __launch_bounds__(1024) sched_variant(const __grid_constant__ cutt_packed_params p,
                                                      const u32* __restrict__ zeros,
                                                      const uint2* __restrict__ origins,
                                                      const uint2* __restrict__ in, uint2* __restrict__ out) {
  if (V == 0) {
    packed_staged<uint2>(p, in, out);
    return;
  }
  constexpr u32 STAGES = V == 8 ? 3 : 2;
  constexpr u32 BATCH = 4;
  extern __shared__ __align__(16) unsigned char smem_bytes[];
  uint2* const first_stage = reinterpret_cast<uint2*>(smem_bytes);
  const u32 stage_stride = stage_elements<uint2>(p);
  const staged_tables s = build_tables(p, reinterpret_cast<u32*>(first_stage + STAGES * stage_stride));
  __syncthreads();
  const cutt_u64 policy = input_policy<true>(p.l2_keep_input);
  const u32 tiles = (u32)p.num_tiles;
  const u32 rounds = (p.volume + blockDim.x - 1) / blockDim.x;
  const u32 write_iters = (p.volume + BATCH * blockDim.x - 1) / (BATCH * blockDim.x);
  const u32 rounds_per_write = V == 6 ? (rounds + write_iters - 1) / write_iters : rounds;
  // Rounds [first, end) of tile t's copies into stage number `stage`.
  const auto issue = [&](u32 t, u32 in_base, u32 stage, u32 first, u32 end) {
    if (t >= tiles) return;
    uint2* const dst = first_stage + stage * stage_stride;
    const u32 stop = min(p.volume, end * blockDim.x);
    for (u32 q = threadIdx.x + first * blockDim.x; q < stop; q += blockDim.x) {
      const u32 r = cutt_div(q, s.in_run, s.in_div);
      copy_async(dst + padded(q, p.smem_pad_shift), in + in_base + s.in_runs[r] + (q - r * s.in_run), policy);
    }
  };
  const auto origin = [&](u32 t, u32& in_base, u32& out_base) {
    in_base = out_base = 0;
    u32 bound;
    if (t < tiles && V != 14) packed_origin<u32, false>(p, t, in_base, out_base, bound);
  };
  const auto commit = [] { asm volatile("cp.async.commit_group;\n" ::); };
  for (u32 k = 0; k + 1 < STAGES; ++k) {
    u32 in_base, out_base;
    origin(blockIdx.x + k * gridDim.x, in_base, out_base);
    if (V == 14 && blockIdx.x + k * gridDim.x < tiles) in_base = origins[blockIdx.x + k * gridDim.x].x;
    issue(blockIdx.x + k * gridDim.x, in_base, k, 0, rounds);
    commit();
  }
  u32 stage = 0;
  for (u32 t = blockIdx.x; t < tiles; t += gridDim.x) {
    if (STAGES == 3)
      asm volatile("cp.async.wait_group 1;\n" ::);
    else
      asm volatile("cp.async.wait_group 0;\n" ::);
    __syncthreads();
    const u32 next = t + (STAGES - 1) * gridDim.x;
    const u32 next_stage = (stage + STAGES - 1) % STAGES;
    u32 next_in, unused, in_base, out_base;
    origin(next, next_in, unused);
    origin(t, in_base, out_base);
    constexpr bool DELAYED = V == 3 || (V >= 12 && V <= 14);
    if (V == 10) __nanosleep(300);
    if (V == 11) __nanosleep(600);
    if (V == 2 && next < tiles) next_in ^= load_in_order(zeros + next);
    if (DELAYED && next < tiles) next_in ^= delay_load<V, true>(zeros, origins, next);
    if (V != 6 && V != 7) issue(next, next_in, next_stage, 0, rounds);
    if (V == 1) out_base ^= load_in_order(zeros + t);
    if (DELAYED) out_base ^= delay_load<V, false>(zeros, origins, t);
    if (V == 4) __nanosleep(500);
    if (V == 5) __nanosleep(1500);
    const uint2* data = first_stage + stage * stage_stride;
    u32 iter = 0;
    for (u32 q0 = threadIdx.x; q0 < p.volume; q0 += BATCH * blockDim.x, ++iter) {
      if (V == 6) issue(next, next_in, next_stage, iter * rounds_per_write, (iter + 1) * rounds_per_write);
      uint2 value[BATCH];
      u32 to[BATCH];
#pragma unroll
      for (u32 j = 0; j < BATCH; ++j) {
        const u32 q = q0 + j * blockDim.x;
        if (q < p.volume) {
          const u32 r = cutt_div(q, s.out_run, s.out_div);
          const u32 o = q - r * s.out_run;
          const uint2 run = s.out_runs[r];
          to[j] = run.x + o;
          value[j] = data[padded(run.y + s.run_stage[o], p.smem_pad_shift)];
        }
      }
#pragma unroll
      for (u32 j = 0; j < BATCH; ++j)
        if (q0 + j * blockDim.x < p.volume) out[out_base + to[j]] = value[j];
    }
    // Threads past the last batch's positions ran one write iteration
    // fewer and still owe their last rounds.
    if (V == 6 && iter * rounds_per_write < rounds) issue(next, next_in, next_stage, iter * rounds_per_write, rounds);
    if (V == 7) issue(next, next_in, next_stage, 0, rounds);
    commit();
    stage = stage + 1 == STAGES ? 0 : stage + 1;
  }
}

template <int V>
static float time_sched(const cutt_packed_params& p, const u32* zeros, const uint2* origins, Run& run) {
  const size_t tables = 1144, stage_bytes = 8924 * 8;
  const size_t smem = (V == 8 ? 3 : 2) * stage_bytes + tables;
  auto kernel = sched_variant<V>;
  CHECK(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)smem));
  auto launch = [&] { kernel<<<132, 1024, smem>>>(p, zeros, origins, run.in, run.out); };
  launch();
  CHECK(cudaGetLastError());
  char what[32];
  snprintf(what, sizeof what, "variant %d", V);
  run.verify("sched", what);
  return time_ms(launch, 5);
}

int main() {
  const Case c{"r8 [80,5,3,42735,4] perm [1,3,0,4,2]", {80, 5, 3, 42735, 4}, {1, 3, 0, 4, 2}, 0, 31};
  Run run(c);
  const cutt_packed_params p = planner_params();
  u32* zeros;
  CHECK(cudaMalloc(&zeros, p.num_tiles * 4));
  CHECK(cudaMemset(zeros, 0, p.num_tiles * 4));
  const TableCase tc{c.name, c.dims, c.perm, {}};
  const Layout l = layout(tc, {80, 5, 0, 21, 0});
  printf("%s, tile {d0=80,d1=5,d3=21}, fraction of memcpy (libcutt's plan %.3f)\n", c.name,
         run.copy_ms / run.lib_ms);
  uint2* origins;
  CHECK(cudaMalloc(&origins, l.origins.size() * 8));
  CHECK(cudaMemcpy(origins, l.origins.data(), l.origins.size() * 8, cudaMemcpyHostToDevice));
  const uint2* o = origins;
  printf("pass  table  v0     v1     v2     v3     v4     v5     v6     v7     v8     v9     v10    v11    "
         "v12    v13    v14\n");
  for (int pass = 0; pass < 2; ++pass) {
    int grid = 0, regs = 0;
    const float f[] = {time_tables<2>(l, 1024, run, "table", grid, regs),
                       time_sched<0>(p, zeros, o, run),  time_sched<1>(p, zeros, o, run),
                       time_sched<2>(p, zeros, o, run),  time_sched<3>(p, zeros, o, run),
                       time_sched<4>(p, zeros, o, run),  time_sched<5>(p, zeros, o, run),
                       time_sched<6>(p, zeros, o, run),  time_sched<7>(p, zeros, o, run),
                       time_sched<8>(p, zeros, o, run),  time_sched<9>(p, zeros, o, run),
                       time_sched<10>(p, zeros, o, run), time_sched<11>(p, zeros, o, run),
                       time_sched<12>(p, zeros, o, run), time_sched<13>(p, zeros, o, run),
                       time_sched<14>(p, zeros, o, run)};
    printf("%-5d", pass);
    for (float ms : f) printf(" %.3f ", run.copy_ms / ms);
    printf("\n");
  }
  CHECK(cudaFree(zeros));
  CHECK(cudaFree(origins));
  return 0;
}
