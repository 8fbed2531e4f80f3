#!/usr/bin/env python3
"""Compiles every cuda/*.cu to cuda/*.ptx with the pinned NVRTC 12.0, and
writes cuda/resources.tsv: the registers and spill bytes of every entry
point as the pinned ptxas 13.0.88 compiles it for sm_90, which is how the
JIT of the GPU machines' driver (580, CUDA 13.0) compiles the PTX. A source
listed in VARIANTS is compiled once per virtual architecture there; the
library loads the highest one a device supports, so resources.tsv comes
from each source's last (highest) variant.

Usage: build_ptx.py NVRTC_LIB OUT_DIR
NVRTC 12.0 emits PTX ISA 8.0, which every CUDA 12.0+ driver can JIT; the
target compute_70 keeps the PTX loadable on Volta and later. Output is
deterministic, so `make ptx` reproduces the committed files byte for byte.
The planner's cost model reads resources.tsv to know how many blocks of a
kernel fit on an SM and sizes the packed kernels' persistent grids with it.
"""
import ctypes
import pathlib
import re
import subprocess
import sys
import tempfile

RESOURCE_ARCH = "sm_90"

OPTIONS = [b"--std=c++17", b"-default-device", b"--extra-device-vectorization"]
DEFAULT_ARCHITECTURE = "compute_70"
# (PTX file, architecture) per source, lowest architecture first.
VARIANTS = {
    "packed.cu": [("packed.ptx", "compute_70"), ("packed_sm90.ptx", "compute_90")],
    "packed_staged.cu": [("packed_staged.ptx", "compute_80"),
                         ("packed_staged_sm90.ptx", "compute_90")],
    "tiled.cu": [("tiled.ptx", "compute_70"), ("tiled_sm80.ptx", "compute_80"),
                 ("tiled_sm90.ptx", "compute_90")],
}


def check(nvrtc, status, what, program=None):
    if status == 0:
        return
    nvrtc.nvrtcGetErrorString.restype = ctypes.c_char_p
    message = nvrtc.nvrtcGetErrorString(status).decode()
    if program is not None:
        size = ctypes.c_size_t()
        nvrtc.nvrtcGetProgramLogSize(program, ctypes.byref(size))
        log = ctypes.create_string_buffer(size.value)
        nvrtc.nvrtcGetProgramLog(program, log)
        message += "\n" + log.value.decode()
    sys.exit(f"{what}: {message}")


def compile_one(nvrtc, source: pathlib.Path, arch: str) -> bytes:
    headers = sorted(source.parent.glob("*.cuh"))
    header_src = (ctypes.c_char_p * len(headers))(*[h.read_bytes() for h in headers])
    header_names = (ctypes.c_char_p * len(headers))(*[h.name.encode() for h in headers])
    program = ctypes.c_void_p()
    check(nvrtc, nvrtc.nvrtcCreateProgram(ctypes.byref(program), source.read_bytes(),
                                          source.name.encode(), len(headers), header_src,
                                          header_names), "nvrtcCreateProgram")
    flags = [f"--gpu-architecture={arch}".encode()] + OPTIONS
    options = (ctypes.c_char_p * len(flags))(*flags)
    check(nvrtc, nvrtc.nvrtcCompileProgram(program, len(flags), options),
          f"compiling {source.name}", program)
    size = ctypes.c_size_t()
    check(nvrtc, nvrtc.nvrtcGetPTXSize(program, ctypes.byref(size)), "nvrtcGetPTXSize")
    ptx = ctypes.create_string_buffer(size.value)
    check(nvrtc, nvrtc.nvrtcGetPTX(program, ptx), "nvrtcGetPTX")
    nvrtc.nvrtcDestroyProgram(ctypes.byref(program))
    return ptx.value


def resources(ptxas: pathlib.Path, ptx_files) -> str:
    """Tab-separated `entry registers spill_bytes`, one line per entry point,
    sorted by name."""
    rows = []
    for ptx in ptx_files:
        with tempfile.NamedTemporaryFile(suffix=".cubin") as cubin:
            report = subprocess.run([str(ptxas), f"-arch={RESOURCE_ARCH}", "-v", str(ptx), "-o",
                                     cubin.name], check=True, capture_output=True, text=True).stderr
        blocks = re.split(r"Compiling entry function '", report)[1:]
        for block in blocks:
            name = block.split("'", 1)[0]
            registers = re.search(r"Used (\d+) registers", block).group(1)
            spills = re.search(r"(\d+) bytes spill stores", block).group(1)
            rows.append(f"{name}\t{registers}\t{spills}\n")
    return "entry\tregisters\tspill_bytes\n" + "".join(sorted(rows))


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    nvrtc = ctypes.CDLL(sys.argv[1])
    out_dir = pathlib.Path(sys.argv[2])
    out_dir.mkdir(parents=True, exist_ok=True)
    cuda_dir = pathlib.Path(__file__).resolve().parent.parent / "cuda"
    loaded_on_sm90 = []
    for source in sorted(cuda_dir.glob("*.cu")):
        default = [(source.with_suffix(".ptx").name, DEFAULT_ARCHITECTURE)]
        for name, arch in VARIANTS.get(source.name, default):
            (out_dir / name).write_bytes(compile_one(nvrtc, source, arch))
            print(f"ptx: {source.name} ({arch}) -> {out_dir / name}")
        loaded_on_sm90.append(out_dir / name)
    # The wheels hold NVRTC in nvidia/cuda_nvrtc/lib, ptxas 13.0 in nvidia/cu13/bin.
    ptxas = pathlib.Path(sys.argv[1]).resolve().parents[2] / "cu13" / "bin" / "ptxas"
    (out_dir / "resources.tsv").write_text(resources(ptxas, loaded_on_sm90))
    print(f"ptxas: registers per entry point ({RESOURCE_ARCH}) -> {out_dir / 'resources.tsv'}")


if __name__ == "__main__":
    main()
