// Experiment: tiled_bytes in 256-byte tiles (W = 64 words, 64 x 8 threads).
// The library's kernel for 1- and 2-byte rows anywhere (cuda/tiled.cu
// tiled_bytes) moves tiles of 124 x 128 bytes: 2D cases 0.83 (1-byte) and
// 0.86-0.89 (2-byte) of memcpy, [813]^3 0.74-0.79, 2-byte [645]^3 0.76
// (run x). notes/performance.md measured 128-byte runs capped near 0.85 and
// 256-byte ones at 0.91-0.95 for words transposed in registers, and the
// eighteenth session's wide_words.cu (rows on words) 0.90-0.91 at 64 x 8
// threads, two blocks per SM, against 0.86-0.87 for 128-byte tiles.
// Prediction: tiled_bytes_in<T, I, 64> reaches >= 0.88 on 1-byte 2D cases,
// >= 0.90 on 2-byte ones, and gains >= 0.04 on the 3D cases above.
// Measured (bench/results/2026-11-23y-h200-wide-bytes.log, nvcc 13, every
// output checked): wrong. 1-byte 2D +0.01-0.02 ([23170]^2 0.827 -> 0.846
// at two blocks per SM, 63 registers), [813]^3 and [239, 97, 39, 590]
// -0.10 to -0.15 (fewer tiles along b, so more of them edge tiles), [301,
// 301, 5000] 0.61 -> 0.36; 2-byte at three blocks (40 registers) within
// 0.01 on 2D, -0.12 / -0.07 on [645, 167, 2498] / [201, 301, 4000], at two
// or four blocks below. The width is not what holds tiled_bytes.
// Build: bench/exp/run.sh wide_bytes
#include "exp_common.cuh"
#include "../../cuda/tiled.cu"

// The library's entry point and bounds: six blocks for 1-byte elements,
// eight for 2-byte ones.
template <typename T>
__global__ void __launch_bounds__(256, sizeof(T) == 1 ? 6 : 8)
    lib_kernel(const __grid_constant__ cutt_tiled_params p, const T* __restrict__ in, T* __restrict__ out) {
  tiled_bytes<T, u32>(p, in, out);
}

// 64 x 8 threads, the tile in dynamic shared memory, at least BLOCKS
// blocks per SM.
template <typename T, unsigned BLOCKS>
__global__ void __launch_bounds__(512, BLOCKS)
    wide_kernel(const __grid_constant__ cutt_tiled_params p, const T* __restrict__ in, T* __restrict__ out) {
  extern __shared__ u32 wide_tile[];
  tiled_bytes_in<T, u32, 64>(p, in, out, wide_tile);
}

template <typename T, unsigned BLOCKS>
void time_wide(const cutt_tiled_params& p, void* in, void* out, float copy, const std::vector<unsigned char>& want) {
  auto kernel = wide_kernel<T, BLOCKS>;
  const int smem = byte_tile<T, 64>::SH_WORDS * 4;
  CHECK(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, smem));
  cudaFuncAttributes attr;
  CHECK(cudaFuncGetAttributes(&attr, kernel));
  int fit = 0;
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&fit, kernel, 512, smem));
  auto launch = [&] { kernel<<<p.num_tiles, dim3(64, 8), smem>>>(p, (const T*)in, (T*)out); };
  bool ok;
  const float ms = checked_time_ms(launch, out, want, ok);
  printf(" wide/%d(%dr)=%.3f%s", fit, attr.numRegs, copy / ms, ok ? "" : "(WRONG)");
}

template <typename T>
void run(std::vector<int> dims, std::vector<int> perm, void* in, void* out) {
  constexpr unsigned E = sizeof(T);
  using N = byte_tile<T, 32>;
  using Wd = byte_tile<T, 64>;
  std::vector<unsigned char> want;
  const float copy = print_reference(dims, perm, E, in, out, want);
  if (copy < 0) return;
  for (unsigned b_first : {1u, 0u}) {
    printf(" |%s", b_first ? "b-first" : "a-first");
    cutt_tiled_params p = tiled_params(dims, perm, N::EDGE_A, N::EDGE_B);
    p.b_first = b_first;
    time_at_blocks(lib_kernel<T>, "lib", p, 0, in, out, copy, want);
    cutt_tiled_params w = tiled_params(dims, perm, Wd::EDGE_A, Wd::EDGE_B);
    w.b_first = b_first;
    time_wide<T, 2>(w, in, out, copy, want);
    if (E == 2) {
      time_wide<T, 3>(w, in, out, copy, want);
      time_wide<T, 4>(w, in, out, copy, want);
    }
  }
  printf("\n");
  fflush(stdout);
}

int main() {
  void *in, *out;
  alloc_filled(1ull << 30, &in, &out);
  using u8 = unsigned char;
  using u16 = unsigned short;
  run<u8>({23170, 23170}, {1, 0}, in, out);
  run<u8>({10362, 51811}, {1, 0}, in, out);
  run<u8>({813, 813, 813}, {1, 0, 2}, in, out);
  run<u8>({813, 813, 813}, {2, 1, 0}, in, out);
  run<u8>({660969, 813}, {1, 0}, in, out);
  run<u8>({239, 97, 39, 590}, {3, 0, 2, 1}, in, out);
  run<u8>({600001, 1001}, {1, 0}, in, out);
  run<u8>({1001, 600001}, {1, 0}, in, out);
  run<u8>({301, 301, 5000}, {1, 0, 2}, in, out);
  run<u16>({36636, 7327}, {1, 0}, in, out);
  run<u16>({4230, 63455}, {1, 0}, in, out);
  run<u16>({645, 415296}, {1, 0}, in, out);
  run<u16>({645, 167, 2498}, {1, 0, 2}, in, out);
  run<u16>({645, 645, 645}, {2, 1, 0}, in, out);
  run<u16>({201, 301, 4000}, {1, 0, 2}, in, out);
  run<u16>({300001, 501}, {1, 0}, in, out);
  return 0;
}
