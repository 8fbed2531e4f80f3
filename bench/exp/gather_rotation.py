#!/usr/bin/env python3
"""The lane rotation of the chunked stage's gather (cuda/packed_staged.cu
`write_groups`), chosen on the CPU (forty-ninth session).

Each lane reads its group's GROUP = 4 output elements in an order rotated
by rot(lane). This replays those reads warp instruction by warp
instruction (bench/exp/byte_runs_banks.py, with the stage laid out as the
library's `chunk_stage` lays it) and prints the mean wavefronts per load:
- `search`: every rot(l) = (a l + b (l >> 1) + c (l >> 2) + d (l >> 3) +
  e (l >> 4)) % 4 on elem2's staged tiles, the ten best (about 10 minutes);
- `heldout`: the library's rotation against rotating by lane / 8 on the
  staged tile cutt-plan chooses first for each case of
  bench/profile/fit-e2-staged.txt (tiles up to 40000 positions);
- `synthetic`: the two on one warp's reads of a single long row at stage
  strides 1-299 elements, and of rows of 5-73 elements (output dimension
  0) whose next dimension lies 1-57 elements on.

Usage (from the repository root, after cargo build --release):
    python3 bench/exp/gather_rotation.py search|heldout|synthetic
"""
import itertools
import pathlib
import re
import subprocess
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))
import byte_runs_banks as banks  # noqa: E402

LIBRARY_SPILL = banks.C16 - 1
ELEM2_TILES = {
    "[108, 73, 1568, 22] {108, 73, 5}": ([108, 73, 1568, 22], [1, 0, 3, 2], [108, 73, 5, 0]),
    "[108, 73, 1568, 22] {108, 73, 2}": ([108, 73, 1568, 22], [1, 0, 3, 2], [108, 73, 2, 0]),
    "[201, 82, 33, 496] {201, 7, 33}": ([201, 82, 33, 496], [2, 1, 0, 3], [201, 7, 33, 0]),
    "[201, 82, 33, 496] {201, 6, 33}": ([201, 82, 33, 496], [2, 1, 0, 3], [201, 6, 33, 0]),
    "[201, 33, 82, 496] {201, 3, 82}": ([201, 33, 82, 496], [2, 1, 3, 0], [201, 3, 82, 0]),
    "[49, 2376, 32, 73] {49, -, 11, 73}": ([49, 2376, 32, 73], [3, 2, 1, 0], [49, 0, 11, 73]),
    "[32, 73, 108, 22, 49] {32, 7, 108}": ([32, 73, 108, 22, 49], [2, 0, 4, 3, 1], [32, 7, 108, 0, 0]),
}


def by_lane_8(lane):
    return (lane >> 3) & 3


def library(lane):
    return (3 * (lane >> 1) + (lane >> 3)) & 3


def loads(plan, rot, o_y, phase, per=4):
    """(load instructions, wavefronts) of one tile's gather, groups of
    `per` elements, lane l's reads rotated by rot(l)."""
    runs, sq, l_out = plan
    per_run = (l_out + 2 * per - 2) // per
    units = len(runs) * per_run
    count = total = 0
    for w0 in range(0, units, 32):
        lanes = []
        for lane in range(min(32, units - w0)):
            r, j = divmod(w0 + lane, per_run)
            g = o_y + runs[r][0]
            lanes.append((r, g, (g & ~(per - 1)) + per * j, rot(lane)))
        for k in range(per):
            addrs = [2 * (phase + runs[r][1] + sq[q]) for r, g, e, turn in lanes
                     for q in [e + ((k + turn) & (per - 1)) - g] if 0 <= q < l_out]
            if addrs:
                count, total = count + 1, total + banks.wavefronts(addrs)
    return count, total


def mean_wavefronts(plan, rot):
    count = total = 0
    for o_y, phase in banks.ORIGINS:
        c, t = loads(plan, rot, o_y, phase)
        count, total = count + c, total + t
    return total / count


def plan_of(dims, perm, chunk):
    return banks.make_plan(dims, perm, chunk, spill=LIBRARY_SPILL)


def search():
    plans = [plan_of(*tile) for tile in ELEM2_TILES.values()]
    print("tiles: " + "; ".join(ELEM2_TILES))
    scored = []
    for coef in itertools.product(range(4), repeat=5):
        def rot(lane, coef=coef):
            return sum(c * (lane >> s) for c, s in zip(coef, range(5))) & 3
        values = [mean_wavefronts(plan, rot) for plan in plans]
        scored.append((sum(values) / len(values), coef, values))
    scored.sort()
    base = [mean_wavefronts(plan, by_lane_8) for plan in plans]
    print("lane / 8      " + " ".join(f"{v:.2f}" for v in base) + f"  mean {sum(base) / len(base):.3f}")
    for mean, coef, values in scored[:10]:
        print(f"{coef}  " + " ".join(f"{v:.2f}" for v in values) + f"  mean {mean:.3f}")


def chosen_staged_tile(line):
    """(name, canonical dims, perm, chunks) of the first staged candidate
    cutt-plan lists for a case-file line, or None."""
    f = line.split()
    rank = int(f[2])
    dims, perm = f[3:3 + rank], f[3 + rank:3 + 2 * rank]
    out = subprocess.run(["target/release/cutt-plan", "--elemsize", f[1], "--dim", ",".join(dims),
                          "--perm", ",".join(perm), "--top", "40"],
                         capture_output=True, text=True, check=True).stdout
    canonical = re.search(r"canonical:\s+dims \[([0-9, ]+)\] perm \[([0-9, ]+)\]", out)
    staged = re.findall(r"Packed tile \{([^}]*)\} threads \d+ staged", out)
    if not staged:
        return None
    cdims = [int(x) for x in canonical.group(1).split(",")]
    cperm = [int(x) for x in canonical.group(2).split(",")]
    chunk = [0] * len(cdims)
    for part in staged[0].split(","):
        d, v = part.split("=")
        chunk[int(d[1:])] = int(v.split("/")[0])
    return f"{f[0]} {cdims} {cperm} {{{staged[0]}}}", cdims, cperm, chunk


def heldout():
    rows = []
    for line in open("bench/profile/fit-e2-staged.txt"):
        if line.startswith("#") or not line.strip():
            continue
        tile = chosen_staged_tile(line)
        if tile is None:
            continue
        name, dims, perm, chunk = tile
        volume = 1
        for c in chunk:
            volume *= c or 1
        if volume > 40000:
            continue
        plan = plan_of(dims, perm, chunk)
        before, after = mean_wavefronts(plan, by_lane_8), mean_wavefronts(plan, library)
        rows.append((name, before, after))
        print(f"{before:.2f} -> {after:.2f}  {name}", flush=True)
    for title, keep in (("all", lambda n: True), ("fit cases (not elem2)", lambda n: not n.startswith("elem2"))):
        kept = [(b, a) for n, b, a in rows if keep(n)]
        print(f"{title}: {len(kept)} tiles, mean {sum(b for b, _ in kept) / len(kept):.2f} -> "
              f"{sum(a for _, a in kept) / len(kept):.2f}, fewer on {sum(a < b - 0.05 for b, a in kept)}, "
              f"more on {sum(a > b + 0.05 for b, a in kept)}")


def warp_wavefronts(rot, stride, row=10**6, next_stride=0, base=0):
    """Mean wavefronts of one warp's four reads of positions 4 l + k, at
    stage index (q % row) stride + (q / row) next_stride + base."""
    total = 0
    for k in range(4):
        addrs = []
        for lane in range(32):
            q = 4 * lane + ((k + rot(lane)) & 3)
            addrs.append(2 * (base + q % row * stride + q // row * next_stride))
        total += banks.wavefronts(addrs)
    return total / 4


def synthetic():
    for name, rot in (("lane / 8", by_lane_8), ("library", library)):
        single = [warp_wavefronts(rot, s, base=b) for s in range(1, 300) for b in range(2)]
        rows = [warp_wavefronts(rot, s, row, nxt) for s in range(1, 120, 7)
                for row in (5, 9, 17, 33, 49, 73) for nxt in (1, 3, 8, 57)]
        print(f"{name}: single row {sum(single) / len(single):.3f}, wrapped rows {sum(rows) / len(rows):.3f}")


if __name__ == "__main__":
    {"search": search, "heldout": heldout, "synthetic": synthetic}[sys.argv[1] if len(sys.argv) > 1 else "heldout"]()
