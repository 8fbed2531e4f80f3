#!/usr/bin/env bash
# install.sh PREFIX [DESTDIR]
# Installs the built library (target/release) and include/cutt.h under
# DESTDIR/PREFIX:
#   include/cutt.h, include/cutt.f90 (the Fortran module, as source)
#   lib/libcutt.so.1, lib/libcutt.so -> libcutt.so.1, lib/libcutt.a
#   lib/pkgconfig/libcutt.pc
#   lib/cmake/cutt/cuttConfig.cmake, lib/cmake/cutt/cuttConfigVersion.cmake
# from the templates in install/. PREFIX is what the installed files say
# (pkg-config's prefix); DESTDIR only stages them, as packagers expect.
set -euo pipefail

die() { echo "install.sh: $*" >&2; exit 1; }

[ $# -ge 1 ] && [ $# -le 2 ] || die "usage: $0 PREFIX [DESTDIR]"
prefix=$1
destdir=${2:-}
# pkg-config and the linker resolve -I/-L against the current directory,
# and pkg-config splits variables at whitespace.
case $prefix in
  /*) ;;
  *) die "PREFIX must be an absolute path, got '$prefix'" ;;
esac
case $prefix in
  *[[:space:]]*) die "PREFIX must not contain whitespace (pkg-config cannot quote it): '$prefix'" ;;
esac
prefix=${prefix%/}
prefix=${prefix:-/}

root=$(cd "$(dirname "$0")/.." && pwd)
libdir=$root/target/release
header=$root/include/cutt.h
templates=$root/install
for f in "$libdir/libcutt.so" "$libdir/libcutt.a"; do
  [ -f "$f" ] || die "$f is missing: build it first (make lib, or cargo build --release)"
done
[ -f "$header" ] || die "$header is missing: generate it first (make header)"

# What a Rust staticlib needs from the system (rustc --print native-static-libs);
# the same list as ctest/run.sh and README.md.
static_libs=(-lgcc_s -lutil -lrt -lpthread -lm -ldl -lc)
static_names=("${static_libs[@]#-l}")
static_libs_flags=${static_libs[*]}
static_libs_cmake=$(IFS=';'; echo "${static_names[*]}")

# cargo_field KEY: the string KEY of Cargo.toml's [package] table.
cargo_field() {
  awk -v key="$1" '
    /^\[/ { in_package = ($0 == "[package]") }
    in_package && $1 == key && $2 == "=" {
      sub(/^[^=]*= *"/, ""); sub(/" *$/, ""); print; exit
    }' "$root/Cargo.toml"
}
version=$(cargo_field version)
description=$(cargo_field description)
[[ $version =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] ||
  die "could not read a version X.Y.Z from $root/Cargo.toml (got '$version')"
[ -n "$description" ] || die "could not read the description from $root/Cargo.toml"
version_major=${version%%.*}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# render TEMPLATE OUTPUT: TEMPLATE with every @NAME@ replaced. Bash
# substitution rather than sed, so that no character of a path needs
# escaping; the replacements are quoted so that '&' stays literal.
render() {
  local text
  text=$(<"$1")
  text=${text//@PREFIX@/"$prefix"}
  text=${text//@VERSION@/"$version"}
  text=${text//@VERSION_MAJOR@/"$version_major"}
  text=${text//@DESCRIPTION@/"$description"}
  text=${text//@STATIC_LIBS@/"$static_libs_flags"}
  text=${text//@STATIC_LIBS_CMAKE@/"$static_libs_cmake"}
  if [[ $text =~ @[A-Z_]+@ ]]; then
    die "$1: no value for ${BASH_REMATCH[0]}"
  fi
  printf '%s\n' "$text" > "$2"
}
# Rust's prebuilt standard library carries its LLVM bitcode in .llvmbc
# sections, used only by Rust-side LTO. TAL-SH unpacks libcutt.a and
# re-archives the objects with ar, and where binutils loads an older LLVM
# gold plugin (/usr/lib/bfd-plugins, from llvm-N-linker-tools) that plugin
# fails on the newer bitcode and ar indexes no symbol of those objects: the
# link then misses core and alloc. Without the sections the objects are
# plain ELF to every tool.
"${OBJCOPY:-objcopy}" --remove-section=.llvmbc --remove-section=.llvmcmd \
  "$libdir/libcutt.a" "$work/libcutt.a"

render "$templates/libcutt.pc.in" "$work/libcutt.pc"
render "$templates/cuttConfig.cmake.in" "$work/cuttConfig.cmake"
render "$templates/cuttConfigVersion.cmake.in" "$work/cuttConfigVersion.cmake"

dest=$destdir$prefix
install -d "$dest/include" "$dest/lib/pkgconfig" "$dest/lib/cmake/cutt"
install -m 0644 "$header" "$dest/include/cutt.h"
install -m 0644 "$root/fortran/cutt.f90" "$dest/include/cutt.f90"
install -m 0644 "$work/libcutt.a" "$dest/lib/libcutt.a"
# install(1) unlinks the old file before writing, so running programs that
# mapped the previous libcutt.so.1 keep working.
install -m 0755 "$libdir/libcutt.so" "$dest/lib/libcutt.so.1"
ln -sfn libcutt.so.1 "$dest/lib/libcutt.so"
install -m 0644 "$work/libcutt.pc" "$dest/lib/pkgconfig/libcutt.pc"
install -m 0644 "$work/cuttConfig.cmake" "$work/cuttConfigVersion.cmake" "$dest/lib/cmake/cutt/"
echo "installed libcutt $version in $dest"
