#!/usr/bin/env bash
# Fetches the pinned tools the tests need beyond cargo, from PyPI wheels
# unpacked into DEST (default .tools/build-tools): no root, no venv (Debian's
# pip refuses to install into the system Python, but downloads). Python
# packages land in DEST/site (for PYTHONPATH); cmake and pkgconf keep their
# standalone binaries in DEST/bin.
set -euo pipefail
dest=${1:-.tools/build-tools}
python_wheels=(pytest==9.2.0 numpy==2.4.6)
tool_wheels=(cmake==4.4.4 pkgconf==3.0.7.post0)
stamp="$dest/.stamp"
want="$(python3 --version) ${python_wheels[*]} ${tool_wheels[*]}"
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then exit 0; fi
rm -rf "$dest" && mkdir -p "$dest/wheels" "$dest/site" "$dest/tools" "$dest/bin"
python3 -m pip download -q --only-binary=:all: -d "$dest/wheels" "${python_wheels[@]}"
for w in "$dest"/wheels/*.whl; do python3 -m zipfile -e "$w" "$dest/site"; done
rm -rf "$dest/wheels" && mkdir "$dest/wheels"
python3 -m pip download -q --no-deps --only-binary=:all: -d "$dest/wheels" "${tool_wheels[@]}"
for w in "$dest"/wheels/*.whl; do python3 -m zipfile -e "$w" "$dest/tools"; done
rm -rf "$dest/wheels"
chmod +x "$dest"/tools/cmake/data/bin/* "$dest/tools/pkgconf/.bin/pkgconf"
ln -s ../tools/cmake/data/bin/cmake "$dest/bin/cmake"
ln -s ../tools/pkgconf/.bin/pkgconf "$dest/bin/pkg-config"
echo "$want" > "$stamp"
