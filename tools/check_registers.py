#!/usr/bin/env python3
"""Compares cuda/resources.tsv (ptxas 13.0.88, sm_90) with the registers the
driver's JIT gives each entry point on this machine's GPU.

Usage: check_registers.py [REPO_DIR]   (on a machine with an NVIDIA driver)
Prints one line per entry point that differs and a summary; exits 1 when
any differs by more than 8 registers (one allocation granule), since the
cost model's blocks per SM come from resources.tsv.
"""
import ctypes
import pathlib
import sys

NUM_REGS = 4  # CU_FUNC_ATTRIBUTE_NUM_REGS


def check(cuda, status, what):
    if status != 0:
        sys.exit(f"{what}: CUresult {status}")


def main():
    repo = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    cuda = ctypes.CDLL("libcuda.so.1")
    check(cuda, cuda.cuInit(0), "cuInit")
    device, context = ctypes.c_int(), ctypes.c_void_p()
    check(cuda, cuda.cuDeviceGet(ctypes.byref(device), 0), "cuDeviceGet")
    check(cuda, cuda.cuDevicePrimaryCtxRetain(ctypes.byref(context), device), "retain")
    check(cuda, cuda.cuCtxSetCurrent(context), "cuCtxSetCurrent")
    expected = {}
    for line in (repo / "cuda/resources.tsv").read_text().splitlines()[1:]:
        name, registers, _ = line.split("\t")
        expected[name] = int(registers)
    found = {}
    # A module built for several targets (cuda/tiled.ptx, tiled_sm80.ptx,
    # tiled_sm90.ptx):
    # the library loads the highest, which resources.tsv describes, so its
    # registers are read last.
    def target(ptx):
        return next(line for line in ptx.read_text().splitlines() if line.startswith(".target"))
    for ptx in sorted((repo / "cuda").glob("*.ptx"), key=lambda p: (target(p), p.name)):
        module = ctypes.c_void_p()
        check(cuda, cuda.cuModuleLoadData(ctypes.byref(module), ptx.read_bytes() + b"\0"),
              f"loading {ptx.name}")
        for name in expected:
            function = ctypes.c_void_p()
            if cuda.cuModuleGetFunction(ctypes.byref(function), module, name.encode()) != 0:
                continue
            value = ctypes.c_int()
            check(cuda, cuda.cuFuncGetAttribute(ctypes.byref(value), NUM_REGS, function), name)
            found[name] = value.value
    worst = 0
    for name, registers in sorted(expected.items()):
        jit = found.get(name)
        if jit is None:
            print(f"{name}: not in the PTX")
            worst = 999
        elif jit != registers:
            print(f"{name}: resources.tsv {registers}, JIT {jit}")
            worst = max(worst, abs(jit - registers))
    same = sum(found.get(n) == r for n, r in expected.items())
    print(f"registers: {same} of {len(expected)} entry points as in resources.tsv, "
          f"largest difference {worst}")
    sys.exit(1 if worst > 8 else 0)


if __name__ == "__main__":
    main()
