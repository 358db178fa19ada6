#!/usr/bin/env bash
# Issue 25, item 14: a [Position] tag with a bad field is reported at that field, inside the tag's
# value (line:column, the caret, --json's col), not at the tag's first column. One case per game,
# each game's position reader naming its field.
# Usage: position_field_caret.sh ARBITER WORKDIR
set -euo pipefail
arbiter="$1"
dir="$2/position-field-caret"
rm -rf "$dir" && mkdir -p "$dir"
fail() { echo "FAIL: $*"; exit 1; }

# check GAME FIELD POSITION: FIELD, written in POSITION, is where the error points.
check() {
  local game="$1" field="$2" pos="$3" rec="$dir/$1.rec" err rc=0
  printf '[Game "%s"]\n[Position "%s"]\nstop\n' "$game" "$pos" > "$rec"
  local line2
  line2=$(sed -n 2p "$rec")
  local before="${line2%%"$field"*}"
  local col=$((${#before} + 1))
  err=$("$arbiter" replay validate "$rec" 2>&1) || rc=$?
  [[ $rc -eq 3 ]] || fail "$game: exit $rc, not 3: $err"
  [[ $err == *"$rec:2:$col: error: [position]"* ]] || fail "$game: not at 2:$col: $err"
  # The caret line: the caret under the field's first character, '~' under the rest of it.
  local caret
  caret=$(grep -A1 '^  2 | ' <<<"$err" | tail -1)
  local want
  want="    | $(printf '%*s' $((col - 1)) '')^$(printf '%*s' $((${#field} - 1)) '' | tr ' ' '~')"
  [[ $caret == "$want" ]] || fail "$game: caret line '$caret', not '$want'"
  local json
  json=$("$arbiter" replay validate --json "$rec" 2>/dev/null || true)
  grep -q "\"col\": $col," <<<"$json" || fail "$game: --json has no col $col: $json"
}

check torres "king z9" "round 4; turn P2; blocks d8 c6 f6:2 g6 h5 a4 a5 c3 e3 f3:2 e1; king z9; knights P1 f3 a5; knights P2 f6 h5; score 10 9"
check comuni "Siena 3A hand X9" "comuni Lucca Siena Milano; phase 3; round 6; display M2 E2 C3 | M1 EM2 R2 | R3 C1 | E3 C1 | R1 C2; Lucca 4A; Siena 3A hand X9; Milano 2A"
check medievalia "hand P2 nosuchcard" "turn 9 P1 main; table P1 champ1 ferme1; table P2 champ2 ferme2; hand P2 nosuchcard"
echo ok
