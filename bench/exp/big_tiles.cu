// Experiment: 2D transposes of 8-byte elements through large tiles staged
// by cp.async. set1's short-a 2D cases ([3843, 57642], [3927, 58910],
// [6981, 34906]: input rows of 30-56 KB, output rows of 270-470 KB) run
// 0.89-0.92 of memcpy in the library (run zzzz170), their mirrors ([59256,
// 3950]) 0.955-0.97. Along a first (the library's order for them, tiles of
// 32 x 64), the resident tiles read whole input rows and write each output
// row in pieces of (bytes of the resident tiles) / A bytes: about 2.8 KB
// with the library's ~10.8 MB of resident tiles; bench/exp/a_bands.cu and
// tile_bands.cu found no band order that beats the better plain order.
// Here a block holds two stages of a TA x TB tile (cp.async, no registers
// per element), issuing the next tile's copies before writing the current
// one (as cuda/packed_staged.cu), so that the resident bytes (up to ~27 MB
// across the GPU) and with them the output pieces along a first grow.
// Prediction: TB = 128 or 256 along a first lifts the short-a cases to
// >= 0.93 (+0.02) and leaves the mirrors and squares within 0.01 of the
// library.
// Measured (run zzzz175, one H200, driver 580.159.04,
// bench/results/2026-11-28zzzz175-h200-big-tiles.log; every output equal to
// libcutt's): wrong, by far. The short-a cases ran 0.58-0.85 of memcpy
// (libcutt 0.915-0.925), their mirrors and the squares 0.56-0.86 (libcutt
// 0.94-0.97), rows on 4 KiB ([8192]^2, [4096, 49152]) 0.90-0.94 (libcutt
// 0.99-1.00). Along b first beat along a first in every 32 x 256 pair
// (rows off 4 KiB: 0.80-0.86 against 0.74-0.80), and one block of 32 x
// 256 per SM beat three of 32 x 128 (0.63-0.68 along a first): one
// cp.async per 8-byte element and a
// block that waits for all of a tile's copies before writing it cost more
// than any order or resident size gains, as plane_bulk.cu found for whole
// planes. The resident-bytes question stays open: it needs the register
// tile's issue with more tiles in flight, not this kernel.
// Prints, per case: memcpy's time, libcutt's frac, each variant's frac
// (A: along a first, B: along b first) with its blocks per SM; every
// output compared with libcutt's byte for byte (both poisoned first).
// Build: bench/exp/run.sh big_tiles
#include "exp_common.cuh"

__device__ __forceinline__ void cp_async8(void* smem, const void* src) {
    const unsigned dst = (unsigned)__cvta_generic_to_shared(smem);
    asm volatile("cp.async.ca.shared.global [%0], [%1], 8;\n" ::"r"(dst), "l"(src));
}

// Tile t of [A, B] -> [B, A] in TA x TB tiles: A_FIRST numbers tiles
// along a first. Stage layout: input row b of the tile at b (TA + 1).
template <int TA, int TB, bool A_FIRST>
__global__ void __launch_bounds__(512) staged_2d(const double* __restrict__ in,
                                                 double* __restrict__ out, int A, int B) {
    extern __shared__ double stages[];
    constexpr int STAGE = TB * (TA + 1);
    const int tiles_a = (A + TA - 1) / TA, tiles_b = (B + TB - 1) / TB;
    const int tiles = tiles_a * tiles_b;
    const auto origin = [&](int t, int& a0, int& b0) {
        a0 = (A_FIRST ? t % tiles_a : t / tiles_b) * TA;
        b0 = (A_FIRST ? t / tiles_a : t % tiles_b) * TB;
    };
    const auto issue = [&](int t, double* stage) {
        if (t < tiles) {
            int a0, b0;
            origin(t, a0, b0);
            const int na = min(TA, A - a0), nb = min(TB, B - b0);
            for (int q = threadIdx.x; q < TA * TB; q += blockDim.x) {
                const int a = q % TA, b = q / TA;
                if (a < na && b < nb)
                    cp_async8(stage + b * (TA + 1) + a, in + (size_t)(b0 + b) * A + a0 + a);
            }
        }
        asm volatile("cp.async.commit_group;\n" ::);
    };
    const auto write = [&](int t, const double* stage) {
        int a0, b0;
        origin(t, a0, b0);
        const int na = min(TA, A - a0), nb = min(TB, B - b0);
        for (int q = threadIdx.x; q < TA * TB; q += blockDim.x) {
            const int b = q % TB, a = q / TB;
            if (a < na && b < nb) out[(size_t)(a0 + a) * B + b0 + b] = stage[b * (TA + 1) + a];
        }
    };
    int s = 0;
    issue(blockIdx.x, stages);
    for (int t = blockIdx.x; t < tiles; t += gridDim.x) {
        asm volatile("cp.async.wait_group 0;\n" ::);
        __syncthreads();
        issue(t + gridDim.x, stages + (s ^ 1) * STAGE);
        write(t, stages + s * STAGE);
        s ^= 1;
    }
}

// Elements of a and b that differ (8-byte words), into *count.
__global__ void differ(const unsigned long long* a, const unsigned long long* b, size_t n,
                       unsigned long long* count) {
    unsigned long long c = 0;
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        c += a[i] != b[i];
    if (c) atomicAdd(count, c);
}

struct Variant {
    const char* name;
    void (*kernel)(const double*, double*, int, int);
    int smem;
};

template <int TA, int TB, bool A_FIRST>
Variant variant(const char* name) {
    return {name, staged_2d<TA, TB, A_FIRST>, (int)(2 * TB * (TA + 1) * sizeof(double))};
}

int main() {
    const int shapes[][2] = {{3843, 57642}, {3927, 58910}, {6981, 34906}, {5996, 29979},
                             {6662, 33310}, {59256, 3950}, {53245, 3550}, {11805, 11805},
                             {12339, 12339}, {8192, 8192}, {4096, 49152}};
    Variant variants[] = {
        variant<32, 128, true>("A32x128"),  variant<32, 256, true>("A32x256"),
        variant<64, 128, true>("A64x128"),  variant<64, 64, true>("A64x64"),
        variant<32, 128, false>("B32x128"), variant<32, 256, false>("B32x256"),
        variant<64, 64, false>("B64x64"),
    };
    int sms;
    CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
    size_t most = 0;
    for (auto& s : shapes) most = std::max(most, (size_t)s[0] * s[1]);
    double *in, *out, *want;
    unsigned long long* count;
    CHECK(cudaMalloc(&count, 8));
    CHECK(cudaMalloc(&in, most * 8));
    CHECK(cudaMalloc(&out, most * 8));
    CHECK(cudaMalloc(&want, most * 8));
    fill<<<1024, 256>>>((unsigned*)in, most * 2);
    for (auto& v : variants)
        CHECK(cudaFuncSetAttribute(v.kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, v.smem));
    for (auto& s : shapes) {
        const int A = s[0], B = s[1];
        const size_t bytes = (size_t)A * B * 8;
        int dim[2] = {A, B}, perm[2] = {1, 0};
        cuttHandle plan;
        if (cuttPlan(&plan, 2, dim, perm, 8, 0) != CUTT_SUCCESS) return 1;
        CHECK(cudaMemset(want, 0xA5, bytes));
        cuttExecute(plan, in, want);
        CHECK(cudaDeviceSynchronize());
        const int reps = std::max(3, (int)(30e6 / (bytes / 2e3)));
        const float copy = time_ms([&] { cudaMemcpyAsync(out, in, bytes, cudaMemcpyDeviceToDevice); }, reps);
        const float lib = time_ms([&] { cuttExecute(plan, in, out); }, reps);
        printf("[%d, %d] memcpy=%.1fus libcutt=%.3f", A, B, copy * 1e3, copy / lib);
        for (auto& v : variants) {
            int per_sm;
            CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, v.kernel, 512, v.smem));
            const int grid = sms * per_sm;
            CHECK(cudaMemset(out, 0x5A, bytes));
            v.kernel<<<grid, 512, v.smem>>>(in, out, A, B);
            CHECK(cudaDeviceSynchronize());
            CHECK(cudaMemset(count, 0, 8));
            differ<<<1024, 256>>>((const unsigned long long*)out, (const unsigned long long*)want,
                                  bytes / 8, count);
            unsigned long long wrong;
            CHECK(cudaMemcpy(&wrong, count, 8, cudaMemcpyDeviceToHost));
            const bool same = wrong == 0;
            const float t = time_ms([&] { v.kernel<<<grid, 512, v.smem>>>(in, out, A, B); }, reps);
            printf(" %s(%d)=%.3f%s", v.name, per_sm, copy / t, same ? "" : "WRONG");
        }
        printf("\n");
        fflush(stdout);
        cuttDestroy(plan);
    }
    return 0;
}
