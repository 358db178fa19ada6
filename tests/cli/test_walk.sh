#!/usr/bin/env bash
# Issue 25, item 19: `arbiter test DIR` never passes without testing. A folder it cannot read is an
# error naming it (exit 3), the rest still runs; a *.rec it cannot open is an ERROR; a run that
# finds no record says so and exits 2 unless --allow-empty; a deep tree under a low limit of open
# files is walked whole.
# Root reads a chmod 000 folder: as root, the runs that need an unreadable folder run as user
# nobody (setpriv, util-linux). Link loops need no such help.
# Usage: test_walk.sh ARBITER SOURCE_DIR WORKDIR
set -euo pipefail
arbiter="$1"
src="$2"
work="$3/test-walk"
chmod -R u+rwx "$work" 2> /dev/null || true
rm -rf "$work"
mkdir -p "$work"
chmod 755 "$work"
fail() {
  echo "FAIL: $*"
  exit 1
}
valid="$src/fixtures/torres/valid/base-2p.rec"
# run [WRAPPER...] -- ARGS...: sets $out (stdout and stderr) and $rc.
run() {
  local wrap=()
  while [[ $1 != -- ]]; do wrap+=("$1"); shift; done
  shift
  set +e
  out=$("${wrap[@]}" "$arbiter" test "$@" 2>&1)
  rc=$?
  set -e
}
# Runs its arguments with at most 16 open files.
ulimit_16() {
  ulimit -n 16
  "$@"
}
# Runs as a user whom file permissions bind (root is not bound by them).
reader=()
if [[ $(id -u) -eq 0 ]]; then reader=(setpriv --reuid=65534 --regid=65534 --clear-groups); fi

# No record at all: an error, unless asked.
mkdir "$work/empty"
touch "$work/empty/notes.txt"
run -- "$work/empty"
[[ $rc -eq 2 ]] || fail "empty folder: exit $rc, expected 2: $out"
grep -qF "no record (*.rec) found" <<<"$out" || fail "empty folder: $out"
run -- --allow-empty "$work/empty"
[[ $rc -eq 0 ]] || fail "empty folder with --allow-empty: exit $rc: $out"
grep -qxF "0 records: 0 passed, 0 failed" <<<"$out" || fail "empty summary: $out"

# A folder it cannot read, given or met on the way: named, exit 3, the others still run.
mkdir -p "$work/tree/locked" "$work/tree/open"
cp "$valid" "$work/tree/open/ok.rec"
cp "$valid" "$work/tree/locked/hidden.rec"
chmod 644 "$work/tree/open/ok.rec"
chmod 000 "$work/tree/locked"
run "${reader[@]}" -- "$work/tree/locked"
[[ $rc -eq 3 ]] || fail "unreadable folder: exit $rc, expected 3: $out"
grep -qF "$work/tree/locked: error: cannot read the folder: Permission denied" <<<"$out" \
  || fail "unreadable folder: not named: $out"
run "${reader[@]}" -- "$work/tree"
[[ $rc -eq 3 ]] || fail "unreadable folder inside: exit $rc, expected 3: $out"
grep -qF "$work/tree/locked: error: cannot read the folder" <<<"$out" || fail "inside: $out"
grep -qxF "1 record: 1 passed, 0 failed" <<<"$out" || fail "the readable record did not run: $out"
chmod 755 "$work/tree/locked"

# A *.rec that is a link loop: an ERROR of its own. A link to a folder is not followed (no loop).
mkdir "$work/links"
cp "$valid" "$work/links/ok.rec"
ln -s loop.rec "$work/links/loop.rec"
ln -s . "$work/links/self"
run -- "$work/links"
[[ $rc -eq 3 ]] || fail "link loop: exit $rc, expected 3: $out"
grep -qF "ERROR $work/links/loop.rec: cannot open" <<<"$out" || fail "link loop: not named: $out"
grep -qxF "2 records: 1 passed, 0 failed, 1 error" <<<"$out" || fail "link loop: summary: $out"
# A path that is a link loop itself.
ln -s top-loop "$work/top-loop"
run -- "$work/top-loop"
[[ $rc -eq 3 ]] || fail "path that is a link loop: exit $rc, expected 3: $out"
grep -qF "$work/top-loop: error: cannot read" <<<"$out" || fail "path link loop: $out"
# A deep tree under a low limit of open files: folders are listed one at a time, so the walk does
# not run out of descriptors (one open per level did, and stopped there without a word).
deep="$work/deep"
for i in $(seq 1 40); do deep="$deep/d$i"; done
mkdir -p "$deep"
cp "$valid" "$deep/ok.rec"
run ulimit_16 -- "$work/deep"
[[ $rc -eq 0 ]] || fail "deep tree with 16 open files: exit $rc: $out"
grep -qxF "1 record: 1 passed, 0 failed" <<<"$out" || fail "deep tree: the record did not run: $out"
# A record reached twice (its folder given twice, by "..", through a link to its folder, by a hard
# link) runs once: the summary counts files, not paths. Before, this was "5 records: 5 passed".
mkdir -p "$work/twice/real"
cp "$valid" "$work/twice/real/a.rec"
ln -s real "$work/twice/linked"
ln "$work/twice/real/a.rec" "$work/twice/real/hard.rec"
run -- "$work/twice/real" "$work/twice/real" "$work/twice/real/../real/a.rec" "$work/twice/linked/a.rec"
[[ $rc -eq 0 ]] || fail "a record reached twice: exit $rc: $out"
grep -qxF "1 record: 1 passed, 0 failed" <<<"$out" || fail "a record reached twice ran twice: $out"
# A link to a folder is not followed, and not without a word either.
grep -qF "$work/twice/linked: note: not run: a link to a folder is not followed (give it as a path)" <<<"$(
  "$arbiter" test "$work/twice" 2>&1)" || fail "a link to a folder skipped silently"
# A *.REC file is not a record, and is not skipped without a word.
cp "$valid" "$work/twice/real/UPPER.REC"
run -- "$work/twice/real"
grep -qF "$work/twice/real/UPPER.REC: note: not run: records are *.rec, in lower case" <<<"$out" \
  || fail "*.REC skipped silently: $out"
# A folder given twice is walked once: its note is said once.
run -- "$work/twice/real" "$work/twice/real/"
[[ $(grep -c "UPPER.REC: note: not run" <<<"$out") -eq 1 ]] || fail "a folder given twice: $out"
# A path that does not exist: exit 2, as before.
run -- "$work/none"
[[ $rc -eq 2 ]] || fail "missing path: exit $rc, expected 2: $out"
echo ok
