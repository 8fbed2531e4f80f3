// Shared by the packed-tile experiments of bench/exp: the library's packed
// kernel (registers), a case with its tile, the planner's launch
// parameters for it, and libcutt's output and time as the reference.
#pragma once
#include "exp_common.cuh"
#include "../../cuda/packed.cu"
#include "../../cuda/packed_staged.cu"

__global__ void __launch_bounds__(1024) lib_packed(const __grid_constant__ cutt_packed_params p,
                                                   const uint2* __restrict__ in,
                                                   uint2* __restrict__ out) {
  packed<uint2, u32, 8, false, false>(p, in, out);
}

struct Case {
  const char* name;
  std::vector<unsigned long long> dims;
  std::vector<int> perm;
  unsigned tile;       // canonical dimensions in the tile (bit mask)
  unsigned pad_shift;  // as the planner chose (31: none)
};

// Order of the grid over the dimensions outside the tile (the library's:
// OUTPUT).
enum Order { OUTPUT, INPUT, PRODUCT };

// packed_launch of src/plan/packed.rs without a split, its grid in `order`.
cutt_packed_params make_params(const Case& c, Order order, u32& threads) {
  const int rank = (int)c.dims.size();
  std::vector<unsigned long long> in_stride(rank), out_stride(rank);
  unsigned long long s = 1;
  for (int d = 0; d < rank; ++d) in_stride[d] = s, s *= c.dims[d];
  s = 1;
  for (int j = 0; j < rank; ++j) out_stride[c.perm[j]] = s, s *= c.dims[c.perm[j]];
  cutt_packed_params p = {};
  std::vector<int> slot(rank, -1);
  unsigned long long volume = 1;
  for (int d = 0; d < rank; ++d) {
    if (!(c.tile >> d & 1)) continue;
    cutt_tile_dim& t = p.in_dims[p.tile_rank];
    t.extent = (u32)c.dims[d];
    t.smem_stride = (u32)volume;
    t.in_stride = in_stride[d];
    t.out_stride = out_stride[d];
    t.div = divisor(c.dims[d]);
    slot[d] = p.tile_rank++;
    volume *= c.dims[d];
  }
  int k = 0;
  unsigned long long tiles = 1;
  std::vector<int> outside;
  for (int j = 0; j < rank; ++j) {
    const int d = c.perm[j];
    if (slot[d] >= 0)
      p.out_dims[k++] = p.in_dims[slot[d]];
    else
      outside.push_back(d);
  }
  if (order == INPUT) std::sort(outside.begin(), outside.end());
  if (order == PRODUCT)
    std::stable_sort(outside.begin(), outside.end(), [&](int x, int y) {
      return (double)in_stride[x] * out_stride[x] < (double)in_stride[y] * out_stride[y];
    });
  for (int d : outside) {
    cutt_grid_dim& g = p.grid[p.grid_rank++];
    g.extent = c.dims[d];
    g.in_stride = in_stride[d];
    g.out_stride = out_stride[d];
    g.div = divisor(c.dims[d]);
    tiles *= c.dims[d];
  }
  p.num_tiles = tiles;
  p.volume = (u32)volume;
  p.smem_pad_shift = c.pad_shift;
  threads = (u32)((volume + 7) / 8 + 31) / 32 * 32;
  return p;
}

template <typename K>
int resident_grid(K kernel, u32 threads, size_t smem, unsigned long long tiles) {
  int per_sm = 0, sms = 0;
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, kernel, threads, smem));
  CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  return (int)std::min<unsigned long long>(tiles, (unsigned long long)sms * per_sm);
}

// Shared-memory bytes of the library's kernel for p.
inline size_t lib_smem(const cutt_packed_params& p) {
  return (size_t)(p.volume + ((p.volume - 1) >> p.smem_pad_shift)) * sizeof(uint2);
}

// A case's buffers: input filled, libcutt's output (poisoned first) kept on
// the host, its time and memcpy's time; `out` for the variants, poisoned.
struct Run {
  size_t bytes = 8;
  uint2 *in, *ref, *out;
  cuttHandle plan;
  float lib_ms, copy_ms;
  std::vector<unsigned char> want, got;

  explicit Run(const Case& c) {
    for (auto d : c.dims) bytes *= d;
    alloc_filled(bytes, &in, &out);
    CHECK(cudaMalloc(&ref, bytes));
    std::vector<int> dims(c.dims.begin(), c.dims.end());
    std::vector<int> perm = c.perm;
    if (cuttPlan(&plan, (int)dims.size(), dims.data(), perm.data(), 8, 0) != CUTT_SUCCESS) {
      printf("cuttPlan failed: %s\n", c.name);
      exit(1);
    }
    CHECK(cudaMemset(ref, 0xA5, bytes));
    lib_ms = time_ms([&] { cuttExecute(plan, in, ref); }, 5);
    copy_ms = time_ms([&] { cudaMemcpyAsync(out, in, bytes, cudaMemcpyDeviceToDevice); }, 5);
    want.resize(bytes);
    got.resize(bytes);
    CHECK(cudaMemcpy(want.data(), ref, bytes, cudaMemcpyDeviceToHost));
    CHECK(cudaMemset(out, 0xA5, bytes));
  }
  ~Run() {
    cuttDestroy(plan);
    CHECK(cudaFree(in));
    CHECK(cudaFree(ref));
    CHECK(cudaFree(out));
  }
  // Prints WRONG unless `out` holds libcutt's output; poisons it again.
  void verify(const char* name, const char* what) {
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(got.data(), out, bytes, cudaMemcpyDeviceToHost));
    if (got != want) printf("WRONG: %s, %s\n", name, what);
    CHECK(cudaMemset(out, 0xA5, bytes));
  }
};

// Packed tiles of 8-byte elements loaded with cp.async (the library's
// copy_async, cuda/packed_staged.cu) into a ring of NBUF shared-memory
// stages (exp_common.cuh `cp_async_ring`; bench/exp/packed_async.cu).
template <int NBUF, int R, int THREADS = 1024>
__global__ void __launch_bounds__(THREADS) async_packed(const __grid_constant__ cutt_packed_params p,
                                                     const uint2* __restrict__ in,
                                                     uint2* __restrict__ out, u32 stage_elems) {
  extern __shared__ __align__(16) unsigned char smem_bytes[];
  uint2* stages = reinterpret_cast<uint2*>(smem_bytes);
  u32 in_off[R], out_off[R], pos[R], in_key[R], out_key[R], smem_read[R], unused[R];
#pragma unroll
  for (int r = 0; r < R; ++r) pos[r] = threadIdx.x + r * blockDim.x;
  locate<u32, R, false>(p.in_dims, p.tile_rank, CUTT_MAX_TILE_DIMS, pos, in_off, unused, in_key, false);
  locate<u32, R, false>(p.out_dims, p.tile_rank, CUTT_MAX_TILE_DIMS, pos, out_off, smem_read, out_key,
                        true);
#pragma unroll
  for (int r = 0; r < R; ++r) {
    smem_read[r] = padded(smem_read[r], p.smem_pad_shift);
    in_key[r] = pos[r] < p.volume ? 0 : CUTT_NO_POSITION;
    out_key[r] = in_key[r];
  }
  cp_async_ring<NBUF>(
      (u32)p.num_tiles,
      [&](u32 t, u32 stage) {
        u32 in_base, out_base, bound;
        packed_origin<u32, false>(p, t, in_base, out_base, bound);
        uint2* s = stages + stage * stage_elems;
#pragma unroll
        for (int r = 0; r < R; ++r)
          if (in_key[r] < bound)
            copy_async(s + padded(threadIdx.x + r * blockDim.x, p.smem_pad_shift), in + in_base + in_off[r]);
      },
      [&](u32 t, u32 stage) {
        u32 in_base, out_base, bound;
        packed_origin<u32, false>(p, t, in_base, out_base, bound);
        const uint2* s = stages + stage * stage_elems;
#pragma unroll
        for (int r = 0; r < R; ++r)
          if (out_key[r] < bound) out[out_base + out_off[r]] = s[smem_read[r]];
      });
}

template <int NBUF, int R = 8, int THREADS = 1024>
float run_async(const cutt_packed_params& p, u32 threads, const uint2* in, uint2* out,
                int& grid) {
  const u32 padded_elems = p.volume + ((p.volume - 1) >> p.smem_pad_shift);
  const u32 stage_elems = (padded_elems + 1) / 2 * 2;
  const size_t smem = (size_t)NBUF * stage_elems * sizeof(uint2);
  auto kernel = async_packed<NBUF, R, THREADS>;
  CHECK(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)smem));
  grid = resident_grid(kernel, threads, smem, p.num_tiles);
  return time_ms([&] { kernel<<<grid, threads, smem>>>(p, in, out, stage_elems); }, 5);
}
