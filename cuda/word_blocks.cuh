// K x K blocks of 1- or 2-byte elements (K = 4 / E) held in K 32-bit
// words, transposed in registers with byte permutes: the word kernels of
// Tiled (cuda/tiled.cu) and of Packed (cuda/packed.cu).
#pragma once

typedef unsigned int u32;

// v[r] holds elements (a = j, b = r) of a K x K block at position j of the
// word; o[j] gets elements (a = j, b = r) at position r.
template <unsigned int E>
__device__ __forceinline__ void transpose_block(const u32 (&v)[4 / E], u32 (&o)[4 / E]) {
    if constexpr (E == 1) {
        const u32 t0 = __byte_perm(v[0], v[1], 0x5140);
        const u32 t1 = __byte_perm(v[0], v[1], 0x7362);
        const u32 t2 = __byte_perm(v[2], v[3], 0x5140);
        const u32 t3 = __byte_perm(v[2], v[3], 0x7362);
        o[0] = __byte_perm(t0, t2, 0x5410);
        o[1] = __byte_perm(t0, t2, 0x7632);
        o[2] = __byte_perm(t1, t3, 0x5410);
        o[3] = __byte_perm(t1, t3, 0x7632);
    } else {
        o[0] = __byte_perm(v[0], v[1], 0x5410);
        o[1] = __byte_perm(v[0], v[1], 0x7632);
    }
}
