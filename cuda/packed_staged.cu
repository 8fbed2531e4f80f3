// Packed for tiles past CUTT_MAX_TILE_VOLUME positions (compute_80 and
// later: cp.async). Such tiles give runs long enough on
// both sides (ttc57's [48, 28, 28, 28, 48] reversed: a 48 x 2 by 48 x 2
// tile, 768-byte runs each way, where 8192 positions allow 384 bytes on
// one side), but their data would not fit registers: the register kernel
// of cuda/packed.cu at 16 slots measured 0.81 of memcpy on that case
// against 0.90 through stages (bench/exp/long_runs.cu).
//
// A tile goes from global memory straight into one of two shared-memory
// stages (cp.async: no registers hold the data), and each block's next
// tile is in flight while it writes one. Positions are located through
// tables of the tile's runs that each block builds once (staged_tables):
// no registers per position, so 1024 threads run a block. Tiles' origins
// come from a table the plan holds in device memory. Against 512
// threads that kept 18 positions' offsets in registers, set2 rank 8's
// tiles of 8400-9240 positions ran 0.867-0.917 of memcpy where the best
// candidates of the library ran 0.795-0.834 (bench/exp/packed_tables.cu).
#include "l2_hints.cuh"
#include "packed.cuh"

// Copies one element from global to shared memory without registers, with
// the L2 policy `policy` (input_policy).
template <typename T>
__device__ __forceinline__ void copy_async(T* smem_dst, const T* src, cutt_u64 policy) {
    const u32 dst = (u32)__cvta_generic_to_shared(smem_dst);
    asm volatile("cp.async.ca.shared.global.L2::cache_hint [%0], [%1], %2, %3;\n" ::"r"(dst),
                 "l"(src), "n"(sizeof(T)), "l"(policy));
}

// Positions of a tile along `dims` (fastest first) that lie one after
// another in memory from each run's start: the leading dimensions while
// each continues the last (its stride the last one's times its extent; a
// dimension the tile covers a chunk of ends the run) and the run stays
// within `most` positions (the first dimension whole regardless).
__device__ __forceinline__ u32 leading_run(const cutt_tile_dim* dims, u32 rank, bool output,
                                           u32 most) {
    u32 run = 1;
    cutt_u64 next = 1;
    for (u32 k = 0; k < rank; ++k) {
        const cutt_u64 stride = output ? dims[k].out_stride : dims[k].in_stride;
        if (stride != next || (k > 0 && (cutt_u64)run * dims[k].extent > most)) break;
        run *= dims[k].extent;
        next = stride * dims[k].extent;
    }
    return run;
}

// cutt_divisor of d (Divisor::new of src/plan/params.rs).
__device__ __forceinline__ cutt_divisor divisor_of(u32 d) {
    const u32 shift = d > 1 ? 32 - __clz(d - 1) : 0;
    cutt_divisor f;
    f.magic = (u32)(((1ull << 32) * ((1ull << shift) - d)) / d + 1);
    f.shift = shift;
    return f;
}

// Where a tile's runs lie, in shared memory after the stages: for each
// input run (in_run positions in input order) its input offset; for each
// output run (out_run positions in output order) its output offset and
// its first position's stage index; for each position of an output run
// its stage index from the run's first (the run's dimensions lead the
// output order, so their stage offsets add to the run's).
struct staged_tables {
    u32 in_run, out_run;
    cutt_divisor in_div, out_div;
    const uint2* out_runs;
    const u32* in_runs;
    const u32* run_stage;
};

// `locate` (packed.cuh) of the one position `pos` along `dims`: its global
// offset along in_stride or out_stride, and its stage index.
__device__ __forceinline__ void locate_one(const cutt_tile_dim* dims, u32 rank, u32 pos,
                                           bool output, u32& offset, u32& stage) {
    u32 split_coord;
    locate<u32, 1, false>(dims, rank, 0, &pos, &offset, &stage, &split_coord, output);
}

// An input run's table entry: its input offset (the kernel of 8-byte
// elements), or that and its stage index (the chunked stage).
__device__ __forceinline__ void set_entry(u32& entry, u32 offset, u32) { entry = offset; }
__device__ __forceinline__ void set_entry(uint2& entry, u32 offset, u32 stage) {
    entry = make_uint2(offset, stage);
}

// Fills the tables of runs of `in_run` and `out_run` positions (`in_count`
// and `out_count` of them): each output run's (output offset, stage index
// of its first position), each input run's entry, and the stage index of
// each position of an output run from its run's.
template <typename InEntry>
__device__ __forceinline__ void fill_run_tables(const cutt_packed_params& p, u32 in_run,
                                                u32 out_run, u32 in_count, u32 out_count,
                                                uint2* out_runs, InEntry* in_runs,
                                                u32* run_stage) {
    u32 offset, stage;
    for (u32 r = threadIdx.x; r < out_count; r += blockDim.x) {
        locate_one(p.out_dims, p.tile_rank, r * out_run, true, offset, stage);
        out_runs[r] = make_uint2(offset, stage);
    }
    for (u32 r = threadIdx.x; r < in_count; r += blockDim.x) {
        locate_one(p.in_dims, p.tile_rank, r * in_run, false, offset, stage);
        set_entry(in_runs[r], offset, stage);
    }
    for (u32 q = threadIdx.x; q < out_run; q += blockDim.x) {
        locate_one(p.out_dims, p.tile_rank, q, true, offset, stage);
        run_stage[q] = stage;
    }
}

// Builds the tables at `smem` (staged_table_words of src/plan/packed.rs
// 32-bit words); the caller's barrier publishes them.
__device__ __forceinline__ staged_tables build_tables(const cutt_packed_params& p, u32* smem) {
    staged_tables s;
    s.in_run = leading_run(p.in_dims, p.tile_rank, false, 0xffffffffu);
    s.out_run = leading_run(p.out_dims, p.tile_rank, true, CUTT_STAGED_TABLE_RUN_MOST);
    s.in_div = divisor_of(s.in_run);
    s.out_div = divisor_of(s.out_run);
    const u32 in_count = p.volume / s.in_run, out_count = p.volume / s.out_run;
    uint2* out_runs = reinterpret_cast<uint2*>(smem);
    u32* in_runs = smem + 2 * out_count;
    u32* run_stage = in_runs + in_count;
    fill_run_tables(p, s.in_run, s.out_run, in_count, out_count, out_runs, in_runs, run_stage);
    s.out_runs = out_runs;
    s.in_runs = in_runs;
    s.run_stage = run_stage;
    return s;
}

// Starts copying tile t (when there is one) into `stage`, position q of
// the tile (input order) at stage index q, and commits the copies as one
// group (an empty group past the last tile, so that every iteration waits
// for the same count). O: the origins' pair type (uint2, or ulonglong2 for
// 64-bit positions).
template <typename T, typename O>
__device__ __forceinline__ void issue_tile(const cutt_packed_params& p, const T* __restrict__ in,
                                           const staged_tables& s, const O* __restrict__ origins,
                                           u32 t, T* stage, cutt_u64 policy) {
    if (t < (u32)p.num_tiles) {
        const auto in_base = origins[t].x;
        for (u32 q = threadIdx.x; q < p.volume; q += blockDim.x) {
            const u32 r = cutt_div(q, s.in_run, s.in_div);
            copy_async(stage + padded(q, p.smem_pad_shift),
                       in + in_base + s.in_runs[r] + (q - r * s.in_run), policy);
        }
    }
    asm volatile("cp.async.commit_group;\n" ::);
}

// Writes the tile in `data` out in output order, position q of the tile at
// its output run's offset, BATCH positions per thread read before any is
// stored. I: the origin's type.
template <typename T, typename I>
__device__ __forceinline__ void write_tile(const cutt_packed_params& p, const staged_tables& s,
                                           const T* data, T* __restrict__ out, I out_base) {
    constexpr int BATCH = 4;
    for (u32 q0 = threadIdx.x; q0 < p.volume; q0 += BATCH * blockDim.x) {
        T value[BATCH];
        u32 to[BATCH];
#pragma unroll
        for (int j = 0; j < BATCH; ++j) {
            const u32 q = q0 + j * blockDim.x;
            if (q < p.volume) {
                const u32 r = cutt_div(q, s.out_run, s.out_div);
                const u32 o = q - r * s.out_run;
                const uint2 run = s.out_runs[r];
                to[j] = run.x + o;
                value[j] = data[padded(run.y + s.run_stage[o], p.smem_pad_shift)];
            }
        }
#pragma unroll
        for (int j = 0; j < BATCH; ++j)
            if (q0 + j * blockDim.x < p.volume) out[out_base + to[j]] = value[j];
    }
}

// The staged kernel of 2-byte elements moves its input in aligned 16-byte
// chunks: one element per cp.async bound the tile copy by its issue rate
// (bench/exp/byte_runs.cu). In the library (runs zzzz91 and zzzz93, one
// H200) elem2's [201, 33, 82, 496] perm [2, 1, 3, 0] ran 0.66 of memcpy
// as {d0=201, d1=3/33, d2=82} against 0.49 for the best candidate before,
// and a staged tile was the fastest candidate of 28 of the 78 2-byte cases
// that had one (30 of 78 on an H100, run zzzz92).
// Each input run goes to the stage in the aligned chunks that cover it, so
// up to CHUNK - 1 elements of its neighbours in memory come along on each
// side; the planner lays the stage out (src/plan/packed.rs `chunk_stage`)
// with each outer dimension's stride congruent to its input stride modulo
// CHUNK, so an aligned chunk of the input lands on an aligned chunk of the
// stage, and runs at least CHUNK - 1 elements apart, so those spilled
// neighbours fall between runs. Tile position x lies at stage index CHUNK +
// phase + (its index by the smem strides), phase being the tile's input
// origin modulo CHUNK. 4-byte elements move so as well (CHUNK 4, groups of
// 4 in 16-byte stores):
// of set2's shapes at 4 bytes, whose fastest register tiles ran 0.70-0.73
// of memcpy at the median, the best staged tile beat the best register
// tile on 83 of 96, by 1.10x at the median (runs zzzz130, zzzz132).
// Elements of T in a 16-byte chunk.
template <typename T>
constexpr u32 chunk_elements() {
    return 16 / sizeof(T);
}
// Output elements a thread packs into one store (8 bytes of 2-byte
// elements, 16 of 4-byte ones).
constexpr u32 group_elements() {
    return 4;
}

// The tables of the chunked stage (build_chunk_tables): as staged_tables,
// with each input run's stage index beside its input offset, the aligned
// chunks that cover an input run from any phase, and the groups that cover
// an output run from any phase.
struct chunk_tables {
    u32 in_run, out_run, in_chunks, out_groups;
    // A tile's (input run, chunk) and (output run, group) units, and the
    // offset of its last input run from the tile's input origin.
    u32 in_units, out_units, in_last;
    cutt_divisor in_chunks_div, out_groups_div;
    const uint2* out_runs;
    const uint2* in_runs;
    const u32* run_stage;
};

// Builds the chunked stage's tables at `smem` (staged_table_words of
// src/plan/packed.rs); the caller's barrier publishes them.
template <typename T>
__device__ __forceinline__ chunk_tables build_chunk_tables(const cutt_packed_params& p, u32* smem) {
    constexpr u32 CHUNK = chunk_elements<T>(), GROUP = group_elements();
    chunk_tables s;
    s.in_run = leading_run(p.in_dims, p.tile_rank, false, 0xffffffffu);
    s.out_run = leading_run(p.out_dims, p.tile_rank, true, 0xffffffffu);
    s.in_chunks = (s.in_run + 2 * CHUNK - 2) / CHUNK;
    s.out_groups = (s.out_run + 2 * GROUP - 2) / GROUP;
    s.in_chunks_div = divisor_of(s.in_chunks);
    s.out_groups_div = divisor_of(s.out_groups);
    const u32 in_count = p.volume / s.in_run, out_count = p.volume / s.out_run;
    s.in_units = in_count * s.in_chunks;
    s.out_units = out_count * s.out_groups;
    uint2* out_runs = reinterpret_cast<uint2*>(smem);
    uint2* in_runs = out_runs + out_count;
    u32* run_stage = reinterpret_cast<u32*>(in_runs + in_count);
    fill_run_tables(p, s.in_run, s.out_run, in_count, out_count, out_runs, in_runs, run_stage);
    u32 last_stage;
    locate_one(p.in_dims, p.tile_rank, (in_count - 1) * s.in_run, false, s.in_last, last_stage);
    s.out_runs = out_runs;
    s.in_runs = in_runs;
    s.run_stage = run_stage;
    return s;
}

// One aligned 16-byte chunk from global to shared memory, through L2 only.
template <typename T>
__device__ __forceinline__ void copy_chunk(T* smem_dst, const T* src, cutt_u64 policy) {
    const u32 dst = (u32)__cvta_generic_to_shared(smem_dst);
    asm volatile("cp.async.cg.shared.global.L2::cache_hint [%0], [%1], 16, %2;\n" ::"r"(dst),
                 "l"(src), "l"(policy));
}

// `issue_tile` of the chunked stage: every aligned chunk that holds an
// element of an input run. A tile whose chunks may pass the tensor's end
// copies those element by element (so that no load leaves the tensor);
// every other tile takes a loop without that test. O: the origins' pair
// type (uint2, or ulonglong2 for 64-bit positions); the tile's offsets
// from its origin are 32-bit either way.
template <typename T, typename O>
__device__ __forceinline__ void issue_chunks(const cutt_packed_params& p,
                                             const T* __restrict__ in, const chunk_tables& s,
                                             const O* __restrict__ origins, u32 t, T* stage,
                                             cutt_u64 policy) {
    typedef decltype(O::x) I;
    constexpr u32 CHUNK = chunk_elements<T>();
    if (t < (u32)p.num_tiles) {
        const I in_base = origins[t].x;
        // Below 2^31 in the kernels of 32-bit positions.
        const I elements = (I)p.elements;
        const u32 phase = in_base % CHUNK;
        const auto chunk_of = [&](u32 u, I& a, T*& dst) {
            const u32 r = cutt_div(u, s.in_chunks, s.in_chunks_div), j = u - r * s.in_chunks;
            const uint2 run = s.in_runs[r];
            const I g = in_base + run.x;
            a = g / CHUNK * CHUNK + CHUNK * j;
            dst = stage + CHUNK + phase + run.y - (u32)(g % CHUNK) + CHUNK * j;
            return a < g + s.in_run;
        };
        I a;
        T* dst;
        if (in_base + s.in_last + s.in_run + CHUNK <= elements) {
#pragma unroll 4
            for (u32 u = threadIdx.x; u < s.in_units; u += blockDim.x)
                if (chunk_of(u, a, dst)) copy_chunk(dst, in + a, policy);
        } else {
            for (u32 u = threadIdx.x; u < s.in_units; u += blockDim.x) {
                if (!chunk_of(u, a, dst)) continue;
                if (a + CHUNK <= elements) {
                    copy_chunk(dst, in + a, policy);
                } else {
                    for (u32 k = 0; a + k < elements; ++k) dst[k] = in[a + k];
                }
            }
        }
    }
    asm volatile("cp.async.commit_group;\n" ::);
}

// Elements k = 0..3 of an output group, w[k] holding element (k + rot) %
// 4, in output order: four 2-byte elements in 8 bytes, or four 4-byte ones
// in 16.
template <typename T>
struct output_group;
template <>
struct output_group<unsigned short> {
    static __device__ __forceinline__ uint2 pack(const u32 (&w)[4], u32 rot) {
        u32 lo = (rot & 1) ? w[3] | w[0] << 16 : w[0] | w[1] << 16;
        u32 hi = (rot & 1) ? w[1] | w[2] << 16 : w[2] | w[3] << 16;
        return (rot & 2) ? make_uint2(hi, lo) : make_uint2(lo, hi);
    }
};
template <>
struct output_group<unsigned> {
    static __device__ __forceinline__ uint4 pack(const u32 (&w)[4], u32 rot) {
        const uint4 a = (rot & 1) ? make_uint4(w[3], w[0], w[1], w[2])
                                  : make_uint4(w[0], w[1], w[2], w[3]);
        return (rot & 2) ? make_uint4(a.z, a.w, a.x, a.y) : a;
    }
};

// Stores the group v of elements from e (a multiple of GROUP) that lie in
// the output run [g, g + len): in one store where all do (8 bytes of
// 2-byte elements, 16 of 4-byte ones). I: the positions' type.
template <typename T, typename V, typename I>
__device__ __forceinline__ void store_group(T* out, I e, I g, u32 len, V v) {
    constexpr u32 GROUP = group_elements();
    static_assert(sizeof(V) == GROUP * sizeof(T), "a group's elements fill its store");
    if (e >= g && e + GROUP - g <= len) {
        *reinterpret_cast<V*>(out + e) = v;
        return;
    }
    const u32* words = reinterpret_cast<const u32*>(&v);
#pragma unroll
    for (u32 k = 0; k < GROUP; ++k)
        if (e + k - g < len) out[e + k] = (T)(words[k * sizeof(T) / 4] >> (8 * sizeof(T) * k % 32));
}

// `write_tile` of the chunked stage: threads over the tile's (output run,
// group) units, a group being GROUP output elements from a multiple of
// GROUP, so that runs shorter than a warp leave no lane idle. Each lane
// reads its group's elements itself, in an order rotated by
// (3 (lane / 2) + lane / 8) % GROUP, so that one instruction's reads spread
// over more banks, and stores them at once: in bench/exp/byte_runs.cu (runs
// zzzz84-zzzz89) this gather ran elem2's tiles of long runs at 0.62-0.79
// of memcpy where one element per lane gathered by shuffles ran 0.44-0.64.
// That rotation is the best of 1024 tried by bench/exp/gather_rotation.py
// on elem2's staged tiles laid out as `chunk_stage` lays them (wavefronts
// per load 3.93 -> 2.89 on average against rotating by lane / 8, fewer on
// every one; on 33 other tiles, the fit cases' of
// bench/profile/fit-e2-staged.txt, 3.48 -> 2.97, fewer on 14 and more on
// 8). Two groups per thread, every read first. O: the origin's pair type.
template <typename T, typename O>
__device__ __forceinline__ void write_groups(const cutt_packed_params& p, const chunk_tables& s,
                                             const T* data, T* __restrict__ out, O origin) {
    typedef decltype(O::x) I;
    constexpr u32 CHUNK = chunk_elements<T>(), GROUP = group_elements();
    const u32 phase = origin.x % CHUNK;
    const u32 lane = threadIdx.x % 32;
    const u32 rot = (3 * (lane / 2) + lane / 8) % GROUP;
    const u32 units = s.out_units;
    for (u32 u0 = threadIdx.x; u0 < units; u0 += 2 * blockDim.x) {
        u32 w[2][GROUP];
        I g[2], e[2];
#pragma unroll
        for (u32 i = 0; i < 2; ++i) {
            const u32 u = u0 + i * blockDim.x;
            const bool live = u < units;
            const u32 r = cutt_div(u, s.out_groups, s.out_groups_div), j = u - r * s.out_groups;
            const uint2 run = s.out_runs[live ? r : 0];
            g[i] = origin.y + run.x;
            e[i] = g[i] / GROUP * GROUP + GROUP * j;
            const T* from = data + CHUNK + phase + run.y;
#pragma unroll
            for (u32 k = 0; k < GROUP; ++k) {
                // Below 0 (past 2^32 as u32) where the group starts before
                // the run.
                const u32 q = (u32)(e[i] + (k + rot) % GROUP - g[i]);
                w[i][k] = live && q < s.out_run ? from[s.run_stage[q]] : 0;
            }
            if (!live) e[i] = g[i] + s.out_run;
        }
#pragma unroll
        for (u32 i = 0; i < 2; ++i)
            store_group(out, e[i], g[i], s.out_run, output_group<T>::pack(w[i], rot));
    }
}

// Tiles k = 0, 1, ... of a block (tile number blockIdx.x + k gridDim.x) use
// stage k % 2. Iteration k waits for its own copies, then one barrier makes
// tile k visible to the block and guarantees every thread is done reading
// stage (k + 1) % 2 (tile k - 1), into which tile k + 1 is then issued
// before tile k is written out.
// Each tile's origins come from `origins`, loaded where they are needed:
// the copies wait for one load after the barrier, the stores for another
// issued after the copies. On set2 rank 8's tile {d0=80, d1=5, d3=21} this
// kernel ran 0.870 of memcpy (run zzzz65) against 0.747 when it walked the
// grid (`packed_origin`), which lets every warp copy at the barrier and
// store at once; delaying the walk's copies and stores by loads recovered
// 0.07, sleeping as long nothing (bench/exp/staged_sched.cu).
// issue(t, stage) starts tile t's copies into `stage` and commits them (an
// empty group past the last tile), write(t, stage) writes tile t out of
// it; the stages lie p.buffer_stride elements apart, and the caller's
// barrier has published the tables both read.
template <typename T, typename Issue, typename Write>
__device__ __forceinline__ void staged_ring(const cutt_packed_params& p, T* first_stage,
                                            Issue issue, Write write) {
    u32 stage = 0;
    issue(blockIdx.x, first_stage);
    for (u32 t = blockIdx.x; t < (u32)p.num_tiles; t += gridDim.x) {
        asm volatile("cp.async.wait_group 0;\n" ::);
        __syncthreads();
        issue(t + gridDim.x, first_stage + (stage ^ 1) * p.buffer_stride);
        write(t, first_stage + stage * p.buffer_stride);
        stage ^= 1;
    }
}

// Entry points cutt_packed_staged_e8_i{32,64}: Packed only, every tile
// whole, no bounds (PackedSplit's cost 0.02 of memcpy here,
// bench/exp/staged_slots.cu): a split's last chunk that would be shorter
// may be moved back in `origins` to end at its extent's end, overlapping
// the chunk before it, whose shared positions both tiles write with the
// same values (src/plan/packed.rs `OriginGrid`); of 8-byte elements (4-byte
// ones one per cp.async ran set2's kind of tiles at 0.70-0.74 of memcpy at
// best, run zzzz131, and move in chunks below; 16-byte tiles past
// CUTT_MAX_TILE_VOLUME positions do not fit two stages). With
// 64-bit positions only the origins are 64-bit: a tile's offsets from its
// origin stay below 2^32 (src/plan/candidates.rs `positions_fit_32_bits`).
// Launch geometry: block (threads, 1, 1) with threads a multiple of 32, at
// most CUTT_STAGED_THREADS; grid (min(num_tiles, 2^31 - 1), 1, 1);
// tile numbers below 2^31; dynamic shared memory
// 2 * p.buffer_stride * 8 bytes for the stages, then 4 bytes per word
// of the tables (staged_table_words of src/plan/packed.rs). `origins`
// holds num_tiles pairs (input offset, output offset) of the tiles'
// first positions, in elements (`OriginGrid::origins` of
// src/plan/packed.rs), 32-bit in e8_i32, 64-bit in e8_i64.
template <typename O>
__device__ __forceinline__ void packed_staged_e8(const cutt_packed_params& p,
                                                 const uint2* __restrict__ in,
                                                 uint2* __restrict__ out,
                                                 const O* __restrict__ origins) {
    extern __shared__ __align__(16) unsigned char smem_bytes[];
    uint2* const first_stage = reinterpret_cast<uint2*>(smem_bytes);
    const staged_tables s =
        build_tables(p, reinterpret_cast<u32*>(first_stage + 2 * p.buffer_stride));
    __syncthreads();
    const cutt_u64 policy = input_policy<true>(p.l2_keep_input);
    staged_ring(
        p, first_stage,
        [&](u32 t, uint2* stage) { issue_tile(p, in, s, origins, t, stage, policy); },
        [&](u32 t, const uint2* stage) { write_tile(p, s, stage, out, origins[t].y); });
}

// One entry point cutt_packed_staged_e{BYTES}_i{BITS} running BODY
// (packed_staged_e8 or packed_chunked) on elements of type T, with the
// origins' pair type O.
#define CUTT_STAGED_ENTRY(BODY, BYTES, T, BITS, O)                                            \
    extern "C" __global__ void __launch_bounds__(CUTT_STAGED_THREADS)                         \
        cutt_packed_staged_e##BYTES##_i##BITS(const __grid_constant__ cutt_packed_params p,   \
                                              const T* __restrict__ in, T* __restrict__ out,  \
                                              const O* __restrict__ origins) {                \
        cutt_await_previous_grid();                                                           \
        BODY(p, in, out, origins);                                                            \
    }

#define CUTT_STAGED_WIDTHS(BODY, BYTES, T)           \
    CUTT_STAGED_ENTRY(BODY, BYTES, T, 32, uint2)     \
    CUTT_STAGED_ENTRY(BODY, BYTES, T, 64, ulonglong2)

CUTT_STAGED_WIDTHS(packed_staged_e8, 8, uint2)

// The chunked stage (chunk_elements, group_elements) of 2- and 4-byte
// elements; tiles as packed_staged_e8's, in buffers aligned to 16 bytes
// (the chunks and the group stores of 8 or 16 bytes are aligned by element
// index).
template <typename T, typename O>
__device__ __forceinline__ void packed_chunked(const cutt_packed_params& p,
                                               const T* __restrict__ in, T* __restrict__ out,
                                               const O* __restrict__ origins) {
    extern __shared__ __align__(16) unsigned char smem_bytes[];
    T* const first_stage = reinterpret_cast<T*>(smem_bytes);
    const chunk_tables s =
        build_chunk_tables<T>(p, reinterpret_cast<u32*>(first_stage + 2 * p.buffer_stride));
    __syncthreads();
    const cutt_u64 policy = input_policy<true>(p.l2_keep_input);
    staged_ring(
        p, first_stage,
        [&](u32 t, T* stage) { issue_chunks(p, in, s, origins, t, stage, policy); },
        [&](u32 t, const T* stage) { write_groups(p, s, stage, out, origins[t]); });
}

// Entry points cutt_packed_staged_e{2,4}_i{32,64}: packed_chunked of 2-
// and 4-byte elements.
// Launch geometry: as cutt_packed_staged_e8_i32's; dynamic shared memory
// 2 * p.buffer_stride * (element size) bytes for the stages, then 4 bytes
// per word of the tables (staged_table_words of src/plan/packed.rs).
// `origins` as cutt_packed_staged_e8_i{32,64}'s.
CUTT_STAGED_WIDTHS(packed_chunked, 2, unsigned short)
CUTT_STAGED_WIDTHS(packed_chunked, 4, unsigned)
