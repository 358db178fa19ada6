#!/usr/bin/env bash
# Issue 25, item 28: Medievalia's state JSON gives a card's heals and its net damage beside the
# gross damage, so a checkpoint can assert a Prêtre's heal. In siege-2p.rec, turn 5 (line 52),
# P2's City strikes P1's Soldat back for 1 and P1's Prêtre heals it: before `end`, soldat1 (the
# second card in fief P2) carries damage 1, heals 1, net damage 0.
# Usage: heal_checkpoint.sh ARBITER SOURCE_DIR WORKDIR
set -euo pipefail
arbiter="$1"
rec="$2/fixtures/medievalia/valid/siege-2p.rec"
dir="$3/heal-checkpoint"
rm -rf "$dir" && mkdir -p "$dir"
fail() { echo "FAIL: $*"; exit 1; }
sed -n 52p "$rec" | grep -q 'war:P2 .* heal:pretre1>soldat1 end$' ||
  fail "line 52 of $rec is not the healed Soldat's turn"

# The record with CHECKPOINTS written before line 52's `end`.
with() { sed "52s/ end\$/ $1 end/" "$rec" > "$dir/rec.rec"; }

with '?fiefs.P2.2.card=soldat1 ?fiefs.P2.2.damage=1 ?fiefs.P2.2.heals=1 ?fiefs.P2.2.net_damage=0'
"$arbiter" replay validate "$dir/rec.rec" > "$dir/out" 2>&1 || fail "the heal does not check: $(cat "$dir/out")"
with '?fiefs.P2.2.net_damage=1'
rc=0
"$arbiter" replay validate "$dir/rec.rec" > "$dir/out" 2>&1 || rc=$?
[[ $rc -eq 1 ]] || fail "a wrong net damage: exit $rc, not 1: $(cat "$dir/out")"
grep -q 'the state has fiefs.P2.2.net_damage=0' "$dir/out" || fail "$(cat "$dir/out")"
echo ok
