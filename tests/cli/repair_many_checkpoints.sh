#!/usr/bin/env bash
# `--repair` on a record with COUNT checkpoints (`?year=1`, which hold) between two actions and a
# stray token `zzz` after them: the search tries the edits at the error first, so deleting `zzz`
# is found (the bounds on candidate edits used to cut the error's own edits, the farthest ones
# being made first), and a checkpoint that reads the state's JSON costs the budget what it costs
# to check (the search took 30 s to 60 s and found nothing). The diff applies and the record then
# validates. Usage: repair_many_checkpoints.sh ARBITER WORKDIR SOURCE_DIR COUNT
set -euo pipefail
arbiter="$(realpath "$1")"
work="$2/repair-many-checkpoints"
valid="$(realpath "$3")/fixtures/torres/valid/base-2p.rec"
count="$4"
rm -rf "$work"
mkdir -p "$work"
cd "$work"
{
  sed -n '1,38p' "$valid"
  for ((i = 0; i < count; ++i)); do echo '?year=1'; done
  echo zzz
  sed -n '39,$p' "$valid"
} >checks.rec
line=$((39 + count))
# No clock here: the test's ctest TIMEOUT is the backstop (the search that found nothing ran 30 s
# to 60 s; it takes ~2 s, ~80 s under ASan's Debug build).
rc=0
"$arbiter" replay validate --repair checks.rec >out.txt 2>/dev/null || rc=$?
[[ $rc -eq 3 ]] || { echo "exit $rc, expected 3"; exit 1; }
heading="$(grep -m 1 '^repair 1: ' out.txt || true)"
[[ $heading == "repair 1: delete \`zzz\` at line $line, col 1; the whole record then replays" ]] ||
  { echo "unexpected: $(head -n 3 out.txt)"; exit 1; }
sed -n '/^--- /,/^repair 2: /p' out.txt | grep -v '^repair 2: ' >fix.patch
patch -p0 -F0 <fix.patch >/dev/null
"$arbiter" replay validate -q checks.rec >/dev/null
echo ok
