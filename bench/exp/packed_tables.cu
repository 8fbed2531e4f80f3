// Experiment: Packed tiles of 8-byte elements past 8192 positions without
// per-slot registers. The leads of the thirty-fifth and thirty-sixth
// sessions: set2 rank 8's lowest cases gain with tile size past what 64
// registers at 1024 threads hold (8192 positions), and its best candidates'
// medians (0.894-0.902) cannot reach the bar (0.92) by choice alone.
// Kernel: a tile is the product of chunks of some dimensions (chunks that
// divide their extents here). Its positions in input order form runs that
// are contiguous in the input (in_run positions each); in output order,
// runs contiguous in the output (out_run positions). Every position is
// located from small shared-memory tables the block loads once:
//   load:  p -> run r = p / in_run; input offset in_runs[r] + p % in_run;
//          stage index p (padded);
//   store: q -> run r = q / out_run, o = q % out_run; output offset
//          out_runs[r].x + o; stage index out_runs[r].y + run_smem[o]
//          (padded): the output run's leading dimensions are whole
//          dimensions of the tile, so their stage offsets add to the
//          run's.
// Stages: a ring of 2 or 3 cp.async stages (exp_common.cuh cp_async_ring),
// input loads marked L2 evict_last as the library's. Tiles' origins come
// from a table in global memory (an experiment's shortcut for the grid
// walk; one 8-byte load per tile).
// Against libcutt's heuristic plan; every output compared with libcutt's.
// Prediction: the library's tiles measure within 0.02 of libcutt; tiles of
// 12-14K positions gain 0.03-0.06 on the cases whose output runs they
// lengthen ([80, 5, 3, 42735, 4], [5, 4884, 40, 3, 2, 35]).
// Measured on one H200 (run zzzz9,
// bench/results/2026-11-27zzzz9-h200-packed-tables.log), libcutt's plan ->
// best variant here: [80, 5, 3, 42735, 4] 0.796 -> 0.867 ({d3=21}, two
// stages, 1024 threads), [5, 4884, 40, 3, 2, 35] 0.773 -> 0.845 (6300
// positions, three stages), [33, 2, 35, 37, ...] 0.828 -> 0.917 (9240),
// [40, 105, 4, 33, ...] 0.827 -> 0.912 (8400), [35, 3, 40, 5, ...] 0.815
// -> 0.955 (8400; 0.939 in the library's own 4200-position tile);
// [35, 2, 33, ...] 0.842 -> 0.847; [35, 3, 10, 40, ...] 0.795 -> 0.659
// (input runs of 280 bytes). Tiles of 12950-13200 positions ran 0.07-0.2
// below those of 8400-9240; 1024 threads beat 512 on one block per SM.
// Every output matched libcutt's. The library's staged kernel became this
// kernel (cuda/packed_staged.cu).
// Build: bench/exp/run.sh packed_tables
#include "packed_exp.cuh"

struct TableTile {
  u32 volume;
  u32 in_run, out_run;
  cutt_divisor in_run_div, out_run_div;
  u32 n_in_runs;  // even, so that out_runs starts on 8 bytes
  u32 n_out_runs;
  u32 pad_shift;
  u32 stage_elems;
  u32 tiles;
};

template <int STAGES>
__global__ void __launch_bounds__(1024) table_packed(const __grid_constant__ TableTile k,
                                                     const u32* __restrict__ tables,
                                                     const uint2* __restrict__ origins,
                                                     const uint2* __restrict__ in, uint2* __restrict__ out) {
  constexpr int BATCH = 4;
  extern __shared__ __align__(16) unsigned char smem_bytes[];
  uint2* stages = reinterpret_cast<uint2*>(smem_bytes);
  u32* tab = reinterpret_cast<u32*>(stages + STAGES * k.stage_elems);
  const u32 n_tab = k.n_in_runs + 2 * k.n_out_runs + k.out_run;
  for (u32 i = threadIdx.x; i < n_tab; i += blockDim.x) tab[i] = tables[i];
  __syncthreads();
  const u32* in_runs = tab;
  const uint2* out_runs = reinterpret_cast<const uint2*>(tab + k.n_in_runs);
  const u32* run_smem = tab + k.n_in_runs + 2 * k.n_out_runs;
  const cutt_u64 policy = input_policy<true>(true);
  cp_async_ring<STAGES>(
      k.tiles,
      [&](u32 t, u32 stage) {
        const u32 base = origins[t].x;
        uint2* s = stages + stage * k.stage_elems;
        for (u32 p = threadIdx.x; p < k.volume; p += blockDim.x) {
          const u32 r = cutt_div(p, 0, k.in_run_div);
          copy_async(s + padded(p, k.pad_shift), in + base + in_runs[r] + (p - r * k.in_run), policy);
        }
      },
      [&](u32 t, u32 stage) {
        const u32 base = origins[t].y;
        const uint2* s = stages + stage * k.stage_elems;
        for (u32 q0 = threadIdx.x; q0 < k.volume; q0 += BATCH * blockDim.x) {
          uint2 v[BATCH];
          u32 dst[BATCH];
#pragma unroll
          for (int j = 0; j < BATCH; ++j) {
            const u32 q = q0 + j * blockDim.x;
            if (q < k.volume) {
              const u32 r = cutt_div(q, 0, k.out_run_div);
              const u32 o = q - r * k.out_run;
              const uint2 run = out_runs[r];
              dst[j] = run.x + o;
              v[j] = s[padded(run.y + run_smem[o], k.pad_shift)];
            }
          }
#pragma unroll
          for (int j = 0; j < BATCH; ++j)
            if (q0 + j * blockDim.x < k.volume) out[base + dst[j]] = v[j];
        }
      });
}

// A case in canonical form and the chunk of each dimension in the tile
// (0: outside it; chunks divide their extents).
struct TableCase {
  const char* name;
  std::vector<unsigned long long> dims;
  std::vector<int> perm;
  std::vector<std::vector<u32>> tiles;
};

// Stage index of each tile position in output order, before padding.
struct Layout {
  TableTile k{};
  std::vector<u32> tables;   // in_runs, out_runs (pairs), run_smem
  std::vector<uint2> origins;
  std::vector<u32> smem_of_out;  // stage index of output position q
};

// Positions of the tile's dimensions `order` (fastest first) with chunks c:
// how many leading ones form one run in memory (strides `stride`), and the
// run's length.
static u32 run_length(const std::vector<int>& order, const std::vector<u32>& c,
                      const std::vector<unsigned long long>& dims,
                      const std::vector<unsigned long long>& stride) {
  u32 run = 1;
  unsigned long long next = 1;
  for (int d : order) {
    if (stride[d] != next) break;
    run *= c[d];
    if (c[d] != dims[d]) break;
    next = stride[d] * dims[d];
  }
  return run;
}

// The offsets (along `stride`) and stage indices of position n of a tile
// whose dimensions `order` (fastest first) have chunks c and stage strides
// smem_stride.
static void locate_host(unsigned long long n, const std::vector<int>& order, const std::vector<u32>& c,
                        const std::vector<unsigned long long>& stride, const std::vector<u32>& smem_stride,
                        unsigned long long& offset, u32& smem) {
  offset = 0;
  smem = 0;
  for (int d : order) {
    const unsigned long long digit = n % c[d];
    n /= c[d];
    offset += digit * stride[d];
    smem += (u32)digit * smem_stride[d];
  }
}

// Half-warp wavefronts of the store phase's stage reads under pad shift.
static unsigned long long read_wavefronts(const std::vector<u32>& smem_of_out, u32 shift) {
  unsigned long long total = 0;
  for (size_t q0 = 0; q0 < smem_of_out.size(); q0 += 16) {
    std::vector<std::vector<u32>> bank(16);
    size_t worst = 1;
    for (size_t q = q0; q < std::min(q0 + 16, smem_of_out.size()); ++q) {
      const u32 a = smem_of_out[q] + (smem_of_out[q] >> shift);
      auto& b = bank[a % 16];
      if (std::find(b.begin(), b.end(), a) == b.end()) b.push_back(a);
      worst = std::max(worst, b.size());
    }
    total += worst;
  }
  return total;
}

static Layout layout(const TableCase& c, const std::vector<u32>& chunk) {
  const int rank = (int)c.dims.size();
  const auto in_stride = input_strides(c.dims);
  const auto out_stride = output_strides(c.dims, c.perm);
  std::vector<int> in_order, out_order;
  for (int d = 0; d < rank; ++d)
    if (chunk[d]) in_order.push_back(d);
  for (int j = 0; j < rank; ++j)
    if (chunk[c.perm[j]]) out_order.push_back(c.perm[j]);
  std::vector<u32> smem_stride(rank, 0);
  u32 volume = 1;
  for (int d : in_order) smem_stride[d] = volume, volume *= chunk[d];
  Layout l;
  TableTile& k = l.k;
  k.volume = volume;
  k.in_run = run_length(in_order, chunk, c.dims, in_stride);
  k.out_run = run_length(out_order, chunk, c.dims, out_stride);
  k.in_run_div = divisor(k.in_run);
  k.out_run_div = divisor(k.out_run);
  k.n_in_runs = (volume / k.in_run + 1) / 2 * 2;
  k.n_out_runs = volume / k.out_run;
  unsigned long long off;
  u32 sm;
  l.tables.assign(k.n_in_runs + 2 * k.n_out_runs + k.out_run, 0);
  for (u32 r = 0; r < volume / k.in_run; ++r) {
    locate_host((unsigned long long)r * k.in_run, in_order, chunk, in_stride, smem_stride, off, sm);
    l.tables[r] = (u32)off;
  }
  for (u32 r = 0; r < k.n_out_runs; ++r) {
    locate_host((unsigned long long)r * k.out_run, out_order, chunk, out_stride, smem_stride, off, sm);
    l.tables[k.n_in_runs + 2 * r] = (u32)off;
    l.tables[k.n_in_runs + 2 * r + 1] = sm;
  }
  for (u32 o = 0; o < k.out_run; ++o) {
    locate_host(o, out_order, chunk, out_stride, smem_stride, off, sm);
    l.tables[k.n_in_runs + 2 * k.n_out_runs + o] = sm;
  }
  l.smem_of_out.resize(volume);
  for (u32 q = 0; q < volume; ++q) {
    locate_host(q, out_order, chunk, out_stride, smem_stride, off, sm);
    l.smem_of_out[q] = sm;
  }
  // Tiles in output order of the dimensions, each dimension's chunks at
  // its place.
  std::vector<unsigned long long> counts;
  std::vector<int> grid;
  for (int j = 0; j < rank; ++j) {
    const int d = c.perm[j];
    const unsigned long long n = chunk[d] ? c.dims[d] / chunk[d] : c.dims[d];
    if (n > 1) grid.push_back(d), counts.push_back(n);
  }
  unsigned long long tiles = 1;
  for (auto n : counts) tiles *= n;
  l.origins.resize(tiles);
  for (unsigned long long t = 0; t < tiles; ++t) {
    unsigned long long rest = t, in_off = 0, out_off = 0;
    for (size_t g = 0; g < grid.size(); ++g) {
      const int d = grid[g];
      const unsigned long long step = (rest % counts[g]) * (chunk[d] ? chunk[d] : 1);
      rest /= counts[g];
      in_off += step * in_stride[d];
      out_off += step * out_stride[d];
    }
    l.origins[t] = make_uint2((u32)in_off, (u32)out_off);
  }
  k.tiles = (u32)tiles;
  u32 best = 31;
  unsigned long long best_waves = read_wavefronts(l.smem_of_out, 31);
  for (u32 shift : {6u, 5u, 4u, 3u}) {
    const unsigned long long w = read_wavefronts(l.smem_of_out, shift);
    if (w < best_waves) best = shift, best_waves = w;
  }
  k.pad_shift = best;
  k.stage_elems = (volume - 1 + ((volume - 1) >> best) + 2) / 2 * 2;
  return l;
}

template <int STAGES>
float time_tables(const Layout& l, u32 threads, Run& run, const char* name, int& grid, int& regs) {
  u32* tables;
  uint2* origins;
  CHECK(cudaMalloc(&tables, l.tables.size() * 4));
  CHECK(cudaMalloc(&origins, l.origins.size() * 8));
  CHECK(cudaMemcpy(tables, l.tables.data(), l.tables.size() * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(origins, l.origins.data(), l.origins.size() * 8, cudaMemcpyHostToDevice));
  const size_t smem = (size_t)STAGES * l.k.stage_elems * 8 + l.tables.size() * 4;
  auto kernel = table_packed<STAGES>;
  float ms = -1;
  int max_smem = 0;
  CHECK(cudaDeviceGetAttribute(&max_smem, cudaDevAttrMaxSharedMemoryPerBlockOptin, 0));
  grid = 0;
  if (smem <= (size_t)max_smem) {
    CHECK(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)smem));
    cudaFuncAttributes attr;
    CHECK(cudaFuncGetAttributes(&attr, kernel));
    regs = attr.numRegs;
    grid = resident_grid(kernel, threads, smem, l.k.tiles);
    auto launch = [&] { kernel<<<grid, threads, smem>>>(l.k, tables, origins, run.in, run.out); };
    launch();
    CHECK(cudaGetLastError());
    run.verify(name, "tables");
    ms = time_ms(launch, 5);
  }
  CHECK(cudaFree(tables));
  CHECK(cudaFree(origins));
  return ms;
}

int main() {
  const std::vector<TableCase> cases = {
      {"r8 [80,5,3,42735,4] perm [1,3,0,4,2]",
       {80, 5, 3, 42735, 4},
       {1, 3, 0, 4, 2},
       {{80, 5, 0, 15, 0}, {80, 5, 0, 21, 0}, {80, 5, 0, 33, 0}, {80, 5, 3, 7, 0}}},
      {"r8 [5,4884,40,3,2,35] perm [3,5,4,2,1,0]",
       {5, 4884, 40, 3, 2, 35},
       {3, 5, 4, 2, 1, 0},
       {{5, 6, 0, 3, 2, 35}, {5, 11, 0, 3, 2, 35}, {5, 12, 0, 3, 2, 35}}},
      {"r8 [35,3,10,40,4,33,37] perm [2,6,3,5,0,4,1]",
       {35, 3, 10, 40, 4, 33, 37},
       {2, 6, 3, 5, 0, 4, 1},
       {{35, 0, 10, 0, 0, 0, 37}, {35, 3, 10, 0, 0, 0, 37}}},
      {"r8 [35,3,40,5,2,4,33,37] perm [1,4,0,2,7,6,3,5]",
       {35, 3, 40, 5, 2, 4, 33, 37},
       {1, 4, 0, 2, 7, 6, 3, 5},
       {{35, 3, 20, 0, 2, 0, 0, 0}, {35, 3, 40, 0, 2, 0, 0, 0}}},
      {"r8 [33,2,35,37,4,3,5,40] perm [2,4,6,5,7,0,3,1]",
       {33, 2, 35, 37, 4, 3, 5, 40},
       {2, 4, 6, 5, 7, 0, 3, 1},
       {{33, 0, 35, 0, 4, 0, 0, 0}, {33, 2, 35, 0, 4, 0, 0, 0}}},
      {"r8 [40,105,4,33,5,37,2] perm [1,5,4,0,6,3,2]",
       {40, 105, 4, 33, 5, 37, 2},
       {1, 5, 4, 0, 6, 3, 2},
       {{40, 105, 0, 0, 0, 0, 0}, {40, 105, 2, 0, 0, 0, 0}}},
      {"r8 [35,2,33,3,37,4,5,40] perm [4,7,3,6,0,5,2,1]",
       {35, 2, 33, 3, 37, 4, 5, 40},
       {4, 7, 3, 6, 0, 5, 2, 1},
       {{35, 0, 0, 0, 37, 0, 0, 4}, {35, 0, 0, 0, 37, 0, 0, 8}, {35, 0, 0, 0, 37, 0, 0, 10}}},
  };
  for (const TableCase& tc : cases) {
    Case c{tc.name, tc.dims, tc.perm, 0, 31};
    Run run(c);
    printf("%s: libcutt %.3f\n", tc.name, run.copy_ms / run.lib_ms);
    for (const auto& chunk : tc.tiles) {
      const Layout l = layout(tc, chunk);
      printf("  tile {");
      for (size_t d = 0; d < chunk.size(); ++d)
        if (chunk[d]) printf(" d%zu=%u", d, chunk[d]);
      printf(" } %u positions, runs in %u out %u, pad %u:", l.k.volume, l.k.in_run, l.k.out_run, l.k.pad_shift);
      for (u32 threads : {512u, 1024u}) {
        int grid = 0, regs = 0;
        const float two = time_tables<2>(l, threads, run, tc.name, grid, regs);
        if (two > 0) printf(" 2x%u/%d(%dr)=%.3f", threads, grid, regs, run.copy_ms / two);
        const float three = time_tables<3>(l, threads, run, tc.name, grid, regs);
        if (three > 0) printf(" 3x%u/%d=%.3f", threads, grid, run.copy_ms / three);
      }
      printf("\n");
      fflush(stdout);
    }
  }
  return 0;
}
