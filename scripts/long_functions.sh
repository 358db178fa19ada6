#!/usr/bin/env bash
# Functions over 80 lines in engine/, replay/, verify/ and cli/ (issue 27, item 4), found by
# universal-ctags (its `end:` field). Each must be a row of docs/long-functions.md, and no longer
# than its row says: a new long function, or a listed one that grew, fails; a listed one that is
# gone or shorter asks for its row to be removed or lowered, so the list only shrinks.
# Usage: scripts/long_functions.sh [SOURCE_DIR]
set -euo pipefail
src=${1:-$(dirname "$0")/..}
cd "$src"
limit=80
command -v ctags >/dev/null || { echo "long_functions: universal-ctags is not installed"; exit 2; }
ctags --version | grep -q '^Universal Ctags' || { echo "long_functions: ctags is not universal-ctags"; exit 2; }
# "FILE<tab>FUNCTION<tab>LINES" for every function definition (`operator ==` has a space).
found=$(ctags -R --languages=C++ --kinds-c++=f --fields=+ne -f - engine replay verify cli |
  awk -F'\t' '{ l = ""; e = ""
    for (i = 4; i <= NF; i++) { if ($i ~ /^line:/) l = substr($i, 6); if ($i ~ /^end:/) e = substr($i, 5) }
    if (l != "" && e != "") print $2 "\t" $1 "\t" e - l + 1 }')
[[ -n $found ]] || { echo "long_functions: ctags found no function: nothing was checked"; exit 2; }
# The rows of the table: | `FILE` | `FUNCTION` | LINES | why |
# shellcheck disable=SC2016  # the backquotes are the table's, not a command
listed=$(sed -n 's/^| `\([^`]*\)` | `\([^`]*\)` | \([0-9]*\) |.*/\1\t\2\t\3/p' docs/long-functions.md)
# The table itself must be there (an empty one: no exception left); rows are optional.
grep -q '^| file | function | lines |' docs/long-functions.md ||
  { echo "long_functions: no table in docs/long-functions.md"; exit 2; }
status=0
checked=0
while IFS=$'\t' read -r file fn lines; do
  checked=$((checked + 1))
  ((lines > limit)) || continue
  ceiling=$(awk -F'\t' -v f="$file" -v n="$fn" '$1 == f && $2 == n { print $3 }' <<<"$listed" | sort -n | tail -n 1)
  if [[ -z $ceiling ]]; then
    echo "$file: $fn is $lines lines (over $limit): split it, or give it a row in docs/long-functions.md with its reason"
    status=1
  elif ((lines > ceiling)); then
    echo "$file: $fn grew to $lines lines (its row says $ceiling): split it"
    status=1
  fi
done <<<"$found"
while IFS=$'\t' read -r file fn ceiling; do
  [[ -n $file ]] || continue  # no row at all
  now=$(awk -F'\t' -v f="$file" -v n="$fn" '$1 == f && $2 == n { print $3 }' <<<"$found" | sort -n | tail -n 1)
  if [[ -z $now || $now -le $limit ]]; then
    echo "docs/long-functions.md: $file $fn is no longer over $limit lines: remove its row"
    status=1
  elif ((now < ceiling)); then
    echo "docs/long-functions.md: $file $fn is $now lines now: lower its row from $ceiling"
    status=1
  fi
done <<<"$listed"
rows=$(grep -c . <<<"$listed" || true)
((status == 0)) && echo "long_functions: $checked functions, none over $limit lines but the $rows listed"
exit "$status"
