// Experiment: the word kernel's tile width for 1- and 2-byte elements.
// libcutt's Tiled moves them as 32-bit words in tiles of 128 bytes each way
// and measures 0.77 / 0.81 of memcpy on aligned 2D transposes (1- / 2-byte);
// notes/performance.md measured 0.92 / 0.91 with 256-byte rows. Prediction:
// the same kernel with 256-byte tiles (64 words per row, 64 x BY threads,
// 64 or 32 KiB of shared memory) reaches >= 0.88 on aligned 2D cases; a
// variant that stores 16 bytes per thread adds a little more. Only aligned
// shapes (extents multiples of the tile edge): the ceiling, not the edges.
// Every output is checked against libcutt's byte for byte (both poisoned
// first).
// Build: bench/exp/run.sh word_tile
#include "exp_common.cuh"
#include "../../cuda/tiled.cu"

// [A, B] perm [1, 0] of E-byte elements, A and B multiples of EDGE = TB / E.
// Threads (tx < WORDS, ty < BY); tile numbered along b first. Thread (tx, ty)
// reads word tx of input rows (ty + BY j) K + r and stores the transposed
// words at column (ty + BY j) ^ (row / K) of rows tx K + k. VEC: the store
// side reads 4 logical words of a row and writes them as one 16-byte store.
template <int E, int TB, int BY, bool VEC>
__global__ void __launch_bounds__(TB / 4 * BY) word_tile(const unsigned char* __restrict__ in,
                                                         unsigned char* __restrict__ out, u32 A, u32 B) {
  constexpr u32 K = 4 / E, EDGE = TB / E, WORDS = TB / 4, GROUPS = EDGE / (BY * K);
  extern __shared__ u32 tile[];
  const u32 tx = threadIdx.x, ty = threadIdx.y;
  const u32 tiles_b = B / EDGE;
  const size_t a0 = (size_t)(blockIdx.x / tiles_b) * EDGE, b0 = (size_t)(blockIdx.x % tiles_b) * EDGE;
  const size_t in_row = (size_t)A * E, out_row = (size_t)B * E;
  const unsigned char* src = in + a0 * E + b0 * in_row + 4 * tx + ty * K * in_row;
  u32 v[GROUPS][K];
#pragma unroll
  for (u32 j = 0; j < GROUPS; ++j)
#pragma unroll
    for (u32 r = 0; r < K; ++r) v[j][r] = __ldg((const u32*)(src + (j * BY * K + r) * in_row));
#pragma unroll
  for (u32 j = 0; j < GROUPS; ++j) {
    u32 o[K];
    transpose_block<E>(v[j], o);
#pragma unroll
    for (u32 k = 0; k < K; ++k) tile[(tx * K + k) * WORDS + ((ty + j * BY) ^ tx)] = o[k];
  }
  __syncthreads();
  unsigned char* dst = out + b0 * E + a0 * out_row;
  if constexpr (!VEC) {
#pragma unroll
    for (u32 m = 0; m < EDGE / BY; ++m) {
      const u32 a = ty + m * BY;
      *(u32*)(dst + a * out_row + 4 * tx) = tile[a * WORDS + (tx ^ (a / K))];
    }
  } else {
    // Thread t of the block: row t / (WORDS / 4) + rows m, words 4 (t % (WORDS / 4)) + i.
    constexpr u32 PER_ROW = WORDS / 4, ROWS = WORDS * BY / PER_ROW;
    const u32 t = ty * WORDS + tx, q = t % PER_ROW;
#pragma unroll
    for (u32 m = 0; m < EDGE / ROWS; ++m) {
      const u32 a = t / PER_ROW + m * ROWS;
      uint4 w;
      w.x = tile[a * WORDS + ((4 * q + 0) ^ (a / K))];
      w.y = tile[a * WORDS + ((4 * q + 1) ^ (a / K))];
      w.z = tile[a * WORDS + ((4 * q + 2) ^ (a / K))];
      w.w = tile[a * WORDS + ((4 * q + 3) ^ (a / K))];
      *(uint4*)(dst + a * out_row + 16 * q) = w;
    }
  }
}

template <int E, int TB, int BY, bool VEC>
void variant(u32 A, u32 B, void* in, void* out, float copy, const std::vector<unsigned char>& want) {
  constexpr u32 EDGE = TB / E, WORDS = TB / 4;
  const size_t smem = (size_t)EDGE * WORDS * 4;
  auto kernel = word_tile<E, TB, BY, VEC>;
  CHECK(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)smem));
  int blocks = 0;
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, kernel, WORDS * BY, smem));
  cudaFuncAttributes attr;
  CHECK(cudaFuncGetAttributes(&attr, kernel));
  const u32 tiles = (A / EDGE) * (B / EDGE);
  auto launch = [&] {
    kernel<<<tiles, dim3(WORDS, BY), smem>>>((const unsigned char*)in, (unsigned char*)out, A, B);
  };
  bool ok;
  const float ms = checked_time_ms(launch, out, want, ok);
  printf(" tb%d/by%d%s=%.3f(%dr,%db)%s", TB, BY, VEC ? "v" : "", copy / ms, attr.numRegs, blocks,
         ok ? "" : "(WRONG)");
}

template <int E>
void run(u32 A, u32 B, void* in, void* out) {
  std::vector<unsigned char> want;
  const float copy = print_reference({(int)A, (int)B}, {1, 0}, E, in, out, want);
  if (copy < 0) return;
  variant<E, 128, 8, false>(A, B, in, out, copy, want);
  variant<E, 256, 4, false>(A, B, in, out, copy, want);
  variant<E, 256, 8, false>(A, B, in, out, copy, want);
  variant<E, 256, 16, false>(A, B, in, out, copy, want);
  variant<E, 256, 8, true>(A, B, in, out, copy, want);
  variant<E, 256, 16, true>(A, B, in, out, copy, want);
  printf("\n");
}

int main() {
  void *in, *out;
  alloc_filled(1ull << 30, &in, &out);
  run<1>(23040, 23040, in, out);
  run<1>(8192, 65536, in, out);
  run<1>(65536, 8192, in, out);
  run<2>(16384, 16384, in, out);
  run<2>(4096, 65536, in, out);
  run<2>(65536, 4096, in, out);
  return 0;
}
