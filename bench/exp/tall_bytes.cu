// `tiled_bytes` (1- and 2-byte elements, rows anywhere) in tiles H times
// taller along b: H x 128 bytes of every output row per tile, so output
// runs of H x 128 bytes, and the halo (up to 31 / E rows past the tile's,
// read for the output sectors a tile owns) a 1 / H smaller share of the
// rows read. Blocks of 32 x 8H threads; a thread reads word tx of rows
// ty + 8H j and stores 16 bytes of the owned part of rows.
// zzzz42-zzzz44 showed the library's kernel (H = 1) is not bound by its
// instructions; its reads cost 1.5 L2 sectors a byte and its output runs
// are 128 bytes, where 256-byte tiles of words gained 0.04 on rows on
// words (eighteenth session, wide_words.cu).
// Prediction: H = 2 gains 0.03 or more on elem1's and elem2's 2D cases
// and loses on 3D cases with short b (more of the tile past the edge).
// Prints, per case: memcpy's time, libcutt's frac, this kernel's at H = 1
// (the library's code, as a check of the harness) and H = 2, tiles along b
// first, loads without and with the L2 policy evict_last (+keep); every
// output compared with libcutt's.
// Measured on one H200 (run zzzz45, bench/results/2026-11-27zzzz45-*),
// every output right: H = 2 against H = 1 +0.013 / +0.025 on 1-byte
// [23170, 23170] (0.883 with keep against libcutt's 0.868), +0.004 /
// +0.012 on [10362, 51811], -0.02 to -0.09 on 1-byte 3D and 4D cases,
// 2-byte [36636, 7327] -0.03, [645, 645, 645] reversed -0.09, [645, 167,
// 2498] -0.22. Wrong but for the largest 1-byte 2D case: the taller tile
// leaves more of itself past b's edge, and 2-byte tiles gain nothing.
#include "exp_common.cuh"
#include "../../cuda/tiled.cu"

template <typename T, u32 H>
struct tall_tile {
    static constexpr u32 E = sizeof(T);
    static constexpr u32 K = 4 / E;
    static constexpr u32 STEP = CUTT_TILE_ROWS * H;
    static constexpr u32 EDGE_A = (CUTT_WORD_TILE_BYTES - 4) / E;
    static constexpr u32 EDGE_B = H * CUTT_WORD_TILE_BYTES / E;
    static constexpr u32 SECTOR = CUTT_SECTOR_BYTES / E;
    static constexpr u32 ROWS = EDGE_B + SECTOR - 1;
    static constexpr u32 GROUPS = (ROWS + STEP - 1) / STEP;
    static constexpr u32 SH_ROWS = 32 * K + K - 1;
    // Odd, and holding every position a row's words reach.
    static constexpr u32 STRIDE = ((GROUPS * STEP + 2 * K - 2) * E / 4 + 1) | 1;
    static constexpr u32 SH_WORDS = SH_ROWS * STRIDE + SH_ROWS / 32 + 1;
    // Lanes a row's owned chunks take: 16 bytes each.
    static constexpr u32 LANES_PER_ROW = EDGE_B * E / 16;
    static constexpr u32 ROWS_PER_PASS = 32 / LANES_PER_ROW * STEP;

    __device__ static u32 word_of(u32 a, u32 addr, u32 s) {
        const u32 R = a + K - 1;
        return R * STRIDE + R / 32 + 1 + (s + (addr & (K - 1))) / K;
    }
};

template <typename T, typename I, u32 H>
__device__ __forceinline__ void tall_scatter(u32* tile, const T* tile_in, I in_row, I na, u32 rows,
                                             const unsigned char* in_end, const T* tile_out, u32 a_out,
                                             cutt_u64 policy) {
    using B = tall_tile<T, H>;
    constexpr u32 E = B::E;
    constexpr u32 K = B::K;
    const u32 tx = threadIdx.x, ty = threadIdx.y;
    const unsigned char* row_in = (const unsigned char*)tile_in + (I)ty * in_row;
    const u32 m = (u32)((size_t)row_in / E) & (K - 1);
    const unsigned char* src = row_in - m * E + 4 * tx;
    const bool lane_in = K * tx < (u32)na + m;
    const u32 r0 = (u32)((size_t)tile_out / E);
    u32 at[K];
#pragma unroll
    for (u32 k = 0; k < K; ++k) {
        const u32 a = K * tx - m + k;
        const u32 R = a + K - 1;
        const u32 r = (r0 + a * a_out) & (K - 1);
        at[k] = (R * B::STRIDE + R / 32) * 4 + (K + r + ty) * E;
    }
    unsigned char* sh = (unsigned char*)tile;
    const auto scatter = [&](u32 j, u32 v) {
#pragma unroll
        for (u32 k = 0; k < K; ++k) *(T*)(sh + at[k] + j * B::STEP * E) = (T)(v >> (8 * E * k));
    };
    const auto valid = [&](u32 j) { return lane_in && ty + j * B::STEP < rows; };
    const auto word_at = [&](u32 j) { return src + (I)(j * B::STEP) * in_row; };
    if ((const unsigned char*)tile_in + (I)(rows - 1) * in_row + CUTT_WORD_TILE_BYTES <= in_end) {
        u32 v[B::GROUPS];
#pragma unroll
        for (u32 j = 0; j < B::GROUPS; ++j)
            v[j] = valid(j) ? load_input<true, false>((const u32*)word_at(j), policy) : 0u;
#pragma unroll
        for (u32 j = 0; j < B::GROUPS; ++j) scatter(j, v[j]);
    } else {
#pragma unroll 1
        for (u32 j = 0; j < B::GROUPS; ++j) {
            const unsigned char* p = word_at(j);
            scatter(j, valid(j) ? load_bytes(p, (u32)min((ptrdiff_t)4, in_end - p)) : 0u);
        }
    }
}

// Lane l of a row's LANES_PER_ROW writes owned chunk l (16 bytes) of rows
// q + (32 / LANES_PER_ROW) ty + ROWS_PER_PASS n; lanes l < SECTOR / K of
// the first tile along b also the head word l.
template <typename T, typename I, u32 H, bool INSIDE>
__device__ __forceinline__ void tall_store(const u32* tile, T* tile_out, I out_row, I na, u32 b_end, bool first) {
    using B = tall_tile<T, H>;
    constexpr u32 E = B::E;
    constexpr u32 K = B::K;
    constexpr u32 L = B::LANES_PER_ROW;
    const u32 q = threadIdx.x / L, l = threadIdx.x % L;
#pragma unroll
    for (u32 n = 0; n < (B::EDGE_A + B::ROWS_PER_PASS - 1) / B::ROWS_PER_PASS; ++n) {
        const u32 a = q + (32 / L) * threadIdx.y + B::ROWS_PER_PASS * n;
        unsigned char* row = (unsigned char*)tile_out + (I)a * out_row;
        const u32 addr = (u32)((size_t)row / E);
        const u32 s = (0u - addr) & (B::SECTOR - 1);
        const u32* words = tile + B::word_of(a, addr, s);
        const u32* owned = words + 4 * l;
        const u32 b = s + 4 * K * l;
        if ((I)a >= na) continue;
        if (INSIDE || b + 4 * K <= b_end) {
            *(uint4*)(row + b * E) = make_uint4(owned[0], owned[1], owned[2], owned[3]);
        } else if (b < b_end) {
#pragma unroll
            for (u32 w = 0; w < 4; ++w) store_owned_word<E>(row, (int)(b + K * w), b_end, owned[w]);
        }
        const int head = (int)(s + K * l) - (int)B::SECTOR;
        if (!INSIDE && first && l < B::SECTOR / K && head + (int)K > 0)
            store_owned_word<E>(row, head, b_end, words[(int)l - (int)(B::SECTOR / K)]);
    }
}

// The library's bounds at H = 1 (six blocks of 1-byte tiles, eight of
// 2-byte ones), the same threads per SM at H = 2.
template <typename T, u32 H>
__global__ void __launch_bounds__(256 * H, (sizeof(T) == 2 ? 8 : 6) / H) tall_bytes(const __grid_constant__ cutt_tiled_params p,
                                                             const T* __restrict__ in, T* __restrict__ out) {
    using B = tall_tile<T, H>;
    using I = u32;
    __shared__ u32 tile[B::SH_WORDS];
    const I in_row = (I)p.b_in_stride * B::E;
    const I out_row = (I)p.a_out_stride * B::E;
    const u32 a_out = (u32)p.a_out_stride;
    const unsigned char* in_end = (const unsigned char*)(in + tensor_volume<I, true>(p));
    const cutt_u64 policy = input_policy<true>(p.l2_keep_input);
    for_each_tile<B::EDGE_A, I, B::EDGE_B, false>(p, [&](I in_base, I out_base, I na, I, I b_left) {
        T* tile_out = out + out_base;
        const bool shifted = !rows_aligned(tile_out, (I)a_out, CUTT_SECTOR_BYTES);
        const u32 rows = (u32)min(b_left, (I)(shifted ? B::ROWS : B::EDGE_B));
        tall_scatter<T, I, H>(tile, in + in_base, in_row, na, rows, in_end, tile_out, a_out, policy);
        __syncthreads();
        const bool first = b_left == (I)p.b_extent;
        const u32 b_end = (u32)min(b_left, (I)B::ROWS);
        if (!first && b_left >= (I)B::ROWS)
            tall_store<T, I, H, true>(tile, tile_out, out_row, na, b_end, false);
        else
            tall_store<T, I, H, false>(tile, tile_out, out_row, na, b_end, first);
        __syncthreads();
    });
}

// The library's Tiled layout of dims perm along b first today
// (src/plan/tiled.rs `set_tile_order`): tiled_params' (exp_common.cuh,
// which predates it) with a's tiles, the slow side, in grid[0] and the
// other dimensions after it.
static cutt_tiled_params tall_params(const std::vector<int>& dims, const std::vector<int>& perm, u32 edge_a,
                                     u32 edge_b, bool keep) {
    cutt_tiled_params p = tiled_params(dims, perm, edge_a, edge_b);
    for (u32 k = p.grid_rank; k > 0; --k) p.grid[k] = p.grid[k - 1];
    p.grid[0].extent = p.tiles_a, p.grid[0].div = p.tiles_a_div;
    p.grid[0].in_stride = edge_a, p.grid[0].out_stride = edge_a * p.a_out_stride;
    p.grid_rank += 1, p.slow_at = 0, p.l2_keep_input = keep;
    p.a_in_stride = 1, p.a_inner = p.b_inner = 1, p.a_chunk = edge_a, p.b_chunk = edge_b;
    return p;
}

template <typename T, u32 H>
static void variant(const std::vector<int>& dims, const std::vector<int>& perm, T* in, T* out, float copy,
                    const std::vector<unsigned char>& want) {
    using B = tall_tile<T, H>;
    for (bool keep : {false, true}) {
        const cutt_tiled_params p = tall_params(dims, perm, B::EDGE_A, B::EDGE_B, keep);
        bool ok = false;
        const float ms = checked_time_ms(
            [&] { tall_bytes<T, H><<<(unsigned)p.num_tiles, dim3(32, B::STEP)>>>(p, in, out); }, out, want, ok);
        CHECK(cudaGetLastError());
        printf(" H%u%s=%.3f%s", H, keep ? "+keep" : "", copy / ms, ok ? "" : "(WRONG)");
    }
}

int main() {
    cudaDeviceProp prop;
    CHECK(cudaGetDeviceProperties(&prop, 0));
    printf("%s\n", prop.name);
    struct Case { int elem; std::vector<int> dims, perm; };
    const std::vector<Case> cases = {
        {1, {23170, 23170}, {1, 0}},        {1, {10362, 51811}, {1, 0}},     {1, {813, 813, 813}, {1, 0, 2}},
        {1, {813, 813, 813}, {2, 1, 0}},    {1, {660969, 813}, {1, 0}},      {1, {239, 97, 39, 590}, {3, 0, 2, 1}},
        {2, {4230, 63455}, {1, 0}},         {2, {36636, 7327}, {1, 0}},      {2, {645, 645, 645}, {2, 1, 0}},
        {2, {645, 167, 2498}, {1, 0, 2}},   {2, {645, 415296}, {1, 0}},      {2, {201, 33, 82, 496}, {2, 1, 3, 0}},
    };
    for (const Case& c : cases) {
        size_t bytes = c.elem;
        for (int d : c.dims) bytes *= (size_t)d;
        unsigned char *in, *out;
        alloc_filled(bytes, &in, &out);
        std::vector<unsigned char> want;
        const float copy = print_reference(c.dims, c.perm, c.elem, in, out, want);
        if (copy > 0) {
            if (c.elem == 1) {
                variant<unsigned char, 1>(c.dims, c.perm, in, out, copy, want);
                variant<unsigned char, 2>(c.dims, c.perm, in, out, copy, want);
            } else {
                variant<unsigned short, 1>(c.dims, c.perm, (unsigned short*)in, (unsigned short*)out, copy, want);
                variant<unsigned short, 2>(c.dims, c.perm, (unsigned short*)in, (unsigned short*)out, copy, want);
            }
        }
        printf("\n");
        fflush(stdout);
        CHECK(cudaFree(in));
        CHECK(cudaFree(out));
    }
    return 0;
}
