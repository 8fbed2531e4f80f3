// Experiment: what do input rows off 32-byte sectors cost a 1-byte 2D
// transpose? Run zzzz109 (cutt-bench and ncu, bench/profile/byte-rows.txt):
// [50000, 46080] (rows 50000 bytes apart: every odd row starts 16 bytes
// into a sector) ran 0.863 of memcpy where [50048, 46080] ran 0.933, with
// DRAM reads of 1.058 against 1.018 bytes per byte and L2 read sectors
// 1.376 against 1.246; output rows on sectors in both. The big set's
// [50000, 46000] (0.876) is the one case under its bar.
//
// odd_rows: a tile of 128 x 128 bytes (the library's 1-byte word tiles,
// without the output halo: output rows start on sectors where it runs)
// reads 128-byte pieces of its rows; an odd row's piece touches 5 sectors,
// the neighbouring tiles along a sharing the ends. SHIFT reads each row's
// piece up to 28 bytes later, from the next sector boundary (4 sectors;
// the output is then wrong by design and reported so): an upper bound on
// what aligned reads could gain. Prediction: SHIFT reaches >= 0.92 on
// [50000, 46080] and [25000, 23008], and moves [50048, 46080] by nothing.
// Measured (zzzz111, one H200, two rounds; every unshifted output right):
// with the prefetch hint [50000, 46080] 0.893-0.895, +SHIFT 0.903-0.905
// (libcutt 0.855-0.858); [25000, 23008] 0.903-0.904, +SHIFT 0.929-0.931
// (libcutt 0.905-0.908); [50048, 46080] 0.932-0.933, +SHIFT 0.942
// (libcutt 0.927). Wrong: the misaligned reads cost 0.01-0.03, not the
// 0.07; and this plain kernel beats the library's cutt_tiled_aligned_e1_i64
// (40 registers, 36 bytes of spills) by 0.04 on [50000, 46080].
//
// lean_sectors: tiled_aligned_sectors (the kernel of [50000, 46000]) in
// the same lean form, I the type of the row offsets, HALO the halo rows
// read past the tile (the library: 28; output rows 16 bytes off sectors
// need 16), TY rows of threads (tiles of 16 TY rows). zzzz112 timed the
// library's entry points beside odd_rows with exp_common's
// tiled_2d_params, which lack the slow side's grid dimension: their
// outputs were wrong and those columns are void. zzzz113 (TY 8, HALO 28):
// [50000, 46000] 0.860-0.862 at 32- and 64-bit offsets alike (libcutt
// 0.861; without the prefetch hint 0.826-0.827); [50048, 46000] 0.938 at
// 32 bits, 0.894 at 64 (libcutt 0.920). zzzz114 (this file): [50000, 46000]
// t8h28 0.863-0.864 (libcutt 0.864-0.865), t8h16 0.874-0.876, t16h28
// 0.877-0.878, t16h16 0.884-0.886; [50048, 46000] 0.939-0.946 in every
// form; [25000, 23000] t16h28 0.885-0.891 against t8h28 0.871-0.878 (its
// rows need 24 halo rows: h16 WRONG, as expected). Taller tiles and the
// halo cut add up to +0.02, short of the bar (0.90); the library took the
// halo cut (cuda/tiled.cu `most_shift`, runs zzzz115-zzzz116).
// Build: bench/exp/run.sh odd_rows
#include "exp_common.cuh"
#include "../../cuda/tiled.cu"

constexpr u32 EDGE = 128, WORDS = EDGE / 4;

template <bool SHIFT, bool PF>
__global__ void __launch_bounds__(256) odd_rows(const unsigned char* __restrict__ in,
                                                unsigned char* __restrict__ out, u32 A, u32 B,
                                                u32 tiles_b) {
  __shared__ u32 tile[EDGE * WORDS];
  const u32 tx = threadIdx.x, ty = threadIdx.y;
  const u32 bt = blockIdx.x % tiles_b, at = blockIdx.x / tiles_b;
  const u32 a0 = at * EDGE, b0 = bt * EDGE;
  const bool lane_in = a0 + 4 * tx < A;
  const bool may_shift = SHIFT && a0 + EDGE + 32 <= A;
  u32 v[WORDS / 8][4];
#pragma unroll
  for (u32 j = 0; j < WORDS / 8; ++j)
#pragma unroll
    for (u32 r = 0; r < 4; ++r) {
      const u32 b = b0 + 4 * (ty + 8 * j) + r;
      const u32 shift = may_shift ? (32 - (u32)((size_t)b * A % 32)) % 32 : 0;
      const u32* at_ = (const u32*)(in + (size_t)b * A + a0 + shift) + tx;
      v[j][r] = lane_in && b < B ? (PF ? load_input<false, true>(at_, 0) : __ldg(at_)) : 0u;
    }
#pragma unroll
  for (u32 j = 0; j < WORDS / 8; ++j) {
    u32 o[4];
    transpose_block<1>(v[j], o);
#pragma unroll
    for (u32 k = 0; k < 4; ++k) tile[(4 * tx + k) * WORDS + ((ty + 8 * j) ^ tx)] = o[k];
  }
  __syncthreads();
#pragma unroll
  for (u32 m = 0; m < EDGE / 8; ++m) {
    const u32 a = ty + 8 * m;
    const u32 word = tile[a * WORDS + (tx ^ (a / 4))];
    if (a0 + a < A && b0 + 4 * tx < B) *((u32*)(out + (size_t)(a0 + a) * B + b0) + tx) = word;
  }
}

template <bool SHIFT, bool PF>
void time_variant(const char* name, u32 A, u32 B, void* in, void* out, float copy,
                  const std::vector<unsigned char>& want) {
  const u32 tiles_a = (A + EDGE - 1) / EDGE, tiles_b = (B + EDGE - 1) / EDGE;
  auto launch = [&] {
    odd_rows<SHIFT, PF><<<tiles_a * tiles_b, dim3(32, 8)>>>((const unsigned char*)in,
                                                             (unsigned char*)out, A, B, tiles_b);
  };
  cudaFuncAttributes attr;
  CHECK(cudaFuncGetAttributes(&attr, odd_rows<SHIFT, PF>));
  int fit = 0;
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&fit, odd_rows<SHIFT, PF>, 256, 0));
  bool ok;
  const float ms = checked_time_ms(launch, out, want, ok);
  printf(" %s/%d(%dr)=%.3f%s", name, fit, attr.numRegs, copy / ms,
         ok ? "" : SHIFT ? "(shifted: wrong by design)" : "(WRONG)");
}

// tiled_aligned_sectors of cuda/tiled.cu (1-byte elements, the kernel of
// the big set's [50000, 46000]) in the lean form of odd_rows: one tile per
// block, the tile's origin from blockIdx, offsets of rows as products of
// I (u32: widened to 64 bits per row; cutt_u64: 64-bit throughout, as the
// library's i64 kernels). The tile owns the output sectors that start in
// it: output row words [w, w + WORDS_B), w < 8 bringing the row to a
// sector, and [0, w) in the first tile along b, reading up to HALO rows
// past the tile (the library: 28, what w < 8 words can take; rows 16 bytes
// off sectors need 16). Blocks of 32 x TY threads, tiles of 128 bytes
// along a by EDGE_B = 16 TY rows along b.
template <typename I, u32 TY, u32 HALO>
__global__ void __launch_bounds__(32 * TY) lean_sectors(const unsigned char* __restrict__ in,
                                                        unsigned char* __restrict__ out, I A, I B,
                                                        u32 tiles_b) {
  constexpr u32 SECTOR_WORDS = 8, GROUPS = 4, EDGE_B = 4 * TY * GROUPS, WORDS_B = EDGE_B / 4;
  static_assert(HALO <= 4 * TY, "one group of halo rows");
  __shared__ u32 tile[EDGE][WORDS_B];
  __shared__ u32 halo[SECTOR_WORDS][EDGE + 1];
  const u32 tx = threadIdx.x, ty = threadIdx.y;
  const u32 bt = blockIdx.x % tiles_b, at = blockIdx.x / tiles_b;
  const u32 a0 = at * EDGE, b0 = bt * EDGE_B;
  const u32 na = min((u32)A - a0, EDGE), b_left = (u32)B - b0, nb = min(b_left, EDGE_B);
  const I in_row = A / 4, out_row = B / 4;
  const bool shifted = B > EDGE_B && B % 32 != 0;
  const u32 rows = shifted ? min(b_left, EDGE_B + HALO) : nb;
  const u32* src = (const u32*)in + (I)b0 * in_row + a0 / 4 + tx;
  const bool lane_in = 4 * tx < na;
  u32 v[GROUPS + 1][4];
#pragma unroll
  for (u32 j = 0; j <= GROUPS; ++j)
#pragma unroll
    for (u32 r = 0; r < 4; ++r) {
      const u32 b = 4 * (ty + TY * j) + r;
      const u32* at_ = src + (I)b * in_row;
      v[j][r] = lane_in && b < rows ? load_input<false, true>(at_, 0) : 0u;
    }
#pragma unroll
  for (u32 j = 0; j <= GROUPS; ++j) {
    u32 o[4];
    transpose_block<1>(v[j], o);
#pragma unroll
    for (u32 k = 0; k < 4; ++k) {
      if (j < GROUPS)
        tile[tx * 4 + k][(ty + j * TY) ^ tx] = o[k];
      else if (ty < SECTOR_WORDS)
        halo[ty][k * 32 + tx] = o[k];
    }
  }
  __syncthreads();
  u32* dst = (u32*)out + (I)a0 * out_row + b0 / 4 + (I)ty * out_row;
  const u32 w = shifted ? (SECTOR_WORDS - (u32)((size_t)dst / 4) % SECTOR_WORDS) % SECTOR_WORDS : 0;
  const u32 row_words = b_left / 4;
#pragma unroll
  for (u32 m = 0; m < EDGE / TY; ++m) {
    const u32 a = ty + m * TY;
#pragma unroll
    for (u32 s = 0; s < WORDS_B / 32; ++s) {
      const u32 g = w + tx + 32 * s;
      const u32 word =
          g < WORDS_B ? tile[a][g ^ (a / 4)] : halo[g - WORDS_B][(a % 4) * 32 + a / 4];
      if (a < na && g < row_words) dst[(I)(m * TY) * out_row + g] = word;
    }
  }
  if (b0 == 0 && tx < w) {
#pragma unroll
    for (u32 m = 0; m < EDGE / TY; ++m) {
      const u32 a = ty + m * TY;
      if (a < na) dst[(I)(m * TY) * out_row + tx] = tile[a][tx ^ (a / 4)];
    }
  }
}

template <typename I, u32 TY, u32 HALO>
void time_lean(const char* name, u32 A, u32 B, void* in, void* out, float copy,
               const std::vector<unsigned char>& want) {
  const u32 edge_b = 16 * TY;
  const u32 tiles_a = (A + EDGE - 1) / EDGE, tiles_b = (B + edge_b - 1) / edge_b;
  auto launch = [&] {
    lean_sectors<I, TY, HALO><<<tiles_a * tiles_b, dim3(32, TY)>>>(
        (const unsigned char*)in, (unsigned char*)out, (I)A, (I)B, tiles_b);
  };
  cudaFuncAttributes attr;
  CHECK(cudaFuncGetAttributes(&attr, lean_sectors<I, TY, HALO>));
  int fit = 0;
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&fit, lean_sectors<I, TY, HALO>, 32 * TY, 0));
  bool ok;
  const float ms = checked_time_ms(launch, out, want, ok);
  printf(" %s/%d(%dr)=%.3f%s", name, fit, attr.numRegs, copy / ms, ok ? "" : "(WRONG)");
}

int main() {
  const u32 cases[][2] = {{50000, 46000}, {50048, 46000}, {25000, 23000}, {50000, 46080}};
  size_t most = 0;
  for (auto& c : cases) most = std::max(most, (size_t)c[0] * c[1]);
  void *in, *out;
  CHECK(cudaMalloc(&in, most));
  CHECK(cudaMalloc(&out, most));
  fill<<<4096, 256>>>((unsigned*)in, most / 4);
  for (int round = 0; round < 2; ++round)
    for (auto& c : cases) {
      const u32 A = c[0], B = c[1];
      std::vector<unsigned char> want;
      const float copy = print_reference({(int)A, (int)B}, {1, 0}, 1, in, out, want);
      if (copy < 0) continue;
      if (B % 32 == 0) time_variant<false, true>("prefetch", A, B, in, out, copy, want);
      time_lean<u32, 8, 28>("t8h28", A, B, in, out, copy, want);
      time_lean<u32, 8, 16>("t8h16", A, B, in, out, copy, want);
      time_lean<u32, 16, 28>("t16h28", A, B, in, out, copy, want);
      time_lean<u32, 16, 16>("t16h16", A, B, in, out, copy, want);
      printf("\n");
    }
  return 0;
}
