// Experiment: L2 prefetch-size hints on Tiled's loads (PTX ld.global.nc
// .L2::64B / .L2::128B / .L2::256B, sm_75+ / sm_80+, PTX ISA 7.4).
//
// Rows off 128-byte lines cost 8-byte Tiled 0.05-0.09 of memcpy on 2D
// transposes whatever their sector alignment, where tensor size up to 2 GB
// costs nothing (bench/results/2026-11-22r-h200-align-sweep.tsv and
// -size-sweep.tsv: [8192]^2 0.985, [8193]^2 0.929, [8196]^2
// 0.932, [8200]^2 0.932, rows on lines but not 256 bytes [8208]^2 0.954;
// [3927, 58910] 0.874, [3936, 58912] 0.965). ncu (-align-ncu.log): the same
// DRAM bytes, but 38-57% more L2 requests and DRAM throughput 80.6% of peak
// against 85.0%: a line that straddles two tiles' pieces is fetched from
// DRAM sector by sector, in two parts, by tiles far apart in time.
// Prediction: a load hint that makes L2 fetch the whole line (128B) or the
// aligned 256 bytes (256B) on a miss lets the neighbour's part hit in L2,
// DRAM moves whole lines, and misaligned rows reach >= 0.95 while aligned
// rows keep theirs.
// Measured (bench/results/2026-11-22r-h200-l2-prefetch.log), 8-byte, plain
// / 256B along b first: [8193]^2 0.920 / 0.944, [8196]^2 0.925 / 0.955,
// [8208]^2 0.946 / 0.962, [15860]^2 0.903 / 0.945, [59256, 3950] 0.925 /
// 0.940; rows on 256 bytes [8192]^2 0.979 / 0.976. Along b first where the
// neighbour along a comes 30 MB later, [3927, 58910] 0.853 / 0.765 (the
// prefetched half is evicted first); along a first there 0.872 / 0.879,
// [3927, 58912] 0.895 / 0.914. So the prediction held for 2D squares and
// long-a cases, short of 0.95 on some. 4-byte tiles lost 0.05-0.12 with any
// hint (not understood; not used). In the library, see src/plan/tiled.rs
// `l2_prefetch`.
// Kernels: the library's tiled_sectors (cuda/tiled.cu) with the input side
// loaded by load_side_hinted below, every order and hint, checked against
// libcutt's output. Build: bench/exp/run.sh l2_prefetch
#include "exp_common.cuh"
#include "../../cuda/tiled.cu"

// HINT 0: the library's plain load (ld.global.nc); 1-3: L2 prefetch 64B,
// 128B, 256B.
template <int HINT>
__device__ __forceinline__ uint2 load_hinted(const uint2* p) {
  uint2 v;
  if constexpr (HINT == 0) v = *p;
  if constexpr (HINT == 1) asm("ld.global.nc.L2::64B.v2.u32 {%0, %1}, [%2];" : "=r"(v.x), "=r"(v.y) : "l"(p));
  if constexpr (HINT == 2) asm("ld.global.nc.L2::128B.v2.u32 {%0, %1}, [%2];" : "=r"(v.x), "=r"(v.y) : "l"(p));
  if constexpr (HINT == 3) asm("ld.global.nc.L2::256B.v2.u32 {%0, %1}, [%2];" : "=r"(v.x), "=r"(v.y) : "l"(p));
  return v;
}
template <int HINT>
__device__ __forceinline__ unsigned load_hinted(const unsigned* p) {
  unsigned v;
  if constexpr (HINT == 0) v = *p;
  if constexpr (HINT == 1) asm("ld.global.nc.L2::64B.u32 %0, [%1];" : "=r"(v) : "l"(p));
  if constexpr (HINT == 2) asm("ld.global.nc.L2::128B.u32 %0, [%1];" : "=r"(v) : "l"(p));
  if constexpr (HINT == 3) asm("ld.global.nc.L2::256B.u32 %0, [%1];" : "=r"(v) : "l"(p));
  return v;
}

// cuda/tiled.cu load_side with the hinted load.
template <int HINT, unsigned int ROWS, unsigned int EDGE, typename T, typename I>
__device__ __forceinline__ void load_side_hinted(T (*tile)[EDGE + 1], const T* src, I stride, I rows, I n) {
  T v[ROWS / CUTT_TILE_ROWS][EDGE / CUTT_TILE];
  for_each_pass<ROWS, EDGE>(src, stride, rows, 0, 0, (u32)n,
                            [&](u32 j, u32 i, const T* start, u32, u32 pos, bool valid) {
                              v[j][i] = load_hinted<HINT>(valid ? start + pos : src);
                            });
  for_each_pass<ROWS, EDGE>(src, stride, rows, 0, 0, (u32)n,
                            [&](u32 j, u32 i, const T*, u32 row, u32 pos, bool valid) {
                              if (valid) tile[row][pos] = v[j][i];
                            });
}

// cuda/tiled.cu tiled_sectors with load_side_hinted.
template <int HINT, typename T, typename I, u32 EDGE>
__device__ __forceinline__ void tiled_sectors_hinted(const cutt_tiled_params& p, const T* __restrict__ in,
                                                     T* __restrict__ out) {
  constexpr u32 G = CUTT_SECTOR_BYTES / sizeof(T);
  __shared__ T tile[EDGE + CUTT_TILE_ROWS][EDGE + 1];
  const I a_out = (I)p.a_out_stride;
  const I b_in = (I)p.b_in_stride;
  const u32 tx = threadIdx.x;
  const u32 ty = threadIdx.y;
  const bool whole_rows = p.b_extent <= EDGE;
  for_each_tile<EDGE, I>(p, [&](I in_base, I out_base, I na, I nb, I b_left) {
    T* dst = out + out_base;
    const bool shifted = !whole_rows && !rows_aligned(dst, a_out, CUTT_SECTOR_BYTES);
    const I rows = shifted ? min(b_left, (I)(EDGE + G - 1)) : nb;
    load_side_hinted<HINT, EDGE + CUTT_TILE_ROWS, EDGE>(tile, in + in_base, b_in, rows, na);
    __syncthreads();
    const u32 s = shifted ? (G - (u32)((size_t)(dst + (I)ty * a_out) / sizeof(T)) % G) % G : 0;
    const bool first = b_left == (I)p.b_extent;
    const u32 lo = first ? 0 : s;
    const u32 hi = (u32)max((I)lo, min((I)(s + EDGE), b_left));
    store_side<EDGE>(tile, dst, a_out, na, s, lo, hi);
    if (first && tx < min(s, hi)) store_row_heads<EDGE>(tile, dst, a_out, na);
    __syncthreads();
  });
}

// The library's launch bounds: none for 8-byte elements, six blocks for
// 4-byte ones with 32-bit positions.
template <int HINT>
__global__ void __launch_bounds__(256) e8_kernel(const __grid_constant__ cutt_tiled_params p,
                                                 const uint2* __restrict__ in, uint2* __restrict__ out) {
  tiled_sectors_hinted<HINT, uint2, u32, CUTT_TILE>(p, in, out);
}
template <int HINT>
__global__ void __launch_bounds__(256, 6) e4_kernel(const __grid_constant__ cutt_tiled_params p,
                                                    const unsigned* __restrict__ in, unsigned* __restrict__ out) {
  tiled_sectors_hinted<HINT, unsigned, u32, CUTT_WIDE_TILE>(p, in, out);
}

const char* const HINT_NAMES[] = {"plain", "64B", "128B", "256B"};

template <typename T>
void run(unsigned elem, std::vector<int> dims, std::vector<int> perm, void* in, void* out) {
  std::vector<unsigned char> want;
  const float copy = print_reference(dims, perm, elem, in, out, want);
  if (copy < 0) return;
  void (*kernels[4])(cutt_tiled_params, const T*, T*);
  if constexpr (sizeof(T) == 8) {
    kernels[0] = e8_kernel<0>, kernels[1] = e8_kernel<1>, kernels[2] = e8_kernel<2>, kernels[3] = e8_kernel<3>;
  } else {
    kernels[0] = e4_kernel<0>, kernels[1] = e4_kernel<1>, kernels[2] = e4_kernel<2>, kernels[3] = e4_kernel<3>;
  }
  cutt_tiled_params p = tiled_params(dims, perm, sizeof(T) == 8 ? CUTT_TILE : CUTT_WIDE_TILE);
  for (unsigned b_first : {1u, 0u}) {
    p.b_first = b_first;
    printf("\n   %s:", b_first ? "b-first" : "a-first");
    for (int h = 0; h < 4; ++h) time_at_blocks(kernels[h], HINT_NAMES[h], p, 0, in, out, copy, want);
  }
  printf("\n");
}

int main() {
  void *in, *out;
  alloc_filled(2200ull << 20, &in, &out);
  for (int n : {8192, 8193, 8196, 8208, 15860}) run<uint2>(8, {n, n}, {1, 0}, in, out);
  for (auto ab : {std::vector<int>{3927, 58910}, {3927, 58912}, {3936, 58910}, {3936, 58912}, {6981, 34906},
                  {59256, 3950}, {65081, 4339}})
    run<uint2>(8, ab, {1, 0}, in, out);
  run<uint2>(8, {551, 551, 551}, {1, 2, 0}, in, out);
  run<uint2>(8, {615, 615, 615}, {2, 1, 0}, in, out);
  run<uint2>(8, {110, 110, 110, 110}, {3, 2, 1, 0}, in, out);
  run<uint2>(8, {55, 95, 162, 277}, {2, 1, 3, 0}, in, out);
  for (int n : {8192, 11585}) run<unsigned>(4, {n, n}, {1, 0}, in, out);
  run<unsigned>(4, {44869, 2991}, {1, 0}, in, out);
  run<unsigned>(4, {108, 108, 108, 108}, {2, 1, 0, 3}, in, out);
  run<unsigned>(4, {229, 1145, 512}, {1, 2, 0}, in, out);
  run<unsigned>(4, {241, 82, 141, 48}, {1, 2, 0, 3}, in, out);
  CHECK(cudaFree(in));
  CHECK(cudaFree(out));
  return 0;
}
