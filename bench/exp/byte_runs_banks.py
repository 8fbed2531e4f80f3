#!/usr/bin/env python3
"""Shared-memory wavefronts of bench/exp/byte_runs.cu's gathers, on the CPU.

Lays a 2-byte tile out in the stage as byte_runs.cu's make_plan does
(16-byte input chunks, outer strides congruent to the input's modulo 8
elements), replays the stage reads of each gather (SHUFFLE, FLAT_* rotated,
PLAIN_* unrotated; see the kernel) warp instruction by warp instruction, and
prints the mean wavefronts per load instruction (1.0: no bank conflicts) over
four tile origins. Against ncu on the tile {d0=201, d1=6, d2=33} (run
zzzz88), the extra wavefronts per tile here (SHUFFLE 502, FLAT_QUADS 1766,
FLAT_PAIRS 1198) stand in the ratios of ncu's bank conflicts (6.0M, 22.2M,
15.1M): 1 : 3.5 : 2.4 against 1 : 3.7 : 2.5. With `--strides` it also
tries larger stage strides for output dimension 0 where it is an outer
dimension of the stage (the residue modulo 8 kept).

Usage: bench/exp/byte_runs_banks.py [--strides]
"""
import sys

CASES = {
    "[201, 82, 33, 496] perm [2, 1, 0, 3] {201, 6, 33}": ([201, 82, 33, 496], [2, 1, 0, 3], [201, 6, 33, 0]),
    "[201, 33, 82, 496] perm [2, 1, 3, 0] {201, 2, 82}": ([201, 33, 82, 496], [2, 1, 3, 0], [201, 2, 82, 0]),
    "[49, 2376, 32, 73] perm [3, 2, 1, 0] {49, 3, 3, 73}": ([49, 2376, 32, 73], [3, 2, 1, 0], [49, 3, 3, 73]),
    "[108, 73, 1568, 22] perm [1, 0, 3, 2] {108, 73, 2}": ([108, 73, 1568, 22], [1, 0, 3, 2], [108, 73, 2, 0]),
}
ORIGINS = ((0, 0), (1, 3), (2, 5), (3, 7))  # (output origin mod 4, input phase)
GATHERS = ("shuffle", "flat_quads", "flat_pairs", "plain_quads", "plain_pairs")
C16 = 8  # 2-byte elements in a 16-byte chunk


def strides(dims, perm):
    n = len(dims)
    inn = [1] * n
    for k in range(1, n):
        inn[k] = inn[k - 1] * dims[k - 1]
    out, o = [0] * n, 1
    for d in perm:
        out[d] = o
        o *= dims[d]
    return inn, out


def run_length(order, stride, dims, chunk):
    """Leading dimensions of `order` that continue each other in memory."""
    k, nxt = 0, 1
    while k < len(order) and stride[order[k]] == nxt:
        nxt *= chunk[order[k]]
        k += 1
        if chunk[order[k - 1]] != dims[order[k - 1]]:
            break
    return k


def make_plan(dims, perm, chunk, grow=0, spill=2 * (C16 - 1)):
    """Stage strides, output runs' stage offsets and sq, as make_plan of
    byte_runs.cu; `grow` more elements (a multiple of 8) on output dimension
    0's stage stride where it is an outer dimension (None where it is not).
    `spill`: elements left after the input run before the first outer
    dimension (C16 - 1 in the library, src/plan/packed.rs `chunk_stage`)."""
    n = len(dims)
    inn, out = strides(dims, perm)
    tin = [d for d in range(n) if chunk[d]]
    tout = [d for d in perm if chunk[d]]
    nin, nout = run_length(tin, inn, dims, chunk), run_length(tout, out, dims, chunk)
    if grow and tin.index(tout[0]) < nin:
        return None
    sst, span = [0] * n, 1
    for k, d in enumerate(tin):
        if k < nin:
            sst[d] = inn[d]
        else:
            x = span + spill if k == nin else span
            sst[d] = x + ((inn[d] - x) % C16 + C16) % C16 + (grow if d == tout[0] else 0)
        span = sst[d] * chunk[d]
    l_out = 1
    for d in tout[:nout]:
        l_out *= chunk[d]
    volume = 1
    for d in tin:
        volume *= chunk[d]

    def offset(ds, i, s):
        total = 0
        for d in ds:
            total += (i % chunk[d]) * s[d]
            i //= chunk[d]
        return total

    runs = [(offset(tout[nout:], r, out), C16 + offset(tout[nout:], r, sst)) for r in range(volume // l_out)]
    sq = [offset(tout[:nout], q, sst) for q in range(l_out)]
    return runs, sq, l_out


def wavefronts(byte_addresses):
    banks = {}
    for a in byte_addresses:
        banks.setdefault((a >> 2) & 31, set()).add(a >> 2)
    return max(len(words) for words in banks.values())


def gather(plan, kind, o_y, phase):
    """(load instructions, wavefronts) of one tile's gather."""
    runs, sq, l_out = plan
    at = lambda r, q: 2 * (phase + runs[r][1] + sq[q])
    loads = total = 0
    if kind == "shuffle":
        segments = l_out // 64 + 2
        for u in range(len(runs) * segments):
            r, k = divmod(u, segments)
            g = o_y + runs[r][0]
            a = (g & ~1) + 64 * k
            for half in (0, 32):
                addrs = [at(r, a + l + half - g) for l in range(32) if 0 <= a + l + half - g < l_out]
                if addrs:
                    loads, total = loads + 1, total + wavefronts(addrs)
        return loads, total
    per = 4 if kind.endswith("quads") else 2
    rotated = kind.startswith("flat")
    per_run = (l_out + 2 * per - 2) // per
    units = len(runs) * per_run
    for w0 in range(0, units, 32):
        lanes = []
        for l in range(min(32, units - w0)):
            r, j = divmod(w0 + l, per_run)
            g = o_y + runs[r][0]
            lanes.append((r, g, (g & ~(per - 1)) + per * j, (l // (32 // per)) & (per - 1) if rotated else 0))
        for k in range(per):
            addrs = [at(r, q) for r, g, e, rot in lanes for q in [e + ((k + rot) & (per - 1)) - g] if 0 <= q < l_out]
            if addrs:
                loads, total = loads + 1, total + wavefronts(addrs)
    return loads, total


def mean_wavefronts(plan, kind):
    loads = total = 0
    for o_y, phase in ORIGINS:
        i, w = gather(plan, kind, o_y, phase)
        loads, total = loads + i, total + w
    return total / loads, (total - loads) / len(ORIGINS)


def main():
    for name, (dims, perm, chunk) in CASES.items():
        plan = make_plan(dims, perm, chunk)
        print(name + ": " + ", ".join(
            "{} {:.2f} ({:.0f} extra a tile)".format(kind, *mean_wavefronts(plan, kind)) for kind in GATHERS))
        if "--strides" in sys.argv:
            grown = []
            for grow in range(8, 64, 8):
                plan = make_plan(dims, perm, chunk, grow)
                if plan is None:
                    grown.append("output dimension 0 lies in the input run")
                    break
                grown.append("+{} {}".format(grow, "/".join(
                    "{:.2f}".format(mean_wavefronts(plan, kind)[0]) for kind in GATHERS[:3])))
            print("  stride grown (shuffle/flat_quads/flat_pairs): " + ", ".join(grown))


if __name__ == "__main__":
    main()
