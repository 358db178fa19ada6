#!/usr/bin/env bash
# `replay validate --repair NAME > fix.patch; patch -p0 < fix.patch` (docs/cli.md) patches NAME
# and nothing else, whatever NAME holds: a name with newlines that spell a forged diff header
# aimed at another file, a tab, a quote, a backslash, a space, a byte past ASCII. Diff headers
# and messages quote such names C-style (as git does), which GNU patch reads back.
# A name patch ignores as unsafe (absolute, through `..`) gets a word on how to apply the diff.
# Usage: repair_file_names.sh ARBITER WORKDIR SOURCE_DIR
set -euo pipefail
arbiter="$(realpath "$1")"
work="$2/repair-file-names"
fixture="$(realpath "$3")/fixtures/torres/invalid/T-2.9-end-left-out.rec"
rm -rf "$work"
mkdir -p "$work"
cd "$work"
printf 'victim\n' >victim.txt
names=($'x\n+++ victim.txt\n@@ -0,0 +1,1 @@\n+text\n' $'tab\there.rec' 'quote"back\slash.rec'
  'with space.rec' $'caf\xc3\xa9.rec' $'esc\033[2J.rec')
for name in "${names[@]}"; do
  shown="$(printf '%q' "$name")"
  cp "$fixture" "$name"
  rc=0
  "$arbiter" replay validate --repair "$name" >fix.patch 2>/dev/null || rc=$?
  [[ $rc -eq 1 ]] || { echo "$shown: exit $rc, expected 1"; exit 1; }
  grep -q '^repair 1: ' fix.patch || { echo "$shown: no proposal"; exit 1; }
  if LC_ALL=C grep -q $'[\001-\010\013-\037\177]' fix.patch; then
    echo "$shown: raw control bytes in the output"
    exit 1
  fi
  patch -p0 -F0 <fix.patch >patch.log 2>&1 || { echo "$shown: patch fails: $(<patch.log)"; exit 1; }
  [[ "$(<victim.txt)" == victim ]] || { echo "$shown: victim.txt was patched"; exit 1; }
  "$arbiter" replay validate -q "$name" >/dev/null 2>&1 ||
    { echo "$shown: the record is not repaired: $(<patch.log)"; exit 1; }
  [[ $(find . -type f -printf x | wc -c) -eq 4 ]] || { echo "$shown: patch wrote another file"; find .; exit 1; }
  rm -f "$name"
done

# A name GNU patch ignores as unsafe (absolute, or through `..`): `patch -p0` cannot apply the
# diff, so the output says to give patch the file, and that applies it.
mkdir -p sub
for name in "$PWD/absolute.rec" "sub/../up.rec"; do
  cp "$fixture" "$name"
  rc=0
  "$arbiter" replay validate --repair "$name" >fix.patch 2>/dev/null || rc=$?
  [[ $rc -eq 1 ]] || { echo "$name: exit $rc, expected 1"; exit 1; }
  grep -qF "$name: repair: GNU patch ignores this name (absolute or through '..'): give it the file, as in \`patch FILE < fix.patch\`" fix.patch ||
    { echo "$name: no word on patch: $(head -n 2 fix.patch)"; exit 1; }
  patch -F0 "$name" <fix.patch >patch.log 2>&1 || { echo "$name: patch fails: $(<patch.log)"; exit 1; }
  "$arbiter" replay validate -q "$name" >/dev/null 2>&1 || { echo "$name: not repaired"; exit 1; }
  rm -f "$name"
done
echo ok
