#!/usr/bin/env bash
# Inputs longer than any real one are refused where they are read, before they fill memory (issue
# 25, item 22): a header tag's value (exit 3 at the tag), a --position file longer than a position
# may be, a --data file over 1 MiB. (tests/replay/validate_memory_test.cpp measures the memory of
# the record cases.) Usage: input_bounds.sh ARBITER WORKDIR REPOSITORY
set -euo pipefail
arbiter=$1
work=$2/input-bounds
fixtures=$3/fixtures
rm -rf "$work" && mkdir -p "$work"
fail() { echo "FAIL: $*"; exit 1; }
expect() {
  local name=$1 want=$2 text=$3 rc=0
  shift 3
  "$@" > "$work/$name.log" 2>&1 || rc=$?
  [[ $rc -eq $want ]] || fail "$name: exit $rc, expected $want: $(head -c 2000 "$work/$name.log")"
  grep -qF -- "$text" "$work/$name.log" || fail "$name: no '$text' in: $(head -c 2000 "$work/$name.log")"
}
# 100,000 bytes: more than 64 KiB, fewer than a reader would notice.
filler=$(head -c 100000 /dev/zero | tr '\0' 'x')
printf '[Game "torres"]\n[Event "%s"]\nstop\n' "$filler" > "$work/tag.rec"
expect tag 3 'tag.rec:2:1: error: [syntax] the value of tag [Event] is longer than 65536 bytes' \
  "$arbiter" replay validate "$work/tag.rec"
expect tag_page 3 'the value of tag [Event] is longer than 65536 bytes' \
  "$arbiter" replay html "$work/tag.rec" -o "$work/tag.html"
printf '[Game "medievalia"]\nstop\n' > "$work/start.rec"
printf 'turn 5 P1 main; table P1 champ; hand P1 ferme %s\n' "$filler" > "$work/long.pos"
expect position 3 "--position: '$work/long.pos' is longer than 65536 bytes" \
  "$arbiter" replay validate "$work/start.rec" --position "$work/long.pos"
{ printf '{"game": "comuni", "comment": "'; head -c 1100000 /dev/zero | tr '\0' 'x'; printf '"}\n'; } > "$work/long.json"
expect data 3 "'$work/long.json' is longer than 1048576 bytes" \
  "$arbiter" replay validate --data "$work/long.json" "$fixtures/comuni/valid/comuni-2p.rec"
expect data_verify 3 "'$work/long.json' is longer than 1048576 bytes" \
  "$arbiter" verify comuni --games 1 --data "$work/long.json"
echo ok
