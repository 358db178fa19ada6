#!/usr/bin/env bash
# A record from standard input, `-` (issue 26, item 1): validate, show, render, html and
# explore --from read it as they read a file; messages name it <stdin>, diagnostics show its line
# with a caret, --repair proposes a diff that patch applies to the record's file, --sarif has its
# syntax error, `-` given twice is a usage error (exit 2), an output is never refused for it, an
# endless stream of no known game is read up to the widest game's bounds (exit 3), and a record
# with a 200 MiB comment validates in at most MAX_KIB of memory (16 MiB of it kept); --position -
# and --data - read it once for the whole command.
# Usage: stdin_record.sh ARBITER SOURCE_DIR WORKDIR MAX_KIB
set -euo pipefail
arbiter="$1"
src="$2"
work="$3/stdin-record"
max_kib="$4"
rm -rf "$work"
mkdir -p "$work"
cd "$work"
fail() { echo "FAIL: $*"; exit 1; }
valid="$src/fixtures/torres/valid/base-2p.rec"
invalid="$src/fixtures/torres/invalid/C1-diagonal-climb.rec"

# expect CODE LABEL ARGS... < input: runs arbiter, its exit code must be CODE; out.txt, err.txt.
expect() {
  local code=$1 label=$2 rc=0
  shift 2
  "$arbiter" "$@" >out.txt 2>err.txt || rc=$?
  [[ $rc -eq $code ]] || fail "$label: exit $rc, not $code: $(head -c 600 err.txt)"
}

expect 0 "validate a valid record" replay validate - <"$valid"
grep -q '^<stdin>: ok: 180 actions, game over' out.txt || fail "validate: $(cat out.txt)"

expect 1 "validate an invalid record" replay validate - <"$invalid"
grep -q '^<stdin>:38:1: error: \[C1\] ' err.txt || fail "no located error: $(cat err.txt)"
grep -q '^  38 | C1:d5-e6$' err.txt || fail "no source line: $(cat err.txt)"
grep -q '^     | \^~~~~~~~$' err.txt || fail "no caret: $(cat err.txt)"

printf '[Game "torres"]\n[players "2"]\nN@d4 {comment\n' >unclosed.rec
expect 3 "a syntax error" replay validate - <unclosed.rec
grep -q '^<stdin>:3:6: error: \[syntax\] ' err.txt || fail "syntax: $(cat err.txt)"
grep -q '^ *3 | N@d4 {comment$' err.txt || fail "syntax, no source line: $(cat err.txt)"
expect 3 "a syntax error, --sarif" replay validate - --sarif s.sarif <unclosed.rec
grep -q '"startLine": 3' s.sarif || fail "SARIF without the error's line: $(cat s.sarif)"

printf '[Game "toress"]\n' | expect 3 "an unknown game" replay validate -
grep -q "^<stdin>:1:1: error: \[record\] unknown game 'toress'; did you mean 'torres'?" err.txt ||
  fail "unknown game: $(cat err.txt)"

expect 2 "- twice" replay validate - - </dev/null
grep -q "standard input ('-') is named more than once: it can be read once (arbiter replay validate)" \
  err.txt || fail "- twice: $(cat err.txt)"
grep -q "^Run 'arbiter replay validate --help' for the usage.$" err.txt || fail "- twice: $(cat err.txt)"

# Standard input that cannot be read: a reason, and counted as unreadable, not invalid.
expect 3 "closed standard input" replay validate "$valid" - <&-
grep -q '^<stdin>: error: cannot read standard input: Bad file descriptor$' err.txt ||
  fail "closed: $(cat err.txt)"
grep -q '^2 records: 1 valid, 0 invalid, 1 unreadable$' out.txt || fail "closed: $(cat out.txt)"
expect 3 "a directory" replay validate - <"$src"
grep -q '^<stdin>: error: cannot read standard input: it is a directory$' err.txt ||
  fail "a directory: $(cat err.txt)"

# No output replaces the file behind standard input, nor writes into its pipe.
# over FILE ARGS...: arbiter ARGS < FILE (a copy of the record) is refused and FILE kept.
over() {
  local file=$1
  shift
  cp "$valid" "$file"
  expect 3 "$* < $file" "$@" <"$file"
  grep -q "it is standard input (the same file): an output never replaces an input" err.txt ||
    fail "$*: $(cat err.txt)"
  cmp -s "$file" "$valid" || fail "$* replaced the record"
}
over g.rec replay html - -o g.rec
over g.rec replay validate --sarif g.rec -
over g.dot replay render - -o g.dot
over g.rec explore torres --from - --depth 1 -o g.rec
rc=0
timeout 20 "$arbiter" replay html - -o /dev/stdin <"$valid" >out.txt 2>err.txt || rc=$?
[[ $rc -eq 3 ]] || fail "-o /dev/stdin: exit $rc"
rc=0
# shellcheck disable=SC2002  # the point: standard input is a pipe, not the file
cat "$valid" | timeout 20 "$arbiter" replay html - -o /dev/fd/0 >out.txt 2>err.txt || rc=$?
[[ $rc -eq 3 ]] || fail "-o /dev/fd/0 on a pipe: exit $rc (124: it wrote into its own input)"
grep -q "it is standard input, which the command reads" err.txt || fail "/dev/fd/0: $(cat err.txt)"

# A reader gone early (`| head`): exit 3 and a message, not SIGPIPE's 141.
codes=$("$arbiter" replay html - -o - <"$valid" 2>err.txt | (sleep 0.5; head -c 10 >/dev/null)
        echo "${PIPESTATUS[0]}")
[[ $codes == 3 ]] || fail "a closed pipe: exit $codes"
grep -q "cannot write to standard output" err.txt || fail "a closed pipe: $(cat err.txt)"

# --repair: the proposal, a note that its diff names no file, and the diff applies to the file.
cp "$src/fixtures/torres/invalid/T-2.15-block-without-turn-stack.rec" block.rec
expect 1 "--repair" replay validate --repair - <block.rec
grep -q '^<stdin>: repair: the diffs name no file' out.txt || fail "no note: $(cat out.txt)"
awk '/^repair 1: /{k=1; next} /^repair 2: /{k=0} k' out.txt >fix.patch
[[ -s fix.patch ]] || fail "no diff: $(cat out.txt)"
patch -s block.rec <fix.patch || fail "patch refuses the diff: $(cat fix.patch)"
expect 0 "the repaired record" replay validate block.rec

# show, render, html, explore --from read it too; outputs are written.
expect 0 "show" replay show - --at 5 <"$valid"
grep -q '^<stdin> after 5 actions' out.txt || fail "show: $(head -n 2 out.txt)"
expect 0 "show --json" replay show - --json --at 5 <"$valid"
grep -q '"step": 5' out.txt || fail "show --json: $(head -c 300 out.txt)"
expect 0 "render" replay render - -o r.dot --at 4 --window 2 <"$valid"
grep -q '^digraph' r.dot || fail "render wrote no graph"
expect 0 "html" replay html - -o page.html <"$valid"
grep -q 'Arbiter.start' page.html || fail "html wrote no report"
expect 3 "html, a syntax error" replay html - -o bad.html <unclosed.rec
grep -q 'N@d4 {comment' bad.html || fail "the error page lacks the line"
expect 0 "explore --from" explore torres --from - --at 170 --depth 1 <"$valid"
grep -q 'from <stdin> at step 170' out.txt || fail "explore: $(head -n 2 out.txt)"

# --position - and --data - read standard input too, once for the whole command; with a record
# from it as well, a usage error.
"$arbiter" replay show "$valid" --at 12 --as-position >pos.txt
expect 0 "--position -" replay show "$valid" --position - --at 0 --json <pos.txt
"$arbiter" replay show "$valid" --at 12 --json >at12.json
grep -v '"step"' out.txt >from-stdin.json
grep -v '"step"' at12.json >from-record.json
cmp -s from-stdin.json from-record.json || fail "--position -: not the record's step 12"
expect 0 "explore --position -" explore torres --position - --depth 1 <pos.txt
"$arbiter" options comuni --data >data.json
comuni="$src/fixtures/comuni/valid/comuni-2p.rec"
expect 0 "--data - for two records" replay validate --data - "$comuni" "$comuni" <data.json
[[ $(grep -c ': ok: ' out.txt) == 2 ]] || fail "--data -: $(cat out.txt)"
printf '{' | expect 3 "--data -, not JSON" replay validate --data - "$comuni"
grep -q '^.*comuni-2p.rec: error: \[data\] <stdin>: data: not valid JSON$' err.txt ||
  fail "--data -, not JSON: $(cat err.txt)"
expect 0 "verify --data -" verify comuni --games 2 --seed 1 --no-progress --data - <data.json
expect 2 "a record and --data from standard input" replay validate --data - - <data.json
grep -q "standard input ('-') is named more than once" err.txt || fail "- and --data -: $(cat err.txt)"
expect 2 "--position - with html -" replay html - --position - -o p.html <"$valid"
[[ ! -e p.html ]] || fail "a page was written for a usage error"
expect 3 "--position - closed" replay show "$valid" --position - <&-
grep -q '^arbiter: error: --position: cannot read standard input: Bad file descriptor$' err.txt ||
  fail "--position - closed: $(cat err.txt)"
# shellcheck disable=SC2094  # the point: the output is the file behind standard input
expect 3 "an output over --data's standard input" \
  verify comuni --games 1 --seed 1 --no-progress --data - --summary data.json <data.json
grep -q "an output never replaces an input" err.txt || fail "--data - output: $(cat err.txt)"

# Standard input is never an output, read or not (writing into one's own input pipe blocks),
# and the file behind it is an input even for a command that does not read it.
rc=0
true | timeout 20 "$arbiter" replay html "$valid" -o /dev/stdin >out.txt 2>err.txt || rc=$?
[[ $rc -eq 3 ]] || fail "-o /dev/stdin, not read: exit $rc"
grep -q "it is standard input, not an output" err.txt || fail "-o /dev/stdin: $(cat err.txt)"
cp "$valid" kept.rec
# shellcheck disable=SC2094  # the point: the output is the file behind standard input
expect 3 "-o the file behind standard input, not read" replay html "$valid" -o kept.rec <kept.rec
grep -q "it is standard input (the same file)" err.txt || fail "behind stdin: $(cat err.txt)"
cmp -s kept.rec "$valid" || fail "the file behind standard input was replaced"
rc=0
# shellcheck disable=SC2094
"$arbiter" replay html - -o - <kept.rec >>kept.rec 2>err.txt || rc=$?
[[ $rc -eq 3 ]] || fail "stdout appended to the file behind standard input: exit $rc"
grep -q "standard output is standard input (the same file)" err.txt || fail "-o -: $(cat err.txt)"
cmp -s kept.rec "$valid" || fail "the file behind standard input was appended to"

# What --position - and --data - read: errors are errors, not an early end; a byte order mark is
# no part of the first field; what is wrong in them is said as what it is and where it comes from.
expect 3 "--position -, standard input opened for writing" replay show "$valid" --position - 0>wo.txt
grep -q '^arbiter: error: --position: cannot read standard input: Bad file descriptor$' err.txt ||
  fail "--position - write-only: $(cat err.txt)"
{ printf '\xEF\xBB\xBF'; cat pos.txt; } >bom.txt
expect 0 "--position - with a byte order mark" replay show "$valid" --position - --at 0 <bom.txt
sed 's/king [a-h][1-8]/king z9/' pos.txt >badpos.txt
expect 3 "a bad --position -" replay validate "$valid" --position - <badpos.txt
grep -q "^note: the start is the position of --position (standard input), not this record's$" err.txt ||
  fail "bad --position -: $(cat err.txt)"
expect 2 "--data ''" replay validate "$valid" --data ''
grep -q "an empty path names no file" err.txt || fail "--data '': $(cat err.txt)"
expect 2 "--position ''" explore torres --position '' --depth 1
printf '{"\\u001b[2J": 1}' >esc.json
expect 4 "control bytes in --data's keys" phases torres --data - <esc.json
! grep -q $'\033' err.txt || fail "a raw escape byte reached stderr: $(cat -v err.txt)"
head -c $((2 << 20)) /dev/zero | tr '\0' ' ' >big.json
expect 3 "an oversized --data -, --json" replay validate --json --data - "$comuni" <big.json
grep -q '"rule": "data"' out.txt || fail "--data - too long, --json: $(cat out.txt) $(cat err.txt)"
expect 2 "test -" test - </dev/null
grep -q "arbiter test reads files and folders, not standard input" err.txt || fail "test -: $(cat err.txt)"
cp "$valid" witness-torres.rec
expect 3 "explore --from the default witness file" \
  explore torres --from witness-torres.rec --at 170 --depth 1 --find 'true'
[[ ! -s out.txt ]] || fail "the search ran before its output was refused: $(cat out.txt)"
cmp -s witness-torres.rec "$valid" || fail "the --from record was replaced"

# A missing record is an unreadable one (exit 3) wherever it is named, --from included.
expect 3 "explore --from a missing file" explore torres --from missing.rec --depth 1
grep -q "^missing.rec: error: cannot open 'missing.rec': No such file or directory$" err.txt ||
  fail "explore --from missing: $(cat err.txt)"
expect 2 "explore --from ''" explore torres --from '' --depth 1

# An endless stream of no known game: read up to the widest game's bounds, then refused.
rc=0
yes 'e4' | timeout 120 "$arbiter" replay validate - >out.txt 2>err.txt || rc=$?
[[ $rc -eq 3 ]] || fail "an endless stream: exit $rc: $(head -c 300 err.txt)"
grep -q '^<stdin>:1:1: error: \[record\] missing \[Game ' err.txt || fail "endless: $(head -c 300 err.txt)"

# An error past the 16 MiB kept: no source line cut short, no caret past its end.
{ printf '[Game "torres"]\n{'; head -c $((17 << 20)) /dev/zero | tr '\0' x; printf '}    bad\n'; } >edge.rec
expect 3 "an error past the kept text" replay validate - <edge.rec
grep -q '^<stdin>:2:[0-9]*: error: ' err.txt || fail "past the kept text: $(head -c 300 err.txt)"
! grep -q '^ *2 | ' err.txt || fail "past the kept text: a source line cut short"
rm -f edge.rec

# A valid record, then a comment of 200 MiB: validated in bounded memory.
rc=0
{ cat "$valid"; printf '{'; head -c $((200 << 20)) /dev/zero; printf '}\n'; } |
  /usr/bin/time -f '%M' -o time.txt "$arbiter" replay validate - >out.txt 2>err.txt || rc=$?
[[ $rc -eq 0 ]] || fail "a long comment: exit $rc: $(head -c 300 err.txt)"
kib="$(tail -n 1 time.txt)"
((kib < max_kib)) || fail "a long comment: peak memory ${kib} KiB, over ${max_kib}"
echo ok
