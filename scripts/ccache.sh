#!/usr/bin/env bash
# Prints the CMake argument that puts ccache in front of the compiler when it is installed
# (scripts/install-deps.sh installs it), or that takes it away when ARBITER_CCACHE=0; read by
# scripts/build.sh and scripts/fuzz.sh. The cache is ccache's own folder (~/.cache/ccache, or
# CCACHE_DIR), outside the clone, shared by every build folder and clone of the machine. The
# precompiled headers (issue 26) are cached only when ccache may trust their timestamps: the
# launcher sets that sloppiness for each compile.
set -euo pipefail
if [[ ${ARBITER_CCACHE:-1} != 0 ]] && command -v ccache >/dev/null; then
  echo "-DCMAKE_CXX_COMPILER_LAUNCHER=env;CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime;ccache"
else
  echo "-DCMAKE_CXX_COMPILER_LAUNCHER="
fi
