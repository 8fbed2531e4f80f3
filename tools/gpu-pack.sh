#!/usr/bin/env bash
# Builds what the GPU machine runs into dist/ (git-ignored; carried by the
# device tool): the library, the GPU suite, the benchmark, the C example and
# the benchmark case files. Usage: tools/gpu-pack.sh [--tar] [BENCH_DIR]
#   --tar      leave dist/ holding only dist/pack.txz (tools/gpu-run.sh
#              unpacks it): the device tool carries at most 64 MiB with the
#              tracked tree, which dist/ itself outgrew (xz: 5.6 MB where
#              gzip took 14 MB beside a 53 MB tree).
#   ALT_BENCH  a cutt-bench of another build, packed as dist/alt/cutt-bench
#              (tools/gpu-run.sh ab).
#   VARIANTS   NAME=PATH pairs, space-separated: more builds' cutt-bench,
#              packed as dist/NAME/cutt-bench (tools/gpu-run.sh ab,
#              AB_BUILDS).
set -euo pipefail
cd "$(dirname "$0")/.."
tar=false
if [ "${1:-}" = --tar ]; then tar=true; shift; fi
bench=${1:-../shared/bench}
# The library embeds the committed PTX: a .cu edited after `make ptx` would
# otherwise ship its previous build to the GPU.
make --quiet check-ptx
cargo build --release --quiet
rm -rf dist && mkdir -p dist/bench dist/profile
for f in libcutt.so cutt-gputest cutt-bench cutt-plan; do
  strip --strip-debug -o "dist/$f" "target/release/$f"
done
ln -s libcutt.so dist/libcutt.so.1
cc -std=c11 -O2 -Wall -Iinclude ctest/example.c -o dist/example -Ldist -lcutt -ldl -Wl,-rpath,'$ORIGIN'
cp "$bench"/*.txt bench/model/*.txt dist/bench/
cp bench/profile/*.txt dist/profile/
# The GPU machine has no gfortran: the statically linked Fortran example
# is built here and run there by fortran/build.sh.
if command -v gfortran > /dev/null; then
  fortran/build.sh target/release include target/fortran > /dev/null
  mkdir -p dist/fortran && cp target/fortran/example_static dist/fortran/
fi
du -sh dist
if [ -n "${ALT_BENCH:-}" ]; then
  mkdir -p dist/alt && strip --strip-debug -o dist/alt/cutt-bench "$ALT_BENCH"
fi
for variant in ${VARIANTS:-}; do
  mkdir -p "dist/${variant%%=*}"
  strip --strip-debug -o "dist/${variant%%=*}/cutt-bench" "${variant#*=}"
done
if $tar; then
  tar cJf target/pack.txz -C dist . && rm -rf dist && mkdir dist && mv target/pack.txz dist/
  du -sh dist/pack.txz
fi
