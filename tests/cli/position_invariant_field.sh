#!/usr/bin/env bash
# Issue 25 (outside trial): a [Position] tag that reads but breaks an invariant is reported at the
# field the invariant is about (line:column, the caret, --json's col), not at the tag's first
# column. One case per game: Torres I-4 at `blocks` (and I-25 at the seat's own `stacks P2`),
# Comuni INV-30 at the comune's field (named by the reason), Medievalia I-14 at `pool`.
# Usage: position_invariant_field.sh ARBITER WORKDIR
set -euo pipefail
arbiter="$1"
dir="$2/position-invariant-field"
rm -rf "$dir" && mkdir -p "$dir"
fail() { echo "FAIL: $*"; exit 1; }

# check GAME RULE FIELD POSITION: the invariant RULE, broken by POSITION, is reported at FIELD.
check() {
  local game="$1" rule="$2" field="$3" pos="$4" rec="$dir/$1.rec" err rc=0
  printf '[Game "%s"]\n[Position "%s"]\nstop\n' "$game" "$pos" > "$rec"
  local line2
  line2=$(sed -n 2p "$rec")
  local before="${line2%%"$field"*}"
  local col=$((${#before} + 1))
  err=$("$arbiter" replay validate "$rec" 2>&1) || rc=$?
  [[ $rc -eq 3 ]] || fail "$game: exit $rc, not 3: $err"
  [[ $err == *"$rec:2:$col: error: [$rule] the position breaks an invariant"* ]] ||
    fail "$game: not at 2:$col: $err"
  # The caret line: the caret under the field's first character, '~' under the rest of it.
  local caret want
  caret=$(grep -A1 '^  2 | ' <<<"$err" | tail -1)
  want="    | $(printf '%*s' $((col - 1)) '')^$(printf '%*s' $((${#field} - 1)) '' | tr ' ' '~')"
  [[ $caret == "$want" ]] || fail "$game: caret line '$caret', not '$want'"
  local json
  json=$("$arbiter" replay validate --json "$rec" 2>/dev/null || true)
  grep -q "\"col\": $col," <<<"$json" || fail "$game: --json has no col $col: $json"
}

# d8 is a castle of area 1 two levels high (I-4); the reason names no field.
check torres I-4 "blocks d8:2 c6 f6:2 g6 h5 a4 a5 c3 e3 f3:2 e1" \
  "round 4; turn P2; blocks d8:2 c6 f6:2 g6 h5 a4 a5 c3 e3 f3:2 e1; king d8; knights P1 f3 a5; knights P2 f6 h5; score 10 9"
# P2, not P1, has a stack too many (I-25): at P2's field of the per-seat `stacks`.
check torres I-25 "stacks P2 3 3" \
  "round 4; turn P2; blocks d8 c6 f6:2 g6 h5 a4 a5 c3 e3 f3:2 e1; king d8; knights P1 f3 a5; knights P2 f6 h5; score 10 9; stacks P1; stacks P2 3 3"
# Siena holds 3 cards outside its claim's phase 3 (INV-30); the reason begins with "Siena".
check comuni INV-30 "Siena 3A hand M1 M2 E1" \
  "comuni Lucca Siena Milano; phase 3; round 6; display M2 E2 C3 | M1 EM2 R2 | R3 C1 | E3 C1 | R1 C2; Lucca 4A; Siena 3A hand M1 M2 E1; Milano 2A"
# A resource in the pool that nothing put there (I-14).
check medievalia I-14 "pool F" \
  "turn 9 P1 txn; txn play:homme; table P1 champ1 ferme1; hand P1 homme; table P2 champ2 ferme2; pool F"
echo ok
