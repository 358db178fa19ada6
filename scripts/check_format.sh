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
bad=0
for f in "${files[@]}"; do
  if ! clang-format --dry-run --Werror "$f" 2>/dev/null; then
    echo "$f: not formatted (clang-format -i $f)"
    bad=$((bad + 1))
  fi
done
((bad == 0)) || { echo "check_format: $bad of ${#files[@]} files not formatted"; exit 1; }
echo "check_format: ${#files[@]} files formatted"
