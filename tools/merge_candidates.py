#!/usr/bin/env python3
"""Replaces the rows of re-timed cases in a candidate-timing table.

Usage: merge_candidates.py OLD.tsv NEW.tsv OUT.tsv

OLD.tsv is a table of `tools/gpu-run.sh model` (bench/model/README.md),
NEW.tsv a later run over some of its cases (kernels changed for them). Every
case of NEW.tsv replaces all rows of the same case in OLD.tsv; the others
are kept. A case is its set, element size, dims and perm; a case that a set
holds more than once is matched by its order of appearance. Rows keep
OLD.tsv's columns (`cutt-model` recomputes the features anyway) and OLD.tsv's
case numbers, so that `fit_model.py` groups them as before.
"""
import collections
import csv
import sys


def read(path):
    with open(path) as f:
        rows = list(csv.reader(f, delimiter="\t"))
    return rows[0], rows[1:]


def case_numbers(rows, col):
    """Each case's numbers in the file, in order of appearance."""
    first = {}
    for r in rows:
        number = (r[col["set"]], r[col["case"]])
        key = tuple(r[col[k]] for k in ("set", "elem", "dims", "perm"))
        first.setdefault(number, key)
    numbers = collections.defaultdict(list)
    for (_, number), key in first.items():
        numbers[key].append(number)
    return numbers


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    old_path, new_path, out_path = sys.argv[1:]
    header, old = read(old_path)
    new_header, new = read(new_path)
    new = [[r[new_header.index(c)] for c in header] for r in new]
    col = {name: i for i, name in enumerate(header)}
    old_numbers = case_numbers(old, col)
    renumber = {}
    for key, numbers in case_numbers(new, col).items():
        olds = old_numbers.get(key, [])
        if len(olds) != len(numbers):
            sys.exit(f"{key}: {len(numbers)} in {new_path}, {len(olds)} in {old_path}")
        for n, o in zip(numbers, olds):
            renumber[(key[0], n)] = o
    replaced = {(s, o) for (s, _), o in renumber.items()}
    kept = [r for r in old if (r[col["set"]], r[col["case"]]) not in replaced]
    for r in new:
        r[col["case"]] = renumber[(r[col["set"]], r[col["case"]])]
    with open(out_path, "w", newline="") as f:
        w = csv.writer(f, delimiter="\t", lineterminator="\n")
        w.writerow(header)
        w.writerows(kept + new)
    print(f"{len(replaced)} cases replaced: {len(old) - len(kept)} rows -> {len(new)}; "
          f"{len(kept) + len(new)} rows")


if __name__ == "__main__":
    main()
