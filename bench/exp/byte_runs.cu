// Experiment: 1- and 2-byte transposes whose tiles are long runs on both
// sides, read as 16-byte chunks. elem2's low cases run 0.40-0.61 of memcpy
// in libcutt (run zzzz70): their packed tiles write runs of 66-146 bytes
// and move one element per access, and Tiled's tiles of 62 x 64 elements
// are mostly partial on extents of 73-108. Here a tile spans several
// dimensions on each side, so that its input is R_in runs of L_in
// elements and its output R_out runs of L_out elements, each of hundreds
// of bytes:
// - each input run goes to shared memory in cp.async chunks of COPY bytes
//   (16, or 4), the aligned chunks that cover it (up to COPY - 1 bytes of
//   its neighbours come along); the stage lays the tile out linearly, each
//   outer dimension's stride in the stage congruent to its input stride
//   modulo a chunk, so that an aligned chunk of the input lands on an
//   aligned chunk of the stage (the tile's input origin modulo a chunk is
//   the stage's phase);
// - the output side is gathered from the stage by one of the `Gather`s
//   (see the kernel); the elements at a run's two ends that share a store
//   with other runs are stored alone.
// STAGES stages per block, persistent blocks, tiles' origins from a table
// (as the library's staged kernel). Chunks of a dimension that do not
// divide its extent overlap: the last chunk's origin moves back so that
// it is whole (its overlapped elements are written twice, with the same
// values).
// Measured on one H200 (bench/NOTES.md; every output right):
// - zzzz73-zzzz79, the shuffle gather: at best 0.64 / 0.46 / 0.54 / 0.44 of
//   memcpy on elem2's four odd cases (libcutt 0.61 / 0.51 / 0.49 / 0.40),
//   issue-bound (ncu: 70% of issue slots), about one warp instruction per
//   element (zzzz79's lanes on 32 output runs, 0.18-0.26, is in this
//   file's history, a5d2d10);
// - zzzz83-zzzz89, lanes flattened over (output run, group of 4) with
//   reads rotated by lane (FLAT_QUADS): 0.79 / 0.73 / 0.67 / 0.62 (FLAT_PAIRS
//   on the last) where libcutt ran 0.61 / 0.50 / 0.49 / 0.40; below
//   libcutt on [32, 73, 108, 22, 49] (0.57 against 0.72), [645, 167, 2498]
//   (0.64 against 0.73) and 2D; 1-byte tiles 0.12-0.41 against libcutt's
//   0.53-0.82 (`byte_runs e1`); 4-byte input chunks (`byte_runs c4`) and
//   unrotated groups lose.
// Build: bench/exp/run.sh byte_runs (arguments: "a" or "b", one tile for
// ncu; "e1", elem1's cases; "c4", elem2's with 4-byte input chunks too).
#include <string>

#include "exp_common.cuh"

typedef unsigned char u8;
typedef unsigned short u16;
typedef unsigned int u32;

constexpr int MAX_TILE_RUNS = 1 << 14;

struct runs_params {
  u32 num_tiles;
  u32 l_in, r_in, l_out, r_out;
  u32 in_chunks;  // aligned chunks (COPY bytes) per input run, at most
  u32 segments;   // 64-element segments per output run, at most (SHUFFLE)
  u32 per_run;    // FLAT_*: units (quads or pairs) per output run
  cutt_divisor in_chunks_div, segments_div, per_run_div;
  u32 stage;  // elements of a stage
};

// Gathers of the output side (see the kernel).
enum Gather { SHUFFLE, FLAT_QUADS, FLAT_PAIRS, PLAIN_QUADS, PLAIN_PAIRS };

// One aligned chunk of BYTES (16: through L2 only; 4: through L1, the
// only way cp.async moves 4 bytes).
template <u32 BYTES, typename T>
__device__ __forceinline__ void copy_chunk(T* dst, const T* src) {
  const u32 d = (u32)__cvta_generic_to_shared(dst);
  if constexpr (BYTES == 16)
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(d), "l"(src));
  else
    asm volatile("cp.async.ca.shared.global [%0], [%1], 4;\n" ::"r"(d), "l"(src));
}

// Elements k = 0..PER-1 of an output group, w[k] holding element
// (k + rot) % PER, packed in output order into PER * sizeof(T) bytes.
template <typename T, u32 PER>
__device__ __forceinline__ uint2 pack_group(const u32 (&w)[PER], u32 rot) {
  if constexpr (sizeof(T) == 1 && PER == 4) {
    const u32 word = w[0] | w[1] << 8 | w[2] << 16 | w[3] << 24;
    return make_uint2(__funnelshift_l(word, word, 8 * rot), 0);
  } else if constexpr (sizeof(T) == 1) {
    const u32 half = w[0] | w[1] << 8;
    return make_uint2(rot ? half >> 8 | half << 8 : half, 0);
  } else if constexpr (PER == 4) {
    u32 lo = (rot & 1) ? w[3] | w[0] << 16 : w[0] | w[1] << 16;
    u32 hi = (rot & 1) ? w[1] | w[2] << 16 : w[2] | w[3] << 16;
    if (rot & 2) {
      const u32 x = lo;
      lo = hi;
      hi = x;
    }
    return make_uint2(lo, hi);
  } else {
    return make_uint2(rot ? w[1] | w[0] << 16 : w[0] | w[1] << 16, 0);
  }
}

// Stores a packed group at e, whole, or its elements inside [g, g + len)
// one by one.
template <typename T, u32 PER>
__device__ __forceinline__ void store_group(T* out, u32 e, u32 g, u32 len, uint2 v) {
  constexpr u32 BYTES = PER * sizeof(T);
  if (e >= g && e + PER - g <= len) {
    if constexpr (BYTES == 8) *(uint2*)(out + e) = v;
    else if constexpr (BYTES == 4) *(u32*)(out + e) = v.x;
    else *(u16*)(out + e) = (u16)v.x;
    return;
  }
  const unsigned long long all = v.x | (unsigned long long)v.y << 32;
#pragma unroll
  for (u32 k = 0; k < PER; ++k)
    if (e + k - g < len) out[e + k] = (T)(all >> (8 * sizeof(T) * k));
}

// tables: in_off[r_in], in_sp[r_in], out_off[r_out], out_sp[r_out], sq[l_out]
// (global offsets from the tile's origins and stage positions from the
// phase), origins[num_tiles] (input, output origin).
// COPY: bytes of the input chunks (16, or 4 so that the stage's strides
// need only be congruent to the input's modulo 4 / sizeof(T) elements).
template <typename T, int STAGES, Gather GATHER, u32 COPY>
__global__ void __launch_bounds__(1024) byte_runs(runs_params p, const T* __restrict__ in,
                                                  T* __restrict__ out, const u32* __restrict__ in_off,
                                                  const u32* __restrict__ in_sp,
                                                  const u32* __restrict__ out_off,
                                                  const u32* __restrict__ out_sp,
                                                  const u32* __restrict__ sq,
                                                  const uint2* __restrict__ origins) {
  static_assert(GATHER != SHUFFLE || sizeof(T) == 2, "the shuffle gather packs 2-byte elements");
  constexpr u32 C = COPY / sizeof(T);  // elements of a chunk
  extern __shared__ __align__(16) unsigned char smem_bytes[];
  T* const smem = reinterpret_cast<T*>(smem_bytes);
  // The tables in shared memory after the stages (read from global memory
  // per unit, each unit waited for their latency: 0.23-0.52 of memcpy).
  uint2* const in_tab = reinterpret_cast<uint2*>(smem + STAGES * p.stage);
  uint2* const out_tab = in_tab + p.r_in;
  u32* const sq_shared = reinterpret_cast<u32*>(out_tab + p.r_out);
  for (u32 r = threadIdx.x; r < p.r_in; r += blockDim.x) in_tab[r] = make_uint2(in_off[r], in_sp[r]);
  for (u32 r = threadIdx.x; r < p.r_out; r += blockDim.x) out_tab[r] = make_uint2(out_off[r], out_sp[r]);
  for (u32 q = threadIdx.x; q < p.l_out; q += blockDim.x) sq_shared[q] = sq[q];
  __syncthreads();
  const u32 in_units = p.r_in * p.in_chunks;
  auto issue = [&](u32 t, u32 s) {
    T* stage = smem + s * p.stage;
    const u32 base = origins[t].x;
    const u32 phase = base & (C - 1);
#pragma unroll 4
    for (u32 u = threadIdx.x; u < in_units; u += blockDim.x) {
      const u32 r = cutt_div(u, p.in_chunks, p.in_chunks_div), j = u - r * p.in_chunks;
      const uint2 run = in_tab[r];
      const u32 g = base + run.x;
      const u32 a = (g & ~(C - 1)) + C * j;
      if (a < g + p.l_in) copy_chunk<COPY>(stage + (run.y + phase - (g & (C - 1))) + C * j, in + a);
    }
  };
  // Units are divided by multiplying (cutt_div): with `/`, ptxas's
  // division routine cost more instructions per tile than the tile's
  // moves (0.17-0.58 of memcpy).
  // SHUFFLE (zzzz77): warps over segments of 64 elements of an output run
  // from a word boundary, lane l reading elements l and 32 + l
  // (consecutive lanes on consecutive elements: a 16-byte chunk per lane
  // read 8 elements a run's stride apart, 4- to 16-way bank conflicts,
  // 0.27-0.51 of memcpy in the first version) and storing word l,
  // elements 2l and 2l + 1, gathered by shuffles; UNROLL segments per
  // warp, every read first.
  constexpr u32 UNROLL = 4;
  const u32 lane = threadIdx.x % 32, warps = blockDim.x / 32;
  const u32 segments = p.segments;
  const u32 out_units = p.r_out * segments;
  auto consume = [&](u32 t, u32 s) {
    const T* stage = smem + s * p.stage;
    const uint2 o = origins[t];
    const u32 phase = o.x & (C - 1);
    for (u32 u0 = threadIdx.x / 32; u0 < out_units; u0 += UNROLL * warps) {
      u32 v0[UNROLL], v1[UNROLL], g[UNROLL], a[UNROLL];
#pragma unroll
      for (u32 i = 0; i < UNROLL; ++i) {
        const u32 u = u0 + i * warps;
        const u32 r = cutt_div(u, segments, p.segments_div), k = u - r * segments;
        const uint2 run = out_tab[u < out_units ? r : 0];
        g[i] = o.y + run.x;
        a[i] = (g[i] & ~1u) + 64 * k;
        const T* from = stage + phase + run.y;
        const u32 q0 = a[i] + lane - g[i], q1 = q0 + 32;
        const bool unit = u < out_units;
        v0[i] = unit && q0 < p.l_out ? from[sq_shared[q0]] : 0;
        v1[i] = unit && q1 < p.l_out ? from[sq_shared[q1]] : 0;
        if (!unit) a[i] = g[i] + p.l_out;
      }
#pragma unroll
      for (u32 i = 0; i < UNROLL; ++i) {
        const u32 src = (2 * lane) & 31;
        const u32 lo0 = __shfl_sync(~0u, v0[i], src), hi0 = __shfl_sync(~0u, v0[i], src + 1);
        const u32 lo1 = __shfl_sync(~0u, v1[i], src), hi1 = __shfl_sync(~0u, v1[i], src + 1);
        const u32 lo = lane < 16 ? lo0 : lo1, hi = lane < 16 ? hi0 : hi1;
        const u32 e = a[i] + 2 * lane;  // element of lo
        const bool lo_in = e - g[i] < p.l_out, hi_in = e + 1 - g[i] < p.l_out;
        if (lo_in && hi_in)
          *(u32*)(out + e) = lo | hi << 16;
        else if (lo_in)
          out[e] = (T)lo;
        else if (hi_in)
          out[e + 1] = (T)hi;
      }
    }
  };
  // FLAT_QUADS and FLAT_PAIRS (zzzz84-zzzz86): threads over the tile's
  // (output run, group) units, a group being PER = 4 or 2 consecutive
  // output elements from a multiple of PER, consecutive lanes on
  // consecutive groups of a run, so that runs shorter than a warp's
  // segment leave no lane idle (every run takes ceil((l_out + PER - 1) /
  // PER) groups, the last one empty where the run starts on a group).
  // Each lane reads its group's elements itself, in an order rotated by
  // lane / (32 / PER), so that where output dimension 0 lies an odd
  // number of words apart in the stage the reads of one instruction within
  // one row of it fall in distinct banks (and so do their reads of sq;
  // reads in different rows still meet: 2.4 wavefronts a load on the
  // profiled tile, bench/exp/byte_runs_banks.py), packs them and stores
  // them at once: no shuffles. Two groups per thread, every read first.
  // PLAIN_QUADS and PLAIN_PAIRS (zzzz89): as FLAT_*, unrotated, and a
  // group wholly inside its run reads its table entries at constant
  // offsets without bounds (FLAT_QUADS spent about 60 instructions a
  // quad on each element's rotated index and bounds, and still met 3.7x
  // the shuffle's bank conflicts, run zzzz88).
  constexpr u32 PER = GATHER == FLAT_PAIRS || GATHER == PLAIN_PAIRS ? 2 : 4;
  constexpr bool ROTATED = GATHER == FLAT_QUADS || GATHER == FLAT_PAIRS;
  const u32 flat_units = p.r_out * p.per_run;
  auto consume_flat = [&](u32 t, u32 s) {
    const T* stage = smem + s * p.stage;
    const uint2 o = origins[t];
    const u32 phase = o.x & (C - 1);
    const u32 rot = ROTATED ? (lane / (32 / PER)) & (PER - 1) : 0;
    for (u32 u0 = threadIdx.x; u0 < flat_units; u0 += 2 * blockDim.x) {
      u32 w[2][PER], g[2], e[2];
#pragma unroll
      for (u32 i = 0; i < 2; ++i) {
        const u32 u = u0 + i * blockDim.x;
        const bool live = u < flat_units;
        const u32 r = cutt_div(u, p.per_run, p.per_run_div), j = u - r * p.per_run;
        const uint2 run = out_tab[live ? r : 0];
        g[i] = o.y + run.x;
        e[i] = (g[i] & ~(PER - 1)) + PER * j;
        const T* from = stage + phase + run.y;
        const u32 q0 = e[i] - g[i];
        if (!ROTATED && live && e[i] >= g[i] && q0 + PER <= p.l_out) {
          const u32* at = sq_shared + q0;
#pragma unroll
          for (u32 k = 0; k < PER; ++k) w[i][k] = from[at[k]];
        } else {
#pragma unroll
          for (u32 k = 0; k < PER; ++k) {
            const u32 q = e[i] + ((k + rot) & (PER - 1)) - g[i];
            w[i][k] = live && q < p.l_out ? from[sq_shared[q]] : 0;
          }
        }
        if (!live) e[i] = g[i] + p.l_out;
      }
#pragma unroll
      for (u32 i = 0; i < 2; ++i) store_group<T, PER>(out, e[i], g[i], p.l_out, pack_group<T, PER>(w[i], rot));
    }
  };
  if constexpr (GATHER == SHUFFLE)
    cp_async_ring<STAGES>(p.num_tiles, issue, consume);
  else
    cp_async_ring<STAGES>(p.num_tiles, issue, consume_flat);
}

// The smallest y >= x with y = m modulo c (a power of two).
static unsigned long long congruent(unsigned long long x, unsigned long long m, unsigned long long c) {
  return x + ((m - x) % c + c) % c;
}

struct Plan {
  runs_params p;
  std::vector<u32> in_off, in_sp, out_off, out_sp, sq;
  std::vector<uint2> origins;
};

// The plan of tile `chunk` (0: dimension outside the tile) of dims perm:
// input runs over the leading tile dimensions in input order, output runs
// over those in output order; c16 elements to a chunk copied. With
// 2-byte elements in 4-byte chunks, where output dimension 0 is an outer
// dimension of the stage, its stage stride is an odd number of words (the
// rotated gathers' reads of one instruction then fall in distinct
// banks).
static bool make_plan(const std::vector<int>& dims, const std::vector<int>& perm, const std::vector<int>& chunk,
                      u32 c16, u32 elem, Plan& plan) {
  const int n = (int)dims.size();
  const auto in = input_strides(dims);
  const auto out = output_strides(dims, perm);
  std::vector<int> tin, tout;  // tile dims in input and output order
  for (int d = 0; d < n; ++d)
    if (chunk[d]) tin.push_back(d);
  for (int d : perm)
    if (chunk[d]) tout.push_back(d);
  auto run_dims = [&](const std::vector<int>& order, const std::vector<unsigned long long>& stride) {
    size_t k = 0;
    unsigned long long next = 1;
    while (k < order.size() && stride[order[k]] == next) {
      next *= chunk[order[k]];
      if (chunk[order[k]] != dims[order[k]]) { ++k; break; }
      ++k;
    }
    return k;
  };
  const size_t nin = run_dims(tin, in), nout = run_dims(tout, out);
  if (!nin || !nout) return false;
  // Stage strides: the input run's dims as in the input; each outer dim
  // past everything before it plus 2 (c16 - 1) elements of chunk spill,
  // congruent to its input stride modulo c16.
  std::vector<unsigned long long> sst(n, 0);
  unsigned long long span = 1;
  for (size_t k = 0; k < tin.size(); ++k) {
    const int d = tin[k];
    if (k < nin) sst[d] = in[d];
    else sst[d] = congruent(k == nin ? span + 2 * (c16 - 1) : span, in[d] % c16, c16);
    if (k >= nin && d == tout[0] && elem == 2 && c16 <= 2 && sst[d] % 4 == 0) sst[d] += 2;
    span = sst[d] * chunk[d];
  }
  runs_params& p = plan.p;
  p.l_in = p.l_out = 1;
  for (size_t k = 0; k < nin; ++k) p.l_in *= chunk[tin[k]];
  for (size_t k = 0; k < nout; ++k) p.l_out *= chunk[tout[k]];
  unsigned long long volume = 1;
  for (int d : tin) volume *= chunk[d];
  p.r_in = (u32)(volume / p.l_in), p.r_out = (u32)(volume / p.l_out);
  p.in_chunks = (p.l_in + 2 * c16 - 2) / c16;
  p.segments = p.l_out / 64 + 2;
  p.in_chunks_div = divisor(p.in_chunks), p.segments_div = divisor(p.segments);
  p.stage = (u32)((c16 + span + 2 * c16 + c16 - 1) / c16 * c16);
  // Mixed radix over dims `ds` (fastest first) from index i: coordinates.
  auto coords = [&](const std::vector<int>& ds, size_t from, unsigned long long i, std::vector<int>& c) {
    for (size_t k = from; k < ds.size(); ++k) {
      c[ds[k]] = (int)(i % chunk[ds[k]]);
      i /= chunk[ds[k]];
    }
  };
  std::vector<int> c(n, 0);
  auto sum = [&](const std::vector<unsigned long long>& s) {
    unsigned long long v = 0;
    for (int d = 0; d < n; ++d) v += (unsigned long long)c[d] * s[d];
    return v;
  };
  for (u32 r = 0; r < p.r_in; ++r) {
    std::fill(c.begin(), c.end(), 0);
    coords(tin, nin, r, c);
    plan.in_off.push_back((u32)sum(in));
    plan.in_sp.push_back((u32)(c16 + sum(sst)));
  }
  for (u32 r = 0; r < p.r_out; ++r) {
    std::fill(c.begin(), c.end(), 0);
    coords(tout, nout, r, c);
    plan.out_off.push_back((u32)sum(out));
    plan.out_sp.push_back((u32)(c16 + sum(sst)));
  }
  for (u32 q = 0; q < p.l_out; ++q) {
    std::fill(c.begin(), c.end(), 0);
    std::vector<int> lead(tout.begin(), tout.begin() + nout);
    coords(lead, 0, q, c);
    plan.sq.push_back((u32)sum(sst));
  }
  // Tiles: every dimension's chunks (the last moved back to the end), in
  // output order.
  std::vector<int> grid;
  std::vector<unsigned long long> count(n);
  unsigned long long tiles = 1;
  for (int d : perm) {
    const int ch = chunk[d] ? chunk[d] : 1;
    count[d] = (dims[d] + ch - 1) / ch;
    tiles *= count[d];
  }
  for (unsigned long long t = 0; t < tiles; ++t) {
    unsigned long long i = t, ib = 0, ob = 0;
    for (int d : perm) {
      const int ch = chunk[d] ? chunk[d] : 1;
      const unsigned long long k = i % count[d];
      i /= count[d];
      const unsigned long long start = std::min<unsigned long long>(k * ch, dims[d] - ch);
      ib += start * in[d], ob += start * out[d];
    }
    plan.origins.push_back(make_uint2((u32)ib, (u32)ob));
  }
  p.num_tiles = (u32)tiles;
  return p.r_in <= MAX_TILE_RUNS && p.r_out <= MAX_TILE_RUNS;
}

template <typename T>
static T* upload(const std::vector<T>& v) {
  T* d;
  CHECK(cudaMalloc(&d, v.size() * sizeof(T)));
  CHECK(cudaMemcpy(d, v.data(), v.size() * sizeof(T), cudaMemcpyHostToDevice));
  return d;
}

template <typename T, int STAGES, Gather GATHER, u32 COPY>
static void time_stages(runs_params p, unsigned threads, void* in, void* out, float copy,
                        const std::vector<unsigned char>& want, u32* const* tables, const uint2* origins) {
  constexpr u32 per = GATHER == FLAT_PAIRS || GATHER == PLAIN_PAIRS ? 2 : 4;
  p.per_run = (p.l_out + 2 * per - 2) / per;
  p.per_run_div = divisor(p.per_run);
  auto kernel = byte_runs<T, STAGES, GATHER, COPY>;
  const size_t smem = (size_t)STAGES * p.stage * sizeof(T) + 8ull * (p.r_in + p.r_out) + 4ull * p.l_out;
  if (smem > 227 * 1024) {
    printf(" %dx%u too large", STAGES, threads);
    return;
  }
  CHECK(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)smem));
  int per_sm = 0, sms = 0;
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, kernel, threads, smem));
  CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  const unsigned grid = std::min<unsigned>(p.num_tiles, per_sm * sms);
  auto launch = [&] {
    kernel<<<grid, threads, smem>>>(p, (const T*)in, (T*)out, tables[0], tables[1], tables[2], tables[3],
                                    tables[4], origins);
  };
  bool ok;
  const float ms = checked_time_ms(launch, out, want, ok);
  static const char* names[] = {"shuffle:", "quads:", "pairs:", "plainquads:", "plainpairs:"};
  printf(" %s%s%dx%u/%d=%.3f%s", COPY == 4 ? "c4" : "", names[GATHER], STAGES, threads, per_sm, copy / ms, ok ? "" : "(WRONG)");
}

// Times the tile with input chunks of COPY bytes.
template <typename T, u32 COPY>
static void run_tile(const std::vector<int>& dims, const std::vector<int>& perm, const std::vector<int>& chunk,
                     void* in, void* out, float copy, const std::vector<unsigned char>& want) {
  Plan plan;
  printf("  tile {");
  for (size_t d = 0; d < dims.size(); ++d)
    if (chunk[d]) printf(" d%zu=%d", d, chunk[d]);
  if (!make_plan(dims, perm, chunk, COPY / sizeof(T), sizeof(T), plan)) {
    printf(" } not runs\n");
    return;
  }
  const runs_params& p = plan.p;
  printf(" } %uB chunks: runs %u x %zuB in, %u x %zuB out, stage %zu B, %u tiles; gather:stages x threads/blocks per SM:",
         COPY, p.r_in, sizeof(T) * p.l_in, p.r_out, sizeof(T) * p.l_out, sizeof(T) * p.stage, p.num_tiles);
  u32* tables[5] = {upload(plan.in_off), upload(plan.in_sp), upload(plan.out_off), upload(plan.out_sp),
                    upload(plan.sq)};
  uint2* origins = upload(plan.origins);
  for (unsigned threads : {512u, 1024u}) {
    if constexpr (sizeof(T) == 2 && COPY == 16)
      time_stages<T, 2, SHUFFLE, COPY>(p, threads, in, out, copy, want, tables, origins);
    time_stages<T, 2, FLAT_QUADS, COPY>(p, threads, in, out, copy, want, tables, origins);
    time_stages<T, 2, FLAT_PAIRS, COPY>(p, threads, in, out, copy, want, tables, origins);
    if constexpr (COPY == 16) {
      time_stages<T, 2, PLAIN_QUADS, COPY>(p, threads, in, out, copy, want, tables, origins);
      time_stages<T, 2, PLAIN_PAIRS, COPY>(p, threads, in, out, copy, want, tables, origins);
    }
  }
  printf("\n");
  for (u32* v : tables) CHECK(cudaFree(v));
  CHECK(cudaFree(origins));
}

// Times each tile with 16-byte input chunks, and with 4-byte ones too
// where COPY4.
template <typename T, bool COPY4 = false>
static void run_case(std::vector<int> dims, std::vector<int> perm, const std::vector<std::vector<int>>& tiles,
                     void* in, void* out) {
  std::vector<unsigned char> want;
  const float copy = print_reference(dims, perm, sizeof(T), in, out, want);
  printf("\n");
  if (copy < 0) return;
  for (const auto& chunk : tiles) {
    run_tile<T, 16>(dims, perm, chunk, in, out, copy, want);
    if constexpr (COPY4) run_tile<T, 4>(dims, perm, chunk, in, out, copy, want);
  }
}

// elem2's odd cases and two others, with 16-byte input chunks (and 4-byte
// ones too where COPY4: `byte_runs c4`, run zzzz87).
template <bool COPY4>
static void elem2_cases(unsigned* in, unsigned* out) {
  // elem2 [108, 73, 49, 32, 22] perm [1, 0, 4, 2, 3] (libcutt 0.606): every
  // tile one run each way.
  run_case<u16, COPY4>({108, 73, 1568, 22}, {1, 0, 3, 2}, {{108, 73, 0, 0}, {108, 73, 2, 0}}, in, out);
  // elem2 [201, 82, 33, 496] perm [2, 1, 0, 3] (0.501): output runs over
  // d2 and a chunk of d1.
  run_case<u16, COPY4>({201, 82, 33, 496}, {2, 1, 0, 3}, {{201, 4, 33, 0}, {201, 6, 33, 0}, {201, 8, 33, 0}}, in, out);
  // elem2 [201, 33, 82, 496] perm [2, 1, 3, 0] (0.487).
  run_case<u16, COPY4>({201, 33, 82, 496}, {2, 1, 3, 0}, {{201, 2, 82, 0}, {201, 3, 82, 0}}, in, out);
  // elem2 [49, 108, 22, 32, 73] perm [4, 3, 1, 2, 0] (0.398).
  run_case<u16, COPY4>({49, 2376, 32, 73}, {3, 2, 1, 0}, {{49, 2, 2, 73}, {49, 3, 3, 73}, {49, 3, 4, 73}}, in, out);
  // elem2 [32, 73, 108, 22, 49] perm [2, 0, 4, 3, 1] (0.72).
  run_case<u16, COPY4>({32, 73, 108, 22, 49}, {2, 0, 4, 3, 1}, {{32, 4, 108, 0, 0}, {32, 8, 108, 0, 0}}, in, out);
  // elem2 [645, 167, 2498] perm [1, 0, 2] (0.73).
  run_case<u16, COPY4>({645, 167, 2498}, {1, 0, 2}, {{64, 167, 0}}, in, out);
}

// elem1's odd cases (run zzzz86: 0.12-0.41 of memcpy against libcutt's
// 0.53-0.82; `byte_runs e1`).
static void elem1_cases(unsigned* in, unsigned* out) {
  // elem1 [14, 216, 110, 28, 56] perm [3, 2, 4, 0, 1] (0.54): output runs
  // over d3 and d2 or a chunk of it; input runs over d0 and a chunk of d1.
  run_case<u8>({14, 216, 110, 28, 56}, {3, 2, 4, 0, 1},
               {{14, 2, 110, 28, 0}, {14, 16, 16, 28, 0}, {14, 32, 8, 28, 0}, {14, 8, 32, 28, 0}}, in, out);
  // elem1 [56, 56, 56, 56, 56] perm [3, 2, 0, 4, 1] (0.63).
  run_case<u8>({56, 56, 56, 56, 56}, {3, 2, 0, 4, 1},
               {{56, 0, 16, 56, 0}, {56, 0, 32, 56, 0}, {56, 2, 16, 56, 0}, {56, 4, 8, 56, 0}}, in, out);
  // elem1 [813, 813, 813] perm [2, 1, 0] (0.76) and [1, 0, 2] (0.81).
  run_case<u8>({813, 813, 813}, {2, 1, 0}, {{128, 2, 128}, {256, 1, 128}, {813, 1, 64}}, in, out);
  run_case<u8>({813, 813, 813}, {1, 0, 2}, {{128, 128, 0}, {813, 64, 0}, {256, 256, 0}}, in, out);
  // elem1 [239, 97, 39, 590] perm [3, 0, 2, 1] (0.80).
  run_case<u8>({239, 97, 39, 590}, {3, 0, 2, 1}, {{239, 2, 0, 128}, {239, 4, 0, 64}, {239, 1, 0, 256}}, in, out);
}

// elem2's Tiled cases (Tiled 0.80 and 0.72 in run zzzz106) as staged
// tiles of two chunked dimensions, every chunk dividing or moved back
// (forty-ninth session; `byte_runs e2t`).
static void elem2_tiled_cases(unsigned* in, unsigned* out) {
  run_case<u16, false>({645, 645, 645}, {2, 1, 0},
                       {{129, 0, 129}, {215, 0, 129}, {129, 0, 215}, {215, 0, 215}, {161, 0, 161}}, in, out);
  run_case<u16, false>({645, 167, 2498}, {1, 0, 2}, {{129, 167, 0}, {215, 167, 0}, {645, 42, 0}, {323, 84, 0}}, in, out);
}

int main(int argc, char** argv) {
  const size_t bytes = 560ull << 20;
  unsigned *in, *out;
  alloc_filled(bytes, &in, &out);
  const std::string arg = argc > 1 ? argv[1] : "";
  if (arg == "a" || arg == "b") {  // one tile, for ncu
    if (arg == "a") run_case<u16>({108, 73, 1568, 22}, {1, 0, 3, 2}, {{108, 73, 2, 0}}, in, out);
    else run_case<u16>({201, 82, 33, 496}, {2, 1, 0, 3}, {{201, 6, 33, 0}}, in, out);
    return 0;
  }
  if (arg == "e1") {
    elem1_cases(in, out);
    return 0;
  }
  if (arg == "e2t") {
    elem2_tiled_cases(in, out);
    return 0;
  }
  if (arg == "c4") {
    elem2_cases<true>(in, out);
    return 0;
  }
  elem2_cases<false>(in, out);
  return 0;
}
