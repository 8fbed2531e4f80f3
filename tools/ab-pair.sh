#!/usr/bin/env bash
# Compares two builds of a `tools/gpu-run.sh ab` run with AB_BUILDS
# (ab-NAME-SET-ROUND.tsv) through tools/ab_compare.py.
# Usage: tools/ab-pair.sh DIR NEW_NAME OLD_NAME
set -euo pipefail
dir=$1 new=$2 old=$3
pair=$(mktemp -d)
trap 'rm -rf "$pair"' EXIT
for f in "$dir"/ab-"$new"-*.tsv; do
  ln -s "$(realpath "$f")" "$pair/ab-new-${f##*/ab-"$new"-}"
done
for f in "$dir"/ab-"$old"-*.tsv; do
  ln -s "$(realpath "$f")" "$pair/ab-old-${f##*/ab-"$old"-}"
done
python3 "$(dirname "$0")/ab_compare.py" "$pair"
