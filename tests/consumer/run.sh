#!/usr/bin/env bash
# Installs Arbiter from BUILD_DIR into a fresh prefix (cmake --install), checks what lands there,
# then builds tests/consumer against the installed package alone and runs its two programs.
# Usage: run.sh BUILD_DIR WORKDIR SOURCE_DIR VERSION
set -u
build=$(cd "$1" && pwd); work="$2/consumer"; src=$(cd "$3" && pwd); version="$4"
fail() { echo "FAIL: $*"; exit 1; }
rm -rf "$work" && mkdir -p "$work" || exit 1
prefix="$work/prefix"
cmake --install "$build" --prefix "$prefix" > "$work/install.log" || fail "cmake --install exited $?"

# What a user finds in the prefix.
[[ -x $prefix/bin/arbiter ]] || fail "no bin/arbiter"
[[ $("$prefix/bin/arbiter" --version) == "arbiter $version" ]] || fail "--version: $("$prefix/bin/arbiter" --version)"
for f in include/arbiter/engine/core/game.h include/arbiter/engine/torres/torres.h \
  include/arbiter/engine/games.h include/arbiter/replay/replay.h include/arbiter/verify/random_play.h \
  lib/cmake/Arbiter/ArbiterConfig.cmake lib/cmake/Arbiter/ArbiterConfigVersion.cmake \
  lib/cmake/Arbiter/ArbiterTargets.cmake lib/libarbiter_torres.a share/man/man1/arbiter.1 \
  share/bash-completion/completions/arbiter share/doc/arbiter/README.md \
  share/doc/arbiter/docs/user-guide.md share/doc/arbiter/docs/rules/torres.md; do
  [[ -f $prefix/$f ]] || fail "$f is not installed"
done
# Headers only for users: no engine's rules_internal.h, no sources.
[[ -z $(find "$prefix/include" -name '*_internal.h' -o -name '*.cpp') ]] || fail "internal files installed"
# Nothing installed points back into the build or the source tree.
if grep -rlF -e "$build" -e "$src" "$prefix/lib/cmake" "$prefix/include"; then
  fail "the installed package names the build or source tree"
fi
MANWIDTH=100 man -l "$prefix/share/man/man1/arbiter.1" > "$work/man.txt" 2>/dev/null || fail "man -l exited $?"
{ grep -q "^SUBCOMMANDS" "$work/man.txt" && grep -q "arbiter verify" "$work/man.txt" &&
  grep -q "^EXIT STATUS" "$work/man.txt"; } || fail "the man page lacks its sections"
# Issue 25, item 13: the page names the expectation tags of `test` and every exit code's cases.
man_text=$(tr -s ' \n' ' ' < "$work/man.txt")  # the words, whatever the line breaks
for words in "ExpectedMessage" "0 (valid, ok), 1 (illegal)" "a bad posi" "verify check failed" \
  "does not behave as its tags say" "no record found"; do
  grep -qF "$words" <<<"$man_text" || fail "the man page does not say '$words'"
done
grep -q "complete -F _arbiter arbiter" "$prefix/share/bash-completion/completions/arbiter" \
  || fail "the completion is not arbiter's"

# A project of someone else's: only the prefix on CMAKE_PREFIX_PATH.
cmake -S "$src/tests/consumer" -B "$work/build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_PREFIX_PATH="$prefix" > "$work/configure.log" 2>&1 || { cat "$work/configure.log"; fail "configure"; }
grep -q "Arbiter 0.3 and an unknown component are refused" "$work/configure.log" || fail "version check"
cmake --build "$work/build" > "$work/build.log" 2>&1 || { tail -30 "$work/build.log"; fail "build"; }
"$work/build/replay_scores" "$src/fixtures/torres/valid/base-2p.rec" 10 14 || fail "replay_scores"
"$work/build/replay_scores" "$src/fixtures/torres/valid/base-2p.rec" 10 15 > /dev/null \
  && fail "replay_scores accepted wrong scores"
"$work/build/replay_scores" "$src/fixtures/torres/invalid/T-2.17-height-above-area.rec" 0 0 2> "$work/err.txt" \
  && fail "an invalid record replayed"
grep -q "T-2.17" "$work/err.txt" || fail "the invalid record's error: $(cat "$work/err.txt")"
"$work/build/random_game" || fail "random_game"
echo "ok: consumer"
