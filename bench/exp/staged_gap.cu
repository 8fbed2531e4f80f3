// Experiment: why the library's staged kernel runs set2 rank 8's [80, 5,
// 3, 42735, 4] perm [1, 3, 0, 4, 2] in the tile {d0=80, d1=5, d3=21} at
// 0.747 of memcpy (`gpu-run.sh model`, run zzzz52) where
// bench/exp/packed_tables.cu's table kernel, from which it was built, runs
// the same tile at 0.869 in the same device call.
// Three launches of that tile on one case's buffers, each output compared
// with libcutt's:
// - `cutt_packed_staged_e8_i32` as nvcc compiles cuda/packed_staged.cu
//   here, with the parameter block the planner gives the candidate
//   (src/plan/packed.rs `packed_launch`, printed for this candidate in the
//   forty-third session) and its 143928 bytes of shared memory;
// - the same entry point from the committed PTX
//   (cuda/packed_staged_sm90.ptx) through the driver's JIT, as the library
//   loads it;
// - the library's plan (cuttExecute, the register tile {d3=20}) for scale.
// Then packed_tables.cu's table kernel on the same tile, with its own
// tile origins (a table in global memory, one load per tile) or the
// library's grid walk (`packed_origin` over the parameter block, over a
// copy of the grid in shared memory, or a tile ahead before the barrier),
// and with its own tables or the library's (`build_tables`).
// Prediction: the nvcc build runs near 0.87 and the PTX near 0.75: the
// kernels' source is the same as the experiment's, so the gap is in how
// the library's PTX is compiled.
// Measured on one H200 (runs zzzz53-zzzz56,
// bench/results/2026-11-27zzzz5[3-6]-h200-staged-gap.log), every output
// right: nvcc build 0.750-0.754, PTX build 0.742-0.748 (libcutt's plan
// 0.793-0.803). Wrong: the compile path costs under 0.01. The table kernel:
// own origins and tables 0.863-0.866; the library's tables 0.854-0.858;
// the library's origins 0.751-0.752 (with its tables too 0.755), over a
// shared copy of the grid 0.723-0.726, walked a tile ahead 0.739-0.743.
// So the origins decide. The table and the walk are built from the same
// grid dimensions in the same order (not compared tile by tile here), and
// neither where the grid is read from nor when the walk runs recovers the
// table's speed. Run zzzz59 (bench/results/2026-11-27zzzz59-*): the walk
// made to wait for the table's load of the same tile (its value unused)
// 0.817, the plain walk 0.753 and the table 0.867 in the same process:
// half of the gap is the load's latency before each tile's copies.
// Run zzzz60 (this file; zzzz53-zzzz59 ran the file of commit 3e4d2e1,
// whose copy loop stepped p by blockDim.x): the copy loop counted in
// rounds, which lets each warp start at a round of its own (5) or sleep
// first (6). That loop alone took the table kernel with its own origins
// from 0.867 to 0.809; the walk 0.758, rotated rounds 0.731, 16 ns of
// sleep per warp number 0.756, the walk waiting on the load 0.821. The
// copy loop's form moves this tile by as much as the origins do.
// table_variant's copy and write loops are copies of packed_tables.cu's
// table_packed (and so of cuda/packed_staged.cu's loops), with the
// origins and tables each variant swaps in: the runs measured these
// copies, so they stay as they ran.
// Build: bench/exp/run.sh staged_gap
// It builds against the library's kernel of its runs, cuda/packed_staged.cu
// of commit c9d6c96 (the grid walk), put in place of today's: since then
// the library's kernel reads its tile origins from a table, as variant 14
// of staged_sched.cu.
#define main packed_tables_main
#include "packed_tables.cu"
#undef main

#include <fstream>
#include <sstream>

// The planner's launch parameters of Packed tile {d0=80,d1=5,d3=21/42735}
// staged for canonical [80, 5, 3, 42735, 4] perm [1, 3, 0, 4, 2].
static cutt_packed_params planner_params() {
  cutt_packed_params p = {};
  p.num_tiles = 24420;
  p.volume = 8400;
  p.tile_rank = 3;
  p.grid_rank = 3;
  p.smem_pad_shift = 4;
  p.l2_keep_input = 1;
  const unsigned long long in_dims[3][4] = {
      {80, 1, 1, 213675}, {5, 80, 80, 1}, {21, 400, 1200, 5}};  // extent, smem, in, out
  for (int k = 0; k < 3; ++k) {
    cutt_tile_dim& t = p.in_dims[k];
    t.extent = (u32)in_dims[k][0];
    t.smem_stride = (u32)in_dims[k][1];
    t.in_stride = in_dims[k][2];
    t.out_stride = in_dims[k][3];
    t.div = divisor(in_dims[k][0]);
  }
  // Output order: d1, d3, d0.
  p.out_dims[0] = p.in_dims[1];
  p.out_dims[1] = p.in_dims[2];
  p.out_dims[2] = p.in_dims[0];
  const unsigned long long grid[3][3] = {
      {2035, 25200, 105}, {4, 51282000, 17094000}, {3, 400, 68376000}};
  for (int k = 0; k < 3; ++k) {
    cutt_grid_dim& g = p.grid[k];
    g.extent = grid[k][0];
    g.in_stride = grid[k][1];
    g.out_stride = grid[k][2];
    g.div = divisor(grid[k][0]);
  }
  return p;
}

// The table kernel of packed_tables.cu (two stages), with the library's
// tile origins where ORIGINS (1: `packed_origin` over the planner's grid in
// the parameter block; 2: the same walk over a copy of the grid in shared
// memory), and the library's tables (`build_tables` in the kernel) where
// TABLES.
template <int ORIGINS, bool TABLES>
__global__ void __launch_bounds__(1024) table_variant(const __grid_constant__ TableTile k,
                                                      const __grid_constant__ cutt_packed_params lp,
                                                      const u32* __restrict__ tables,
                                                      const uint2* __restrict__ origins,
                                                      const uint2* __restrict__ in, uint2* __restrict__ out) {
  constexpr int BATCH = 4;
  extern __shared__ __align__(16) unsigned char smem_bytes[];
  uint2* stages = reinterpret_cast<uint2*>(smem_bytes);
  u32* tab = reinterpret_cast<u32*>(stages + 2 * k.stage_elems);
  const u32* in_runs;
  const uint2* out_runs;
  const u32* run_smem;
  u32 in_run = k.in_run, out_run = k.out_run;
  cutt_divisor in_div = k.in_run_div, out_div = k.out_run_div;
  if (TABLES) {
    const staged_tables s = build_tables(lp, tab);
    in_runs = s.in_runs;
    out_runs = s.out_runs;
    run_smem = s.run_stage;
    in_run = s.in_run;
    out_run = s.out_run;
    in_div = s.in_div;
    out_div = s.out_div;
  } else {
    const u32 n_tab = k.n_in_runs + 2 * k.n_out_runs + k.out_run;
    for (u32 i = threadIdx.x; i < n_tab; i += blockDim.x) tab[i] = tables[i];
    in_runs = tab;
    out_runs = reinterpret_cast<const uint2*>(tab + k.n_in_runs);
    run_smem = tab + k.n_in_runs + 2 * k.n_out_runs;
  }
  __shared__ cutt_grid_dim grid[4];
  if (ORIGINS == 2 && threadIdx.x < lp.grid_rank) grid[threadIdx.x] = lp.grid[threadIdx.x];
  __syncthreads();
  const cutt_u64 policy = input_policy<true>(true);
  const auto origin = [&](u32 t) {
    if (ORIGINS == 0) return origins[t];
    u32 in_base = 0, out_base = 0, bound;
    if (ORIGINS == 1 || ORIGINS >= 4)
      packed_origin<u32, false>(lp, t, in_base, out_base, bound);
    else
      cutt_walk_grid(grid, lp.grid_rank, t, in_base, out_base);
    if (ORIGINS == 4) {
      // The walk's offsets, made to wait for the table's load of the same
      // tile (whose top bit is 0): the table's latency without its values.
      const uint2 loaded = origins[t];
      in_base ^= loaded.x & 0x80000000u;
      out_base ^= loaded.y & 0x80000000u;
    }
    return make_uint2(in_base, out_base);
  };
  const auto issue = [&](u32 base, u32 stage) {
    uint2* s = stages + stage * k.stage_elems;
    const u32 rounds = (k.volume + blockDim.x - 1) / blockDim.x;
    // 5: each warp starts its copies at a round of its own; 6: each warp
    // sleeps in proportion to its number first.
    const u32 first = ORIGINS == 5 ? threadIdx.x / 32 % rounds : 0;
    if (ORIGINS == 6) __nanosleep(threadIdx.x / 32 * 16);
    for (u32 i = 0; i < rounds; ++i) {
      const u32 j = i + first < rounds ? i + first : i + first - rounds;
      const u32 p = threadIdx.x + j * blockDim.x;
      if (p >= k.volume) continue;
      const u32 r = cutt_div(p, in_run, in_div);
      copy_async(s + padded(p, k.pad_shift), in + base + in_runs[r] + (p - r * in_run), policy);
    }
  };
  const auto consume = [&](u32 base, u32 stage) {
    const uint2* s = stages + stage * k.stage_elems;
    for (u32 q0 = threadIdx.x; q0 < k.volume; q0 += BATCH * blockDim.x) {
      uint2 v[BATCH];
      u32 dst[BATCH];
#pragma unroll
      for (int j = 0; j < BATCH; ++j) {
        const u32 q = q0 + j * blockDim.x;
        if (q < k.volume) {
          const u32 r = cutt_div(q, out_run, out_div);
          const u32 o = q - r * out_run;
          const uint2 run = out_runs[r];
          dst[j] = run.x + o;
          v[j] = s[padded(run.y + run_smem[o], k.pad_shift)];
        }
      }
#pragma unroll
      for (int j = 0; j < BATCH; ++j)
        if (q0 + j * blockDim.x < k.volume) out[base + dst[j]] = v[j];
    }
  };
  if (ORIGINS != 3) {
    cp_async_ring<2>(
        k.tiles, [&](u32 t, u32 stage) { issue(origin(t).x, stage); },
        [&](u32 t, u32 stage) { consume(origin(t).y, stage); });
    return;
  }
  // 3: the library's walk over the parameter block, each tile's origin
  // taken before the barrier that precedes its issue.
  const auto walk = [&](u32 t) {
    u32 in_base = 0, out_base = 0, bound;
    packed_origin<u32, false>(lp, t, in_base, out_base, bound);
    return make_uint2(in_base, out_base);
  };
  uint2 current = walk(blockIdx.x);
  if (blockIdx.x < k.tiles) issue(current.x, 0);
  asm volatile("cp.async.commit_group;\n" ::);
  u32 stage = 0;
  for (u32 t = blockIdx.x; t < k.tiles; t += gridDim.x) {
    const u32 next_t = t + gridDim.x;
    const uint2 next = next_t < k.tiles ? walk(next_t) : make_uint2(0, 0);
    asm volatile("cp.async.wait_group 0;\n" ::);
    __syncthreads();
    if (next_t < k.tiles) issue(next.x, stage ^ 1);
    asm volatile("cp.async.commit_group;\n" ::);
    consume(current.y, stage);
    current = next;
    stage ^= 1;
  }
}

template <int ORIGINS, bool TABLES>
static float time_variant(const Layout& l, const cutt_packed_params& lp, Run& run, const char* what) {
  u32* tables;
  uint2* origins;
  CHECK(cudaMalloc(&tables, l.tables.size() * 4));
  CHECK(cudaMalloc(&origins, l.origins.size() * 8));
  CHECK(cudaMemcpy(tables, l.tables.data(), l.tables.size() * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(origins, l.origins.data(), l.origins.size() * 8, cudaMemcpyHostToDevice));
  // The stages, then room for either layout's tables (under 300 words).
  const size_t smem = 2 * (size_t)l.k.stage_elems * 8 + 2048;
  auto kernel = table_variant<ORIGINS, TABLES>;
  CHECK(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)smem));
  auto launch = [&] { kernel<<<132, 1024, smem>>>(l.k, lp, tables, origins, run.in, run.out); };
  launch();
  CHECK(cudaGetLastError());
  run.verify("variant", what);
  const float ms = time_ms(launch, 5);
  CHECK(cudaFree(tables));
  CHECK(cudaFree(origins));
  return ms;
}

static CUfunction ptx_entry(const char* path, const char* name) {
  std::ifstream f(path);
  std::stringstream text;
  text << f.rdbuf();
  const std::string ptx = text.str();
  CUmodule module;
  if (cuModuleLoadData(&module, ptx.c_str()) != CUDA_SUCCESS) {
    printf("cannot load %s\n", path);
    exit(1);
  }
  CUfunction fn;
  if (cuModuleGetFunction(&fn, module, name) != CUDA_SUCCESS) {
    printf("no %s in %s\n", name, path);
    exit(1);
  }
  return fn;
}

#ifndef STAGED_GAP_NO_MAIN
int main() {
  const Case c{"r8 [80,5,3,42735,4] perm [1,3,0,4,2]", {80, 5, 3, 42735, 4}, {1, 3, 0, 4, 2}, 0, 31};
  Run run(c);
  printf("%s: libcutt's plan %.3f of memcpy\n", c.name, run.copy_ms / run.lib_ms);
  const cutt_packed_params p = planner_params();
  const unsigned smem = 143928, grid = 132, threads = 1024;

  CHECK(cudaFuncSetAttribute(cutt_packed_staged_e8_i32, cudaFuncAttributeMaxDynamicSharedMemorySize,
                             (int)smem));
  auto nvcc = [&] { cutt_packed_staged_e8_i32<<<grid, threads, smem>>>(p, run.in, run.out); };
  nvcc();
  CHECK(cudaGetLastError());
  run.verify(c.name, "nvcc build");
  const float nvcc_ms = time_ms(nvcc, 5);

  CUfunction fn = ptx_entry("../../cuda/packed_staged_sm90.ptx", "cutt_packed_staged_e8_i32");
  if (cuFuncSetAttribute(fn, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, (int)smem) != CUDA_SUCCESS) {
    printf("cannot set the PTX build's shared memory\n");
    return 1;
  }
  int regs = 0;
  cuFuncGetAttribute(&regs, CU_FUNC_ATTRIBUTE_NUM_REGS, fn);
  const uint2* in = run.in;
  uint2* out = run.out;
  void* args[] = {(void*)&p, (void*)&in, (void*)&out};
  auto jit = [&] {
    if (cuLaunchKernel(fn, grid, 1, 1, threads, 1, 1, smem, 0, args, nullptr) != CUDA_SUCCESS) {
      printf("PTX launch failed\n");
      exit(1);
    }
  };
  jit();
  run.verify(c.name, "PTX build");
  const float jit_ms = time_ms(jit, 5);
  cudaFuncAttributes attr;
  CHECK(cudaFuncGetAttributes(&attr, cutt_packed_staged_e8_i32));
  printf("  staged {d0=80,d1=5,d3=21}: nvcc build %.3f (%d registers), PTX build %.3f (%d registers)\n",
         run.copy_ms / nvcc_ms, attr.numRegs, run.copy_ms / jit_ms, regs);
  const TableCase tc{c.name, c.dims, c.perm, {}};
  const Layout l = layout(tc, {80, 5, 0, 21, 0});
  printf("  table kernel: own origins and tables %.3f, library origins %.3f, library tables %.3f, both %.3f\n",
         run.copy_ms / time_variant<0, false>(l, p, run, "own"),
         run.copy_ms / time_variant<1, false>(l, p, run, "library origins"),
         run.copy_ms / time_variant<0, true>(l, p, run, "library tables"),
         run.copy_ms / time_variant<1, true>(l, p, run, "both"));
  printf("  table kernel, the library's walk over a shared-memory copy of the grid: %.3f, with library tables %.3f\n",
         run.copy_ms / time_variant<2, false>(l, p, run, "shared grid"),
         run.copy_ms / time_variant<2, true>(l, p, run, "shared grid, library tables"));
  printf("  table kernel, the library's walk waiting on the table's load: %.3f\n",
         run.copy_ms / time_variant<4, false>(l, p, run, "walk after the load"));
  printf("  table kernel, the library's walk, each warp's copies from a round of its own: %.3f, "
         "each warp asleep 16 ns x its number first: %.3f\n",
         run.copy_ms / time_variant<5, false>(l, p, run, "rotated rounds"),
         run.copy_ms / time_variant<6, false>(l, p, run, "staggered sleep"));
  printf("  table kernel, the library's walk a tile ahead, before the barrier: %.3f, with library tables %.3f\n",
         run.copy_ms / time_variant<3, false>(l, p, run, "walk ahead"),
         run.copy_ms / time_variant<3, true>(l, p, run, "walk ahead, library tables"));
  return 0;
}
#endif
