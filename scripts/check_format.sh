#!/usr/bin/env bash
# The C++ sources as .clang-format formats them (issue 27, item 6): clang-format (Debian's, 14)
# run over engine/, replay/, verify/, cli/, tests/, bench/ and fuzz/ without changing anything;
# each file it would change is named. `clang-format -i FILE` formats one.
# Usage: scripts/check_format.sh [SOURCE_DIR]
set -euo pipefail
cd "${1:-$(dirname "$0")/..}"
command -v clang-format >/dev/null || { echo "check_format: clang-format is not installed"; exit 2; }
mapfile -d '' files < <(find engine replay verify cli tests bench fuzz \
  \( -name '*.cpp' -o -name '*.h' \) -type f -print0 | sort -z)
((${#files[@]} > 0)) || { echo "check_format: no C++ source found: nothing was checked"; exit 2; }
# One clang-format for every file (one process a file took 46 s of the Release suite, this 10):
# it reports each place to change as FILE:LINE:COL: error: ...; the files are named once each.
rc=0
report=$(clang-format --dry-run --Werror "${files[@]}" 2>&1) || rc=$?
mapfile -t bad < <(sed -n 's/^\(.*\):[0-9]*:[0-9]*: error: code should be clang-formatted.*/\1/p' <<<"$report" | sort -u)
for f in "${bad[@]}"; do echo "$f: not formatted (clang-format -i $f)"; done
if ((rc != 0 && ${#bad[@]} == 0)); then
  echo "$report"
  echo "check_format: clang-format failed (exit $rc) without naming a file"
  exit 1
fi
((${#bad[@]} == 0)) || { echo "check_format: ${#bad[@]} of ${#files[@]} files not formatted"; exit 1; }
echo "check_format: ${#files[@]} files formatted"
