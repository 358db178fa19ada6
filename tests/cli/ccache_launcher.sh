#!/usr/bin/env bash
# Issue 26: scripts/ccache.sh puts ccache in front of the compiler when it is installed and its
# folder can be written, with the sloppiness the precompiled headers need; ARBITER_CCACHE=0, or a
# folder that cannot be written (ccache would fail every compile), gives the empty launcher, the
# latter with a note. Usage: ccache_launcher.sh SOURCE_DIR WORKDIR
set -euo pipefail
script="$1/scripts/ccache.sh"
work="$2/ccache-launcher"
fail() { echo "FAIL: $*"; exit 1; }
command -v ccache >/dev/null || fail "ccache is not installed (scripts/install-deps.sh installs it)"
rm -rf "$work" && mkdir -p "$work"
none="-DCMAKE_CXX_COMPILER_LAUNCHER="

got=$(CCACHE_DIR="$work/cache dir" bash "$script")
[[ $got == "-DCMAKE_CXX_COMPILER_LAUNCHER=env;CCACHE_SLOPPINESS="*";ccache" ]] ||
  fail "a writable folder: '$got'"
[[ $got == *pch_defines*time_macros* ]] || fail "no sloppiness for the precompiled headers: '$got'"
[[ -d "$work/cache dir" ]] || fail "the cache folder was not made"

got=$(ARBITER_CCACHE=0 CCACHE_DIR="$work/cache dir" bash "$script")
[[ $got == "$none" ]] || fail "ARBITER_CCACHE=0: '$got'"

touch "$work/file"  # a folder under a plain file cannot be made, even by root
got=$(CCACHE_DIR="$work/file/cache" bash "$script" 2>"$work/err")
[[ $got == "$none" ]] || fail "an unwritable folder: '$got'"
grep -q "cannot be written; building without ccache" "$work/err" || fail "no note: $(cat "$work/err")"
echo ok
