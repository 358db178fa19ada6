#!/usr/bin/env bash
# `replay show --legal [--json]` groups the legal actions by the engine's names of their kinds
# (G::kind_name): every kind printed is a name docs/cli.md lists for that game, the text and the
# JSON name the same kinds, and the kinds a few states of each game offer are all there.
# Usage: legal_kind_names.sh ARBITER SOURCE_DIR
set -euo pipefail
arbiter="$1"
cd "$2"
fail() { echo "FAIL: $*"; exit 1; }

# The kinds of the text listing at step N of RECORD, one per line, in order.
text_kinds() { "$arbiter" replay show "$1" --at "$2" --legal | sed -n 's/^  \([^ ]*\): .*/\1/p'; }
# The keys of the JSON "actions" object, one per line, sorted.
json_kinds() {
  "$arbiter" replay show "$1" --at "$2" --legal --json | sed -n 's/^    "\([^"]*\)": \[$/\1/p' | sort
}

# GAME RECORD "STEPS" "EXPECTED KINDS": checks each step, then that every expected kind was seen.
check_game() {
  local game=$1 record=$2 steps=$3 expected=$4 seen="" row step kind
  row=$(grep -i "^| ${game} |" docs/cli.md) || fail "docs/cli.md lists no kinds for $game"
  for step in $steps; do
    local text json
    text=$(text_kinds "$record" "$step")
    json=$(json_kinds "$record" "$step")
    [[ -n $text ]] || fail "$record --at $step: no kind listed"
    [[ $(sort <<<"$text") == "$json" ]] || fail "$record --at $step: text kinds '$text', JSON '$json'"
    for kind in $text; do
      [[ $kind =~ ^[a-z]+(-[a-z]+)*$ ]] || fail "$record --at $step: '$kind' is not a kind name"
      [[ $row == *"\`$kind\`"* ]] || fail "$game kind '$kind' is not in docs/cli.md"
      seen+=" $kind "
    done
  done
  for kind in $expected; do
    [[ $seen == *" $kind "* ]] || fail "$game: no '$kind' at steps $steps (seen:$seen)"
  done
}

check_game Torres fixtures/torres/valid/base-2p.rec "0 3" "setup-knight place-knight move choose-stack take-card advance"
check_game Torres fixtures/torres/valid/meister-2p.rec "0 5 60" "reveal-meister setup-castle cross"
check_game Comuni fixtures/comuni/valid/comuni-3p.rec "0 5 20" "pick-comune bid income convert"
check_game Medievalia fixtures/medievalia/valid/prestige-2p.rec "40 60 80 100" "pay cancel sell draw remove reveal tap bureaucrat"
echo ok
