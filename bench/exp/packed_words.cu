// Experiment: Packed tiles of 1- and 2-byte elements moved as 32-bit words.
// libcutt's Packed kernels move one element per access: for 1-byte
// elements that is four LSU operations per byte (load, shared store,
// shared load, store), the issue rate of the load/store units at copy
// speed, and Packed 1-byte candidates measure 0.10-0.30 of memcpy (run
// zzp's judge pass: [56]^5 perm [3,2,0,4,1] Packed {d0=56,d2=2,d3=56}
// 0.295; 2-byte [32,73,108,22,49] perm [2,0,4,3,1] Packed {d0=32,d2=108}
// 0.533). Where input dimension 0 and output dimension 0 (b) hold whole
// words in the tile and in the tensor, and the buffers are aligned to 4
// bytes, every input run and every output run of a tile starts on a word:
// a block loads the tile's input words into shared memory in input order
// (one 32-bit load and store a word), and each output word gathers its
// K = 4 / sizeof(E) elements along b from shared memory (K narrow shared
// loads) and is stored whole.
// Prediction: 1-byte [56]^5 >= 0.70 with tiles whose runs reach 112-224
// bytes, 2-byte [32,73,108,22,49] >= 0.75 with {d0=32,d2=108} (output run
// 6912 bytes, input runs 64), [3024,110,28,56] >= 0.65; each above
// libcutt's plan (0.61, 0.62, 0.53 in run zzv).
// Measured (one H200, driver 580.159.04, every output compared byte for
// byte with libcutt's; bench/results/2026-11-27a-h200-packed-words*.log):
// - Gathering each output word from K narrow shared loads (packed_words):
//   [56]^5 0.610, [32,73,108,22,49] 0.677, [3024,110,28,56] 0.581; the
//   same tiles as libcutt's element kernels 0.48 against 0.295 and 0.68
//   against 0.533. Unpadded shared memory 0.21-0.49: padding one word in
//   8, 16 or 32 is needed (one in 4: up to 0.16 lower).
// - K x K blocks transposed in registers (packed_blocks): 0.675 / 0.683 /
//   0.631, libcutt's plans 0.623 / 0.614 / 0.533 in the same run: wrong on
//   the figures predicted, right on the order (+0.05, +0.07, +0.10). 2-byte
//   [128,128,16384] perm [1,0,2] 0.873 against tiled_aligned's 0.963.
// - `random N`: 40 random word-aligned rank 3-5 transposes of 256 MiB
//   (half 1-byte, half 2-byte), the best of five tiles chosen by their
//   shorter run: faster than libcutt in 26, by more than 0.1 in 12
//   (2-byte [36,34,2,54827] perm [1,2,0,3] 0.682 -> 0.908 on libcutt's own
//   Packed tile; 1-byte [20,36,372827] perm [1,0,2] 0.379 -> 0.902, where
//   libcutt runs its element PackedSplit), slower in 14 (down to -0.30,
//   where Tiled or a larger tile than the five tried is faster). libcutt's median over the 40
//   was 0.639 (p10 0.548, min 0.379); the better of the two 0.762 (p10
//   0.602, min 0.513).
// Build: bench/exp/run.sh packed_words (the fixed cases); the random
// cases: build as run.sh does, then run the binary with `random 40`.
#include <random>
#include <string>
#include "exp_common.cuh"
#include "../../cuda/packed.cuh"
#include "../../cuda/tiled.cu"

// Tile positions are words. in_dims: the tile in input order, dimension 0
// in words (extent, strides in words). out_dims: output order, output
// dimension 0 in words (out_stride 1, smem_stride K times its element
// stride), every other dimension in elements; smem strides of out_dims in
// elements, out strides in words. Grid strides in words.
template <typename E, int R>
__global__ void __launch_bounds__(1024)
    packed_words(const __grid_constant__ cutt_packed_params p, const u32* __restrict__ in,
                 u32* __restrict__ out) {
  constexpr u32 K = 4 / sizeof(E);
  extern __shared__ __align__(16) unsigned char smem_bytes[];
  u32* const tile = reinterpret_cast<u32*>(smem_bytes);
  const E* const elems = reinterpret_cast<const E*>(smem_bytes);
  u32 in_off[R], out_off[R], pos[R], unused[R], in_key[R], out_key[R], smem_read[R];
#pragma unroll
  for (int r = 0; r < R; ++r) pos[r] = threadIdx.x + r * blockDim.x;
  locate<u32, R, false>(p.in_dims, p.tile_rank, CUTT_MAX_TILE_DIMS, pos, in_off, unused, in_key, false);
  locate<u32, R, false>(p.out_dims, p.tile_rank, CUTT_MAX_TILE_DIMS, pos, out_off, smem_read, out_key, true);
  const u32 sb = p.out_dims[0].smem_stride / K;
  const u32 shift = p.smem_pad_shift;
  u32 value[R];
  auto load = [&](u32 base) {
#pragma unroll
    for (int r = 0; r < R; ++r)
      if (pos[r] < p.volume) value[r] = __ldg(in + base + in_off[r]);
  };
  u32 t = blockIdx.x, in_base = 0, out_base = 0, bound = 0;
  if (t < p.num_tiles) {
    packed_origin<u32, false>(p, t, in_base, out_base, bound);
    load(in_base);
  }
  for (; t < p.num_tiles; t += gridDim.x) {
#pragma unroll
    for (int r = 0; r < R; ++r)
      if (pos[r] < p.volume) tile[padded(pos[r], shift)] = value[r];
    __syncthreads();
    const u32 next = t + gridDim.x;
    u32 next_in = 0, next_out = 0, next_bound = 0;
    if (next < p.num_tiles) {
      packed_origin<u32, false>(p, next, next_in, next_out, next_bound);
      load(next_in);
    }
#pragma unroll
    for (int r = 0; r < R; ++r) {
      if (pos[r] >= p.volume) continue;
      u32 w = 0;
#pragma unroll
      for (u32 j = 0; j < K; ++j) {
        const u32 x = smem_read[r] + j * sb;
        w |= (u32)elems[padded(x / K, shift) * K + x % K] << (8 * sizeof(E) * j);
      }
      out[out_base + out_off[r]] = w;
    }
    __syncthreads();
    in_base = next_in;
    out_base = next_out;
  }
}


// The same tiles, each thread moving K x K blocks: K shared words along b
// (each K elements along dimension 0), transposed in registers with byte
// permutes (tiled.cu's transpose_block) into K output words, one per
// element along dimension 0. out_dims describe blocks in output order: b
// and dimension 0 in words, the others in elements; smem strides in words,
// out strides in words. split_extent carries dimension 0's output stride
// per element, in words.
template <typename E, int R>
__global__ void __launch_bounds__(1024)
    packed_blocks(const __grid_constant__ cutt_packed_params p, const u32* __restrict__ in,
                  u32* __restrict__ out) {
  constexpr u32 K = 4 / sizeof(E);
  constexpr int B = R / K;
  extern __shared__ __align__(16) unsigned char smem_bytes[];
  u32* const tile = reinterpret_cast<u32*>(smem_bytes);
  u32 in_off[R], pos[R], unused[R], in_key[R];
  u32 bpos[B], out_off[B], smem_base[B], out_key[B];
#pragma unroll
  for (int r = 0; r < R; ++r) pos[r] = threadIdx.x + r * blockDim.x;
#pragma unroll
  for (int s = 0; s < B; ++s) bpos[s] = threadIdx.x + s * blockDim.x;
  locate<u32, R, false>(p.in_dims, p.tile_rank, CUTT_MAX_TILE_DIMS, pos, in_off, unused, in_key, false);
  locate<u32, B, false>(p.out_dims, p.tile_rank, CUTT_MAX_TILE_DIMS, bpos, out_off, smem_base, out_key, true);
  const u32 sbw = p.out_dims[0].smem_stride / K;
  const u32 row = p.split_extent;
  const u32 shift = p.smem_pad_shift;
  const u32 blocks = p.volume / K;
  u32 value[R];
  auto load = [&](u32 base) {
#pragma unroll
    for (int r = 0; r < R; ++r)
      if (pos[r] < p.volume) value[r] = __ldg(in + base + in_off[r]);
  };
  u32 t = blockIdx.x, in_base = 0, out_base = 0, bound = 0;
  if (t < p.num_tiles) {
    packed_origin<u32, false>(p, t, in_base, out_base, bound);
    load(in_base);
  }
  for (; t < p.num_tiles; t += gridDim.x) {
#pragma unroll
    for (int r = 0; r < R; ++r)
      if (pos[r] < p.volume) tile[padded(pos[r], shift)] = value[r];
    __syncthreads();
    const u32 next = t + gridDim.x;
    u32 next_in = 0, next_out = 0, next_bound = 0;
    if (next < p.num_tiles) {
      packed_origin<u32, false>(p, next, next_in, next_out, next_bound);
      load(next_in);
    }
#pragma unroll
    for (int s = 0; s < B; ++s) {
      if (bpos[s] >= blocks) continue;
      u32 v[K], o[K];
#pragma unroll
      for (u32 j = 0; j < K; ++j) v[j] = tile[padded(smem_base[s] + j * sbw, shift)];
      transpose_block<sizeof(E)>(v, o);
#pragma unroll
      for (u32 i = 0; i < K; ++i) out[out_base + out_off[s] + i * row] = o[i];
    }
    __syncthreads();
    in_base = next_in;
    out_base = next_out;
  }
}

struct TileSpec {
  int dim;
  unsigned extent;  // divides dims[dim]
};

// The word tile's parameters (see packed_words), or volume 0 where the
// tile's rows are not on words.
static cutt_packed_params words_params(const std::vector<int>& dims, const std::vector<int>& perm, unsigned E,
                                       const std::vector<TileSpec>& tile, unsigned pad_shift,
                                       bool blocks = false) {
  const unsigned K = 4 / E;
  const auto in = input_strides(dims);
  const auto out = output_strides(dims, perm);
  const int rank = (int)dims.size(), b = perm[0];
  std::vector<unsigned> ext(rank, 0);
  for (auto t : tile) ext[t.dim] = t.extent;
  cutt_packed_params p{};
  if (!ext[0] || !ext[b] || ext[0] % K || ext[b] % K || dims[0] % K || dims[b] % K) return p;
  std::vector<unsigned long long> smem_elem(rank, 0), smem_word(rank, 0);
  unsigned long long words = 1;
  for (int d = 0; d < rank; ++d) {
    if (!ext[d]) continue;
    cutt_tile_dim& t = p.in_dims[p.tile_rank++];
    t.extent = d == 0 ? ext[d] / K : ext[d];
    t.smem_stride = (unsigned)words;
    t.in_stride = d == 0 ? 1 : in[d] / K;
    t.div = divisor(t.extent);
    smem_elem[d] = d == 0 ? 1 : words * K;
    smem_word[d] = words;
    words *= t.extent;
  }
  p.volume = (unsigned)words;
  int k = 0;
  for (int d : perm) {
    if (!ext[d]) continue;
    cutt_tile_dim& t = p.out_dims[k++];
    if (blocks) {
      t.extent = d == b || d == 0 ? ext[d] / K : ext[d];
      t.smem_stride = (unsigned)(d == b ? K * smem_word[d] : smem_word[d]);
      t.out_stride = d == b ? 1 : d == 0 ? out[0] : out[d] / K;
    } else {
      t.extent = d == b ? ext[d] / K : ext[d];
      t.smem_stride = (unsigned)(d == b ? K * smem_elem[d] : smem_elem[d]);
      t.out_stride = d == b ? 1 : out[d] / K;
    }
    t.div = divisor(t.extent);
  }
  p.num_tiles = 1;
  for (int d : perm) {
    const unsigned long long n = ext[d] ? dims[d] / ext[d] : dims[d];
    if (n == 1) continue;
    const unsigned long long step = ext[d] ? ext[d] : 1;
    cutt_grid_dim& g = p.grid[p.grid_rank++];
    g.extent = n, g.in_stride = step * in[d] / K, g.out_stride = step * out[d] / K, g.div = divisor(n);
    p.num_tiles *= n;
  }
  p.smem_pad_shift = pad_shift;
  p.split_extent = (unsigned)(out[0] / K);
  return p;
}

template <typename E, int R>
static float time_words(const cutt_packed_params& p, void* in, void* out, float copy,
                       const std::vector<unsigned char>& want, bool blocks = false) {
  auto kernel = blocks ? packed_blocks<E, R> : packed_words<E, R>;
  const unsigned threads = ((p.volume + R - 1) / R + 31) / 32 * 32;
  if (threads > 1024 || (R > 1 && threads <= 64)) return 0;
  const size_t smem = ((p.volume - 1) + ((p.volume - 1) >> p.smem_pad_shift) + 1) * 4;
  CHECK(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)smem));
  int per_sm = 0, sms = 0;
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, kernel, threads, smem));
  CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  const unsigned grid = (unsigned)std::min<unsigned long long>(p.num_tiles, (unsigned long long)per_sm * sms);
  auto launch = [&] { kernel<<<grid, threads, smem>>>(p, (const u32*)in, (u32*)out); };
  bool ok;
  const float ms = checked_time_ms(launch, out, want, ok);
  printf("  %s%d/%u/%d=%.3f%s", blocks ? "b" : "r", R, threads, per_sm, copy / ms, ok ? "" : "(WRONG)");
  return ok ? copy / ms : -1;
}

static void run_case(unsigned E, std::vector<int> dims, std::vector<int> perm,
                     const std::vector<std::vector<TileSpec>>& tiles, void* in, void* out) {
  std::vector<unsigned char> want;
  const float copy = print_reference(dims, perm, E, in, out, want);
  printf("\n");
  if (copy < 0) return;
  for (const auto& tile : tiles) {
    for (unsigned shift : {5u, 4u, 3u, 2u}) {
      const cutt_packed_params p = words_params(dims, perm, E, tile, shift);
      const cutt_packed_params pb = words_params(dims, perm, E, tile, shift, true);
      printf("   tile {");
      for (auto t : tile) printf(" d%d=%u", t.dim, t.extent);
      printf(" } words %u pad %u:", p.volume, shift);
      if (!p.volume) {
        printf(" rows off words\n");
        continue;
      }
      if (E == 1) {
        if (shift == 5) time_words<unsigned char, 4>(p, in, out, copy, want);
        if (shift == 5) time_words<unsigned char, 8>(p, in, out, copy, want);
        time_words<unsigned char, 4>(pb, in, out, copy, want, true);
        time_words<unsigned char, 8>(pb, in, out, copy, want, true);
      } else {
        if (shift == 5) time_words<unsigned short, 4>(p, in, out, copy, want);
        if (shift == 5) time_words<unsigned short, 8>(p, in, out, copy, want);
        time_words<unsigned short, 2>(pb, in, out, copy, want, true);
        time_words<unsigned short, 4>(pb, in, out, copy, want, true);
        time_words<unsigned short, 8>(pb, in, out, copy, want, true);
      }
      printf("\n");
    }
  }
}

static std::vector<unsigned> divisors(unsigned n, unsigned multiple) {
  std::vector<unsigned> v;
  for (unsigned d = multiple; d <= n; d += multiple)
    if (n % d == 0) v.push_back(d);
  return v;
}

// Random word-aligned 1- and 2-byte transposes of rank 3-5 (about 256
// MiB): libcutt's plan against the best of up to 5 word tiles in the block
// kernel, the tiles chosen with the longest shorter run (bytes) first: input
// dimension 0 and output dimension 0 (b) whole or in chunks of whole words,
// by a chunk of the next input dimension and of the next output dimension.
static void random_cases(int count, void* in, void* out) {
  std::mt19937 rng(7);
  auto uni = [&](unsigned lo, unsigned hi) { return std::uniform_int_distribution<unsigned>(lo, hi)(rng); };
  int wins = 0, ran = 0;
  std::vector<float> gains;
  for (int n = 0; n < count; ++n) {
    const unsigned E = n % 2 ? 2 : 1, K = 4 / E;
    const int rank = (int)uni(3, 5);
    std::vector<int> perm(rank);
    for (int k = 0; k < rank; ++k) perm[k] = k;
    do std::shuffle(perm.begin(), perm.end(), rng);
    while (perm[0] == 0);
    const int b = perm[0];
    std::vector<int> dims(rank);
    unsigned long long volume = 1;
    int last = -1;
    for (int d = 0; d < rank; ++d) {
      dims[d] = d == 0 || d == b ? (int)(K * uni(2, 40)) : (int)uni(2, 60);
      if (d != 0 && d != b) last = d;
      volume *= dims[d];
    }
    volume /= dims[last];
    dims[last] = (int)std::max<unsigned long long>(2, (256ull << 20) / E / volume);
    int x = -1, y = -1;
    for (int d = 1; d < rank && x < 0; ++d)
      if (d != b) x = d;
    for (int k = 1; k < rank && y < 0; ++k)
      if (perm[k] != 0 && perm[k] != x) y = perm[k];
    struct Choice {
      std::vector<TileSpec> tile;
      unsigned shorter, words;
    };
    std::vector<Choice> choices;
    for (unsigned c0 : divisors(dims[0], K))
      for (unsigned cb : divisors(dims[b], K))
        for (unsigned cx : divisors(dims[x], 1))
          for (unsigned cy : y < 0 ? std::vector<unsigned>{1} : divisors(dims[y], 1)) {
            const unsigned long long elems = (unsigned long long)c0 * cb * cx * cy;
            if (elems / K > 8192 || elems / K < 1024) continue;
            const unsigned in_run = c0 < (unsigned)dims[0] ? c0 : x == 1 && b != 1 ? c0 * cx : c0;
            const unsigned out_run = cb < (unsigned)dims[b] ? cb : y == perm[1] ? cb * cy : cb;
            std::vector<TileSpec> t{{0, c0}, {b, cb}};
            if (cx > 1) t.push_back({x, cx});
            if (cy > 1) t.push_back({y, cy});
            choices.push_back({t, E * std::min(in_run, out_run), (unsigned)(elems / K)});
          }
    std::sort(choices.begin(), choices.end(), [](const Choice& a, const Choice& c) {
      return a.shorter != c.shorter ? a.shorter > c.shorter : a.words > c.words;
    });
    if (choices.size() > 5) choices.resize(5);
    std::vector<unsigned char> want;
    const float copy = print_reference(dims, perm, E, in, out, want);
    if (copy < 0 || choices.empty()) {
      printf(" no word tile\n");
      continue;
    }
    size_t bytes = E;
    for (int d : dims) bytes *= (size_t)d;
    const float lib = copy / libcutt_reference(dims, perm, (int)E, in, out, bytes, want);
    float best = 0;
    for (const auto& c : choices) {
      const cutt_packed_params pb = words_params(dims, perm, E, c.tile, 4, true);
      printf(" | {");
      for (auto t : c.tile) printf(" d%d=%u", t.dim, t.extent);
      printf(" } run %u", c.shorter);
      const float f = E == 1 ? (c.words >= 2048 ? time_words<unsigned char, 8>(pb, in, out, copy, want, true)
                                                : time_words<unsigned char, 4>(pb, in, out, copy, want, true))
                             : (c.words >= 2048 ? time_words<unsigned short, 8>(pb, in, out, copy, want, true)
                                                : time_words<unsigned short, 4>(pb, in, out, copy, want, true));
      best = std::max(best, f);
    }
    ++ran;
    wins += best > lib;
    gains.push_back(best - lib);
    printf("\n  => libcutt %.3f words %.3f (%+.3f)\n", lib, best, best - lib);
  }
  std::sort(gains.begin(), gains.end());
  if (!gains.empty())
    printf("random: %d cases, words faster in %d, gain min %+.3f median %+.3f max %+.3f\n", ran, wins, gains.front(),
           gains[gains.size() / 2], gains.back());
}

int main(int argc, char** argv) {
  const size_t bytes = 560ull << 20;
  unsigned *in, *out;
  alloc_filled(bytes, &in, &out);
  if (argc > 1 && std::string(argv[1]) == "random") {
    random_cases(argc > 2 ? atoi(argv[2]) : 24, in, out);
    return 0;
  }
  run_case(1, {56, 56, 56, 56, 56}, {3, 2, 0, 4, 1},
           {{{0, 56}, {3, 56}, {2, 2}}, {{0, 56}, {3, 56}, {2, 8}}, {{0, 56}, {1, 2}, {3, 56}, {2, 4}},
            {{0, 56}, {1, 4}, {3, 56}, {2, 2}}},
           in, out);
  run_case(2, {32, 73, 108, 22, 49}, {2, 0, 4, 3, 1}, {{{0, 32}, {2, 108}}, {{0, 32}, {2, 108}, {3, 2}}}, in,
           out);
  run_case(1, {3024, 110, 28, 56}, {2, 1, 3, 0},
           {{{0, 112}, {2, 28}, {1, 10}}, {{0, 216}, {2, 28}, {1, 5}}, {{0, 56}, {2, 28}, {1, 10}}},
           in, out);
  run_case(2, {128, 128, 16384}, {1, 0, 2}, {{{0, 128}, {1, 32}}, {{0, 64}, {1, 64}}}, in, out);
  return 0;
}
