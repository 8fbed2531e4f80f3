#!/usr/bin/env bash
# Fetches the pinned CUDA pieces from PyPI into .tools/cuda (no CUDA toolkit
# needed): NVRTC 12.0 to build the PTX (ISA 8.0, loadable by every CUDA 12.0+
# driver), the CUDA 12.0 runtime and nvcc headers used by the header tests,
# and the ptxas of CUDA 13.0.88 (nvidia/cu13/bin), which allocates registers
# exactly as the JIT of the GPU machines' driver 580 does
# (tools/check_registers.py: 100 of 100 entry points; ptxas 12.0: 66), for
# cuda/resources.tsv, and nvdisasm (13.2 is the oldest on PyPI) for
# tools/sass_order.py.
set -euo pipefail
dest=${1:-.tools/cuda}
wheels=(
  nvidia-cuda-nvrtc-cu12==12.0.140
  nvidia-cuda-runtime-cu12==12.0.146
  nvidia-cuda-nvcc-cu12==12.0.140
  nvidia-cuda-nvcc==13.0.88
  nvidia-cuda-nvdisasm==13.5.37
)
stamp="$dest/.stamp"
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "${wheels[*]}" ]; then exit 0; fi
rm -rf "$dest" && mkdir -p "$dest/wheels"
python3 -m pip download -q --no-deps --only-binary=:all: --platform manylinux1_x86_64 \
  --platform manylinux2014_x86_64 --python-version 3.11 -d "$dest/wheels" "${wheels[@]}"
for w in "$dest"/wheels/*.whl; do
  python3 -m zipfile -e "$w" "$dest"
done
rm -rf "$dest/wheels"
chmod +x "$dest"/nvidia/*/bin/*  # zipfile drops the mode bits; build_ptx.py runs ptxas
echo "${wheels[*]}" > "$stamp"
