#!/usr/bin/env bash
# Build time of `pip wheel .` from scratch, then again in a new isolated build environment reusing build-dir
# (what `pip install ".[server]"` after `pip install .` does), for each source tree given; ccache off.
#   scripts/build_time.sh /tmp/before .        # e.g. after `git archive main | tar -x -C /tmp/before`
set -u
export CCACHE_DISABLE=1 PIP_DISABLE_PIP_VERSION_CHECK=1
unset CMAKE_CXX_COMPILER_LAUNCHER CMAKE_C_COMPILER_LAUNCHER
out=$(mktemp -d)
for dir in "$@"; do
  rm -rf "$dir"/build/cp3*
  for run in fresh again; do
    log="$out/$(basename "$(realpath "$dir")")-$run.log"
    start=$(date +%s.%N)
    (cd "$dir" && pip wheel --no-deps -v . -w "$out/wheels" >"$log" 2>&1) || { echo "failed: $log"; exit 1; }
    end=$(date +%s.%N)
    printf '%s %s: %.1f s, %s compile steps, load %s\n' "$dir" "$run" "$(echo "$end - $start" | bc)" \
      "$(grep -c 'Building C' "$log")" "$(cut -d' ' -f1 /proc/loadavg)"
  done
done
