#!/usr/bin/env bash
# Prints the CMake argument that puts ccache in front of the compiler when it is installed
# (scripts/install-deps.sh installs it), or that takes it away when ARBITER_CCACHE=0 or when
# ccache's folder cannot be written (ccache would then fail every compile); read by
# scripts/build.sh and scripts/fuzz.sh. The cache is ccache's own folder (~/.cache/ccache, or
# CCACHE_DIR), outside the clone, shared by every build folder and clone of the machine. The
# precompiled headers (issue 26) are cached only when ccache may trust their timestamps: the
# launcher sets that sloppiness for each compile.
set -euo pipefail
none="-DCMAKE_CXX_COMPILER_LAUNCHER="
if [[ ${ARBITER_CCACHE:-1} == 0 ]] || ! command -v ccache >/dev/null; then
  echo "$none"
  exit 0
fi
dir=$(ccache --get-config cache_dir 2>/dev/null || true)
if [[ -z $dir ]] || ! mkdir -p -- "$dir" 2>/dev/null || [[ ! -w $dir ]]; then
  echo "ccache.sh: note: ccache's folder '$dir' cannot be written; building without ccache" >&2
  echo "$none"
  exit 0
fi
echo "-DCMAKE_CXX_COMPILER_LAUNCHER=env;CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime;ccache"
