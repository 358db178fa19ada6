#!/usr/bin/env bash
# verify --guided --coverage (issue 12, part 2): a CI-sized guided run reaches every end condition
# of the game and every declared transition but the NEVER ones, which no long unguided run takes
# either (docs/performance.md says which and why); the coverage file is read back with node.
# Usage: guided_coverage.sh ARBITER WORKDIR GAME GAMES PLAYERS [NEVER...]
#   NEVER: a transition as the coverage file names it, "From -> To [label]".
set -u
arbiter="$1"; dir="$2/guided-$3-$5p"; game="$3"; games="$4"; players="$5"; shift 5
rm -rf "$dir" && mkdir -p "$dir" && cd "$dir" || exit 1
fail() { echo "FAIL: $*"; exit 1; }
"$arbiter" verify "$game" --games "$games" --seed 1 --players "$players" --guided \
  --coverage coverage.json --no-progress > run.log || fail "verify exited $?: $(tail -5 run.log)"
grep -q "^ok: $games games" run.log || fail "no ok line: $(tail -5 run.log)"
GAMES="$games" node -e '
const j = JSON.parse(require("fs").readFileSync("coverage.json"));
const allowed = new Set(process.argv.slice(1));
const bad = [];
if (!j.guided || j.played !== Number(process.env.GAMES)) bad.push("not the guided run asked for");
for (const e of j.end_conditions) if (!(e.games > 0)) bad.push("end condition " + e.id + " (" + e.name + ") never reached");
const seen = new Set();
for (const t of j.transitions) {
  const name = t.from + " -> " + t.to + " [" + t.label + "]";
  seen.add(name);
  if (t.taken + t.maybe === 0 && !allowed.has(name)) bad.push("transition never taken: " + name);
}
for (const a of allowed) if (!seen.has(a)) bad.push("no such transition: " + a);
if (j.undeclared.length) bad.push("undeclared steps: " + JSON.stringify(j.undeclared));
if (bad.length) { console.log("FAIL:\n  " + bad.join("\n  ")); process.exit(1); }
console.log("guided coverage ok: " + j.end_conditions.map((e) => e.id + " " + e.games).join(", "));
' "$@" || { cat run.log; exit 1; }
