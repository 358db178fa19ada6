#!/usr/bin/env bash
# `replay validate --repair --json`: one proposal's patch, taken out as docs/cli.md says
# (`jq -r '.files[0].repairs[N].diff' | patch -p0`), applies with GNU patch, and the patched record
# then validates (exit 0) or fails past the error it repaired. Every proposal is checked so, on a
# record missing an `end` and on one whose two turns were swapped in a record without seat marks
# (deleting the failing token was proposed there and failed at the same line and column).
# Usage: repair_one_patch.sh ARBITER WORKDIR SOURCE_DIR
set -euo pipefail
arbiter="$(realpath "$1")"
work="$2/repair-one-patch"
source_dir="$(realpath "$3")"
rm -rf "$work"
mkdir -p "$work"
cd "$work"
cp "$source_dir/fixtures/torres/invalid/T-2.9-end-left-out.rec" end-left-out.rec
# Lines 42 and 44 of base-2p.rec are P1's and P2's turns of round 3.
awk 'NR == 42 { a = $0; next } NR == 44 { print; print held; print a; next } NR == 43 { held = $0; next } { print }' \
  "$source_dir/fixtures/torres/valid/base-2p.rec" >swapped.rec
sed -n 42p swapped.rec | grep -q '^g5~h4 ' || { echo "the fixture changed: no turns to swap"; exit 1; }

# "LINE COL" of the error of `replay validate --json` on $1, or "ok".
error_at() {
  { "$arbiter" replay validate --json "$1" 2>/dev/null || true; } |
    jq -r '.files[0] | if .valid then "ok" else "\(.error.line) \(.error.col)" end'
}

for rec in end-left-out.rec swapped.rec; do
  read -r line col <<<"$(error_at "$rec")"
  "$arbiter" replay validate --repair --json "$rec" >"$rec.json" 2>/dev/null || true
  count=$(jq '.files[0].repairs | length' "$rec.json")
  [ "$count" -gt 0 ] || { echo "$rec: no proposal"; exit 1; }
  for ((i = 0; i < count; i++)); do
    cp "$rec" "$rec.orig"
    jq -r ".files[0].repairs[$i].diff" "$rec.json" | patch -p0 -F0 >/dev/null
    got=$(error_at "$rec")
    edit=$(jq -r ".files[0].repairs[$i].edit" "$rec.json")
    if [ "$got" != ok ]; then
      read -r gl gc <<<"$got"
      if [ "$gl" -lt "$line" ] || { [ "$gl" -eq "$line" ] && [ "$gc" -le "$col" ]; }; then
        echo "$rec: proposal $((i + 1)) ($edit) fails at $gl:$gc, not past the error at $line:$col"
        exit 1
      fi
    fi
    mv "$rec.orig" "$rec"
  done
done
[ "$(error_at end-left-out.rec)" != ok ] || { echo "the record was not restored"; exit 1; }
echo ok
