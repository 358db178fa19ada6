#!/usr/bin/env bash
# What `arbiter verify` writes (issue 25, items 17, 18 and 26):
# - a run stopped by a signal (a batch system's time limit) leaves an existing --summary whole;
# - a counterexample that cannot be written is not reported as written: exit 5 (the failure),
#   an error naming the file, and the record on stderr;
# - a --save record that cannot be written: exit 3 and an error naming the file; the first
#   one is checked before the games;
# - --save keeps the same games, byte for byte, with -j 1 and -j 2 on a failing run: those
#   before the first failing game.
# - --summary and --coverage at one file, or at a record the run writes, are refused before it;
# - SIGTERM while --save writes its records leaves no temporary among them.
# The failures come from the test-only broken invariant (--test-fail-at-score N).
# Usage: verify_outputs.sh ARBITER WORKDIR
set -euo pipefail
arbiter="$1"; w="$2/verify-outputs"
rm -rf "$w" && mkdir -p "$w" && cd "$w"
fail() { echo "FAIL: $*"; exit 1; }
# Game 50 fails: in the first chunk of 64 games.
failing=(verify torres --seed 56 --games 128 --test-fail-at-score 30 --no-progress)

# An old summary survives a run killed before its end.
"$arbiter" verify torres --games 2 --seed 1 --no-progress --summary s.json > /dev/null
cp s.json s.old
"$arbiter" verify torres --games 100000000 --seed 1 --no-progress --summary s.json > /dev/null &
pid=$!
sleep 2
kill -TERM "$pid"
wait "$pid" || true
cmp -s s.json s.old || fail "a killed run changed the old summary ($(wc -c < s.json) bytes)"
temps="$(find . -maxdepth 1 -name '*.arbiter-*' -printf '%f\n')"
[[ -z $temps ]] || fail "a temporary was left: $temps"
echo "killed run: the old summary is whole"

# --summary and --coverage at the same file (by any name): refused before the run, the old
# summary kept.
mkdir -p same && ln -sfn same same-link
rc=0; "$arbiter" verify torres --games 2 --seed 1 --no-progress --summary same/x.json \
  --coverage same-link/x.json > /dev/null 2> same.err || rc=$?
[[ $rc -eq 3 ]] || fail "--summary X --coverage X: exit $rc, not 3: $(cat same.err)"
grep -qF "cannot write 'same-link/x.json'" same.err || fail "no error naming the file: $(cat same.err)"
[[ ! -e same/x.json ]] || fail "--summary X --coverage X: X was written"
cp s.json same/x.json
rc=0; "$arbiter" verify torres --games 2 --seed 1 --no-progress --summary same/x.json \
  --coverage same/./x.json > /dev/null 2>&1 || rc=$?
{ [[ $rc -eq 3 ]] && cmp -s s.json same/x.json; } || fail "--summary X --coverage X: exit $rc, the old X changed"
# A --summary named as a record the run writes (a counterexample in --out-dir, a --save record)
# would be replaced by it, or replace it: refused before the run.
mkdir -p clash/saves
rc=0; (cd clash && "$arbiter" "${failing[@]}" --summary counterexample-torres-56-50.rec > /dev/null 2> ../clash.err) || rc=$?
[[ $rc -eq 3 ]] || fail "--summary named as the counterexample: exit $rc, not 3: $(cat clash.err)"
grep -qF "cannot write 'counterexample-torres-56-50.rec'" clash.err || fail "$(cat clash.err)"
rc=0; "$arbiter" verify torres --games 5 --seed 1 --no-progress --save clash/saves \
  --coverage clash/saves/torres-1-3.rec > /dev/null 2> clash.err || rc=$?
[[ $rc -eq 3 ]] || fail "--coverage named as a --save record: exit $rc, not 3: $(cat clash.err)"
[[ -z "$(ls -A clash/saves)" ]] || fail "--coverage named as a --save record: the run was played"
rm -r clash
echo "one file for two outputs: refused"

# A run stopped by SIGTERM (a batch system's time limit) while --save writes its records leaves
# no temporary among them.
for i in 1 2 3 4 5; do
  rm -rf term && mkdir term
  "$arbiter" verify torres --games 100000000 --seed 1 --no-progress -j 2 --save term > /dev/null 2>&1 &
  pid=$!
  sleep 1.$i
  kill -TERM "$pid"
  wait "$pid" || true
  temps="$(find term -maxdepth 1 -name '*.arbiter-*' -printf '%f\n')"
  [[ -z $temps ]] || fail "SIGTERM left a temporary in --save: $temps"
done
rm -rf term
echo "SIGTERM during --save: no temporary left"

# The counterexample's name, then a folder in its place: it cannot be written.
mkdir first
rc=0; "$arbiter" "${failing[@]}" --out-dir first > /dev/null 2> first.err || rc=$?
[[ $rc -eq 5 ]] || fail "the failing run exited $rc, not 5: $(cat first.err)"
name="$(sed -n 's|^  counterexample written to first/||p' first.err)"
[[ -n $name ]] || fail "no counterexample: $(cat first.err)"
mkdir -p blocked/"$name"
rc=0; "$arbiter" "${failing[@]}" --out-dir blocked > /dev/null 2> blocked.err || rc=$?
[[ $rc -eq 5 ]] || fail "exit $rc, not 5, when the counterexample cannot be written: $(cat blocked.err)"
grep -qF "arbiter: error: cannot write 'blocked/$name': a directory; the record follows:" blocked.err ||
  fail "no error naming the counterexample: $(cat blocked.err)"
grep -q '^\[Event "arbiter verify counterexample"\]$' blocked.err || fail "the record is not on stderr"
if grep -q "^  counterexample written" blocked.err; then fail "an unwritten counterexample is reported as written"; fi
echo "unwritable counterexample: reported, printed"

# A --save record that cannot be written (a folder in the place of game 3's).
mkdir -p saves/torres-1-3.rec
rc=0; "$arbiter" verify torres --games 8 --seed 1 --no-progress --save saves > /dev/null 2> save.err || rc=$?
[[ $rc -eq 3 ]] || fail "exit $rc, not 3, when a saved record cannot be written: $(cat save.err)"
grep -qF "cannot write 'saves/torres-1-3.rec': a directory" save.err || fail "$(cat save.err)"
echo "unwritable --save record: exit 3"

# A --save folder that cannot take the first record fails before the games, not after them.
mkdir -p saves0/torres-1-0.rec
rc=0; out="$("$arbiter" verify torres --games 8 --seed 1 --no-progress --save saves0 2> save0.err)" || rc=$?
[[ $rc -eq 3 ]] || fail "--save whose first record cannot be written: exit $rc, not 3: $(cat save0.err)"
grep -qF "cannot write 'saves0/torres-1-0.rec': a directory" save0.err || fail "$(cat save0.err)"
if grep -q "^ok: " <<<"$out"; then fail "--save checked only after the games: $out"; fi
echo "--save checked before the games"

# --save on a failing run: the same records with -j 1 and -j 2 (two chunks of 64 games, so that
# -j 2 plays the second chunk while the first one fails, at game 50), none from after the failure.
for jobs in 1 2; do
  mkdir "save-j$jobs" "out-j$jobs"
  rc=0; "$arbiter" "${failing[@]}" -j "$jobs" --out-dir "out-j$jobs" --save "save-j$jobs" > /dev/null 2>&1 || rc=$?
  [[ $rc -eq 5 ]] || fail "--save -j $jobs exited $rc, not 5"
done
index="${name##*-}"; index="${index%.rec}"
for f in save-j1/*.rec; do
  [[ -e $f ]] || break
  i="${f##*-}"; i="${i%.rec}"
  (( i < index )) || fail "$f saved, after the failing game $index"
done
diff -r save-j1 save-j2 > /dev/null || fail "-j 2 saves other games than -j 1: $(diff -rq save-j1 save-j2 | head -3)"
echo "--save: $(find save-j1 -maxdepth 1 -type f | wc -l) games before the failing game $index, the same with -j 2"
echo ok
