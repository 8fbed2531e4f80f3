// Back-to-back calls of small transposes whose kernels take parameter
// blocks of 16 bytes to 4 KiB by value (__grid_constant__), launched as
// programmatic dependents (PDL), as libcutt launches. Question: does the
// size of libcutt's parameter blocks (Tiled 1128 bytes, Packed 2064) cost
// the small sets time per call, on the host or on the GPU?
// Prints, per block size and n, GPU us per call (events around 2000 calls)
// and host us per call (wall clock of the submission loop), and checks the
// last call's output element by element.
// Measured (one H200, two rounds, bench/results/2026-11-23zzn-*): 2.40-2.80
// us per call at every size up to 2064 bytes, 2.52-3.12 at 4096, host and
// GPU alike; again on another H200 (zzs) 2.17-2.53 and 2.34-2.69. The size
// costs nothing measurable up to libcutt's 2064 bytes.
// Build: bench/exp/run.sh param_size
#include "exp_common.cuh"
#include <cuda.h>

template <int BYTES>
struct Params {
  int n;
  unsigned char pad[BYTES - 4];
};

// n x n 8-byte transpose, 32 x 32 tiles, block 32 x 8, grid (n / 32)^2; n
// from the parameter block.
template <int BYTES>
__global__ void transpose_sq(const __grid_constant__ Params<BYTES> p,
                             const double* __restrict__ in, double* __restrict__ out) {
  asm volatile("griddepcontrol.wait;" ::: "memory");
  transpose_square_tile(in, out, p.n);
}

#define DRV(x) do { CUresult r = (x); if (r != CUDA_SUCCESS) { const char* s; \
  cuGetErrorString(r, &s); printf("%s: %s\n", #x, s); exit(1); } } while (0)

template <int BYTES>
static void launch(CUfunction f, const Params<BYTES>& p, const double* in, double* out) {
  CUlaunchAttribute attr;
  attr.id = CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION;
  attr.value.programmaticStreamSerializationAllowed = 1;
  CUlaunchConfig cfg = {};
  cfg.gridDimX = (p.n / 32) * (p.n / 32);
  cfg.gridDimY = cfg.gridDimZ = 1;
  cfg.blockDimX = 32;
  cfg.blockDimY = 8;
  cfg.blockDimZ = 1;
  cfg.hStream = 0;
  cfg.attrs = &attr;
  cfg.numAttrs = 1;
  void* args[] = {(void*)&p, &in, &out};
  DRV(cuLaunchKernelEx(&cfg, f, args, nullptr));
}

template <int BYTES>
static void run(int n, double* a, double* b) {
  cudaFunction_t rf;
  CHECK(cudaGetFuncBySymbol(&rf, (const void*)transpose_sq<BYTES>));
  CUfunction f = (CUfunction)rf;
  Params<BYTES> p = {};
  p.n = n;
  std::vector<double> orig((size_t)n * n), got((size_t)n * n);
  for (size_t i = 0; i < orig.size(); ++i) orig[i] = (double)(i * 2654435761u % 1000003);
  CHECK(cudaMemcpy(a, orig.data(), orig.size() * 8, cudaMemcpyHostToDevice));
  float g, h;
  per_call([&] { launch(f, p, a, b); }, 2000, &g, &h);
  CHECK(cudaMemset(b, 0xff, orig.size() * 8));
  launch(f, p, a, b);
  CHECK(cudaMemcpy(got.data(), b, got.size() * 8, cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int y = 0; y < n && ok; ++y)
    for (int x = 0; x < n; ++x)
      if (got[(size_t)x * n + y] != orig[(size_t)y * n + x]) ok = false;
  printf("%-10d %6d %10.2f %10.2f %6s\n", BYTES, n, g, h, ok ? "ok" : "WRONG");
}

int main() {
  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, 0));
  printf("%s\n", prop.name);
  printf("%-10s %6s %10s %10s %6s\n", "param_B", "n", "gpu_us", "host_us", "output");
  for (int round = 0; round < 2; ++round) {
    for (int n : {64, 256}) {
      const size_t bytes = (size_t)n * n * 8;
      double *a, *b;
      alloc_filled(bytes, &a, &b);
      run<16>(n, a, b);
      run<256>(n, a, b);
      run<1128>(n, a, b);
      run<2064>(n, a, b);
      run<4096>(n, a, b);
      cudaFree(a);
      cudaFree(b);
    }
  }
  return 0;
}
