#!/usr/bin/env bash
# Profiles an experiment built by bench/exp/run.sh under ncu (the metrics
# of tools/ncu-metrics.txt, clocks and caches as they are), one line per
# kernel launched: name, then metric=value. Usage: bench/exp/ncu.sh NAME [ARG...]
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
ncu=$(command -v ncu || ls /usr/local/cuda*/bin/ncu | head -1)
name=$1
shift
"$ncu" --clock-control none --cache-control none --metrics "$(paste -sd, "$root/tools/ncu-metrics.txt")" \
  --csv --page raw "/tmp/$name" "$@" > "/tmp/$name.ncu.csv" 2> "/tmp/$name.ncu.err" || {
  tail -5 "/tmp/$name.ncu.err"
  exit 1
}
python3 - "/tmp/$name.ncu.csv" "$root/tools/ncu-metrics.txt" <<'PY'
import csv, sys
rows = list(csv.reader(open(sys.argv[1])))
at = next(i for i, r in enumerate(rows) if "Kernel Name" in r)
header = rows[at]
data = [r for r in rows[at + 2:] if len(r) == len(header) and r[0].isdigit()]
metrics = open(sys.argv[2]).read().split()
for row in data:
    values = dict(zip(header, row))
    print(values["Kernel Name"].split("(")[0], " ".join(f"{m}={values.get(m, '?')}" for m in metrics))
PY
