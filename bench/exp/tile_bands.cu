// Experiment: the order of Tiled's tiles, along b first or along a first.
// Along b first, the blocks resident together (about 660 of 8-byte tiles
// on an H200) take ~660 consecutive tiles along b of one tile row along a:
// they write whole output rows, but read each input row in one piece of a
// tile's width (256 bytes for 8-byte elements), the pieces far apart. set1's
// 2D cases with many tiles along b measure 0.85-0.88 of memcpy there ([3927,
// 58910], [2234, 85973]), near the cap of a copy that reads 256-byte runs
// far apart (bench/exp/scattered_runs.cu: 0.86), while those with few tiles
// along b, whose resident blocks span several tile rows of a, measure
// 0.94-0.97 ([65081, 4339], [53248, 3550]).
// First question (measured at commit 824c0b2, whose kernels numbered tiles
// in bands of `band` tiles along a: a fastest within a band, then b).
// Prediction: band 4 (input runs of 1 KiB, which cap a copy at 0.92-0.93)
// lifts those cases to >= 0.91 and costs the few-tiles-along-b cases
// nothing. Measured (bench/results/2026-11-22n-h200-tile-bands-sweep.log):
// wrong. Bands of 2-16 moved [3927, 58910] and [4197, 62958] by less than
// 0.01 and lost 0.02-0.05 on [5996, 29979] and [12339, 12339]; where they
// gained ([2161, 80352] 0.84 -> 0.90 at band 16, [616, 379456] 0.88 ->
// 0.91) along a first gained more (0.92, 0.92). The bands left the library.
// Second question: which of the two orders, over the Tiled cases of the
// bench (tile_bands.txt: 4-, 8- and 16-byte cases of set1, ttc57 and the
// element sets, canonical, with the set and the frac they came from).
// Along a first beat along b first on 2D cases with more than twice a's
// tiles along b whose input rows leave sectors at
// tile edges and whose b tiles move 30-44 MB ([3927, 58910] +0.02, [2234,
// 85973] +0.04, [2161, 80352] +0.08), and on rows on sectors where they
// move 194-352 MB ([616, 379456] +0.03, [648, 419904] +0.04); along b first
// won by 0.02-0.07 where they move 14-28 MB ([6662, 33310], 16-byte [1249,
// 26809]) (bench/results/2026-11-22n-h200-tile-bands.log, 95 cases, and
// 2026-11-22n-h200-tile-order.log, 49 more).
// Third: the library's PTX (NVRTC 12.0, JIT by the driver) beside this
// nvcc build of the same kernels ("ptx-b-first"): the library's PTX
// 0.02-0.04 slower than nvcc's build on three elem4 cases and 0.04 faster
// on [108]^4 perm [2, 1, 0, 3]; 0.02-0.04 faster on 8-byte 3D cases
// (bench/NOTES.md).
// Build: bench/exp/run.sh tile_bands (all of tile_bands.txt takes about 20
// minutes; /tmp/tile_bands FILE runs the cases of FILE).
#include <cstring>
#include <fstream>
#include <sstream>
#include <cuda.h>
#include "exp_common.cuh"
#include "../../cuda/tiled.cu"

// The library's PTX (cuda/tiled.ptx, NVRTC 12.0), JIT-compiled by the
// driver as libcutt loads it: the same kernels as those compiled here by
// nvcc, through the library's front end.
CUmodule library_ptx() {
  static CUmodule module = nullptr;
  if (!module) {
    std::ifstream file("../../cuda/tiled.ptx");
    std::stringstream text;
    text << file.rdbuf();
    if (cuModuleLoadData(&module, text.str().c_str()) != CUDA_SUCCESS) {
      printf("cuModuleLoadData failed\n");
      exit(1);
    }
  }
  return module;
}

template <typename T>
void run(unsigned elem, std::vector<int> dims, std::vector<int> perm, void* in, void* out) {
  std::vector<unsigned char> want;
  const float copy = print_reference(dims, perm, elem, in, out, want);
  if (copy < 0) return;
  const unsigned EDGE = elem == 4 ? CUTT_WIDE_TILE : CUTT_TILE;
  cutt_tiled_params p = tiled_params(dims, perm, EDGE);
  printf(" tiles %llu x %llu", p.tiles_a, p.tiles_b);
  void (*kernel)(cutt_tiled_params, const T*, T*) =
      elem == 4 ? (void (*)(cutt_tiled_params, const T*, T*))cutt_tiled_e4_i32
      : elem == 8 ? (void (*)(cutt_tiled_params, const T*, T*))cutt_tiled_e8_i32
                  : (void (*)(cutt_tiled_params, const T*, T*))cutt_tiled_e16_i32;
  for (unsigned b_first : {1u, 0u}) {
    p.b_first = b_first;
    auto launch = [&] { kernel<<<p.num_tiles, dim3(32, 8)>>>(p, (const T*)in, (T*)out); };
    bool ok;
    const float ms = checked_time_ms(launch, out, want, ok);
    printf(" %s=%.3f%s", b_first ? "b-first" : "a-first", copy / ms, ok ? "" : "(WRONG)");
  }
  // The library's order, run from its PTX.
  p.b_first = 1;
  char entry[64];
  snprintf(entry, sizeof entry, "cutt_tiled_e%u_i32", elem);
  CUfunction function;
  if (cuModuleGetFunction(&function, library_ptx(), entry) != CUDA_SUCCESS) exit(1);
  void* args[] = {&p, &in, &out};
  auto launch = [&] {
    cuLaunchKernel(function, (unsigned)p.num_tiles, 1, 1, 32, 8, 1, 0, nullptr, args, nullptr);
  };
  bool ok;
  const float ms = checked_time_ms(launch, out, want, ok);
  printf(" ptx-b-first=%.3f%s", copy / ms, ok ? "" : "(WRONG)");
  printf("\n");
  fflush(stdout);
}

// Reads cases "ELEM D0,D1,.. P0,P1,.. REST" (canonical, Tiled in the
// library's plan; REST: the bench set and frac they came from) from the
// file named on the command line, or tile_bands.txt.
int main(int argc, char** argv) {
  FILE* cases = fopen(argc > 1 ? argv[1] : "tile_bands.txt", "r");
  if (!cases) {
    printf("no case file\n");
    return 1;
  }
  void *in, *out;
  alloc_filled(3ull << 30, &in, &out);
  char line[512];
  while (fgets(line, sizeof line, cases)) {
    unsigned elem;
    char dims_text[256], perm_text[256];
    int used = 0;
    if (sscanf(line, "%u %255s %255s %n", &elem, dims_text, perm_text, &used) != 3) continue;
    auto parse = [](const char* text) {
      std::vector<int> v;
      for (const char* c = text; *c; ++c)
        if (c == text || c[-1] == ',') v.push_back(atoi(c));
      return v;
    };
    const std::vector<int> dims = parse(dims_text), perm = parse(perm_text);
    unsigned long long bytes = elem;
    for (int d : dims) bytes *= d;
    if (bytes > (3ull << 30)) continue;
    line[strcspn(line, "\n")] = 0;
    printf("%s |", line + used);
    if (elem == 4) run<unsigned>(elem, dims, perm, in, out);
    else if (elem == 8) run<uint2>(elem, dims, perm, in, out);
    else if (elem == 16) run<uint4>(elem, dims, perm, in, out);
  }
  return 0;
}
