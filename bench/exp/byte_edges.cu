// Experiment: 16-byte stores in the edge tiles of tiled_bytes.
// tiled_bytes (cuda/tiled.cu) wrote tiles inside the rows with 16-byte
// stores and the first and last tiles along b with 4-byte stores, a row
// per warp. Where b has few tiles those edge tiles are a large share:
// [813]^3 1-byte (7 tiles along b, 2 of them edges) measured 0.70-0.74 of
// memcpy against 0.82 for 2D cases, 2-byte [645, 167, 2498] perm [1, 0, 2]
// (3 tiles, 2 edges) 0.55.
// Prediction: 16-byte stores of the whole chunks of edge tiles too (words
// in the one that straddles the row's end, the first tile's head by
// words) reach >= 0.80 on the 3D cases above and on [239, 97, 39, 590]
// perm [3, 0, 2, 1], within 0.01 of the library on 2D cases, and no loss
// on [600000, 1000] (where 16-byte stores in edge tiles lost before,
// 0.85 -> 0.68, in a version of bench/exp/byte_tiles.cu).
// Measured (bench/results/2026-11-22q-h200-byte-edges*.log): first with
// one store function for every tile, then with 16-byte stores in the first
// tile only, the last only, or both. Both: 1-byte [813]^3 perm [1, 0, 2]
// 0.74 -> 0.79, [239, 97, 39, 590] 0.70 -> 0.77, [301, 301, 5000] 0.44 ->
// 0.61, 2-byte [645, 167, 2498] 0.57 -> 0.76, [201, 301, 4000] 0.68 ->
// 0.81, 2D within 0.005; but [600000, 1000] 0.84 -> 0.80 and [600001,
// 1001] 0.81 -> 0.80, where the first or the last alone gained (0.85,
// 0.83). The library's version (cuda/tiled.cu store_owned_rows, its
// inside tiles in an instance without bounds or head) measured the same
// (bench/results/2026-11-22q-h200-byte-edges.log: [600000, 1000] 0.84 ->
// 0.81, [600001, 1001] 0.81 -> 0.80); "old" below is the previous edge
// path, a copy kept for the comparison.
// Build: bench/exp/run.sh byte_edges
#include "exp_common.cuh"
#include "../../cuda/tiled.cu"

// The previous tiled_bytes (cuda/tiled.cu before 2026-11-22q): edge tiles
// store a row per warp, word by word.
template <typename T, typename I>
__device__ __forceinline__ void old_store_word_rows(const u32* tile, T* tile_out, I out_row, u32 a_out, I na,
                                                    u32 b_end, bool first) {
  using B = byte_tile<T>;
  constexpr u32 E = B::E;
  constexpr u32 K = B::K;
  const u32 tx = threadIdx.x;
  const u32 ty = threadIdx.y;
  unsigned char* row = (unsigned char*)tile_out + (I)ty * out_row;
  u32 addr = (u32)((size_t)row / E);
#pragma unroll
  for (u32 n = 0; n < (B::EDGE_A + CUTT_TILE_ROWS - 1) / CUTT_TILE_ROWS; ++n) {
    const u32 a = ty + n * CUTT_TILE_ROWS;
    const u32 s = (0u - addr) & (B::SECTOR - 1);
    const u32* owned = tile + B::word_of(a, addr, s);
    const int b = (int)(s + K * tx);
    if ((I)a < na) {
      store_owned_word<E>(row, b, b_end, owned[tx]);
      const int head = b - (int)B::SECTOR;
      if (first && tx < B::SECTOR / K && head + (int)K > 0)
        store_owned_word<E>(row, head, b_end, owned[(int)tx - (int)(B::SECTOR / K)]);
    }
    row += (I)CUTT_TILE_ROWS * out_row;
    addr += CUTT_TILE_ROWS * a_out;
  }
}

template <typename T, typename I>
__device__ __forceinline__ void old_tiled_bytes(const cutt_tiled_params& p, const T* __restrict__ in,
                                                T* __restrict__ out) {
  using B = byte_tile<T>;
  __shared__ u32 tile[B::SH_WORDS];
  const I in_row = (I)p.b_in_stride * B::E;
  const I out_row = (I)p.a_out_stride * B::E;
  const u32 a_out = (u32)p.a_out_stride;
  const unsigned char* in_end = (const unsigned char*)(in + tensor_volume<I>(p));
  for_each_tile<B::EDGE_A, I, B::EDGE_B>(p, [&](I in_base, I out_base, I na, I, I b_left) {
    T* tile_out = out + out_base;
    const bool shifted = !rows_aligned(tile_out, (I)a_out, CUTT_SECTOR_BYTES);
    const u32 rows = (u32)min(b_left, (I)(shifted ? B::ROWS : B::EDGE_B));
    scatter_rows<T, I>(tile, in + in_base, in_row, na, rows, in_end, tile_out, a_out);
    __syncthreads();
    const bool first = b_left == (I)p.b_extent;
    if (!first && b_left >= (I)B::ROWS)
      store_owned_rows<T, I, true>(tile, tile_out, out_row, na, B::ROWS, false);
    else
      old_store_word_rows<T, I>(tile, tile_out, out_row, a_out, na, (u32)min(b_left, (I)B::ROWS), first);
    __syncthreads();
  });
}

// The library's launch bounds: six blocks for 1-byte elements, eight for
// 2-byte ones.
template <typename T>
__global__ void __launch_bounds__(256, sizeof(T) == 1 ? 6 : 8)
    lib_kernel(const __grid_constant__ cutt_tiled_params p, const T* __restrict__ in, T* __restrict__ out) {
  tiled_bytes<T, u32>(p, in, out);
}
template <typename T>
__global__ void __launch_bounds__(256, sizeof(T) == 1 ? 6 : 8)
    old_kernel(const __grid_constant__ cutt_tiled_params p, const T* __restrict__ in, T* __restrict__ out) {
  old_tiled_bytes<T, u32>(p, in, out);
}

template <typename T>
void run(std::vector<int> dims, std::vector<int> perm, void* in, void* out) {
  constexpr unsigned E = sizeof(T);
  std::vector<unsigned char> want;
  const float copy = print_reference(dims, perm, E, in, out, want);
  if (copy < 0) return;
  for (unsigned b_first : {1u, 0u}) {
    cutt_tiled_params p = tiled_params(dims, perm, (CUTT_WORD_TILE_BYTES - 4) / E, CUTT_WORD_TILE_BYTES / E);
    p.b_first = b_first;
    printf(" |%s", b_first ? "b-first" : "a-first");
    time_at_blocks(old_kernel<T>, "old", p, 0, in, out, copy, want);
    time_at_blocks(lib_kernel<T>, "lib", p, 0, in, out, copy, want);
  }
  printf("\n");
  fflush(stdout);
}

int main() {
  void *in, *out;
  alloc_filled(1ull << 30, &in, &out);
  using u8 = unsigned char;
  using u16 = unsigned short;
  run<u8>({813, 813, 813}, {1, 0, 2}, in, out);
  run<u8>({813, 813, 813}, {2, 1, 0}, in, out);
  run<u8>({660969, 813}, {1, 0}, in, out);
  run<u8>({239, 97, 39, 590}, {3, 0, 2, 1}, in, out);
  run<u8>({23170, 23170}, {1, 0}, in, out);
  run<u8>({10362, 51811}, {1, 0}, in, out);
  run<u8>({600000, 1000}, {1, 0}, in, out);
  run<u8>({600001, 1001}, {1, 0}, in, out);
  run<u8>({400003, 1501}, {1, 0}, in, out);
  run<u8>({250001, 2403}, {1, 0}, in, out);
  run<u8>({1001, 600001}, {1, 0}, in, out);
  run<u8>({301, 301, 5000}, {1, 0, 2}, in, out);
  run<u8>({1000, 200, 2000}, {1, 0, 2}, in, out);
  run<u16>({645, 167, 2498}, {1, 0, 2}, in, out);
  run<u16>({645, 645, 645}, {2, 1, 0}, in, out);
  run<u16>({4230, 63455}, {1, 0}, in, out);
  run<u16>({36636, 7327}, {1, 0}, in, out);
  run<u16>({645, 1442, 288}, {1, 2, 0}, in, out);
  run<u16>({201, 301, 4000}, {1, 0, 2}, in, out);
  run<u16>({300001, 1001}, {1, 0}, in, out);
  run<u16>({300001, 501}, {1, 0}, in, out);
  return 0;
}
