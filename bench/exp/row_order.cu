// Experiment: RowCopy's ceiling. [L, A, B] perm [0, 2, 1] moves rows of L
// elements; RowCopy reads them in input order, so the rows in flight (about
// 8 MB across the GPU) are read as one stream but written to W / A places
// per b and A places overall. Prediction: what limits RowCopy at 0.89-0.92
// of memcpy even with rows of 3-111 KB is the number of places written at
// once, not the row length; enumerating rows in stripes of S values of b (b
// fastest inside a stripe, then a, then the stripe) makes the rows in flight
// S read runs and W / S write runs, and S near sqrt(W) reaches the 2D Tiled
// kernel's 0.95-0.99. S = 1 is RowCopy's order. The identity line is the
// same kernel copying in place order (its own ceiling). Every output is
// checked against libcutt's byte for byte (both poisoned first).
// Build: bench/exp/run.sh row_order
#include "exp_common.cuh"

struct Stripes {
  unsigned L, A, B, S;
  cutt_divisor L_div, SA_div, S_div, last_div;
  unsigned last;  // width of the last stripe (B % S, or S)
  unsigned identity;
};

// Block t copies positions [t C, (t + 1) C), C = 256 U, of the reordered
// sequence; thread x the positions t C + x + 256 k, k < U.
template <typename T, unsigned U>
__global__ void __launch_bounds__(256) striped(const __grid_constant__ Stripes s, const T* __restrict__ in,
                                               T* __restrict__ out, unsigned n) {
  const unsigned base = blockIdx.x * 256 * U + threadIdx.x;
  unsigned src[U], dst[U];
  T v[U];
#pragma unroll
  for (unsigned k = 0; k < U; ++k) {
    const unsigned i = base + k * 256;
    if (s.identity) {
      src[k] = dst[k] = i;
      continue;
    }
    const unsigned row = cutt_div(i, s.L, s.L_div);
    const unsigned off = i - row * s.L;
    const unsigned stripe = cutt_div(row, s.S * s.A, s.SA_div);
    const unsigned w = row - stripe * s.S * s.A;
    const bool last = (stripe + 1) * s.S >= s.B;
    const unsigned width = last ? s.last : s.S;
    const unsigned a = last ? cutt_div(w, width, s.last_div) : cutt_div(w, width, s.S_div);
    const unsigned b = stripe * s.S + (w - a * width);
    src[k] = off + s.L * (a + s.A * b);
    dst[k] = off + s.L * (b + s.B * a);
  }
#pragma unroll
  for (unsigned k = 0; k < U; ++k)
    if (base + k * 256 < n) v[k] = in[src[k]];
#pragma unroll
  for (unsigned k = 0; k < U; ++k)
    if (base + k * 256 < n) out[dst[k]] = v[k];
}

struct Case {
  unsigned elem, L, A, B;
};

template <typename T>
void run_stripes(const Case& c, unsigned n, void* in, void* out, float copy, const std::vector<unsigned char>& want) {
  constexpr unsigned U = sizeof(T) >= 8 ? 2 : 4;
  const unsigned blocks = (n + 256 * U - 1) / (256 * U);
  std::vector<unsigned char> input(want.size());
  CHECK(cudaMemcpy(input.data(), in, input.size(), cudaMemcpyDeviceToHost));
  auto one = [&](unsigned S, bool identity) {
    Stripes s{};
    s.L = c.L, s.A = c.A, s.B = c.B, s.S = S;
    s.last = c.B % S ? c.B % S : S;
    s.L_div = divisor(c.L), s.SA_div = divisor((unsigned long long)S * c.A), s.S_div = divisor(S);
    s.last_div = divisor(s.last);
    s.identity = identity;
    auto launch = [&] { striped<T, U><<<blocks, 256>>>(s, (const T*)in, (T*)out, n); };
    bool ok;
    const float ms = checked_time_ms(launch, out, identity ? input : want, ok);
    if (identity)
      printf(" identity=%.3f%s", copy / ms, ok ? "" : "(WRONG)");
    else
      printf(" S%u=%.3f%s", S, copy / ms, ok ? "" : "(WRONG)");
  };
  for (unsigned S : {1u, 2u, 4u, 8u, 16u, 32u, 64u, 128u})
    if (S < c.B) one(S, false);
  one(c.B, false);
  one(1, true);
}

void run(const Case& c, void* in, void* out) {
  const unsigned n = c.L * c.A * c.B;
  std::vector<unsigned char> want;
  const float copy = print_reference({(int)c.L, (int)c.A, (int)c.B}, {0, 2, 1}, c.elem, in, out, want);
  if (copy < 0) return;
  printf(" row %u B", c.L * c.elem);
  if (c.elem == 16) run_stripes<uint4>(c, n, in, out, copy, want);
  if (c.elem == 8) run_stripes<uint2>(c, n, in, out, copy, want);
  if (c.elem == 4) run_stripes<unsigned>(c, n, in, out, copy, want);
  printf("\n");
}

int main() {
  void *in, *out;
  alloc_filled(3ull << 30, &in, &out);
  const Case cases[] = {
      {16, 184, 384, 384}, {16, 1072, 64, 384}, {16, 184, 64, 2307}, {16, 265, 530, 530},
      {16, 60, 120, 14400}, {16, 6962, 118, 118}, {8, 609, 609, 609}, {8, 497, 497, 497},
      {8, 46, 2116, 2116}, {8, 120, 1000, 1000}, {4, 4097, 129, 257}, {4, 600, 600, 600},
  };
  for (const Case& c : cases) run(c, in, out);
  return 0;
}
