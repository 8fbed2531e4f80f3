#!/usr/bin/env bash
# Runs several builds' cutt-bench on the GPU machine, alternating build by
# build within each set, AB_ROUNDS rounds (default 1), as tools/gpu-run.sh ab
# does for two. Each build NAME is dist/NAME/cutt-bench, or dist/cutt-bench
# for the name "new". Writes $OUT/ab-NAME-SET-ROUND.{tsv,log}; compare two
# builds with tools/ab_compare.py after renaming one to ab-new, the other to
# ab-old (tools/ab-pair.sh). Set files as tools/gpu-run.sh takes them; the
# builds come from tools/gpu-pack.sh (VARIANTS, ALT_BENCH: the name "alt").
# Usage: OUT=dir tools/gpu-abn.sh NAME... -- SET_FILE...
set -uo pipefail
cd "$(dirname "$0")/.."
if [ -f dist/pack.txz ]; then
  tar xJf dist/pack.txz -C dist && rm dist/pack.txz
fi
out=${OUT:-gpu-out}
mkdir -p "$out"
builds=()
while [ $# -gt 0 ] && [ "$1" != -- ]; do builds+=("$1"); shift; done
shift
sets=()
for a in "$@"; do
  if [ -f "dist/bench/$a" ]; then sets+=("dist/bench/$a"); else sets+=("dist/profile/$a"); fi
done
status=0
for round in $(seq "${AB_ROUNDS:-1}"); do
  for set in "${sets[@]}"; do
    n=$(basename "$set" .txt)
    for build in "${builds[@]}"; do
      bin=./dist/$build/cutt-bench; [ "$build" = new ] && bin=./dist/cutt-bench
      # shellcheck disable=SC2086
      $bin ${BENCH_ARGS:-} --tsv "$out/ab-$build-$n-$round.tsv" "$set" \
        > "$out/ab-$build-$n-$round.log" 2>&1 || status=1
    done
  done
done
exit $status
