#!/usr/bin/env bash
# Issue 25, item 14: coverage tables name each phase whole. A name the phase diagram writes on
# several lines (a heading, then the phase's actions) is named by its heading, "Turn (5 AP)",
# "Step 3", never by its first line, which ends in the middle of the list ("... move 1,").
# Checked in `phases --coverage`, its --json, `verify --coverage`'s table and its file.
# Usage: coverage_phase_names.sh ARBITER WORKDIR
set -euo pipefail
arbiter="$1"
dir="$2/coverage-phase-names"
rm -rf "$dir" && mkdir -p "$dir"
fail() { echo "FAIL: $*"; exit 1; }

# check WHAT FILE WANT: in the rows of FILE ("A -> B [label]"), no phase name ends in a comma,
# and WANT is one of the rows.
check() {
  local what="$1" file="$2" want="$3" cut
  cut=$(grep -E ', -> |, \[' "$file" || true)
  [[ -z $cut ]] || fail "$what: a phase name cut mid-list: $cut"
  grep -qF -- "$want" "$file" || fail "$what: no row '$want' in $(cat "$file")"
}

"$arbiter" phases torres --coverage 3 --seed 1 > "$dir/phases.txt"
check "phases torres --coverage" "$dir/phases.txt" "Turn (5 AP) -> Card drawn [take a card (1 AP)]"
"$arbiter" phases torres --coverage 3 --seed 1 --json | jq -r '.edges[].name + " [x]"' \
  > "$dir/phases-json.txt"
check "phases torres --coverage --json" "$dir/phases-json.txt" "Turn (5 AP) -> Card drawn [x]"
"$arbiter" verify medievalia --games 2 --seed 1 --players 2 --coverage "$dir/cov.json" \
  --no-progress > "$dir/verify.txt"
check "verify medievalia --coverage" "$dir/verify.txt" "Step 3 -> Step 0: siege check, upkeep [end]"
jq -r '.transitions[] | .from + " -> " + .to + " [" + .label + "]"' "$dir/cov.json" > "$dir/file.txt"
check "the coverage file" "$dir/file.txt" "Step 3 -> Step 0: siege check, upkeep [end]"
echo ok
