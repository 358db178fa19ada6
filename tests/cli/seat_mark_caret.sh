#!/usr/bin/env bash
# A line's seat mark that names the wrong seat is what is wrong: the error points at the mark
# (line:1, caret under `P2:`), in the text and in SARIF; a mark that holds for its line's first
# actions and disagrees later (the turn passed mid-line) is reported at that later token.
# Usage: seat_mark_caret.sh ARBITER SOURCE_DIR WORKDIR
set -euo pipefail
arbiter="$1" valid="$2/fixtures/torres/valid/base-2p.rec"
dir="$3/seat-mark-caret"
rm -rf "$dir" && mkdir -p "$dir"
fail() { echo "FAIL: $*"; exit 1; }
line=$(grep -n '^C8:c3-a5 f2-e2' "$valid" | cut -d: -f1)

# P1's turn marked P2.
sed "${line}s/^/P2: /" "$valid" >"$dir/wrong.rec"
rc=0
err=$("$arbiter" replay validate "$dir/wrong.rec" 2>&1) || rc=$?
[[ $rc -eq 1 ]] || fail "exit $rc: $err"
grep -q "wrong.rec:$line:1: error: \[T-3.2\] the record marks P2 here, but P1 is to act" <<<"$err" ||
  fail "not at the mark: $err"
grep -qx '     | ^~~' <<<"$err" || fail "no caret under the mark: $err"
rc=0
"$arbiter" replay validate "$dir/wrong.rec" --sarif "$dir/wrong.sarif" >/dev/null 2>&1 || rc=$?
[[ $(jq '.runs[0].results[0].locations[0].physicalLocation.region.startColumn' "$dir/wrong.sarif") == 1 ]] ||
  fail "SARIF column: $(jq -c '.runs[0].results[0].locations' "$dir/wrong.sarif")"

# P2's next turn written on P1's line under P1's mark: the mark holds for P1's tokens, and the
# error is at P2's first token.
next=$(sed -n "$((line + 2))p" "$valid")
first=${next%% *}
sed -e "${line}s/^/P1: /" -e "${line}s/ end\$/ end $next/" -e "$((line + 2))d" "$valid" >"$dir/late.rec"
rc=0
err=$("$arbiter" replay validate "$dir/late.rec" 2>&1) || rc=$?
col=$(($(sed -n "${line}p" "$dir/late.rec" | grep -bo " $first " | head -1 | cut -d: -f1) + 2))
grep -q "late.rec:$line:$col: error: .*the record marks P1 here, but P2 is to act" <<<"$err" ||
  fail "not at P2's first token (col $col): $err"
echo ok
