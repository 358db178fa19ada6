#!/usr/bin/env bash
# `phases` refuses a bad --option or --data file in every form (issue 25: the plain diagram used
# to ignore them and exit 0): exit 4, no SVG written, and no per-player-count notes before it.
# Usage: phases_bad_options.sh ARBITER WORKDIR
set -euo pipefail
arbiter="$1"
work="$2/phases-bad-options"
rm -rf "$work"
mkdir -p "$work/records"
fail() { echo "FAIL: $*"; exit 1; }
# The embedded data with a control byte in a comune's name (as data_names.sh makes it).
"$arbiter" options comuni --data | sed 's/"Firenze"/"Fi\\u0001renze"/' >"$work/bad-data.json"
grep -q 'Fi\\u0001renze' "$work/bad-data.json" || fail "could not make the bad data file"
# expect_refused LABEL ARGS...: exit 4, nothing written, no "players left out" note.
expect_refused() {
  local label=$1
  shift
  local rc=0
  "$arbiter" phases "$@" -o "$work/out.svg" >"$work/out.txt" 2>"$work/err.txt" || rc=$?
  [[ $rc -eq 4 ]] || fail "$label: exit $rc, expected 4: $(cat "$work/err.txt")"
  [[ ! -e $work/out.svg ]] || fail "$label: an SVG was written"
  ! grep -q "players left out" "$work/err.txt" || fail "$label: notes before the error"
}
expect_refused "plain, bad option" torres --option no_such=1
expect_refused "plain, bad value" torres --option version=bogus
expect_refused "plain, bad data" comuni --data "$work/bad-data.json"
expect_refused "coverage, bad data" comuni --coverage 3 --seed 1 --data "$work/bad-data.json"
expect_refused "records, bad option" medievalia --records "$work/records" --option no_such=1
# A good option on the plain diagram is accepted, with a note that it changes nothing drawn.
"$arbiter" phases torres --option version=meister -o "$work/ok.svg" 2>"$work/err.txt" >/dev/null ||
  fail "a good option refused: $(cat "$work/err.txt")"
grep -q "note: the phase diagram is the same under every option" "$work/err.txt" ||
  fail "no note that the option changes nothing drawn"
echo ok
