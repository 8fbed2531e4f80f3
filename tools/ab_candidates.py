#!/usr/bin/env python3
"""Compares two builds' candidate timings (tools/gpu-run.sh ab-candidates):
every candidate's fraction of memcpy, each build's mean over the rounds.
Prints per case the staged candidates' fractions and the choice's (new /
old); per set and build, the median and mean of the model's choices
(choice 0) and the median of each case's fastest candidate; and the mean
change of the staged candidates against all others (where only the staged
kernel changed, the others' change is the noise).
Usage: ab_candidates.py DIR (abc-{new,old}-SET-ROUND.tsv) [--all]
(--all: every candidate's row, not only the staged ones)
"""
import collections
import csv
import pathlib
import statistics
import sys


def rows(path):
    with open(path) as f:
        for r in csv.DictReader(f, delimiter="\t"):
            yield (r["set"], r["case"], r["dims"], r["perm"]), r


def load(folder, build):
    """{set file: {case: {candidate: [frac per round]}}} and the choices."""
    frac = collections.defaultdict(lambda: collections.defaultdict(lambda: collections.defaultdict(list)))
    choice = {}
    for path in sorted(pathlib.Path(folder).glob(f"abc-{build}-*.tsv")):
        name = path.stem[len(f"abc-{build}-"):].rsplit("-", 1)[0]
        for case, r in rows(path):
            frac[name][case][r["candidate"]].append(float(r["memcpy_us"]) / float(r["measured_us"]))
            if r["choice"] == "0":
                choice[name, case] = r["candidate"]
    return frac, choice


def mean(values):
    return sum(values) / len(values)


def main(folder, every):
    new, new_choice = load(folder, "new")
    old, old_choice = load(folder, "old")
    change = collections.defaultdict(list)
    for name in sorted(new):
        chosen = {"new": [], "old": []}
        fastest = {"new": [], "old": []}
        print(f"## {name}")
        for case, candidates in new[name].items():
            before = old[name].get(case)
            if not before:
                continue
            print(f"{case[0]} {case[2]} perm {case[3]}")
            for build, table, choices in (("new", candidates, new_choice), ("old", before, old_choice)):
                chosen[build].append(mean(table[choices[name, case]]))
                fastest[build].append(max(mean(v) for v in table.values()))
            for candidate, values in candidates.items():
                if candidate not in before:
                    continue
                a, b = mean(values), mean(before[candidate])
                staged = "staged" in candidate
                change["staged" if staged else "other"].append(a - b)
                mark = "*" if candidate == new_choice[name, case] else " "
                if staged or every or mark == "*":
                    print(f"  {mark} {a:.3f} / {b:.3f} ({a - b:+.3f})  {candidate}")
        for build in ("new", "old"):
            print(f"{name} {build}: chosen median {statistics.median(chosen[build]):.3f}"
                  f" mean {mean(chosen[build]):.3f}, fastest median {statistics.median(fastest[build]):.3f}")
    for kind, deltas in sorted(change.items()):
        print(f"{kind} candidates: {len(deltas)}, mean change {mean(deltas):+.4f},"
              f" min {min(deltas):+.3f}, max {max(deltas):+.3f}")


if __name__ == "__main__":
    main(sys.argv[1], "--all" in sys.argv[2:])
