#!/usr/bin/env bash
# run.sh LIBDIR INCLUDEDIR [CUDA_INCLUDE_DIRS...]
# Builds the C/C++ ABI tests into ctest/build against LIBDIR/libcutt.{so,a}
# and INCLUDEDIR/cutt.h, runs those that need no GPU, and runs the example too
# (it reports itself skipped where there is no driver or GPU). Prints PASS,
# FAIL or SKIP per test and a summary; exits non-zero if anything failed.
set -u
if [ $# -lt 2 ]; then
  echo "usage: $0 LIBDIR INCLUDEDIR [CUDA_INCLUDE_DIRS...]" >&2
  exit 2
fi
LIBDIR=$(realpath "$1") || exit 2
INC=$(realpath "$2") || exit 2
shift 2
HERE=$(cd "$(dirname "$0")" && pwd)
BUILD=$HERE/build
CC=${CC:-cc}
CXX=${CXX:-c++}
CFLAGS="-std=c11 -Wall -Wextra -Werror -pedantic -I$INC -I$HERE"
CXXFLAGS="-std=c++11 -Wall -Wextra -Werror -pedantic -I$INC -I$HERE"
# What a Rust staticlib needs from the system (rustc --print native-static-libs).
STATIC_LIBS="-lgcc_s -lutil -lrt -lpthread -lm -ldl -lc"
# The programs need libcutt.so.1 (the SONAME) at run time; build/lib has it.
LINK="-L$LIBDIR -lcutt -Wl,-rpath,$BUILD/lib -ldl"

C_NAMES="cuttPlan cuttPlanMeasure cuttDestroy cuttExecute cuttSetStream cuttInitialize cuttFinalize"
MANGLED="_Z8cuttPlanPjiPiS0_mP11CUstream_st _Z15cuttPlanMeasurePjiPiS0_mP11CUstream_stPvS3_
  _Z11cuttDestroyj _Z11cuttExecutejPvS_ _Z11cuttExecutejPKvPv _Z14cuttInitializev
  _Z12cuttFinalizev _Z8cuttPlanPjiPiS0_m _Z13cuttSetStreamjP11CUstream_st"

rm -rf "$BUILD"
mkdir -p "$BUILD/lib" || exit 1
ln -s "$LIBDIR/libcutt.so" "$BUILD/lib/libcutt.so.1"

# sorted NAMES...: one name a line, in a fixed order, for comparisons.
sorted() { printf '%s\n' "$@" | LC_ALL=C sort; }

# The library exports the C names and the mangled aliases, nothing else, and
# is called libcutt.so.1 at run time.
t_exports() {
  local lib=$LIBDIR/libcutt.so
  readelf -d "$lib" | grep -q 'SONAME.*\[libcutt\.so\.1\]' || {
    echo "SONAME is not libcutt.so.1:"; readelf -d "$lib" | grep SONAME; return 1; }
  # Version suffixes (name@@VERSION) and version-node symbols (type A) aside.
  nm -D --defined-only "$lib" | awk '$2 != "A" { sub(/@.*/, "", $3); print $3 }' |
    LC_ALL=C sort > "$BUILD/exports.got"
  # shellcheck disable=SC2086 # lists are meant to split
  sorted $C_NAMES $MANGLED > "$BUILD/exports.want"
  diff -u "$BUILD/exports.want" "$BUILD/exports.got" && echo "16 symbols, SONAME libcutt.so.1"
}

t_api_c() {
  $CC $CFLAGS -c "$HERE/api_c.c" -o "$BUILD/api_c.o" &&
    $CC -o "$BUILD/api_c" "$BUILD/api_c.o" $LINK && "$BUILD/api_c"
}

t_api_cpp() {
  $CXX $CXXFLAGS -c "$HERE/api_cpp.cpp" -o "$BUILD/api_cpp.o" &&
    $CXX -o "$BUILD/api_cpp" "$BUILD/api_cpp.o" $LINK && "$BUILD/api_cpp"
}

# Built against the original C++ prototypes: must bind all nine mangled
# aliases and no C name.
t_orig_proto() {
  $CXX $CXXFLAGS -c "$HERE/orig_proto.cpp" -o "$BUILD/orig_proto.o" || return 1
  nm -u "$BUILD/orig_proto.o" | awk '$2 ~ /cutt/ { print $2 }' | LC_ALL=C sort > "$BUILD/orig.got"
  # shellcheck disable=SC2086
  sorted $MANGLED > "$BUILD/orig.want"
  diff -u "$BUILD/orig.want" "$BUILD/orig.got" || return 1
  $CXX -o "$BUILD/orig_proto" "$BUILD/orig_proto.o" $LINK && "$BUILD/orig_proto"
}

# api_c linked with libcutt.a: must need no libcutt.so at run time.
t_api_c_static() {
  [ -f "$BUILD/api_c.o" ] || $CC $CFLAGS -c "$HERE/api_c.c" -o "$BUILD/api_c.o" || return 1
  echo "link: $CC api_c.o $LIBDIR/libcutt.a $STATIC_LIBS"
  # shellcheck disable=SC2086
  $CC -o "$BUILD/api_c_static" "$BUILD/api_c.o" "$LIBDIR/libcutt.a" $STATIC_LIBS || return 1
  if readelf -d "$BUILD/api_c_static" | grep NEEDED | grep -q libcutt; then
    echo "api_c_static still needs a shared libcutt"; return 1
  fi
  "$BUILD/api_c_static"
}

t_header_compat() { "$HERE/header_compat.sh" "$INC" "$@"; }

t_preload() { "$HERE/preload/test.sh" "$LIBDIR" "$BUILD/preload"; }

t_example() {
  $CC $CFLAGS -o "$BUILD/example" "$HERE/example.c" $LINK && "$BUILD/example"
}

passed=0 failed=0 skipped=0
# run NAME ARGS...: runs t_NAME ARGS with its output in build/NAME.log; shows
# the last line when it passes, everything when it fails.
run() {
  local name=$1 log=$BUILD/$1.log
  shift
  if "t_$name" "$@" > "$log" 2>&1; then
    if grep -q 'skipped (not run)' "$log"; then
      echo "SKIP $name: $(tail -n 1 "$log")"
      skipped=$((skipped + 1))
    else
      echo "PASS $name: $(tail -n 1 "$log")"
      passed=$((passed + 1))
    fi
  else
    echo "FAIL $name:"
    sed 's/^/    /' "$log"
    failed=$((failed + 1))
  fi
}

echo "compilers: $CC, $CXX; static link flags: $STATIC_LIBS"
run exports
run api_c
run api_cpp
run orig_proto
run api_c_static
run header_compat "$@"
run preload
run example
echo "summary: $passed passed, $failed failed, $skipped skipped (logs in $BUILD)"
[ "$failed" -eq 0 ]
