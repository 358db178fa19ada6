#!/usr/bin/env bash
# The bash completion (`arbiter completion bash`, installed by the build as arbiter.bash): each
# line below is typed as a user would and the replies are checked. The completion function is
# called as bash calls it, with COMP_LINE, COMP_POINT, COMP_WORDS (split at '=' as bash's default
# COMP_WORDBREAKS does) and COMP_CWORD.
# Usage: completion.sh ARBITER SOURCE_DIR
set -u
arbiter="$1"
cd "$2" || exit 1
fail() { echo "FAIL: $*"; exit 1; }
script=$("$arbiter" completion bash) || fail "completion bash exited $?"
eval "$script"
complete -p arbiter | grep -q -- "-F _arbiter arbiter" || fail "no 'complete -F _arbiter arbiter'"

# The replies to LINE (the cursor at its end), sorted, on one line.
replies() {
  COMP_LINE=$1
  COMP_POINT=${#1}
  local split=${1//=/ = }
  read -ra COMP_WORDS <<<"$split"
  [[ $1 == *" " ]] && COMP_WORDS+=("")
  COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
  COMPREPLY=()
  _arbiter arbiter 2>/dev/null
  printf '%s\n' "${COMPREPLY[@]}" | sort | tr '\n' ' ' | sed 's/ $//'
}
expect() {  # LINE EXPECTED
  local got
  got=$(replies "$1")
  [[ $got == "$2" ]] || fail "'$1': expected '$2', got '$got'"
}
expect_has() {  # LINE WORD
  local got
  got=$(replies "$1")
  [[ " $got " == *" $2 "* ]] || fail "'$1': '$2' is not among '$got'"
}

expect "arbiter ver" "verify"
expect "arbiter replay " "html render show validate"
expect "arbiter replay va" "validate"
expect "arbiter verify tor" "torres"
expect "arbiter explore " "comuni medievalia torres"
expect "arbiter verify torres --ga" "--games"
expect "arbiter verify torres --option ver" "version="
expect "arbiter verify torres --option version=" "base meister variant"
expect "arbiter verify torres --option version=me" "meister"
expect "arbiter verify torres --option players=" "2 3 4"
expect "arbiter verify torres -j 2 --option door_model=g" "ground_only"
expect "arbiter completion " "bash"
# A filled single positional takes no second word; test flags are not offered.
expect "arbiter options torres " ""
expect "arbiter verify torres --test-f" ""
# Rule ids of the game named on the line.
expect_has "arbiter rules torres T-2.1" "T-2.12"
expect_has "arbiter rules medievalia M-7." "M-7.1"
# Files where a file goes, after options that take a value and for the repeated positional.
expect_has "arbiter replay validate fixtures/torres/valid/base-2" "fixtures/torres/valid/base-2p.rec"
expect_has "arbiter replay validate -q fixtures/torres/valid/base-2p.rec fixtures/torres/valid/base-2" \
  "fixtures/torres/valid/base-2p.rec"
expect_has "arbiter verify comuni --summary READ" "README.md"

# Each game's --option names are exactly its options table's.
for game in torres comuni medievalia; do
  want=$("$arbiter" options "$game" | sed -n 's/^\([a-z_0-9]*\) = .*/\1=/p' | sort | tr '\n' ' ' | sed 's/ $//')
  [[ -n $want ]] || fail "options $game listed nothing"
  expect "arbiter verify $game --option " "$want"
done
# Every subcommand of `arbiter --help` is offered.
for sub in $("$arbiter" --help | sed -n '/^Subcommands:/,$s/^  \([a-z]*\) .*/\1/p'); do
  expect_has "arbiter " "$sub"
done
echo "ok: completion"
