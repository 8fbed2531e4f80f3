// Experiment: Tiled tiles along b first in bands of 2^s tiles along a (the
// tile within its band fastest, then b, then the band).
// set1's 2D 8-byte cases with short rows in and long rows out ([3927,
// 58910], [6981, 34906]: 20 cases at 0.88-0.92 in run z) run along a
// first: their resident tiles read whole input rows and write each output
// row in ~2 KiB pieces far apart, which bench/exp/scattered_runs.cu
// measured at 0.92 for a copy (scattered reads of 1-2 KiB: 0.93-0.94).
// Along b first their writes run whole and their reads come 256 bytes a
// row (0.86). Bands of 4-8 tiles along a, along b first, read 1-2 KiB a
// row and write whole rows. The fifteenth session timed bands
// (tile_bands.cu at 824c0b2) and saw no gain on these cases, but its
// kernel split the tile number with runtime divisions and lost 0.02-0.05
// on cases whose order it did not change.
// Prediction: bands of 4 or 8 lift the short-a 2D cases from 0.88-0.90
// to >= 0.91 against the library's order (along a first) on the same
// shapes.
// No kernel change is needed to measure it: for A a multiple of 32 x 2^s,
// the 2D transpose [A, B] viewed as [32 x 2^s, A / (32 x 2^s), B] perm
// [2, 0, 1] along a first runs exactly that band order (a within the
// band, then b, then the band as the grid's dimension). The input rows lie
// P >= A elements apart (a pitch, so that their offsets from sectors and
// lines can be chosen: P - A = 0, 3 (off sectors), 4 (on sectors, off
// 256-byte lines), 16 (off lines by 128 bytes)); run z's short-a cases
// round A to a multiple of 512, and square and long-a shapes are controls.
// Measured (one H200, driver 580.159.04; logs
// bench/results/2026-11-23za-h200-a-bands-{aligned,pitch,tall}.log, every
// output matched). Pitch 0 (rows on 4 KiB): along b first 0.94-0.96 on
// every shape, the short-a ones included, along a first 0.88-0.90, bands
// between (x2 -0.02, x4 -0.035, x8 -0.05 from along b first). Rows off
// sectors (+3): along b first 0.83-0.91 on the short-a shapes, along a
// first 0.87-0.88, bands 0.86-0.89: the prediction was wrong, no band
// beats the better plain order by more than noise. On sectors, off lines
// (+4): b 0.86-0.91; off lines by 128 bytes (+16): b 0.93-0.94. So the
// short-a cases lose ~0.06 to their input rows' offsets from lines, not to
// the order. Hypothesis (not measured directly): each tile's 256-byte
// pieces start off lines, and the neighbours along a that read the rest
// of those lines come tiles_b tiles later, after L2 has evicted them. The
// prefetch hint makes it worse along b first (0.72-0.84), as it would if
// the prefetched half were evicted before its neighbour came.
// Third run (a second H200, 0.006 slower on the shared variants): tiles of
// 64 x 32 ("tall", 48 registers, 5 blocks per SM) along b first gain
// 0.00-0.03 over 32 x 32 at +3 / +4 (0.867-0.908) and 0.01 on the square
// and long-a controls (+3: 0.933 / 0.940 against 0.920 / 0.928), but lose
// 0.01-0.02 at pitch 0; the short-a cases stay at 0.87-0.91 in every order
// and width tried here. The source runs the third run's variants; the
// second ran bands of up to 8 and pitch +16 without the tall tiles, the
// first bands of up to 16 at pitch 0 on 16 shapes.
// Prints, per shape and pitch, memcpy time of the A x B elements over each
// variant's: the library's kernel built here along b first ("b"), along a
// first ("a"), in bands ("x1" = along b first through the view, "x2"..),
// and the 64 x 32 tiles ("tall-b", "tall-a"), each without and with the
// L2 prefetch hint ("+pf"); every output compared on the device with a
// naive transpose's.
// Build: bench/exp/run.sh a_bands
#include <cstring>
#include "exp_common.cuh"
#include "../../cuda/tiled.cu"

__global__ void count_mismatches(const unsigned* a, const unsigned* b, size_t n,
                                 unsigned long long* bad) {
  unsigned long long mine = 0;
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
    mine += a[i] != b[i];
  if (mine) atomicAdd(bad, mine);
}

template <typename F>
float check_and_time(F launch, void* out, const void* want, size_t bytes, unsigned long long* bad,
                     bool& ok) {
  CHECK(cudaMemset(out, 0xff, bytes));
  launch();
  CHECK(cudaMemset(bad, 0, sizeof *bad));
  count_mismatches<<<1024, 256>>>((const unsigned*)out, (const unsigned*)want, bytes / 4, bad);
  unsigned long long wrong = 1;
  CHECK(cudaMemcpy(&wrong, bad, sizeof wrong, cudaMemcpyDeviceToHost));
  ok = wrong == 0;
  return time_ms(launch, 10, 5);
}

// Second question: Tiled tiles of 64 along a by 32 along b (8-byte
// elements), owning their output sectors as tiled_sectors_tiles does:
// input pieces of 512 bytes, so half the piece ends per byte read.
// Thread (tx, ty) loads positions tx and 32 + tx of input rows ty + 8 j
// (j < 5: 32 rows and the halo) and writes position s + tx (b) of output
// rows ty + 8 m (m < 8), s bringing the rows to a sector.
template <bool PREFETCH>
__global__ void __launch_bounds__(256) tall_e8(const __grid_constant__ cutt_tiled_params p,
                                               const uint2* __restrict__ in, uint2* __restrict__ out) {
  using T = uint2;
  constexpr u32 EA = 64, EB = 32, G = CUTT_SECTOR_BYTES / sizeof(T);
  __shared__ T tile[EB + CUTT_TILE_ROWS][EA + 1];
  const u32 a_out = (u32)p.a_out_stride;
  const u32 b_in = (u32)p.b_in_stride;
  const u32 tx = threadIdx.x, ty = threadIdx.y;
  const bool whole_rows = p.b_extent <= EB;
  for_each_tile<EA, u32, EB>(p, [&](u32 in_base, u32 out_base, u32 na, u32 nb, u32 b_left) {
    T* dst = out + out_base;
    const bool shifted = !whole_rows && !rows_aligned(dst, a_out, CUTT_SECTOR_BYTES);
    const u32 rows = shifted ? min(b_left, EB + G - 1) : nb;
    load_side<EB + CUTT_TILE_ROWS, EA, PREFETCH>(tile, in + in_base, b_in, rows, na,
                                                  input_policy<true>(p.l2_keep_input));
    __syncthreads();
    const u32 s = shifted ? (G - (u32)((size_t)(dst + ty * a_out) / sizeof(T)) % G) % G : 0;
    const bool first = b_left == p.b_extent;
    const u32 lo = first ? 0 : s;
    const u32 hi = (u32)max(lo, min(s + EB, b_left));
    const u32 pos = s + tx;
    T v[EA / CUTT_TILE_ROWS];
#pragma unroll
    for (u32 m = 0; m < EA / CUTT_TILE_ROWS; ++m) v[m] = tile[pos][ty + m * CUTT_TILE_ROWS];
#pragma unroll
    for (u32 m = 0; m < EA / CUTT_TILE_ROWS; ++m) {
      const u32 row = ty + m * CUTT_TILE_ROWS;
      if (row < na && pos >= lo && pos < hi) dst[row * a_out + pos] = v[m];
    }
    if (first && tx < min(s, hi)) store_row_heads<EA>(tile, dst, a_out, na);
    __syncthreads();
  });
}

// out[b A + a] = in[b P + a]: the reference.
__global__ void naive_transpose(const uint2* in, uint2* out, unsigned A, unsigned B, unsigned P) {
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < (size_t)A * B;
       i += (size_t)gridDim.x * blockDim.x) {
    const size_t b = i / A, a = i % A;
    out[a * B + b] = in[b * P + a];
  }
}

void run(int A, int B, int P, void* in, void* out, void* want, unsigned long long* bad) {
  const size_t bytes = 8ull * A * B;
  const float copy = time_ms([&] { cudaMemcpyAsync(out, in, bytes, cudaMemcpyDeviceToDevice); }, 10, 5);
  printf("e8 [%d,%d] pitch +%d copy %.1f us |", A, B, P - A, copy * 1000);
  naive_transpose<<<4096, 256>>>((const uint2*)in, (uint2*)want, A, B, P);
  CHECK(cudaDeviceSynchronize());
  for (unsigned prefetch = 0; prefetch <= 1; ++prefetch) {
    for (int band = -1; band <= 2; band = band < 1 ? band + 1 : band * 2) {
      // band -1: along b first, 0: along a first, else bands of `band`.
      const int edge = band > 0 ? CUTT_TILE * band : 0;
      if (edge && A % edge) continue;
      cutt_tiled_params p = edge ? tiled_params({edge, A / edge, B}, {2, 0, 1}, CUTT_TILE)
                                 : tiled_params({A, B}, {1, 0}, CUTT_TILE);
      // Input rows P elements apart: b is the last input dimension.
      p.b_in_stride = P;
      p.b_first = band < 0;
      p.l2_prefetch = prefetch;
      auto launch = [&] {
        cutt_tiled_e8_i32<<<(unsigned)p.num_tiles, dim3(32, 8)>>>(p, (const uint2*)in, (uint2*)out);
      };
      bool ok;
      const float ms = check_and_time(launch, out, want, bytes, bad, ok);
      char name[16];
      if (band < 0) snprintf(name, sizeof name, "b");
      else if (band == 0) snprintf(name, sizeof name, "a");
      else snprintf(name, sizeof name, "x%d", band);
      printf(" %s%s=%.3f%s", name, prefetch ? "+pf" : "", copy / ms, ok ? "" : "(WRONG)");
    }
  }
  for (unsigned prefetch = 0; prefetch <= 1; ++prefetch) {
    for (unsigned b_first : {1u, 0u}) {
      cutt_tiled_params p = tiled_params({A, B}, {1, 0}, 64, 32);
      p.b_in_stride = P;
      p.b_first = b_first;
      auto launch = [&] {
        if (prefetch)
          tall_e8<true><<<(unsigned)p.num_tiles, dim3(32, 8)>>>(p, (const uint2*)in, (uint2*)out);
        else
          tall_e8<false><<<(unsigned)p.num_tiles, dim3(32, 8)>>>(p, (const uint2*)in, (uint2*)out);
      };
      bool ok;
      const float ms = check_and_time(launch, out, want, bytes, bad, ok);
      printf(" tall-%s%s=%.3f%s", b_first ? "b" : "a", prefetch ? "+pf" : "", copy / ms, ok ? "" : "(WRONG)");
    }
  }
  printf("\n");
  fflush(stdout);
}

int main() {
  // Run z's short-a 2D cases (set1_r15, set1_r5) with A rounded to a
  // multiple of 512, then controls: square and long-a.
  const int cases[][2] = {{3584, 58910}, {2048, 85973}, {3072, 47387}, {6144, 30821},
                          {12288, 12339}, {59392, 3934}};
  const size_t most = 3ull << 30;
  void *in, *out, *want;
  alloc_filled(most, &in, &out);
  CHECK(cudaMalloc(&want, most));
  unsigned long long* bad;
  CHECK(cudaMalloc(&bad, sizeof *bad));
  for (const auto& c : cases)
    for (int pad : {0, 3, 4}) run(c[0], c[1], c[0] + pad, in, out, want, bad);
  return 0;
}
