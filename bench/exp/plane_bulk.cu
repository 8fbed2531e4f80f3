// Experiment: batched 2D transposes [A, B, N] perm [1, 0, 2] whose planes
// (A x B elements) fit in one block's shared memory, moved a whole plane at
// a time: one bulk copy (TMA, cp.async.bulk) brings a plane's bytes into
// shared memory (the 16-byte-aligned span around them), then the block's
// warps write the output plane row by row (a warp per output row, its
// lanes along b). Both sides then move one contiguous run per plane.
// libcutt's plans for such planes are Tiled tiles of 64 x 64 (2-byte) or
// 32 x 32 (8-byte) with edge tiles: elem2 [645, 167, 2498] measured 0.61 to
// 0.77 of memcpy from run to run with the same plan (runs zzb-zzzf).
// Prediction: whole planes >= 0.85 on planes of 100-220 KB, above libcutt
// on odd planes; one block of 1024 threads per SM loads and writes in turn,
// so not above libcutt where its tiles are whole.
// Measured (one H200, run zzzk, bench/results/2026-11-27zzzk-h200-plane-bulk.log;
// every output equal to libcutt's): wrong. Odd planes below libcutt (e2
// [645, 167] 0.742 against 0.768, [333, 250] 0.765 against 0.846, e1
// [645, 333] 0.650 against 0.691), 4- and 8-byte planes 0.80-0.87
// against 1.00-1.03, and planes whose rows are a power of two of bytes
// 0.21 (every lane of a warp reads one bank). A block that alternates one
// plane's load and its writes leaves the SM's memory pipe idle half the
// time; the tiles' many blocks per SM overlap the two.
// Build: bench/exp/run.sh plane_bulk
#include <cstdint>
#include "exp_common.cuh"

// Grid: one block of 1024 threads per SM (dynamic shared memory: the plane
// plus 32 bytes); block p-th plane p, p + gridDim.x, ...
template <typename T>
__global__ void __launch_bounds__(1024) plane_bulk(const T* __restrict__ in, T* __restrict__ out,
                                                   unsigned A, unsigned B, unsigned planes) {
  extern __shared__ __align__(128) unsigned char smem[];
  __shared__ __align__(8) unsigned long long bar;
  const size_t plane = (size_t)A * B;
  const unsigned bar_addr = smem_addr(&bar);
  if (threadIdx.x == 0) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;\n" ::"r"(bar_addr));
    asm volatile("fence.mbarrier_init.release.cluster;\n" ::);
  }
  __syncthreads();
  const unsigned warp = threadIdx.x / 32, lane = threadIdx.x % 32, warps = blockDim.x / 32;
  unsigned phase = 0;
  for (unsigned p = blockIdx.x; p < planes; p += gridDim.x) {
    const uintptr_t src = reinterpret_cast<uintptr_t>(in + p * plane);
    const uintptr_t first = src & ~uintptr_t(15);
    const unsigned bytes = (unsigned)(((src + plane * sizeof(T) + 15) & ~uintptr_t(15)) - first);
    if (threadIdx.x == 0) {
      // The previous plane's shared reads (generic proxy) before the copy
      // (async proxy) writes over them.
      asm volatile("fence.proxy.async.shared::cta;\n" ::);
      asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;\n" ::"r"(bar_addr), "r"(bytes)
                   : "memory");
      asm volatile(
          "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];\n" ::"r"(
              smem_addr(smem)),
          "l"(first), "r"(bytes), "r"(bar_addr)
          : "memory");
    }
    mbarrier_wait(bar_addr, phase);
    phase ^= 1;
    const T* t = reinterpret_cast<const T*>(smem + (src - first));
    T* o = out + p * plane;
    for (unsigned a = warp; a < A; a += warps)
      for (unsigned b = lane; b < B; b += 32) o[b + (size_t)B * a] = t[a + (size_t)A * b];
    __syncthreads();
  }
}

template <typename T>
void run(unsigned A, unsigned B, unsigned N, void* in, void* out) {
  std::vector<unsigned char> want;
  const float copy = print_reference({(int)A, (int)B, (int)N}, {1, 0, 2}, sizeof(T), in, out, want);
  if (copy < 0) return;
  const size_t smem = (size_t)A * B * sizeof(T) + 32;
  auto kernel = plane_bulk<T>;
  CHECK(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)smem));
  int sms = 0;
  CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  for (unsigned threads : {512u, 1024u}) {
    auto launch = [&] { kernel<<<sms, threads, smem>>>((const T*)in, (T*)out, A, B, N); };
    bool ok;
    const float ms = checked_time_ms(launch, out, want, ok);
    printf(" plane_bulk/%u=%.3f%s", threads, copy / ms, ok ? "" : "(WRONG)");
  }
  printf("\n");
  fflush(stdout);
}

int main() {
  const size_t bytes = 600ull << 20;
  void *in, *out;
  alloc_filled(bytes, (unsigned char**)&in, (unsigned char**)&out);
  run<unsigned short>(645, 167, 2498, in, out);
  run<unsigned short>(333, 250, 3000, in, out);
  run<unsigned short>(256, 256, 4000, in, out);
  run<unsigned char>(645, 333, 2500, in, out);
  run<unsigned char>(448, 448, 2600, in, out);
  run<unsigned>(203, 251, 2000, in, out);
  run<unsigned long long>(101, 127, 4000, in, out);
  run<unsigned long long>(118, 118, 3000, in, out);
  return 0;
}
