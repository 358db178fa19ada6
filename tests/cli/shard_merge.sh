#!/usr/bin/env bash
# verify -j and --shard/--summary with `arbiter merge` (issue 12, part 4): the summary of a run is
# the same byte for byte whatever the thread count, and the merged summaries of its shards (given
# in any order) equal it; parts that do not make one run are refused with exit 3.
# Usage: shard_merge.sh ARBITER WORKDIR GAME GAMES
set -u
arbiter="$1"; dir="$2/shard-merge-$3"; game="$3"; games="$4"
rm -rf "$dir" && mkdir -p "$dir" && cd "$dir" || exit 1
fail() { echo "FAIL: $*"; exit 1; }
run() { "$arbiter" verify "$game" --games "$games" --seed 11 --no-progress "$@" > /dev/null || fail "verify $* exited $?"; }
run --summary one.json
run -j 2 --summary two.json
cmp one.json two.json || fail "-j 2 gives another summary than -j 1"
for k in 1 2 3 4; do run --shard "$k/4" --summary "part-$k.json"; done
"$arbiter" merge part-3.json part-1.json part-4.json part-2.json -o merged.json > merge.log || fail "merge exited $?"
cmp one.json merged.json || fail "the merged shards differ from the whole run"
grep -q "merged 4 parts of $game seed 11: $games of $games games" merge.log || fail "merge said: $(cat merge.log)"
# Three of four parts: a gap.
"$arbiter" merge part-1.json part-2.json part-4.json > /dev/null 2> gap.log; rc=$?
{ [[ $rc -eq 3 ]] && grep -q "are in no part" gap.log; } || fail "a missing part: exit $rc, $(cat gap.log)"
# A part twice: an overlap.
"$arbiter" merge part-1.json part-1.json part-2.json part-3.json part-4.json > /dev/null 2> overlap.log; rc=$?
{ [[ $rc -eq 3 ]] && grep -q "overlaps" overlap.log; } || fail "an overlap: exit $rc, $(cat overlap.log)"
# A part of another run (another seed).
"$arbiter" verify "$game" --games "$games" --seed 12 --shard 2/4 --summary other.json --no-progress > /dev/null
"$arbiter" merge part-1.json other.json part-3.json part-4.json > /dev/null 2> other.log; rc=$?
{ [[ $rc -eq 3 ]] && grep -q "of another run" other.log; } || fail "another run: exit $rc, $(cat other.log)"
# Not a summary at all.
echo '{"format": "something else"}' > bad.json
"$arbiter" merge bad.json > /dev/null 2> bad.log; rc=$?
{ [[ $rc -eq 3 ]] && grep -q "bad.json: error: not a verify summary" bad.log; } || fail "a bad file: exit $rc, $(cat bad.log)"
echo ok
