#!/usr/bin/env bash
# verify's minimal counterexample (issue 12, part 3), with the test-only broken invariant
# (--test-fail-at-score N: a state where a seat's score reaches N fails [test.broken-invariant]).
# For each GAME:N: the run exits 5 and writes the full counterexample and, beside it, the shrunk
# one (-min.rec); both replay as legal games (`replay validate`), the minimal one is no longer
# than the full one, its tags give the seed and the rule, and -j 2 writes it byte for byte the
# same. At least one game must shrink strictly. 128 games: two chunks of 64, so that -j 2 does
# play on two threads.
# Usage: minimal_counterexample.sh ARBITER WORKDIR SEED GAME:N...
set -u
arbiter="$1"; dir="$2/minimal-counterexample"; seed="$3"; shift 3
rm -rf "$dir" && mkdir -p "$dir" && cd "$dir" || exit 1
fail() { echo "FAIL: $*"; exit 1; }
# The number of actions `replay validate` reports for a record (it must be valid).
actions_of() {
  local out
  out="$("$arbiter" replay validate "$1" 2>&1)" || fail "$1 does not validate: $out"
  sed -n 's/^[^ ]*: ok: \([0-9][0-9]*\) actions.*/\1/p' <<<"$out" | head -1
}
shrank=0
for pair in "$@"; do
  game="${pair%%:*}"; score="${pair#*:}"
  for jobs in 1 2; do
    mkdir "$game-j$jobs"
    "$arbiter" verify "$game" --seed "$seed" --games 128 -j "$jobs" --test-fail-at-score "$score" \
      --out-dir "$game-j$jobs" --no-progress > "$game-j$jobs.out" 2> "$game-j$jobs.err"
    rc=$?
    [[ $rc -eq 5 ]] || fail "$game -j $jobs exited $rc, not 5: $(cat "$game-j$jobs.err")"
  done
  err="$game-j1.err"
  full="$(sed -n 's/^  counterexample written to //p' "$err")"
  min="$(sed -n 's/^  minimal counterexample written to //p' "$err")"
  [[ -n $full && -f $full ]] || fail "$game: no full counterexample: $(cat "$err")"
  [[ -n $min && -f $min ]] || fail "$game: no minimal counterexample: $(cat "$err")"
  [[ $min == "${full%.rec}-min.rec" ]] || fail "$game: $min is not named after $full"
  grep -q "^FAILED game [0-9]* (game seed [0-9]*) at step [0-9]*: \[test.broken-invariant\]" "$err" ||
    fail "$game: $(cat "$err")"
  n_full="$(actions_of "$full")"
  n_min="$(actions_of "$min")"
  [[ -n $n_full && -n $n_min ]] || fail "$game: no action counts from replay validate"
  (( n_min <= n_full )) || fail "$game: the minimal record ($n_min actions) is longer than the full one ($n_full)"
  (( n_min < n_full )) && shrank=$((shrank + 1))
  grep -q "^  shrunk from $n_full to $n_min actions" "$err" || fail "$game: $(cat "$err")"
  grep -q "^\[Seed \"$seed\"\]$" "$min" || fail "$game: no [Seed \"$seed\"] tag in $min"
  grep -q '^\[GameSeed "[0-9]*"\]$' "$min" || fail "$game: no [GameSeed] tag in $min"
  grep -q '^\[Failure "\[test.broken-invariant\] ' "$min" || fail "$game: no [Failure] tag with the rule in $min"
  { grep -q "^\[OriginalLength \"$n_full\"\]$" "$min" && grep -q "^\[MinimalLength \"$n_min\"\]$" "$min"; } ||
    fail "$game: the length tags of $min are not $n_full and $n_min"
  # The same run on two threads: the same counterexamples, byte for byte.
  cmp "$full" "$game-j2/${full##*/}" || fail "$game: -j 2 writes another full counterexample"
  cmp "$min" "$game-j2/${min##*/}" || fail "$game: -j 2 writes another minimal counterexample"
  echo "$game: $n_full -> $n_min actions"
done
(( shrank > 0 )) || fail "no game shrank"
echo ok
