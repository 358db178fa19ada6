#!/usr/bin/env bash
# Issue 25, item 10: a bad command line names the argument that is wrong, of which command, with
# the nearest known word, and exits 2; a command that needs a subcommand and got none (`arbiter`,
# `arbiter replay`) prints its usage on stderr and exits 2. CLI11's "A subcommand is required" is
# never the message.
# Usage: usage_errors.sh ARBITER SOURCE_DIR
set -euo pipefail
arbiter="$1"
fix="$2/fixtures/torres/valid/base-2p.rec"
fail() { echo "FAIL: $*"; exit 1; }

# expect "WORDS OF THE MESSAGE" ARGS...: exit 2, the message on stderr, nothing on stdout.
expect() {
  local want="$1" out err rc=0
  shift
  out=$("$arbiter" "$@" 2>/tmp/usage_errors.$$) || rc=$?
  err=$(cat /tmp/usage_errors.$$)
  rm -f /tmp/usage_errors.$$
  [[ $rc -eq 2 ]] || fail "arbiter $*: exit $rc, not 2 ($err)"
  [[ -z $out ]] || fail "arbiter $*: wrote to stdout: $out"
  [[ $err == *"$want"* ]] || fail "arbiter $*: '$want' is not in: $err"
  [[ $err != *"A subcommand is required"* ]] || fail "arbiter $*: CLI11's message: $err"
}

expect "arbiter: error: unknown option '--bogus'" --bogus
expect "Run 'arbiter --help' for the usage." --bogus
expect "arbiter: error: unknown command 'tset'; did you mean 'test'?" tset
expect "arbiter: error: unknown option '--bogus' for 'arbiter replay'" replay --bogus
expect "Run 'arbiter replay --help' for the usage." replay --bogus
expect "unknown command 'shwo' for 'arbiter replay'; did you mean 'show'?" replay shwo "$fix"
expect "unknown option '--jsno' for 'arbiter replay show'; did you mean '--json'?" \
  replay show "$fix" --jsno
expect "unexpected argument 'extra' for 'arbiter options'" options torres extra
expect "unknown option '--bogus'" --bogus options torres
# Nothing to do: the usage, on stderr, exit 2.
expect "Usage: arbiter [OPTIONS] SUBCOMMAND"
expect "Subcommands:"
expect "Usage: arbiter replay [OPTIONS] SUBCOMMAND" replay
# Asked for: on stdout, exit 0.
"$arbiter" --help | grep -q "Usage: arbiter" || fail "--help"
"$arbiter" replay show "$fix" --at 3 > /dev/null || fail "a good command line failed"
echo ok
