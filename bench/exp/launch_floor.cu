// Back-to-back calls of small transposes: plain launches against
// programmatic dependent launch (PDL, sm_90), where the next kernel's launch
// overlaps this one's tail and the kernel waits (griddepcontrol.wait) before
// it touches memory. Question: is the small sets' 3.6 us per call the host's
// submission or the GPU's gap between kernels, and does PDL close it?
// Prints, per variant and size, GPU us per call (events around 2000 calls)
// and host us per call (wall clock of the submission loop), and checks a
// chain of dependent transposes (A -> B -> A ...) element by element.
#include "exp_common.cuh"
#include <cuda.h>

enum Trigger { NONE, AT_START, AT_END };

// n x n 8-byte transpose, 32 x 32 tiles, block 32 x 8, grid (n / 32)^2.
template <bool WAIT, Trigger TRIGGER>
__global__ void transpose_sq(const double* __restrict__ in, double* __restrict__ out, int n) {
  if (WAIT) asm volatile("griddepcontrol.wait;" ::: "memory");
  if (TRIGGER == AT_START) asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
  transpose_square_tile(in, out, n);
  if (TRIGGER == AT_END) asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
}

#define DRV(x) do { CUresult r = (x); if (r != CUDA_SUCCESS) { const char* s; \
  cuGetErrorString(r, &s); printf("%s: %s\n", #x, s); exit(1); } } while (0)

struct Variant {
  const char* name;
  const void* kernel;
  bool pdl;
};

static void launch(CUfunction f, bool pdl, int n, const double* in, double* out) {
  CUlaunchAttribute attr;
  attr.id = CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION;
  attr.value.programmaticStreamSerializationAllowed = 1;
  CUlaunchConfig cfg = {};
  cfg.gridDimX = (n / 32) * (n / 32);
  cfg.gridDimY = cfg.gridDimZ = 1;
  cfg.blockDimX = 32;
  cfg.blockDimY = 8;
  cfg.blockDimZ = 1;
  cfg.hStream = 0;
  cfg.attrs = pdl ? &attr : nullptr;
  cfg.numAttrs = pdl ? 1 : 0;
  void* args[] = {&in, &out, &n};
  DRV(cuLaunchKernelEx(&cfg, f, args, nullptr));
}

// A -> B -> A ... `steps` times (odd), then B against the transpose of A's
// original contents.
static bool chain_ok(CUfunction f, bool pdl, int n, double* a, double* b, int steps) {
  std::vector<double> orig((size_t)n * n), got((size_t)n * n);
  for (size_t i = 0; i < orig.size(); ++i) orig[i] = (double)(i * 2654435761u % 1000003);
  CHECK(cudaMemcpy(a, orig.data(), orig.size() * 8, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(b, 0xff, orig.size() * 8));
  for (int s = 0; s < steps; ++s) launch(f, pdl, n, s % 2 ? b : a, s % 2 ? a : b);
  CHECK(cudaMemcpy(got.data(), steps % 2 ? b : a, got.size() * 8, cudaMemcpyDeviceToHost));
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x)
      if (got[(size_t)x * n + y] != orig[(size_t)y * n + x]) return false;
  return true;
}

int main() {
  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, 0));
  printf("%s\n", prop.name);
  const Variant variants[] = {
      {"plain", (const void*)transpose_sq<false, NONE>, false},
      {"plain+wait", (const void*)transpose_sq<true, NONE>, false},
      {"pdl wait", (const void*)transpose_sq<true, NONE>, true},
      {"pdl trigger-start", (const void*)transpose_sq<true, AT_START>, true},
      {"pdl trigger-end", (const void*)transpose_sq<true, AT_END>, true},
      // Expected WRONG: the chain check must see a kernel that does not wait.
      {"pdl start, no wait", (const void*)transpose_sq<false, AT_START>, true},
  };
  const int sizes[] = {64, 256, 1024, 8192};
  printf("%-20s %6s %10s %10s %6s\n", "variant", "n", "gpu_us", "host_us", "chain");
  for (int n : sizes) {
    const size_t bytes = (size_t)n * n * 8;
    double *a, *b;
    alloc_filled(bytes, &a, &b);
    const int reps = n >= 8192 ? 20 : 2000;
    for (const Variant& v : variants) {
      cudaFunction_t rf;
      CHECK(cudaGetFuncBySymbol(&rf, v.kernel));
      CUfunction f = (CUfunction)rf;
      float g, h;
      per_call([&] { launch(f, v.pdl, n, a, b); }, reps, &g, &h);
      const bool ok = chain_ok(f, v.pdl, n, a, b, n >= 8192 ? 5 : 1001);
      printf("%-20s %6d %10.2f %10.2f %6s\n", v.name, n, g, h, ok ? "ok" : "WRONG");
    }
    int dims[2] = {n, n}, perm[2] = {1, 0};
    cuttHandle plan;
    if (cuttPlan(&plan, 2, dims, perm, 8, 0) == CUTT_SUCCESS) {
      float g, h;
      per_call([&] { cuttExecute(plan, a, b); }, reps, &g, &h);
      printf("%-20s %6d %10.2f %10.2f %6s\n", "libcutt", n, g, h, "-");
      cuttDestroy(plan);
    }
    float g, h;
    per_call([&] { cudaMemcpyAsync(b, a, bytes, cudaMemcpyDeviceToDevice, 0); }, reps, &g, &h);
    printf("%-20s %6d %10.2f %10.2f %6s\n", "memcpy", n, g, h, "-");
    cudaFree(a);
    cudaFree(b);
  }
  return 0;
}
