#!/usr/bin/env python3
"""Fits the cost model's weights (src/plan/fitted.rs) to candidate timings.

Usage: fit_model.py [--write src/plan/fitted.rs] FEATURES.tsv... [--judge FEATURES.tsv]...

FEATURES.tsv: `cutt-model CANDIDATES.tsv` output (features recomputed by the
current model for candidates timed by `cutt-bench --candidates`). The model
(src/plan/model.rs) predicts

    time = LAUNCH + ideal * exp(intercept + sum(weight_i * feature_i)),

so the fit is a linear least-squares fit of log((time - LAUNCH) / ideal)
on the features. Each regime (column `regime`, `model::REGIMES`: DRAM-bound
launches by element size, L2-resident ones) gets weights of its own. The fit is within cases (each case's mean is
removed first), since only differences between a case's candidates decide
the choice; a small ridge term keeps weights of rare features bounded,
and cost weights are kept non-negative. It then reports, per set, how often the
model's choice is within 5% of the fastest candidate, and the worst ratio,
for the fitted files and for the --judge files (cases kept out of the fit).
Pure Python, no dependencies.
"""
import collections
import csv
import math
import os
import subprocess
import sys

LAUNCH = 2.5e-6
RIDGE = 1e-3
# Candidates within NEAR times a case's fastest get weight 1 in the fit,
# slower ones FAR_WEIGHT (chosen on the shared sets and the training cases).
NEAR = float(os.environ.get("FIT_NEAR", "1.3"))
FAR_WEIGHT = float(os.environ.get("FIT_FAR_WEIGHT", "0.02"))


REGIMES = ("dram_narrow", "dram_word", "dram_wide", "l2")  # model::REGIMES


def load(paths):
    """{regime: {(path, set, case): [(features, ideal, measured)]}}."""
    cases = {r: collections.defaultdict(list) for r in REGIMES}
    names = None
    for path in paths:
        with open(path) as f:
            reader = csv.DictReader(f, delimiter="\t")
            cols = reader.fieldnames
            names = cols[cols.index("ideal_us") + 1:cols.index("measured_us")]
            for row in reader:
                x = [float(row[n]) for n in names]
                cases[row["regime"]][(path, row["set"], row["case"])].append(
                    (x, float(row["ideal_us"]) * 1e-6, float(row["measured_us"]) * 1e-6))
    return names, cases


def signed(name):
    """Algorithm indicators may take either sign; every other feature is a
    cost, so its weight is kept non-negative."""
    return name in ("tiled", "tiled_copy", "split")


def descend(a, b, non_negative, sweeps=3000):
    """Least squares a w = b by coordinate descent, with w_i >= 0 where
    non_negative[i]."""
    n = len(b)
    w = [0.0] * n
    for _ in range(sweeps):
        for i in range(n):
            if a[i][i] == 0:
                continue
            r = b[i] - sum(a[i][j] * w[j] for j in range(n) if j != i)
            w[i] = r / a[i][i]
            if non_negative[i]:
                w[i] = max(0.0, w[i])
    return w


def row_weight(t, best):
    """Candidates near the case's fastest decide the choice, so they weigh
    most; slower ones keep a little weight, enough to stay ranked below."""
    return 1.0 if t <= NEAR * best else FAR_WEIGHT


def fit(cases, names):
    """Weighted within-case least squares: each case's weighted mean is
    removed from the targets and features first, so that only differences
    between one case's candidates (what the choice depends on) drive the
    weights; the intercept is then the mean remaining offset. No cases:
    all zero."""
    n = len(names)
    if not cases:
        return 0.0, [0.0] * n
    a = [[0.0] * n for _ in range(n)]
    b = [0.0] * n
    centred = []
    for rows in cases.values():
        best = min(t for _, _, t in rows)
        ws = [row_weight(t, best) for _, _, t in rows]
        ys = [target(ideal, t) for _, ideal, t in rows]
        total = sum(ws)
        my = sum(w * y for w, y in zip(ws, ys)) / total
        mx = [sum(w * x[i] for w, (x, _, _) in zip(ws, rows)) / total for i in range(n)]
        for (x, _, _), y, w in zip(rows, ys, ws):
            v = [x[i] - mx[i] for i in range(n)]
            centred.append((x, y))
            for i in range(n):
                b[i] += w * v[i] * (y - my)
                for j in range(n):
                    a[i][j] += w * v[i] * v[j]
    for i in range(n):
        a[i][i] += RIDGE * (a[i][i] + 1.0)
    weights = descend(a, b, [not signed(name) for name in names])
    offsets = [y - sum(w * f for w, f in zip(weights, x)) for x, y in centred]
    return sum(offsets) / len(offsets), weights


def target(ideal, t):
    return math.log(max(t - LAUNCH, 0.2 * t) / ideal)


def predict(intercept, weights, x, ideal):
    return LAUNCH + ideal * math.exp(intercept + sum(w * f for w, f in zip(weights, x)))


def evaluate(title, cases, fits):
    """Per set: how often the choice is within 5% of the fastest; worst."""
    per_set = collections.defaultdict(list)
    for regime, (intercept, weights) in fits.items():
        for (_, s, _), rows in cases[regime].items():
            best = min(t for _, _, t in rows)
            chosen = min(rows, key=lambda r: predict(intercept, weights, r[0], r[1]))
            per_set[s].append(chosen[2] / best)
    if not per_set:
        return
    per_set["all"] = [r for v in list(per_set.values()) for r in v]
    print(f"{title:<14} {'cases':>5} {'within5%':>9} {'worst':>7}")
    for s in sorted(per_set):
        ratios = per_set[s]
        within = sum(r <= 1.05 for r in ratios) / len(ratios)
        print(f"{s:<14} {len(ratios):>5} {within * 100:>8.1f}% {max(ratios):>7.3f}")


def write(path, names, fits, sources):
    def weights(regime):
        intercept, coefficients = fits[regime]
        body = "".join(f"            {w:.6e}, // {n}\n" for n, w in zip(names, coefficients))
        return f"""    // {regime}
    Weights {{
        intercept: {intercept:.6e},
        coefficients: [
{body}        ],
    }},
"""
    with open(path, "w") as f:
        f.write(f"""//! Weights of the cost model (src/plan/model.rs), one per feature in the
//! order of `model::FEATURES`, per regime in the order of `model::REGIMES`.
//! Written by tools/fit_model.py from {", ".join(sources)};
//! see bench/model/README.md.

use super::model::Weights;

/// Weights of each regime.
pub const WEIGHTS: [Weights; {len(REGIMES)}] = [
{"".join(weights(r) for r in REGIMES)}];
""")


def main():
    args = sys.argv[1:]
    out = None
    if "--write" in args:
        i = args.index("--write")
        out = args[i + 1]
        del args[i:i + 2]
    judge = []
    while "--judge" in args:
        i = args.index("--judge")
        judge.append(args[i + 1])
        del args[i:i + 2]
    if not args:
        sys.exit(__doc__)
    names, cases = load(args)
    fits = {}
    for regime in REGIMES:
        fits[regime] = fit(cases[regime], names)
        intercept, weights = fits[regime]
        print(f"{regime}: intercept={intercept:.4g} "
              + " ".join(f"{n}={w:.4g}" for n, w in zip(names, weights)))
    evaluate("fitted", cases, fits)
    if judge:
        evaluate("judged", load(judge)[1], fits)
    if out:
        write(out, names, fits, [a.split("/")[-1] for a in args])
        # rustfmt aligns the trailing comments; CI checks the formatting.
        subprocess.run(["rustfmt", "--edition", "2021", out], check=True)
        print(f"wrote {out}")


if __name__ == "__main__":
    main()
