// Experiment: transposes that keep dimension 0 first (TiledCopy's cases)
// moved by a flat copy instead of 32x32 tiles. The input is read linearly,
// U elements per thread a block apart (every warp access one aligned run of
// 32 elements); each element's output offset comes from its row's digits.
// Prints frac = memcpy time / transpose time for libcutt's heuristic plan
// and for the flat kernel with U = 2, 4, 8, and checks the flat kernel's
// output against libcutt's byte for byte (both poisoned first).
// Build: bench/exp/run.sh copy_rows
#include "exp_common.cuh"

constexpr int MAXR = 8;

struct Shape {
  unsigned rows_rank;  // dimensions after dimension 0
  unsigned len;        // extent of dimension 0 (kept first)
  cutt_divisor len_div;
  unsigned ext[MAXR];
  cutt_divisor div[MAXR];
  unsigned out_stride[MAXR];
};

template <typename T, unsigned U>
__global__ void __launch_bounds__(256) flat(const __grid_constant__ Shape s, const T* __restrict__ in,
                                            T* __restrict__ out, unsigned n) {
  const unsigned base = blockIdx.x * 256 * U + threadIdx.x;
  T v[U];
#pragma unroll
  for (unsigned k = 0; k < U; ++k) {
    const unsigned i = base + k * 256;
    if (i < n) v[k] = in[i];
  }
#pragma unroll
  for (unsigned k = 0; k < U; ++k) {
    const unsigned i = base + k * 256;
    unsigned row = cutt_div(i, s.len, s.len_div);
    unsigned off = i - row * s.len;
    for (unsigned d = 0; d < s.rows_rank; ++d) off += cutt_digit(row, s.ext[d], s.div[d]) * s.out_stride[d];
    if (i < n) out[off] = v[k];
  }
}

struct Case {
  unsigned elem;
  std::vector<int> dims, perm;
};

template <typename T>
void run_flat_variants(const Case& c, const Shape& s, unsigned n, void* in, void* out, float copy,
                       std::vector<unsigned char>& want) {
  auto one = [&](auto u_tag) {
    constexpr unsigned U = decltype(u_tag)::value;
    const unsigned blocks = (n + 256 * U - 1) / (256 * U);
    auto launch = [&] { flat<T, U><<<blocks, 256>>>(s, (const T*)in, (T*)out, n); };
    bool ok;
    const float ms = checked_time_ms(launch, out, want, ok);
    printf(" flat%u=%.3f%s", U, copy / ms, ok ? "" : "(WRONG)");
  };
  one(std::integral_constant<unsigned, 2>());
  one(std::integral_constant<unsigned, 4>());
  one(std::integral_constant<unsigned, 8>());
}

void run(const Case& c, void* in, void* out) {
  const int rank = (int)c.dims.size();
  size_t n = 1;
  for (int d : c.dims) n *= d;
  std::vector<unsigned char> want;
  const float copy = print_reference(c.dims, c.perm, c.elem, in, out, want);
  if (copy < 0) return;
  Shape s{};
  s.rows_rank = rank - 1;
  s.len = c.dims[0];
  s.len_div = divisor(s.len);
  const auto out_stride = output_strides(c.dims, c.perm);
  for (int k = 1; k < rank; ++k) {
    s.ext[k - 1] = c.dims[k];
    s.div[k - 1] = divisor(c.dims[k]);
    s.out_stride[k - 1] = out_stride[k];
  }
  if (c.elem == 16) run_flat_variants<uint4>(c, s, (unsigned)n, in, out, copy, want);
  if (c.elem == 8) run_flat_variants<uint2>(c, s, (unsigned)n, in, out, copy, want);
  if (c.elem == 4) run_flat_variants<unsigned>(c, s, (unsigned)n, in, out, copy, want);
  printf("\n");
}

int main() {
  const size_t max_bytes = 3ull << 30;
  void *in, *out;
  alloc_filled(max_bytes, &in, &out);
  const Case cases[] = {
      {16, {88, 8, 28, 28, 48}, {0, 4, 2, 1, 3}},
      {16, {8, 32, 15, 32, 15, 15}, {0, 3, 2, 5, 4, 1}},
      {16, {24, 10, 15, 32, 15, 15}, {0, 3, 2, 5, 4, 1}},
      {16, {40, 96, 75, 96}, {0, 3, 2, 1}},
      {16, {184, 384, 384}, {0, 2, 1}},
      {16, {40, 16, 75, 582}, {0, 3, 2, 1}},
      {16, {184, 64, 2307}, {0, 2, 1}},
      {16, {232, 16, 75, 96}, {0, 3, 2, 1}},
      {16, {1072, 64, 384}, {0, 2, 1}},
      {16, {16, 48, 28, 28, 48}, {0, 4, 2, 1, 3}},
      {16, {265, 530, 530}, {0, 2, 1}},
      {16, {23, 2116, 46, 46}, {0, 3, 2, 1}},
      {16, {60, 120, 14400}, {0, 2, 1}},
      {16, {6962, 118, 118}, {0, 2, 1}},
      {16, {303, 606, 606}, {0, 2, 1}},
      {8, {497, 497, 497}, {0, 2, 1}},
      {8, {609, 609, 609}, {0, 2, 1}},
      {8, {45, 2025, 45, 45}, {0, 3, 2, 1}},
      {4, {4097, 129, 257}, {0, 2, 1}},
  };
  for (const Case& c : cases) run(c, in, out);
  return 0;
}
