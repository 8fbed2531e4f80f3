#!/usr/bin/env python3
"""Writes the cost model's training cases (bench/model/fit-cases.txt).

Usage: fit_cases.py [--seed N] [--per-size N] > bench/model/fit-cases.txt
       fit_cases.py --copy [--seed N] [--per-size N] > bench/model/fit-copy-cases.txt
       fit_cases.py --staged [--seed N] [--per-size N]
       fit_cases.py --copy-short [--seed N] > bench/model/fit-copy-short-cases.txt

Random transposes in the format of ../shared/bench, for every element size
(1, 2, 4, 8 and 16 bytes), ranks 2-7, 64-256 MiB (well past L2, so DRAM
bound) and a fifth as many of 4K-2M elements (L2-resident, set fit_small),
extents drawn log-uniformly, random permutations that are not the
identity. They are disjoint from the shared benchmark sets, so the model can
be fitted on them and judged on those. Deterministic for a given seed.

With --copy: a fifth as many DRAM-bound cases per element size whose
permutation keeps dimension 0 first (set fit_copy), the TiledCopy kind,
which the random permutations above draw only one time in the rank.

With --copy-odd: 20 such cases of 4-byte elements whose dimension 0, after
the planner merges dimensions, has an odd extent (set fit_copy_odd), 64-512
MiB: RowCopy moves those as 4-byte elements, where even rows go as 8-byte
words, so fit_copy drew only a handful (the model then predicted 4-byte
RowCopy at 2.3-2.8x its time, bench/NOTES.md, thirtieth session).

With --staged: per-size random DRAM-bound cases of 8-byte elements, ranks
4-9 (set fit_staged), from which bench/model/README.md keeps those whose
candidates hold a staged Packed tile (set2's kind).

With --copy-short: 40 DRAM-bound cases of 8- and 16-byte elements (32 and
8), ranks 4-9, whose permutation keeps dimension 0 first with rows of
24-128 bytes after merging (set fit_copy_short): on set2-like
shapes (bench/NOTES.md, fifty-ninth session) the model chose RowCopy of
such rows at 0.70-0.85 of memcpy where packed tiles ran 0.94, and the
tables before held few RowCopy candidates of short 8-byte rows.

With --fold: half as many DRAM-bound cases of 1- and 2-byte elements whose
Tiled tile folds (src/plan/params.rs `TileFold`: rows on words, input
dimension 0 or output dimension 0 at most half a tile after the planner
merges dimensions; set fit_fold), which the random cases above draw a
handful of times.
"""
import math
import random
import sys

SIZES = (1, 2, 4, 8, 16)


def extents(rng, rank, volume):
    """rank extents >= 2 whose product is close to volume."""
    weights = [rng.random() + 0.05 for _ in range(rank)]
    total = sum(weights)
    dims = [max(2, round(volume ** (w / total))) for w in weights]
    return dims


def case(rng, name, elem, volume, keep_first=False, rank=None):
    rank = rank or rng.randint(3 if keep_first else 2, 7)
    dims = extents(rng, rank, volume)
    perm = list(range(rank))
    while perm == sorted(perm):
        rng.shuffle(perm)
        if keep_first:
            perm.remove(0)
            perm.insert(0, 0)
    return f"{name} {elem} {rank} " + " ".join(map(str, dims + perm))


def canonical(dims, perm):
    """dims and perm with input dimensions that stay adjacent in the output
    merged, as the planner's canonical form merges them."""
    groups = []
    for d in perm:
        if groups and groups[-1][-1] + 1 == d:
            groups[-1].append(d)
        else:
            groups.append([d])
    order = sorted(range(len(groups)), key=lambda g: groups[g][0])
    merged = [math.prod(dims[d] for d in groups[g]) for g in order]
    return merged, [order.index(g) for g in range(len(groups))]


def folds(dims, perm, elem):
    """Whether the planner folds Tiled's tile for this problem."""
    dims, perm = canonical(dims, perm)
    edge = 128 // elem
    words = lambda extent: extent * elem % 4 == 0
    if len(dims) < 3 or perm[0] == 0 or not (words(dims[0]) and words(dims[perm[0]])):
        return False
    return 2 * dims[0] <= edge or 2 * dims[perm[0]] <= edge


def fold_case(rng, elem):
    """A DRAM-bound case of elem-byte elements whose Tiled tile folds."""
    k = 4 // elem
    while True:
        rank = rng.randint(3, 6)
        volume = rng.uniform(64, 256) * 2**20 / elem
        perm = list(range(rank))
        rng.shuffle(perm)
        short = rng.sample([0, perm[0]], rng.randint(1, 2))
        # The tile dimensions on words (the short ones at most half a
        # tile), the others making up the volume.
        tile_dims = {d: k * rng.randint(1, (64 // elem if d in short else 400) // k)
                     for d in {0, perm[0]}}
        rest = extents(rng, rank - len(tile_dims), volume / math.prod(tile_dims.values()))
        dims = [tile_dims[d] if d in tile_dims else rest.pop() for d in range(rank)]
        if folds(dims, perm, elem):
            return f"fit_fold {elem} {rank} " + " ".join(map(str, dims + perm))


def kept_first_case(rng, name, elem, mib, accept, ranks=None):
    """A DRAM-bound case of elem-byte elements, mib[0]-mib[1] MiB, that
    keeps dimension 0 first and whose extents after merging `accept` takes;
    its rank drawn first from `ranks` where given (else as `case` draws it)."""
    while True:
        rank = rng.randint(*ranks) if ranks else None
        volume = rng.uniform(*mib) * 2**20 / elem
        line = case(rng, name, elem, volume, keep_first=True, rank=rank)
        fields = list(map(int, line.split()[1:]))
        rank = fields[1]
        dims, _ = canonical(fields[2:2 + rank], fields[2 + rank:])
        if accept(dims):
            return line


def odd_row_copy_case(rng):
    """A DRAM-bound case of 4-byte elements that keeps dimension 0 first
    with an odd extent after merging."""
    return kept_first_case(rng, "fit_copy_odd", 4, (64, 512),
                           lambda dims: dims[0] % 2 == 1 and len(dims) > 1)


def short_row_copy_case(rng, elem):
    """A DRAM-bound case of elem-byte elements, ranks 4-9, that keeps
    dimension 0 first with rows of 24-128 bytes after merging, at least two
    elements of the planner's (which makes pairs of 8-byte elements one
    16-byte element where dimension 0 is even)."""
    def accept(dims):
        paired = elem == 8 and dims[0] % 2 == 0
        return 24 <= dims[0] * elem <= 128 and (not paired or dims[0] >= 4) and len(dims) > 2
    return kept_first_case(rng, "fit_copy_short", elem, (64, 256), accept, ranks=(4, 9))


def staged_case(rng):
    """A DRAM-bound case of 8-byte elements, ranks 4-9, of set2's kind
    (many small extents)."""
    rank = rng.randint(4, 9)
    return case(rng, "fit_staged", 8, rng.uniform(64, 256) * 2**20 / 8, rank=rank)


def main():
    args = sys.argv[1:]
    seed = int(args[args.index("--seed") + 1]) if "--seed" in args else 20261121
    per_size = int(args[args.index("--per-size") + 1]) if "--per-size" in args else 60
    rng = random.Random(seed)
    if "--fold" in args:
        for elem in (1, 2):
            for _ in range(per_size // 2):
                print(fold_case(rng, elem))
        return
    if "--staged" in args:
        for _ in range(per_size):
            print(staged_case(rng))
        return
    if "--copy-short" in args:
        for elem in (8,) * 32 + (16,) * 8:
            print(short_row_copy_case(rng, elem))
        return
    if "--copy-odd" in args:
        for _ in range(20):
            print(odd_row_copy_case(rng))
        return
    if "--copy" in args:
        for elem in SIZES:
            for _ in range(per_size // 5):
                volume = rng.uniform(64, 256) * 2**20 / elem
                print(case(rng, "fit_copy", elem, volume, keep_first=True))
        return
    for elem in SIZES:
        for _ in range(per_size):
            print(case(rng, f"fit_e{elem}", elem, rng.uniform(64, 256) * 2**20 / elem))
    for elem in SIZES:
        for _ in range(per_size // 5):
            print(case(rng, "fit_small", elem, 2 ** rng.uniform(12, 21)))


if __name__ == "__main__":
    main()
