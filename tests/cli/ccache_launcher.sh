#!/usr/bin/env bash
# Issue 26: scripts/ccache.sh puts ccache in front of the compiler when it is installed and its
# folder can be written, with the sloppiness the precompiled headers need; ARBITER_CCACHE=0 (no,
# false, off), no ccache on PATH, or a folder that cannot be written (ccache would fail every
# compile) give the empty launcher, the last with a note. A stub ccache answers for the real one,
# so that the test does not depend on what is installed. Usage: ccache_launcher.sh SOURCE_DIR WORKDIR
set -euo pipefail
script="$1/scripts/ccache.sh"
work="$2/ccache-launcher"
fail() { echo "FAIL: $*"; exit 1; }
rm -rf "$work" && mkdir -p "$work/bin" "$work/empty"
# The stub: `ccache --get-config cache_dir` prints CCACHE_DIR, as ccache does when it is set.
# shellcheck disable=SC2016  # the stub's own variables, expanded when it runs
printf '#!/bin/sh\n[ "$1" = --get-config ] && [ "$2" = cache_dir ] && echo "$CCACHE_DIR"\n' \
  >"$work/bin/ccache"
chmod +x "$work/bin/ccache"
none="-DCMAKE_CXX_COMPILER_LAUNCHER="
# run ARGS...: the script with the stub first on PATH and ARBITER_CCACHE unset unless given.
run() { env -u ARBITER_CCACHE PATH="$work/bin:$PATH" "$@" bash "$script"; }

got=$(run CCACHE_DIR="$work/cache dir")
[[ $got == "-DCMAKE_CXX_COMPILER_LAUNCHER=env;CCACHE_SLOPPINESS="*";ccache" ]] ||
  fail "a writable folder: '$got'"
[[ $got == *pch_defines*time_macros* ]] || fail "no sloppiness for the precompiled headers: '$got'"
[[ -d "$work/cache dir" ]] || fail "the cache folder was not made"

for off in 0 no false OFF; do
  got=$(run ARBITER_CCACHE=$off CCACHE_DIR="$work/cache dir")
  [[ $got == "$none" ]] || fail "ARBITER_CCACHE=$off: '$got'"
done

got=$(env -u ARBITER_CCACHE PATH="$work/empty" /bin/bash "$script")
[[ $got == "$none" ]] || fail "no ccache on PATH: '$got'"

touch "$work/file"  # a folder under a plain file cannot be made, even by root
got=$(run CCACHE_DIR="$work/file/cache" 2>"$work/err")
[[ $got == "$none" ]] || fail "an unwritable folder: '$got'"
grep -q "cannot be written; building without ccache" "$work/err" || fail "no note: $(cat "$work/err")"
echo ok
