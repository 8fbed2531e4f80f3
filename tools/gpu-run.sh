#!/usr/bin/env bash
# Runs on the GPU machine over dist/ (see tools/gpu-pack.sh): the C example,
# the GPU suite, the benchmark and the candidate timings that the cost model
# is fitted to. Logs and TSVs go to $OUT (or ./gpu-out).
# Usage: tools/gpu-run.sh [test|test-quick] [registers] [reliability] [sanitize] [python] [fortran] [bench] [ab] [ab-candidates] [model] [profile] [planning] [SET_FILES...]
#   test        example + GPU suite with the past-2^31 cases
#   test-quick  example + GPU suite without them
#   registers   tools/check_registers.py: cuda/resources.tsv against the
#               driver's JIT on this GPU -> registers.log
#   reliability the GPU suite's reliability sections with --long counts
#               (RELIABILITY_ARGS replaces --long) -> reliability.log
#   sanitize    compute-sanitizer memcheck, racecheck and synccheck over
#               cutt-gputest --sanitize -> sanitize-TOOL.log (SKIPPED when
#               this machine has no compute-sanitizer; SANITIZE_TIMEOUT
#               seconds per tool, default 60)
#   python      the Python package's tests (GPU ones included) -> python.log
#   fortran     the Fortran example built by tools/gpu-pack.sh -> fortran.log
#   bench       cutt-bench (heuristic plans) -> bench.tsv
#   ab          cutt-bench of this build and dist/alt/cutt-bench (another
#               build's, e.g. the previous commit's; it links libcutt in),
#               alternating set by set, AB_ROUNDS rounds (default 1) ->
#               ab-{new,old}-SET-ROUND.tsv and tools/ab_compare.py's table.
#               AB_BUILDS="new NAME... old" runs dist/NAME/cutt-bench too
#               (tools/gpu-pack.sh VARIANTS) -> ab-NAME-SET-ROUND.tsv;
#               tools/ab-pair.sh compares any two builds
#   ab-candidates  as ab, every candidate timed (cutt-bench --candidates)
#               -> abc-{new,old}-SET-ROUND.tsv and tools/ab_candidates.py's table
#   model       cutt-bench --candidates (every candidate timed) -> candidates.tsv
#   profile     ncu (memory and issue metrics, clocks and caches as they are)
#               over cutt-bench --launch-candidates of the set files ->
#               profile.csv and a table per launch
#   planning    cutt-plan --time-planning on every set file (planning time on
#               this machine's CPU, h200 description) -> planning.log
# BENCH_ARGS adds arguments to cutt-bench (e.g. "--every 3").
set -uo pipefail
cd "$(dirname "$0")/.."
# dist/ as tools/gpu-pack.sh --tar leaves it.
if [ -f dist/pack.txz ]; then
  tar xJf dist/pack.txz -C dist && rm dist/pack.txz
fi
out=${OUT:-gpu-out}
mkdir -p "$out"
nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm --format=csv | tee "$out/gpu.txt"
status=0
has() { [[ " $ARGS " == *" $1 "* ]]; }
ARGS="$*"
sets=()
# A set file is looked up in dist/bench (benchmark and model cases), then
# in dist/profile (cases for `profile` only, never run by default).
for a in "$@"; do
  [[ $a == *.txt ]] || continue
  if [ -f "dist/bench/$a" ]; then sets+=("dist/bench/$a"); else sets+=("dist/profile/$a"); fi
done
[ ${#sets[@]} -gt 0 ] || sets=(dist/bench/*.txt)
if has test || has test-quick; then
  ./dist/example 2>&1 | tee "$out/example.log" || status=1
  big=(); has test && big=(--big)
  ./dist/cutt-gputest "${big[@]}" > "$out/gputest.log" 2>&1 || status=1
  grep -v '^big ' "$out/gputest.log" | tail -70
fi
if has registers; then
  python3 tools/check_registers.py . > "$out/registers.log" 2>&1 || status=1
  tail -5 "$out/registers.log"
fi
if has reliability; then
  # shellcheck disable=SC2086
  ./dist/cutt-gputest --reliability ${RELIABILITY_ARGS:---long} > "$out/reliability.log" 2>&1 || status=1
  tail -40 "$out/reliability.log"
fi
if has sanitize; then
  sanitizer=$(command -v compute-sanitizer || ls /usr/local/cuda*/bin/compute-sanitizer 2>/dev/null | head -1)
  if [ -z "$sanitizer" ]; then
    echo "SKIPPED (not run): sanitize: no compute-sanitizer on PATH or in /usr/local/cuda*/bin" |
      tee "$out/sanitize.log"
  fi
  for tool in memcheck racecheck synccheck; do
    [ -n "$sanitizer" ] || break
    extra=(); [ $tool = memcheck ] && extra=(--leak-check full)
    timeout "${SANITIZE_TIMEOUT:-60}" "$sanitizer" --tool $tool "${extra[@]}" --error-exitcode 9 \
      ./dist/cutt-gputest --sanitize > "$out/sanitize-$tool.log" 2>&1
    code=$?
    [ $code = 124 ] && echo "$tool: TIMED OUT after ${SANITIZE_TIMEOUT:-60} s (not passed)"
    [ $code = 0 ] || status=1
    echo "$tool: exit $code"; grep -E "ERROR SUMMARY|RACECHECK SUMMARY|cutt-gputest:|SKIPPED" "$out/sanitize-$tool.log"
  done
fi
if has python; then
  if python3 -c 'import pytest' 2>/dev/null; then
    (cd python && CUTT_LIBRARY=../dist/libcutt.so python3 -m pytest -q -rs) > "$out/python.log" 2>&1 || status=1
    tail -5 "$out/python.log"
  else
    echo "SKIPPED (not run): python tests: no pytest on this machine" | tee "$out/python.log"
  fi
fi
if has fortran; then
  fortran/build.sh dist include dist/fortran > "$out/fortran.log" 2>&1 || status=1
  tail -5 "$out/fortran.log"
fi
if has bench; then
  # shellcheck disable=SC2086
  ./dist/cutt-bench ${BENCH_ARGS:-} --tsv "$out/bench.tsv" "${sets[@]}" 2>&1 | tee "$out/bench.log" || status=1
fi
# This build's cutt-bench and dist/alt's (and AB_BUILDS' others), in turn
# set by set, AB_ROUNDS rounds: $1 names the files
# ($1-{new,old,NAME}-SET-ROUND.{tsv,log}), $2 is cutt-bench's option that
# writes the TSV.
alternate() {
  for round in $(seq "${AB_ROUNDS:-1}"); do
    for set in "${sets[@]}"; do
      n=$(basename "$set" .txt)
      for build in ${AB_BUILDS:-new old}; do
        case $build in
          new) bin=./dist/cutt-bench ;;
          old) bin=./dist/alt/cutt-bench ;;
          *) bin=./dist/$build/cutt-bench ;;
        esac
        # shellcheck disable=SC2086
        $bin ${BENCH_ARGS:-} "$2" "$out/$1-$build-$n-$round.tsv" "$set" \
          > "$out/$1-$build-$n-$round.log" 2>&1 || status=1
      done
    done
  done
}
if has ab; then
  alternate ab --tsv
  python3 tools/ab_compare.py "$out" | tee "$out/ab.log"
fi
if has ab-candidates; then
  alternate abc --candidates
  python3 tools/ab_candidates.py "$out" | tee "$out/abc.log"
fi
if has model; then
  # shellcheck disable=SC2086
  ./dist/cutt-bench ${BENCH_ARGS:-} --tsv "$out/model-bench.tsv" --candidates "$out/candidates.tsv" \
    "${sets[@]}" 2>&1 | tee "$out/model.log" || status=1
fi
if has profile; then
  ncu=$(command -v ncu || ls /usr/local/cuda*/bin/ncu 2>/dev/null | head -1)
  if [ -z "$ncu" ]; then
    echo "SKIPPED (not run): profile: no ncu on PATH or in /usr/local/cuda*/bin" | tee "$out/profile.log"
  else
    ./dist/cutt-bench --launch-candidates "${sets[@]}" > "$out/launches.log" || status=1
    metrics=$(paste -sd, tools/ncu-metrics.txt)
    "$ncu" --clock-control none --cache-control none --kernel-name regex:cutt_ --metrics "$metrics" \
      --csv --page raw ./dist/cutt-bench --launch-candidates "${sets[@]}" > "$out/profile.csv" 2> "$out/profile.err" || status=1
    python3 tools/profile_table.py "$out/launches.log" "$out/profile.csv" | tee "$out/profile.log"
  fi
fi
if has planning; then
  for set in "${sets[@]}"; do
    ./dist/cutt-plan --device h200 --time-planning "$set" | tail -n +2
  done | tee "$out/planning.log"
fi
exit $status
