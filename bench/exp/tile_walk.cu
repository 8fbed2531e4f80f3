// Experiment: the order Tiled numbers its tiles in, where a dimension
// outside the tile lies between the tile's two in the output. [A, M, B]
// perm [2, 1, 0] of 8-byte elements, 32x32 tiles over a and b, M enumerated
// by the tile number. The library numbers tiles b, a, then m ("bam"): the
// tiles in flight (about 8 MB) write 32 output rows per a, each whole
// along b, so about 384 places at once for A = 384. Prediction, from
// bench/exp/row_order.cu (rows read apart cost less than rows written
// apart): numbering them b, m, a ("bma", the output's order) writes 32
// places at once, each whole along b and m, and reads 256-byte pieces
// apart, and moves closer to the 2D transposes' 0.95-0.99 of memcpy. "amb"
// (the input's order) is the reverse. The kernel is the same for all
// three; every output is checked against libcutt's byte for byte (both
// poisoned first).
// Build: bench/exp/run.sh tile_walk
#include "exp_common.cuh"

struct Walk {
  unsigned A, M, B, tiles_a, tiles_b;
  cutt_divisor ta_div, tb_div, m_div;
  unsigned order;  // 0: b a m, 1: b m a, 2: a m b
};

__global__ void __launch_bounds__(256) tiled(const __grid_constant__ Walk w, const uint2* __restrict__ in,
                                             uint2* __restrict__ out, unsigned num_tiles) {
  __shared__ uint2 tile[32][33];
  const unsigned tx = threadIdx.x, ty = threadIdx.y;
  for (unsigned t = blockIdx.x; t < num_tiles; t += gridDim.x) {
    unsigned n = t, a, b, m;
    if (w.order == 0) {
      b = cutt_digit(n, w.tiles_b, w.tb_div);
      a = cutt_digit(n, w.tiles_a, w.ta_div);
      m = n;
    } else if (w.order == 1) {
      b = cutt_digit(n, w.tiles_b, w.tb_div);
      m = cutt_digit(n, w.M, w.m_div);
      a = n;
    } else {
      a = cutt_digit(n, w.tiles_a, w.ta_div);
      m = cutt_digit(n, w.M, w.m_div);
      b = n;
    }
    const unsigned a0 = a * 32, b0 = b * 32;
    const size_t in_base = a0 + (size_t)w.A * (m + (size_t)w.M * b0);
    const size_t out_base = b0 + (size_t)w.B * (m + (size_t)w.M * a0);
    const size_t in_row = (size_t)w.A * w.M, out_row = (size_t)w.B * w.M;
    uint2 v[4];
#pragma unroll
    for (unsigned j = 0; j < 4; ++j) {
      const unsigned r = ty + 8 * j;
      if (a0 + tx < w.A && b0 + r < w.B) v[j] = in[in_base + tx + r * in_row];
    }
#pragma unroll
    for (unsigned j = 0; j < 4; ++j) tile[ty + 8 * j][tx] = v[j];
    __syncthreads();
#pragma unroll
    for (unsigned j = 0; j < 4; ++j) {
      const unsigned r = ty + 8 * j;
      if (b0 + tx < w.B && a0 + r < w.A) out[out_base + tx + r * out_row] = tile[tx][r];
    }
    __syncthreads();
  }
}

void run(unsigned A, unsigned M, unsigned B, void* in, void* out) {
  std::vector<unsigned char> want;
  const float copy = print_reference({(int)A, (int)M, (int)B}, {2, 1, 0}, 8, in, out, want);
  if (copy < 0) return;
  const char* names[] = {"bam", "bma", "amb"};
  for (unsigned order = 0; order < 3; ++order) {
    Walk w{A, M, B, (A + 31) / 32, (B + 31) / 32};
    w.ta_div = divisor(w.tiles_a), w.tb_div = divisor(w.tiles_b), w.m_div = divisor(M);
    w.order = order;
    const unsigned tiles = w.tiles_a * w.tiles_b * M;
    auto launch = [&] { tiled<<<tiles, dim3(32, 8)>>>(w, (const uint2*)in, (uint2*)out, tiles); };
    bool ok;
    const float ms = checked_time_ms(launch, out, want, ok);
    printf(" %s=%.3f%s", names[order], copy / ms, ok ? "" : "(WRONG)");
  }
  printf("\n");
}

int main() {
  void *in, *out;
  alloc_filled(3ull << 30, &in, &out);
  const unsigned cases[][3] = {
      {384, 355, 384}, {2320, 59, 384}, {384, 59, 2320}, {1000, 100, 1000}, {445, 300, 445},
      {96, 12 * 75, 608}, {352, 4 * 28 * 28, 48}, {112, 5 * 15 * 15 * 15, 32}, {46, 46 * 46 * 46, 46},
      {4096, 8, 4096}, {64, 12000, 64},
  };
  for (const auto& c : cases) run(c[0], c[1], c[2], in, out);
  return 0;
}
