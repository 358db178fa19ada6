#!/usr/bin/env bash
# `replay validate --repair` on every invalid fixture, each in one of six forms in turn (LF, CRLF
# or lone-CR line ends, with or without a UTF-8 byte order mark: each form over a sixth of the
# fixtures, the file as written among them): no internal error, and every proposed diff
# applies with GNU patch (-p0, no fuzz, no offset) and gives a record that replays as the proposal
# says: `validate` accepts it when the proposal says the whole record replays, else it replays
# the actions the proposal counts and fails where it says.
# Usage: repair_line_ends.sh ARBITER WORKDIR SOURCE_DIR GAME [STEP]
# GAME's fixtures (fixtures/GAME/invalid, fixtures/GAME/positions); with STEP, only every
# STEP-th of them (a slower sanitizer build runs a sample).
set -euo pipefail
arbiter="$(realpath "$1")"
game="$4"
work="$2/repair-line-ends-$game"
src="$(realpath "$3")/fixtures/$game"
step="${5:-1}"
rm -rf "$work"
mkdir -p "$work"
cd "$work"

fail() {
  echo "FAIL: $*"
  exit 1
}

# The fixture `$1` written with line ends `$2` (lf, crlf, cr), after a BOM when `$3` is 1.
write_variant() {
  if [[ $3 == 1 ]]; then printf '\xef\xbb\xbf'; fi
  case $2 in
    lf) cat "$1" ;;
    crlf) sed 's/$/\r/' "$1" ;;
    cr) tr '\n' '\r' <"$1" ;;
  esac
}

# Checks proposal `$1` (files $1.claim, its heading, and $1.patch, its diff) of record `$2`.
check_proposal() {
  local claim what rec="$2" rc=0
  claim="$(<"$1.claim")"
  what="$rec: ${claim%%;*}"
  [[ -s $1.patch ]] || fail "$what: no diff"
  rm -f patched.rec
  patch -p0 -F0 -N -o patched.rec <"$1.patch" >patch.log 2>&1 ||
    fail "$what: patch refuses the diff: $(<patch.log)"
  if grep -qiE 'offset|fuzz' patch.log; then fail "$what: patch needed $(<patch.log)"; fi
  "$arbiter" replay validate patched.rec >/dev/null 2>validate.err || rc=$?
  if [[ $claim == *"the whole record then replays" ]]; then
    [[ $rc -eq 0 ]] || fail "$what: claims the whole record replays, but: $(head -n 1 validate.err)"
    return
  fi
  [[ $claim =~ ([0-9]+)\ of\ its\ [0-9]+\ actions?\ then\ replay\;\ it\ then\ fails\ at\ line\ ([0-9]+),\ col\ ([0-9]+)$ ]] ||
    fail "$what: unknown claim: $claim"
  local replayed="${BASH_REMATCH[1]}" line="${BASH_REMATCH[2]}" col="${BASH_REMATCH[3]}"
  [[ $rc -ne 0 ]] || fail "$what: claims a failure at line $line, but the record replays"
  grep -q "^patched.rec:$line:$col: error: " validate.err ||
    fail "$what: claims a failure at $line:$col, but: $(head -n 1 validate.err)"
  "$arbiter" replay validate --json patched.rec 2>/dev/null >validate.json || true
  grep -q "\"actions\": $replayed," validate.json ||
    fail "$what: claims $replayed actions replay, but: $(grep -m 1 '"actions"' validate.json)"
}

records=0
proposals=0
i=0
# Line ends (lf, crlf, cr) - byte order mark (0, 1); lf-0 is the file as written.
forms=(lf-0 crlf-0 cr-0 lf-1 crlf-1 cr-1)
declare -A used=()
for f in "$src"/invalid/*.rec "$src"/positions/*.rec "$src"/positions/invalid/*.rec; do
  [[ -f $f ]] || continue
  if ((i++ % step != 0)); then continue; fi
  form=${forms[$(((i / step) % ${#forms[@]}))]}
  used[$form]=1
  eol=${form%-*} bom=${form#*-}
  rec="$(basename "$f" .rec)-$form.rec"
  write_variant "$f" "$eol" "$bom" >"$rec"
  rc=0
  "$arbiter" replay validate --repair "$rec" >out.txt 2>err.txt || rc=$?
  ((rc < 5)) || fail "$rec: exit $rc: $(tail -n 1 err.txt)"
  rm -f proposal.*
  awk '/^repair [0-9]+: /{k++; print > ("proposal." k ".claim"); next}
       k{print > ("proposal." k ".patch")}' out.txt
  for p in proposal.*.claim; do
    [[ -e $p ]] || continue
    check_proposal "${p%.claim}" "$rec"
    proposals=$((proposals + 1))
  done
  records=$((records + 1))
  rm -f "$rec"
done
((proposals > 0)) || fail "no proposal checked"
((${#used[@]} == ${#forms[@]})) || fail "only the forms ${!used[*]} were tried"
echo "$records records, $proposals proposals applied and replayed"
echo ok
