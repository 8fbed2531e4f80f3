// Experiment: how fast DRAM moves runs of L bytes that lie far apart. Packed
// and Tiled meet at the same speed (0.76 and 0.83 of memcpy) on set1's
// [44]^5 perm [4,3,0,2,1] and ttc57's [48,28,28,28,48] reversed, whose runs
// of 352-384 bytes lie far apart on both sides (bench/NOTES.md, profile of
// packed tiles). This copy isolates that: the tensor is an N x N x N grid
// of runs of L bytes, stored with a fastest in the input and c fastest in
// the output (a reversed 3D transpose at the level of runs). Warps copy
// runs with 16-byte lanes, U runs per warp loaded before they are stored,
// in one of three orders: a fastest (reads sequential, writes scattered),
// c fastest (reads scattered, writes sequential), b fastest (both
// scattered). No shared memory, no index math beyond the run's digits.
// Prediction, if DRAM row locality limits: scattered runs of 256-384
// bytes fall well below memcpy on either side, and longer runs recover.
// Prints frac = memcpy time / copy time per run length and order; checks
// every output against a host transpose of the runs.
// Build: bench/exp/run.sh scattered_runs
#include "exp_common.cuh"

typedef unsigned int u32;

enum Order { A_FASTEST, C_FASTEST, B_FASTEST };

template <int L, int U>
__global__ void __launch_bounds__(256) run_copy(const uint4* __restrict__ in,
                                                uint4* __restrict__ out, u32 n, Order order) {
  constexpr int V = L / 16;
  constexpr int PASSES = (V + 31) / 32;
  const u32 lane = threadIdx.x % 32;
  const u32 warps = gridDim.x * blockDim.x / 32;
  const u32 runs = n * n * n;
  for (u32 first = (blockIdx.x * blockDim.x + threadIdx.x) / 32 * U; first < runs;
       first += warps * U) {
    uint4 v[U][PASSES];
    size_t out_run[U];
#pragma unroll
    for (int u = 0; u < U; ++u) {
      const u32 r = min(first + u, runs - 1);
      const u32 x = r % n, y = r / n % n, z = r / n / n;
      u32 a, b, c;
      if (order == A_FASTEST) a = x, b = y, c = z;
      else if (order == C_FASTEST) c = x, b = y, a = z;
      else b = x, a = y, c = z;
      const size_t in_run = a + (size_t)n * (b + (size_t)n * c);
      out_run[u] = c + (size_t)n * (b + (size_t)n * a);
#pragma unroll
      for (int k = 0; k < PASSES; ++k) {
        const u32 i = lane + 32 * k;
        if (i < V) v[u][k] = in[in_run * V + i];
      }
    }
#pragma unroll
    for (int u = 0; u < U; ++u) {
      if (first + u >= runs) break;
#pragma unroll
      for (int k = 0; k < PASSES; ++k) {
        const u32 i = lane + 32 * k;
        if (i < V) out[out_run[u] * V + i] = v[u][k];
      }
    }
  }
}

template <int L>
void measure(const char* name) {
  constexpr int U = 4;
  const u32 n = (u32)std::cbrt((double)(1ull << 30) / L);
  const size_t bytes = (size_t)n * n * n * L;
  uint4 *in, *out;
  alloc_filled(bytes, &in, &out);
  std::vector<unsigned> host_in(bytes / 4), host_out(bytes / 4);
  CHECK(cudaMemcpy(host_in.data(), in, bytes, cudaMemcpyDeviceToHost));
  int sms = 0;
  CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  const int grid = sms * 8;
  const float copy_ms =
      time_ms([&] { cudaMemcpyAsync(out, in, bytes, cudaMemcpyDeviceToDevice); }, 5);
  printf("%-8s n %4u %7.3f GB", name, n, bytes / 1e9);
  const u32 words = L / 4;
  for (Order order : {A_FASTEST, C_FASTEST, B_FASTEST}) {
    CHECK(cudaMemset(out, 0xA5, bytes));
    const float ms = time_ms([&] { run_copy<L, U><<<grid, 256>>>(in, out, n, order); }, 5);
    CHECK(cudaMemcpy(host_out.data(), out, bytes, cudaMemcpyDeviceToHost));
    bool right = true;
    for (size_t a = 0; a < n && right; a += 7)
      for (size_t b = 0; b < n && right; b += 5)
        for (size_t c = 0; c < n && right; c += 3)
          for (u32 w = 0; w < words; ++w)
            right &= host_out[((c + n * (b + n * a)) * words) + w] ==
                     host_in[((a + n * (b + n * c)) * words) + w];
    printf("   %8.3f%s", copy_ms / ms, right ? "" : " WRONG");
  }
  printf("\n");
  CHECK(cudaFree(in));
  CHECK(cudaFree(out));
}

int main() {
  printf("%-8s %6s %10s   %8s   %8s   %8s\n", "run", "", "", "a first", "c first", "b first");
  printf("%-31s   %8s   %8s   %8s\n", "", "(wr scat)", "(rd scat)", "(both)");
  measure<128>("128 B");
  measure<256>("256 B");
  measure<384>("384 B");
  measure<512>("512 B");
  measure<1024>("1 KiB");
  measure<2048>("2 KiB");
  measure<4096>("4 KiB");
  return 0;
}
