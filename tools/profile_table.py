#!/usr/bin/env python3
"""Joins ncu's raw CSV of `cutt-bench --launch-candidates` (two launches per
candidate, in the order launches.log lists them) with that list and prints
one line per candidate, from its second launch: time, grid, block,
registers, DRAM bytes and L2 bytes read and written per byte of the tensor,
active warps, warp instructions per byte, shared-memory bank conflicts, and
the share of warps stalled on memory (long scoreboard), on barriers, on a
full global-memory queue (lg throttle), on a full shared-memory queue (mio
throttle), on shared-memory results (short scoreboard) and on draining
stores at exit.

Usage: profile_table.py LAUNCHES_LOG PROFILE_CSV
"""
import csv
import math
import re
import sys

# (heading, metric, how to scale: a factor, or "per byte" of the tensor)
COLUMNS = [
    ("us", "gpu__time_duration.sum", 1e-3),
    ("grid", "launch__grid_size", 1),
    ("block", "launch__block_size", 1),
    ("regs", "launch__registers_per_thread", 1),
    ("dram_rd", "dram__bytes_read.sum", "per byte"),
    ("dram_wr", "dram__bytes_write.sum", "per byte"),
    ("l2_rd", "lts__t_sectors_srcunit_tex_op_read.sum", "sectors per byte"),
    ("l2_wr", "lts__t_sectors_srcunit_tex_op_write.sum", "sectors per byte"),
    ("warps%", "sm__warps_active.avg.pct_of_peak_sustained_active", 1),
    ("inst/B", "smsp__inst_executed.sum", "per byte"),
    ("bank", "l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum", 1),
    ("lsb%", "smsp__warp_issue_stalled_long_scoreboard_per_warp_active.pct", 1),
    ("bar%", "smsp__warp_issue_stalled_barrier_per_warp_active.pct", 1),
    ("lgt%", "smsp__warp_issue_stalled_lg_throttle_per_warp_active.pct", 1),
    ("mio%", "smsp__warp_issue_stalled_mio_throttle_per_warp_active.pct", 1),
    ("ssb%", "smsp__warp_issue_stalled_short_scoreboard_per_warp_active.pct", 1),
    ("drain%", "smsp__warp_issue_stalled_drain_per_warp_active.pct", 1),
]


def number(text):
    try:
        return float(text.replace(",", ""))
    except ValueError:
        return math.nan


def tensor_bytes(launch):
    elem = int(re.search(r" (\d+)B ", launch).group(1))
    dims = re.search(r"\[([0-9, ]+)\]", launch).group(1).split(",")
    return elem * math.prod(int(d) for d in dims)


def scaled(row, metric, scale, bytes_):
    value = number(row.get(metric, ""))
    if scale == "per byte":
        return value / bytes_
    if scale == "sectors per byte":
        return value * 32 / bytes_
    return value * scale


def main():
    launches_log, profile_csv = sys.argv[1:3]
    launches = [line.rstrip("\n") for line in open(launches_log) if " choice " in line]
    with open(profile_csv) as f:
        rows = [r for r in csv.DictReader(l for l in f if l.startswith('"'))
                if r.get("ID", "").isdigit()]
    print("case / candidate\n    " + " ".join(f"{name:>8}" for name, _, _ in COLUMNS))
    for k, launch in enumerate(launches[: len(rows) // 2]):
        row = rows[2 * k + 1]
        values = [scaled(row, m, s, tensor_bytes(launch)) for _, m, s in COLUMNS]
        print(launch[:120])
        print("    " + " ".join(f"{v:>8.3f}" if abs(v) < 1000 else f"{v:>8.0f}" for v in values))


if __name__ == "__main__":
    main()
