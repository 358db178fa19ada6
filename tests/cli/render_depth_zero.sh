#!/usr/bin/env bash
# Issue 25, item 11: `replay render --at N --window W --depth 0` draws the record's steps around N
# and no continuation; `--depth` left out draws one level of them, as `--depth 1` does.
# Usage: render_depth_zero.sh ARBITER SOURCE_DIR WORKDIR
set -euo pipefail
arbiter="$1"
rec="$2/fixtures/comuni/valid/comuni-3p.rec"
out="$3/render-depth-zero.dot"
fail() { echo "FAIL: $*"; exit 1; }

# The "(S states, T transitions)" of a render with ARGS.
counts() {
  "$arbiter" replay render "$rec" -o "$out" --at 60 --window 3 "$@" | sed -n 's/.*(\(.*\))$/\1/p'
}
zero=$(counts --depth 0)
[[ $zero == "7 states, 6 transitions" ]] || fail "--depth 0: $zero, not the 7 steps of the window"
one=$(counts --depth 1)
default=$(counts)
[[ $one != "$zero" ]] || fail "--depth 1 draws no continuation: $one"
[[ $default == "$one" ]] || fail "no --depth: $default, --depth 1: $one"
echo ok
