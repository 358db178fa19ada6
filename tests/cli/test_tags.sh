#!/usr/bin/env bash
# Issue 25, items 1, 2 and 14: `arbiter test` and the expectation tags. A misspelled Expected* tag
# is an ERROR naming the tag, its line and the tag meant (exit 3), never a pass; [ExpectedStatus]
# takes each verdict's exit code or word; the summary and the expected verdict read right.
# Usage: test_tags.sh ARBITER SOURCE_DIR WORKDIR
set -euo pipefail
arbiter="$1"
src="$2"
work="$3/test-tags"
rm -rf "$work"
mkdir -p "$work"
fail() {
  echo "FAIL: $*"
  exit 1
}
valid="$src/fixtures/torres/valid/base-2p.rec"
invalid="$src/fixtures/torres/invalid/T-2.17-height-above-area.rec"

# with_tag SOURCE TAG OUT [NAME...]: SOURCE less its [NAME ...] tag lines, with TAG as line 2.
with_tag() {
  local from="$1" tag="$2" out="$3"
  shift 3
  cp "$from" "$out.src"
  for drop in "$@"; do sed -i "/^\\[$drop /d" "$out.src"; done
  { head -n 1 "$out.src"; printf '%s\n' "$tag"; tail -n +2 "$out.src"; } > "$out"
  rm "$out.src"
}
# run FILE...: sets $out (stdout and stderr) and $rc.
run() {
  set +e
  out=$("$arbiter" test "$@" 2>&1)
  rc=$?
  set -e
}

# Item 1: a misspelled expectation is an error of its case, not a case passed unchecked. (The tag
# takes the place of [ExpectedStatus]: the lines, and so [ExpectedLine], stay right.)
with_tag "$invalid" '[ExpectedMesage "words its message does not hold"]' "$work/misspelled.rec" \
  ExpectedStatus
run "$work/misspelled.rec"
[[ $rc -eq 3 ]] || fail "misspelled tag: exit $rc, expected 3: $out"
grep -qF "ERROR $work/misspelled.rec:2:1: unknown expectation tag [ExpectedMesage]; did you mean [ExpectedMessage]?" <<<"$out" \
  || fail "misspelled tag: no error naming it: $out"
grep -qxF "1 record: 0 passed, 0 failed, 1 error" <<<"$out" || fail "misspelled tag: summary: $out"
for tag in '[ExpectdRule "T-2.17"]' '[expectedrule "T-2.17"]'; do
  with_tag "$invalid" "$tag" "$work/near.rec" ExpectedStatus
  run "$work/near.rec"
  [[ $rc -eq 3 ]] || fail "$tag: exit $rc, expected 3: $out"
  grep -qF "did you mean [ExpectedRule]?" <<<"$out" || fail "$tag: no suggestion: $out"
done

# Item 2: [ExpectedStatus] takes the exit code or the word.
for v in 0 valid ok; do
  with_tag "$valid" "[ExpectedStatus \"$v\"]" "$work/status-$v.rec"
  run "$work/status-$v.rec"
  [[ $rc -eq 0 ]] || fail "[ExpectedStatus \"$v\"] on a valid record: exit $rc: $out"
done
with_tag "$invalid" '[ExpectedStatus "illegal"]' "$work/illegal.rec" ExpectedStatus
run "$work/illegal.rec"
[[ $rc -eq 0 ]] || fail "[ExpectedStatus \"illegal\"]: exit $rc: $out"
with_tag "$invalid" '[ExpectedStatus "ilegal"]' "$work/ilegal.rec" ExpectedStatus
run "$work/ilegal.rec"
[[ $rc -eq 3 ]] || fail "[ExpectedStatus \"ilegal\"]: exit $rc, expected 3: $out"
grep -qF 'unknown status "ilegal"; did you mean "illegal"?' <<<"$out" || fail "ilegal: $out"

# An expectation the reader never reaches (after a syntax error: here a tag without quotes) is an
# ERROR naming it, not a pass of the [ExpectedStatus "3"] before it; nor is a value of spaces a
# pass of every message.
{ head -n 1 "$valid"; printf '[ExpectedStatus "3"]\n[Oops no quotes]\n[ExpectedLine "99"]\n'; tail -n +2 "$valid"; } > "$work/unread.rec"
run "$work/unread.rec"
[[ $rc -eq 3 ]] || fail "tag after a syntax error: exit $rc, expected 3: $out"
grep -qF "ERROR $work/unread.rec:4:1: [ExpectedLine] is never read: the reader stops at the syntax error on line 3" <<<"$out" \
  || fail "tag after a syntax error: $out"
with_tag "$invalid" '[ExpectedMessage " "]' "$work/spaces.rec" ExpectedStatus
run "$work/spaces.rec"
[[ $rc -eq 3 ]] || fail "a message of spaces: exit $rc, expected 3: $out"
grep -qF '[ExpectedMessage " "]: an expectation needs a value' <<<"$out" || fail "spaces: $out"

# An [ExpectedRule] no diagnostic of the record's game gives can never match: an ERROR with the
# id meant, never a case that fails forever (or one expecting an error that passes wrongly).
with_tag "$invalid" '[ExpectedRule "T2.17"]' "$work/rule-typo.rec" ExpectedRule ExpectedStatus
run "$work/rule-typo.rec"
[[ $rc -eq 3 ]] || fail "[ExpectedRule \"T2.17\"]: exit $rc, expected 3: $out"
grep -qF "ERROR $work/rule-typo.rec:2:1: [ExpectedRule \"T2.17\"]: torres has no rule T2.17, so it can never match; did you mean \`T-2.17\`" <<<"$out" \
  || fail "[ExpectedRule \"T2.17\"]: $out"
with_tag "$invalid" '[ExpectedRule "M-5.6"]' "$work/rule-other-game.rec" ExpectedRule ExpectedStatus
run "$work/rule-other-game.rec"
[[ $rc -eq 3 ]] || fail "a Medievalia rule on a Torres record: exit $rc, expected 3: $out"
grep -qF "torres has no rule M-5.6, so it can never match" <<<"$out" || fail "M-5.6: $out"
# A rule id in another case is the same rule, as `arbiter rules` reads ids (found by a new user).
with_tag "$invalid" '[ExpectedRule "t-2.17"]' "$work/rule-case.rec" ExpectedRule
run "$work/rule-case.rec"
[[ $rc -eq 0 ]] || fail "[ExpectedRule \"t-2.17\"]: exit $rc, expected 0: $out"
# The ids a diagnostic gives that are no rules stay expectations ("syntax", "options", ...).
with_tag "$valid" '[no_such "1"]' "$work/rule-options.rec"
sed -i '2i [ExpectedRule "options"]' "$work/rule-options.rec"
run "$work/rule-options.rec"
[[ $rc -eq 0 ]] || fail "[ExpectedRule \"options\"] with a bad option tag: exit $rc: $out"
# A status with spaces around it: the value meant is the same without them.
with_tag "$invalid" '[ExpectedStatus " 1"]' "$work/status-spaces.rec" ExpectedStatus
run "$work/status-spaces.rec"
[[ $rc -eq 3 ]] || fail "[ExpectedStatus \" 1\"]: exit $rc, expected 3: $out"
grep -qF 'unknown status " 1"; did you mean "1"?' <<<"$out" || fail "status with spaces: $out"

# Item 14: one record is "1 record", and an expectation of a rule alone reads "([T-2.17])".
with_tag "$invalid" '; a rule alone' "$work/rule-only.rec" ExpectedLine ExpectedStatus
run "$work/rule-only.rec"
[[ $rc -eq 0 ]] || fail "rule only: exit $rc: $out"
grep -qxF "PASS $work/rule-only.rec  ([T-2.17])" <<<"$out" || fail "rule only: $out"
grep -qxF "1 record: 1 passed, 0 failed" <<<"$out" || fail "one record: $out"
# The expected verdict of a failure: no stray space or comma.
with_tag "$valid" '[ExpectedRule "T-2.18"]' "$work/fails.rec"
sed -i '2a [ExpectedMessage "one castle"]' "$work/fails.rec"
run "$work/fails.rec" "$work/illegal.rec"
[[ $rc -eq 1 ]] || fail "a failure: exit $rc, expected 1: $out"
grep -qxF "  expected [T-2.18], message 'one castle'" <<<"$out" || fail "expected text: $out"
grep -qxF "2 records: 1 passed, 1 failed" <<<"$out" || fail "two records: $out"
echo ok
