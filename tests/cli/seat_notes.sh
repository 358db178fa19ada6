#!/usr/bin/env bash
# Issue 25, item 9: a record without seat marks whose turn went to the wrong seat fails lines
# later, on something else; the error then notes which seat the engine gave each of the last lines
# (text and --json "notes") and suggests marks. A record with marks gets no such note.
# Usage: seat_notes.sh ARBITER SOURCE_DIR WORKDIR
set -euo pipefail
arbiter="$1" fix="$2/fixtures"
dir="$3/seat-notes"
rm -rf "$dir" && mkdir -p "$dir"
fail() { echo "FAIL: $*"; exit 1; }
lead="the record has no seat marks; the engine gave its last lines to these seats:"
help="mark each turn with its seat"

# check NAME RECORD WANT...: RECORD fails with every WANT among its notes, as text and as JSON.
check() {
  local name="$1" rec="$2" err json rc=0
  shift 2
  err=$("$arbiter" replay validate "$rec" 2>&1) || rc=$?
  [[ $rc -eq 1 ]] || fail "$name: exit $rc, not 1: $err"
  json=$("$arbiter" replay validate --json "$rec" 2>/dev/null || true)
  for want in "$lead" "$@"; do
    grep -qxF "note: $want" <<<"$err" || fail "$name: no note '$want' in: $err"
    jq -e --arg w "$want" '[.. | .notes? // empty | .[]] | index($w)' <<<"$json" > /dev/null ||
      fail "$name: no note '$want' in the JSON: $json"
  done
  grep -q "^help: .*$help" <<<"$err" || fail "$name: no help on marks: $err"
}

# Comuni: Firenze's 7th turn left out, so Bologna's claim, on line 61, goes to Firenze; the record
# fails at line 63, in the refill the claim started.
sed 60d "$fix/comuni/valid/comuni-3p.rec" > "$dir/comuni.rec"
check comuni "$dir/comuni.rec" "line 58: P3 (Milano)" "line 61: P1 (Firenze)"
# Torres: P1's second turn left out, so P2's, on line 39, goes to P1, who moves P2's knight.
sed 38d "$fix/torres/valid/base-2p.rec" > "$dir/torres.rec"
check torres "$dir/torres.rec" "line 36: P2" "line 39: P1 to act at the error"

# With marks, a slip fails at once: no such note (here P1's first turn marked, P2's left out).
sed -e '34s/^/P1: /' -e 36d "$fix/torres/valid/base-2p.rec" > "$dir/marked.rec"
err=$("$arbiter" replay validate "$dir/marked.rec" 2>&1) && fail "marked.rec passed"
! grep -qF "$lead" <<<"$err" || fail "a record with marks got the seat notes: $err"
echo ok
