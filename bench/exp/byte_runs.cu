// Experiment: 2-byte transposes whose tiles are long runs on both sides,
// read as 16-byte chunks. elem2's low cases run 0.40-0.61 of memcpy in
// libcutt (run zzzz70): their packed tiles write runs of 66-146 bytes and
// move one element per access, and Tiled's tiles of 62 x 64 elements are
// mostly partial on extents of 73-108. Here a tile spans several
// dimensions on each side, so that its input is R_in runs of L_in
// elements and its output R_out runs of L_out elements, each of hundreds
// of bytes:
// - each input run goes to shared memory in 16-byte cp.async chunks, the
//   aligned chunks that cover it (up to 7 elements of its neighbours come
//   along); the stage lays the tile out linearly, each outer dimension's
//   stride in the stage congruent to its input stride modulo 8 elements,
//   so that an aligned chunk of the input lands on an aligned chunk of the
//   stage (the tile's input origin modulo 8 is the stage's phase);
// - each output run goes out from a word boundary, 64 elements per warp,
//   lane l reading elements l and 32 + l from the stage and storing word
//   l (consume), or with lanes on 32 runs, one 16-byte store of 8
//   elements per lane (consume_runs); the elements at a run's two ends
//   that share a word or chunk with other runs are stored alone.
// STAGES stages per block, persistent blocks, tiles' origins from a table
// (as the library's staged kernel). Chunks of a dimension that do not
// divide its extent overlap: the last chunk's origin moves back so that
// it is whole (its overlapped elements are written twice, with the same
// values).
// Prediction: 0.8 of memcpy on the odd cases. Measured on one H200 (runs
// zzzz73-zzzz79, bench/NOTES.md; every output right): at best 0.64 /
// 0.46 / 0.54 / 0.44 of memcpy on the four odd cases (libcutt 0.61 / 0.51
// / 0.49 / 0.40), 0.36 on a 2D case (libcutt 0.93); issue-bound (ncu:
// 70% of issue slots) on the gather of 2-byte elements, about one warp
// instruction per element. Not pursued.
// Build: bench/exp/run.sh byte_runs (an argument "a" or "b": one tile, for
// ncu).
#include "exp_common.cuh"

typedef unsigned short u16;
typedef unsigned int u32;

constexpr int MAX_TILE_RUNS = 1 << 14;

struct runs_params {
  u32 num_tiles;
  u32 l_in, r_in, l_out, r_out;
  u32 in_chunks;   // aligned 16-byte chunks per input run, at most
  u32 segments;    // 64-element segments per output run, at most
  u32 out_chunks;  // aligned 16-byte chunks per output run, at most
  cutt_divisor in_chunks_div, segments_div, out_chunks_div;
  u32 stage;       // elements of a stage
};

__device__ __forceinline__ void copy16(u16* dst, const u16* src) {
  const u32 d = (u32)__cvta_generic_to_shared(dst);
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(d), "l"(src));
}

// tables: in_off[r_in], in_sp[r_in], out_off[r_out], out_sp[r_out], sq[l_out]
// (global offsets from the tile's origins and stage positions from the
// phase), origins[num_tiles] (input, output origin).
template <int STAGES, bool LANES_ON_RUNS>
__global__ void __launch_bounds__(1024) byte_runs(runs_params p, const u16* __restrict__ in,
                                                  u16* __restrict__ out, const u32* __restrict__ in_off,
                                                  const u32* __restrict__ in_sp,
                                                  const u32* __restrict__ out_off,
                                                  const u32* __restrict__ out_sp,
                                                  const u32* __restrict__ sq,
                                                  const uint2* __restrict__ origins) {
  extern __shared__ __align__(16) u16 smem[];
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
    u16* stage = smem + s * p.stage;
    const u32 base = origins[t].x;
    const u32 phase = base & 7;
#pragma unroll 4
    for (u32 u = threadIdx.x; u < in_units; u += blockDim.x) {
      const u32 r = cutt_div(u, p.in_chunks, p.in_chunks_div), j = u - r * p.in_chunks;
      const uint2 run = in_tab[r];
      const u32 g = base + run.x;
      const u32 a = (g & ~7u) + 8 * j;
      if (a < g + p.l_in) copy16(stage + (run.y + phase - (g & 7)) + 8 * j, in + a);
    }
  };
  // Units are divided by multiplying (cutt_div): with `/`, ptxas's
  // division routine cost more instructions per tile than the tile's
  // moves (0.17-0.58 of memcpy).
  // Output: warps over segments of 64 elements of an output run from a
  // word boundary, lane l reading elements l and 32 + l (consecutive lanes
  // on consecutive elements: a 16-byte chunk per lane read 8 elements a
  // run's stride apart, 4- to 16-way bank conflicts, 0.27-0.51 of memcpy
  // in the first version) and storing word l, elements 2l and 2l + 1,
  // gathered by shuffles; UNROLL segments per warp, every read first.
  constexpr u32 UNROLL = 4;
  const u32 lane = threadIdx.x % 32, warps = blockDim.x / 32;
  const u32 segments = p.segments;
  const u32 out_units = p.r_out * segments;
  auto consume = [&](u32 t, u32 s) {
    const u16* stage = smem + s * p.stage;
    const uint2 o = origins[t];
    const u32 phase = o.x & 7;
    for (u32 u0 = threadIdx.x / 32; u0 < out_units; u0 += UNROLL * warps) {
      u32 v0[UNROLL], v1[UNROLL], g[UNROLL], a[UNROLL];
#pragma unroll
      for (u32 i = 0; i < UNROLL; ++i) {
        const u32 u = u0 + i * warps;
        const u32 r = cutt_div(u, segments, p.segments_div), k = u - r * segments;
        const uint2 run = out_tab[u < out_units ? r : 0];
        g[i] = o.y + run.x;
        a[i] = (g[i] & ~1u) + 64 * k;
        const u16* from = stage + phase + run.y;
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
          out[e] = (u16)lo;
        else if (hi_in)
          out[e + 1] = (u16)hi;
      }
    }
  };
  // LANES_ON_RUNS: lane l of a warp takes output run 32 g + l of its
  // group g, all lanes the same aligned 16-byte chunk j of their runs: one
  // 16-byte store per lane of 8 elements read from the stage one by one.
  // Neighbouring runs lie one outer output dimension's stage stride apart
  // (often input dimension 0's, 1 element), so the 32 reads of an
  // instruction fall in different words or share one; the lanes' runs
  // start at different offsets modulo 8, so do their reads of sq.
  const u32 groups = (p.r_out + 31) / 32;
  const u32 run_units = groups * p.out_chunks;
  auto consume_runs = [&](u32 t, u32 s) {
    const u16* stage = smem + s * p.stage;
    const uint2 o = origins[t];
    const u32 phase = o.x & 7;
    for (u32 u = threadIdx.x / 32; u < run_units; u += warps) {
      const u32 grp = cutt_div(u, p.out_chunks, p.out_chunks_div), j = u - grp * p.out_chunks;
      const u32 r = 32 * grp + lane;
      if (r >= p.r_out) continue;
      const uint2 run = out_tab[r];
      const u32 g = o.y + run.x;
      const u32 a = (g & ~7u) + 8 * j;
      if (a >= g + p.l_out) continue;
      const u16* from = stage + phase + run.y;
      u32 v[8];
#pragma unroll
      for (u32 e = 0; e < 8; ++e) {
        const u32 q = a + e - g;
        v[e] = q < p.l_out ? from[sq_shared[q]] : 0;
      }
      if (a >= g && a + 8 <= g + p.l_out) {
        *(uint4*)(out + a) = make_uint4(v[0] | v[1] << 16, v[2] | v[3] << 16, v[4] | v[5] << 16, v[6] | v[7] << 16);
      } else {
#pragma unroll
        for (u32 e = 0; e < 8; ++e)
          if (a + e - g < p.l_out) out[a + e] = (u16)v[e];
      }
    }
  };
  if constexpr (LANES_ON_RUNS)
    cp_async_ring<STAGES>(p.num_tiles, issue, consume_runs);
  else
    cp_async_ring<STAGES>(p.num_tiles, issue, consume);
}

// The smallest y >= x with y = m modulo 8.
static unsigned long long congruent(unsigned long long x, unsigned long long m) {
  return x + ((m - x) % 8 + 8) % 8;
}

struct Plan {
  runs_params p;
  std::vector<u32> in_off, in_sp, out_off, out_sp, sq;
  std::vector<uint2> origins;
};

// The plan of tile `chunk` (0: dimension outside the tile) of dims perm:
// input runs over the leading tile dimensions in input order, output runs
// over those in output order.
static bool make_plan(const std::vector<int>& dims, const std::vector<int>& perm, const std::vector<int>& chunk,
                      Plan& plan) {
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
  // past everything before it plus 14 elements of chunk spill, congruent
  // to its input stride modulo 8.
  std::vector<unsigned long long> sst(n, 0);
  unsigned long long span = 1;
  for (size_t k = 0; k < tin.size(); ++k) {
    const int d = tin[k];
    if (k < nin) sst[d] = in[d];
    else sst[d] = congruent(k == nin ? span + 14 : span, in[d] % 8);
    span = sst[d] * chunk[d];
  }
  runs_params& p = plan.p;
  p.l_in = p.l_out = 1;
  for (size_t k = 0; k < nin; ++k) p.l_in *= chunk[tin[k]];
  for (size_t k = 0; k < nout; ++k) p.l_out *= chunk[tout[k]];
  unsigned long long volume = 1;
  for (int d : tin) volume *= chunk[d];
  p.r_in = (u32)(volume / p.l_in), p.r_out = (u32)(volume / p.l_out);
  p.in_chunks = (p.l_in + 7 + 7) / 8;
  p.segments = p.l_out / 64 + 2;
  p.in_chunks_div = divisor(p.in_chunks), p.segments_div = divisor(p.segments);
  p.out_chunks = (p.l_out + 7 + 7) / 8, p.out_chunks_div = divisor(p.out_chunks);
  p.stage = (u32)((8 + span + 16 + 7) / 8 * 8);
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
    plan.in_sp.push_back((u32)(8 + sum(sst)));
  }
  for (u32 r = 0; r < p.r_out; ++r) {
    std::fill(c.begin(), c.end(), 0);
    coords(tout, nout, r, c);
    plan.out_off.push_back((u32)sum(out));
    plan.out_sp.push_back((u32)(8 + sum(sst)));
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

template <int STAGES, bool LANES_ON_RUNS>
static void time_stages(const runs_params& p, unsigned threads, void* in, void* out, float copy,
                        const std::vector<unsigned char>& want, u32* const* tables, const uint2* origins) {
  auto kernel = byte_runs<STAGES, LANES_ON_RUNS>;
  const size_t smem = (size_t)STAGES * p.stage * 2 + 8ull * (p.r_in + p.r_out) + 4ull * p.l_out;
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
    kernel<<<grid, threads, smem>>>(p, (const u16*)in, (u16*)out, tables[0], tables[1], tables[2], tables[3],
                                    tables[4], origins);
  };
  bool ok;
  const float ms = checked_time_ms(launch, out, want, ok);
  printf(" %s%dx%u/%d=%.3f%s", LANES_ON_RUNS ? "runs:" : "", STAGES, threads, per_sm, copy / ms, ok ? "" : "(WRONG)");
}

static void run_tile(const std::vector<int>& dims, const std::vector<int>& perm, const std::vector<int>& chunk,
                     void* in, void* out, float copy, const std::vector<unsigned char>& want) {
  Plan plan;
  printf("  tile {");
  for (size_t d = 0; d < dims.size(); ++d)
    if (chunk[d]) printf(" d%zu=%d", d, chunk[d]);
  if (!make_plan(dims, perm, chunk, plan)) {
    printf(" } not runs\n");
    return;
  }
  const runs_params& p = plan.p;
  printf(" } runs %u x %uB in, %u x %uB out, stage %u B, %u tiles; stages x threads/blocks per SM:", p.r_in,
         2 * p.l_in, p.r_out, 2 * p.l_out, 2 * p.stage, p.num_tiles);
  u32* tables[5] = {upload(plan.in_off), upload(plan.in_sp), upload(plan.out_off), upload(plan.out_sp),
                    upload(plan.sq)};
  uint2* origins = upload(plan.origins);
  for (unsigned threads : {512u, 1024u}) {
    time_stages<2, false>(p, threads, in, out, copy, want, tables, origins);
    if (p.r_out >= 32) time_stages<2, true>(p, threads, in, out, copy, want, tables, origins);
  }
  printf("\n");
  for (u32* v : tables) CHECK(cudaFree(v));
  CHECK(cudaFree(origins));
}

static void run_case(std::vector<int> dims, std::vector<int> perm, const std::vector<std::vector<int>>& tiles,
                     void* in, void* out) {
  std::vector<unsigned char> want;
  const float copy = print_reference(dims, perm, 2, in, out, want);
  printf("\n");
  if (copy < 0) return;
  for (const auto& chunk : tiles) run_tile(dims, perm, chunk, in, out, copy, want);
}

int main(int argc, char** argv) {
  const size_t bytes = 560ull << 20;
  unsigned *in, *out;
  alloc_filled(bytes, &in, &out);
  if (argc > 1) {  // one tile, for ncu: "a" or "b"
    if (argv[1][0] == 'a') run_case({108, 73, 1568, 22}, {1, 0, 3, 2}, {{108, 73, 2, 0}}, in, out);
    else run_case({36636, 7327}, {1, 0}, {{128, 128}}, in, out);
    return 0;
  }
  // elem2 [108, 73, 49, 32, 22] perm [1, 0, 4, 2, 3] (libcutt 0.606): every
  // tile one run each way.
  run_case({108, 73, 1568, 22}, {1, 0, 3, 2}, {{108, 73, 0, 0}, {108, 73, 2, 0}}, in, out);
  // elem2 [201, 82, 33, 496] perm [2, 1, 0, 3] (0.501): output runs over
  // d2 and a chunk of d1.
  run_case({201, 82, 33, 496}, {2, 1, 0, 3}, {{201, 2, 33, 0}, {201, 4, 33, 0}, {201, 6, 33, 0}, {201, 8, 33, 0}},
           in, out);
  // elem2 [201, 33, 82, 496] perm [2, 1, 3, 0] (0.487).
  run_case({201, 33, 82, 496}, {2, 1, 3, 0}, {{201, 2, 82, 0}, {201, 3, 82, 0}, {201, 4, 82, 0}}, in, out);
  // elem2 [49, 108, 22, 32, 73] perm [4, 3, 1, 2, 0] (0.398).
  run_case({49, 2376, 32, 73}, {3, 2, 1, 0}, {{49, 2, 2, 73}, {49, 3, 3, 73}, {49, 3, 4, 73}, {49, 4, 4, 73}}, in,
           out);
  // elem2 [645, 167, 2498] perm [1, 0, 2] (0.67) and a 2D case (0.85).
  run_case({645, 167, 2498}, {1, 0, 2}, {{645, 16, 0}, {645, 32, 0}, {64, 167, 0}}, in, out);
  run_case({36636, 7327}, {1, 0}, {{64, 64}, {128, 128}, {256, 64}}, in, out);
  return 0;
}
