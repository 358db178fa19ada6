#!/usr/bin/env bash
# Issue 25: `arbiter test` on paths that hold no record names those paths, and its --junit file
# still says, as valid JUnit, that the run is an error (it used to be an empty pass: no testsuite,
# tests="0"). A record without a [Game] tag is in a suite named "no game" (it was "unreadable").
# Usage: test_nothing_found.sh ARBITER SOURCE_DIR WORKDIR
set -euo pipefail
arbiter="$1"
src="$2"
work="$3/test-nothing-found"
rm -rf "$work"
mkdir -p "$work/empty" "$work/other"
fail() { echo "FAIL: $*"; exit 1; }
touch "$work/other/notes.txt"
rc=0
"$arbiter" test --junit "$work/none.xml" "$work/empty" "$work/other" >"$work/out.txt" 2>"$work/err.txt" || rc=$?
[[ $rc -eq 2 ]] || fail "nothing found: exit $rc, expected 2"
grep -qF "arbiter: error: no record (*.rec) found in '$work/empty', '$work/other': nothing was tested" "$work/err.txt" ||
  fail "the paths are not named: $(cat "$work/err.txt")"
xmllint --noout "$work/none.xml" || fail "the JUnit file is not XML"
grep -qF '<testsuites name="arbiter" tests="1" failures="0" errors="1"' "$work/none.xml" ||
  fail "the JUnit file does not count an error: $(cat "$work/none.xml")"
grep -qF "<error message=\"no record (*.rec) found in &apos;$work/empty&apos;" "$work/none.xml" ||
  fail "the JUnit file does not say why: $(cat "$work/none.xml")"
# With --allow-empty the run passes, and its JUnit file holds no case.
"$arbiter" test --allow-empty --junit "$work/allowed.xml" "$work/empty" >/dev/null 2>&1 ||
  fail "--allow-empty: not exit 0"
grep -qF 'tests="0" failures="0" errors="0"' "$work/allowed.xml" || fail "--allow-empty: $(cat "$work/allowed.xml")"
# A record without a [Game] tag (it expects that error): its suite has a name.
grep -v '^\[Game ' "$src/fixtures/torres/valid/base-2p.rec" |
  sed '1i [ExpectedRule "record"]' >"$work/no-game.rec"
"$arbiter" test --junit "$work/no-game.xml" "$work/no-game.rec" >"$work/out.txt" 2>&1 ||
  fail "no [Game] tag: $(cat "$work/out.txt")"
xmllint --noout "$work/no-game.xml" || fail "no [Game] tag: not XML"
grep -qF '<testsuite name="no game" tests="1"' "$work/no-game.xml" ||
  fail "no [Game] tag: suite name: $(cat "$work/no-game.xml")"
# A record of a game Arbiter does not know is in "no game" too; one of a known game that fails to
# read (a tag given twice) is in its game's suite.
mkdir -p "$work/suites"
printf '[Game "Chess"]\n[ExpectedStatus "3"]\nstop\n' >"$work/suites/chess.rec"
sed '3i [players "2"]' "$src/fixtures/torres/valid/base-2p.rec" |
  sed '1a [ExpectedStatus "3"]' >"$work/suites/dup.rec"
"$arbiter" test --junit "$work/suites.xml" "$work/suites" >"$work/out.txt" 2>&1 ||
  fail "suites: $(cat "$work/out.txt")"
for suite in "no game" torres; do
  grep -qF "<testsuite name=\"$suite\" tests=\"1\"" "$work/suites.xml" ||
    fail "suite $suite: $(cat "$work/suites.xml")"
done
echo ok
