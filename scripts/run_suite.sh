#!/usr/bin/env bash
# Runs the test suite of a build folder in two passes: first the tests labelled `rules` (each
# game's unit tests and every fixture and kept mutant: under a minute), then the rest (the
# long random runs, the browser and the CLI tests). A broken rule fails within seconds, and then
# the rest is not run: `ctest --test-dir DIR` runs everything at once.
# Usage: scripts/run_suite.sh BUILD_DIR [CTEST ARGS...]
set -euo pipefail
dir=${1:?usage: run_suite.sh BUILD_DIR [CTEST ARGS...]}
shift
jobs=$(nproc)
# A selection that names no test is an error, not a pass.
total=$(ctest --test-dir "$dir" -N "$@" | sed -n 's/^Total Tests: //p')
if [[ ${total:-0} -eq 0 ]]; then
  echo "run_suite: no test in $dir matches ${*:-(all)}: nothing was run" >&2
  exit 1
fi
if ! ctest --test-dir "$dir" --output-on-failure -j "$jobs" -L '^rules$' "$@"; then
  echo "run_suite: a rule test failed (above): the rest of the suite was not run" >&2
  exit 1
fi
ctest --test-dir "$dir" --output-on-failure -j "$jobs" -LE '^rules$' "$@"
