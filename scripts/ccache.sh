#!/usr/bin/env bash
# Prints the CMake argument that puts ccache in front of the compiler when it is installed
# (scripts/install-deps.sh installs it), or that takes it away when ARBITER_CCACHE is 0, no, false
# or off, or when ccache's folder cannot be written (ccache would then fail every compile); read
# by scripts/build.sh and scripts/fuzz.sh each time they configure. The cache is ccache's own
# folder (~/.cache/ccache, or CCACHE_DIR), outside the clone. The launcher sets, for each compile,
# the sloppiness without which ccache does not cache a compile that uses a precompiled header
# (issue 26); the rest of ccache's configuration is the user's.
set -euo pipefail
none="-DCMAKE_CXX_COMPILER_LAUNCHER="
case ${ARBITER_CCACHE:-1} in
  0 | [Nn][Oo] | [Ff][Aa][Ll][Ss][Ee] | [Oo][Ff][Ff]) echo "$none"; exit 0 ;;
esac
if ! command -v ccache >/dev/null; then
  echo "$none"
  exit 0
fi
if ! dir=$(ccache --get-config cache_dir 2>/dev/null) || [[ -z $dir ]]; then
  echo "ccache.sh: note: ccache's configuration cannot be read (ccache -p says why); building" \
    "without ccache" >&2
  echo "$none"
  exit 0
fi
if ! mkdir -p -- "$dir" 2>/dev/null || [[ ! -w $dir ]]; then
  echo "ccache.sh: note: ccache's folder '$dir' cannot be written; building without ccache" >&2
  echo "$none"
  exit 0
fi
sloppiness=pch_defines,time_macros,include_file_mtime,include_file_ctime
echo "-DCMAKE_CXX_COMPILER_LAUNCHER=env;CCACHE_SLOPPINESS=$sloppiness;ccache"
