#!/usr/bin/env bash
# Runs the test suite of a build folder in two passes: first the tests labelled `rules` (each
# game's rule, vector, option and position tests and every fixture: seconds), then the rest (the
# long random runs, the browser and the CLI tests). A broken rule fails within seconds, and then
# the rest is not run: `ctest --test-dir DIR` runs everything at once.
# Usage: scripts/run_suite.sh BUILD_DIR [CTEST ARGS...]
set -euo pipefail
dir=${1:?usage: run_suite.sh BUILD_DIR [CTEST ARGS...]}
shift
jobs=$(nproc)
if ! ctest --test-dir "$dir" --output-on-failure -j "$jobs" -L '^rules$' "$@"; then
  echo "run_suite: a rule test failed (above): the rest of the suite was not run" >&2
  exit 1
fi
ctest --test-dir "$dir" --output-on-failure -j "$jobs" -LE '^rules$' "$@"
