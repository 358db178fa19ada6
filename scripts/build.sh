#!/usr/bin/env bash
# Configures and builds into $1 (default: build) with extra CMake arguments after it.
# The default build is RelWithDebInfo with line tables only (-g1): the same -O2 code, with the
# file and line of every frame for perf, sanitizer and crash backtraces, and 20-26% less compile
# time than -g (docs/performance.md, "Line tables only"). -DCMAKE_CXX_FLAGS_RELWITHDEBINFO=... after
# the folder, or BUILD_TYPE, chooses otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-build}
shift || true
launcher=$(bash scripts/ccache.sh)
cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE="${BUILD_TYPE:-RelWithDebInfo}" "$launcher" \
  "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -g1 -DNDEBUG" "$@" >/dev/null
cmake --build "$dir" -j "$(nproc)"
