#!/usr/bin/env bash
# Issue 25 (outside trial, usage 3): every error CLI11 finds while parsing (a missing argument, a
# value out of range, a flag that needs another, an unknown game) is printed as the unknown
# arguments are: `arbiter: error: WHAT (arbiter COMMAND)`, a hint to that command's --help, exit 2,
# nothing on stdout; never CLI11's bare "Run with --help for more information."
# Usage: parse_errors.sh ARBITER SOURCE_DIR
set -euo pipefail
arbiter="$1"
fix="$2/fixtures/torres/valid/base-2p.rec"
err_file=$(mktemp)
trap 'rm -f "$err_file" /tmp/parse_errors.$$.svg' EXIT
fail() { echo "FAIL: $*"; exit 1; }

# expect "COMMAND PATH" "WHAT" ARGS...: exit 2, stdout empty, stderr exactly the error line and
# the hint to `COMMAND PATH --help`.
expect() {
  local cmd="$1" what="$2" out rc=0
  shift 2
  out=$("$arbiter" "$@" 2>"$err_file") || rc=$?
  local err want
  err=$(cat "$err_file")
  want="arbiter: error: $what ($cmd)"$'\n'"Run '$cmd --help' for the usage."
  [[ $rc -eq 2 ]] || fail "arbiter $*: exit $rc, not 2 ($err)"
  [[ -z $out ]] || fail "arbiter $*: wrote to stdout: $out"
  [[ $err == "$want" ]] || fail "arbiter $*: stderr is
$err
not
$want"
}

svg=/tmp/parse_errors.$$.svg
expect "arbiter test" "paths is required" test
expect "arbiter replay validate" "files is required" replay validate
expect "arbiter replay render" "--depth requires --at" replay render "$fix" -o "$svg" --depth 2
expect "arbiter replay render" "--depth: Value 7 not in range 0 to 6" \
  replay render "$fix" -o "$svg" --at 1 --depth 7
expect "arbiter replay show" "--at: Value x not in range 0 to 100000000" replay show "$fix" --at x
expect "arbiter options" "game: unknown game 'tores'; did you mean 'torres'?" options tores
expect "arbiter phases" "--seed requires --coverage" phases torres --seed 3
expect "arbiter replay render" "--output is required" replay render "$fix"
[[ ! -e $svg ]] || fail "a refused render wrote $svg"
echo ok
