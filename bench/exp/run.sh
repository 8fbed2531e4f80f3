#!/usr/bin/env bash
# Builds and runs the experiments of bench/exp on the GPU machine (nvcc of
# its CUDA install); logs go to $OUT. Usage: bench/exp/run.sh NAME...
set -uo pipefail
cd "$(dirname "$0")"
nvcc=$(command -v nvcc || ls /usr/local/cuda*/bin/nvcc | head -1)
out=${OUT:-.}
for name in "$@"; do
  "$nvcc" -O3 -std=c++17 -arch=sm_90 -I../../include -o "/tmp/$name" "$name.cu" \
    -L../../dist -lcutt -lcuda -Xlinker -rpath="$PWD/../../dist" || exit 1
  "/tmp/$name" | tee "$out/$name.log"
done
