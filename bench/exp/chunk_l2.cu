// Why do the chunked stage's input copies read 1.5 L2 sectors per sector
// of data (run zzzz137: cuda/packed_staged.cu `issue_chunks`, 2- and
// 4-byte elements) where the 8-byte kernel's copies read 1.0? A copy of a
// 1 GiB buffer through shared memory, every warp moving 512 contiguous
// bytes per instruction into a stage and the block writing the stage back
// out in 16-byte stores, with the stage filled by:
//   cg16_hint  cp.async.cg 16 bytes with an L2 cache hint (the library's)
//   cg16       cp.async.cg 16 bytes, no hint
//   ca16       cp.async.ca 16 bytes
//   ca8        cp.async.ca 8 bytes (the 8-byte staged kernel's)
//   ca4        cp.async.ca 4 bytes
//   ld16       ld.global.v4 and st.shared.v4
// each at a 16-byte offset too (shift16: runs off 32-byte sectors, as a
// chunked run starts at any 16 bytes). Every output is compared with the
// input. Time it here; the L2 sectors come from ncu:
//   PROFILE=1 SKIP_HINT=1 bench/exp/ncu.sh chunk_l2
// Measured (runs zzzz143-zzzz145, one H200): from a sector's start every
// fill read 1.0 sectors per sector and ran 0.90-0.92 of memcpy; 16 bytes
// past it cg16 read 2.0 (0.841-0.846), ca16, ca8, ca4 and ld16 1.001
// (0.865-0.892). cg16_hint, built by the GPU machine's nvcc, raised an
// illegal instruction (SKIP_HINT leaves it out). In the library neither
// .ca chunks (lost 0.03-0.06 on set2's 2- and 4-byte shapes) nor lanes
// paired on sectors (bench/exp/chunk_sector_pairs.patch, within 0.01)
// gained: bench/NOTES.md, fifty-fourth session.
#include <cmath>
#include "exp_common.cuh"

constexpr int THREADS = 1024;
// Bytes a block stages per step.
constexpr int STAGE = 32 * 1024;

enum Fill { CG16_HINT, CG16, CA16, CA8, CA4, LD16 };

template <int FILL>
__device__ __forceinline__ void fill_stage(unsigned char* stage, const unsigned char* src,
                                           unsigned long long policy) {
  constexpr int BYTES = FILL == CA8 ? 8 : FILL == CA4 ? 4 : 16;
  for (int at = threadIdx.x * BYTES; at < STAGE; at += THREADS * BYTES) {
    const unsigned dst = smem_addr(stage + at);
    if (FILL == CG16_HINT)
      asm volatile("cp.async.cg.shared.global.L2::cache_hint [%0], [%1], 16, %2;\n" ::"r"(dst),
                   "l"(src + at), "l"(policy));
    else if (FILL == CG16)
      asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(dst), "l"(src + at));
    else if (FILL == CA16)
      asm volatile("cp.async.ca.shared.global [%0], [%1], 16;\n" ::"r"(dst), "l"(src + at));
    else if (FILL == CA8)
      asm volatile("cp.async.ca.shared.global [%0], [%1], 8;\n" ::"r"(dst), "l"(src + at));
    else if (FILL == CA4)
      asm volatile("cp.async.ca.shared.global [%0], [%1], 4;\n" ::"r"(dst), "l"(src + at));
    else
      *reinterpret_cast<uint4*>(stage + at) = *reinterpret_cast<const uint4*>(src + at);
  }
  asm volatile("cp.async.commit_group;\n" ::);
  asm volatile("cp.async.wait_group 0;\n" ::);
}

// Block b copies steps b, b + gridDim.x, ... of STAGE bytes from in to out.
template <int FILL>
__global__ void __launch_bounds__(THREADS) staged_copy(const unsigned char* __restrict__ in,
                                                       unsigned char* __restrict__ out,
                                                       size_t steps) {
  extern __shared__ __align__(16) unsigned char stage[];
  unsigned long long policy;
  // The library's form (cuda/l2_hints.cuh). The hinted copies raised an
  // illegal instruction with it (run zzzz143) as with an immediate
  // fraction of 1.0 (run zzzz139).
  asm volatile("createpolicy.fractional.L2::evict_last.L2::evict_unchanged.b64 %0, %1;\n"
               : "=l"(policy)
               : "f"(1.0f));
  for (size_t s = blockIdx.x; s < steps; s += gridDim.x) {
    fill_stage<FILL>(stage, in + s * STAGE, policy);
    __syncthreads();
    for (int at = threadIdx.x * 16; at < STAGE; at += THREADS * 16)
      *reinterpret_cast<uint4*>(out + s * STAGE + at) = *reinterpret_cast<const uint4*>(stage + at);
    __syncthreads();
  }
}

template <int FILL>
void run(const char* name, const unsigned char* in, unsigned char* out, size_t bytes, int shift,
         const std::vector<unsigned char>& expect, float copy_ms) {
  const size_t steps = (bytes - 64) / STAGE;
  CHECK(cudaFuncSetAttribute(staged_copy<FILL>, cudaFuncAttributeMaxDynamicSharedMemorySize, STAGE));
  int sms;
  CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  const auto launch = [&] {
    staged_copy<FILL><<<2 * sms, THREADS, STAGE>>>(in + shift, out + shift, steps);
  };
  CHECK(cudaMemset(out, 0, bytes));
  launch();
  CHECK(cudaDeviceSynchronize());
  std::vector<unsigned char> got(steps * STAGE);
  CHECK(cudaMemcpy(got.data(), out + shift, got.size(), cudaMemcpyDeviceToHost));
  const bool right = std::equal(got.begin(), got.end(), expect.begin() + shift);
  // Under ncu (PROFILE set) the checked launch alone.
  const float ms = getenv("PROFILE") ? NAN : time_ms(launch, 5);
  printf("%-10s shift %2d: %8.1f us, %.3f of memcpy, %s\n", name, shift, ms * 1e3,
         copy_ms * (double)(steps * STAGE) / bytes / ms, right ? "right" : "WRONG");
}

int main() {
  const size_t bytes = (size_t)1 << 30;
  unsigned char *in, *out;
  CHECK(cudaMalloc(&in, bytes));
  CHECK(cudaMalloc(&out, bytes));
  fill<<<1024, 256>>>(reinterpret_cast<unsigned*>(in), bytes / 4);
  CHECK(cudaDeviceSynchronize());
  std::vector<unsigned char> expect(bytes);
  CHECK(cudaMemcpy(expect.data(), in, bytes, cudaMemcpyDeviceToHost));
  const float copy_ms = time_ms([&] { cudaMemcpyAsync(out, in, bytes, cudaMemcpyDeviceToDevice); }, 5);
  printf("memcpy %.1f us for %zu bytes\n", copy_ms * 1e3, bytes);
  for (int shift : {0, 16}) {
    run<CG16>("cg16", in, out, bytes, shift, expect, copy_ms);
    run<CA16>("ca16", in, out, bytes, shift, expect, copy_ms);
    run<CA8>("ca8", in, out, bytes, shift, expect, copy_ms);
    run<CA4>("ca4", in, out, bytes, shift, expect, copy_ms);
    run<LD16>("ld16", in, out, bytes, shift, expect, copy_ms);
  }
  // Last: built by the GPU machine's nvcc it raised an illegal instruction
  // (runs zzzz139, zzzz143), which ends the process.
  if (!getenv("SKIP_HINT"))
    for (int shift : {0, 16}) run<CG16_HINT>("cg16_hint", in, out, bytes, shift, expect, copy_ms);
  return 0;
}
