#!/bin/sh
# test.sh LIBDIR OUTDIR: can libcutt replace the original C++ cuTT under an
# application that was built against the original, without rebuilding it (by
# LD_PRELOAD) and by relinking it (-lcutt, which records the SONAME
# libcutt.so.1)? Prints one line per step; exits non-zero if any step fails.
set -u
LIB=$(realpath "$1/libcutt.so") || exit 1
OUT=$2
HERE=$(cd "$(dirname "$0")" && pwd)
CXX=${CXX:-c++}
FLAGS="-std=c++11 -Wall -Wextra -Werror -pedantic"
status=0

mkdir -p "$OUT/standin" "$OUT/real" || exit 1

# step NAME EXPECTED COMMAND...: runs COMMAND, compares its output.
step() {
  name=$1 want=$2
  shift 2
  got=$("$@" 2>&1)
  if [ "$got" = "$want" ]; then
    echo "ok   $name: $got"
  else
    echo "FAIL $name: got '$got', expected '$want'"
    status=1
  fi
}

$CXX $FLAGS -shared -fPIC -o "$OUT/standin/libcutt.so" "$HERE/standin.cpp" || exit 1
$CXX $FLAGS -o "$OUT/prog" "$HERE/prog.cpp" -L"$OUT/standin" -lcutt \
  -Wl,-rpath,"$OUT/standin" || exit 1

step "stand-in answers" "5 5" "$OUT/prog"
step "LD_PRELOAD=libcutt.so answers" "2 1" env LD_PRELOAD="$LIB" "$OUT/prog"

# Relink: the run-time name is the SONAME, which only the symlink provides.
ln -sf "$LIB" "$OUT/real/libcutt.so.1"
$CXX $FLAGS -o "$OUT/prog_relinked" "$HERE/prog.cpp" -L"$1" -lcutt \
  -Wl,-rpath,"$OUT/real" || exit 1
step "relinked program needs" "libcutt.so.1" \
  sh -c "readelf -d '$OUT/prog_relinked' | sed -n 's/.*NEEDED.*\[\(libcutt[^]]*\)\]/\1/p'"
step "relinked program gets libcutt" "2 1" "$OUT/prog_relinked"
exit $status
