// Experiment: does the order in which blocks take tiles decide the speed of
// a plain 2D Tiled transpose (32x32 tiles, 32x8 threads, one tile per
// block)? Tiles are numbered in bands of G tiles along b (b varying fastest
// inside a band, then a, then the next band): G = tiles_b is the library's
// b_first order, G = 1 is a_first. Prints frac = memcpy time / transpose
// time per shape and G. Build: nvcc -O3 -arch=sm_90 tile_order.cu
#include "exp_common.cuh"

template <typename T, unsigned EDGE>
__global__ void __launch_bounds__(256) transpose(const T* __restrict__ in, T* __restrict__ out,
                                                 unsigned a_ext, unsigned b_ext, unsigned tiles_a,
                                                 unsigned tiles_b, unsigned band) {
  __shared__ T tile[EDGE][EDGE + 1];
  const unsigned t = blockIdx.x;
  const unsigned per_band = band * tiles_a;
  const unsigned k = t / per_band;
  const unsigned r = t - k * per_band;
  const unsigned width = min(band, tiles_b - k * band);
  const unsigned at = r / width;
  const unsigned bt = k * band + (r - at * width);
  const unsigned a0 = at * EDGE, b0 = bt * EDGE;
  const unsigned na = min(EDGE, a_ext - a0), nb = min(EDGE, b_ext - b0);
  const unsigned tx = threadIdx.x, ty = threadIdx.y;
  const T* src = in + a0 + (size_t)b0 * a_ext;
  T* dst = out + b0 + (size_t)a0 * b_ext;
#pragma unroll
  for (unsigned j = 0; j < EDGE / 8; ++j)
#pragma unroll
    for (unsigned i = 0; i < EDGE / 32; ++i) {
      const unsigned row = ty + 8 * j, col = tx + 32 * i;
      if (col < na && row < nb) tile[row][col] = src[col + (size_t)row * a_ext];
    }
  __syncthreads();
#pragma unroll
  for (unsigned j = 0; j < EDGE / 8; ++j)
#pragma unroll
    for (unsigned i = 0; i < EDGE / 32; ++i) {
      const unsigned row = ty + 8 * j, col = tx + 32 * i;
      if (col < nb && row < na) dst[col + (size_t)row * b_ext] = tile[col][row];
    }
}


// Each warp access covers one aligned 128-byte line: row segments of 64
// 4-byte elements are read and written in three line-aligned passes with
// the lanes outside the segment idle.
__global__ void __launch_bounds__(256) transpose_lines(const unsigned* __restrict__ in,
                                                       unsigned* __restrict__ out, unsigned a_ext,
                                                       unsigned b_ext, unsigned tiles_a,
                                                       unsigned tiles_b, unsigned) {
  constexpr unsigned EDGE = 64;
  __shared__ unsigned tile[EDGE][EDGE + 1];
  const unsigned t = blockIdx.x;
  const unsigned at = t / tiles_b;
  const unsigned bt = t - at * tiles_b;
  const unsigned a0 = at * EDGE, b0 = bt * EDGE;
  const int na = min(EDGE, a_ext - a0), nb = min(EDGE, b_ext - b0);
  const int tx = threadIdx.x, ty = threadIdx.y;
  const unsigned* src = in + a0 + (size_t)b0 * a_ext;
  unsigned* dst = out + b0 + (size_t)a0 * b_ext;
#pragma unroll
  for (int j = 0; j < EDGE / 8; ++j) {
    const int row = ty + 8 * j;
    const unsigned* r = src + (size_t)row * a_ext;
    const int m = ((size_t)r / 4) & 31;
#pragma unroll
    for (int i = 0; i < 3; ++i) {
      const int pos = 32 * i + tx - m;
      if (pos >= 0 && pos < na && row < nb) tile[row][pos] = r[pos];
    }
  }
  __syncthreads();
#pragma unroll
  for (int j = 0; j < EDGE / 8; ++j) {
    const int row = ty + 8 * j;
    unsigned* r = dst + (size_t)row * b_ext;
    const int m = ((size_t)r / 4) & 31;
#pragma unroll
    for (int i = 0; i < 3; ++i) {
      const int pos = 32 * i + tx - m;
      if (pos >= 0 && pos < nb && row < na) r[pos] = tile[pos][row];
    }
  }
}

template <typename T>
__global__ void check(const T* in, const T* out, unsigned a_ext, unsigned b_ext,
                      unsigned long long* bad) {
  const size_t n = (size_t)a_ext * b_ext;
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x) {
    const size_t a = i % a_ext, b = i / a_ext;
    const unsigned* x = (const unsigned*)&in[i];
    const unsigned* y = (const unsigned*)&out[b + a * b_ext];
    for (unsigned w = 0; w < sizeof(T) / 4; ++w)
      if (x[w] != y[w]) atomicAdd(bad, 1ull);
  }
}

template <typename T, unsigned EDGE = 32>
void run(unsigned a_ext, unsigned b_ext, void* in, void* out) {
  const size_t bytes = (size_t)a_ext * b_ext * sizeof(T);
  CHECK(cudaMemset(out, 0xff, bytes));
  const unsigned tiles_a = (a_ext + EDGE - 1) / EDGE, tiles_b = (b_ext + EDGE - 1) / EDGE;
  const float copy = time_ms([&] { cudaMemcpyAsync(out, in, bytes, cudaMemcpyDeviceToDevice); }, 10, 5);
  printf("copy %.1f us ", copy * 1000);
  if (EDGE == 32) {
    int dims[2] = {(int)a_ext, (int)b_ext}, perm[2] = {1, 0};
    cuttHandle plan;
    if (cuttPlan(&plan, 2, dims, perm, sizeof(T), 0) == CUTT_SUCCESS) {
      const float ms = time_ms([&] { cuttExecute(plan, in, out); }, 10, 5);
      printf("libcutt %.1f us = %.3f ", ms * 1000, copy / ms);
      cuttDestroy(plan);
    }
  }
  printf("e%zu t%u %6u x %6u  tiles %u x %u ", sizeof(T), EDGE, a_ext, b_ext, tiles_a, tiles_b);
  const unsigned bands[] = {tiles_b};
  for (unsigned band : bands) {
    if (band > tiles_b) continue;
    auto launch = [&] {
      transpose<T, EDGE><<<tiles_a * tiles_b, dim3(32, 8)>>>((const T*)in, (T*)out, a_ext, b_ext, tiles_a,
                                                      tiles_b, band);
    };
    const float ms = time_ms(launch, 10, 5);
    CHECK(cudaGetLastError());
    printf(" G%u=%.3f (%.1f us)", band == tiles_b ? 0 : band, copy / ms, ms * 1000);
  }
  if (sizeof(T) == 4 && EDGE == 64) {
    const float ms = time_ms([&] {
      transpose_lines<<<tiles_a * tiles_b, dim3(32, 8)>>>((const unsigned*)in, (unsigned*)out, a_ext,
                                                          b_ext, tiles_a, tiles_b, 0);
    }, 10, 5);
    CHECK(cudaGetLastError());
    printf(" lines=%.3f", copy / ms);
  }
  // Every element of the last run: input (a, b) lands at output (b, a).
  unsigned long long* bad;
  CHECK(cudaMallocManaged(&bad, 8));
  *bad = 0;
  check<T><<<4096, 256>>>((const T*)in, (const T*)out, a_ext, b_ext, bad);
  CHECK(cudaDeviceSynchronize());
  printf("  %s\n", *bad == 0 ? "ok" : "WRONG");
  cudaFree(bad);
}

int main() {
  const size_t max_bytes = 48000ull * 48000 * 4;
  void *in, *out;
  alloc_filled(max_bytes, &in, &out);
  run<unsigned>(11585, 11585, in, out);
  run<unsigned>(16384, 8192, in, out);
  run<unsigned>(44869, 2991, in, out);
  run<unsigned>(2991, 44869, in, out);
  run<unsigned>(48000, 48000, in, out);
  run<unsigned, 64>(11585, 11585, in, out);
  run<unsigned, 64>(16384, 8192, in, out);
  run<unsigned, 64>(44869, 2991, in, out);
  run<unsigned, 64>(48000, 48000, in, out);
  run<unsigned, 64>(2991, 44869, in, out);
  run<unsigned, 64>(16385, 8193, in, out);
  run<unsigned, 64>(16386, 8194, in, out);
  run<uint2>(8192, 8192, in, out);
  run<uint2>(3664, 18318, in, out);
  run<uint2>(15860, 15860, in, out);
  run<uint2>(16062, 16062, in, out);
  run<uint4>(1496, 22435, in, out);
  run<uint4>(12953, 2591, in, out);
  return 0;
}
