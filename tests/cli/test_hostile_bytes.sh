#!/usr/bin/env bash
# Issue 25, item 20: `arbiter test` on records and file names that hold control bytes, C1 controls,
# bidirectional overrides, bytes that are not UTF-8, U+FFFE and U+FFFF. The terminal gets \xNN (as
# `replay validate` prints them), never the raw controls; the JUnit XML stays well-formed (xmllint,
# and Python's parser when there is one).
# Usage: test_hostile_bytes.sh ARBITER SOURCE_DIR WORKDIR
set -euo pipefail
arbiter="$1"
src="$2"
work="$3/test-hostile-bytes"
rm -rf "$work"
mkdir -p "$work"
fail() {
  echo "FAIL: $*"
  exit 1
}
valid="$src/fixtures/torres/valid/base-2p.rec"
invalid="$src/fixtures/torres/invalid/syntax-unknown-action-token.rec"
bad=$'\e[2J\a\xff\xc3(\xef\xbf\xbe\xef\xbf\xbf'

# A file name with them; an action token with them (in the error message: FAIL's "got"); an
# expectation with them (FAIL's "expected"); a game name with them (the JUnit suite's name).
cp "$valid" "$work/name${bad}.rec"
sed "s/^N@f4 jump\$/N@f4 jump${bad}/" "$invalid" | sed '/^\[ExpectedLine /d' \
  | sed "1a [ExpectedMessage \"not${bad}\"]" > "$work/token.rec"
printf '[Game "torres%s"]\nstop\n' "$bad" > "$work/game.rec"

set +e
out=$("$arbiter" test --junit "$work/junit.xml" "$work" 2>&1)
rc=$?
set -e
[[ $rc -eq 1 ]] || fail "exit $rc, expected 1: $out"
if LC_ALL=C grep -q $'[\x01-\x08\x0b-\x1f\x7f]' <<<"$out"; then
  fail "raw control bytes on the terminal: $(LC_ALL=C cat -v <<<"$out")"
fi
grep -qF 'PASS '"$work"'/name\x1B[2J\x07' <<<"$out" || fail "file name not escaped: $out"
grep -qF "message 'not\\x1B[2J\\x07" <<<"$out" || fail "expectation not escaped: $out"
grep -qF 'jump\x1B[2J\x07' <<<"$out" || fail "token not escaped: $out"

# A C1 control (U+009B is CSI: ESC [ in one character), the same byte alone (CSI to an 8-bit
# terminal), and a right-to-left override (it reverses the rest of the line): each byte as \xNN.
c1=$'\xc2\x9b31m\x9b\xe2\x80\xae'
cp "$valid" "$work/c1${c1}.rec"
set +e
out=$("$arbiter" test "$work/c1${c1}.rec" 2>&1)
set -e
grep -qF 'c1\xC2\x9B31m\x9B\xE2\x80\xAE.rec' <<<"$out" || fail "C1 or bidi bytes not escaped: $out"
if LC_ALL=C grep -q $'\x9b\|\xe2\x80\xae' <<<"$out"; then fail "raw C1 or bidi bytes: $(LC_ALL=C cat -v <<<"$out")"; fi
"$arbiter" test --junit "$work/junit.xml" "$work" > /dev/null 2>&1 || true
xmllint --noout "$work/junit.xml" || fail "xmllint rejects the JUnit XML"
if command -v python3 > /dev/null; then
  python3 -c 'import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])' "$work/junit.xml" \
    || fail "Python rejects the JUnit XML"
fi
grep -qF '<testsuite name="torres' "$work/junit.xml" || fail "no suite for the bad game name"
echo ok
