#!/usr/bin/env bash
# The Debian package (issue 13): packs BUILD_DIR with `cpack -G DEB`, installs the .deb with
# apt-get (which brings its dependencies), then uses what it installed as a user would: arbiter
# from /usr/bin, its man page, its bash completion through bash-completion's loader, and the CMake
# package from /usr with no prefix given. Removes the package at the end (KEEP=1 keeps it).
# Needs root (or sudo) and Debian's package archive. Usage: deb.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
build=$(cd "$1" && pwd); src=$(cd "$2" && pwd)
fail() { echo "FAIL: $*"; exit 1; }
SUDO=""
[[ $(id -u) -ne 0 ]] && SUDO="sudo"
version=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$build/CMakeCache.txt")
(cd "$build" && rm -f arbiter_*.deb && cpack -G DEB > cpack.log) || { cat "$build/cpack.log"; fail "cpack"; }
deb=$(ls "$build"/arbiter_"$version"_*.deb) || fail "no arbiter_${version}_*.deb"
echo "deb: $(basename "$deb"), $(du -h "$deb" | cut -f1); depends: $(dpkg-deb -f "$deb" Depends)"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$deb" > /dev/null
trap '[[ ${KEEP:-0} == 1 ]] || DEBIAN_FRONTEND=noninteractive $SUDO apt-get purge -y -qq arbiter > /dev/null' EXIT
[[ $(dpkg-query -W -f='${Version}' arbiter) == "$version" ]] || fail "dpkg lists another version"

[[ $(command -v arbiter) == /usr/bin/arbiter ]] || fail "arbiter is not /usr/bin/arbiter: $(command -v arbiter)"
[[ $(/usr/bin/arbiter --version) == "arbiter $version" ]] || fail "--version: $(/usr/bin/arbiter --version)"
/usr/bin/arbiter replay validate "$src/fixtures/torres/valid/base-2p.rec" "$src/fixtures/comuni/valid/comuni-2p.rec" \
  | grep -q "2 records: 2 valid, 0 invalid" || fail "validation from /usr/bin"
set +e
/usr/bin/arbiter replay validate "$src/fixtures/torres/invalid/T-2.17-height-above-area.rec" > /dev/null 2>&1
rc=$?
set -e
[[ $rc -eq 1 ]] || fail "an invalid record: exit $rc"
[[ $(man -w arbiter) == /usr/share/man/man1/arbiter.1* ]] || fail "man -w arbiter: $(man -w arbiter)"
MANWIDTH=100 man arbiter 2>/dev/null | grep -q "arbiter explore" || fail "man arbiter"
# bash-completion loads it on first use, as it does for an interactive shell.
bash -c 'source /usr/share/bash-completion/bash_completion && __load_completion arbiter && complete -p arbiter' \
  | grep -q "_arbiter arbiter" || fail "bash-completion does not load arbiter's completion"

# The CMake package from /usr, found without CMAKE_PREFIX_PATH.
work=$(mktemp -d)
cmake -S "$src/tests/consumer" -B "$work" -G Ninja -DCMAKE_BUILD_TYPE=Release > "$work/configure.log" 2>&1 \
  || { cat "$work/configure.log"; fail "configure against /usr"; }
grep -q "Arbiter_DIR:PATH=/usr/lib" "$work/CMakeCache.txt" || fail "Arbiter was found elsewhere: $(grep Arbiter_DIR "$work/CMakeCache.txt")"
cmake --build "$work" > "$work/build.log" 2>&1 || { tail -30 "$work/build.log"; fail "build against /usr"; }
"$work/replay_scores" "$src/fixtures/torres/valid/base-2p.rec" 10 14 || fail "replay_scores against /usr"
rm -rf "$work"
echo "ok: deb"
