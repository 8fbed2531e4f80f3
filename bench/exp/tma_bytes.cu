// 1-byte 2D transposes through the tensor memory accelerator (TMA, sm_90):
// where both tensors' row strides are multiples of 16 bytes (the TMA's
// rule), a block's thread 0 copies 128 x 128-byte boxes of the input into
// shared memory (cp.async.bulk.tensor, an mbarrier per stage) and the
// transposed boxes back out (bulk stores, which clip at the tensor's ends,
// so edge tiles need no code). The threads only transpose: per 4 x 4-byte
// block, 4 shared loads, 8 byte permutes and 4 shared stores; lane l takes
// word column l and row group (l + c) % 32, so that both the loads (bank l)
// and the stores (bank (l + c) % 32) are free of conflicts without padding,
// which the TMA's box layout would not allow. The library's word kernels
// issue 0.16-0.31 instructions per byte (bench/NOTES.md, twenty-fourth
// session); this issues about 0.03.
// Question: do 1-byte 2D transposes with rows off sectors ([50000, 46000],
// the big set's lowest case at 0.871 of memcpy in run zzzz28) reach 0.90?
// Prints, per case, memcpy's time, libcutt's frac and each variant's frac,
// every output compared with libcutt's byte for byte.
#include "exp_common.cuh"
#include <cuda.h>

constexpr unsigned BOX = 128;
constexpr unsigned BOX_BYTES = BOX * BOX;

__device__ __forceinline__ void load_box(const CUtensorMap* map, unsigned dst, unsigned bar, int c0, int c1) {
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(bar), "r"(BOX_BYTES) : "memory");
  asm volatile(
      "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], [%4];" ::"r"(
          dst),
      "l"((unsigned long long)map), "r"(c0), "r"(c1), "r"(bar)
      : "memory");
}

__device__ __forceinline__ void store_box(const CUtensorMap* map, unsigned src, int c0, int c1) {
  asm volatile("cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [%0, {%1, %2}], [%3];" ::"l"(
                   (unsigned long long)map),
               "r"(c0), "r"(c1), "r"(src)
               : "memory");
  asm volatile("cp.async.bulk.commit_group;" ::: "memory");
}

// Box in[b][a] (BOX rows of BOX bytes, row = b) to out[a][b].
__device__ __forceinline__ void transpose_box(const unsigned* in, unsigned* out) {
  const unsigned lane = threadIdx.x % 32, warp = threadIdx.x / 32;
#pragma unroll
  for (unsigned k = 0; k < BOX_BYTES / 16 / 256; ++k) {
    const unsigned wq = lane, hg = (lane + warp + 8 * k) % 32;
    unsigned r[4];
#pragma unroll
    for (int i = 0; i < 4; ++i) r[i] = in[(4 * hg + i) * (BOX / 4) + wq];
    const unsigned t0 = __byte_perm(r[0], r[1], 0x5140), t1 = __byte_perm(r[0], r[1], 0x7362);
    const unsigned t2 = __byte_perm(r[2], r[3], 0x5140), t3 = __byte_perm(r[2], r[3], 0x7362);
    out[(4 * wq + 0) * (BOX / 4) + hg] = __byte_perm(t0, t2, 0x5410);
    out[(4 * wq + 1) * (BOX / 4) + hg] = __byte_perm(t0, t2, 0x7632);
    out[(4 * wq + 2) * (BOX / 4) + hg] = __byte_perm(t1, t3, 0x5410);
    out[(4 * wq + 3) * (BOX / 4) + hg] = __byte_perm(t1, t3, 0x7632);
  }
}

// Persistent blocks over tiles t = blockIdx.x + k gridDim.x; tile t is
// (ta, tb) numbered along b first (B_FIRST) or along a first. STAGES input
// boxes in flight, two output boxes.
template <int STAGES, bool B_FIRST>
__global__ void __launch_bounds__(256) tma_transpose(const __grid_constant__ CUtensorMap in_map,
                                                     const __grid_constant__ CUtensorMap out_map,
                                                     unsigned tiles_a, unsigned tiles_b) {
  extern __shared__ __align__(1024) unsigned char smem[];
  unsigned char* const base = (unsigned char*)(((size_t)smem + 1023) / 1024 * 1024);
  unsigned* const in_box = (unsigned*)base;
  unsigned* const out_box = (unsigned*)(base + STAGES * BOX_BYTES);
  unsigned long long* const bars = (unsigned long long*)(base + (STAGES + 2) * BOX_BYTES);
  const unsigned tiles = tiles_a * tiles_b;
  const auto coords = [&](unsigned t, int& a0, int& b0) {
    const unsigned ta = B_FIRST ? t / tiles_b : t % tiles_a, tb = B_FIRST ? t % tiles_b : t / tiles_a;
    a0 = (int)(ta * BOX), b0 = (int)(tb * BOX);
  };
  const auto issue = [&](unsigned t, unsigned stage) {
    int a0, b0;
    coords(t, a0, b0);
    load_box(&in_map, smem_addr(in_box + stage * BOX_BYTES / 4), smem_addr(bars + stage), a0, b0);
  };
  if (threadIdx.x == 0) {
    for (int s = 0; s < STAGES; ++s)
      asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" ::"r"(smem_addr(bars + s)) : "memory");
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
    asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
  }
  __syncthreads();
  if (threadIdx.x == 0)
    for (int s = 0; s < STAGES; ++s)
      if (blockIdx.x + s * gridDim.x < tiles) issue(blockIdx.x + s * gridDim.x, s);
  unsigned k = 0;
  for (unsigned t = blockIdx.x; t < tiles; t += gridDim.x, ++k) {
    const unsigned stage = k % STAGES, ob = k % 2;
    mbarrier_wait(smem_addr(bars + stage), (k / STAGES) & 1);
    if (threadIdx.x == 0) asm volatile("cp.async.bulk.wait_group.read 1;" ::: "memory");
    __syncthreads();
    transpose_box(in_box + stage * BOX_BYTES / 4, out_box + ob * BOX_BYTES / 4);
    asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
    __syncthreads();
    if (threadIdx.x == 0) {
      int a0, b0;
      coords(t, a0, b0);
      store_box(&out_map, smem_addr(out_box + ob * BOX_BYTES / 4), b0, a0);
      const unsigned next = t + STAGES * gridDim.x;
      if (next < tiles) issue(next, stage);
    }
  }
  if (threadIdx.x == 0) asm volatile("cp.async.bulk.wait_group 0;" ::: "memory");
}

static CUtensorMap map_2d(void* p, unsigned long long d0, unsigned long long d1) {
  CUtensorMap m;
  const cuuint64_t dims[2] = {d0, d1};
  const cuuint64_t strides[1] = {d0};
  const cuuint32_t box[2] = {BOX, BOX};
  const cuuint32_t elem_strides[2] = {1, 1};
  const CUresult r = cuTensorMapEncodeTiled(&m, CU_TENSOR_MAP_DATA_TYPE_UINT8, 2, p, dims, strides, box,
                                            elem_strides, CU_TENSOR_MAP_INTERLEAVE_NONE,
                                            CU_TENSOR_MAP_SWIZZLE_NONE, CU_TENSOR_MAP_L2_PROMOTION_L2_256B,
                                            CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
  if (r != CUDA_SUCCESS) {
    const char* s;
    cuGetErrorString(r, &s);
    printf("cuTensorMapEncodeTiled: %s\n", s);
    exit(1);
  }
  return m;
}

template <int STAGES, bool B_FIRST>
static void run_variant(const char* name, void* in, void* out, int d0, int d1, float copy_ms,
                        const std::vector<unsigned char>& want) {
  const CUtensorMap in_map = map_2d(in, d0, d1), out_map = map_2d(out, d1, d0);
  const unsigned tiles_a = (d0 + BOX - 1) / BOX, tiles_b = (d1 + BOX - 1) / BOX;
  const size_t smem = (STAGES + 2) * BOX_BYTES + 64 + 1024;
  auto kernel = tma_transpose<STAGES, B_FIRST>;
  CHECK(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)smem));
  int per_sm = 0, sms = 0;
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, kernel, 256, smem));
  CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  const unsigned grid = std::min<unsigned>(tiles_a * tiles_b, (unsigned)(per_sm * sms));
  bool ok = false;
  const float ms = checked_time_ms(
      [&] {
        kernel<<<grid, 256, smem>>>(in_map, out_map, tiles_a, tiles_b);
      },
      out, want, ok);
  CHECK(cudaGetLastError());
  printf(" %s(%d/SM)=%.3f%s", name, per_sm, copy_ms / ms, ok ? "" : " WRONG");
}

int main() {
  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, 0));
  printf("%s\n", prop.name);
  const int cases[][2] = {{50000, 46000}, {46000, 50000}, {51200, 46080}, {24000, 24000},
                          {40000, 40000}, {25008, 23008}, {16384, 32768}, {3072, 24576}};
  for (const auto& c : cases) {
    const std::vector<int> dims = {c[0], c[1]}, perm = {1, 0};
    const size_t bytes = (size_t)c[0] * c[1];
    unsigned char *in, *out;
    alloc_filled(bytes, &in, &out);
    std::vector<unsigned char> want;
    const float copy = print_reference(dims, perm, 1, in, out, want);
    if (copy > 0) {
      run_variant<2, true>("s2_b", in, out, c[0], c[1], copy, want);
      run_variant<3, true>("s3_b", in, out, c[0], c[1], copy, want);
      run_variant<4, true>("s4_b", in, out, c[0], c[1], copy, want);
      run_variant<2, false>("s2_a", in, out, c[0], c[1], copy, want);
      run_variant<3, false>("s3_a", in, out, c[0], c[1], copy, want);
    }
    printf("\n");
    CHECK(cudaFree(in));
    CHECK(cudaFree(out));
  }
  return 0;
}
