#!/usr/bin/env bash
# Runs on the GPU machine over dist/ (see tools/gpu-pack.sh): the C example,
# the GPU suite and the benchmark. Logs and the TSV go to $OUT (or ./gpu-out).
# Usage: tools/gpu-run.sh [test] [bench] [SET_FILES...]
set -uo pipefail
cd "$(dirname "$0")/.."
out=${OUT:-gpu-out}
mkdir -p "$out"
nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm --format=csv | tee "$out/gpu.txt"
status=0
if [[ " $* " == *" test "* ]]; then
  ./dist/example 2>&1 | tee "$out/example.log" || status=1
  ./dist/cutt-gputest --big 2>&1 | tee "$out/gputest.log" | grep -v '^big ' || status=1
fi
if [[ " $* " == *" bench "* ]]; then
  sets=()
  for a in "$@"; do [[ $a == *.txt ]] && sets+=("dist/bench/$a"); done
  [ ${#sets[@]} -gt 0 ] || sets=(dist/bench/*.txt)
  ./dist/cutt-bench --tsv "$out/bench.tsv" "${sets[@]}" 2>&1 | tee "$out/bench.log" || status=1
fi
exit $status
