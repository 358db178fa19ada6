#!/usr/bin/env bash
# Quick start, step 2: install, build, and run the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build.sh build
ctest --test-dir build --output-on-failure -j "$(nproc)"
