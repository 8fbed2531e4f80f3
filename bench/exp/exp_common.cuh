// Helpers shared by the experiments of bench/exp: error checks, timing,
// input fill and the planner's invariant divisor.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>
#include <chrono>
#include <cuda.h>
#include <cuda_runtime.h>
#include "cutt.h"
#include "../../cuda/cutt_params.cuh"

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { \
  printf("%s: %s\n", #x, cudaGetErrorString(e)); exit(1); } } while (0)

// Median over `runs` runs of the mean time of `reps` back-to-back calls of
// f, in ms, after two warm-up calls.
template <typename F>
float time_ms(F f, int reps, int runs = 7) {
  cudaEvent_t e0, e1;
  cudaEventCreate(&e0);
  cudaEventCreate(&e1);
  f();
  f();
  std::vector<float> v;
  for (int r = 0; r < runs; ++r) {
    cudaEventRecord(e0);
    for (int i = 0; i < reps; ++i) f();
    cudaEventRecord(e1);
    cudaEventSynchronize(e1);
    float ms;
    cudaEventElapsedTime(&ms, e0, e1);
    v.push_back(ms / reps);
  }
  std::sort(v.begin(), v.end());
  return v[runs / 2];
}

// Distinct 32-bit words, so that a misplaced element never passes.
__global__ void fill(unsigned* p, size_t n) {
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
    p[i] = (unsigned)(i * 2654435761u);
}

// Tile blockIdx.x of an n x n transpose of 8-byte elements in 32 x 32
// tiles (block 32 x 8, grid (n / 32)^2): the small kernel of
// launch_floor.cu and param_size.cu.
__device__ __forceinline__ void transpose_square_tile(const double* __restrict__ in,
                                                      double* __restrict__ out, int n) {
  __shared__ double tile[32][33];
  const int tiles = n / 32;
  const int bx = blockIdx.x % tiles, by = blockIdx.x / tiles;
  for (int j = threadIdx.y; j < 32; j += 8)
    tile[j][threadIdx.x] = in[(size_t)(by * 32 + j) * n + bx * 32 + threadIdx.x];
  __syncthreads();
  for (int j = threadIdx.y; j < 32; j += 8)
    out[(size_t)(bx * 32 + j) * n + by * 32 + threadIdx.x] = tile[threadIdx.x][j];
}

// GPU us per call and host us per call of `reps` back-to-back calls of f
// (medians of 7 runs): events around the calls, and the wall clock of the
// loop that submits them (launch_floor.cu, param_size.cu).
template <typename F>
void per_call(F f, int reps, float* gpu_us, float* host_us) {
  cudaEvent_t e0, e1;
  cudaEventCreate(&e0);
  cudaEventCreate(&e1);
  for (int i = 0; i < 50; ++i) f();
  CHECK(cudaDeviceSynchronize());
  std::vector<float> g, h;
  for (int run = 0; run < 7; ++run) {
    cudaEventRecord(e0);
    auto t0 = std::chrono::steady_clock::now();
    for (int i = 0; i < reps; ++i) f();
    auto t1 = std::chrono::steady_clock::now();
    cudaEventRecord(e1);
    cudaEventSynchronize(e1);
    float ms;
    cudaEventElapsedTime(&ms, e0, e1);
    g.push_back(1000 * ms / reps);
    h.push_back(std::chrono::duration<float, std::micro>(t1 - t0).count() / reps);
  }
  std::sort(g.begin(), g.end());
  std::sort(h.begin(), h.end());
  *gpu_us = g[3];
  *host_us = h[3];
}

// The driver's handle of a kernel of this program.
inline CUfunction function_of(const void* kernel) {
  cudaFunction_t f;
  CHECK(cudaGetFuncBySymbol(&f, kernel));
  return (CUfunction)f;
}

// Launches f on `stream` as libcutt launches on Hopper: cuLaunchKernelEx
// with programmatic dependent launch (the kernel waits for the previous
// grid itself: griddepcontrol.wait).
inline void launch_dependent(CUfunction f, unsigned grid, dim3 block, void** args, cudaStream_t stream) {
  CUlaunchAttribute attr;
  attr.id = CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION;
  attr.value.programmaticStreamSerializationAllowed = 1;
  CUlaunchConfig cfg = {};
  cfg.gridDimX = grid;
  cfg.gridDimY = cfg.gridDimZ = 1;
  cfg.blockDimX = block.x;
  cfg.blockDimY = block.y;
  cfg.blockDimZ = block.z;
  cfg.hStream = stream;
  cfg.attrs = &attr;
  cfg.numAttrs = 1;
  const CUresult r = cuLaunchKernelEx(&cfg, f, args, nullptr);
  if (r != CUDA_SUCCESS) {
    const char* why;
    cuGetErrorString(r, &why);
    printf("cuLaunchKernelEx: %s\n", why);
    exit(1);
  }
}

// GPU us per call of f (which enqueues on `stream`, not the legacy
// stream): 100 calls captured into a CUDA graph, the graph replayed 9
// times, the median of the last 7. The host's launch cost stays out.
template <typename F>
float graph_us(cudaStream_t stream, F f) {
  cudaGraph_t graph;
  cudaGraphExec_t exec;
  CHECK(cudaStreamBeginCapture(stream, cudaStreamCaptureModeThreadLocal));
  for (int i = 0; i < 100; ++i) f();
  CHECK(cudaStreamEndCapture(stream, &graph));
  CHECK(cudaGraphInstantiate(&exec, graph, 0));
  cudaEvent_t e0, e1;
  cudaEventCreate(&e0);
  cudaEventCreate(&e1);
  std::vector<float> v;
  for (int run = 0; run < 9; ++run) {
    cudaEventRecord(e0, stream);
    CHECK(cudaGraphLaunch(exec, stream));
    cudaEventRecord(e1, stream);
    CHECK(cudaEventSynchronize(e1));
    float ms;
    cudaEventElapsedTime(&ms, e0, e1);
    if (run >= 2) v.push_back(1000 * ms / 100);
  }
  std::sort(v.begin(), v.end());
  CHECK(cudaGraphExecDestroy(exec));
  CHECK(cudaGraphDestroy(graph));
  cudaEventDestroy(e0);
  cudaEventDestroy(e1);
  return v[v.size() / 2];
}

// Shared-memory address of p, for PTX operands.
__device__ __forceinline__ unsigned smem_addr(const void* p) {
  return (unsigned)__cvta_generic_to_shared(p);
}

// Waits until the mbarrier at shared address `bar` has completed the phase
// of parity `parity`.
__device__ __forceinline__ void mbarrier_wait(unsigned bar, unsigned parity) {
  unsigned done = 0;
  while (!done) {
    asm volatile(
        "{ .reg .pred p; mbarrier.try_wait.parity.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }"
        : "=r"(done)
        : "r"(bar), "r"(parity)
        : "memory");
  }
}

// Two device buffers of `bytes` each, *in filled (fill) before it returns.
template <typename T>
void alloc_filled(size_t bytes, T** in, T** out) {
  CHECK(cudaMalloc(in, bytes));
  CHECK(cudaMalloc(out, bytes));
  fill<<<4096, 256>>>((unsigned*)*in, bytes / 4);
  CHECK(cudaDeviceSynchronize());
}

// A persistent block's ring of STAGES cp.async stages over its tiles t =
// blockIdx.x, + gridDim.x, ... (below `tiles`): the k-th goes to stage
// k % STAGES. issue(t, stage) starts tile t's copies into a stage (for t
// below tiles only; every call commits a group); consume(t, stage) writes
// tile t out of its stage. Iteration k waits for its own copies, then one
// barrier makes tile k visible and guarantees that stage (k - 1) % STAGES
// has been read by every thread, before tile k + STAGES - 1 is issued into
// it.
template <int STAGES, typename Issue, typename Consume>
__device__ __forceinline__ void cp_async_ring(unsigned tiles, Issue issue, Consume consume) {
  auto issue_group = [&](unsigned t, unsigned stage) {
    if (t < tiles) issue(t, stage);
    asm volatile("cp.async.commit_group;\n" ::);
  };
#pragma unroll
  for (int s = 0; s < STAGES - 1; ++s) issue_group(blockIdx.x + s * gridDim.x, s);
  unsigned stage = 0;
  for (unsigned t = blockIdx.x; t < tiles; t += gridDim.x) {
    asm volatile("cp.async.wait_group %0;\n" ::"n"(STAGES - 2));
    __syncthreads();
    issue_group(t + (STAGES - 1) * gridDim.x, (stage + STAGES - 1) % STAGES);
    consume(t, stage);
    stage = stage + 1 == STAGES ? 0 : stage + 1;
  }
}

// Divisor::new of src/plan/params.rs (see cutt_divisor).
inline cutt_divisor divisor(unsigned long long d) {
  unsigned shift = 0;
  while ((1ull << shift) < d) ++shift;
  cutt_divisor f;
  f.magic = (unsigned)(((1ull << 32) * ((1ull << shift) - d)) / d + 1);
  f.shift = shift;
  return f;
}

// libcutt's heuristic plan of the transpose as the reference: fills want
// with its output (the output poisoned first) and returns its time in ms,
// or -1 after printing why when cuttPlan fails.
inline float libcutt_reference(std::vector<int> dims, std::vector<int> perm, int elem, void* in, void* out,
                               size_t bytes, std::vector<unsigned char>& want) {
  cuttHandle plan;
  if (cuttPlan(&plan, (int)dims.size(), dims.data(), perm.data(), elem, 0) != CUTT_SUCCESS) {
    printf(" cuttPlan failed\n");
    return -1;
  }
  CHECK(cudaMemset(out, 0xff, bytes));
  cuttExecute(plan, in, out);
  CHECK(cudaDeviceSynchronize());
  want.resize(bytes);
  CHECK(cudaMemcpy(want.data(), out, bytes, cudaMemcpyDeviceToHost));
  const float ms = time_ms([&] { cuttExecute(plan, in, out); }, 10);
  cuttDestroy(plan);
  return ms;
}

// Runs launch once on a poisoned output and compares the output with want
// byte for byte (ok), then returns its time in ms.
template <typename F>
float checked_time_ms(F launch, void* out, const std::vector<unsigned char>& want, bool& ok) {
  CHECK(cudaMemset(out, 0xff, want.size()));
  launch();
  CHECK(cudaDeviceSynchronize());
  std::vector<unsigned char> got(want.size());
  CHECK(cudaMemcpy(got.data(), out, got.size(), cudaMemcpyDeviceToHost));
  ok = got == want;
  return time_ms(launch, 10);
}

// Stride in elements of each input dimension in the input tensor
// (dimension 0 contiguous), and in the output tensor (output dimension j is
// input dimension perm[j]).
template <typename D>
std::vector<unsigned long long> input_strides(const std::vector<D>& dims) {
  std::vector<unsigned long long> stride(dims.size(), 1);
  for (size_t k = 1; k < dims.size(); ++k) stride[k] = stride[k - 1] * dims[k - 1];
  return stride;
}
template <typename D, typename P>
std::vector<unsigned long long> output_strides(const std::vector<D>& dims, const std::vector<P>& perm) {
  std::vector<unsigned long long> stride(dims.size());
  unsigned long long o = 1;
  for (size_t j = 0; j < perm.size(); ++j) {
    stride[perm[j]] = o;
    o *= dims[perm[j]];
  }
  return stride;
}

// Prints the case, memcpy's time for its bytes and libcutt's frac, and
// fills want with libcutt's output (libcutt_reference). Returns memcpy's
// time in ms, or -1 when cuttPlan failed.
inline float print_reference(const std::vector<int>& dims, const std::vector<int>& perm, unsigned elem,
                             void* in, void* out, std::vector<unsigned char>& want);

// Prints "eELEM [d0,d1,..] perm [p0,p1,..]".
inline void print_case(unsigned elem, const std::vector<int>& dims, const std::vector<int>& perm) {
  printf("e%u [", elem);
  for (size_t k = 0; k < dims.size(); ++k) printf("%s%d", k ? "," : "", dims[k]);
  printf("] perm [");
  for (size_t k = 0; k < perm.size(); ++k) printf("%s%d", k ? "," : "", perm[k]);
  printf("]");
}

inline float print_reference(const std::vector<int>& dims, const std::vector<int>& perm, unsigned elem,
                             void* in, void* out, std::vector<unsigned char>& want) {
  size_t bytes = elem;
  for (int d : dims) bytes *= (size_t)d;
  const float copy = time_ms([&] { cudaMemcpyAsync(out, in, bytes, cudaMemcpyDeviceToDevice); }, 10);
  print_case(elem, dims, perm);
  printf(" copy %.1f us", copy * 1000);
  const float lib = libcutt_reference(dims, perm, (int)elem, in, out, bytes, want);
  if (lib < 0) return -1;
  printf(" libcutt=%.3f", copy / lib);
  return copy;
}

// The Tiled parameters of dims perm as src/plan/tiled.rs `tiled_launch`
// lays them out, in tiles of EDGE x EDGE_B (0: EDGE) elements: a is
// dimension 0, b is perm[0], the grid holds the others in output order;
// tiles numbered along b first (set b_first to 0 for along a first).
inline cutt_tiled_params tiled_params(const std::vector<int>& dims, const std::vector<int>& perm, unsigned EDGE,
                                      unsigned EDGE_B = 0) {
  if (!EDGE_B) EDGE_B = EDGE;
  const auto in = input_strides(dims);
  const auto out = output_strides(dims, perm);
  const int b = perm[0];
  cutt_tiled_params p{};
  p.a_extent = dims[0], p.a_out_stride = out[0];
  p.b_extent = dims[b], p.b_in_stride = in[b], p.b_out_stride = out[b];
  p.tiles_a = (p.a_extent + EDGE - 1) / EDGE, p.tiles_b = (p.b_extent + EDGE_B - 1) / EDGE_B;
  p.tiles_a_div = divisor(p.tiles_a), p.tiles_b_div = divisor(p.tiles_b);
  p.num_tiles = p.tiles_a * p.tiles_b;
  for (int d : perm) {
    if (d == 0 || d == b) continue;
    cutt_grid_dim& g = p.grid[p.grid_rank++];
    g.extent = dims[d], g.in_stride = in[d], g.out_stride = out[d], g.div = divisor(dims[d]);
    p.num_tiles *= dims[d];
  }
  p.b_first = 1;
  return p;
}

// tiled_params of [A, B] perm [1, 0].
inline cutt_tiled_params tiled_2d_params(unsigned A, unsigned B, unsigned EDGE, unsigned EDGE_B = 0) {
  return tiled_params({(int)A, (int)B}, {1, 0}, EDGE, EDGE_B);
}

// Times a Tiled kernel over p's tiles, one block per tile, at most `blocks`
// blocks per SM (0: as many as fit), held there by unused dynamic shared
// memory (the driver reserves 1 KiB per block), and prints
// " name/BLOCKS(REGISTERSr)=frac", "(WRONG)" after it where the output
// differs from want.
template <typename T>
void time_at_blocks(void (*kernel)(cutt_tiled_params, const T*, T*), const char* name, const cutt_tiled_params& p,
                    unsigned blocks, void* in, void* out, float copy, const std::vector<unsigned char>& want) {
  cudaFuncAttributes attr;
  CHECK(cudaFuncGetAttributes(&attr, kernel));
  int sm_smem = 0;
  CHECK(cudaDeviceGetAttribute(&sm_smem, cudaDevAttrMaxSharedMemoryPerMultiprocessor, 0));
  const size_t dyn = blocks ? sm_smem / (blocks + 1) + 1 - 1024 - attr.sharedSizeBytes : 0;
  CHECK(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)dyn));
  int fit = 0;
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&fit, kernel, 256, dyn));
  auto launch = [&] { kernel<<<p.num_tiles, dim3(32, 8), dyn>>>(p, (const T*)in, (T*)out); };
  bool ok;
  const float ms = checked_time_ms(launch, out, want, ok);
  printf(" %s/%d(%dr)=%.3f%s", name, fit, attr.numRegs, copy / ms, ok ? "" : "(WRONG)");
}
