#!/usr/bin/env python3
"""Writes the cost model's training cases (bench/model/fit-cases.txt).

Usage: fit_cases.py [--seed N] [--per-size N] > bench/model/fit-cases.txt
       fit_cases.py --copy [--seed N] [--per-size N] > bench/model/fit-copy-cases.txt

Random transposes in the format of ../shared/bench, for every element size
(1, 2, 4, 8 and 16 bytes), ranks 2-7, 64-256 MiB (well past L2, so DRAM
bound) and a fifth as many of 4K-2M elements (L2-resident, set fit_small),
extents drawn log-uniformly, random permutations that are not the
identity. They are disjoint from the shared benchmark sets, so the model can
be fitted on them and judged on those. Deterministic for a given seed.

With --copy: a fifth as many DRAM-bound cases per element size whose
permutation keeps dimension 0 first (set fit_copy), the TiledCopy kind,
which the random permutations above draw only one time in the rank.
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


def case(rng, name, elem, volume, keep_first=False):
    rank = rng.randint(3 if keep_first else 2, 7)
    dims = extents(rng, rank, volume)
    perm = list(range(rank))
    while perm == sorted(perm):
        rng.shuffle(perm)
        if keep_first:
            perm.remove(0)
            perm.insert(0, 0)
    return f"{name} {elem} {rank} " + " ".join(map(str, dims + perm))


def main():
    args = sys.argv[1:]
    seed = int(args[args.index("--seed") + 1]) if "--seed" in args else 20261121
    per_size = int(args[args.index("--per-size") + 1]) if "--per-size" in args else 60
    rng = random.Random(seed)
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
