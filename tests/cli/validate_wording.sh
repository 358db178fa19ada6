#!/usr/bin/env bash
# Issue 25: `replay validate` says "1 action", not "1 actions"; on a record whose tags state an
# expected verdict ([ExpectedStatus], ...) it notes that `arbiter test` checks them, which it does
# not (an edge case that is invalid on purpose used to read as a plain error, without a word).
# Usage: validate_wording.sh ARBITER SOURCE_DIR WORKDIR
set -euo pipefail
arbiter="$1"
src="$2"
work="$3/validate-wording"
rm -rf "$work"
mkdir -p "$work"
fail() { echo "FAIL: $*"; exit 1; }
valid="$src/fixtures/torres/valid/base-2p.rec"
invalid="$src/fixtures/torres/invalid/T-2.17-height-above-area.rec"
# The header of a valid record, one action and `stop`.
{ sed -n '/^; Setup/q;p' "$valid"; printf 'N@f3\nstop\n'; } >"$work/one.rec"
out=$("$arbiter" replay validate "$work/one.rec" 2>&1) || fail "one action: not valid: $out"
grep -qF "$work/one.rec: ok: 1 action, stopped" <<<"$out" || fail "one action: $out"
! grep -qF "note:" <<<"$out" || fail "a note on a record without Expected* tags: $out"

rc=0
"$arbiter" replay validate "$invalid" >"$work/out.txt" 2>"$work/err.txt" || rc=$?
[[ $rc -eq 1 ]] || fail "invalid fixture: exit $rc, expected 1"
grep -qF "$invalid: note: [ExpectedRule], [ExpectedLine], [ExpectedStatus] state the verdict the record expects, which \`replay validate\` does not check; \`arbiter test\` checks it" "$work/err.txt" ||
  fail "no note on the Expected* tags: $(cat "$work/err.txt")"
# One tag: "states"; and the note also on a record valid against its tags.
{ head -n 1 "$work/one.rec"; echo '[ExpectedStatus "0"]'; tail -n +2 "$work/one.rec"; } >"$work/one-tagged.rec"
out=$("$arbiter" replay validate "$work/one-tagged.rec" 2>&1) || fail "tagged: not valid: $out"
grep -qF "note: [ExpectedStatus] states the verdict" <<<"$out" || fail "one tag: $out"
# Not in --json (stdout is the document) nor with -q.
out=$("$arbiter" replay validate --json "$work/one-tagged.rec" 2>&1) || fail "--json: $out"
! grep -qF "note:" <<<"$out" || fail "--json: a note: $out"
out=$("$arbiter" replay validate -q "$work/one-tagged.rec" 2>&1) || fail "-q: $out"
[[ -z $out ]] || fail "-q: printed $out"
echo ok
