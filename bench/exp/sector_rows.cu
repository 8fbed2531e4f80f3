// Experiment: 8-byte Tiled transposes whose output rows do not start on a
// 16-byte boundary (set1: output rows of odd length measured 0.82-0.83 of
// memcpy where rows of length 2 mod 4 measure 0.89-0.90 and aligned ones
// 0.91-0.94). A tile normally owns output positions [b0, b0 + 32) of each
// of its rows; here it owns the G-element groups that start in them:
// positions [b0 + s, b0 + 32 + s) where s brings the row's first store to a
// G-element boundary, reading the G - 1 input rows past the tile (a halo;
// the first tile along b also owns [0, s)). Variants: G = 2, 4, 8 with
// 8-byte stores, G = 2 with 16-byte stores (two elements per lane), and the
// library's kernel with tiles numbered along b first (its choice) or a
// first. Prints frac = memcpy time / transpose time per variant and checks
// each output against libcutt's byte for byte (all poisoned first).
// Build: bench/exp/run.sh sector_rows
#include "exp_common.cuh"
#include "../../cuda/tiled.cu"

template <u32 G, bool PAIRS>
__global__ void __launch_bounds__(256) shifted(const __grid_constant__ cutt_tiled_params p,
                                                  const uint2* __restrict__ in,
                                                  uint2* __restrict__ out) {
  constexpr u32 EDGE = CUTT_TILE;
  constexpr u32 LOADS = (EDGE + G - 1 + CUTT_TILE_ROWS - 1) / CUTT_TILE_ROWS;
  __shared__ uint2 tile[LOADS * CUTT_TILE_ROWS][EDGE + 1];
  const u32 tx = threadIdx.x, ty = threadIdx.y;
  const u32 b_in = (u32)p.b_in_stride, a_out = (u32)p.a_out_stride;
  for_each_tile<EDGE, u32>(p, [&](u32 in_base, u32 out_base, u32 na, u32, u32 b_left) {
    const uint2* src = in + in_base;
    const u32 rows = min(EDGE + G - 1, b_left);
    uint2 v[LOADS];
#pragma unroll
    for (u32 j = 0; j < LOADS; ++j) {
      const u32 row = ty + j * CUTT_TILE_ROWS;
      v[j] = *((tx < na && row < rows) ? src + tx + row * b_in : src);
    }
#pragma unroll
    for (u32 j = 0; j < LOADS; ++j) {
      const u32 row = ty + j * CUTT_TILE_ROWS;
      if (tx < na && row < rows) tile[row][tx] = v[j];
    }
    __syncthreads();
    const bool first = b_left == (u32)p.b_extent;
    if (!PAIRS) {
      // Rows 8 apart start a multiple of 8 elements apart: one shift per thread.
      static_assert(CUTT_TILE_ROWS % G == 0, "G divides the rows between a thread's rows");
      const u32 shift =
          (G - (u32)((size_t)(out + out_base + ty * a_out) / sizeof(uint2)) % G) % G;
      const u32 pos = tx + shift;
      uint2 w[EDGE / CUTT_TILE_ROWS];
#pragma unroll
      for (u32 m = 0; m < EDGE / CUTT_TILE_ROWS; ++m)
        w[m] = tile[pos < rows ? pos : 0][ty + m * CUTT_TILE_ROWS];
#pragma unroll
      for (u32 m = 0; m < EDGE / CUTT_TILE_ROWS; ++m) {
        const u32 row = ty + m * CUTT_TILE_ROWS;
        uint2* dst = out + out_base + row * a_out;
        if (row < na && pos < b_left) dst[pos] = w[m];
        if (first && tx < shift && row < na && tx < b_left) dst[tx] = tile[tx][row];
      }
    } else {
      const u32 half = tx / 16, k = tx % 16;
#pragma unroll
      for (u32 m = 0; m < 2; ++m) {
        const u32 row = 2 * ty + half + 16 * m;
        uint2* dst = out + out_base + row * a_out;
        const u32 shift = (u32)((size_t)dst / sizeof(uint2)) % 2;
        const u32 pos = 2 * k + shift;
        if (row < na) {
          if (pos + 1 < b_left) {
            uint4 pair;
            const uint2 x = tile[pos][row], y = tile[pos + 1][row];
            pair.x = x.x; pair.y = x.y; pair.z = y.x; pair.w = y.y;
            *(uint4*)(dst + pos) = pair;
          } else if (pos < b_left) {
            dst[pos] = tile[pos][row];
          }
          if (first && k < shift && k < b_left) dst[k] = tile[k][row];
        }
      }
    }
    __syncthreads();
  });
}

struct Case {
  std::vector<unsigned> dims, perm;
};

void run(const Case& c, void* in, void* out) {
  const std::vector<int> dims(c.dims.begin(), c.dims.end()), perm(c.perm.begin(), c.perm.end());
  std::vector<unsigned char> want;
  const float copy = print_reference(dims, perm, 8, in, out, want);
  if (copy < 0) return;
  auto variant = [&](const char* name, auto launch) {
    bool ok;
    const float ms = checked_time_ms(launch, out, want, ok);
    printf(" %s=%.3f%s", name, copy / ms, ok ? "" : "(WRONG)");
  };
  const uint2* src = (const uint2*)in;
  uint2* dst = (uint2*)out;
  for (unsigned b_first = 0; b_first < 2; ++b_first) {
    cutt_tiled_params p = tiled_params(dims, perm, CUTT_TILE);
    p.b_first = b_first;
    const unsigned grid = (unsigned)std::min<unsigned long long>(p.num_tiles, 0x7fffffff);
    const dim3 block(32, 8);
    if (!b_first) {
      variant("lib_a_first", [&] { cutt_tiled_e8_i32<<<grid, block>>>(p, src, dst); });
      continue;
    }
    variant("lib", [&] { cutt_tiled_e8_i32<<<grid, block>>>(p, src, dst); });
    variant("g2", [&] { shifted<2, false><<<grid, block>>>(p, src, dst); });
    variant("g4", [&] { shifted<4, false><<<grid, block>>>(p, src, dst); });
    variant("g8", [&] { shifted<8, false><<<grid, block>>>(p, src, dst); });
    variant("g2_pairs", [&] { shifted<2, true><<<grid, block>>>(p, src, dst); });
  }
  printf("\n");
}

int main() {
  const size_t max_bytes = 3ull << 30;
  void *in, *out;
  alloc_filled(max_bytes, &in, &out);
  const Case cases[] = {
      {{17, 33}, {1, 0}},
      {{5, 129}, {1, 0}},
      {{100, 101}, {1, 0}},
      {{15860, 15860}, {1, 0}},
      {{16062, 16062}, {1, 0}},
      {{14421, 14421}, {1, 0}},
      {{65081, 4339}, {1, 0}},
      {{53110, 3541}, {1, 0}},
      {{31445, 6289}, {1, 0}},
      {{32111, 6422}, {1, 0}},
      {{4520, 22601}, {1, 0}},
      {{3854, 57817}, {1, 0}},
      {{623, 388129}, {1, 0}},
      {{319225, 565}, {1, 0}},
      {{627, 627, 627}, {1, 0, 2}},
      {{571, 571, 571}, {2, 1, 0}},
      {{1322, 264, 591}, {2, 1, 0}},
      {{123, 123, 123, 123}, {3, 2, 1, 0}},
      {{89, 52, 152, 259}, {3, 1, 0, 2}},
      {{47, 47, 47, 47, 47}, {1, 3, 2, 4, 0}},
  };
  for (const Case& c : cases) run(c, in, out);
  return 0;
}
