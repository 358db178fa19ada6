#!/usr/bin/env bash
# Quick start, step 2: install, build, and run the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
# The tests and benchmarks on, whatever a quick start configured in build/ before.
bash scripts/build.sh build -DARBITER_TESTS=ON -DARBITER_BENCH=ON
# The rule tests first (seconds), then the rest (scripts/run_suite.sh).
bash scripts/run_suite.sh build
