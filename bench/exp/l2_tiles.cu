// 8-byte 2D transposes that live in L2 between back-to-back calls (the
// small_1048576 set: 8 MiB tensors). zzzz33 (small_floor.cu, graph replay):
// a copy of 8 MiB takes 2.74 us of GPU time, libcutt's Tiled 32 x 32 plan
// 3.56-3.61 us. Question: which tile shape or access width closes that
// gap? Variants, all launched as programmatic dependents and timed as 100
// calls replayed from a CUDA graph, every output compared with libcutt's:
// - t32xTB: 32 (a) x TB (b) tiles, block 32 x 8, 8-byte accesses, one tile
//   a block (TB = 32: the library's tile);
// - w32xTB: the same tiles through 16-byte accesses (each thread moves two
//   neighbouring elements; block 16 x 16);
// - t32x32+hint: t32x32 loading with the library's L2 policy;
// - t32x32+params: t32x32 with libcutt's 1128-byte parameter block;
// - copy: 16-byte copy of the same bytes, 8 words a thread (the floor);
// - own/plain EDGE (zzzz36-zzzz38, at commit 048cb3b, whose
//   tiled_sectors_tiles took two temporary template parameters that the
//   next commit removed, and this variant with them): the library's Tiled
//   tiles (EDGE x EDGE, no prefetch) owning their output sectors as the
//   library's do (own: the halo pass included), or not (plain), with the
//   L2 policy on their loads as the library's or without (-nohint); 4-byte
//   elements too. This version prints libcutt's and the copy's times for
//   4-byte elements.
#include "exp_common.cuh"
#include "../../cuda/l2_hints.cuh"

// One element with the library's L2 policy (input_policy: evict_last for
// none of the lines), as its Tiled 8-byte kernels load.
__device__ __forceinline__ double hinted(const double* p, cutt_u64 policy) {
  double v;
  asm("ld.global.nc.L2::cache_hint.f64 %0, [%1], %2;" : "=d"(v) : "l"(p), "l"(policy));
  return v;
}

// Tile blockIdx.x of [d0, d1] -> [d1, d0], tiles along b first; TB is 32
// or 64. HINT: loads as hinted() (TB = 32, !WIDE only).
template <int TB, bool WIDE, bool HINT = false>
__global__ void __launch_bounds__(256) tile_transpose(const double* __restrict__ in, double* __restrict__ out,
                                                      int d0, int d1) {
  asm volatile("griddepcontrol.wait;" ::: "memory");
  const cutt_u64 policy = input_policy<HINT>(false);
  __shared__ double tile[TB][33];
  const int tiles_b = (d1 + TB - 1) / TB;
  const int a0 = blockIdx.x / tiles_b * 32, b0 = blockIdx.x % tiles_b * TB;
  if (!WIDE) {
    const int tx = threadIdx.x % 32, ty = threadIdx.x / 32;
    double v[TB / 8];
#pragma unroll
    for (int j = 0; j < TB / 8; ++j) {
      const int a = a0 + tx, b = b0 + ty + 8 * j;
      if (a < d0 && b < d1) v[j] = HINT ? hinted(in + (size_t)b * d0 + a, policy) : in[(size_t)b * d0 + a];
    }
#pragma unroll
    for (int j = 0; j < TB / 8; ++j) tile[ty + 8 * j][tx] = v[j];
    __syncthreads();
#pragma unroll
    for (int j = 0; j < 4; ++j)
#pragma unroll
      for (int m = 0; m < TB / 32; ++m) {
        const int a = a0 + ty + 8 * j, b = b0 + tx + 32 * m;
        if (a < d0 && b < d1) out[(size_t)a * d1 + b] = tile[tx + 32 * m][ty + 8 * j];
      }
  } else {
    const int tx = threadIdx.x % 16, ty = threadIdx.x / 16;
    double2 v[TB / 16];
#pragma unroll
    for (int j = 0; j < TB / 16; ++j) {
      const int a = a0 + 2 * tx, b = b0 + ty + 16 * j;
      if (a + 1 < d0 && b < d1 && d0 % 2 == 0) {
        v[j] = *reinterpret_cast<const double2*>(in + (size_t)b * d0 + a);
      } else if (b < d1) {
        if (a < d0) v[j].x = in[(size_t)b * d0 + a];
        if (a + 1 < d0) v[j].y = in[(size_t)b * d0 + a + 1];
      }
    }
#pragma unroll
    for (int j = 0; j < TB / 16; ++j) {
      tile[ty + 16 * j][2 * tx] = v[j].x;
      tile[ty + 16 * j][2 * tx + 1] = v[j].y;
    }
    __syncthreads();
#pragma unroll
    for (int j = 0; j < 2; ++j)
#pragma unroll
      for (int m = 0; m < TB / 32; ++m) {
        const int a = a0 + ty + 16 * j, b = b0 + 2 * tx + 32 * m;
        if (a >= d0) continue;
        const double2 w = {tile[b - b0][a - a0], tile[b - b0 + 1][a - a0]};
        if (b + 1 < d1 && d1 % 2 == 0) {
          *reinterpret_cast<double2*>(out + (size_t)a * d1 + b) = w;
        } else {
          if (b < d1) out[(size_t)a * d1 + b] = w.x;
          if (b + 1 < d1) out[(size_t)a * d1 + b + 1] = w.y;
        }
      }
  }
}

// t32x32 taking its extents from libcutt's parameter block (1128 bytes by
// value, as the library's Tiled kernels): does the block's size cost GPU
// time per launch?
__global__ void __launch_bounds__(256) tile_transpose_params(const cutt_tiled_params p,
                                                             const double* __restrict__ in,
                                                             double* __restrict__ out) {
  asm volatile("griddepcontrol.wait;" ::: "memory");
  __shared__ double tile[32][33];
  const int d0 = (int)p.a_extent, d1 = (int)p.b_extent;
  const int tiles_b = (d1 + 31) / 32;
  const int a0 = blockIdx.x / tiles_b * 32, b0 = blockIdx.x % tiles_b * 32;
  const int tx = threadIdx.x % 32, ty = threadIdx.x / 32;
  double v[4];
#pragma unroll
  for (int j = 0; j < 4; ++j) {
    const int a = a0 + tx, b = b0 + ty + 8 * j;
    if (a < d0 && b < d1) v[j] = in[(size_t)b * d0 + a];
  }
#pragma unroll
  for (int j = 0; j < 4; ++j) tile[ty + 8 * j][tx] = v[j];
  __syncthreads();
#pragma unroll
  for (int j = 0; j < 4; ++j) {
    const int a = a0 + ty + 8 * j, b = b0 + tx;
    if (a < d0 && b < d1) out[(size_t)a * d1 + b] = tile[tx][ty + 8 * j];
  }
}

__global__ void __launch_bounds__(256) copy_words(const uint4* __restrict__ in, uint4* __restrict__ out,
                                                  size_t words) {
  asm volatile("griddepcontrol.wait;" ::: "memory");
  const size_t first = (size_t)blockIdx.x * 256 * 8 + threadIdx.x;
  uint4 v[8];
#pragma unroll
  for (int k = 0; k < 8; ++k)
    if (first + 256 * k < words) v[k] = in[first + 256 * k];
#pragma unroll
  for (int k = 0; k < 8; ++k)
    if (first + 256 * k < words) out[first + 256 * k] = v[k];
}

static cudaStream_t stream;

static void launch(const void* kernel, unsigned grid, void** args, dim3 block = dim3(256)) {
  launch_dependent(function_of(kernel), grid, block, args, stream);
}

static bool same(const void* out, const std::vector<unsigned char>& want) {
  std::vector<unsigned char> got(want.size());
  CHECK(cudaMemcpy(got.data(), out, got.size(), cudaMemcpyDeviceToHost));
  return got == want;
}

template <int TB, bool WIDE, bool HINT = false>
static void variant(double* in, double* out, int d0, int d1, const std::vector<unsigned char>& want) {
  const unsigned grid = (unsigned)(((d0 + 31) / 32) * ((d1 + TB - 1) / TB));
  void* args[] = {&in, &out, &d0, &d1};
  const void* k = (const void*)tile_transpose<TB, WIDE, HINT>;
  CHECK(cudaMemsetAsync(out, 0xff, want.size(), stream));
  launch(k, grid, args);
  CHECK(cudaStreamSynchronize(stream));
  const bool ok = same(out, want);
  printf(" %c32x%d%s=%.2f%s", WIDE ? 'w' : 't', TB, HINT ? "+hint" : "", graph_us(stream, [&] { launch(k, grid, args); }), ok ? "" : "(WRONG)");
}

// Prints "eELEM [d0, d1] libcutt=US copy=US" for a 2D transpose of ELEM-byte
// elements (libcutt's plan on `stream`, and the copy of the same bytes),
// leaves libcutt's output in want and returns the buffers, input filled.
static void reference(int d0, int d1, int elem, void** in, void** out, std::vector<unsigned char>& want) {
  const size_t bytes = (size_t)d0 * d1 * elem;
  alloc_filled(bytes, (char**)in, (char**)out);
  int dims[2] = {d0, d1}, perm[2] = {1, 0};
  cuttHandle plan;
  if (cuttPlan(&plan, 2, dims, perm, elem, stream) != CUTT_SUCCESS) exit(1);
  CHECK(cudaMemsetAsync(*out, 0xff, bytes, stream));
  cuttExecute(plan, *in, *out);
  CHECK(cudaStreamSynchronize(stream));
  want.resize(bytes);
  CHECK(cudaMemcpy(want.data(), *out, bytes, cudaMemcpyDeviceToHost));
  printf("e%d [%d, %d] libcutt=%.2f", elem, d0, d1, graph_us(stream, [&] { cuttExecute(plan, *in, *out); }));
  cuttDestroy(plan);
  size_t words = bytes / 16;
  void* cargs[] = {in, out, &words};
  const unsigned cgrid = (unsigned)((words + 2047) / 2048);
  printf(" copy=%.2f", graph_us(stream, [&] { launch((const void*)copy_words, cgrid, cargs); }));
}

int main() {
  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, 0));
  printf("%s; graph us per call\n", prop.name);
  CHECK(cudaStreamCreate(&stream));
  const int cases[][2] = {{1024, 1024}, {458, 2290}, {2290, 458}, {4590, 227}, {1022, 1026}};
  for (const int elem : {8, 4}) {
    for (const auto& c : cases) {
      int d0 = c[0], d1 = c[1];
      void *in, *out;
      std::vector<unsigned char> want;
      reference(d0, d1, elem, &in, &out, want);
      if (elem == 8) {
        double* a = (double*)in;
        double* b = (double*)out;
        variant<32, false>(a, b, d0, d1, want);
        variant<32, false, true>(a, b, d0, d1, want);
        variant<64, false>(a, b, d0, d1, want);
        variant<32, true>(a, b, d0, d1, want);
        variant<64, true>(a, b, d0, d1, want);
        cutt_tiled_params p{};
        p.a_extent = d0, p.b_extent = d1;
        void* pargs[] = {&p, &a, &b};
        const unsigned grid = (unsigned)(((d0 + 31) / 32) * ((d1 + 31) / 32));
        const void* k = (const void*)tile_transpose_params;
        CHECK(cudaMemsetAsync(b, 0xff, want.size(), stream));
        launch(k, grid, pargs);
        CHECK(cudaStreamSynchronize(stream));
        const bool ok = same(b, want);
        printf(" t32x32+params=%.2f%s", graph_us(stream, [&] { launch(k, grid, pargs); }), ok ? "" : "(WRONG)");
      }
      printf("\n");
      CHECK(cudaFree(in));
      CHECK(cudaFree(out));
    }
  }
  return 0;
}
