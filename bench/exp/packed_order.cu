// Experiment: the order in which Packed tiles are enumerated. The library's
// grid walks the dimensions outside the tile in output order, so that blocks
// resident together write neighbouring runs. Packed tiles of set1 and set2
// stay at 0.66-0.80 of memcpy with ideal DRAM traffic, whether their shared
// memory is padded against bank conflicts or their loads are staged through
// cp.async with 1-3 tiles in flight (bench/exp/packed_async.cu). One tile
// of such a case reaches over the whole tensor (its dimensions include the
// input's and the output's outermost), so blocks resident together touch
// thousands of 2 MiB pages. Prediction, if address translation (TLB reach)
// is the limit: frac falls as the tensor grows at the same tile, and an
// order whose resident tiles share pages (input order: neighbouring input
// runs) gains. Variants: grid in output order (the library's), in input
// order, and by the product of the two strides. Same kernel (the library's
// packed, registers), same tiles, padded shared memory as the planner
// chose. Prints frac per variant; checks each output against libcutt's.
// Build: bench/exp/run.sh packed_order
#include "exp_common.cuh"
#include "../../cuda/packed.cu"

__global__ void __launch_bounds__(1024) lib_packed(const __grid_constant__ cutt_packed_params p,
                                                   const uint2* __restrict__ in,
                                                   uint2* __restrict__ out) {
  packed<uint2, u32, 8, false>(p, in, out);
}

struct Case {
  const char* name;
  std::vector<unsigned long long> dims;
  std::vector<int> perm;
  unsigned tile;       // canonical dimensions in the tile (bit mask)
  unsigned pad_shift;  // as the planner chose (31: none)
};

enum Order { OUTPUT, INPUT, PRODUCT };

// packed_launch of src/plan/packed.rs without a split.
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

int main() {
  const std::vector<Case> cases = {
      {"set2 r8 reversed, 141 MB", {5, 3, 2, 4, 3, 33, 37, 40}, {7, 6, 5, 4, 3, 2, 1, 0}, 0x8f, 4},
      {"set2 r8 reversed, 422 MB", {5, 3, 2, 4, 9, 33, 37, 40}, {7, 6, 5, 4, 3, 2, 1, 0}, 0x8f, 4},
      {"set2 r8 reversed, 1.64 GB", {5, 3, 2, 4, 35, 33, 37, 40}, {7, 6, 5, 4, 3, 2, 1, 0}, 0x8f, 4},
      {"set1 [44]^5 perm [4,3,0,2,1], 1.3 GB", {44, 44, 44, 44, 44}, {4, 3, 0, 2, 1}, 0x11, 4},
      {"[44]^4x8 perm [4,3,0,2,1], 240 MB", {44, 44, 44, 8, 44}, {4, 3, 0, 2, 1}, 0x11, 4},
      {"set1 [15]^7 perm [6,5,3,4,0,2,1], 1.4 GB", {15, 15, 15, 225, 15, 15}, {5, 4, 3, 0, 2, 1}, 0x31, 31},
      {"set2 r12 [4,2,22,2,2,3,20,...], 1.6 GB", {4, 2, 22, 2, 2, 60, 3, 24, 18, 3, 2}, {7, 4, 3, 1, 8, 5, 2, 10, 6, 9, 0}, 0x87, 5},
  };
  printf("%-42s %8s %8s %8s %8s\n", "case", "libcutt", "output", "input", "product");
  for (const Case& c : cases) {
    size_t n = 1;
    for (auto d : c.dims) n *= d;
    const size_t bytes = n * 8;
    uint2 *in, *ref, *out;
    CHECK(cudaMalloc(&in, bytes));
    CHECK(cudaMalloc(&ref, bytes));
    CHECK(cudaMalloc(&out, bytes));
    fill<<<1024, 256>>>((unsigned*)in, bytes / 4);
    std::vector<int> dims(c.dims.begin(), c.dims.end());
    std::vector<int> perm = c.perm;
    cuttHandle plan;
    if (cuttPlan(&plan, (int)dims.size(), dims.data(), perm.data(), 8, 0) != CUTT_SUCCESS) {
      printf("cuttPlan failed\n");
      return 1;
    }
    CHECK(cudaMemset(ref, 0xA5, bytes));
    const float lib_ms = time_ms([&] { cuttExecute(plan, in, ref); }, 5);
    const float copy_ms = time_ms([&] { cudaMemcpyAsync(out, in, bytes, cudaMemcpyDeviceToDevice); }, 5);
    std::vector<unsigned char> want(bytes), got(bytes);
    CHECK(cudaMemcpy(want.data(), ref, bytes, cudaMemcpyDeviceToHost));
    float frac[3];
    for (Order order : {OUTPUT, INPUT, PRODUCT}) {
      u32 threads;
      const cutt_packed_params p = make_params(c, order, threads);
      const size_t smem = (size_t)(p.volume + ((p.volume - 1) >> p.smem_pad_shift)) * 8;
      const int grid = resident_grid(lib_packed, threads, smem, p.num_tiles);
      CHECK(cudaMemset(out, 0xA5, bytes));
      frac[order] = copy_ms / time_ms([&] { lib_packed<<<grid, threads, smem>>>(p, in, out); }, 5);
      CHECK(cudaDeviceSynchronize());
      CHECK(cudaMemcpy(got.data(), out, bytes, cudaMemcpyDeviceToHost));
      if (got != want) printf("WRONG: %s, order %d\n", c.name, (int)order);
    }
    printf("%-42s %8.3f %8.3f %8.3f %8.3f\n", c.name, copy_ms / lib_ms, frac[0], frac[1], frac[2]);
    cuttDestroy(plan);
    CHECK(cudaFree(in));
    CHECK(cudaFree(ref));
    CHECK(cudaFree(out));
  }
  return 0;
}
