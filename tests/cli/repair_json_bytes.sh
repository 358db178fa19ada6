#!/usr/bin/env bash
# `replay validate --repair --json`: a record whose edited line holds bytes that are not UTF-8 (a
# Latin-1 comment, `café` written \xe9): JSON text cannot hold them, so `diff` has U+FFFD there
# and no longer applies; `diff_base64` holds the diff's bytes, the same as the text output's
# diff, and it applies with GNU patch (-p0, no fuzz) and repairs the record.
# Usage: repair_json_bytes.sh ARBITER WORKDIR SOURCE_DIR
set -euo pipefail
arbiter="$(realpath "$1")"
work="$2/repair-json-bytes"
fixture="$(realpath "$3")/fixtures/torres/invalid/T-2.9-end-left-out.rec"
rm -rf "$work"
mkdir -p "$work"
cd "$work"
sed 's/^N@f4 take \*C8 f3-f2 f4-f3 S3$/& ; caf\xe9/' "$fixture" >latin1.rec
grep -q $'caf\xe9$' latin1.rec || { echo "the fixture changed: no line to comment"; exit 1; }
"$arbiter" replay validate --repair latin1.rec >text.out 2>/dev/null || true
sed -n '/^--- /,$p' text.out >text.patch
grep -q $'caf\xe9$' text.patch || { echo "the text diff lacks the comment's bytes"; exit 1; }
"$arbiter" replay validate --repair --json latin1.rec >out.json 2>/dev/null || true
grep -q '"diff_base64": "' out.json || { echo "no diff_base64: $(grep '"diff' out.json)"; exit 1; }
sed -n 's/^ *"diff_base64": "\(.*\)",\{0,1\}$/\1/p' out.json | head -n 1 | base64 -d >json.patch
cmp json.patch text.patch || { echo "diff_base64 is not the text output's diff"; exit 1; }
patch -p0 -F0 <json.patch >/dev/null
"$arbiter" replay validate -q latin1.rec >/dev/null
echo ok
