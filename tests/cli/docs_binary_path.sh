#!/usr/bin/env bash
# Issue 25, item 12: the directory the user guide puts on PATH, and the one README.md and the guide
# say the binary is in, is where the build writes `arbiter`.
# Usage: docs_binary_path.sh ARBITER SOURCE_DIR BUILD_DIR
set -euo pipefail
arbiter="$1" src="$2" build="$3"
fail() { echo "FAIL: $*"; exit 1; }
# The binary's directory under the build tree, as the docs write it under build/: "build/cli".
actual="build/$(realpath --relative-to="$build" "$(dirname "$(realpath "$arbiter")")")"
guide="$src/docs/user-guide.md"
# shellcheck disable=SC2016  # the $ signs and backquotes are the docs' own text, not expansions
path=$(sed -n 's|^export PATH="\$PWD/\([^:]*\):\$PATH"$|\1|p' "$guide")
[[ -n $path ]] || fail "no 'export PATH=\"\$PWD/...:\$PATH\"' line in docs/user-guide.md"
[[ $path == "$actual" ]] || fail "docs/user-guide.md puts $path on PATH; the binary is in $actual"
for doc in "$guide" "$src/README.md"; do
  # shellcheck disable=SC2016
  said=$(grep -o 'The binary is `[^`]*`' "$doc" | sed 's/.*`\(.*\)`/\1/')
  [[ $said == "$actual/arbiter" ]] || fail "$doc says the binary is '$said', not $actual/arbiter"
done
echo ok
