#!/usr/bin/env bash
# Issue 25: a file name holding a newline or an ESC byte is printed escaped (\x0A, \x1B) in every
# message that names it, so that it cannot forge an output line or drive the terminal: the
# record's diagnostics and load errors, `replay show`, `merge`'s summaries, verify's
# counterexamples (they were printed raw).
# Usage: path_bytes.sh ARBITER SOURCE_DIR WORKDIR
set -euo pipefail
arbiter="$1"
src="$2"
work="$3/path-bytes"
rm -rf "$work"
mkdir -p "$work"
cd "$work"
fail() { echo "FAIL: $*"; exit 1; }
esc=$'\e'
bad=$'x\nforged: ok\e[31m'
shown='x\x0Aforged: ok\x1B[31m'        # as messages print it (printable)
quoted='"x\nforged: ok\033[31m'          # as the ok line and diffs quote it (quote_name), as git
# check LABEL FILE: FILE holds the name escaped, no raw ESC, no line that starts "forged".
check() {
  grep -qF -e "$shown" -e "$quoted" "$2" || fail "$1: the name is not escaped: $(cat -v "$2")"
  ! grep -qF "$esc" "$2" || fail "$1: a raw ESC: $(cat -v "$2")"
  ! grep -q "^forged" "$2" || fail "$1: a forged line: $(cat -v "$2")"
}
valid="$src/fixtures/torres/valid/base-2p.rec"
# run LABEL ARGS...: the command's stdout and stderr, checked.
run() {
  local label=$1
  shift
  "$arbiter" "$@" >out.txt 2>&1 || true
  check "$label" out.txt
}
run "validate, no such file" replay validate "$bad.rec"
{ head -n 1 "$valid"; echo '[Oops no quotes]'; tail -n +2 "$valid"; } >"$bad-syntax.rec"
run "validate, syntax error" replay validate "$bad-syntax.rec"
grep -v '^\[Game ' "$valid" >"$bad-nogame.rec"
run "validate, no [Game]" replay validate "$bad-nogame.rec"
cp "$valid" "$bad-ok.rec"
run "validate, valid" replay validate "$bad-ok.rec"
run "show" replay show "$bad-ok.rec" --at 3
run "show, --at past the end" replay show "$bad-ok.rec" --at 100000
run "test, no such file" test "$bad.rec"
run "explore, --at past the end" explore torres --from "$bad-ok.rec" --at 100000 --depth 1
run "html, written" replay html "$bad-ok.rec" -o "$bad.html"
run "merge, no such file" merge "$bad.json"
echo '{}' >"$bad.json"
run "merge, not a summary" merge "$bad.json"
# verify's counterexamples, under a folder whose name holds the bytes.
mkdir "$bad-dir"
"$arbiter" verify torres --seed 1 --games 8 --test-fail-at-score 5 --out-dir "$bad-dir" \
  --no-progress >out.txt 2>&1 || true
grep -q "counterexample written to" out.txt || fail "verify: no counterexample: $(cat -v out.txt)"
check "verify, counterexample" out.txt
echo ok
