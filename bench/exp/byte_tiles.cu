// Experiment: Tiled of 1- and 2-byte elements whose rows need not start on
// words (libcutt's tiled_words, every 2D elem1 / elem2 bench case at
// 0.72-0.73 of memcpy), with tiles that own their output sectors.
// tiled_words shifts each input word into place with a second load and a
// byte permute, and owns words, not sectors, at tile edges: ncu put it at
// 2.3x the warp instructions of the aligned kernel for the same traffic,
// and tiles writing parts of a sector cost the aligned kernel 0.86 -> 0.70
// (bench/NOTES.md, eleventh and twelfth sessions). tiled_bytes (cuda/tiled.cu)
// reads each input row as the 32 aligned words that cover the tile's 124
// bytes, stores their elements to shared memory one by one at positions
// that keep output words aligned there, and writes whole aligned words of
// the output sectors that start in the tile.
// Prediction: >= 0.82 of memcpy on the 2D elem1 / elem2 cases where
// tiled_words measures 0.71-0.73, and within 0.03 of tiled_aligned_sectors
// on rows that start on words.
// tiled_words itself ("words" in the logs of 2026-11-22l) was replaced by
// tiled_bytes, the library's kernel for these rows since (libcutt= below).
// Build: bench/exp/run.sh byte_tiles
#include "exp_common.cuh"
#include "../../cuda/tiled.cu"

// The library's tiled_bytes under launch bounds of MIN_BLOCKS blocks per
// SM. The logs of 2026-11-22l also show "words4", 4-byte stores in every
// tile, a variant the library no longer has (bench/exp/byte_edges.cu).
template <typename T, int MIN_BLOCKS>
__global__ void __launch_bounds__(256, MIN_BLOCKS) bytes_kernel(const __grid_constant__ cutt_tiled_params p,
                                                                const T* __restrict__ in, T* __restrict__ out) {
  tiled_bytes<T, u32>(p, in, out);
}

template <typename T>
void run(unsigned A, unsigned B, void* in, void* out) {
  constexpr unsigned E = sizeof(T);
  std::vector<unsigned char> want;
  const float copy = print_reference({(int)A, (int)B}, {1, 0}, E, in, out, want);
  if (copy < 0) return;
  cutt_tiled_params p = tiled_2d_params(A, B, (CUTT_WORD_TILE_BYTES - 4) / E, CUTT_WORD_TILE_BYTES / E);
  for (unsigned b_first : {1u, 0u}) {
    p.b_first = b_first;
    printf(" |%s", b_first ? "b-first" : "a-first");
    time_at_blocks(bytes_kernel<T, 6>, "bytes", p, 0, in, out, copy, want);
    time_at_blocks(bytes_kernel<T, 8>, "bytes", p, 0, in, out, copy, want);
  }
  printf("\n");
}

int main() {
  void *in, *out;
  alloc_filled(1ull << 30, &in, &out);
  run<unsigned char>(23170, 23170, in, out);
  run<unsigned char>(10362, 51811, in, out);
  run<unsigned char>(660969, 813, in, out);
  run<unsigned char>(25001, 23003, in, out);
  run<unsigned char>(25000, 23000, in, out);
  run<unsigned char>(24000, 24000, in, out);
  run<unsigned char>(600000, 1000, in, out);
  run<unsigned char>(1001, 600001, in, out);
  run<unsigned char>(813, 813, in, out);
  run<unsigned char>(101, 53, in, out);
  run<unsigned char>(7, 3000001, in, out);
  run<unsigned char>(3000001, 5, in, out);
  run<unsigned short>(36636, 7327, in, out);
  run<unsigned short>(4230, 63455, in, out);
  run<unsigned short>(645, 415296, in, out);
  run<unsigned short>(15002, 17998, in, out);
  run<unsigned short>(16000, 16000, in, out);
  run<unsigned short>(1003, 61, in, out);
  run<unsigned short>(3, 4000001, in, out);
  return 0;
}
