// Experiment: blocks per SM for libcutt's tiled_aligned (Tiled of 1- and
// 2-byte elements whose rows start on words). In the library it runs six
// (1-byte) blocks per SM where tiled_words runs three, and measured 0.95
// of memcpy on [128, 128, 128, 128] (2-byte, rows on 128-byte lines) but
// 0.64 / 0.61 on the 1-byte past-2^31 cases, whose rows lie 50000 and 1000
// bytes apart (16- and 8-byte aligned), against 0.74 / 0.77 with
// tiled_words. Prediction: rows off 128-byte lines run better with fewer
// blocks per SM (the notes saw the same for tiled_words: three blocks
// beat four on misaligned rows), line-aligned rows with more. Blocks per
// SM are capped here with unused dynamic shared memory, which a plan can
// do too. 2D [A, B] perm [1, 0]; the library's own kernels (this file
// includes cuda/tiled.cu), outputs checked against libcutt's plan.
// Build: bench/exp/run.sh aligned_blocks
#include <string>
#include "exp_common.cuh"
#include "../../cuda/tiled.cu"

// Blocks per SM each variant runs at (0: as many as fit); under ncu
// (main's argument) fewer.
static std::vector<unsigned> aligned_counts{0u, 2u, 3u, 4u, 5u}, words_counts{0u, 2u};

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
  auto aligned = pick(cutt_tiled_aligned_e1_i32, cutt_tiled_aligned_e2_i32);
  // The library's kernel for rows anywhere: tiled_words when this was
  // measured ("words"), tiled_bytes since (its tiles 4 bytes shorter
  // along a).
  auto bytes = pick(cutt_tiled_e1_i32, cutt_tiled_e2_i32);
  const cutt_tiled_params p_bytes = tiled_2d_params(A, B, (CUTT_WORD_TILE_BYTES - 4) / E, EDGE);
  const bool word_rows = (A * E) % 4 == 0 && (B * E) % 4 == 0;
  for (unsigned blocks : aligned_counts)
    if (word_rows) time_at_blocks(aligned, "aligned", p, blocks, in, out, copy, want);
  for (unsigned blocks : words_counts)
    time_at_blocks(bytes, "bytes", p_bytes, blocks, in, out, copy, want);
  printf("\n");
}

int main(int argc, char** argv) {
  void *in, *out;
  alloc_filled(1ull << 30, &in, &out);
  if (argc > 1 && std::string(argv[1]) == "e1") {
    // Under ncu: 1-byte rows on sectors, off them on both sides, and off
    // them on one side each, the lean kernel at six and three blocks per SM
    // and tiled_words at three.
    aligned_counts = {6u, 3u};
    words_counts = {3u};
    run<unsigned char>(24000, 24000, in, out);
    run<unsigned char>(25000, 23000, in, out);
    run<unsigned char>(600000, 1000, in, out);
    run<unsigned char>(1000, 600000, in, out);
    return 0;
  }
  if (argc > 1) {
    // Under ncu: both kernels at four blocks per SM on one 2-byte case
    // with rows on words (tiled_words takes no shifts there) and one off.
    aligned_counts = words_counts = {4u};
    run<unsigned short>(300000, 1000, in, out);
    run<unsigned short>(4230, 63455, in, out);
    return 0;
  }
  run<unsigned char>(23040, 23040, in, out);
  run<unsigned char>(25000, 23000, in, out);
  run<unsigned char>(24000, 24000, in, out);
  run<unsigned char>(600000, 1000, in, out);
  run<unsigned char>(1000, 600000, in, out);
  run<unsigned char>(23170, 23170, in, out);
  run<unsigned short>(16384, 16384, in, out);
  run<unsigned short>(16000, 16000, in, out);
  run<unsigned short>(300000, 1000, in, out);
  return 0;
}
