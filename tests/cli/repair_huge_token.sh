#!/usr/bin/env bash
# A record whose failing token is long (a hostile or broken file). The record reader refuses a
# token over 1,024 bytes (record::kMaxToken) where it starts, without reading on, so a SIZE-byte
# token gets that syntax error (exit 3) and `repair: the record cannot be read as a game`, at
# once; a token of 1,024 bytes, the longest a record holds, is deleted by `--repair` and clipped in
# the proposal's heading (RepairClaims.AHugeTokenCostsItsLengthOnce bounds the search's work).
# Usage: repair_huge_token.sh ARBITER WORKDIR SOURCE_DIR SIZE
set -euo pipefail
arbiter="$1"
rec="$2/repair-huge-token.rec"
valid="$3/fixtures/torres/valid/base-2p.rec"
size="$4"

# base-2p.rec with a token of $1 bytes before P2's first turn.
with_token() {
  sed '/^N@g5 h5-h4/,$d' "$valid"
  head -c "$1" /dev/zero | tr '\0' N
  echo
  sed -n '/^N@g5 h5-h4/,$p' "$valid"
}

with_token 1024 >"$rec"
rc=0
"$arbiter" replay validate --repair "$rec" >"$rec.out" 2>/dev/null || rc=$?
[[ $rc -eq 3 ]] || { echo "1024 bytes: exit $rc, expected 3"; exit 1; }
heading="$(grep -m 1 '^repair 1: ' "$rec.out" || true)"
[[ $heading == "repair 1: delete \`NNN"*"... (1024 bytes)\` at line "*"; the whole record then replays" ]] ||
  { echo "1024 bytes: unexpected: ${heading:0:300}"; exit 1; }
((${#heading} < 300)) || { echo "the heading holds the token"; exit 1; }

with_token "$size" >"$rec"
rc=0
"$arbiter" replay validate --repair "$rec" >"$rec.out" 2>"$rec.err" || rc=$?
[[ $rc -eq 3 ]] || { echo "$size bytes: exit $rc, expected 3"; exit 1; }
grep -q 'error: \[syntax\] a token longer than 1024 bytes' "$rec.err" ||
  { echo "$size bytes: $(head -c 300 "$rec.err")"; exit 1; }
grep -q ': repair: the record cannot be read as a game' "$rec.out" ||
  { echo "$size bytes: $(head -c 300 "$rec.out")"; exit 1; }
rm -f "$rec" "$rec.out" "$rec.err"
echo ok
