#!/usr/bin/env python3
"""SASS of byte_runs.cu's FLAT_QUADS kernel beside the library's
cutt_packed_staged_e2_i32, without a GPU (forty-eighth session).

The experiment's kernel and the ring it runs in are cut out of
byte_runs.cu and exp_common.cuh (their host code does not compile under
NVRTC), wrapped in an extern "C" entry point, compiled with the pinned
NVRTC as `make ptx` compiles the library, then both PTX files go through
the pinned ptxas (sm_90) and nvdisasm. Prints each kernel's SASS line
count and the lines between its chunk copies (LDGSTS), and leaves the
listings in OUT_DIR.

Usage (from the repository root, after `make ptx` fetched the tools):
    python3 bench/exp/byte_runs_sass.py [OUT_DIR]
"""
import ctypes
import pathlib
import re
import shutil
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import build_ptx  # noqa: E402

TOOLS = ROOT / ".tools/cuda/nvidia"
WRAPPER = """
extern "C" __global__ void __launch_bounds__(1024) exp_flat_quads(
    runs_params p, const u16* __restrict__ in, u16* __restrict__ out,
    const u32* __restrict__ in_off, const u32* __restrict__ in_sp,
    const u32* __restrict__ out_off, const u32* __restrict__ out_sp,
    const u32* __restrict__ sq, const uint2* __restrict__ origins) {
  byte_runs<u16, 2, FLAT_QUADS, 16>(p, in, out, in_off, in_sp, out_off, out_sp, sq, origins);
}
"""


def experiment_source() -> str:
    src = (ROOT / "bench/exp/byte_runs.cu").read_text()
    body = src[src.index("typedef unsigned char u8;"):src.index("// The smallest y >= x")]
    body = body.replace("__global__ void __launch_bounds__(1024) byte_runs(",
                        "__device__ __forceinline__ void byte_runs(")
    common = (ROOT / "bench/exp/exp_common.cuh").read_text()
    ring = common[common.index("template <int STAGES, typename Issue, typename Consume>"):
                  common.index("// Divisor::new of src/plan/params.rs")]
    return '#include "cutt_params.cuh"\n' + ring + body + WRAPPER


def sass(ptx: pathlib.Path, function: str, out: pathlib.Path) -> list:
    cubin = out / (ptx.stem + ".cubin")
    subprocess.run([TOOLS / "cu13/bin/ptxas", "-arch=sm_90", "-o", cubin, ptx], check=True)
    listing = subprocess.run([TOOLS / "cu13/bin/nvdisasm", "-c", cubin], check=True,
                             capture_output=True, text=True).stdout
    lines, inside = [], False
    for line in listing.splitlines():
        if line.startswith("\t.section\t.text."):
            inside = line.split(".text.")[1].split(",")[0] == function
        elif inside:
            lines.append(line)
    (out / f"{function}.sass").write_text("\n".join(lines) + "\n")
    return lines


def main() -> None:
    out = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/byte_runs_sass")
    out.mkdir(parents=True, exist_ok=True)
    for header in (ROOT / "cuda").glob("*.cuh"):
        shutil.copy(header, out)
    source = out / "exp_flat_quads.cu"
    source.write_text(experiment_source())
    nvrtc = ctypes.CDLL(str(TOOLS / "cuda_nvrtc/lib/libnvrtc.so.12"))
    ptx = out / "exp_flat_quads.ptx"
    ptx.write_bytes(build_ptx.compile_one(nvrtc, source, "compute_90"))
    kernels = [(ptx, "exp_flat_quads"),
               (ROOT / "cuda/packed_staged_sm90.ptx", "cutt_packed_staged_e2_i32")]
    for path, function in kernels:
        lines = sass(path, function, out)
        copies = [i for i, line in enumerate(lines) if re.search(r"\bLDGSTS\b", line)]
        gaps = [b - a for a, b in zip(copies, copies[1:])]
        print(f"{function}: {len(lines)} SASS lines, {len(copies)} chunk copies, "
              f"lines between them {gaps}")


if __name__ == "__main__":
    main()
