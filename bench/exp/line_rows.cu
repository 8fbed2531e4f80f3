// Experiment: 8-byte Tiled tiles that own the output lines (or 256-byte
// blocks) that start in them, instead of the sectors.
//
// bench/exp/packed_structure.cu measured warps that store 256 bytes off
// 128-byte lines at 0.025-0.047 of memcpy below warps that store the same
// bytes on 256-byte blocks (packed tiles contiguous on both sides: 0.882 ->
// 0.906, 0.871 -> 0.909, 0.859 -> 0.906). The library's 8-byte Tiled owns
// output sectors: a warp's 32 elements of an output row start on a sector,
// so off lines they touch three lines. set1's Tiled cases with output rows
// off lines measure 0.85-0.92 where rows on lines reach 0.95-0.98
// (bench/NOTES.md, nineteenth session).
// Prediction: tiles that own lines (shift s < 16 per output row, a halo of
// up to 15 input rows) or 256-byte blocks (s < 32, up to 31 rows) gain
// >= 0.02 on 2D and 3D cases whose output rows are off lines, and lose at
// most 0.01 where rows are on 256 bytes.
// Kernel: the library's tiled_sectors (cuda/tiled.cu: load_side, the
// prefetch hint) with the ownership unit G elements (4: sectors, as the
// library; 16: lines; 32: 256 bytes), each output row its own shift (rows 8
// apart no longer share it). Every output checked against libcutt's.
// Measured on one H200 (bench/results/2026-11-22v-h200-line-rows.log): the
// prediction failed. Lines against sectors, b-first without the hint:
// -0.009 to -0.001 on 2D cases off lines ([3748, 56227] 0.882 -> 0.880,
// [6981, 34906] 0.900 -> 0.894, [8193]^2 0.929 -> 0.920), -0.008 to -0.002
// on 3D and 4D cases; 256-byte blocks (59 registers, four blocks per SM)
// 0.08-0.15 below. Tiled needs its warps to store whole sectors, not
// lines. Whether packed_structure.cu's gain from warps on 256-byte blocks
// needs more than whole sectors was not measured.
// Build: bench/exp/run.sh line_rows
#include "exp_common.cuh"
#include "../../cuda/tiled.cu"

template <u32 G, bool PREFETCH>
__global__ void __launch_bounds__(256) owning(const __grid_constant__ cutt_tiled_params p,
                                              const uint2* __restrict__ in, uint2* __restrict__ out) {
  constexpr u32 EDGE = CUTT_TILE;
  constexpr u32 ROWS = (EDGE + G - 1 + CUTT_TILE_ROWS - 1) / CUTT_TILE_ROWS * CUTT_TILE_ROWS;
  constexpr u32 PASSES = EDGE / CUTT_TILE_ROWS;
  __shared__ uint2 tile[ROWS][EDGE + 1];
  const u32 a_out = (u32)p.a_out_stride;
  const u32 tx = threadIdx.x, ty = threadIdx.y;
  const bool whole_rows = p.b_extent <= EDGE;
  for_each_tile<EDGE, u32>(p, [&](u32 in_base, u32 out_base, u32 na, u32 nb, u32 b_left) {
    uint2* dst = out + out_base;
    const u32 rows = whole_rows ? nb : min(b_left, EDGE + G - 1);
    load_side<ROWS, EDGE, PREFETCH>(tile, in + in_base, (u32)p.b_in_stride, rows, na,
                                    input_policy<true>(p.l2_keep_input));
    __syncthreads();
    const bool first = b_left == (u32)p.b_extent;
    uint2 v[PASSES], head[PASSES];
    u32 pos[PASSES], lo[PASSES], hi[PASSES];
#pragma unroll
    for (u32 j = 0; j < PASSES; ++j) {
      const u32 a = ty + j * CUTT_TILE_ROWS;
      const u32 s = whole_rows ? 0 : (G - (u32)((size_t)(dst + a * a_out) / sizeof(uint2)) % G) % G;
      lo[j] = first ? 0 : s;
      hi[j] = max(lo[j], min(s + EDGE, b_left));
      pos[j] = s + tx;
      v[j] = tile[pos[j]][a];
      head[j] = tile[tx][a];
      if (a >= na) hi[j] = lo[j];
    }
#pragma unroll
    for (u32 j = 0; j < PASSES; ++j) {
      uint2* row = dst + (ty + j * CUTT_TILE_ROWS) * a_out;
      if (pos[j] - lo[j] < hi[j] - lo[j]) row[pos[j]] = v[j];
      if (first && tx < min(pos[j] - tx, hi[j])) row[tx] = head[j];
    }
    __syncthreads();
  });
}

void run(std::vector<int> dims, std::vector<int> perm, void* in, void* out) {
  std::vector<unsigned char> want;
  const float copy = print_reference(dims, perm, 8, in, out, want);
  if (copy < 0) return;
  cutt_tiled_params p = tiled_params(dims, perm, CUTT_TILE);
  for (unsigned b_first : {1u, 0u}) {
    p.b_first = b_first;
    printf("\n   %s:", b_first ? "b-first" : "a-first");
    time_at_blocks(owning<4, false>, "sector", p, 0, in, out, copy, want);
    time_at_blocks(owning<4, true>, "sector+256B", p, 0, in, out, copy, want);
    time_at_blocks(owning<16, false>, "line", p, 0, in, out, copy, want);
    time_at_blocks(owning<16, true>, "line+256B", p, 0, in, out, copy, want);
    time_at_blocks(owning<32, false>, "block", p, 0, in, out, copy, want);
    time_at_blocks(owning<32, true>, "block+256B", p, 0, in, out, copy, want);
  }
  printf("\n");
  fflush(stdout);
}

int main() {
  void *in, *out;
  alloc_filled(2200ull << 20, &in, &out);
  for (int n : {8192, 8193, 8208, 15860}) run({n, n}, {1, 0}, in, out);
  for (auto ab : {std::vector<int>{3748, 56227}, {6981, 34906}, {3927, 58910}, {3936, 58912}, {5742, 28712},
                  {59256, 3950}})
    run(ab, {1, 0}, in, out);
  run({522, 1167, 233}, {2, 1, 0}, in, out);
  run({565, 146, 2190}, {2, 1, 0}, in, out);
  run({1322, 264, 591}, {2, 1, 0}, in, out);
  run({274, 55, 94, 160}, {1, 3, 2, 0}, in, out);
  run({55, 95, 162, 277}, {2, 1, 3, 0}, in, out);
  run({595, 2305, 154}, {1, 2, 0}, in, out);
  run({615, 615, 615}, {2, 1, 0}, in, out);
  CHECK(cudaFree(in));
  CHECK(cudaFree(out));
  return 0;
}
