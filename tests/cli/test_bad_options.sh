#!/usr/bin/env bash
# Issue 25: `arbiter test` refuses a bad --option or --data before any record runs (it used to run
# every record under it: 97 of the Torres fixtures failed, and the 5 expecting an options error
# passed). Exit 4 for a bad option or data field, 3 for a data file that cannot be read; no record
# is run, and no JUnit file is written. Options that do not fit together are judged record by
# record, with each record's tags.
# Usage: test_bad_options.sh ARBITER SOURCE_DIR WORKDIR
set -euo pipefail
arbiter="$1"
src="$2"
work="$3/test-bad-options"
rm -rf "$work"
mkdir -p "$work"
fail() { echo "FAIL: $*"; exit 1; }
# The embedded data with a control byte in a comune's name (as data_names.sh makes it).
"$arbiter" options comuni --data | sed 's/"Firenze"/"Fi\\u0001renze"/' >"$work/bad-data.json"
grep -q 'Fi\\u0001renze' "$work/bad-data.json" || fail "could not make the bad data file"
printf 'not json' >"$work/not-json.json"
torres="$src/fixtures/torres"
comuni="$src/fixtures/comuni"
# expect_refused CODE LABEL ARGS...: exit CODE, no record run, no JUnit file, the reason said.
expect_refused() {
  local code=$1 label=$2
  shift 2
  local rc=0
  "$arbiter" test --junit "$work/out.xml" "$@" >"$work/out.txt" 2>"$work/err.txt" || rc=$?
  [[ $rc -eq $code ]] || fail "$label: exit $rc, expected $code: $(cat "$work/err.txt")"
  [[ ! -s $work/out.txt ]] || fail "$label: records were run: $(head -n 3 "$work/out.txt")"
  [[ ! -e $work/out.xml ]] || fail "$label: a JUnit file was written"
  grep -q "^arbiter: error: .*no record was run" "$work/err.txt" ||
    fail "$label: no error said: $(cat "$work/err.txt")"
}
expect_refused 4 "folder, unknown option" "$torres" --option no_such=1
expect_refused 4 "file, bad value" "$torres/valid/base-2p.rec" --option version=bogus
expect_refused 4 "quiet, bad value" -q "$torres" --option version=bogus
expect_refused 4 "bad data field" "$comuni" --data "$work/bad-data.json"
expect_refused 4 "data of another game" "$torres/valid/base-2p.rec" --data "$work/bad-data.json"
expect_refused 3 "data not JSON" "$comuni" --data "$work/not-json.json"
expect_refused 3 "data missing" "$comuni" --data "$work/no-such.json"
grep -qF "for the comuni records" "$work/err.txt" || fail "the game is not named: $(cat "$work/err.txt")"
# Good flags still run every record.
"$arbiter" test -q "$torres/valid/base-2p.rec" --option version=base >"$work/out.txt" 2>&1 ||
  fail "a good option refused: $(cat "$work/out.txt")"
grep -qxF "1 record: 1 passed, 0 failed" "$work/out.txt" || fail "good option: $(cat "$work/out.txt")"
# Whether options fit together is each record's: players=3 is refused by the default
# three_player=unsupported, not by a record that sets three_player=triangle (an outside trial:
# the whole run was refused); first_player=2 fits a 4-player record and not a 2-player one.
printf '[Game "medievalia"]\n[players "3"]\n[three_player "triangle"]\nstop\n' >"$work/m3.rec"
"$arbiter" test -q "$work/m3.rec" --option players=3 >"$work/out.txt" 2>&1 ||
  fail "players=3 refused for a triangle record: $(cat "$work/out.txt")"
grep -qxF "1 record: 1 passed, 0 failed" "$work/out.txt" || fail "players=3: $(cat "$work/out.txt")"
mkdir -p "$work/mixed"
printf '[Game "torres"]\n[players "4"]\nstop\n' >"$work/mixed/four.rec"
printf '[Game "torres"]\nstop\n' >"$work/mixed/two.rec"
rc=0
"$arbiter" test "$work/mixed" --option first_player=2 >"$work/out.txt" 2>&1 || rc=$?
[[ $rc -eq 1 ]] || fail "first_player=2: exit $rc: $(cat "$work/out.txt")"
grep -qF "PASS $work/mixed/four.rec" "$work/out.txt" || fail "first_player=2, 4 players: $(cat "$work/out.txt")"
grep -qF "got      [options] exit 4: option 'first_player' (2) must name a seat below 'players' (2)" "$work/out.txt" ||
  fail "first_player=2, 2 players: $(cat "$work/out.txt")"
echo ok
