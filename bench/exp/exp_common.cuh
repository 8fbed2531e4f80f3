// Helpers shared by the experiments of bench/exp: error checks, timing,
// input fill and the planner's invariant divisor.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>
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

// Two device buffers of `bytes` each, *in filled (fill) before it returns.
template <typename T>
void alloc_filled(size_t bytes, T** in, T** out) {
  CHECK(cudaMalloc(in, bytes));
  CHECK(cudaMalloc(out, bytes));
  fill<<<4096, 256>>>((unsigned*)*in, bytes / 4);
  CHECK(cudaDeviceSynchronize());
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
