#!/usr/bin/env bash
# ncu of each case's chosen plan alone (its second launch by `cutt-bench
# --launch-candidates`, which launches the model's choice first, twice):
# the metrics of tools/ncu-metrics.txt plus the issue and shared-memory
# pipes' use, clocks and caches as they are, one ncu process per case.
# Cheaper than `gpu-run.sh profile`, which profiles every candidate.
# Usage: OUT=DIR tools/profile-chosen.sh CASEFILE... (on the GPU machine,
# after dist/ is unpacked); writes $OUT/chosen-profile.{csv,log}.
set -uo pipefail
cd "$(dirname "$0")/.."
ncu=$(command -v ncu || ls /usr/local/cuda*/bin/ncu 2>/dev/null | head -1)
out=${OUT:?OUT names the results folder}
if [ -z "$ncu" ]; then
  echo "SKIPPED (not run): profile-chosen: no ncu on PATH or in /usr/local/cuda*/bin" | tee "$out/chosen-profile.log"
  exit 0
fi
bench=${BENCH:-./dist/cutt-bench}
metrics="$(paste -sd, tools/ncu-metrics.txt),sm__inst_issued.avg.pct_of_peak_sustained_active,l1tex__data_pipe_lsu_wavefronts_mem_shared.avg.pct_of_peak_sustained_elapsed"
tmp=$(mktemp -d)
: > "$out/chosen-profile.csv"
grep -hv '^#' "$@" | grep -v '^ *$' | while read -r line; do
  echo "$line" > "$tmp/case.txt"
  # cutt-bench's own lines (which launch is which) come out beside ncu's CSV.
  "$ncu" --clock-control none --cache-control none --kernel-name regex:cutt_ --launch-skip 1 \
    --launch-count 1 --metrics "$metrics" --csv --page raw "$bench" --launch-candidates \
    "$tmp/case.txt" > "$tmp/one.csv" 2> "$tmp/one.err" || tail -3 "$tmp/one.err"
  python3 - "$tmp/one.csv" "$(grep -m1 ' choice 0: ' "$tmp/one.csv")" >> "$out/chosen-profile.csv" <<'PY'
import csv, sys
rows = list(csv.reader(open(sys.argv[1])))
at = next((i for i, r in enumerate(rows) if "Kernel Name" in r), None)
if at is None:
    sys.exit(0)
header = rows[at]
data = [r for r in rows[at + 2:] if len(r) == len(header) and r[0].isdigit()]
for row in data:
    values = dict(zip(header, row))
    print("\t".join([sys.argv[2]] + [f"{k}={v}" for k, v in values.items()]))
PY
done
rm -rf "$tmp"
python3 - "$out/chosen-profile.csv" <<'PY' | tee "$out/chosen-profile.log"
import sys
cols = [("us", "gpu__time_duration.sum", 1e-3), ("warps%", "sm__warps_active.avg.pct_of_peak_sustained_active", 1),
        ("issue%", "sm__inst_issued.avg.pct_of_peak_sustained_active", 1),
        ("smem%", "l1tex__data_pipe_lsu_wavefronts_mem_shared.avg.pct_of_peak_sustained_elapsed", 1),
        ("dram%", "dram__throughput.avg.pct_of_peak_sustained_elapsed", 1),
        ("bank", "l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum", 1e-6),
        ("lsb%", "smsp__warp_issue_stalled_long_scoreboard_per_warp_active.pct", 1),
        ("bar%", "smsp__warp_issue_stalled_barrier_per_warp_active.pct", 1),
        ("lgt%", "smsp__warp_issue_stalled_lg_throttle_per_warp_active.pct", 1),
        ("mio%", "smsp__warp_issue_stalled_mio_throttle_per_warp_active.pct", 1),
        ("ssb%", "smsp__warp_issue_stalled_short_scoreboard_per_warp_active.pct", 1)]
print("  ".join(f"{h:>7}" for h, _, _ in cols) + "  case (bank: millions of conflicts)")
for line in open(sys.argv[1]):
    fields = line.rstrip("\n").split("\t")
    values = dict(f.split("=", 1) for f in fields[1:] if "=" in f)
    def num(m, scale):
        try:
            return f"{float(values[m].replace(',', '')) * scale:7.1f}"
        except (KeyError, ValueError):
            return f"{'?':>7}"
    print("  ".join(num(m, s) for _, m, s in cols) + "  " + fields[0][:160])
PY
