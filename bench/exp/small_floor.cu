// Floors of the small sets' bar (3 us per back-to-back call): what any
// library's back-to-back calls cost on this machine, whatever the kernel.
// - an empty kernel launched as libcutt launches (cuLaunchKernelEx,
//   programmatic dependent launch, griddepcontrol.wait first): the host's
//   and the GPU's cost of a launch alone;
// - a copy of the small sets' bytes (4096, 65536 and 1M elements of 4 and 8
//   bytes), 16-byte loads and stores, U of them per thread, all loads before
//   the stores, launched the same way: a transpose moves the same bytes, so
//   the fastest copy is the floor of a transpose of that size;
// - libcutt on 2D transposes of the same sizes, and cudaMemcpyAsync.
// Prints GPU us per call (events around the calls), host us per call
// (wall clock of the loop that submits them) and graph us per call (100
// calls captured into a CUDA graph and replayed: the GPU's time without
// the host's launch cost); every copy is checked word by word.
#include "exp_common.cuh"
#include <cuda.h>

__global__ void empty_kernel(const uint4*, uint4*, size_t) {
  asm volatile("griddepcontrol.wait;" ::: "memory");
}

// Block b copies 16-byte words [b 256 U, (b + 1) 256 U), thread x the words
// b 256 U + x + 256 k, k < U.
template <int U>
__global__ void copy_words(const uint4* __restrict__ in, uint4* __restrict__ out, size_t words) {
  asm volatile("griddepcontrol.wait;" ::: "memory");
  const size_t first = (size_t)blockIdx.x * 256 * U + threadIdx.x;
  uint4 v[U];
#pragma unroll
  for (int k = 0; k < U; ++k)
    if (first + 256 * k < words) v[k] = in[first + 256 * k];
#pragma unroll
  for (int k = 0; k < U; ++k)
    if (first + 256 * k < words) out[first + 256 * k] = v[k];
}

// A blocking stream: per_call's events on the legacy stream order with it.
static cudaStream_t stream;

static void launch(CUfunction f, unsigned grid, const uint4* in, uint4* out, size_t words) {
  void* args[] = {&in, &out, &words};
  launch_dependent(f, grid, dim3(256), args, stream);
}

static bool copied(const void* a, const void* b, size_t bytes) {
  std::vector<unsigned> x(bytes / 4), y(bytes / 4);
  CHECK(cudaMemcpy(x.data(), a, bytes, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(y.data(), b, bytes, cudaMemcpyDeviceToHost));
  return x == y;
}

template <int U>
static void time_copy(const uint4* in, uint4* out, size_t bytes, float* best_gpu) {
  const size_t words = bytes / 16;
  const unsigned grid = (unsigned)((words + 256 * U - 1) / (256 * U));
  const CUfunction f = function_of((const void*)copy_words<U>);
  CHECK(cudaMemset(out, 0xff, bytes));
  float g, h;
  per_call([&] { launch(f, grid, in, out, words); }, 2000, &g, &h);
  const float gr = graph_us(stream, [&] { launch(f, grid, in, out, words); });
  CHECK(cudaStreamSynchronize(stream));
  const bool ok = copied(in, out, bytes);
  char what[32];
  snprintf(what, sizeof what, "copy U=%d", U);
  printf("%-22s %10zu %8u %8.2f %8.2f %8.2f %6s\n", what, bytes, grid, g, h, gr, ok ? "ok" : "WRONG");
  *best_gpu = std::min(*best_gpu, gr);
}

int main() {
  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, 0));
  printf("%s, %d SMs, L2 %d MiB\n", prop.name, prop.multiProcessorCount, prop.l2CacheSize >> 20);
  CHECK(cudaStreamCreate(&stream));
  printf("%-22s %10s %8s %8s %8s %8s %6s\n", "what", "bytes", "grid", "gpu_us", "host_us", "graph_us", "check");
  // Elements and element size: the small sets' volumes; the 2D shapes
  // libcutt transposes here are near-square.
  struct Size { size_t elements; int elem; int d0, d1; };
  const Size sizes[] = {{4096, 4, 64, 64}, {4096, 8, 64, 64}, {65536, 4, 256, 256}, {65536, 8, 256, 256},
                        {1048576, 4, 1024, 1024}, {1048576, 8, 1024, 1024}, {1048820, 8, 458, 2290}};
  std::vector<std::pair<size_t, float>> floors;
  for (const Size& s : sizes) {
    const size_t bytes = s.elements * s.elem;
    const size_t alloc = (bytes + 15) / 16 * 16;
    double *a, *b;
    alloc_filled(alloc, &a, &b);
    const uint4* in = (const uint4*)a;
    uint4* out = (uint4*)b;
    float g, h;
    const CUfunction e = function_of((const void*)empty_kernel);
    per_call([&] { launch(e, 1, in, out, 0); }, 2000, &g, &h);
    float gr = graph_us(stream, [&] { launch(e, 1, in, out, 0); });
    printf("%-22s %10zu %8u %8.2f %8.2f %8.2f %6s\n", "empty kernel", (size_t)0, 1u, g, h, gr, "-");
    float best = 1e9f;
    time_copy<1>(in, out, alloc, &best);
    time_copy<2>(in, out, alloc, &best);
    time_copy<4>(in, out, alloc, &best);
    time_copy<8>(in, out, alloc, &best);
    floors.push_back({bytes, best});
    int dims[2] = {s.d0, s.d1}, perm[2] = {1, 0};
    cuttHandle plan;
    if (cuttPlan(&plan, 2, dims, perm, s.elem, stream) == CUTT_SUCCESS) {
      per_call([&] { cuttExecute(plan, a, b); }, 2000, &g, &h);
      gr = graph_us(stream, [&] { cuttExecute(plan, a, b); });
      char what[64];
      snprintf(what, sizeof what, "libcutt e%d [%d, %d]", s.elem, s.d0, s.d1);
      printf("%-22s %10zu %8s %8.2f %8.2f %8.2f %6s\n", what, bytes, "-", g, h, gr, "-");
      cuttDestroy(plan);
    }
    per_call([&] { cudaMemcpyAsync(b, a, bytes, cudaMemcpyDeviceToDevice, stream); }, 2000, &g, &h);
    gr = graph_us(stream, [&] { cudaMemcpyAsync(b, a, bytes, cudaMemcpyDeviceToDevice, stream); });
    printf("%-22s %10zu %8s %8.2f %8.2f %8.2f %6s\n", "cudaMemcpyAsync", bytes, "-", g, h, gr, "-");
    cudaFree(a);
    cudaFree(b);
  }
  printf("\nfastest copy, graph us per call:\n");
  for (auto& f : floors) printf("  %10zu bytes  %6.2f us\n", f.first, f.second);
  return 0;
}
