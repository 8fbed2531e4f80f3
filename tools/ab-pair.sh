#!/usr/bin/env bash
# Compares two builds of a `tools/gpu-run.sh ab` run with AB_BUILDS
# (ab-NAME-SET-ROUND.tsv) through tools/ab_compare.py.
# Usage: tools/ab-pair.sh DIR NEW_NAME OLD_NAME
set -euo pipefail
dir=$1
pair=$(mktemp -d)
trap 'rm -rf "$pair"' EXIT
# Links build $1's files into $pair under the name ab_compare.py reads as $2.
link_as() {
  for f in "$dir"/ab-"$1"-*.tsv; do
    ln -s "$(realpath "$f")" "$pair/ab-$2-${f##*/ab-"$1"-}"
  done
}
link_as "$2" new
link_as "$3" old
python3 "$(dirname "$0")/ab_compare.py" "$pair"
