// Experiment: RowCopy in output order (cuda/tiled.cu `row_copy`) with U =
// 1, 2, 4 and 8 elements per thread. Where rows are short and their input
// neighbours far, the reads land on scattered DRAM pages, and the library's
// U = 2 of 8-byte elements (16 bytes in flight per thread) measured
// 0.53-0.83 of memcpy on set1's 8-byte cases with odd rows of 3-43
// elements, where packed tiles reach 0.85-0.92. Prediction: more loads in
// flight per thread (U = 4, 8) hide the longer latency of scattered reads
// and close most of that gap. Every output is checked against libcutt's
// byte for byte (both poisoned first).
// Build: bench/exp/run.sh row_unroll
#include "exp_common.cuh"

constexpr int MAXR = 8;

// The output's dimensions in output order, each with its input stride.
struct Walk {
  unsigned rank;
  unsigned ext[MAXR];
  cutt_divisor div[MAXR];
  unsigned in_stride[MAXR];
};

template <typename T, unsigned U>
__global__ void __launch_bounds__(256) gather(const __grid_constant__ Walk w, const T* __restrict__ in,
                                              T* __restrict__ out, unsigned n) {
  const unsigned base = blockIdx.x * 256 * U + threadIdx.x;
  unsigned from[U];
#pragma unroll
  for (unsigned k = 0; k < U; ++k) {
    unsigned i = base + k * 256, off = 0;
    for (unsigned d = 0; d < w.rank; ++d) off += cutt_digit(i, w.ext[d], w.div[d]) * w.in_stride[d];
    from[k] = off;
  }
  T v[U];
#pragma unroll
  for (unsigned k = 0; k < U; ++k)
    if (base + k * 256 < n) v[k] = in[from[k]];
#pragma unroll
  for (unsigned k = 0; k < U; ++k)
    if (base + k * 256 < n) out[base + k * 256] = v[k];
}

struct Case {
  unsigned elem;
  std::vector<int> dims, perm;
};

template <typename T, unsigned U>
void one(const Walk& w, unsigned n, void* in, void* out, float copy, const std::vector<unsigned char>& want) {
  const unsigned blocks = (n + 256 * U - 1) / (256 * U);
  auto launch = [&] { gather<T, U><<<blocks, 256>>>(w, (const T*)in, (T*)out, n); };
  bool ok;
  const float ms = checked_time_ms(launch, out, want, ok);
  printf(" U%u=%.3f%s", U, copy / ms, ok ? "" : "(WRONG)");
}

template <typename T>
void variants(const Walk& w, unsigned n, void* in, void* out, float copy, const std::vector<unsigned char>& want) {
  one<T, 1>(w, n, in, out, copy, want);
  one<T, 2>(w, n, in, out, copy, want);
  one<T, 4>(w, n, in, out, copy, want);
  one<T, 8>(w, n, in, out, copy, want);
}

void run(const Case& c, void* in, void* out) {
  const int rank = (int)c.dims.size();
  size_t n = 1;
  for (int d : c.dims) n *= d;
  std::vector<unsigned char> want;
  const float copy = print_reference(c.dims, c.perm, c.elem, in, out, want);
  if (copy < 0) return;
  Walk w{};
  w.rank = rank;
  const auto in_stride = input_strides(c.dims);
  for (int j = 0; j < rank; ++j) {
    w.ext[j] = c.dims[c.perm[j]];
    w.div[j] = divisor(w.ext[j]);
    w.in_stride[j] = in_stride[c.perm[j]];
  }
  if (c.elem == 8) variants<uint2>(w, (unsigned)n, in, out, copy, want);
  if (c.elem == 4) variants<unsigned>(w, (unsigned)n, in, out, copy, want);
  printf("\n");
}

int main() {
  void *in, *out;
  alloc_filled(3ull << 30, &in, &out);
  const Case cases[] = {
      {8, {15, 15, 15, 15, 15, 15, 15}, {0, 4, 1, 3, 6, 5, 2}},
      {8, {7, 9, 12, 16, 36, 27, 21}, {0, 6, 5, 2, 1, 3, 4}},
      {8, {11, 22, 44, 171, 87}, {0, 2, 4, 3, 1}},
      {8, {33, 19, 11, 98, 7, 57}, {0, 5, 2, 4, 1, 3}},
      {8, {33, 5, 4, 37, 40, 2, 3, 35}, {0, 6, 4, 7, 3, 5, 2, 1}},
      {8, {43, 84, 11, 166, 22}, {0, 4, 2, 1, 3}},
      {8, {46, 46, 46, 46, 46}, {0, 4, 3, 1, 2}},
      {8, {609, 609, 609}, {0, 2, 1}},
      {4, {1145, 512, 229}, {0, 2, 1}},
      {4, {600, 600, 600}, {0, 2, 1}},
  };
  for (const Case& c : cases) run(c, in, out);
  return 0;
}
