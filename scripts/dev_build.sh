#!/usr/bin/env bash
# Developer build: compiles the core and the _core extension into build/dev and drops the module into
# python/htmlprune/ so that `PYTHONPATH=python pytest` uses it. Serialised with flock so that several
# shells can call it at once. Usage: scripts/dev_build.sh [extra cmake -D options]
set -euo pipefail
cd "$(dirname "$0")/.."
exec 9>/tmp/htmlprune-dev-build.lock
flock 9
if [ ! -f build/dev/CMakeCache.txt ]; then
  cmake -S . -B build/dev -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHTMLPRUNE_BUILD_TESTS=ON \
    -Dpybind11_DIR="$(python3 -m pybind11 --cmakedir)" "$@" >/dev/null
fi
cmake --build build/dev
# Replace atomically: overwriting a loaded .so in place crashes processes that have it mapped.
for so in build/dev/_core*.so; do
  cp -f "$so" "python/htmlprune/.$(basename "$so").tmp"
  mv -f "python/htmlprune/.$(basename "$so").tmp" "python/htmlprune/$(basename "$so")"
done
