#!/usr/bin/env bash
# explore --find on Medievalia's own queries (issue 12, part 1):
# - a witness: from step 136 of a prestige game, the shortest way to a prestige victory (M-7.1),
#   which replays as a valid record that ends that way;
# - a proof by exhaustion: from a position where P1 holds 4 territories (the limit, M-3.5.1) and a
#   fifth in hand, no state within depth 4 has a fief with 5 territories; the control, the same
#   position with one territory fewer, reaches 4 within that same depth, so the bound is deep
#   enough to play the card.
# Usage: explore_medievalia.sh ARBITER WORKDIR FIXTURES_DIR
set -u
arbiter="$1"; dir="$2/explore-medievalia"; fix="$3"
rm -rf "$dir" && mkdir -p "$dir" && cd "$dir" || exit 1
fail() { echo "FAIL: $*"; exit 1; }

"$arbiter" explore medievalia --from "$fix/valid/prestige-2p.rec" --at 136 --depth 6 \
  --find prestige_victory -o witness.rec > witness.log 2>&1 || fail "prestige witness: exit $?: $(cat witness.log)"
grep -q "found at depth 4: prestige_victory" witness.log || fail "witness: $(cat witness.log)"
"$arbiter" replay validate witness.rec > validate.log 2>&1 || fail "the witness does not validate: $(cat validate.log)"
grep -q "ok: 140 actions, game over.*ended by prestige (M-7.1)" validate.log || fail "witness: $(cat validate.log)"

"$arbiter" explore medievalia --from "$fix/explore/four-territories-champ-in-hand.rec" --depth 4 \
  --find 'max_territories >= 5' -o none.rec > proof.log 2>&1; rc=$?
[[ $rc -eq 1 ]] || fail "fifth territory: exit $rc (want 1, not found): $(cat proof.log)"
grep -q "not found: no state within depth 4 of the start meets max_territories >= 5 (all 282,053 action sequences" proof.log \
  || fail "fifth territory: $(cat proof.log)"
[[ ! -e none.rec ]] || fail "a record was written though nothing was found"

"$arbiter" explore medievalia --from "$fix/explore/three-territories-champ-in-hand.rec" --depth 4 \
  --find 'max_territories >= 4' -o control.rec > control.log 2>&1 || fail "control: exit $?: $(cat control.log)"
grep -q "found at depth 4: max_territories >= 4" control.log || fail "control: $(cat control.log)"
grep -q "play:champ" control.rec || fail "the control's path does not play the territory: $(cat control.rec)"
echo ok
