// Experiment (thirtieth session): Tiled tiles of 32 along a by 64 along b
// (8-byte elements), for set1's 2D cases with short input rows and long
// output rows ([3927, 58910] and seven more of set1_r15 at 0.903-0.908 in
// run zu). The library runs them along a first: resident tiles read whole
// input rows and write each output row in 256-byte pieces (2 KiB or so
// per row across the resident tiles). bench/exp/a_bands.cu measured tiles
// of 64 along a by 32 (input pieces of 512 bytes) at +0.00-0.03 along b
// first and no gain along a first; this is the mirror: output pieces of
// 512 bytes, which matter along a first. Both kernels load with the L2
// policy evict_last, as the library does on these cases since run zd.
// Prediction: along a first, the 32 x 64 tiles gain +0.01-0.02 over the
// library's 32 x 32 tiles on the short-a cases, nothing on the controls.
// Measured (one H200, driver 580.159.04, every output matched libcutt's;
// bench/results/2026-11-23zy-h200-wide-b-{first,blocks}.log), along a
// first on the ten short-a cases: library kernel at 8 / 6 / 4 blocks per
// SM 0.894-0.903 / 0.907-0.916 / 0.82-0.83; 32 x 64 tiles (40 registers)
// at 6 / 5 / 4 / 3 blocks 0.905-0.914 / 0.909-0.919 / 0.913-0.923 /
// 0.895-0.905; 32 x 128 (56 registers) at 4 / 3 / 2 blocks 0.910-0.922 /
// 0.911-0.920 / 0.915-0.926. Along b first the wide tiles matched the
// library's within 0.005, but long-a [62557, 4170] (0.943 at 8 blocks,
// 0.962 at 6, 0.961 wide at 4). So most of the gain is the block count:
// the library now holds Tiled 8-byte along a first to 6 blocks
// (src/plan/tiled.rs `occupancy_padding`); the 32 x 64 tiles at 4 blocks
// add about 0.005 more, not in the library.
// Prints, per case, memcpy time over each variant's: libcutt's plan, the
// library's kernel along a first ("lib-a") and along b first ("lib-b"),
// each at its launch bounds, and the 32 x 64 tiles ("wide-a", "wide-b")
// at the blocks per SM named after the slash; every output compared with
// libcutt's byte for byte.
// Build: bench/exp/run.sh wide_b
#include "exp_common.cuh"
#include "../../cuda/tiled.cu"
#include <string>

// Tiles of EA = 32 along a by EB = 64 along b, owning the output sectors
// that start in them as tiled_sectors_tiles does. Thread (tx, ty) loads
// position tx of input rows ty + 8 j (j < 9: 64 rows and the halo) and
// writes positions s + tx and s + 32 + tx (b) of output rows ty + 8 m
// (m < 4), s bringing its rows to a sector.
template <unsigned BLOCKS, unsigned EB = 64>
__global__ void __launch_bounds__(256, BLOCKS)
    wide_e8(const cutt_tiled_params p, const uint2* __restrict__ in, uint2* __restrict__ out) {
  using T = uint2;
  constexpr u32 EA = 32, G = CUTT_SECTOR_BYTES / sizeof(T);
  __shared__ T tile[EB + CUTT_TILE_ROWS][EA + 1];
  const u32 a_out = (u32)p.a_out_stride;
  const u32 b_in = (u32)p.b_in_stride;
  const u32 tx = threadIdx.x, ty = threadIdx.y;
  const bool whole_rows = p.b_extent <= EB;
  const cutt_u64 policy = input_policy<true>(p.l2_keep_input);
  for_each_tile<EA, u32, EB>(p, [&](u32 in_base, u32 out_base, u32 na, u32 nb, u32 b_left) {
    T* dst = out + out_base;
    const bool shifted = !whole_rows && !rows_aligned(dst, a_out, CUTT_SECTOR_BYTES);
    const u32 rows = shifted ? min(b_left, EB + G - 1) : nb;
    load_side<EB + CUTT_TILE_ROWS, EA>(tile, in + in_base, b_in, rows, na, policy);
    __syncthreads();
    const u32 s = shifted ? (G - (u32)((size_t)(dst + ty * a_out) / sizeof(T)) % G) % G : 0;
    const bool first = b_left == p.b_extent;
    const u32 lo = first ? 0 : s;
    const u32 hi = (u32)max(lo, min(s + EB, b_left));
    T v[EA / CUTT_TILE_ROWS][EB / CUTT_TILE];
#pragma unroll
    for (u32 m = 0; m < EA / CUTT_TILE_ROWS; ++m)
#pragma unroll
      for (u32 i = 0; i < EB / CUTT_TILE; ++i)
        v[m][i] = tile[s + i * CUTT_TILE + tx][ty + m * CUTT_TILE_ROWS];
#pragma unroll
    for (u32 m = 0; m < EA / CUTT_TILE_ROWS; ++m)
#pragma unroll
      for (u32 i = 0; i < EB / CUTT_TILE; ++i) {
        const u32 row = ty + m * CUTT_TILE_ROWS;
        const u32 pos = s + i * CUTT_TILE + tx;
        if (row < na && pos >= lo && pos < hi) dst[row * a_out + pos] = v[m][i];
      }
    if (first && tx < min(s, hi)) store_row_heads<EA>(tile, dst, a_out, na);
    __syncthreads();
  });
}

void run(unsigned A, unsigned B, void* in, void* out) {
  std::vector<unsigned char> want;
  const float copy = print_reference({(int)A, (int)B}, {1, 0}, 8, in, out, want);
  if (copy < 0) return;
  for (unsigned b_first : {0u, 1u}) {
    cutt_tiled_params lib = tiled_2d_params(A, B, CUTT_TILE);
    lib.b_first = b_first, lib.l2_keep_input = 1;
    const char* name = b_first ? "lib-b" : "lib-a";
    for (unsigned blocks : {0u, 6u, 4u}) time_at_blocks(cutt_tiled_e8_i32, name, lib, blocks, in, out, copy, want);
    cutt_tiled_params wide = tiled_2d_params(A, B, 32, 64);
    wide.b_first = b_first, wide.l2_keep_input = 1;
    name = b_first ? "wide-b" : "wide-a";
    for (unsigned blocks : {0u, 5u, 4u, 3u}) time_at_blocks(wide_e8<5>, name, wide, blocks, in, out, copy, want);
    cutt_tiled_params wider = tiled_2d_params(A, B, 32, 128);
    wider.b_first = b_first, wider.l2_keep_input = 1;
    name = b_first ? "wide128-b" : "wide128-a";
    for (unsigned blocks : {0u, 4u, 3u, 2u})
      time_at_blocks(wide_e8<4, 128>, name, wider, blocks, in, out, copy, want);
  }
  printf("\n");
  fflush(stdout);
}

// Sweep (thirty-second session, `wide_b sweep`): along a first in the
// library's 32 x 64 tiles held to 4 blocks, with the L2 prefetch hint
// (what the planner would run if it took short-a 2D cases along a first),
// against its plan along b first (libcutt, and lib-b+pf: the 32 x 32
// kernel with the hint). Run zzf saw [3020, 45294] and [3020, 45300] fall
// to 0.78 along a first where [3020, 42000] and [3020, 55000] measured
// 0.92: which output row strides collapse? B swept at A = 3020 in steps
// of 50 around 45300 and of 2000 from 40000 to 60000; A swept at B =
// 45300. With SWEEP_POLICY set, six of them again without evict_last, at
// 5 blocks, and in the 32 x 32 kernel along a first.
// Measured (one H200, bench/results/2026-11-23zzq-*, -zzr-*): wide-a+pf
// 0.921-0.960 on 34 of 36 B values, where libcutt's plan along b first
// measures 0.913-0.941; 0.786 at B = 45300 and 0.889 at 50000 (45250 and
// 45350: 0.928 / 0.921); at B = 45300 0.785-0.788 for every A from 2980 to
// 3100. The collapse stays without evict_last (0.762-0.765 at B = 45294
// and 45300), at 5 blocks, and in 32 x 32 tiles (0.752-0.755): it belongs
// to the output row stride (362,352-362,400 and 400,000 bytes) along a
// first, whatever the tile or the L2 policy.
void sweep_case(unsigned A, unsigned B, void* in, void* out) {
  std::vector<unsigned char> want;
  const float copy = print_reference({(int)A, (int)B}, {1, 0}, 8, in, out, want);
  if (copy < 0) return;
  cutt_tiled_params b = tiled_2d_params(A, B, CUTT_TILE);
  b.l2_keep_input = 1, b.l2_prefetch = 1;
  time_at_blocks(cutt_tiled_e8_i32, "lib-b+pf", b, 0, in, out, copy, want);
  cutt_tiled_params a = tiled_2d_params(A, B, CUTT_TILE, 2 * CUTT_TILE);
  a.b_first = 0, a.l2_keep_input = 1, a.l2_prefetch = 1;
  time_at_blocks(cutt_tiled_wide_b_e8_i32, "wide-a+pf", a, 4, in, out, copy, want);
  a.l2_prefetch = 0;
  time_at_blocks(cutt_tiled_wide_b_e8_i32, "wide-a", a, 4, in, out, copy, want);
  if (getenv("SWEEP_POLICY")) {
    // Without evict_last; then at 6 blocks; then the 32 x 32 kernel.
    a.l2_keep_input = 0;
    time_at_blocks(cutt_tiled_wide_b_e8_i32, "wide-a-nokeep", a, 4, in, out, copy, want);
    a.l2_keep_input = 1;
    time_at_blocks(cutt_tiled_wide_b_e8_i32, "wide-a", a, 6, in, out, copy, want);
    cutt_tiled_params s = tiled_2d_params(A, B, CUTT_TILE);
    s.b_first = 0, s.l2_keep_input = 0;
    time_at_blocks(cutt_tiled_e8_i32, "lib-a-nokeep", s, 6, in, out, copy, want);
  }
  printf("\n");
  fflush(stdout);
}

int main(int argc, char** argv) {
  if (argc > 1 && std::string(argv[1]) == "sweep") {
    void *in, *out;
    alloc_filled(1400ull << 20, &in, &out);
    if (getenv("SWEEP_POLICY")) {
      for (unsigned b : {45250u, 45294u, 45300u, 49950u, 50000u, 52000u}) sweep_case(3020, b, in, out);
      return 0;
    }
    for (unsigned b = 44800; b <= 46000; b += 50) sweep_case(3020, b, in, out);
    for (unsigned b = 40000; b <= 60000; b += 2000) sweep_case(3020, b, in, out);
    for (unsigned a : {2980u, 3000u, 3010u, 3030u, 3040u, 3060u, 3100u}) sweep_case(a, 45300, in, out);
    return 0;
  }
  // set1_r15's short-a 2D cases of run zu (canonical extents), then
  // controls: square and long-a.
  const unsigned cases[][2] = {{4197, 62958}, {3854, 57817}, {3927, 58910}, {3843, 57642},
                               {4038, 60574}, {3762, 56424}, {3020, 45294}, {3159, 47387},
                               {3748, 56227}, {2234, 85973}, {12702, 12744}, {62557, 4170}};
  void *in, *out;
  alloc_filled(2200ull << 20, &in, &out);
  for (const auto& c : cases) run(c[0], c[1], in, out);
  return 0;
}
