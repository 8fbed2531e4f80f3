// Experiment: L2 eviction priorities for Tiled of 8-byte elements.
// set1's Tiled 8-byte cases whose rows are off 128-byte lines measure
// 0.82-0.92 of memcpy where rows on lines reach 0.95-0.98 (nineteenth and
// twenty-sixth sessions): a 256-byte piece off lines shares its end lines
// with the neighbouring tile along a, which comes tiles_b tiles later in
// the order along b first (along a first: the output's neighbour along b,
// tiles_a later). ncu showed the same DRAM bytes but 38-57% more L2
// requests and lower DRAM throughput; the 256-byte prefetch hint gains on
// squares and loses where the neighbour comes 30 MB later, as if the
// prefetched half were evicted before use. Between a tile and its
// neighbour the blocks move as many bytes out as in, and the written lines
// are never read again.
// Prediction: stores marked evict_first (createpolicy L2::evict_first, or
// st.cs) keep L2 for the input, so the shared input lines (and the
// prefetched halves) survive to the neighbour along b first: set1's Tiled
// 8-byte cases off lines gain >= 0.02 (the short-a 2D ones, e.g. [3927,
// 58910], to >= 0.91), cases on lines unchanged. Along a first, the
// reverse (loads evict_first, stores evict_last) keeps partly written
// output lines for the neighbour along b.
// Kernel: tiled_sectors_tiles of cuda/tiled.cu (tiles of 32 x 32 that own
// their output sectors) with every global load and store through a hinted
// instruction. Variants per order ("b" along b first, "a" along a first):
// none, pf (L2::256B), ldL (loads evict_last), pf+ldL, ldL+stF (stores
// evict_first). After a variant that marks lines evict_last, a pass of
// applypriority returns every line in L2 to evict_normal. Per case:
// memcpy time, libcutt's frac, each variant's frac; every output compared
// on the device with libcutt's (itself checked by the GPU suite). Then the
// hazard question (`hazard`). With "paths" as second argument, the third
// question instead (`launch_paths`).
// Cases: bench/profile/l2-policy.txt (set1 and ttc57 cases the library
// plans as Tiled of 8-byte elements in run zb, canonical; "pf" and
// "afirst": the library's prefetch and order at 9dd7790).
// The prediction was wrong: stores marked evict_first lost; loads marked
// evict_last gained. Measured on H200s (driver 580.159.04), logs bench/results/
// 2026-11-23zc-h200-l2-policy-*. run1 (all 230 cases; also stF and st.cs
// alone, ldL with stF, and along a first ldF+stL): stF alone -0.011 mean
// against libcutt, ldF+stL -0.096; ldL+stF +0.020 over the best plain
// variant. run2 (230 cases; ldL alone, and ldL+stF+D, D: demote_rows,
// each tile returning its own lines to evict_normal once loaded): in the
// library's order and prefetch choice ldL gained 0.022 (along b first
// without prefetch, 100 cases; min -0.046, all where a is the output's
// second dimension), 0.009 (with prefetch, 111; pf+ldL of run1: 0.019)
// and 0.022 (along a first, 18); D cost 0.13: applypriority is not free.
// Hazard: a consumer kernel after one transpose took the same time after
// every variant (34-38 us first, 29-31 us second). run3 and paths: the
// library built with the hint measured 0.05-0.08 below this kernel:
// loaded as PTX through the driver's JIT it was as slow, so the launch
// (programmatic dependents) was not the cause; the SASS issued the loads
// two or three at a time between shared-memory stores (ptxas without a
// launch bound); with __launch_bounds__(256, 8) all five come first, and
// the library's kernel measures the same as this one (paths log: 0.953 /
// 0.951 over 48 cases).
// Build and run: bench/exp/run.sh l2_policy
#include <cstring>
#include <string>
#include <cuda.h>
#include "exp_common.cuh"
#include "../../cuda/tiled.cu"

enum Hint { NONE, FIRST, LAST, STREAM };

template <int H>
__device__ __forceinline__ unsigned long long make_policy() {
  unsigned long long p = 0;
  if constexpr (H == FIRST) asm("createpolicy.fractional.L2::evict_first.b64 %0, 1.0;" : "=l"(p));
  if constexpr (H == LAST) asm("createpolicy.fractional.L2::evict_last.b64 %0, 1.0;" : "=l"(p));
  return p;
}

template <int H, bool PF>
__device__ __forceinline__ uint2 load_hinted(const uint2* p, unsigned long long policy) {
  uint2 v;
  if constexpr (H == NONE && !PF) {
    v = *p;
  } else if constexpr (H == NONE) {
    asm("ld.global.nc.L2::256B.v2.u32 {%0, %1}, [%2];" : "=r"(v.x), "=r"(v.y) : "l"(p));
  } else if constexpr (!PF) {
    asm("ld.global.nc.L2::cache_hint.v2.u32 {%0, %1}, [%2], %3;"
        : "=r"(v.x), "=r"(v.y) : "l"(p), "l"(policy));
  } else {
    asm("ld.global.nc.L2::cache_hint.L2::256B.v2.u32 {%0, %1}, [%2], %3;"
        : "=r"(v.x), "=r"(v.y) : "l"(p), "l"(policy));
  }
  return v;
}

template <int H>
__device__ __forceinline__ void store_hinted(uint2* p, uint2 v, unsigned long long policy) {
  if constexpr (H == NONE) {
    *p = v;
  } else if constexpr (H == STREAM) {
    asm volatile("st.global.cs.v2.u32 [%0], {%1, %2};" ::"l"(p), "r"(v.x), "r"(v.y) : "memory");
  } else {
    asm volatile("st.global.L2::cache_hint.v2.u32 [%0], {%1, %2}, %3;" ::"l"(p), "r"(v.x), "r"(v.y),
                 "l"(policy)
                 : "memory");
  }
}

// Returns to evict_normal the 128-byte lines of the tile's own input rows
// (rows [0, nb), positions [0, na)) once they are in shared memory, all
// but a row's last line where the row's piece ends inside it: that line's
// rest belongs to another tile, whose first line it is.
__device__ __forceinline__ void demote_rows(const uint2* src, u32 stride, u32 na, u32 nb) {
  const u32 tx = threadIdx.x;
  if (tx >= 3) return;
  for (u32 row = threadIdx.y; row < nb; row += CUTT_TILE_ROWS) {
    const size_t start = (size_t)(src + (size_t)row * stride);
    const size_t end = start + na * sizeof(uint2);
    const size_t line = start / 128 + tx;
    if (line < end / 128)
      asm volatile("applypriority.global.L2::evict_normal [%0], 128;" ::"l"(line * 128) : "memory");
  }
}

// tiled_sectors_tiles<uint2, u32, 32, PF> with hinted loads (LD) and
// stores (ST), DEMOTE: demote_rows after the loads, WAIT: waits for the
// previous grid first as the library's kernels do; one block of 32 x 8
// threads per tile.
template <int LD, int ST, bool PF, bool DEMOTE = false, bool WAIT = false>
__global__ void __launch_bounds__(256) hinted_e8(const __grid_constant__ cutt_tiled_params p,
                                                 const uint2* __restrict__ in, uint2* __restrict__ out) {
  if constexpr (WAIT) cutt_await_previous_grid();
  using T = uint2;
  constexpr u32 EDGE = CUTT_TILE, G = CUTT_SECTOR_BYTES / sizeof(T);
  __shared__ T tile[EDGE + CUTT_TILE_ROWS][EDGE + 1];
  const unsigned long long load_policy = make_policy<LD>(), store_policy = make_policy<ST>();
  const u32 a_out = (u32)p.a_out_stride;
  const u32 b_in = (u32)p.b_in_stride;
  const u32 tx = threadIdx.x, ty = threadIdx.y;
  const bool whole_rows = p.b_extent <= EDGE;
  for_each_tile<EDGE, u32>(p, [&](u32 in_base, u32 out_base, u32 na, u32 nb, u32 b_left) {
    T* dst = out + out_base;
    const T* src = in + in_base;
    const bool shifted = !whole_rows && !rows_aligned(dst, a_out, CUTT_SECTOR_BYTES);
    const u32 rows = shifted ? min(b_left, EDGE + G - 1) : nb;
    T v[(EDGE + CUTT_TILE_ROWS) / CUTT_TILE_ROWS][1];
    for_each_pass<EDGE + CUTT_TILE_ROWS, EDGE>(src, b_in, rows, 0, 0, na,
        [&](u32 j, u32 i, const T* start, u32, u32 pos, bool valid) {
          v[j][i] = load_hinted<LD, PF>(valid ? start + pos : src, load_policy);
        });
    T* mine = &tile[ty][tx];
    for_each_pass<EDGE + CUTT_TILE_ROWS, EDGE>(src, b_in, rows, 0, 0, na,
        [&](u32 j, u32 i, const T*, u32, u32, bool) { mine[smem_offset<EDGE>(j, i)] = v[j][i]; });
    __syncthreads();
    if constexpr (DEMOTE) demote_rows(src, b_in, na, nb);
    const u32 s = shifted ? (G - (u32)((size_t)(dst + ty * a_out) / sizeof(T)) % G) % G : 0;
    const bool first = b_left == p.b_extent;
    const u32 lo = first ? 0 : s;
    const u32 hi = max(lo, min(s + EDGE, b_left));
    T w[EDGE / CUTT_TILE_ROWS][1];
    const T* read = &tile[s + tx][ty];
    for_each_pass<EDGE, EDGE>(dst, a_out, na, s, lo, hi, [&](u32 j, u32 i, T*, u32, u32, bool) {
      w[j][i] = read[smem_offset_transposed<EDGE>(j, i)];
    });
    for_each_pass<EDGE, EDGE>(dst, a_out, na, s, lo, hi, [&](u32 j, u32 i, T* start, u32, u32 pos, bool valid) {
      if (valid) store_hinted<ST>(start + pos, w[j][i], store_policy);
    });
    if (first && tx < min(s, hi)) {
#pragma unroll
      for (u32 m = 0; m < EDGE / CUTT_TILE_ROWS; ++m) {
        const u32 row = ty + m * CUTT_TILE_ROWS;
        if (row < na) store_hinted<ST>(dst + row * a_out + tx, tile[tx][row], store_policy);
      }
    }
    __syncthreads();
  });
}

// Returns every line of [p, p + bytes) that L2 holds to evict_normal.
__global__ void normal_priority(const char* p, size_t bytes) {
  for (size_t i = (blockIdx.x * (size_t)blockDim.x + threadIdx.x) * 128; i < bytes;
       i += (size_t)gridDim.x * blockDim.x * 128)
    asm volatile("applypriority.global.L2::evict_normal [%0], 128;" ::"l"(p + i) : "memory");
}

__global__ void count_mismatches(const unsigned* a, const unsigned* b, size_t n, unsigned long long* bad) {
  unsigned long long mine = 0;
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
    mine += a[i] != b[i];
  if (mine) atomicAdd(bad, mine);
}

struct Variant {
  const char* name;
  void (*kernel)(cutt_tiled_params, const uint2*, uint2*);
  bool keeps_lines;  // marks lines evict_last
};

const Variant variants[] = {
    {"none", hinted_e8<NONE, NONE, false>, false},
    {"pf", hinted_e8<NONE, NONE, true>, false},
    {"ldL", hinted_e8<LAST, NONE, false>, true},
    {"pf+ldL", hinted_e8<LAST, NONE, true>, true},
    {"ldL+stF", hinted_e8<LAST, FIRST, false>, true},
};

struct Buffers {
  void *in, *out, *want;
  unsigned long long* bad;
};

void run(const std::vector<int>& dims, const std::vector<int>& perm, const Buffers& m) {
  size_t bytes = 8;
  for (int d : dims) bytes *= (size_t)d;
  const size_t all = 3ull << 30;
  auto reset = [&] {
    normal_priority<<<1024, 256>>>((const char*)m.in, all);
    normal_priority<<<1024, 256>>>((const char*)m.out, all);
  };
  const float copy = time_ms([&] { cudaMemcpyAsync(m.out, m.in, bytes, cudaMemcpyDeviceToDevice); }, 10, 5);
  printf(" copy %.1f us |", copy * 1000);
  cuttHandle plan;
  std::vector<int> plan_dims = dims, plan_perm = perm;
  if (cuttPlan(&plan, (int)dims.size(), plan_dims.data(), plan_perm.data(), 8, 0) != CUTT_SUCCESS) {
    printf(" cuttPlan failed\n");
    return;
  }
  CHECK(cudaMemset(m.want, 0xff, bytes));
  cuttExecute(plan, m.in, m.want);
  const float lib = time_ms([&] { cuttExecute(plan, m.in, m.out); }, 10, 5);
  cuttDestroy(plan);
  printf(" lib=%.3f", copy / lib);
  for (unsigned b_first : {1u, 0u}) {
    cutt_tiled_params p = tiled_params(dims, perm, CUTT_TILE);
    p.b_first = b_first;
    for (const Variant& v : variants) {
      auto launch = [&] { v.kernel<<<(unsigned)p.num_tiles, dim3(32, 8)>>>(p, (const uint2*)m.in, (uint2*)m.out); };
      CHECK(cudaMemset(m.out, 0xff, bytes));
      launch();
      CHECK(cudaMemset(m.bad, 0, sizeof *m.bad));
      count_mismatches<<<1024, 256>>>((const unsigned*)m.out, (const unsigned*)m.want, bytes / 4, m.bad);
      unsigned long long wrong = 1;
      CHECK(cudaMemcpy(&wrong, m.bad, sizeof wrong, cudaMemcpyDeviceToHost));
      const float ms = time_ms(launch, 10, 5);
      if (v.keeps_lines) reset();
      CHECK(cudaGetLastError());
      printf(" %s:%s=%.3f%s", b_first ? "b" : "a", v.name, copy / ms, wrong ? "(WRONG)" : "");
    }
  }
  printf("\n");
  fflush(stdout);
}

#define DRV(x) do { CUresult r = (x); if (r != CUDA_SUCCESS) { const char* s; \
  cuGetErrorString(r, &s); printf("%s: %s\n", #x, s); exit(1); } } while (0)

// Launches f over p's tiles, as a programmatic dependent with pdl.
void launch_tiles(CUfunction f, bool pdl, cutt_tiled_params& p, const void* in, void* out) {
  CUlaunchAttribute attr;
  attr.id = CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION;
  attr.value.programmaticStreamSerializationAllowed = 1;
  CUlaunchConfig cfg = {};
  cfg.gridDimX = (unsigned)p.num_tiles;
  cfg.gridDimY = cfg.gridDimZ = 1;
  cfg.blockDimX = 32;
  cfg.blockDimY = 8;
  cfg.blockDimZ = 1;
  cfg.attrs = pdl ? &attr : nullptr;
  cfg.numAttrs = pdl ? 1 : 0;
  void* args[] = {&p, &in, &out};
  DRV(cuLaunchKernelEx(&cfg, f, args, nullptr));
}

// Third question: the library's kernel measured 0.05 slower with the
// hint than without, where this file's measured it 0.02 faster. Per case,
// in the library's own order and prefetch choice (REST: "pf", "afirst"):
// libcutt, this file's kernel without and with the hint (launched plainly,
// and as a programmatic dependent waiting for the previous grid), and the
// library's PTX (../../cuda/tiled_sm90.ptx, the driver's JIT) launched
// plainly and as a programmatic dependent.
void launch_paths(const std::vector<int>& dims, const std::vector<int>& perm, bool pf, bool a_first,
                  CUfunction lib_ptx, const Buffers& m) {
  size_t bytes = 8;
  for (int d : dims) bytes *= (size_t)d;
  const float copy = time_ms([&] { cudaMemcpyAsync(m.out, m.in, bytes, cudaMemcpyDeviceToDevice); }, 10, 5);
  cuttHandle plan;
  std::vector<int> plan_dims = dims, plan_perm = perm;
  if (cuttPlan(&plan, (int)dims.size(), plan_dims.data(), plan_perm.data(), 8, 0) != CUTT_SUCCESS) {
    printf(" cuttPlan failed\n");
    return;
  }
  CHECK(cudaMemset(m.want, 0xff, bytes));
  cuttExecute(plan, m.in, m.want);
  const float lib = time_ms([&] { cuttExecute(plan, m.in, m.out); }, 10, 5);
  cuttDestroy(plan);
  printf(" copy %.1f us | lib=%.3f", copy * 1000, copy / lib);
  cutt_tiled_params p = tiled_params(dims, perm, CUTT_TILE);
  p.b_first = !a_first;
  p.l2_prefetch = pf;
  cudaFunction_t plain, kept, kept_wait;
  CHECK(cudaGetFuncBySymbol(&plain, (const void*)(pf ? hinted_e8<NONE, NONE, true> : hinted_e8<NONE, NONE, false>)));
  CHECK(cudaGetFuncBySymbol(&kept, (const void*)(pf ? hinted_e8<LAST, NONE, true> : hinted_e8<LAST, NONE, false>)));
  CHECK(cudaGetFuncBySymbol(&kept_wait, (const void*)(pf ? hinted_e8<LAST, NONE, true, false, true>
                                                         : hinted_e8<LAST, NONE, false, false, true>)));
  const struct {
    const char* name;
    CUfunction f;
    bool pdl;
  } paths[] = {{"mine", (CUfunction)plain, false}, {"mine+ldL", (CUfunction)kept, false},
               {"mine+ldL+pdl", (CUfunction)kept_wait, true}, {"libptx", lib_ptx, false},
               {"libptx+pdl", lib_ptx, true}};
  for (const auto& path : paths) {
    auto launch = [&] { launch_tiles(path.f, path.pdl, p, m.in, m.out); };
    CHECK(cudaMemset(m.out, 0xff, bytes));
    launch();
    CHECK(cudaMemset(m.bad, 0, sizeof *m.bad));
    count_mismatches<<<1024, 256>>>((const unsigned*)m.out, (const unsigned*)m.want, bytes / 4, m.bad);
    unsigned long long wrong = 1;
    CHECK(cudaMemcpy(&wrong, m.bad, sizeof wrong, cudaMemcpyDeviceToHost));
    const float ms = time_ms(launch, 10, 5);
    printf(" %s=%.3f%s", path.name, copy / ms, wrong ? "(WRONG)" : "");
  }
  printf("\n");
  fflush(stdout);
}

// Reads every element of n float4 `passes` times through L2 (L1
// bypassed): a kernel after the transpose that relies on L2 holding its
// working set.
__global__ void consume(const float4* p, size_t n, int passes, float* sink) {
  float acc = 0;
  for (int k = 0; k < passes; ++k)
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x) {
      const float4 v = __ldcg(p + i);
      acc += v.x + v.y + v.z + v.w;
    }
  if (acc == 1234.5f) *sink = acc;
}

template <typename F>
float once_us(F f) {
  cudaEvent_t e0, e1;
  CHECK(cudaEventCreate(&e0));
  CHECK(cudaEventCreate(&e1));
  CHECK(cudaEventRecord(e0));
  f();
  CHECK(cudaEventRecord(e1));
  CHECK(cudaEventSynchronize(e1));
  float ms;
  CHECK(cudaEventElapsedTime(&ms, e0, e1));
  return ms * 1000;
}

// Second question: what lines left evict_last cost a kernel that runs
// after the transpose. Per variant: L2 emptied (every line back to
// evict_normal, then 1 GiB copied), consume over 24 MiB 8 passes (t0),
// one transpose along b first, consume again (t1) and again (t2). Also the
// time of one applypriority pass over the input's lines.
void hazard(const std::vector<int>& dims, const std::vector<int>& perm, const Buffers& m) {
  const size_t all = 3ull << 30, work = 24ull << 20;
  size_t bytes = 8;
  for (int d : dims) bytes *= (size_t)d;
  float4* data;
  float* sink;
  CHECK(cudaMalloc(&data, work));
  CHECK(cudaMalloc(&sink, 4));
  CHECK(cudaMemset(data, 0, work));
  cutt_tiled_params p = tiled_params(dims, perm, CUTT_TILE);
  auto consumer = [&] { return once_us([&] { consume<<<1056, 256>>>(data, work / 16, 8, sink); }); };
  printf("hazard ");
  print_case(8, dims, perm);
  printf(" demote pass over the input %.1f us |",
         once_us([&] { normal_priority<<<4096, 256>>>((const char*)m.in, bytes); }));
  for (const Variant& v : variants) {
    normal_priority<<<1024, 256>>>((const char*)m.in, all);
    normal_priority<<<1024, 256>>>((const char*)m.out, all);
    CHECK(cudaMemcpy(m.want, m.out, 1ull << 30, cudaMemcpyDeviceToDevice));
    const float t0 = consumer();
    const float tt = once_us([&] { v.kernel<<<(unsigned)p.num_tiles, dim3(32, 8)>>>(p, (const uint2*)m.in, (uint2*)m.out); });
    const float t1 = consumer(), t2 = consumer();
    printf(" %s: transpose %.0f consume %.1f / %.1f / %.1f us", v.name, tt, t0, t1, t2);
  }
  printf("\n");
  CHECK(cudaFree(data));
  CHECK(cudaFree(sink));
}

// Reads cases "8 D0,D1,.. P0,P1,.. REST" (canonical; REST: where they
// came from) from the file named on the command line, or
// ../profile/l2-policy.txt.
int main(int argc, char** argv) {
  const bool paths = argc > 2 && std::string(argv[2]) == "paths";
  FILE* cases = fopen(argc > 1 ? argv[1] : "../profile/l2-policy.txt", "r");
  if (!cases) {
    printf("no case file\n");
    return 1;
  }
  const size_t all = 3ull << 30;
  Buffers m;
  alloc_filled(all, &m.in, &m.out);
  CHECK(cudaMalloc(&m.want, all));
  CHECK(cudaMalloc(&m.bad, sizeof *m.bad));
  CUmodule module;
  CUfunction lib_ptx = nullptr;
  if (paths) {
    CHECK(cudaFree(0));
    FILE* f = fopen("../../cuda/tiled_sm90.ptx", "rb");
    std::string ptx;
    for (int c; f && (c = fgetc(f)) != EOF;) ptx += (char)c;
    DRV(cuModuleLoadData(&module, ptx.c_str()));
    DRV(cuModuleGetFunction(&lib_ptx, module, "cutt_tiled_e8_i32"));
  }
  char line[512];
  while (fgets(line, sizeof line, cases)) {
    unsigned elem;
    char dims_text[256], perm_text[256];
    int used = 0;
    if (sscanf(line, "%u %255s %255s %n", &elem, dims_text, perm_text, &used) != 3 || elem != 8) continue;
    auto parse = [](const char* text) {
      std::vector<int> v;
      for (const char* c = text; *c; ++c)
        if (c == text || c[-1] == ',') v.push_back(atoi(c));
      return v;
    };
    const std::vector<int> dims = parse(dims_text), perm = parse(perm_text);
    size_t bytes = 8;
    for (int d : dims) bytes *= (size_t)d;
    if (bytes > all) continue;
    line[strcspn(line, "\n")] = 0;
    printf("%s %s %s |", dims_text, perm_text, line + used);
    if (paths) {
      const std::string rest = line + used;
      launch_paths(dims, perm, rest.find(" pf") != std::string::npos, rest.find("afirst") != std::string::npos,
                   lib_ptx, m);
    } else {
      run(dims, perm, m);
    }
  }
  if (paths) return 0;
  for (const auto& c : {std::vector<int>{6981, 34906}, std::vector<int>{8193, 8193},
                        std::vector<int>{32, 15, 15, 15, 15, 32}}) {
    std::vector<int> perm(c.size());
    for (size_t k = 0; k < c.size(); ++k) perm[k] = (int)(c.size() - 1 - k);
    hazard(c, perm, m);
  }
  return 0;
}
