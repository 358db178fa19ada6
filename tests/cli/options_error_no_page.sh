#!/usr/bin/env bash
# Issue 25, item 27: code and docs agree. A capitalised tag that names an option ([Players "3"])
# is refused as docs/notation.md says (exit 4, with the tag to write), and `replay html` writes no
# page for an options or data error, as docs/cli.md says, with validate's exit code.
# Usage: options_error_no_page.sh ARBITER SOURCE_DIR WORKDIR
set -euo pipefail
arbiter="$1" src="$2"
dir="$3/options-error-no-page"
rm -rf "$dir" && mkdir -p "$dir"
fail() { echo "FAIL: $*"; exit 1; }

# A valid record with TAG added to its header.
with_tag() {
  { echo "$1"; cat "$src/fixtures/torres/valid/base-2p.rec"; } > "$dir/$2.rec"
}
with_tag '[Players "3"]' capitalised

# run EXIT ARGS...: the exit code must be EXIT; stderr is kept in $dir/err.
run() {
  local want="$1" rc=0
  shift
  "$arbiter" "$@" > "$dir/out" 2> "$dir/err" || rc=$?
  [[ $rc -eq $want ]] || fail "arbiter $*: exit $rc, not $want: $(cat "$dir/err")"
}

run 4 replay validate "$dir/capitalised.rec"
grep -q 'did you mean \[players "3"\]?' "$dir/err" || fail "no suggestion: $(cat "$dir/err")"
grep -q 'is refused (exit 4)' "$src/docs/notation.md" ||
  fail "docs/notation.md does not say that [Players \"3\"] is refused"

run 4 replay html "$dir/capitalised.rec" -o "$dir/capitalised.html"
[[ ! -e $dir/capitalised.html ]] || fail "a page was written for [Players \"3\"]"
! grep -q '^wrote' "$dir/out" || fail "says it wrote a page: $(cat "$dir/out")"
run 4 replay html "$src/fixtures/torres/valid/base-2p.rec" --option players=9 -o "$dir/value.html"
[[ ! -e $dir/value.html ]] || fail "a page was written for --option players=9"
run 3 replay html "$src/fixtures/torres/valid/base-2p.rec" --data "$src/README.md" -o "$dir/data.html"
[[ ! -e $dir/data.html ]] || fail "a page was written for a data error"
# An invalid record still gets its page.
run 1 replay html "$src/fixtures/torres/invalid/T-2.17-height-above-area.rec" -o "$dir/invalid.html"
[[ -s $dir/invalid.html ]] || fail "no page for an invalid record"
echo ok
