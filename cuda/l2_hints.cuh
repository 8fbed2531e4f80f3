// L2 cache hints of the kernels' input loads (cuda/tiled.cu, cuda/packed.cu).
#pragma once
#include "cutt_params.cuh"

// The L2 policy of a kernel's input loads, from compute capability 8.0.
// HINTED names at compile time the kernels that take it (Tiled of 4-, 8-
// and 16-byte elements and `tiled_bytes`, RowCopy of 4, 8 and 16, Packed,
// PackedSplit and the staged kernel of 8): with `keep` (p.l2_keep_input,
// which the planner sets where the tensors are large against L2:
// src/plan/mod.rs `l2_keep_input`, with the measurements) evict_last, so
// that L2 evicts the written lines before the read ones, else (a fraction
// of 0) evict_unchanged. Input lines that a tile shares with a tile that runs
// far later (the rest of a line off 128 bytes, a halo's rows, the end of a
// row whose input neighbour the output order reaches later) then stay for
// it. One createpolicy either way: with two paths ptxas issued Tiled
// e8_i32's fifth load after the first store. Stores marked evict_first
// gained nothing beside it and lost 0.01 of memcpy alone; returning lines
// to evict_normal as each tile finished them cost 0.1-0.15; lines left
// evict_last did not slow a kernel after the transpose that reads 24 MiB
// from L2 8 times (bench/exp/l2_policy.cu, bench/NOTES.md).
template <bool HINTED>
__device__ __forceinline__ cutt_u64 input_policy(bool keep) {
    cutt_u64 policy = 0;
#if __CUDA_ARCH__ >= 800
    if constexpr (HINTED) {
        asm("createpolicy.fractional.L2::evict_last.L2::evict_unchanged.b64 %0, %1;"
            : "=l"(policy)
            : "f"(keep ? 1.0f : 0.0f));
    }
#endif
    return policy;
}

#if __CUDA_ARCH__ >= 800
// One element through the non-coherent path with an L2 policy.
__device__ __forceinline__ unsigned int hinted_load(const unsigned int* p, cutt_u64 policy) {
    unsigned int v;
    asm("ld.global.nc.L2::cache_hint.u32 %0, [%1], %2;" : "=r"(v) : "l"(p), "l"(policy));
    return v;
}
__device__ __forceinline__ uint2 hinted_load(const uint2* p, cutt_u64 policy) {
    uint2 v;
    asm("ld.global.nc.L2::cache_hint.v2.u32 {%0, %1}, [%2], %3;"
        : "=r"(v.x), "=r"(v.y)
        : "l"(p), "l"(policy));
    return v;
}
__device__ __forceinline__ uint4 hinted_load(const uint4* p, cutt_u64 policy) {
    uint4 v;
    asm("ld.global.nc.L2::cache_hint.v4.u32 {%0, %1, %2, %3}, [%4], %5;"
        : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w)
        : "l"(p), "l"(policy));
    return v;
}
#endif

// An element of the input: with HINTED, loaded with `policy`
// (input_policy<true>); with PREFETCH, a miss has L2 fetch the aligned 256
// bytes around it from DRAM (PTX ld .L2::256B, compute capability 8.0).
// The prefetch is measured on 8-byte elements with the policy and on the
// words of 1- and 2-byte elements without it (src/plan/tiled.rs
// `l2_prefetch`).
template <bool HINTED, bool PREFETCH, typename T>
__device__ __forceinline__ T load_input(const T* p, cutt_u64 policy) {
    static_assert(!PREFETCH || (HINTED && sizeof(T) == 8) || (!HINTED && sizeof(T) == 4),
                  "the prefetch hint is measured on 8-byte elements and 4-byte words only");
#if __CUDA_ARCH__ >= 800
    if constexpr (PREFETCH && HINTED) {
        T v;
        asm("ld.global.nc.L2::cache_hint.L2::256B.v2.u32 {%0, %1}, [%2], %3;"
            : "=r"(v.x), "=r"(v.y)
            : "l"(p), "l"(policy));
        return v;
    } else if constexpr (PREFETCH) {
        T v;
        asm("ld.global.nc.L2::256B.u32 %0, [%1];" : "=r"(v) : "l"(p));
        return v;
    } else if constexpr (HINTED) {
        return hinted_load(p, policy);
    }
#endif
    return *p;
}
