#!/usr/bin/env bash
# A record with control bytes (SOH, an ESC sequence that would clear a terminal, NUL): the error
# shows them as \xNN and writes none of them raw. Usage: control_bytes.sh ARBITER WORKDIR
set -u
arbiter="$1"
rec="$2/control-bytes.rec"
printf '[Game "torres"]\nN@f3\001\033[2J\000x stop\n' > "$rec"
out="$("$arbiter" replay validate "$rec" 2>&1)"
status=$?
[[ $status -eq 3 ]] || { echo "exit $status, expected 3"; exit 1; }
grep -qF 'N@f3\x01\x1B[2J\x00x' <<<"$out" || { echo "no escaped bytes in: $out"; exit 1; }
if LC_ALL=C grep -q $'[\001\033]' <<<"$out"; then echo "raw control bytes in the output"; exit 1; fi
echo ok
