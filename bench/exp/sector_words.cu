// Experiment: output sectors owned by the tile in libcutt's tiled_aligned
// (Tiled of 1- and 2-byte elements whose rows start on words).
// bench/exp/aligned_blocks.cu under ncu (bench/results/2026-11-22k-h200-
// ncu-aligned-blocks-e1.log): where 1-byte output rows start on words but
// not on 32-byte sectors, tiled_aligned at six blocks per SM takes 454-481
// us against 306 us with rows on sectors, with DRAM traffic only 4-5%
// higher; its warps wait on the MIO queue (23-29% of stalls). Every
// 128-byte piece of such a row shares its end sectors with the
// neighbouring tiles along b, written in parts by other blocks. Prediction,
// as for 8-byte elements (tiled_sectors, 0.83 -> 0.93): a tile that owns
// the output sectors starting in it (words [w, w + 32) of each row, w < 8
// bringing the row to a sector, and [0, w) in the first tile along b),
// reading the up-to-7 K-row blocks past it that this takes, reaches >= 0.85
// of memcpy on those shapes where tiled_aligned and tiled_words measure
// 0.70-0.78. 2D [A, B] perm [1, 0], outputs checked against libcutt's.
// Build: bench/exp/run.sh sector_words
#include "exp_common.cuh"
#include "../../cuda/tiled.cu"

// The library's tiled_aligned_sectors (cuda/tiled.cu; the kernel this
// experiment measured first, moved there) under launch bounds of
// MIN_BLOCKS blocks per SM.
template <typename T, int MIN_BLOCKS>
__global__ void __launch_bounds__(256, MIN_BLOCKS) owned_sectors(const __grid_constant__ cutt_tiled_params p,
                                                                 const T* __restrict__ in, T* __restrict__ out) {
  tiled_aligned_sectors<T, u32>(p, in, out);
}

template <typename T>
void run(unsigned A, unsigned B, void* in, void* out) {
  constexpr unsigned E = sizeof(T), EDGE = CUTT_WORD_TILE_BYTES / E;
  std::vector<unsigned char> want;
  const float copy = print_reference({(int)A, (int)B}, {1, 0}, E, in, out, want);
  if (copy < 0) return;
  const cutt_tiled_params p = tiled_2d_params(A, B, EDGE);
  auto pick = [](auto e1, auto e2) {
    if constexpr (E == 1) return e1; else return e2;
  };
  for (unsigned blocks : {6u, 3u})
    time_at_blocks(pick(cutt_tiled_aligned_e1_i32, cutt_tiled_aligned_e2_i32), "aligned", p, blocks, in, out, copy, want);
  // The library's kernel for rows anywhere: tiled_words when this was
  // measured ("words"), tiled_bytes since (its tiles 4 bytes shorter
  // along a).
  time_at_blocks(pick(cutt_tiled_e1_i32, cutt_tiled_e2_i32), "bytes",
                 tiled_2d_params(A, B, (CUTT_WORD_TILE_BYTES - 4) / E, EDGE), 0, in, out, copy, want);
  // As many blocks as registers and shared memory let fit, ptxas held to
  // five / six (1- / 2-byte) and six / eight, then fewer.
  time_at_blocks(owned_sectors<T, E == 1 ? 5 : 6>, "owned", p, 0, in, out, copy, want);
  for (unsigned blocks : {0u, 5u, 4u})
    time_at_blocks(owned_sectors<T, E == 1 ? 6 : 8>, "owned", p, blocks, in, out, copy, want);
  printf("\n");
}

int main() {
  void *in, *out;
  alloc_filled(1ull << 30, &in, &out);
  run<unsigned char>(24000, 24000, in, out);
  run<unsigned char>(25000, 23000, in, out);
  run<unsigned char>(600000, 1000, in, out);
  run<unsigned char>(1000, 600000, in, out);
  run<unsigned char>(23004, 23004, in, out);
  run<unsigned char>(50000, 20000, in, out);
  run<unsigned char>(2000, 500, in, out);
  run<unsigned char>(500, 2000, in, out);
  run<unsigned char>(100, 52, in, out);
  run<unsigned short>(16000, 16000, in, out);
  run<unsigned short>(300000, 1000, in, out);
  run<unsigned short>(15002, 17998, in, out);
  run<unsigned short>(1002, 62, in, out);
  return 0;
}
