#!/usr/bin/env bash
# `--repair` on an invalid record followed by a comment of SIZE MiB (a sparse file: zeros inside
# `{ }`): validating streams the file in constant memory, and the repair, which holds the text and
# patched copies of it and replays each, reads no file over 16 MiB. It said `not tried`, in little
# memory and time, where it held the whole file three times (1.5 GB for 500 MiB) for a minute.
# A file just under the bound is still repaired. MAX_KIB: the peak memory allowed (sanitizers
# take more).
# Usage: repair_long_file.sh ARBITER WORKDIR SOURCE_DIR SIZE_MIB MAX_KIB
set -euo pipefail
arbiter="$(realpath "$1")"
work="$2/repair-long-file"
fixture="$(realpath "$3")/fixtures/torres/invalid/T-2.9-end-left-out.rec"
mib="$4"
max_kib="$5"
rm -rf "$work"
mkdir -p "$work"
cd "$work"

# The fixture, then a comment `{...}` filling the file to $2 bytes.
padded() {
  { cat "$fixture"; printf '{'; } >"$1"
  truncate -s "$(($2 - 2))" "$1"
  printf '}\n' >>"$1"
}

padded long.rec $((mib << 20))
rc=0
/usr/bin/time -f '%M' -o time.txt "$arbiter" replay validate --repair long.rec >out.txt 2>/dev/null ||
  rc=$?
[[ $rc -eq 1 ]] || { echo "exit $rc, expected 1"; exit 1; }
grep -qF 'long.rec: repair: not tried: the file is longer than 16 MiB' out.txt ||
  { echo "unexpected: $(head -c 300 out.txt)"; exit 1; }
kb="$(tail -n 1 time.txt)"
((kb < max_kib)) || { echo "peak memory ${kb} KiB"; exit 1; }

padded under.rec $(((16 << 20) - 4096))
rc=0
"$arbiter" replay validate --repair under.rec >out.txt 2>/dev/null || rc=$?
[[ $rc -eq 1 ]] || { echo "under the bound: exit $rc, expected 1"; exit 1; }
grep -qx 'repair 1: insert .end. at the end of line 39; the whole record then replays' out.txt ||
  { echo "under the bound: $(head -c 300 out.txt)"; exit 1; }
echo ok
