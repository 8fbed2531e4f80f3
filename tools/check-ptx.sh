#!/usr/bin/env bash
# Checks that the committed cuda/*.ptx and cuda/resources.tsv are what
# `make ptx` builds from the sources with the pinned NVRTC and ptxas, and that its PTX ISA is at most 8.0 (so
# every CUDA 12.0+ driver can load it).
set -euo pipefail
cd "$(dirname "$0")/.."
nvrtc=$1
fresh=$(mktemp -d)
trap 'rm -rf "$fresh"' EXIT
python3 tools/build_ptx.py "$nvrtc" "$fresh" >/dev/null
status=0
for built in cuda/*.ptx cuda/resources.tsv; do
  if ! cmp -s "$built" "$fresh/$(basename "$built")"; then
    echo "check-ptx: $built is stale: run 'make ptx' and commit it"; status=1
  fi
done
for ptx in cuda/*.ptx; do
  version=$(awk '/^\.version/ {print $2; exit}' "$ptx")
  if ! awk -v v="$version" 'BEGIN { exit !(v != "" && v + 0 <= 8.0) }'; then
    echo "check-ptx: $ptx has PTX ISA .version '$version', above the 8.0 ceiling"; status=1
  fi
done
for cu in cuda/*.cu; do
  [ -f "cuda/$(basename "$cu" .cu).ptx" ] || { echo "check-ptx: no committed PTX for $cu"; status=1; }
done
[ $status -eq 0 ] && echo "check-ptx: $(ls cuda/*.ptx | wc -l) PTX file(s) and resources.tsv current, ISA <= 8.0"
exit $status
