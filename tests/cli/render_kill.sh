#!/usr/bin/env bash
# `kill -9` during a render (issue 25, "what held"): the old SVG stays whole and no temporary is
# left beside it. The layout runs before the output is touched, and the output is a temporary
# renamed over the old file (replay/output/output_file.h).
# Usage: render_kill.sh ARBITER WORKDIR RECORD (a record whose layout takes seconds)
set -euo pipefail
arbiter="$1"; w="$2/render-kill"; rec="$3"
rm -rf "$w" && mkdir -p "$w"
fail() { echo "FAIL: $*"; exit 1; }

printf '<svg>the old drawing</svg>\n' > "$w/old.svg"
cp "$w/old.svg" "$w/old.copy"
# About 30 s of layout (1971 states); killed once the layout has started.
"$arbiter" replay render "$rec" -o "$w/old.svg" --at 200 --depth 2 --max-nodes 5000 > /dev/null 2> "$w/../render-kill.err" &
pid=$!
for _ in $(seq 100); do
  grep -q "laying out" "$w/../render-kill.err" && break
  sleep 0.1
done
sleep 1
kill -0 "$pid" 2> /dev/null || fail "the render ended before the kill: $(cat "$w/../render-kill.err")"
kill -9 "$pid"
wait "$pid" 2> /dev/null || true
cmp -s "$w/old.svg" "$w/old.copy" || fail "kill -9 changed the old SVG"
leftover="$(find "$w" -mindepth 1 -maxdepth 1 ! -name old.svg ! -name old.copy -printf '%f\n')"
[[ -z $leftover ]] || fail "left behind: $leftover"
echo ok
