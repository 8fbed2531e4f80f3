#!/usr/bin/env python3
"""Fits the cost model's weights (src/plan/fitted.rs) to candidate timings.

Usage: fit_model.py [--write src/plan/fitted.rs [--source CANDIDATES.tsv]]
                    [--only-regime REGIME]... [--only-algorithm ALGORITHM]...
                    [--folds K] FEATURES.tsv...
                    [--judge FEATURES.tsv]...

FEATURES.tsv: `cutt-model CANDIDATES.tsv` output (features recomputed by the
current model for candidates timed by `cutt-bench --candidates`). The model
(src/plan/model.rs) predicts

    time = LAUNCH + ideal * exp(intercept + sum(weight_i * feature_i)),

with an intercept and weights of its own for each regime (column `regime`,
`model::REGIMES`) and, within it, each algorithm (the first word of column
`candidate`, in the order of `Algorithm::ALL`, then PackedWords for the
Packed kernels of words). Within a regime and a case,
ideal and LAUNCH are common to all candidates, so the choice depends only on
the exponent. The fit of each regime runs in two steps:

1. Least squares of log(time) on the features, within cases (each case's
   mean removed, since only differences between one case's candidates
   decide the choice), candidates within NEAR times a case's fastest
   weighted 1 and slower ones FAR_WEIGHT, a small ridge term, cost weights
   non-negative.
2. Ranking: starting there, gradient steps on the expected log-slowdown of
   the choice, with the choice softened into a softmax over each case's
   candidates at temperature TEMPERATURE (in units of log time), staying
   near the first step's weights (PULL). This is what the planner needs:
   the fastest candidate first, not every time right.

With --only-regime, only the regimes named are refitted; the others keep
the weights of the --write file as it is (reports and cross-validation use
the kept weights for them), so that timings added for one regime's kernels
move no plan of another. With --write, an algorithm that has no candidate
in a refitted regime's tables (the staged kernel before its candidates are
timed) keeps that file's weights there. With --only-algorithm (as named in
fitted.rs: Packed, PackedStaged, ...), only those algorithms' weights are
refitted within the regimes refitted, against the other candidates as the
--write file's weights predict them, so that timings taken for one kernel
move no choice between the others.

The intercepts are then shifted so that the mean predicted log time of the
candidates the model chooses is right (for the predicted times cutt-plan
prints). It reports, per
set, how often the model's choice is within 5% of the fastest candidate and
the worst ratio, for the fitted files, for K-fold cross-validation over
their cases (--folds), and for --judge files (cases kept out of the fit).
Needs numpy (make's build tools pin it).
"""
import collections
import csv
import os
import re
import subprocess
import sys

import numpy as np

LAUNCH = 2.5e-6
RIDGE = 1e-3
NEAR = float(os.environ.get("FIT_NEAR", "1.3"))
FAR_WEIGHT = float(os.environ.get("FIT_FAR_WEIGHT", "0.02"))
TEMPERATURE = float(os.environ.get("FIT_TEMPERATURE", "0.03"))
PULL = float(os.environ.get("FIT_PULL", "1e-3"))
RANK_STEPS = int(os.environ.get("FIT_RANK_STEPS", "300"))

REGIMES = ("dram_narrow", "dram_word", "dram_wide", "l2")  # model::REGIMES
# Algorithm::ALL, then the Packed kernels of words (model::WORDS_WEIGHTS):
# candidates whose description ends in " words" (Candidate::describe), and
# the staged Packed kernel (model::STAGED_WEIGHTS): " staged".
ALGORITHMS = ("Tiled", "TiledCopy", "Packed", "PackedSplit", "RowCopy", "PackedWords",
              "PackedStaged")


def algorithm_of(candidate):
    """The weights a candidate of column `candidate` takes."""
    if candidate.endswith(" words"):
        return "PackedWords"
    if candidate.endswith(" staged"):
        return "PackedStaged"
    return candidate.split()[0]


class Table:
    """Candidates of one or more FEATURES.tsv files, as arrays."""

    def __init__(self, paths):
        rows = []
        for path in paths:
            with open(path) as f:
                reader = csv.DictReader(f, delimiter="\t")
                cols = reader.fieldnames
                self.names = cols[cols.index("ideal_us") + 1:cols.index("measured_us")]
                rows += [(path, row) for row in reader]
        self.features = np.array([[float(r[n]) for n in self.names] for _, r in rows])
        self.measured = np.array([float(r["measured_us"]) * 1e-6 for _, r in rows])
        self.ideal = np.array([float(r["ideal_us"]) * 1e-6 for _, r in rows])
        self.regime = np.array([REGIMES.index(r["regime"]) for _, r in rows])
        self.algorithm = np.array([ALGORITHMS.index(algorithm_of(r["candidate"])) for _, r in rows])
        keys = [(p, r["set"], r["case"]) for p, r in rows]
        ids = {k: i for i, k in enumerate(dict.fromkeys(keys))}
        self.case = np.array([ids[k] for k in keys])
        self.case_set = [k[1] for k in ids]
        fastest = np.full(len(ids), np.inf)
        np.minimum.at(fastest, self.case, self.measured)
        self.slowdown = self.measured / fastest[self.case]

    def design(self):
        """Per row: its features in its algorithm's block, plus a one-hot
        of its algorithm (the intercepts)."""
        n, k = self.features.shape
        x = np.zeros((n, len(ALGORITHMS) * (k + 1)))
        for a in range(len(ALGORITHMS)):
            rows = self.algorithm == a
            x[rows, a * k:(a + 1) * k] = self.features[rows]
            x[rows, len(ALGORITHMS) * k + a] = 1.0
        return x


def within_case(x, y, case, weight):
    """x and y with each case's weighted mean removed."""
    _, inv = np.unique(case, return_inverse=True)
    total = np.bincount(inv, weight)
    mx = np.stack([np.bincount(inv, weight * col) for col in x.T], 1) / total[:, None]
    my = np.bincount(inv, weight * y) / total
    return x - mx[inv], y - my[inv]


def least_squares(x, y, case, weight, non_negative):
    """Step 1: weighted within-case least squares with ridge, by coordinate
    descent on the normal equations (weights non-negative where asked)."""
    xc, yc = within_case(x, y, case, weight)
    a = (xc * weight[:, None]).T @ xc
    b = (xc * weight[:, None]).T @ yc
    a += RIDGE * np.diag(np.diag(a) + 1.0)
    w = np.zeros(len(b))
    for _ in range(2000):
        for i in range(len(b)):
            if a[i, i] == 0:
                continue
            w[i] += (b[i] - a[i] @ w) / a[i, i]
            if non_negative[i]:
                w[i] = max(0.0, w[i])
    return w


def rank(x, base, slowdown, case, w0, non_negative):
    """Step 2: Adam steps on the softmax-expected log slowdown per case
    (scores x @ w + base)."""
    _, inv = np.unique(case, return_inverse=True)
    cases = inv.max() + 1
    loss = np.log(slowdown)
    scale = x.std(0) + 1e-9
    w, m, v = w0.copy(), np.zeros_like(w0), np.zeros_like(w0)
    for step in range(1, RANK_STEPS + 1):
        s = -(x @ w + base) / TEMPERATURE
        top = np.full(cases, -np.inf)
        np.maximum.at(top, inv, s)
        e = np.exp(s - top[inv])
        p = e / np.bincount(inv, e)[inv]
        expected = np.bincount(inv, p * loss)
        grad = -((p * (loss - expected[inv])) @ x) / TEMPERATURE / cases
        grad += PULL * (w - w0) * scale**2
        m = 0.9 * m + 0.1 * grad
        v = 0.999 * v + 0.001 * grad**2
        w -= 0.01 * (m / (1 - 0.9**step)) / (np.sqrt(v / (1 - 0.999**step)) + 1e-8) / scale
        w = np.where(non_negative, np.maximum(w, 0.0), w)
    return w


def fit_regime(t, rows, held=None):
    """(intercepts per algorithm, weights per algorithm) of one regime. With
    `held` ((intercepts, weights) per algorithm, and a mask of the
    algorithms to fit), the other algorithms keep held's weights and their
    candidates held's predictions."""
    k = len(t.names)
    x = t.design()[rows]
    y = np.log(np.maximum(t.measured[rows] - LAUNCH, 0.2 * t.measured[rows]) / t.ideal[rows])
    weight = np.where(t.slowdown[rows] <= NEAR, 1.0, FAR_WEIGHT)
    non_negative = np.arange(x.shape[1]) < len(ALGORITHMS) * k
    base = np.zeros(len(y))
    if held:
        (held_intercepts, held_weights), free = held
        algorithm = t.algorithm[rows]
        fixed = ~free[algorithm]
        base[fixed] = held_intercepts[algorithm[fixed]] + np.einsum(
            "ij,ij->i", t.features[rows][fixed], held_weights[algorithm[fixed]])
        x[fixed] = 0.0
    w = least_squares(x, y - base, t.case[rows], weight, non_negative)
    w = rank(x, base, t.slowdown[rows], t.case[rows], w, non_negative)
    weights = w[:len(ALGORITHMS) * k].reshape(len(ALGORITHMS), k)
    if held:
        # held's intercepts carry the absolute level already.
        return (np.where(free, w[len(ALGORITHMS) * k:], held_intercepts),
                np.where(free[:, None], weights, held_weights))
    # Absolute level, as one offset: right on average for the candidates
    # the model chooses (the lowest score of a case is biased low, so
    # calibrating on all candidates would predict the chosen ones too fast).
    score = x @ w
    case = t.case[rows]
    order = np.lexsort((score, case))
    first = np.ones(len(order), bool)
    first[1:] = case[order][1:] != case[order][:-1]
    chosen = order[first]
    offset = np.mean(y[chosen] - score[chosen])
    intercepts = w[len(ALGORITHMS) * k:] + offset
    return intercepts, weights


def fit(t, train, kept=None, prior=None, free=None):
    """Each regime's fit, but the regimes in `kept` (their weights as given).
    An algorithm without candidates in a fitted regime keeps its weights of
    `prior` (the --write file's) where given: a row fitted on nothing would
    price its candidates by the intercept alone. With `free` (a mask of
    algorithms), only those are fitted, the others held at `prior`."""
    fits = dict(kept or {})
    for g in range(len(REGIMES)):
        if g in fits:
            continue
        rows = (t.regime == g) & train[t.case]
        if rows.any():
            held = (prior[g], free) if free is not None else None
            intercepts, weights = fit_regime(t, rows, held)
            for a in range(len(ALGORITHMS)):
                if prior and not (t.algorithm[rows] == a).any():
                    intercepts[a], weights[a] = prior[g][0][a], prior[g][1][a]
            fits[g] = (intercepts, weights)
        else:
            fits[g] = (np.zeros(len(ALGORITHMS)), np.zeros((len(ALGORITHMS), len(t.names))))
    return fits


def choices(t, fits, cases):
    """Slowdown of the model's choice, per case in `cases` (a mask)."""
    score = np.zeros(len(t.measured))
    for g, (intercepts, weights) in fits.items():
        rows = t.regime == g
        score[rows] = intercepts[t.algorithm[rows]] + np.einsum(
            "ij,ij->i", t.features[rows], weights[t.algorithm[rows]])
    order = np.lexsort((score, t.case))
    first = np.ones(len(order), bool)
    first[1:] = t.case[order][1:] != t.case[order][:-1]
    chosen = order[first]
    return {int(t.case[i]): float(t.slowdown[i]) for i in chosen if cases[t.case[i]]}


def report(title, t, per_case):
    per_set = collections.defaultdict(list)
    for c, ratio in per_case.items():
        per_set[t.case_set[c]].append(ratio)
    shared = [r for s, v in per_set.items() if not s.startswith("fit_") for r in v]
    per_set["all"] = list(per_case.values())
    per_set["shared sets"] = shared
    print(f"{title:<14} {'cases':>5} {'within5%':>9} {'worst':>7}")
    for s in sorted(per_set):
        ratios = per_set[s]
        if ratios:
            within = sum(r <= 1.05 for r in ratios) / len(ratios)
            print(f"{s:<14} {len(ratios):>5} {within * 100:>8.1f}% {max(ratios):>7.3f}")


def cross_validate(t, folds, kept, prior, free):
    """Each case judged by a fit that did not see it."""
    fold = np.random.RandomState(0).randint(0, folds, len(t.case_set))
    per_case = {}
    for k in range(folds):
        per_case.update(choices(t, fit(t, fold != k, kept, prior, free), fold == k))
    return per_case


def write(path, names, fits, sources, only, algorithms):
    def algorithm(regime, a):
        intercepts, weights = fits[REGIMES.index(regime)]
        body = "".join(f"            {w:.6e}, // {n}\n" for n, w in zip(names, weights[a]))
        return f"""        // {regime}, {ALGORITHMS[a]}
        Weights {{
            intercept: {intercepts[a]:.6e},
            coefficients: [
{body}            ],
        }},
"""

    def regime(r):
        return "    [\n" + "".join(algorithm(r, a) for a in range(len(ALGORITHMS))) + "    ],\n"

    kept_note = ""
    if only and set(only) != set(REGIMES):
        kept_note = f"regimes {', '.join(only)}"
    if algorithms:
        kept_note = f"{', '.join(algorithms)} of " + (kept_note or "every regime")
    if kept_note:
        kept_note = f" ({kept_note}; the others' weights kept from the previous fit)"
    with open(path, "w") as f:
        f.write(f"""//! Weights of the cost model (src/plan/model.rs), one per feature in the
//! order of `model::FEATURES`, per regime in the order of `model::REGIMES`
//! and per algorithm in the order of `Algorithm::ALL`, then the Packed
//! kernels of words (`model::WORDS_WEIGHTS`) and the staged Packed kernel
//! (`model::STAGED_WEIGHTS`).
//! Written by tools/fit_model.py from the features (target/release/cutt-model)
//! of {", ".join(sources)}{kept_note};
//! see bench/model/README.md.

use super::model::Weights;

/// Weights of each regime and algorithm.
pub const WEIGHTS: [[Weights; {len(ALGORITHMS)}]; {len(REGIMES)}] = [
{"".join(regime(r) for r in REGIMES)}];
""")


def kept_weights(path, names):
    """Each regime's (intercepts, weights) as written in fitted.rs at path."""
    text = open(path).read()
    fits = {}
    for g, regime in enumerate(REGIMES):
        intercepts = np.zeros(len(ALGORITHMS))
        weights = np.zeros((len(ALGORITHMS), len(names)))
        for a, name in enumerate(ALGORITHMS):
            block = re.search(rf"// {regime}, {name}\n\s*Weights {{\s*intercept: (\S+),"
                              r"\s*coefficients: \[(.*?)\]", text, re.S)
            if not block:
                sys.exit(f"fit_model: no weights of {regime} {name} in {path}")
            intercepts[a] = float(block.group(1))
            values = re.findall(r"(\S+), // (\w+)", block.group(2))
            if [n for _, n in values] != list(names):
                sys.exit(f"fit_model: {path}'s {regime} {name} has other features")
            weights[a] = [float(v) for v, _ in values]
        fits[g] = (intercepts, weights)
    return fits


def take(args, flag):
    values = []
    while flag in args:
        i = args.index(flag)
        values.append(args[i + 1])
        del args[i:i + 2]
    return values


def main():
    args = sys.argv[1:]
    out = take(args, "--write")
    folds = take(args, "--folds")
    judge = take(args, "--judge")
    sources = take(args, "--source")
    only = take(args, "--only-regime")
    algorithms = take(args, "--only-algorithm")
    if (not args or ((only or algorithms) and not out) or not set(only) <= set(REGIMES)
            or not set(algorithms) <= set(ALGORITHMS)):
        sys.exit(__doc__)
    t = Table(args)
    prior = kept_weights(out[0], t.names) if out else None
    kept = {}
    if only:
        kept = {g: w for g, w in prior.items() if REGIMES[g] not in only}
    free = np.isin(ALGORITHMS, algorithms) if algorithms else None
    every = np.ones(len(t.case_set), bool)
    fits = fit(t, every, kept, prior, free)
    for g, (intercepts, weights) in fits.items():
        for a, name in enumerate(ALGORITHMS):
            print(f"{REGIMES[g]} {name}: intercept={intercepts[a]:.4g} "
                  + " ".join(f"{n}={w:.4g}" for n, w in zip(t.names, weights[a]) if w != 0))
    report("fitted", t, choices(t, fits, every))
    if folds:
        report(f"{folds[0]}-fold cv", t, cross_validate(t, int(folds[0]), kept, prior, free))
    if judge:
        j = Table(judge)
        report("judged", j, choices(j, fits, np.ones(len(j.case_set), bool)))
    if out:
        write(out[0], t.names, fits, sources or args, only, algorithms)
        # rustfmt aligns the trailing comments; CI checks the formatting.
        subprocess.run(["rustfmt", "--edition", "2021", out[0]], check=True)
        print(f"wrote {out[0]}")


if __name__ == "__main__":
    main()
