#!/bin/sh
# header_compat.sh INCLUDEDIR [CUDA_INCLUDE_DIRS...]
# Compiles small translation units against INCLUDEDIR/cutt.h: alone as C11 and
# C++11/14/17, next to <cuda_runtime.h> (before and after cutt.h) when CUDA
# include dirs are given, and followed by the original cuTT prototypes. Each
# unit takes the address of every entry point with its exact cuTT type, and
# nm checks which symbols the object needs: the C names, never mangled ones
# (except the two C++-only overloads that orig_cutt.h adds).
set -u
[ $# -ge 1 ] || { echo "usage: $0 INCLUDEDIR [CUDA_INCLUDE_DIRS...]" >&2; exit 2; }
INC=$1
shift
CUDA_FLAGS=
for d in "$@"; do CUDA_FLAGS="$CUDA_FLAGS -I$d"; done
HERE=$(cd "$(dirname "$0")" && pwd)
CC=${CC:-cc}
CXX=${CXX:-c++}
WARN="-Wall -Wextra -Werror -pedantic"
TMP=$(mktemp -d) || exit 1
trap 'rm -rf "$TMP"' EXIT
status=0

C_NAMES="cuttDestroy cuttExecute cuttFinalize cuttInitialize cuttPlan cuttPlanMeasure cuttSetStream"
ORIG_OVERLOADS="_Z11cuttExecutejPKvPv _Z8cuttPlanPjiPiS0_m" # 1.0 planner, const-input executor

# Included by every unit: the exact cuTT types, checked by initialization.
cat > "$TMP/uses.inc" <<'USES'
cuttResult (*use_plan)(cuttHandle *, int, int *, int *, size_t, cudaStream_t) = cuttPlan;
cuttResult (*use_plan_measure)(cuttHandle *, int, int *, int *, size_t, cudaStream_t, void *,
                               void *) = cuttPlanMeasure;
cuttResult (*use_destroy)(cuttHandle) = cuttDestroy;
cuttResult (*use_execute)(cuttHandle, void *, void *) = cuttExecute;
cuttResult (*use_set_stream)(cuttHandle, cudaStream_t) = cuttSetStream;
void (*use_initialize)(void) = cuttInitialize;
void (*use_finalize)(void) = cuttFinalize;
cuttResult use_codes[] = {CUTT_SUCCESS, CUTT_INVALID_PLAN, CUTT_INVALID_PARAMETER,
                          CUTT_INVALID_DEVICE, CUTT_INTERNAL_ERROR, CUTT_UNDEFINED_ERROR};
cuttHandle use_handle;
USES
cat > "$TMP/overloads.inc" <<'USES'
cuttResult (*use_plan_10)(cuttHandle *, int, int *, int *, size_t) = cuttPlan;
cuttResult (*use_execute_const)(cuttHandle, const void *, void *) = cuttExecute;
USES

# unit NAME STD EXPECTED_SYMBOLS SOURCE_LINES: compile SOURCE_LINES followed
# by uses.inc, then compare the object's undefined cutt symbols.
unit() {
  name="$1, $2" std=$2 want=$3 src=$4
  case $std in
    c++*) compiler=$CXX ext=cpp ;;
    *) compiler=$CC ext=c ;;
  esac
  file="$TMP/$(echo "$name" | tr -c 'a-zA-Z0-9\n' _).$ext"
  printf '%s\n#include "uses.inc"\n' "$src" > "$file"
  # shellcheck disable=SC2086 # flag lists are meant to split
  if ! out=$($compiler -std="$std" $WARN -I"$INC" -I"$HERE" -I"$TMP" $CUDA_FLAGS \
      -c "$file" -o "$file.o" 2>&1); then
    echo "FAIL $name"
    echo "$out" | sed 's/^/    /'
    status=1
    return
  fi
  got=$(nm -u "$file.o" | awk '$2 ~ /cutt/ {print $2}' | LC_ALL=C sort | tr '\n' ' ')
  want=$(printf '%s\n' $want | LC_ALL=C sort | tr '\n' ' ')
  if [ "$got" = "$want" ]; then
    echo "PASS $name"
  else
    echo "FAIL $name: object needs '$got', expected '$want'"
    status=1
  fi
}

ALONE='#include "cutt.h"
#include "cutt.h" /* the include guard makes a second inclusion harmless */'
ORIG='#include "cutt.h"
#define ORIG_CUTT_PROTOTYPES_ONLY
#include "orig_cutt.h"'

for std in c11 c++11 c++14 c++17; do
  unit "cutt.h alone" "$std" "$C_NAMES" "$ALONE"
done
unit "original prototypes after cutt.h" c11 "$C_NAMES" "$ORIG"
unit "original prototypes after cutt.h" c++11 "$C_NAMES $ORIG_OVERLOADS" "$ORIG
#include \"overloads.inc\""

if [ -z "$CUDA_FLAGS" ]; then
  echo "SKIP <cuda_runtime.h> cases: no CUDA include dirs given"
else
  for std in c11 c++11; do
    unit "<cuda_runtime.h> before cutt.h" "$std" "$C_NAMES" '#include <cuda_runtime.h>
#include "cutt.h"'
    unit "<cuda_runtime.h> after cutt.h" "$std" "$C_NAMES" '#include "cutt.h"
#include <cuda_runtime.h>'
  done
  unit "<cuda_runtime.h>, cutt.h, original prototypes" c++11 "$C_NAMES $ORIG_OVERLOADS" \
    "#include <cuda_runtime.h>
$ORIG
#include \"overloads.inc\""
fi
exit $status
