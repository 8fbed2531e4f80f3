#!/usr/bin/env python3
"""Compares two builds' benchmark runs (tools/gpu-run.sh ab): per set, the
median, 10th percentile and minimum of frac of each build, and the mean
change of the cases whose plan is the same in both builds against those
whose plan differs (a change in the planner or in resources.tsv), per
algorithm of the new plan. Usage: ab_compare.py DIR (ab-{new,old}-SET-ROUND.tsv)
"""
import collections
import csv
import pathlib
import re
import statistics
import sys


def load(path):
    with open(path) as f:
        return {(r["set"], r["elem"], r["dims"], r["perm"]): r for r in csv.DictReader(f, delimiter="\t")}


def algorithm(plan):
    m = re.search(r"\[(\w+) tile", plan)
    return m.group(1) if m else "?"


def launch(plan):
    """The plan without the model's prediction, which moves with resources.tsv."""
    return re.sub(r" predicted [0-9.]+ us", "", plan)


def quantile(values, q):
    return sorted(values)[int(q * (len(values) - 1))]


def main(folder):
    rows = collections.defaultdict(lambda: collections.defaultdict(list))
    for new in sorted(pathlib.Path(folder).glob("ab-new-*.tsv")):
        old = new.with_name(new.name.replace("ab-new-", "ab-old-"))
        if not old.exists():
            continue
        a, b = load(old), load(new)
        for key in a.keys() & b.keys():
            rows[key[0]][key].append((float(a[key]["frac"]), float(b[key]["frac"]),
                                      a[key]["plan"], b[key]["plan"]))
    for name in sorted(rows):
        cases = rows[name]
        old = [statistics.mean(x[0] for x in v) for v in cases.values()]
        new = [statistics.mean(x[1] for x in v) for v in cases.values()]
        print(f"{name:14} n={len(cases):3}  old median {statistics.median(old):.3f} p10 "
              f"{quantile(old, .1):.3f} min {min(old):.3f}  new median {statistics.median(new):.3f} "
              f"p10 {quantile(new, .1):.3f} min {min(new):.3f}")
        groups = collections.defaultdict(list)
        for v in cases.values():
            same = launch(v[0][2]) == launch(v[0][3])
            groups[(algorithm(v[0][3]), "same plan" if same else "plan changed")].append(
                statistics.mean(x[1] - x[0] for x in v))
        for (algo, kind), d in sorted(groups.items()):
            print(f"    {algo:12} {kind:12} n={len(d):3} mean {statistics.mean(d):+.4f} "
                  f"median {statistics.median(d):+.4f} min {min(d):+.3f} max {max(d):+.3f}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
