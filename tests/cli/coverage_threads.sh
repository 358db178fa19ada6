#!/usr/bin/env bash
# verify --coverage and --guided (issue 12, part 2): the coverage file and the summary are the
# same byte for byte with -j 1 and -j 2, guided or not; --coverage plays the games of the plain
# run (same summary, same digest); --guided refuses --shard.
# Usage: coverage_threads.sh ARBITER WORKDIR GAME GAMES
set -u
arbiter="$1"; dir="$2/coverage-threads-$3"; game="$3"; games="$4"
rm -rf "$dir" && mkdir -p "$dir" && cd "$dir" || exit 1
fail() { echo "FAIL: $*"; exit 1; }
run() { "$arbiter" verify "$game" --games "$games" --seed 3 --no-progress "$@" > /dev/null || fail "verify $* exited $?"; }
run --summary plain.json
run --coverage one.json --summary one-summary.json
run -j 2 --coverage two.json --summary two-summary.json
cmp one.json two.json || fail "--coverage: -j 2 writes another file than -j 1"
cmp plain.json one-summary.json || fail "--coverage plays other games than the plain run"
cmp one-summary.json two-summary.json || fail "--coverage: -j 2 gives another summary"
run --guided --coverage guided-one.json --summary guided-one-summary.json
run --guided -j 2 --coverage guided-two.json --summary guided-two-summary.json
cmp guided-one.json guided-two.json || fail "--guided: -j 2 writes another file than -j 1"
cmp guided-one-summary.json guided-two-summary.json || fail "--guided: -j 2 plays other games"
grep -q '"guided": true' guided-one.json || fail "the guided file does not say so"
"$arbiter" verify "$game" --games "$games" --seed 3 --guided --shard 1/2 > /dev/null 2> shard.log; rc=$?
{ [[ $rc -eq 2 ]] && grep -qE -- "--(guided excludes --shard|shard excludes --guided)" shard.log; } || fail "--guided --shard: exit $rc, $(cat shard.log)"
echo "ok: $game, $games games"
