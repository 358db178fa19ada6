#!/usr/bin/env bash
# Every output file of every command (issue 25, items 17 and 18; docs/cli.md "Output files"):
# pointed at the command's own input (by its name, a symbolic link, a hard link) it is refused
# with exit 3 and the input is kept; at /dev/full, a folder that does not exist or a dangling
# symbolic link it fails with exit 3 and a message naming the file; cut by a file size limit
# (`ulimit -f 0`) it fails with exit 3 and the old file stays whole. No temporary is left behind.
# Also (issue 25, attack on the outputs): a regular file named through /dev/.. is replaced, not
# written in place; "-" pointed by the shell at the input is refused as /dev/stdout is; --sarif,
# --junit and the phases -o (its extension, the records under --records) are checked before the
# work.
# Usage: output_files.sh ARBITER WORKDIR SOURCE_DIR
set -euo pipefail
arbiter="$1"; w="$2/output-files"; src="$3"
rm -rf "$w" && mkdir -p "$w/t"
fail() { echo "FAIL: $*"; exit 1; }

rec="$src/fixtures/torres/valid/base-2p.rec"
cp "$rec" "$w/a.rec"; cp "$rec" "$w/b.rec"; cp "$rec" "$w/t/c.rec"; cp "$rec" "$w/e.rec"
cp "$rec" "$w/r.dot"  # a record named .dot: render's output may have that name
cp "$src/data/torres.json" "$w/p.dot"; cp "$src/data/torres.json" "$w/v.json"
"$arbiter" verify torres --games 2 --seed 1 --no-progress --summary "$w/m.json" > /dev/null
mkdir "$w/pristine" && cp "$w"/*.rec "$w"/*.dot "$w"/*.json "$w/pristine/"

# Each command writing OUT, and the input it reads (a file under $w).
run() {  # run NAME OUT
  case "$1" in
    html) "$arbiter" replay html "$w/a.rec" -o "$2" ;;
    sarif) "$arbiter" replay validate "$w/b.rec" --sarif "$2" ;;
    junit) "$arbiter" test "$w/t" --junit "$2" ;;
    explore) "$arbiter" explore torres --from "$w/e.rec" --at 20 --depth 1 --find 'year == 1' -o "$2" ;;
    render) "$arbiter" replay render "$w/r.dot" -o "$2" --at 10 --depth 1 ;;
    phases) "$arbiter" phases torres --data "$w/p.dot" -o "$2" ;;
    merge) "$arbiter" merge "$w/m.json" -o "$2" ;;
    summary) "$arbiter" verify torres --games 2 --seed 1 --no-progress --data "$w/v.json" --summary "$2" ;;
    coverage) "$arbiter" verify torres --games 2 --seed 1 --no-progress --data "$w/v.json" --coverage "$2" ;;
  esac
}
input_of() {
  case "$1" in
    html) echo a.rec ;; sarif) echo b.rec ;; junit) echo t/c.rec ;; explore) echo e.rec ;;
    render) echo r.dot ;; phases) echo p.dot ;; merge) echo m.json ;; *) echo v.json ;;
  esac
}

# expect_3 NAME OUT SHOWN [ULIMIT]: exit 3, and "cannot write 'SHOWN'" on stderr.
expect_3() {
  local rc=0 err
  if [[ -n ${4:-} ]]; then
    err="$( (ulimit -f "$4"; run "$1" "$2") 2>&1 > /dev/null)" || rc=$?
  else
    err="$(run "$1" "$2" 2>&1 > /dev/null)" || rc=$?
  fi
  [[ $rc -eq 3 ]] || fail "$1 -> $2: exit $rc, not 3: $err"
  grep -qF "cannot write '$3'" <<<"$err" || fail "$1 -> $2: no \"cannot write '$3'\" in: $err"
}

# Every input as it was, and no temporary anywhere.
intact() {
  for f in "$w"/pristine/*; do
    local name="${f##*/}" here="$w/${f##*/}"
    [[ $name == c.rec ]] && here="$w/t/c.rec"
    cmp -s "$f" "$here" || fail "$1: the input $name was changed"
  done
  if find "$w" -name '.*.arbiter-*' | grep -q .; then fail "$1: a temporary was left: $(find "$w" -name '.*.arbiter-*')"; fi
}

for cmd in html sarif junit explore render phases merge summary coverage; do
  in="$(input_of "$cmd")"
  ext="${in##*.}"
  # The input itself, through a symbolic link, through a hard link.
  ln -sf "$in" "$w/soft-$cmd.$ext"
  [[ $cmd == junit ]] && ln -sf "t/c.rec" "$w/soft-$cmd.$ext"
  ln -f "$w/$in" "$w/hard-$cmd.$ext"
  for out in "$w/$in" "$w/soft-$cmd.$ext" "$w/hard-$cmd.$ext"; do
    expect_3 "$cmd" "$out" "$out"
    intact "$cmd -> $out"
  done
  rm "$w/soft-$cmd.$ext" "$w/hard-$cmd.$ext"
  # A device that is always full, a folder that does not exist, a dangling link.
  expect_3 "$cmd" /dev/full /dev/full
  expect_3 "$cmd" "$w/no/such/out.$ext" "$w/no/such/out.$ext"
  ln -s "$w/nowhere.$ext" "$w/dangling.$ext"
  expect_3 "$cmd" "$w/dangling.$ext" "$w/dangling.$ext"
  [[ ! -e $w/nowhere.$ext ]] || fail "$cmd: the dangling link was followed"
  rm "$w/dangling.$ext"
  # A file size limit: the old file stays whole.
  echo "the old output" > "$w/old.$ext"
  expect_3 "$cmd" "$w/old.$ext" "$w/old.$ext" 0
  [[ "$(cat "$w/old.$ext")" == "the old output" ]] || fail "$cmd: ulimit -f emptied the old output"
  intact "$cmd (ulimit -f)"
  # And written normally, it replaces the old file.
  run "$cmd" "$w/old.$ext" > /dev/null 2>&1 || [[ $cmd == explore ]] || fail "$cmd: cannot write $w/old.$ext"
  [[ "$(cat "$w/old.$ext")" != "the old output" ]] || fail "$cmd: the output was not written"
  rm "$w/old.$ext"
  intact "$cmd (written)"
  echo "$cmd: ok"
done

# A regular file named through /dev/.. is still replaced, not written in place: cut by the size
# limit, the old file stays whole.
abs="$(cd "$w" && pwd)"
echo "the old output" > "$w/dev.html"
rc=0; (ulimit -f 0; "$arbiter" replay html "$w/a.rec" -o "/dev/..$abs/dev.html") > /dev/null 2>&1 || rc=$?
[[ $rc -eq 3 ]] || fail "html -> /dev/..$abs/dev.html under ulimit -f 0: exit $rc, not 3"
[[ "$(cat "$w/dev.html")" == "the old output" ]] || fail "/dev/.. path: written in place, the old file cut"
rm "$w/dev.html"
intact "/dev/.. path"

# "-" is standard output, as /dev/stdout is: when the shell points it at the input, refused.
cp "$w/a.rec" "$w/o.rec"
rc=0
# shellcheck disable=SC2094  # reading and writing one file is the attack tested
"$arbiter" replay html "$w/o.rec" -o - >> "$w/o.rec" 2> /dev/null || rc=$?
[[ $rc -eq 3 ]] || fail "html -o - >> its own record: exit $rc, not 3"
cmp -s "$w/a.rec" "$w/o.rec" || fail "html -o - >> its own record: the record was changed"
rm "$w/o.rec"

# A symbolic link to /dev/stdout (a pipe here) is written through, as /dev/stdout is.
ln -sfn /dev/stdout "$w/to-stdout.html"
bytes="$("$arbiter" replay html "$w/a.rec" -o "$w/to-stdout.html" 2> /dev/null | wc -c)"
(( bytes > 1000 )) || fail "html -o a link to /dev/stdout: $bytes bytes through the pipe"
rm "$w/to-stdout.html"

# A path known at the start is checked before the work: nothing is validated, run or played
# first (the games below would take hours).
rc=0; out="$("$arbiter" replay validate "$w/b.rec" --sarif "$w/no/such/x.sarif" 2> /dev/null)" || rc=$?
[[ $rc -eq 3 && -z $out ]] || fail "--sarif to no folder: exit $rc, after validating: $out"
rc=0; out="$("$arbiter" test "$w/t" --junit "$w/no/such/x.xml" 2> /dev/null)" || rc=$?
[[ $rc -eq 3 && -z $out ]] || fail "--junit to no folder: exit $rc, after running: $out"
rc=0; timeout 60 "$arbiter" phases torres --coverage 100000000 -o "$w/p.png" > /dev/null 2>&1 || rc=$?
[[ $rc -eq 3 ]] || fail "phases -o p.png: exit $rc, not 3 before the games"
mkdir -p "$w/recs" && cp "$w/a.rec" "$w/recs/r.rec" && ln -sf recs/r.rec "$w/rec-link.dot"
rc=0; timeout 60 "$arbiter" phases torres --coverage 100000000 --records "$w/recs" -o "$w/rec-link.dot" > /dev/null 2>&1 || rc=$?
[[ $rc -eq 3 ]] || fail "phases -o a link to one of --records: exit $rc, not 3 before the games"
cmp -s "$w/a.rec" "$w/recs/r.rec" || fail "phases: the record under --records was changed"
rm -r "$w/recs" "$w/rec-link.dot"
echo "checked before the work: ok"

# Standard output on a full disk: one message, exit 3 (the page's write said it; the last check of
# standard output says it only when no write did).
rc=0
"$arbiter" replay html "$src/fixtures/torres/valid/base-2p.rec" -o - >/dev/full 2>"$w/full.err" || rc=$?
[[ $rc -eq 3 ]] || fail "-o - to /dev/full: exit $rc, not 3"
[[ $(grep -c 'cannot write to standard output' "$w/full.err") -eq 1 ]] ||
  fail "-o - to /dev/full: not said once: $(cat "$w/full.err")"
rc=0
"$arbiter" rules torres T-2.12 >/dev/full 2>"$w/full.err" || rc=$?
[[ $rc -eq 3 && $(grep -c 'cannot write to standard output' "$w/full.err") -eq 1 ]] ||
  fail "rules to /dev/full: exit $rc: $(cat "$w/full.err")"
# An empty path names no file: exit 2 before any work, for every output (an outside trial found
# --sarif "" and --junit "" left out silently, exit 0).
while IFS='|' read -r label args; do
  rc=0
  # shellcheck disable=SC2086 # $args is the command's words; the empty path is added last
  "$arbiter" $args "" >"$w/empty.out" 2>&1 || rc=$?
  [[ $rc -eq 2 ]] || fail "$label \"\": exit $rc: $(cat "$w/empty.out")"
  grep -qF "an empty path names no file" "$w/empty.out" || fail "$label \"\": $(cat "$w/empty.out")"
done <<EOF2
sarif|replay validate $w/a.rec --sarif
junit|test $w/a.rec --junit
html|replay html $w/a.rec -o
render|replay render $w/a.rec -o
phases|phases torres -o
summary|verify torres --games 1 --seed 1 --no-progress --summary
coverage|verify torres --games 1 --seed 1 --no-progress --coverage
explore|explore torres --depth 1 -o
EOF2
echo ok
