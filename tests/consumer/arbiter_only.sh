#!/usr/bin/env bash
# Issue 26, item 3: the `arbiter` binary alone configures without GoogleTest, RapidCheck and Google
# Benchmark (as scripts/quickstart.sh builds it): CMake is told those packages do not exist, and
# the configured tree has the `arbiter` target and no test or benchmark target.
# Usage: arbiter_only.sh SOURCE_DIR WORKDIR
set -euo pipefail
src=$1
dir=$2/arbiter-only
rm -rf "$dir"
cmake -S "$src" -B "$dir" -G Ninja -DARBITER_TESTS=OFF -DARBITER_BENCH=OFF \
  -DCMAKE_DISABLE_FIND_PACKAGE_GTest=ON -DCMAKE_DISABLE_FIND_PACKAGE_rapidcheck=ON \
  -DCMAKE_DISABLE_FIND_PACKAGE_benchmark=ON >"$dir.log" 2>&1 ||
  { echo "FAIL: configure needs a test package:"; tail -20 "$dir.log"; exit 1; }
targets=$(ninja -C "$dir" -t targets all)
grep -q '^arbiter: ' <<<"$targets" || { echo "FAIL: no arbiter target"; exit 1; }
if grep -Eq '^(replay_tests|core_tests|torres_bench): ' <<<"$targets"; then
  echo "FAIL: a test or benchmark target is configured"
  exit 1
fi
rm -rf "$dir" "$dir.log"
echo "ok: arbiter alone"
