#!/usr/bin/env bash
# install_test.sh: installs libcutt (make install) into a temporary prefix and
# builds install_probe.c against the installed tree every way a user would,
# then runs each program:
#   plain            -I$PREFIX/include -L$PREFIX/lib -lcutt
#   pkgconfig        pkg-config --cflags --libs libcutt
#   cmake            find_package(cutt) and cutt::cutt (install_cmake/)
#   static           $PREFIX/lib/libcutt.a and the documented system libraries
#   pkgconfig_static pkg-config --static --libs libcutt
#   cmake_static     cutt::cutt_static
#   talsh            TAL-SH's layout: -I$PATH_CUTT/include, $PATH_CUTT/lib/libcutt.a
#   talsh_repack     what TAL-SH's Makefile then does: ar x libcutt.a and put
#                    the objects in its own libtalsh.a and libtalsh.so
# and checks the layout, DESTDIR staging, a moved tree (CMake) and the CMake
# version check. Prints PASS, FAIL or SKIP per variant; exits non-zero if any
# failed, and also if any was skipped (a missing cmake or pkg-config) unless
# ALLOW_SKIP=1. CC, CMAKE, PKG_CONFIG and MAKE pick the tools.
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/.." && pwd)
CC=${CC:-cc}
CMAKE=${CMAKE:-cmake}
PKG_CONFIG=${PKG_CONFIG:-pkg-config}
MAKE=${MAKE:-make}
CFLAGS=(-std=c11 -Wall -Wextra -Werror -pedantic)
# What a Rust staticlib needs from the system (rustc --print native-static-libs).
STATIC_LIBS=(-lgcc_s -lutil -lrt -lpthread -lm -ldl -lc)
PROBE=$HERE/install_probe.c

# A LD_LIBRARY_PATH naming target/release would make the shared variants load
# the build tree's library instead of the installed one they must prove.
unset LD_LIBRARY_PATH

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
PREFIX=$WORK/prefix
BUILD=$WORK/build
mkdir -p "$BUILD"

VERSION=$(cd "$ROOT" && cargo metadata --no-deps --format-version 1 |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["packages"][0]["version"])')

# Inside a variant (a subshell): end it as failed, or as skipped.
fail() { echo "$*"; exit 1; }
skip() { echo "$*"; exit 77; }

need_pkg_config() {
  command -v "$PKG_CONFIG" > /dev/null ||
    skip "pkg-config not found (PKG_CONFIG=$PKG_CONFIG): pip install pkgconf, or apt-get install pkg-config"
}
need_cmake() {
  command -v "$CMAKE" > /dev/null ||
    skip "cmake not found (CMAKE=$CMAKE): pip install cmake, or apt-get install cmake"
}

# uses_installed PROGRAM [LIBDIR]: PROGRAM loads libcutt.so.1 from LIBDIR
# (default $PREFIX/lib).
uses_installed() {
  local want got
  want=$(realpath "${2:-$PREFIX/lib}/libcutt.so.1")
  got=$(ldd "$1" | awk '$1 == "libcutt.so.1" { print $3 }')
  [ -n "$got" ] || fail "$1 does not load libcutt.so.1: $(ldd "$1")"
  [ "$(realpath "$got")" = "$want" ] || fail "$1 loads $got, not $want"
}

# no_shared_cutt PROGRAM: PROGRAM has libcutt linked in, not as a library.
# (Output is captured before matching: with pipefail, grep -q quitting early
# can fail the pipeline and turn a match into a miss.)
no_shared_cutt() {
  local dynamic
  dynamic=$(readelf -d "$1")
  if [[ $dynamic == *"NEEDED"*"[libcutt"* ]]; then
    fail "$1 needs a shared libcutt: $(grep NEEDED <<< "$dynamic")"
  fi
}

# cmake_build DIR PREFIX_PATH TARGET: configures install_cmake/ in DIR against
# PREFIX_PATH and builds TARGET; checks that the package came from PREFIX_PATH.
cmake_build() {
  local dir=$1 prefix_path=$2 target=$3
  "$CMAKE" -S "$HERE/install_cmake" -B "$dir" -DCMAKE_PREFIX_PATH="$prefix_path"
  grep -qxF "cutt_DIR:PATH=$prefix_path/lib/cmake/cutt" "$dir/CMakeCache.txt" ||
    fail "find_package(cutt) did not use $prefix_path: $(grep '^cutt_DIR' "$dir/CMakeCache.txt")"
  "$CMAKE" --build "$dir" --target "$target" -- VERBOSE=1
}

compile_probe() { "$CC" "${CFLAGS[@]}" -I"$PREFIX/include" -c "$PROBE" -o "$1"; }

t_install() {
  "$MAKE" --no-print-directory -C "$ROOT" install PREFIX="$PREFIX"
  local f
  for f in include/cutt.h include/cutt.f90 lib/libcutt.so.1 lib/libcutt.a lib/pkgconfig/libcutt.pc \
    lib/cmake/cutt/cuttConfig.cmake lib/cmake/cutt/cuttConfigVersion.cmake; do
    [ -f "$PREFIX/$f" ] && [ ! -L "$PREFIX/$f" ] || fail "$PREFIX/$f is not a regular file"
  done
  [ "$(readlink "$PREFIX/lib/libcutt.so")" = libcutt.so.1 ] ||
    fail "lib/libcutt.so is not a symlink to libcutt.so.1: $(ls -l "$PREFIX/lib/libcutt.so")"
  cmp "$ROOT/include/cutt.h" "$PREFIX/include/cutt.h"
  cmp "$ROOT/fortran/cutt.f90" "$PREFIX/include/cutt.f90"
  cmp "$ROOT/target/release/libcutt.so" "$PREFIX/lib/libcutt.so.1"
  diff <(ar t "$ROOT/target/release/libcutt.a") <(ar t "$PREFIX/lib/libcutt.a") ||
    fail "installed libcutt.a has other members than target/release/libcutt.a"
  local dynamic sections
  sections=$(readelf -S -W "$PREFIX/lib/libcutt.a")
  if [[ $sections == *".llvmbc"* ]]; then
    fail "installed libcutt.a still embeds LLVM bitcode (.llvmbc), which breaks TAL-SH's repacking"
  fi
  dynamic=$(readelf -d "$PREFIX/lib/libcutt.so.1")
  [[ $dynamic == *"(SONAME)"*"[libcutt.so.1]"* ]] || fail "installed libcutt.so.1 has another SONAME"
  local pc=$PREFIX/lib/pkgconfig/libcutt.pc
  grep -qxF "prefix=$PREFIX" "$pc" || fail "$pc: prefix is not $PREFIX"
  grep -qxF "Version: $VERSION" "$pc" || fail "$pc: Version is not $VERSION (Cargo.toml)"
  grep -qxF "Libs: -L\${libdir} -lcutt" "$pc" || fail "$pc: unexpected Libs"
  grep -qxF "Libs.private: ${STATIC_LIBS[*]}" "$pc" || fail "$pc: Libs.private is not ${STATIC_LIBS[*]}"
  grep -q "set(PACKAGE_VERSION \"$VERSION\")" "$PREFIX/lib/cmake/cutt/cuttConfigVersion.cmake" ||
    fail "cuttConfigVersion.cmake does not say $VERSION"
  echo "layout as documented, libcutt $VERSION, SONAME libcutt.so.1, archive without bitcode"
}

t_destdir() {
  # A prefix that exists nowhere, so that anything written outside DESTDIR shows.
  local prefix=/nonexistent/libcutt-install-test-$$ stage=$WORK/stage
  "$MAKE" --no-print-directory -C "$ROOT" install PREFIX="$prefix" DESTDIR="$stage"
  [ ! -e "$prefix" ] || fail "make install wrote to $prefix despite DESTDIR"
  local f
  for f in include/cutt.h lib/libcutt.so.1 lib/libcutt.so lib/libcutt.a \
    lib/pkgconfig/libcutt.pc lib/cmake/cutt/cuttConfig.cmake lib/cmake/cutt/cuttConfigVersion.cmake; do
    [ -e "$stage$prefix/$f" ] || fail "$stage$prefix/$f is missing"
  done
  grep -qxF "prefix=$prefix" "$stage$prefix/lib/pkgconfig/libcutt.pc" ||
    fail "libcutt.pc names another prefix than $prefix"
  if grep -rlF "$stage" "$stage$prefix/lib/pkgconfig" "$stage$prefix/lib/cmake"; then
    fail "installed files mention the staging directory $stage"
  fi
  echo "staged in DESTDIR$prefix, files name $prefix only"
}

t_plain() {
  "$CC" "${CFLAGS[@]}" -I"$PREFIX/include" "$PROBE" -o "$BUILD/plain" \
    -L"$PREFIX/lib" -lcutt -Wl,-rpath,"$PREFIX/lib"
  uses_installed "$BUILD/plain"
  "$BUILD/plain"
}

t_pkgconfig() {
  need_pkg_config
  export PKG_CONFIG_PATH=$PREFIX/lib/pkgconfig
  local modversion cflags libs libdir
  modversion=$("$PKG_CONFIG" --modversion libcutt)
  [ "$modversion" = "$VERSION" ] || fail "pkg-config --modversion: $modversion, not $VERSION"
  cflags=$("$PKG_CONFIG" --cflags libcutt)
  libs=$("$PKG_CONFIG" --libs libcutt)
  libdir=$("$PKG_CONFIG" --variable=libdir libcutt)
  echo "pkg-config --cflags --libs libcutt: $cflags $libs"
  # shellcheck disable=SC2086 # pkg-config's output is meant to split
  "$CC" "${CFLAGS[@]}" $cflags "$PROBE" -o "$BUILD/pkgconfig" $libs -Wl,-rpath,"$libdir"
  uses_installed "$BUILD/pkgconfig"
  "$BUILD/pkgconfig"
}

t_cmake() {
  need_cmake
  cmake_build "$BUILD/cmake" "$PREFIX" probe
  uses_installed "$BUILD/cmake/probe"
  "$BUILD/cmake/probe"
}

t_cmake_moved() {
  need_cmake
  # The package config finds its prefix from its own location.
  cp -a "$PREFIX" "$WORK/moved"
  cmake_build "$BUILD/cmake_moved" "$WORK/moved" probe
  uses_installed "$BUILD/cmake_moved/probe" "$WORK/moved/lib"
  "$BUILD/cmake_moved/probe"
}

t_cmake_version() {
  need_cmake
  # request VERSION yes|no: whether find_package(cutt VERSION) must succeed.
  local n=0
  request() {
    n=$((n + 1))
    local dir=$BUILD/cmake_version_$n
    if "$CMAKE" -S "$HERE/install_cmake" -B "$dir" -DCMAKE_PREFIX_PATH="$PREFIX" \
      -DCUTT_REQUEST_VERSION="$1" > "$dir.log" 2>&1; then
      [ "$2" = yes ] || fail "find_package(cutt $1) accepted libcutt $VERSION"
    else
      [ "$2" = no ] || { cat "$dir.log"; fail "find_package(cutt $1) rejected libcutt $VERSION"; }
      grep -q 'requested version' "$dir.log" || { cat "$dir.log"; fail "find_package(cutt $1) failed for another reason"; }
    fi
    echo "find_package(cutt $1): $([ "$2" = yes ] && echo found || echo rejected)"
  }
  local major=${VERSION%%.*}
  request "$major.0" yes
  request "$VERSION" yes
  request "$((major + 1)).0" no
  request "$major.99" no
  # find_package takes version ranges from CMake 3.19 on.
  local cmake_version
  cmake_version=$("$CMAKE" --version | awk 'NR == 1 { print $3 }')
  if [ "$(printf '%s\n' 3.19 "$cmake_version" | sort -V | head -n 1)" = 3.19 ]; then
    request "$major.0...$((major + 1)).0" yes
    request "0.1...<$major.0" no
    echo "version file: $VERSION compatible with $major.x up to itself, ranges honoured"
  else
    echo "version file: $VERSION compatible with $major.x up to itself (ranges not checked: cmake $cmake_version < 3.19)"
  fi
}

t_static() {
  compile_probe "$BUILD/static.o"
  echo "link: $CC static.o $PREFIX/lib/libcutt.a ${STATIC_LIBS[*]}"
  "$CC" "$BUILD/static.o" -o "$BUILD/static" "$PREFIX/lib/libcutt.a" "${STATIC_LIBS[@]}"
  no_shared_cutt "$BUILD/static"
  "$BUILD/static"
}

t_pkgconfig_static() {
  need_pkg_config
  export PKG_CONFIG_PATH=$PREFIX/lib/pkgconfig
  local cflags libs words word linked=() flag
  cflags=$("$PKG_CONFIG" --cflags libcutt)
  libs=$("$PKG_CONFIG" --static --libs libcutt)
  read -ra words <<< "$libs"
  echo "pkg-config --static --libs libcutt: $libs"
  for flag in -lcutt "${STATIC_LIBS[@]}"; do
    [[ " $libs " == *" $flag "* ]] || fail "pkg-config --static --libs lacks $flag"
  done
  # libcutt.so lies beside libcutt.a and the linker prefers it for -lcutt;
  # -l:libcutt.a names the archive, as a static build has to.
  for word in "${words[@]}"; do
    if [ "$word" = -lcutt ]; then linked+=(-l:libcutt.a); else linked+=("$word"); fi
  done
  # shellcheck disable=SC2086 # pkg-config's output is meant to split
  "$CC" "${CFLAGS[@]}" $cflags "$PROBE" -o "$BUILD/pkgconfig_static" "${linked[@]}"
  no_shared_cutt "$BUILD/pkgconfig_static"
  "$BUILD/pkgconfig_static"
}

t_cmake_static() {
  need_cmake
  cmake_build "$BUILD/cmake_static" "$PREFIX" probe_static
  no_shared_cutt "$BUILD/cmake_static/probe_static"
  "$BUILD/cmake_static/probe_static"
}

# TAL-SH builds with -I$(PATH_CUTT)/include and names $(PATH_CUTT)/lib/libcutt.a.
t_talsh() {
  "$CC" "${CFLAGS[@]}" -I"$PREFIX/include" -c "$PROBE" -o "$BUILD/talsh.o"
  "$CC" "$BUILD/talsh.o" -o "$BUILD/talsh" "$PREFIX/lib/libcutt.a" "${STATIC_LIBS[@]}"
  no_shared_cutt "$BUILD/talsh"
  "$BUILD/talsh"
}

# TAL-SH's Makefile unpacks libcutt.a (ar x; mv *.o tmp_obj__) into its own
# libtalsh.a and links libtalsh.so from the objects (-shared): member names
# must be unique and end in .o, and the objects must be position-independent.
t_talsh_repack() {
  local dir=$BUILD/talsh_repack
  mkdir -p "$dir/tmp_obj__" "$dir/OBJ"
  compile_probe "$dir/OBJ/main.o"
  (cd "$dir" && ar x "$PREFIX/lib/libcutt.a" && mv ./*.o tmp_obj__/)
  local members extracted
  members=$(ar t "$PREFIX/lib/libcutt.a" | wc -l)
  extracted=$(find "$dir/tmp_obj__" -name '*.o' | wc -l)
  [ "$members" -eq "$extracted" ] ||
    fail "ar x gave $extracted objects for $members members (names collide or do not end in .o)"
  (cd "$dir" && ar cr libtalsh.a tmp_obj__/*.o && "$CC" -shared -o libtalsh.so tmp_obj__/*.o)
  "$CC" "$dir/OBJ/main.o" -o "$dir/probe_a" "$dir/libtalsh.a" "${STATIC_LIBS[@]}"
  "$CC" "$dir/OBJ/main.o" -o "$dir/probe_so" -L"$dir" -ltalsh -Wl,-rpath,"$dir" "${STATIC_LIBS[@]}"
  no_shared_cutt "$dir/probe_a"
  no_shared_cutt "$dir/probe_so"
  "$dir/probe_a"
  "$dir/probe_so"
  echo "$members objects repacked into libtalsh.a and libtalsh.so; both run"
}

passed=0 failed=0 skipped=0
# run NAME: runs t_NAME in a subshell with errexit (an if-condition would
# turn errexit off inside it) and its output in $BUILD/NAME.log; shows the
# last line on PASS or SKIP, the whole log on FAIL.
run() {
  local name=$1 log=$BUILD/$1.log status
  set +e
  (set -e; "t_$name") > "$log" 2>&1
  status=$?
  set -e
  case $status in
    0) echo "PASS $name: $(tail -n 1 "$log")"; passed=$((passed + 1)) ;;
    77) echo "SKIP $name: $(tail -n 1 "$log")"; skipped=$((skipped + 1)) ;;
    *)
      echo "FAIL $name:"
      sed 's/^/    /' "$log"
      failed=$((failed + 1))
      ;;
  esac
}

version_of() { if command -v "$1" > /dev/null; then "$1" --version 2> /dev/null | head -n 1; else echo "not found"; fi; }
echo "install test of libcutt $VERSION in $PREFIX"
echo "CC: $(version_of "$CC"); cmake: $(version_of "$CMAKE"); pkg-config: $(version_of "$PKG_CONFIG")"
run install
if [ "$failed" -ne 0 ]; then
  echo "summary: make install failed; nothing else was tried"
  exit 1
fi
for variant in destdir plain pkgconfig cmake cmake_moved cmake_version \
  static pkgconfig_static cmake_static talsh talsh_repack; do
  run "$variant"
done
echo "summary: $passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ] || exit 1
if [ "$skipped" -ne 0 ] && [ "${ALLOW_SKIP:-0}" != 1 ]; then
  echo "install_test.sh: $skipped variant(s) skipped for missing tools; install them" \
    "(see the SKIP lines) or set ALLOW_SKIP=1 to accept" >&2
  exit 1
fi
