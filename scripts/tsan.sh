#!/usr/bin/env bash
# ThreadSanitizer over every threaded path of the `arbiter` command (issue 25): `verify -j 2`
# (plain, --thorough, --coverage, --guided, --save, --summary with --shard, a failing run that
# shrinks its counterexample) and `explore -j 2` (counts and --find), for each game. Any data race
# or other TSan report fails the run (exit 1) with the report on stderr.
#
#   scripts/tsan.sh [BUILD_DIR]      default build-tsan; configures and builds only `arbiter`
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-build-tsan}
cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DARBITER_TSAN=ON \
  -DARBITER_BENCH=OFF >/dev/null
cmake --build "$dir" --target arbiter -j "$(nproc)"
arbiter=$(pwd)/$dir/cli/arbiter
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# halt_on_error: the first report ends the command with TSan's exit code (66), which fails below.
export TSAN_OPTIONS="halt_on_error=1 exitcode=66 second_deadlock_stack=1"
failures=0
# run EXPECTED_EXIT LABEL ARGS...: runs arbiter ARGS under TSan; a TSan report or an exit code
# other than EXPECTED_EXIT is a failure.
run() {
  local want=$1 label=$2
  shift 2
  local rc=0
  "$arbiter" "$@" > "$work/out" 2> "$work/err" || rc=$?
  if grep -q "WARNING: ThreadSanitizer" "$work/err" || [[ $rc -ne $want ]]; then
    echo "FAIL $label (exit $rc, expected $want): arbiter $*" >&2
    cat "$work/err" >&2
    failures=$((failures + 1))
  else
    echo "ok   $label"
  fi
}
# GAME:GAMES:SCORE: the games per run, and the score at which the test-only broken invariant
# fails (tests/cli/minimal_counterexample.sh: game 0 of seed 56 reaches it quickly).
for spec in torres:200:10 comuni:40:5 medievalia:20:1; do
  IFS=: read -r game n score <<< "$spec"
  run 0 "$game verify -j 2" verify "$game" --games "$n" --seed 1 -j 2 --no-progress
  run 0 "$game verify --thorough" verify "$game" --games "$((n / 4))" --seed 2 -j 2 --thorough \
    --no-progress
  run 0 "$game verify --coverage" verify "$game" --games "$n" --seed 3 -j 2 --no-progress \
    --coverage "$work/$game-cov.json"
  run 0 "$game verify --guided" verify "$game" --games "$n" --seed 4 -j 2 --guided --no-progress \
    --coverage "$work/$game-guided.json"
  mkdir -p "$work/$game-save"
  run 0 "$game verify --save" verify "$game" --games "$((n / 4))" --seed 5 -j 2 --no-progress \
    --save "$work/$game-save"
  run 0 "$game verify --shard" verify "$game" --games "$n" --seed 6 -j 2 --shard 1/2 \
    --summary "$work/$game-part.json" --no-progress
  # A failing run (the test-only broken invariant): the threads stop, the first failure shrinks.
  mkdir -p "$work/$game-fail"
  run 5 "$game verify failing + shrink" verify "$game" --games 128 --seed 56 -j 2 \
    --test-fail-at-score "$score" --out-dir "$work/$game-fail" --no-progress
  run 0 "$game explore -j 2" explore "$game" --depth 3 -j 2
done
run 0 "torres explore --find -j 2" explore torres --depth 60 --find 'max_score > 0' -j 2 \
  -o "$work/find.rec"
if ((failures > 0)); then
  echo "tsan: $failures run(s) failed" >&2
  exit 1
fi
echo "tsan: ok, no report"
