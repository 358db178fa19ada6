#!/usr/bin/env bash
# A record whose failing token is SIZE bytes long (a hostile or broken file): `--repair` deletes
# it, reads the token at most a few times (no work grows with its length times the candidates:
# RepairClaims.AHugeTokenCostsItsLengthOnce bounds that; the test's timeout is the backstop), and
# clips it in the proposal's heading. Usage: repair_huge_token.sh ARBITER WORKDIR SOURCE_DIR SIZE
set -euo pipefail
arbiter="$1"
rec="$2/repair-huge-token.rec"
valid="$3/fixtures/torres/valid/base-2p.rec"
size="$4"
{
  sed '/^N@g5 h5-h4/,$d' "$valid"
  head -c "$size" /dev/zero | tr '\0' N
  echo
  sed -n '/^N@g5 h5-h4/,$p' "$valid"
} >"$rec"
rc=0
"$arbiter" replay validate --repair "$rec" >"$rec.out" 2>/dev/null || rc=$?
[[ $rc -eq 3 ]] || { echo "exit $rc, expected 3"; exit 1; }
heading="$(grep -m 1 '^repair 1: ' "$rec.out")"
[[ $heading == "repair 1: delete \`NNN"*"... ($size bytes)\` at line "*"; the whole record then replays" ]] ||
  { echo "unexpected: ${heading:0:300}"; exit 1; }
((${#heading} < 300)) || { echo "the heading holds the token"; exit 1; }
rm -f "$rec" "$rec.out"
echo ok
