#!/usr/bin/env bash
# Issue 25 (outside trial, usage 6 and 7): `replay show` prints the state in one form at a time:
# --as-position with --json or --legal is a usage error (exit 2), as the synopsis
# `[--as-position | [--legal] [--json]]` says, while --legal --json is the legal actions as JSON.
# At the end of a game, --legal says the game is over, and its "to_move" is the state JSON's.
# `rules` prints --json or --markdown, not both.
# Usage: show_forms.sh ARBITER SOURCE_DIR
set -euo pipefail
arbiter="$1"
src="$2"
err_file=$(mktemp)
trap 'rm -f "$err_file"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

# refused "MESSAGE" ARGS...: exit 2, nothing on stdout, the message on stderr.
refused() {
  local want="$1" out err rc=0
  shift
  out=$("$arbiter" "$@" 2>"$err_file") || rc=$?
  err=$(cat "$err_file")
  [[ $rc -eq 2 ]] || fail "arbiter $*: exit $rc, not 2 ($err)"
  [[ -z $out ]] || fail "arbiter $*: printed $out"
  [[ $err == *"$want"* ]] || fail "arbiter $*: '$want' is not in: $err"
}

torres="$src/fixtures/torres/valid/base-2p.rec"
refused "excludes --as-position (arbiter replay show)" replay show "$torres" --as-position --json
refused "excludes --as-position (arbiter replay show)" replay show "$torres" --as-position --legal
refused "excludes --as-position (arbiter replay show)" \
  replay show "$torres" --legal --json --as-position
refused "excludes --markdown (arbiter rules)" rules torres --markdown --json
# Meaningful together: the legal actions as JSON.
"$arbiter" replay show "$torres" --at 3 --legal --json | grep -q '"actions"' || fail "--legal --json"

for rec in torres/valid/base-2p.rec comuni/valid/comuni-2p.rec medievalia/valid/prestige-2p.rec; do
  file="$src/fixtures/$rec"
  text=$("$arbiter" replay show "$file" --legal)
  [[ $text == "0 legal actions: the game is over" ]] || fail "$rec: --legal at the end: $text"
  legal_to_move=$("$arbiter" replay show "$file" --legal --json | grep '"to_move"')
  state_to_move=$("$arbiter" replay show "$file" --json | grep '"to_move"')
  [[ ${legal_to_move%,} == "${state_to_move%,}" ]] ||
    fail "$rec: --legal --json says $legal_to_move, the state JSON $state_to_move"
done
# Mid-game, a Comuni seat is named as the state JSON names it.
comuni="$src/fixtures/comuni/valid/comuni-2p.rec"
legal_to_move=$("$arbiter" replay show "$comuni" --at 30 --legal --json | grep '"to_move"')
state_to_move=$("$arbiter" replay show "$comuni" --at 30 --json | grep '"to_move"')
[[ ${legal_to_move%,} == "${state_to_move%,}" ]] ||
  fail "comuni at 30: --legal --json says $legal_to_move, the state JSON $state_to_move"
first=$("$arbiter" replay show "$comuni" --at 30 --legal | head -1)
[[ $first == "8 legal actions, P2 (Bologna) to act" ]] || fail "comuni at 30: $first"
echo ok
