#!/usr/bin/env python3
"""Usage: tools/sass_order.py [--check] CUDA_FILE ENTRY [ENTRY...]

For each entry point of CUDA_FILE (e.g. cuda/tiled.cu), compiled as `make
ptx` compiles it for compute_90 and assembled by the pinned ptxas 13.0 (the
JIT of the GPU machines' driver allocates alike), prints its registers and
the order of its global loads (L), shared stores (S), shared loads (l) and
global stores (G), one line per stretch between barriers. ptxas has more
than once issued a kernel's loads two or three at a time between its
shared-memory stores (bench/NOTES.md: the Tiled e8 and e16 L2 policy), at
a cost of 0.05-0.08 of memcpy, with nothing in the PTX or the register
count to show it; this shows it without a GPU. With --check it exits 1
where a stretch of the named entries loads from global memory after its
first shared-memory store (`make check-sass` checks the kernels whose
measured speed depends on it). Needs `make ptx`'s wheels
(tools/fetch-cuda-wheels.sh: NVRTC, ptxas, nvdisasm)."""
import ctypes
import pathlib
import re
import subprocess
import sys
import tempfile

import build_ptx

ROOT = pathlib.Path(__file__).resolve().parent.parent
WHEELS = ROOT / ".tools" / "cuda" / "nvidia"
NVRTC = WHEELS / "cuda_nvrtc" / "lib" / "libnvrtc.so.12"
PTXAS = WHEELS / "cu13" / "bin" / "ptxas"
NVDISASM = WHEELS / "cu13" / "bin" / "nvdisasm"
ACCESSES = [("LDG", "L"), ("STS", "S"), ("LDS", "l"), ("STG", "G")]


def order(sass: str, entry: str) -> list:
    """The entry's accesses, one string per stretch between barriers."""
    body = sass.split(f"\n.text.{entry}:", 1)[1].split("\n//----", 1)[0]
    stretches, current = [], []
    for line in body.splitlines():
        if "BAR.SYNC" in line:
            stretches.append(" ".join(current))
            current = []
            continue
        for op, mark in ACCESSES:
            if re.search(rf"\b{op}(\.|\s)", line):
                current.append(mark)
    stretches.append(" ".join(current))
    return [s for s in stretches if s]


def loads_after_a_store(stretch: str) -> bool:
    marks = stretch.split()
    return "S" in marks and "L" in marks[marks.index("S"):]


def main():
    args = sys.argv[1:]
    check = args[:1] == ["--check"]
    args = args[1:] if check else args
    if len(args) < 2:
        sys.exit(__doc__)
    source = pathlib.Path(args[0]).resolve()
    nvrtc = ctypes.CDLL(str(NVRTC))
    with tempfile.TemporaryDirectory() as tmp:
        ptx = pathlib.Path(tmp) / "k.ptx"
        cubin = pathlib.Path(tmp) / "k.cubin"
        ptx.write_bytes(build_ptx.compile_one(nvrtc, source, "compute_90"))
        report = subprocess.run([str(PTXAS), "-arch=sm_90", "-v", str(ptx), "-o", str(cubin)],
                                check=True, capture_output=True, text=True).stderr
        sass = subprocess.run([str(NVDISASM), "-c", str(cubin)], check=True,
                              capture_output=True, text=True).stdout
    interleaved = []
    for entry in args[1:]:
        block = report.split(f"Compiling entry function '{entry}'", 1)
        if len(block) < 2:
            sys.exit(f"sass_order: no entry point {entry} in {source.name}")
        registers = re.search(r"Used (\d+) registers", block[1]).group(1)
        print(f"{entry}: {registers} registers")
        for stretch in order(sass, entry):
            print(f"  {stretch}")
            if loads_after_a_store(stretch):
                interleaved.append(entry)
    if check and interleaved:
        sys.exit(f"sass_order: loads after a shared-memory store in {sorted(set(interleaved))}")


if __name__ == "__main__":
    main()
