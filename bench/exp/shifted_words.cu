// Experiment: Tiled of 1- and 2-byte elements on rows anywhere with whole
// words through shared memory. libcutt's tiled_bytes (rows anywhere) reads
// each input row as aligned words and stores their elements to shared
// memory one by one; ncu put it at twice the instructions per byte of
// tiled_aligned (rows on words) and 18M shared-memory bank conflicts on
// 1-byte [23170]^2 (bench/NOTES.md, twenty-fourth session), at 0.84 of
// memcpy there against 0.92 for tiled_aligned on [23168]^2.
//
// Here (shifted): each lane loads aligned word x of an input row, takes
// word x + 1 from the next lane (shfl) and funnel-shifts the pair into the
// row's index-aligned word x (elements 4 x / E.. of the tile along a): 31
// whole words a row, tiles of 124 bytes along a as tiled_bytes. K rows'
// words are transposed in registers (transpose_block, as tiled_aligned)
// into index-aligned words along b, one 32-bit shared store each. Output
// row a's words are address-aligned again from two neighbouring shared
// words with a funnel shift, and the tile owns the output sectors that
// start in it (reading the halo rows past it, as tiled_bytes), the first
// tile along b also the words before them.
//
// Prediction: the 2D elem1 / elem2 cases (tiled_bytes 0.84-0.90) within
// 0.02 of the library on rows on words ([23172]^2, 1-byte: rows on words
// off sectors), >= 0.87; the 3D cases +0.03.
//
// Measured (one H200, bench/results/2026-11-23zzv-h200-shifted-words-*,
// every output matching libcutt's byte for byte), b-first; "3D" below
// counts [660969, 813], the 2D form of [813]^3 perm [2, 0, 1]:
// - shared rows of 64 words, one 4-byte store a lane (shifted4): 1-byte
//   2D 0.58-0.60, 3D 0.46-0.49; 2-byte 2D 0.62-0.66, 3D and 4D 0.33-0.53;
//   tiled_bytes beside it 0.80-0.84 / 0.74-0.79 and 0.72-0.90 /
//   0.54-0.77. ncu (`shifted_words profile`): 0.64 instructions a byte of
//   the tensor, against tiled_bytes' 0.32;
// - 16-byte stores (lane 8 q + l, 16 bytes of row q + 4 ty + 32 n, as
//   tiled_bytes; shifted16): 1-byte 2D 0.65-0.68, 3D 0.58-0.64; 2-byte at
//   8 blocks 2D 0.71-0.86, 3D and 4D 0.46-0.73. ncu on 1-byte [23170]^2:
//   0.41 instructions a byte, but 26.7% of warps stalled on the MIO queue
//   and 56% issue;
// - `carveout`: tiled_bytes itself fell from 0.833 to 0.637 of memcpy
//   ([23170]^2) and 0.897 to 0.658 (2-byte [36636, 7327]) with the driver
//   told to carve out all the shared memory it can: the L1 left beside six
//   blocks of 33 KiB held shifted16's loads, not its instructions;
// - the tile and halo arrays below (20 KiB a block for 1-byte elements):
//   1-byte 2D 0.80-0.81 (tiled_bytes 0.82-0.85), 3D 0.69-0.74 (0.74-0.79);
//   2-byte at 8 blocks 2D 0.72-0.84 (0.73-0.91), 3D and 4D 0.44-0.72
//   (0.54-0.78);
// - `l1`: loads through ld.global.cg measured as __ldg at the driver's
//   carveout (0.798 / 0.717 / 0.841 on [23170]^2, [813]^3 perm [1, 0, 2],
//   2-byte [36636, 7327]) and lost less with all shared memory carved out
//   (0.664 against 0.644 on [23170]^2); .L1::no_allocate and ld.global.cs
//   lost 0.01-0.15 at the driver's carveout.
// Wrong: the shuffles, funnel shifts and the halo's selects cost more than
// the byte stores they replace. Not taken into the library.
// Build: bench/exp/run.sh shifted_words (`shifted_words profile` for ncu,
// `shifted_words carveout`, `shifted_words l1`)
#include "exp_common.cuh"
#include "../../cuda/tiled.cu"
#include <string>
#include <type_traits>

// The tiles of tiled_bytes (byte_tile): EDGE_A = 124 / E elements along a
// (31 index-aligned words from the 32 aligned words each lane row loads)
// by EDGE_B = 128 / E along b, reading ROWS = EDGE_B + SECTOR - 1 input
// rows where output rows leave sectors. Shared memory, as tiled_aligned_sectors: output row a (a < 32 K)
// holds index-aligned word g < 32 at tile[a 32 + (g ^ a / K ^ a % K)] and
// word 32 + h (the halo, h < 8) at halo[h HALO_STRIDE + (a % K) 33 + a / K]:
// a warp's stores (fixed g, a / K = lane) fall in 32 banks. Rows of 64
// words (one array, g ^ a / K ^ a % K) took 32 KiB a block for 1-byte
// elements, and the L1 left beside six of them held the loads in flight:
// 0.65 of memcpy on 1-byte 2D cases, as tiled_bytes measured with the
// driver told to carve out all the shared memory it can (run carveout).
template <typename T>
struct shifted_tile : byte_tile<T> {
  using B = byte_tile<T>;
  // Groups of 8 K rows, a thread's K rows each.
  static constexpr u32 GROUPS = (B::ROWS + CUTT_TILE_ROWS * B::K - 1) / (CUTT_TILE_ROWS * B::K);
  static constexpr u32 WORDS = 32;
  static constexpr u32 HALO_STRIDE = 33 * B::K;
  static constexpr u32 TILE_WORDS = 32 * B::K * WORDS;
  static constexpr u32 SH_WORDS = TILE_WORDS + CUTT_TILE_ROWS * HALO_STRIDE;
  static_assert(GROUPS == WORDS / CUTT_TILE_ROWS + 1, "one group of halo words");
  __device__ static u32 offset(u32 a, u32 g) {
    constexpr u32 K = B::K;
    return g < WORDS ? a * WORDS + (g ^ (a / K) ^ (a % K))
                     : TILE_WORDS + (g - WORDS) * HALO_STRIDE + (a % K) * 33 + a / K;
  }
};

// The input loads of run `l1`: 0 ld.global.nc (__ldg), 1 ld.global.cg (L2
// only), 2 ld.global.nc.L1::no_allocate, 3 ld.global.cs (streaming).
template <int LOAD>
__device__ __forceinline__ u32 load_word(const u32* p) {
  if constexpr (LOAD == 1) return __ldcg(p);
  if constexpr (LOAD == 3) return __ldcs(p);
  if constexpr (LOAD == 2) {
    u32 v;
    asm("ld.global.nc.L1::no_allocate.u32 %0, [%1];" : "=r"(v) : "l"(p));
    return v;
  }
  return __ldg(p);
}

template <typename T, typename I, bool WIDE, int LOAD = 0>
__device__ __forceinline__ void tiled_shifted(const cutt_tiled_params& p, const T* __restrict__ in,
                                              T* __restrict__ out) {
  using S = shifted_tile<T>;
  constexpr u32 E = S::E, K = S::K;
  __shared__ u32 tile[S::SH_WORDS];
  const u32 tx = threadIdx.x, ty = threadIdx.y;
  const I in_row = (I)p.b_in_stride * E;
  const unsigned char* in_end = (const unsigned char*)(in + tensor_volume<I>(p));
  for_each_tile<S::EDGE_A, I, S::EDGE_B>(p, [&](I in_base, I out_base, I na, I nb, I b_left) {
    T* tile_out = out + out_base;
    const bool shifted = !rows_aligned(tile_out, (I)p.a_out_stride, CUTT_SECTOR_BYTES);
    const u32 rows = (u32)min(b_left, (I)(shifted ? S::ROWS : S::EDGE_B));
    const unsigned char* tile_in = (const unsigned char*)(in + in_base);
    const u32 row_bytes = (u32)na * E;
    // Thread (tx, ty)'s K x K block of rows (ty + 8 j) K + r, index-aligned
    // word tx of each, transposed into the tile.
    const auto store_block = [&](u32 j, u32(&v)[K]) {
      u32 o[K];
      transpose_block<E>(v, o);
#pragma unroll
      for (u32 k = 0; k < K; ++k)
        tile[j + 1 < S::GROUPS ? (tx * K + k) * S::WORDS + ((ty + j * CUTT_TILE_ROWS) ^ tx ^ k)
                               : S::TILE_WORDS + ty * S::HALO_STRIDE + k * 33 + tx] = o[k];
    };
    const auto valid = [&](u32 j, u32 r) { return (ty + j * CUTT_TILE_ROWS) * K + r < rows; };
    if (tile_in + (I)(rows - 1) * in_row + CUTT_WORD_TILE_BYTES <= in_end) {
      // Row (ty + 8 j) K + r: rows 8 K apart are a multiple of 4 bytes
      // apart, so one misalignment serves all j.
      u32 v[S::GROUPS][K];
      u32 shift[K];
#pragma unroll
      for (u32 r = 0; r < K; ++r) {
        const unsigned char* row = tile_in + (I)(ty * K + r) * in_row;
        const u32 mb = (u32)((size_t)row & 3);
        shift[r] = 8 * mb;
        const unsigned char* src = row - mb + 4 * tx;
        const bool lane_in = 4 * tx < mb + row_bytes;
#pragma unroll
        for (u32 j = 0; j < S::GROUPS; ++j)
          v[j][r] = lane_in && valid(j, r) ? load_word<LOAD>((const u32*)(src + (I)(j * CUTT_TILE_ROWS * K) * in_row)) : 0u;
      }
#pragma unroll
      for (u32 j = 0; j < S::GROUPS; ++j) {
#pragma unroll
        for (u32 r = 0; r < K; ++r) {
          const u32 next = __shfl_down_sync(0xffffffffu, v[j][r], 1);
          v[j][r] = __funnelshift_r(v[j][r], next, shift[r]);
        }
        store_block(j, v[j]);
      }
    } else {
      // The tile that holds the tensor's last bytes: byte loads, a group
      // at a time (the word past the end may lie past the allocation).
#pragma unroll 1
      for (u32 j = 0; j < S::GROUPS; ++j) {
        u32 v[K];
#pragma unroll
        for (u32 r = 0; r < K; ++r) {
          const unsigned char* at = tile_in + (I)((ty + j * CUTT_TILE_ROWS) * K + r) * in_row + 4 * tx;
          v[r] = valid(j, r) && 4 * tx < row_bytes ? load_bytes(at, min(4u, row_bytes - 4 * tx)) : 0u;
        }
        store_block(j, v);
      }
    }
    __syncthreads();
    const bool first = b_left == (I)p.b_extent;
    const int b_end = (int)min(b_left, (I)S::ROWS) * (int)E;
    // Output row a: its address, the misalignment s of the tile's element
    // 0 there, and w, the words from its aligned word to its first sector.
    const auto row_at = [&](u32 a, unsigned char*& row, u32& s, u32& w) {
      row = (unsigned char*)(tile_out + (I)a * (I)p.a_out_stride);
      const u32 addr = (u32)(size_t)row;
      s = addr & 3;
      w = shifted ? ((0u - addr) % CUTT_SECTOR_BYTES + s) / 4 : 0;
    };
    const auto word = [&](u32 a, u32 g) { return tile[S::offset(a, g)]; };
    // Aligned output word h of a row (bytes [4 h - s, 4 h - s + 4) of the
    // tile's row), from the row's shared words h - 1 and h.
    const auto aligned_word = [&](u32 a, u32 s, u32 h) {
      return __funnelshift_rc(word(a, h == 0 ? 0 : h - 1), word(a, h), 32 - 8 * s);
    };
    // Bytes [i0, i0 + 4) of a row, where they lie in [0, b_end).
    const auto store_word = [&](unsigned char* row, int i0, u32 word) {
      if (i0 >= 0 && i0 + 4 <= b_end) {
        *(u32*)(row + i0) = word;
      } else {
        const int from = max(i0, 0), to = min(i0 + 4, b_end);
        if (from < to) store_partial_word(row + from, word >> (8 * (from - i0)), (u32)(to - from));
      }
    };
    if constexpr (WIDE) {
      // Lane 8 q + l: words [w + 4 l, w + 4 l + 4) of rows q + 4 ty + 32 n.
      const u32 q = tx / 8, l = tx % 8;
#pragma unroll
      for (u32 n = 0; n < (S::EDGE_A + 31) / 32; ++n) {
        const u32 a = q + 4 * ty + 32 * n;
        if ((I)a >= na) continue;
        unsigned char* row;
        u32 s, w;
        row_at(a, row, s, w);
        const u32 h0 = w + 4 * l;
        u32 src[5];
#pragma unroll
        for (u32 i = 0; i < 5; ++i) src[i] = word(a, h0 + i == 0 ? 0 : h0 + i - 1);
        u32 o[4];
#pragma unroll
        for (u32 i = 0; i < 4; ++i) o[i] = __funnelshift_rc(src[i], src[i + 1], 32 - 8 * s);
        const int i0 = (int)(4 * h0) - (int)s;
        if (i0 >= 0 && i0 + 16 <= b_end) {
          *(uint4*)(row + i0) = make_uint4(o[0], o[1], o[2], o[3]);
        } else {
#pragma unroll
          for (u32 i = 0; i < 4; ++i) store_word(row, i0 + 4 * (int)i, o[i]);
        }
        if (first && l < w) store_word(row, (int)(4 * l) - (int)s, aligned_word(a, s, l));
      }
    } else {
#pragma unroll
      for (u32 m = 0; m < (S::EDGE_A + CUTT_TILE_ROWS - 1) / CUTT_TILE_ROWS; ++m) {
        const u32 a = ty + m * CUTT_TILE_ROWS;
        if ((I)a >= na) break;
        unsigned char* row;
        u32 s, w;
        row_at(a, row, s, w);
        const u32 h = w + tx;
        store_word(row, (int)(4 * h) - (int)s, aligned_word(a, s, h));
        if (first && tx < w) store_word(row, (int)(4 * tx) - (int)s, aligned_word(a, s, tx));
      }
    }
    __syncthreads();
  });
}

template <typename T, int MIN_BLOCKS, bool WIDE, int LOAD = 0>
__global__ void __launch_bounds__(256, MIN_BLOCKS) shifted_kernel(const __grid_constant__ cutt_tiled_params p,
                                                                  const T* __restrict__ in, T* __restrict__ out) {
  tiled_shifted<T, u32, WIDE, LOAD>(p, in, out);
}

template <typename T, int MIN_BLOCKS, int VARIANT = 0>
__global__ void __launch_bounds__(256, MIN_BLOCKS) bytes_kernel(const __grid_constant__ cutt_tiled_params p,
                                                                const T* __restrict__ in, T* __restrict__ out) {
  tiled_bytes<T, u32>(p, in, out);
}

// dims perm of E-byte elements: libcutt's plan (reference), tiled_bytes and
// tiled_shifted launched on the same Tiled parameters (a: dimension 0, b:
// perm[0]), along b first and along a first.
template <typename T>
void run(std::vector<int> dims, std::vector<int> perm, void* in, void* out) {
  constexpr unsigned E = sizeof(T);
  std::vector<unsigned char> want;
  const float copy = print_reference(dims, perm, E, in, out, want);
  if (copy < 0) return;
  cutt_tiled_params p = tiled_params(dims, perm, (CUTT_WORD_TILE_BYTES - 4) / E, CUTT_WORD_TILE_BYTES / E);
  for (unsigned b_first : {1u, 0u}) {
    p.b_first = b_first;
    printf(" |%s", b_first ? "b-first" : "a-first");
    time_at_blocks(bytes_kernel<T, E == 1 ? 6 : 8>, "bytes", p, 0, in, out, copy, want);
    time_at_blocks(shifted_kernel<T, 6, false>, "shifted4", p, 0, in, out, copy, want);
    time_at_blocks(shifted_kernel<T, 6, true>, "shifted16", p, 0, in, out, copy, want);
    if (E == 2) time_at_blocks(shifted_kernel<T, 8, true>, "shifted16", p, 0, in, out, copy, want);
  }
  printf("\n");
}

// `shifted_words profile`: each kernel once on one 1-byte and one 2-byte
// case, for ncu.
void profile_once(void* in, void* out) {
  typedef unsigned char e1;
  typedef unsigned short e2;
  const auto once = [&](auto kernel, const cutt_tiled_params& p, auto* type) {
    typedef std::remove_pointer_t<decltype(type)> T;
    kernel<<<p.num_tiles, dim3(32, 8)>>>(p, (const T*)in, (T*)out);
    CHECK(cudaDeviceSynchronize());
  };
  const cutt_tiled_params p1 = tiled_2d_params(23170, 23170, 124, 128);
  once(bytes_kernel<e1, 6>, p1, (e1*)nullptr);
  once(shifted_kernel<e1, 6, true>, p1, (e1*)nullptr);
  once(shifted_kernel<e1, 6, false>, p1, (e1*)nullptr);
  once(cutt_tiled_aligned_sectors_e1_i32, tiled_2d_params(23172, 23172, 128), (e1*)nullptr);
  const cutt_tiled_params p2 = tiled_2d_params(36636, 7327, 62, 64);
  once(bytes_kernel<e2, 8>, p2, (e2*)nullptr);
  once(shifted_kernel<e2, 8, true>, p2, (e2*)nullptr);
  once(cutt_tiled_aligned_sectors_e2_i32, tiled_2d_params(36636, 7328, 64), (e2*)nullptr);
}

// `shifted_words carveout`: is the L1 left beside shared memory what holds
// shifted16 of 1-byte elements (6 x 33 KiB of shared memory)? tiled_bytes
// (6 x 23 KiB) as it runs and with the driver told to carve out all the
// shared memory it can (bytes-L1min).
template <typename T>
void run_carveout(std::vector<int> dims, std::vector<int> perm, void* in, void* out) {
  constexpr unsigned E = sizeof(T);
  std::vector<unsigned char> want;
  const float copy = print_reference(dims, perm, E, in, out, want);
  if (copy < 0) return;
  cutt_tiled_params p = tiled_params(dims, perm, (CUTT_WORD_TILE_BYTES - 4) / E, CUTT_WORD_TILE_BYTES / E);
  constexpr int B = E == 1 ? 6 : 8;
  CHECK(cudaFuncSetAttribute(bytes_kernel<T, B, 1>, cudaFuncAttributePreferredSharedMemoryCarveout, 100));
  time_at_blocks(bytes_kernel<T, B>, "bytes", p, 0, in, out, copy, want);
  time_at_blocks(bytes_kernel<T, B, 1>, "bytes-L1min", p, 0, in, out, copy, want);
  time_at_blocks(shifted_kernel<T, B, true>, "shifted16", p, 0, in, out, copy, want);
  printf("\n");
}

// `shifted_words l1`: do loads that leave L1 (or do not allocate there)
// lose less where shared memory leaves L1 small? shifted16 with each load
// of load_word, at the driver's carveout and at the largest (/c100).
template <typename T, int LOAD>
void time_load(const char* name, const cutt_tiled_params& p, void* in, void* out, float copy,
               const std::vector<unsigned char>& want) {
  constexpr int B = sizeof(T) == 1 ? 6 : 8;
  time_at_blocks(shifted_kernel<T, B, true, LOAD>, name, p, 0, in, out, copy, want);
  CHECK(cudaFuncSetAttribute(shifted_kernel<T, B, true, LOAD>, cudaFuncAttributePreferredSharedMemoryCarveout, 100));
  printf("/c100");
  time_at_blocks(shifted_kernel<T, B, true, LOAD>, name, p, 0, in, out, copy, want);
  CHECK(cudaFuncSetAttribute(shifted_kernel<T, B, true, LOAD>, cudaFuncAttributePreferredSharedMemoryCarveout, -1));
}

template <typename T>
void run_l1(std::vector<int> dims, std::vector<int> perm, void* in, void* out) {
  constexpr unsigned E = sizeof(T);
  std::vector<unsigned char> want;
  const float copy = print_reference(dims, perm, E, in, out, want);
  if (copy < 0) return;
  const cutt_tiled_params p = tiled_params(dims, perm, (CUTT_WORD_TILE_BYTES - 4) / E, CUTT_WORD_TILE_BYTES / E);
  time_at_blocks(bytes_kernel<T, E == 1 ? 6 : 8>, "bytes", p, 0, in, out, copy, want);
  time_load<T, 0>("nc", p, in, out, copy, want);
  time_load<T, 1>("cg", p, in, out, copy, want);
  time_load<T, 2>("nc.L1::no_allocate", p, in, out, copy, want);
  time_load<T, 3>("cs", p, in, out, copy, want);
  printf("\n");
}

int main(int argc, char** argv) {
  void *in, *out;
  alloc_filled(1ull << 30, &in, &out);
  if (argc > 1 && std::string(argv[1]) == "l1") {
    run_l1<unsigned char>({23170, 23170}, {1, 0}, in, out);
    run_l1<unsigned char>({813, 813, 813}, {1, 0, 2}, in, out);
    run_l1<unsigned char>({23168, 23168}, {1, 0}, in, out);
    run_l1<unsigned short>({36636, 7327}, {1, 0}, in, out);
    run_l1<unsigned short>({645, 645, 645}, {2, 1, 0}, in, out);
    return 0;
  }
  if (argc > 1 && std::string(argv[1]) == "carveout") {
    run_carveout<unsigned char>({23170, 23170}, {1, 0}, in, out);
    run_carveout<unsigned char>({813, 813, 813}, {1, 0, 2}, in, out);
    run_carveout<unsigned short>({36636, 7327}, {1, 0}, in, out);
    run_carveout<unsigned short>({645, 645, 645}, {2, 1, 0}, in, out);
    return 0;
  }
  if (argc > 1 && std::string(argv[1]) == "profile") {
    profile_once(in, out);
    return 0;
  }
  typedef unsigned char e1;
  typedef unsigned short e2;
  run<e1>({23170, 23170}, {1, 0}, in, out);
  run<e1>({10362, 51811}, {1, 0}, in, out);
  run<e1>({813, 813, 813}, {2, 1, 0}, in, out);
  run<e1>({660969, 813}, {1, 0}, in, out);
  run<e1>({813, 813, 813}, {1, 0, 2}, in, out);
  run<e1>({239, 97, 39, 590}, {3, 0, 2, 1}, in, out);
  run<e1>({25001, 23003}, {1, 0}, in, out);
  run<e1>({23172, 23172}, {1, 0}, in, out);
  run<e1>({23168, 23168}, {1, 0}, in, out);
  run<e2>({36636, 7327}, {1, 0}, in, out);
  run<e2>({4230, 63455}, {1, 0}, in, out);
  run<e2>({645, 415296}, {1, 0}, in, out);
  run<e2>({645, 167, 2498}, {1, 0, 2}, in, out);
  run<e2>({645, 645, 645}, {2, 1, 0}, in, out);
  run<e2>({201, 33, 82, 496}, {2, 1, 3, 0}, in, out);
  run<e2>({15002, 17998}, {1, 0}, in, out);
  run<e2>({16002, 16002}, {1, 0}, in, out);
  // Small and thin shapes: edges, halos and the tensor's end.
  run<e1>({101, 53}, {1, 0}, in, out);
  run<e1>({7, 3000001}, {1, 0}, in, out);
  run<e1>({3000001, 5}, {1, 0}, in, out);
  run<e1>({600000, 1000}, {1, 0}, in, out);
  run<e1>({1001, 600001}, {1, 0}, in, out);
  run<e1>({130, 3, 131}, {2, 1, 0}, in, out);
  run<e2>({1003, 61}, {1, 0}, in, out);
  run<e2>({3, 4000001}, {1, 0}, in, out);
  run<e2>({61, 7, 67}, {2, 0, 1}, in, out);
  return 0;
}
