#!/usr/bin/env bash
# One case of tests/cli/cases.txt: runs ARBITER ARGS... (its output passes through to ctest,
# which matches the case's `expect`) and fails when the exit code is not EXIT: a crash, a
# different error, or a pass where an error was due.
# Usage: case.sh EXIT ARBITER [ARGS...]
want="$1"
shift
"$@"
rc=$?
if [[ $rc -ne $want ]]; then
  echo "case: exit $rc, expected $want"
  exit 1
fi
