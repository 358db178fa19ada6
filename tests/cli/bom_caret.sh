#!/usr/bin/env bash
# A record that starts with a UTF-8 byte order mark and fails on line 1: the source line is shown
# without the mark and the caret stands under the failing token (the reader does not count the
# mark in the columns). Usage: bom_caret.sh ARBITER WORKDIR
set -euo pipefail
arbiter="$1"
rec="$2/bom-caret.rec"
printf '\xef\xbb\xbf[Game "torres"] N@f3 N@h5 K@a4 N@f4 take *C8 f3-f2 f4-f3 S3 N@c4 end stop\n' >"$rec"
rc=0
err="$("$arbiter" replay validate "$rec" 2>&1 >/dev/null)" || rc=$?
[[ $rc -eq 1 ]] || { echo "exit $rc, expected 1: $err"; exit 1; }
grep -q "^$rec:1:61: error: " <<<"$err" || { echo "no error at 1:61 in: $err"; exit 1; }
source="$(grep -m 1 '^  1 | ' <<<"$err")"
caret="$(grep -m 1 '^    | *\^' <<<"$err")"
prefix="${source%%N@c4*}"
caret_prefix="${caret%%^*}"
[[ ${#prefix} -eq ${#caret_prefix} ]] ||
  { echo "caret at column ${#caret_prefix}, token at ${#prefix}:"; echo "$source"; echo "$caret"; exit 1; }
if LC_ALL=C grep -q $'\xef\xbb\xbf' <<<"$source"; then echo "the mark is shown: $source"; exit 1; fi
echo ok
