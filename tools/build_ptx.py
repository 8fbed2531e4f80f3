#!/usr/bin/env python3
"""Compiles every cuda/*.cu to cuda/*.ptx with the pinned NVRTC 12.0.

Usage: build_ptx.py NVRTC_LIB OUT_DIR
NVRTC 12.0 emits PTX ISA 8.0, which every CUDA 12.0+ driver can JIT; the
target compute_70 keeps the PTX loadable on Volta and later. Output is
deterministic, so `make ptx` reproduces the committed files byte for byte.
"""
import ctypes
import pathlib
import sys

OPTIONS = [b"--gpu-architecture=compute_70", b"--std=c++17", b"-default-device",
           b"--extra-device-vectorization"]


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


def compile_one(nvrtc, source: pathlib.Path) -> bytes:
    headers = sorted(source.parent.glob("*.cuh"))
    header_src = (ctypes.c_char_p * len(headers))(*[h.read_bytes() for h in headers])
    header_names = (ctypes.c_char_p * len(headers))(*[h.name.encode() for h in headers])
    program = ctypes.c_void_p()
    check(nvrtc, nvrtc.nvrtcCreateProgram(ctypes.byref(program), source.read_bytes(),
                                          source.name.encode(), len(headers), header_src,
                                          header_names), "nvrtcCreateProgram")
    options = (ctypes.c_char_p * len(OPTIONS))(*OPTIONS)
    check(nvrtc, nvrtc.nvrtcCompileProgram(program, len(OPTIONS), options),
          f"compiling {source.name}", program)
    size = ctypes.c_size_t()
    check(nvrtc, nvrtc.nvrtcGetPTXSize(program, ctypes.byref(size)), "nvrtcGetPTXSize")
    ptx = ctypes.create_string_buffer(size.value)
    check(nvrtc, nvrtc.nvrtcGetPTX(program, ptx), "nvrtcGetPTX")
    nvrtc.nvrtcDestroyProgram(ctypes.byref(program))
    return ptx.value


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    nvrtc = ctypes.CDLL(sys.argv[1])
    out_dir = pathlib.Path(sys.argv[2])
    out_dir.mkdir(parents=True, exist_ok=True)
    cuda_dir = pathlib.Path(__file__).resolve().parent.parent / "cuda"
    for source in sorted(cuda_dir.glob("*.cu")):
        (out_dir / source.with_suffix(".ptx").name).write_bytes(compile_one(nvrtc, source))
        print(f"ptx: {source.name} -> {out_dir / source.with_suffix('.ptx').name}")


if __name__ == "__main__":
    main()
