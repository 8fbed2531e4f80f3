// Experiment: the order of Tiled's tiles in bands along a.
// Along b first, the blocks resident together (about 660 of 8-byte tiles
// on an H200) take ~660 consecutive tiles along b of one tile row along a:
// they write whole output rows, but read each input row in one piece of a
// tile's width (256 bytes for 8-byte elements), the pieces far apart. set1's
// 2D cases with many tiles along b measure 0.85-0.88 of memcpy there ([3927,
// 58910], [2234, 85973]), near the cap of a copy that reads 256-byte runs
// far apart (bench/exp/scattered_runs.cu: 0.86), while those with few tiles
// along b, whose resident blocks span several tile rows of a, measure
// 0.94-0.97 ([65081, 4339], [53248, 3550]). 64-wide 8-byte tiles (512-byte
// input runs) moved [2161, 80352] from 0.85 to 0.92.
// Prediction: numbering tiles in bands of `band` tiles along a (a fastest
// within a band, then b; cutt_params.cuh) gives input runs of band x 256
// bytes while output runs stay long; band 4 (1 KiB, which caps a copy at
// 0.92-0.93) lifts those cases to >= 0.91 and costs the few-tiles-along-b
// cases nothing. 4-byte tiles (64 wide, 256-byte runs) likewise; 16-byte
// tiles (512-byte runs) gain less.
// Build: bench/exp/run.sh tile_bands
#include <cstring>
#include "exp_common.cuh"
#include "../../cuda/tiled.cu"

// The Tiled parameters of dims perm as tiled.rs lays them out: a is
// dimension 0, b is perm[0], the grid holds the others in output order.
cutt_tiled_params tiled_params(const std::vector<int>& dims, const std::vector<int>& perm, unsigned EDGE) {
  const auto in = input_strides(dims);
  const auto out = output_strides(dims, perm);
  const int b = perm[0];
  cutt_tiled_params p{};
  p.a_extent = dims[0], p.a_out_stride = out[0];
  p.b_extent = dims[b], p.b_in_stride = in[b], p.b_out_stride = out[b];
  unsigned long long tiles = ((dims[0] + EDGE - 1) / EDGE) * (unsigned long long)((dims[b] + EDGE - 1) / EDGE);
  for (int d : perm) {
    if (d == 0 || d == b) continue;
    cutt_grid_dim& g = p.grid[p.grid_rank++];
    g.extent = dims[d], g.in_stride = in[d], g.out_stride = out[d], g.div = divisor(dims[d]);
    tiles *= dims[d];
  }
  p.num_tiles = tiles;
  return p;
}

template <typename T>
void run(unsigned elem, std::vector<int> dims, std::vector<int> perm, void* in, void* out) {
  std::vector<unsigned char> want;
  const float copy = print_reference(dims, perm, elem, in, out, want);
  if (copy < 0) return;
  const unsigned EDGE = elem == 4 ? CUTT_WIDE_TILE : CUTT_TILE;
  cutt_tiled_params p = tiled_params(dims, perm, EDGE);
  const unsigned long long tiles_a = (dims[0] + EDGE - 1) / EDGE, tiles_b = (dims[perm[0]] + EDGE - 1) / EDGE;
  printf(" tiles %llu x %llu", tiles_a, tiles_b);
  void (*kernel)(cutt_tiled_params, const T*, T*) =
      elem == 4 ? (void (*)(cutt_tiled_params, const T*, T*))cutt_tiled_e4_i32
      : elem == 8 ? (void (*)(cutt_tiled_params, const T*, T*))cutt_tiled_e8_i32
                  : (void (*)(cutt_tiled_params, const T*, T*))cutt_tiled_e16_i32;
  for (unsigned long long band : {1ull, 4ull, tiles_a}) {
    if (band > tiles_a) continue;
    set_order(p, tiles_a, tiles_b, band);
    auto launch = [&] { kernel<<<p.num_tiles, dim3(32, 8)>>>(p, (const T*)in, (T*)out); };
    bool ok;
    const float ms = checked_time_ms(launch, out, want, ok);
    printf(" %s%llu=%.3f%s", band == tiles_a ? "A" : "b", band, copy / ms, ok ? "" : "(WRONG)");
  }
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
