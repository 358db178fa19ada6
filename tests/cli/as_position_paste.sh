#!/usr/bin/env bash
# Issue 25, item 14: `replay show --as-position` prints the position on one line, ready to paste
# into a [Position "..."] tag: a record made of the fixture's option tags and that tag replays
# from the same state (`replay show --json`, less `step`), and a --position file holding the
# line reads it as well.
# Usage: as_position_paste.sh ARBITER SOURCE_DIR WORKDIR
set -euo pipefail
arbiter="$1" fix="$2/fixtures"
dir="$3/as-position-paste"
rm -rf "$dir" && mkdir -p "$dir"
fail() { echo "FAIL: $*"; exit 1; }

# check RECORD STEP
check() {
  local rec="$1" at="$2" name pos lines
  name=$(basename "$rec" .rec)
  pos=$("$arbiter" replay show "$rec" --at "$at" --as-position)
  lines=$(printf '%s\n' "$pos" | wc -l)
  [[ $lines -eq 1 ]] || fail "$name at $at: --as-position printed $lines lines"
  {
    grep -m1 '^\[Game ' "$rec"
    grep '^\[[a-z]' "$rec" || true
    printf '[Position "%s"]\nstop\n' "$pos"
  } > "$dir/$name.rec"
  "$arbiter" replay show "$rec" --at "$at" --json | jq -S 'del(.step)' > "$dir/$name.want.json"
  "$arbiter" replay show "$dir/$name.rec" --json | jq -S 'del(.step)' > "$dir/$name.got.json" ||
    fail "$name at $at: the pasted tag does not replay"
  cmp -s "$dir/$name.want.json" "$dir/$name.got.json" ||
    fail "$name at $at: another state from the tag: $(diff "$dir/$name.want.json" "$dir/$name.got.json" | head -5)"
  printf '%s\n' "$pos" > "$dir/$name.pos"
  "$arbiter" replay show "$dir/$name.rec" --position "$dir/$name.pos" --json | jq -S 'del(.step)' |
    cmp -s - "$dir/$name.want.json" || fail "$name at $at: another state from --position"
}

check "$fix/torres/valid/base-2p.rec" 40
check "$fix/comuni/valid/comuni-3p.rec" 108
check "$fix/medievalia/valid/war-2p.rec" 60
echo ok
