#!/usr/bin/env bash
# `replay validate --repair` says "no edit ... lets the record replay further" only when its search
# ran: a record whose error is in its header (an unknown option tag), or one cut at the game's
# length bound (more tokens than any record of the game), is not searched, and the output says
# so, on stdout and in --json's `repair_note`. Both used to claim that no edit helps, though one
# (`end` put back) lets the cut record replay further.
# Usage: repair_not_tried.sh ARBITER WORKDIR SOURCE_DIR
set -euo pipefail
arbiter="$(realpath "$1")"
work="$2/repair-not-tried"
fixture="$(realpath "$3")/fixtures/torres/invalid/T-2.9-end-left-out.rec"
rm -rf "$work"
mkdir -p "$work"

# Prints the stdout of --repair (text, then --json) on record $1; checks the exit code is $2.
repair() {
  local rc=0
  "$arbiter" replay validate --repair "$1" >"$1.out" 2>/dev/null || rc=$?
  [[ $rc -eq $2 ]] || { echo "$1: exit $rc, expected $2"; exit 1; }
  rc=0
  "$arbiter" replay validate --repair --json "$1" >"$1.json" 2>/dev/null || rc=$?
  [[ $rc -eq $2 ]] || { echo "$1: --json: exit $rc, expected $2"; exit 1; }
}

# $1: the record; $2: what its note must say.
expect_note() {
  grep -qF "$1: repair: not tried: $2" "$1.out" || { echo "$1: $(<"$1.out")"; exit 1; }
  grep -qF "\"repair_note\": \"not tried: $2" "$1.json" ||
    { echo "$1: --json: $(grep repair "$1.json")"; exit 1; }
}

cd "$work"
# An option tag no game knows: the error is in the header (exit 4, bad options).
sed 's/^\[Event /[bogus_option "7"]\n&/' "$fixture" >bad-option.rec
repair bad-option.rec 4
expect_note bad-option.rec "the error is in the header"

# 12,100 checkpoints after the error's line: more than Torres's 12,064 tokens, so the record is
# cut, though it fails before the cut, where `end` left out of line 39 would let it go on.
{
  sed -n '1,41p' "$fixture"
  for ((i = 0; i < 1210; ++i)); do echo '?year=1 ?year=1 ?year=1 ?year=1 ?year=1 ?year=1 ?year=1 ?year=1 ?year=1 ?year=1'; done
  sed -n '42,$p' "$fixture"
} >cut.rec
repair cut.rec 1
expect_note cut.rec "the record holds more than 12064 tokens"

# A record the search runs on: no note.
cp "$fixture" searched.rec
repair searched.rec 1
grep -q '^repair 1: ' searched.rec.out || { echo "searched.rec: $(<searched.rec.out)"; exit 1; }
grep -qF '"repair_note": null' searched.rec.json || { echo "searched.rec: no null repair_note"; exit 1; }
echo ok
