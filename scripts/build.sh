#!/usr/bin/env bash
# Configures and builds into $1 (default: build) with extra CMake arguments after it.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-build}
shift || true
launcher=$(bash scripts/ccache.sh)
cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE="${BUILD_TYPE:-RelWithDebInfo}" "$launcher" \
  "$@" >/dev/null
cmake --build "$dir" -j "$(nproc)"
