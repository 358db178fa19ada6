#!/usr/bin/env bash
# A record whose failing token is long (a hostile or broken file). A token of SIZE bytes, past the
# reader's bound (1,024 bytes, docs/notation.md), is a syntax error at once, at its line, in
# bounded time and memory: `--repair` says the record cannot be read as a game. A token of exactly
# 1,024 bytes is read, and `--repair` deletes it, clipped in the proposal's heading (no work grows
# with its length times the candidates: RepairClaims.AHugeTokenCostsItsLengthOnce bounds that;
# the test's timeout is the backstop). Usage: repair_huge_token.sh ARBITER WORKDIR SOURCE_DIR SIZE
set -euo pipefail
arbiter="$1"
rec="$2/repair-huge-token.rec"
valid="$3/fixtures/torres/valid/base-2p.rec"
size="$4"
fail() { echo "FAIL: $*"; exit 1; }
# with_token N: the valid record with a token of N bytes inserted before line 36.
with_token() {
  sed '/^N@g5 h5-h4/,$d' "$valid"
  head -c "$1" /dev/zero | tr '\0' N
  echo
  sed -n '/^N@g5 h5-h4/,$p' "$valid"
}
with_token "$size" >"$rec"
rc=0
"$arbiter" replay validate --repair "$rec" >"$rec.out" 2>"$rec.err" || rc=$?
[[ $rc -eq 3 ]] || fail "a $size-byte token: exit $rc, expected 3"
grep -q ':36:1: error: \[syntax\] a token longer than 1024 bytes' "$rec.err" ||
  fail "no syntax error at 36:1: $(head -c 300 "$rec.err")"
grep -q 'repair: the record cannot be read as a game' "$rec.out" ||
  fail "repair did not say why it has nothing: $(head -c 300 "$rec.out")"
with_token 1024 >"$rec"
rc=0
"$arbiter" replay validate --repair "$rec" >"$rec.out" 2>/dev/null || rc=$?
[[ $rc -eq 3 ]] || fail "a 1024-byte token: exit $rc, expected 3"
heading="$(grep -m 1 '^repair 1: ' "$rec.out")"
[[ $heading == "repair 1: delete \`NNN"*"... (1024 bytes)\` at line "*"; the whole record then replays" ]] ||
  fail "unexpected: ${heading:0:300}"
((${#heading} < 300)) || fail "the heading holds the token"
rm -f "$rec" "$rec.out" "$rec.err"
echo ok
