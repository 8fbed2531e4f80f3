#!/usr/bin/env bash
# build.sh LIBDIR INCLUDEDIR OUTDIR
# Builds the Fortran module (INCLUDEDIR/cutt.f90 where an install tree has
# it, else the one beside this script) and the example with gfortran into
# OUTDIR, against LIBDIR/libcutt.so and, separately, LIBDIR/libcutt.a;
# runs both. Prints PASS, FAIL or SKIP per step and a summary; exits
# non-zero if anything failed. The transpose itself needs an NVIDIA GPU and
# driver: without them the example reports it skipped, never passed.
# FC and FFLAGS override the compiler and its flags.
#
# Where there is no gfortran (a GPU machine without a package registry),
# an OUTDIR/example_static built elsewhere and copied there is run instead:
# it needs only glibc and libgcc_s.
set -u
if [ $# -ne 3 ]; then
  echo "usage: $0 LIBDIR INCLUDEDIR OUTDIR" >&2
  exit 2
fi
LIBDIR=$(realpath "$1") || exit 2
INC=$(realpath "$2") || exit 2
mkdir -p "$3" || exit 2
OUT=$(realpath "$3") || exit 2
HERE=$(cd "$(dirname "$0")" && pwd)
FC=${FC:-gfortran}
FFLAGS=${FFLAGS:--std=f2008 -Wall -Wextra -Werror -pedantic -O2}
# What a Rust staticlib needs from the system (rustc --print native-static-libs).
STATIC_LIBS="-lgcc_s -lutil -lrt -lpthread -lm -ldl -lc"
MODULE=$INC/cutt.f90
[ -f "$MODULE" ] || MODULE=$HERE/cutt.f90

rm -rf "$OUT/build" "$OUT/lib"
mkdir -p "$OUT/build" "$OUT/lib" || exit 1
# Programs look for the SONAME, libcutt.so.1, at run time; a build tree has
# only libcutt.so, so OUT/lib provides the name.
if [ -e "$LIBDIR/libcutt.so.1" ]; then
  ln -s "$LIBDIR/libcutt.so.1" "$OUT/lib/libcutt.so.1"
else
  ln -s "$LIBDIR/libcutt.so" "$OUT/lib/libcutt.so.1"
fi

# The module's codes and functions are the header's: a header regenerated
# with a new code or function must not leave the module behind unnoticed.
t_module_matches_header() {
  local h=$INC/cutt.h
  [ -f "$h" ] || { echo "$h not found"; return 1; }
  sed -n 's/^ *\(CUTT_[A-Z_]*\) = \([0-9]*\),$/\1 \2/p' "$h" | sort > "$OUT/build/codes.h"
  sed -n 's/^ *integer(c_int), parameter, public :: \(CUTT_[A-Z_]*\) = \([0-9]*\)_c_int$/\1 \2/p' \
    "$MODULE" | sort > "$OUT/build/codes.f90"
  grep -o '^\(cuttResult\|void\) \(cutt[A-Za-z]*\)(' "$h" | sed 's/.* //; s/($//' | sort \
    > "$OUT/build/functions.h"
  grep -o 'bind(C, name="cutt[A-Za-z]*")' "$MODULE" | sed 's/.*name="//; s/")$//' | sort \
    > "$OUT/build/functions.f90"
  [ -s "$OUT/build/codes.h" ] && [ -s "$OUT/build/functions.h" ] ||
    { echo "no codes or functions read from $h"; return 1; }
  diff -u "$OUT/build/codes.h" "$OUT/build/codes.f90" &&
    diff -u "$OUT/build/functions.h" "$OUT/build/functions.f90" &&
    echo "$(wc -l < "$OUT/build/codes.h") codes and $(wc -l < "$OUT/build/functions.h") functions, as in $h"
}

t_compile() {
  echo "$FC $FFLAGS -c $MODULE; $FC $FFLAGS -c $HERE/example.f90"
  # shellcheck disable=SC2086 # flag lists are meant to split
  (cd "$OUT/build" && $FC $FFLAGS -c "$MODULE" -o cutt.o &&
    $FC $FFLAGS -c "$HERE/example.f90" -o example.o) && echo "compiled $(basename "$MODULE") and example.f90"
}

# Linked with libcutt.so; libgfortran stays shared, as is usual.
t_example_shared() {
  [ -f "$OUT/build/example.o" ] || { echo "not compiled"; return 1; }
  $FC -o "$OUT/example_shared" "$OUT/build/example.o" "$OUT/build/cutt.o" \
    -L"$LIBDIR" -lcutt -Wl,-rpath,"$OUT/lib" -ldl || return 1
  GFORTRAN_UNBUFFERED_PRECONNECTED=y "$OUT/example_shared"
}

# Linked with libcutt.a, libgfortran.a and libquadmath.a (which
# libgfortran.a calls): needs only glibc and libgcc_s at run time, so the
# binary can be copied to a machine without gfortran or libcutt. The
# driver would add libquadmath as a shared library (GCC 12 has no
# -static-libquadmath), so its archive is named right after libgfortran.
t_example_static() {
  [ -f "$OUT/build/example.o" ] || { echo "not compiled"; return 1; }
  local quadmath
  quadmath=$("$FC" -print-file-name=libquadmath.a)
  # Platforms without __float128 have no libquadmath: nothing to add.
  [ -f "$quadmath" ] || quadmath=
  echo "link: $FC -static-libgfortran example.o cutt.o -lgfortran $quadmath $LIBDIR/libcutt.a $STATIC_LIBS"
  # shellcheck disable=SC2086
  $FC -static-libgfortran -o "$OUT/example_static" "$OUT/build/example.o" "$OUT/build/cutt.o" \
    -lgfortran $quadmath "$LIBDIR/libcutt.a" $STATIC_LIBS || return 1
  local needed
  needed=$(readelf -d "$OUT/example_static" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | tr '\n' ' ')
  echo "needs at run time: $needed"
  case " $needed" in
    *" libcutt"* | *" libgfortran"* | *" libquadmath"*)
      echo "example_static still needs a shared libcutt, libgfortran or libquadmath"; return 1 ;;
  esac
  GFORTRAN_UNBUFFERED_PRECONNECTED=y "$OUT/example_static"
}

t_example_prebuilt() {
  echo "built $(date -r "$OUT/example_static" '+%F %T')"
  GFORTRAN_UNBUFFERED_PRECONNECTED=y "$OUT/example_static"
}

passed=0 failed=0 skipped=0
# run NAME: runs t_NAME with its output in OUT/build/NAME.log and reports
# every PASS/SKIP/FAIL line the step printed, or its last line. A step
# whose output has a SKIP line is counted skipped even though its other
# checks passed, since the point of it was not reached.
run() {
  local name=$1 log=$OUT/build/$1.log
  if "t_$name" > "$log" 2>&1; then
    grep -E '^(PASS|SKIP)' "$log" | sed "s/^\([A-Z]*\):\{0,1\} */\1 $name: /"
    if grep -q '^SKIP' "$log"; then
      skipped=$((skipped + 1))
    else
      grep -q '^PASS' "$log" || echo "PASS $name: $(tail -n 1 "$log")"
      passed=$((passed + 1))
    fi
  else
    echo "FAIL $name:"
    sed 's/^/    /' "$log"
    failed=$((failed + 1))
  fi
}

echo "module: $MODULE; library: $LIBDIR; static link flags: $STATIC_LIBS"
run module_matches_header
if command -v "$FC" > /dev/null; then
  echo "compiler: $("$FC" --version | head -n 1); flags: $FFLAGS"
  run compile
  run example_shared
  run example_static
elif [ -x "$OUT/example_static" ]; then
  echo "SKIP compile, example_shared, example_static: $FC not found; running $OUT/example_static, built earlier"
  skipped=$((skipped + 1))
  run example_prebuilt
else
  echo "FAIL compile: $FC not found (Debian/Ubuntu: apt-get install -y gfortran), and no $OUT/example_static built elsewhere to run"
  failed=$((failed + 1))
fi
echo "summary: $passed passed, $failed failed, $skipped skipped (logs in $OUT/build)"
[ "$failed" -eq 0 ]
