#!/usr/bin/env bash
# Issue 25 (outside trial), usage 8: `explore --find` that finds nothing exits 1, and the exit
# codes of docs/cli.md and of the man page (cli/arbiter.h2m) say so under code 1.
# Usage: exit_one_documented.sh ARBITER SOURCE_DIR WORK_DIR
set -euo pipefail
arbiter="$1"
src=$(cd "$2" && pwd)
work="$3/exit_one_documented"
fail() { echo "FAIL: $*"; exit 1; }
mkdir -p "$work"
cd "$work"

rc=0
"$arbiter" explore torres --depth 1 --find terminal > explore.log || rc=$?
[[ $rc -eq 1 ]] || fail "explore --find with nothing found: exit $rc, not 1"
grep -q "^not found:" explore.log || fail "no 'not found' line: $(cat explore.log)"

# The row of code 1 in the table of docs/cli.md's "Exit codes".
row=$(grep '^| 1 | Illegal |' "$src/docs/cli.md")
[[ $row == *"explore --find"* ]] || fail "docs/cli.md, exit code 1 does not name explore --find: $row"
# The paragraph of code 1 in the man page's EXIT STATUS: from ".B 1" to the next ".TP".
para=$(sed -n '/^\.B 1$/,/^\.TP$/p' "$src/cli/arbiter.h2m")
[[ $para == *'explore \-\-find'* ]] || fail "arbiter.h2m, EXIT STATUS 1 does not name explore --find"
echo ok
