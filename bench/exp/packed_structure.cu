// Experiment: does the packed kernels' structure cap them near 0.87 of
// memcpy? set1_r5 [46, 69, 31, 21, 103] perm [1, 0, 2, 4, 3] runs Packed
// with tiles that are one contiguous run on both sides and measures 0.866
// (bench/NOTES.md, twenty-first session); most Packed plans of set1 and set2
// run one block of 800-1024 threads per SM with 8 register slots each.
// Here the tiles are the simplest possible: a x b consecutive 8-byte
// elements, read as one run and written as one run at the same place, either
// unchanged (identity) or transposed inside the tile (the contiguous case's
// pattern). Persistent grids of B blocks per SM, tile t + grid after tile t,
// as the library's kernels walk them.
// Structures:
//  - direct: no shared memory, the next tile's loads before this tile's
//    stores (identity only: the bound of the register slots).
//  - reg2: the library's register pipeline (STS, barrier, next loads, LDS +
//    STG, barrier).
//  - reg1: the same with two shared-memory buffers and one barrier a tile.
//  - async N: cp.async of every slot into N stages (the staged kernel's way).
//  - bulk N: one thread's cp.async.bulk of each 512-byte input row into N
//    stages, completion on an mbarrier; the threads only read shared memory
//    and store.
//  - reg2-aL / -aS / -aLS: reg2 on identity tiles with the loads, the
//    stores or both shifted so that every warp's 32 elements lie in one
//    256-byte block of memory instead of starting at the tile's origin.
//  - scattered: tiles of K runs of L elements whose output runs lie far
//    apart at any 8-byte alignment; the slots follow the runs (plain) or
//    give each run L + 3 slots so that warps store whole sectors (sector).
// Every output is checked on the device against the input.
// Prints frac = memcpy time / time per structure.
// Measured on one H200 (bench/results/2026-11-22v-h200-packed-structure.log):
//  - On tiles whose bases lie on 64 KiB (8192 or 4096 elements) every
//    structure but bulk reaches 0.90-0.95; reg2, the library's, 0.912-0.919,
//    transposed inside the tile or not: the structure is not what holds the
//    contiguous case at 0.866.
//  - Tiles off lines lose 0.04: 3174 (46 x 69, the case's tile) reg2 0.882,
//    3200 (40 x 80, on lines) 0.922; 8190 0.878 against 8192's 0.918.
//  - Warps on 256-byte blocks win it back: 3174 0.882 -> 0.895 (loads)
//    / 0.906 (stores) / 0.916 (both); 7830 (45 x 174) 0.871 -> 0.880 / 0.909
//    / 0.920; 4545 (101 x 45) 0.859 -> 0.879 / 0.906 / 0.912.
//  - reg1 (two buffers, one barrier) against reg2: +0.008-0.014 on tiles off
//    lines, +-0.003 on lines. cp.async stages lose on tiles off lines
//    (0.85), bulk copies lose everywhere (0.87-0.92).
//  - The L2::256B hint on the loads: -0.006 to +0.002.
//  - Scattered runs, sector / plain: L = 33 +0.045 and +0.023, 35 -0.020
//    and +0.011, 40 (320-byte runs, already on sectors) -0.036, 105 +0.02,
//    210 within 0.006: no rule.
// Build: bench/exp/run.sh packed_structure
#include "exp_common.cuh"
#include "../../cuda/packed_staged.cu"

typedef uint2 T;

// A tile of `tile` = a x b elements, a fastest in the input; transposed: b
// fastest in the output.
struct Layout {
  u32 tile, a, b;
  bool transpose, hint;
};

// Input-order position of output position p of a tile.
__device__ __forceinline__ u32 source(u32 p, const Layout& l) {
  if (!l.transpose) return p;
  return p / l.b + l.a * (p % l.b);
}

// Bulk copies need rows on 16 bytes: two elements of padding per row of 64
// (a = 64 only). Otherwise one element every 32, as the planner pads.
__host__ __device__ __forceinline__ u32 pad(u32 i, const Layout& l) {
  return l.a == 64 ? i + 2 * (i / 64) : i + i / 32;
}

// Loads the slots of tile t that lie in it, with the L2::256B hint if asked.
template <int R>
__device__ __forceinline__ void load(const T* __restrict__ in, u32 t, const Layout& l, T* v) {
  const T* base = in + (size_t)t * l.tile;
#pragma unroll
  for (int r = 0; r < R; ++r) {
    const u32 p = threadIdx.x + r * blockDim.x;
    if (p >= l.tile) continue;
    if (l.hint)
      asm volatile("ld.global.nc.L2::256B.v2.u32 {%0, %1}, [%2];" : "=r"(v[r].x), "=r"(v[r].y) : "l"(base + p));
    else
      v[r] = base[p];
  }
}

// The shared-memory index each slot's output position reads.
template <int R>
__device__ __forceinline__ void sources(const Layout& l, u32* read) {
#pragma unroll
  for (int r = 0; r < R; ++r) read[r] = pad(source(threadIdx.x + r * blockDim.x, l), l);
}

// The block's shared memory as tile buffers `stride` elements apart, and
// the shared-memory index that each of the thread's output slots reads.
template <int R>
struct Buffers {
  T* smem;
  u32 stride;
  u32 read[R];
  __device__ explicit Buffers(const Layout& l) {
    extern __shared__ __align__(16) unsigned char smem_bytes[];
    smem = reinterpret_cast<T*>(smem_bytes);
    stride = pad(l.tile, l);
    sources<R>(l, read);
  }
};

template <int R>
__device__ __forceinline__ void store(T* __restrict__ out, u32 t, const Layout& l, const T* buf, const u32* read) {
  T* base = out + (size_t)t * l.tile;
#pragma unroll
  for (int r = 0; r < R; ++r) {
    const u32 p = threadIdx.x + r * blockDim.x;
    if (p < l.tile) base[p] = buf[read[r]];
  }
}

// No shared memory: the bound of the register slots (identity only).
template <int R>
__global__ void __launch_bounds__(1024) direct(const T* __restrict__ in, T* __restrict__ out, u32 tiles, Layout l) {
  T v[R], w[R];
  u32 t = blockIdx.x;
  if (t < tiles) load<R>(in, t, l, v);
  for (; t < tiles; t += gridDim.x) {
    const u32 next = t + gridDim.x;
    if (next < tiles) load<R>(in, next, l, w);
    T* base = out + (size_t)t * l.tile;
#pragma unroll
    for (int r = 0; r < R; ++r) {
      const u32 p = threadIdx.x + r * blockDim.x;
      if (p < l.tile) base[p] = v[r];
      v[r] = w[r];
    }
  }
}

template <int R, int BUFFERS>
__global__ void __launch_bounds__(1024) registers(const T* __restrict__ in, T* __restrict__ out, u32 tiles,
                                                  Layout l) {
  const Buffers<R> b(l);
  T v[R];
  u32 t = blockIdx.x, k = 0;
  if (t < tiles) load<R>(in, t, l, v);
  for (; t < tiles; t += gridDim.x, ++k) {
    T* buf = b.smem + (BUFFERS == 2 ? (k & 1) * b.stride : 0);
#pragma unroll
    for (int r = 0; r < R; ++r) {
      const u32 p = threadIdx.x + r * blockDim.x;
      if (p < l.tile) buf[pad(p, l)] = v[r];
    }
    __syncthreads();
    const u32 next = t + gridDim.x;
    if (next < tiles) load<R>(in, next, l, v);
    store<R>(out, t, l, buf, b.read);
    if (BUFFERS == 1) __syncthreads();
  }
}

// reg2 on identity tiles, each side's warps on 256-byte blocks of memory
// instead of the tile's origin: slot p holds tile position p - shift, where
// shift is the tile base's element offset in its 256-byte block.
template <int R, bool ALIGN_LOADS, bool ALIGN_STORES>
__global__ void __launch_bounds__(1024) shifted(const T* __restrict__ in, T* __restrict__ out, u32 tiles,
                                                Layout l) {
  extern __shared__ __align__(16) unsigned char smem_bytes[];
  T* smem = reinterpret_cast<T*>(smem_bytes);
  auto shift = [&](u32 t, bool align) { return align ? (u32)((size_t)t * l.tile % 32) : 0u; };
  T v[R];
  auto load_tile = [&](u32 t) {
    const T* base = in + (size_t)t * l.tile;
    const u32 s = shift(t, ALIGN_LOADS);
#pragma unroll
    for (int r = 0; r < R; ++r) {
      const u32 p = threadIdx.x + r * blockDim.x - s;
      if (p < l.tile) v[r] = base[p];
    }
  };
  u32 t = blockIdx.x;
  if (t < tiles) load_tile(t);
  for (; t < tiles; t += gridDim.x) {
    const u32 s_in = shift(t, ALIGN_LOADS);
#pragma unroll
    for (int r = 0; r < R; ++r) {
      const u32 p = threadIdx.x + r * blockDim.x - s_in;
      if (p < l.tile) smem[pad(p, l)] = v[r];
    }
    __syncthreads();
    const u32 next = t + gridDim.x;
    if (next < tiles) load_tile(next);
    T* base = out + (size_t)t * l.tile;
    const u32 s_out = shift(t, ALIGN_STORES);
#pragma unroll
    for (int r = 0; r < R; ++r) {
      const u32 p = threadIdx.x + r * blockDim.x - s_out;
      if (p < l.tile) base[p] = smem[pad(p, l)];
    }
    __syncthreads();
  }
}

template <int R, int STAGES>
__global__ void __launch_bounds__(1024) async_stages(const T* __restrict__ in, T* __restrict__ out, u32 tiles,
                                                     Layout l) {
  const Buffers<R> b(l);
  cp_async_ring<STAGES>(
      tiles,
      [&](u32 t, u32 s) {
#pragma unroll
        for (int r = 0; r < R; ++r) {
          const u32 p = threadIdx.x + r * blockDim.x;
          if (p < l.tile) copy_async(b.smem + s * b.stride + pad(p, l), in + (size_t)t * l.tile + p);
        }
      },
      [&](u32 t, u32 s) { store<R>(out, t, l, b.smem + s * b.stride, b.read); });
}

// Warp 0 issues tile t into stage s: its lanes copy the tile's input rows
// of 64 elements, each to a row of 66 in the stage.
__device__ __forceinline__ void issue_bulk(const T* in, T* stage, u32 barrier, u32 t, u32 tile) {
  const u32 lane = threadIdx.x;
  if (lane == 0)
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(barrier),
                 "r"(tile * (u32)sizeof(T))
                 : "memory");
  __syncwarp();
  for (u32 row = lane; row < tile / 64; row += 32) {
    asm volatile(
        "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];" ::"r"(
            smem_addr(stage + row * 66)),
        "l"(in + (size_t)t * tile + row * 64), "r"(64 * (u32)sizeof(T)), "r"(barrier)
        : "memory");
  }
}

// Tiles of whole 64-element rows (a = 64) only.
template <int R, int STAGES>
__global__ void __launch_bounds__(1024) bulk_stages(const T* __restrict__ in, T* __restrict__ out, u32 tiles,
                                                    Layout l) {
  __shared__ __align__(8) unsigned long long full[STAGES];
  const Buffers<R> b(l);
  if (threadIdx.x == 0) {
    for (int s = 0; s < STAGES; ++s)
      asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" ::"r"(smem_addr(&full[s])) : "memory");
    asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
  }
  __syncthreads();
  if (threadIdx.x < 32) {
    for (int s = 0; s < STAGES; ++s) {
      const u32 t = blockIdx.x + s * gridDim.x;
      if (t < tiles) issue_bulk(in, b.smem + s * b.stride, smem_addr(&full[s]), t, l.tile);
    }
  }
  u32 k = 0;
  for (u32 t = blockIdx.x; t < tiles; t += gridDim.x, ++k) {
    const u32 s = k % STAGES;
    mbarrier_wait(smem_addr(&full[s]), (k / STAGES) & 1);
    store<R>(out, t, l, b.smem + s * b.stride, b.read);
    __syncthreads();
    const u32 refill = t + STAGES * gridDim.x;
    if (threadIdx.x < 32 && refill < tiles)
      issue_bulk(in, b.smem + s * b.stride, smem_addr(&full[s]), refill, l.tile);
  }
}

// Tiles of K runs of L elements, contiguous in the input; run k of tile t
// lands at element (k tiles + t) L of the output, so output runs start at
// any 8-byte alignment, as most packed tiles' runs do. The slots either
// follow the runs' positions (plain), or each run takes L + 3 slots, placed
// so that its first element's slot is congruent to its address modulo a
// sector (sector): every warp's stores then start and end on sectors.
template <int R, bool SECTOR>
__global__ void __launch_bounds__(1024) scattered(const T* __restrict__ in, T* __restrict__ out, u32 tiles,
                                                  u32 L, u32 K) {
  extern __shared__ __align__(16) unsigned char smem_bytes[];
  T* smem = reinterpret_cast<T*>(smem_bytes);
  const u32 volume = K * L;
  const u32 Lp = SECTOR ? L + 3 : L;
  T v[R];
  auto load_tile = [&](u32 t) {
#pragma unroll
    for (int r = 0; r < R; ++r) {
      const u32 p = threadIdx.x + r * blockDim.x;
      if (p < volume) v[r] = in[(size_t)t * volume + p];
    }
  };
  u32 t = blockIdx.x;
  if (t < tiles) load_tile(t);
  for (; t < tiles; t += gridDim.x) {
#pragma unroll
    for (int r = 0; r < R; ++r) {
      const u32 p = threadIdx.x + r * blockDim.x;
      if (p < volume) smem[p + p / 32] = v[r];
    }
    __syncthreads();
    const u32 next = t + gridDim.x;
    if (next < tiles) load_tile(next);
#pragma unroll
    for (int r = 0; r < R; ++r) {
      const u32 q = threadIdx.x + r * blockDim.x;
      const u32 k = q / Lp;
      if (k >= K) continue;
      const size_t run = ((size_t)k * tiles + t) * L;
      const u32 e = q % Lp - (SECTOR ? (u32)(run % 4) : 0u);
      if (e < L) out[run + e] = smem[(k * L + e) + (k * L + e) / 32];
    }
    __syncthreads();
  }
}

__global__ void count_scattered_wrong(const T* in, const T* out, u32 tiles, u32 L, u32 K,
                                      unsigned long long* wrong) {
  unsigned long long bad = 0;
  const size_t n = (size_t)tiles * K * L;
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x) {
    const size_t run = i / L, e = i % L, t = run % tiles, k = run / tiles;
    const T want = in[(t * K + k) * L + e];
    if (out[i].x != want.x || out[i].y != want.y) ++bad;
  }
  if (bad) atomicAdd(wrong, bad);
}

__global__ void count_wrong(const T* in, const T* out, u32 tiles, Layout l, unsigned long long* wrong) {
  unsigned long long bad = 0;
  const size_t n = (size_t)tiles * l.tile;
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x) {
    const size_t t = i / l.tile;
    const T want = in[t * l.tile + source((u32)(i % l.tile), l)];
    if (out[i].x != want.x || out[i].y != want.y) ++bad;
  }
  if (bad) atomicAdd(wrong, bad);
}

struct Bench {
  T *in, *out;
  size_t n;
  float copy_ms;
  int sms;
  unsigned long long* wrong;
};

template <typename K>
void run(const Bench& b, const char* name, K kernel, u32 R, u32 blocks_per_sm, u32 buffers, Layout l) {
  const u32 threads = (l.tile + R - 1) / R + 31 & ~31u;
  const u32 tiles = (u32)(b.n / l.tile);
  const size_t smem = (size_t)buffers * (pad(l.tile - 1, l) + 2) * sizeof(T);
  if (smem) CHECK(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)smem));
  int fit = 0;
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&fit, kernel, threads, smem));
  cudaFuncAttributes attr;
  CHECK(cudaFuncGetAttributes(&attr, kernel));
  const u32 per_sm = std::min<u32>(blocks_per_sm, (u32)fit);
  const u32 grid = per_sm * b.sms;
  auto launch = [&] { kernel<<<grid, threads, smem>>>(b.in, b.out, tiles, l); };
  CHECK(cudaMemset(b.out, 0xA5, b.n * sizeof(T)));
  launch();
  CHECK(cudaGetLastError());
  CHECK(cudaMemset(b.wrong, 0, sizeof(unsigned long long)));
  count_wrong<<<4096, 256>>>(b.in, b.out, tiles, l, b.wrong);
  unsigned long long wrong = 0;
  CHECK(cudaMemcpy(&wrong, b.wrong, sizeof wrong, cudaMemcpyDeviceToHost));
  const float ms = time_ms(launch, 5);
  printf("  %-8s %s%s tile %4u = %3u x %3u, %4u threads x %u/SM (%2u regs, %6zu B smem) %.3f%s\n", name,
         l.transpose ? "transposed" : "identity  ", l.hint ? " 256B" : "     ", l.tile, l.a, l.b, threads, per_sm,
         attr.numRegs, smem, b.copy_ms / ms * ((double)tiles * l.tile) / (double)b.n, wrong ? " WRONG" : "");
  fflush(stdout);
}

template <bool SECTOR>
void run_scattered(const Bench& b, u32 L, u32 K, u32 per_sm) {
  constexpr u32 R = 8;
  auto kernel = scattered<R, SECTOR>;
  const u32 slots = K * (SECTOR ? L + 3 : L);
  const u32 threads = (slots + R - 1) / R + 31 & ~31u;
  const u32 tiles = (u32)(b.n / (K * L));
  const size_t smem = (size_t)(K * L + K * L / 32 + 1) * sizeof(T);
  CHECK(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)smem));
  int fit = 0;
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&fit, kernel, threads, smem));
  const u32 grid = std::min<u32>(per_sm, (u32)fit) * b.sms;
  auto launch = [&] { kernel<<<grid, threads, smem>>>(b.in, b.out, tiles, L, K); };
  CHECK(cudaMemset(b.out, 0xA5, b.n * sizeof(T)));
  launch();
  CHECK(cudaGetLastError());
  CHECK(cudaMemset(b.wrong, 0, sizeof(unsigned long long)));
  count_scattered_wrong<<<4096, 256>>>(b.in, b.out, tiles, L, K, b.wrong);
  unsigned long long wrong = 0;
  CHECK(cudaMemcpy(&wrong, b.wrong, sizeof wrong, cudaMemcpyDeviceToHost));
  const float ms = time_ms(launch, 5);
  printf("  scattered runs of %3u x %3u, %s: %4u threads x %u/SM %.3f%s\n", L, K, SECTOR ? "sector" : "plain ",
         threads, std::min<u32>(per_sm, (u32)fit), b.copy_ms / ms * ((double)tiles * K * L) / (double)b.n,
         wrong ? " WRONG" : "");
  fflush(stdout);
}

void structures(const Bench& b, u32 a, u32 bb, u32 per_sm, bool transpose, bool bulk) {
  constexpr u32 R = 8;
  const Layout l{a * bb, a, bb, transpose, false};
  Layout hinted = l;
  hinted.hint = true;
  const size_t buf = (size_t)(pad(l.tile - 1, l) + 2) * sizeof(T);
  if (!transpose) run(b, "direct", direct<R>, R, per_sm, 0, l);
  run(b, "reg2", registers<R, 1>, R, per_sm, 1, l);
  if (!transpose && l.tile + 31 <= R * ((l.tile + R - 1) / R + 31 & ~31u)) {
    run(b, "reg2-aL", shifted<R, true, false>, R, per_sm, 1, l);
    run(b, "reg2-aS", shifted<R, false, true>, R, per_sm, 1, l);
    run(b, "reg2-aLS", shifted<R, true, true>, R, per_sm, 1, l);
  }
  run(b, "reg2", registers<R, 1>, R, per_sm, 1, hinted);
  run(b, "reg1", registers<R, 2>, R, per_sm, 2, l);
  run(b, "async2", async_stages<R, 2>, R, per_sm, 2, l);
  if (3 * buf * per_sm <= 227 * 1024) run(b, "async3", async_stages<R, 3>, R, per_sm, 3, l);
  if (!bulk) return;
  run(b, "bulk2", bulk_stages<R, 2>, R, per_sm, 2, l);
  if (3 * buf * per_sm <= 227 * 1024) run(b, "bulk3", bulk_stages<R, 3>, R, per_sm, 3, l);
}

int main() {
  Bench b;
  b.n = (size_t)24400 * 8192;
  const size_t bytes = b.n * sizeof(T);
  alloc_filled(bytes, &b.in, &b.out);
  CHECK(cudaMalloc(&b.wrong, sizeof(unsigned long long)));
  CHECK(cudaDeviceGetAttribute(&b.sms, cudaDevAttrMultiProcessorCount, 0));
  b.copy_ms = time_ms([&] { cudaMemcpyAsync(b.out, b.in, bytes, cudaMemcpyDeviceToDevice); }, 5);
  printf("%zu bytes, memcpy %.1f us\n", bytes, b.copy_ms * 1000);
  for (u32 L : {33u, 35u, 40u, 105u, 210u}) {
    const u32 K = 7000 / L;
    run_scattered<false>(b, L, K, 1);
    run_scattered<true>(b, L, K, 1);
    run_scattered<false>(b, L, K / 2, 2);
    run_scattered<true>(b, L, K / 2, 2);
  }
  for (bool transpose : {false, true}) {
    structures(b, 64, 128, 1, transpose, true);   // 8192: tiles on 64 KiB
    structures(b, 64, 64, 2, transpose, true);    // 4096
    structures(b, 46, 69, 2, transpose, false);   // 3174: set1_r5's contiguous case
    structures(b, 40, 80, 2, transpose, false);   // 3200: tiles on 128 bytes
    structures(b, 63, 130, 1, transpose, false);  // 8190: tiles off lines
    structures(b, 45, 174, 1, transpose, false);  // 7830: set1_r5 [45, 174, 88, 12, 23]
    structures(b, 101, 45, 2, transpose, false);  // 4545: set1_r15 [101, 45, 20, 30, 67]
  }
  return 0;
}
