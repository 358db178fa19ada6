#!/usr/bin/env bash
# Issue 27 (an outside trial's finding): an option set away from its default that takes no effect
# (its `needs` unmet, `arbiter options` says which) gets a note where it was set, not silence:
# `replay validate` at the record's tag or for its --option, with the same in --json's
# "option_notes" and as SARIF notes; `replay show`, `html` and `render` the same way; `arbiter
# test` and `phases --records` at the tag, and for each --option once for the run, counting the
# records it changed nothing in; `phases --coverage`, `verify` and `explore` for their --option.
# Not for an option at its default, nor when the need is met, nor in --json or -q output.
# Usage: idle_options.sh ARBITER WORKDIR
set -euo pipefail
arbiter="$1"
work="$2/idle-options"
rm -rf "$work"
mkdir -p "$work"
fail() { echo "FAIL: $*"; exit 1; }
need="option 'variant_return' takes effect only with version=variant: it changes nothing here"

# A base game whose header sets the Variant's card return: the note at that tag (line 2, col 1).
printf '[Game "torres"]\n[variant_return "each"]\nN@f3\nstop\n' >"$work/base.rec"
out=$("$arbiter" replay validate "$work/base.rec" 2>&1) || fail "base: not valid: $out"
grep -qF "$work/base.rec: ok: 1 action" <<<"$out" || fail "base: $out"
grep -qxF "$work/base.rec:2:1: note: $need" <<<"$out" || fail "base: no note at the tag: $out"
# The same for --option, with no place in the file.
printf '[Game "torres"]\nN@f3\nstop\n' >"$work/plain.rec"
out=$("$arbiter" replay validate --option variant_return=each "$work/plain.rec" 2>&1) ||
  fail "--option: not valid: $out"
grep -qxF "$work/plain.rec: note: --option variant_return=each: $need" <<<"$out" ||
  fail "--option: no note: $out"
# --json: in the record's entry, nothing on the terminal but the document.
out=$("$arbiter" replay validate --json "$work/base.rec" 2>&1) || fail "--json: $out"
! grep -qF "note:" <<<"$out" || fail "--json: a note line: $out"
tr -d ' \n' <<<"$out" | grep -qF "\"option_notes\":[{\"col\":1,\"line\":2,\"text\":\"${need// /}\"}]" ||
  fail "--json: no option_notes: $out"
# --sarif: a result of level "note", rule "options", at the tag.
"$arbiter" replay validate --sarif "$work/notes.sarif" "$work/base.rec" >/dev/null 2>&1 || fail "--sarif"
tr -d ' \n' <"$work/notes.sarif" | grep -qF '"level":"note","locations":[{"physicalLocation":{"artifactLocation":{"uri":' ||
  fail "--sarif: no note: $(cat "$work/notes.sarif")"
tr -d ' \n' <"$work/notes.sarif" | grep -qF '"region":{"startColumn":1,"startLine":2}}}],"message":{"text":"option'"'"'variant_return'"'"'takeseffectonlywithversion=variant:itchangesnothinghere"},"ruleId":"options"' ||
  fail "--sarif: not at the tag: $(cat "$work/notes.sarif")"
# The pseudo-rule `options` has a title and no help command (`arbiter rules torres options` names
# no rule); a rule of the reference keeps its `arbiter rules` help.
tr -d ' \n' <"$work/notes.sarif" | grep -qF '{"fullDescription":{"text":"Aruleoptiontagor--optionisunknownorhasabadvalue(anerror),ortakesnoeffect(anote)."},"id":"options","shortDescription":{"text":"Ruleoptions"}}' ||
  fail "--sarif: the options rule: $(cat "$work/notes.sarif")"
out=$("$arbiter" replay validate -q "$work/base.rec" 2>&1) || fail "-q: $out"
[[ -z $out ]] || fail "-q: printed $out"

# No note: the need met, the option at its default, an option without needs.
printf '[Game "torres"]\n[version "variant"]\n[variant_return "each"]\nstop\n' >"$work/variant.rec"
printf '[Game "torres"]\n[variant_return "together"]\n[must_spend_all_ap "true"]\nstop\n' >"$work/default.rec"
for rec in variant default; do
  out=$("$arbiter" replay validate "$work/$rec.rec" 2>&1) || fail "$rec: not valid: $out"
  ! grep -qF "note:" <<<"$out" || fail "$rec: a note: $out"
done

# An alliance rule in a 2-player Medievalia record, and in verify and explore from the command
# line (to standard error: their standard output is the run's).
printf '[Game "medievalia"]\n[players "2"]\n[four_player_map "ring"]\nstop\n' >"$work/m2.rec"
out=$("$arbiter" replay validate "$work/m2.rec" 2>&1) || fail "medievalia: $out"
grep -qxF "$work/m2.rec:3:1: note: option 'four_player_map' takes effect only with players=4: it changes nothing here" <<<"$out" ||
  fail "medievalia: $out"
# The triangle map of three players, in a 2-player record; none in a 3-player one.
printf '[Game "medievalia"]\n[three_player "triangle"]\nstop\n' >"$work/t2.rec"
out=$("$arbiter" replay validate "$work/t2.rec" 2>&1) || fail "triangle: $out"
grep -qxF "$work/t2.rec:2:1: note: option 'three_player' takes effect only with players=3: it changes nothing here" <<<"$out" ||
  fail "triangle: $out"
printf '[Game "medievalia"]\n[players "3"]\n[three_player "triangle"]\nstop\n' >"$work/t3.rec"
out=$("$arbiter" replay validate "$work/t3.rec" 2>&1) || fail "triangle 3p: $out"
! grep -qF "note:" <<<"$out" || fail "triangle 3p: a note: $out"
# Notes in the order the tags were given (the options table lists them otherwise).
printf '[Game "medievalia"]\n[players "2"]\n[ally_hand_sales "false"]\n[vp_dedup "team"]\n[four_player_map "ring"]\nstop\n' >"$work/order.rec"
out=$("$arbiter" replay validate "$work/order.rec" 2>&1) || fail "order: $out"
[[ $(grep -o '^[^ ]*:[0-9]*:1: note' <<<"$out" | cut -d: -f2 | tr '\n' ' ') == "3 4 5 " ]] ||
  fail "order: not in line order: $out"
# A long --option is clipped in its note, as in its errors.
long="meister_min_distance=$(printf '0%.0s' {1..3000})4"
out=$("$arbiter" replay validate --option "$long" "$work/plain.rec" 2>&1) || fail "long: $out"
note=$(grep -F 'note: --option' <<<"$out") || fail "long: no note: $out"
if ((${#note} > 600)) || ! grep -qF '... (3022 bytes)' <<<"$note"; then
  fail "long: not clipped: ${note:0:300}"
fi
"$arbiter" verify medievalia --games 2 --seed 1 --option four_player_map=ring >"$work/v.out" 2>"$work/v.err" ||
  fail "verify: $(cat "$work/v.err")"
grep -qxF "arbiter: note: --option four_player_map=ring: option 'four_player_map' takes effect only with players=4: it changes nothing here" "$work/v.err" ||
  fail "verify: no note: $(cat "$work/v.err")"
! grep -qF "note: --option" "$work/v.out" || fail "verify: the note on standard output"
"$arbiter" verify medievalia --games 2 --seed 1 --option players=4 --option four_player_map=ring >/dev/null 2>"$work/v4.err" ||
  fail "verify 4p: $(cat "$work/v4.err")"
! grep -qF "four_player_map" "$work/v4.err" || fail "verify 4p: a note: $(cat "$work/v4.err")"
"$arbiter" explore torres --depth 1 --option variant_return=each >/dev/null 2>"$work/e.err" ||
  fail "explore: $(cat "$work/e.err")"
grep -qxF "arbiter: note: --option variant_return=each: $need" "$work/e.err" ||
  fail "explore: no note: $(cat "$work/e.err")"

# A file name with a space: as in its errors (FILE:LINE:COL, no quotes), which editors read.
cp "$work/base.rec" "$work/sp ace.rec"
out=$("$arbiter" replay validate "$work/sp ace.rec" 2>&1) || fail "space: $out"
grep -qxF "$work/sp ace.rec:2:1: note: $need" <<<"$out" || fail "space: not as errors name it: $out"

# show, html and render: the same note, on standard error.
for cmd in "show" "html -o $work/page.html" "render -o $work/graph.dot"; do
  # shellcheck disable=SC2086 # $cmd is the subcommand and its -o FILE
  "$arbiter" replay $cmd "$work/base.rec" >"$work/cmd.out" 2>"$work/cmd.err" ||
    fail "replay $cmd: $(cat "$work/cmd.err")"
  grep -qxF "$work/base.rec:2:1: note: $need" "$work/cmd.err" ||
    fail "replay $cmd: no note: $(cat "$work/cmd.err")"
  ! grep -qF "note:" "$work/cmd.out" || fail "replay $cmd: the note on standard output"
done

# arbiter test: the tag's note for its record; an --option's once, with the records it changed
# nothing in (variant.rec sets version=variant: the option works there); none with -q.
mkdir -p "$work/suite"
cp "$work/base.rec" "$work/plain.rec" "$work/variant.rec" "$work/suite/"
out=$("$arbiter" test "$work/suite" 2>&1) || fail "test: $out"
grep -qxF "$work/suite/base.rec:2:1: note: $need" <<<"$out" || fail "test: no note at the tag: $out"
[[ $(grep -c "note:" <<<"$out") -eq 1 ]] || fail "test: not one note: $out"
out=$("$arbiter" test --option variant_return=each "$work/suite" 2>&1) || fail "test --option: $out"
grep -qxF "arbiter: note: --option variant_return=each: ${need% here} in 2 of the 3 torres records" <<<"$out" ||
  fail "test --option: no note: $out"
[[ $(grep -c "note: --option" <<<"$out") -eq 1 ]] || fail "test --option: not one note: $out"
out=$("$arbiter" test --option variant_return=each "$work/suite/plain.rec" 2>&1) || fail "test 1: $out"
grep -qxF "arbiter: note: --option variant_return=each: ${need% here} in the torres record" <<<"$out" ||
  fail "test, one record: $out"
# phases --records: as test; phases --coverage: as verify.
out=$("$arbiter" phases torres --records "$work/suite" --option variant_return=each 2>&1 >/dev/null) ||
  fail "phases --records: $out"
grep -qxF "arbiter: note: --option variant_return=each: ${need% here} in 2 of the 3 torres records" <<<"$out" ||
  fail "phases --records: $out"
out=$("$arbiter" phases torres --records "$work/suite" 2>&1 >/dev/null) || fail "phases --records: $out"
grep -qxF "$work/suite/base.rec:2:1: note: $need" <<<"$out" || fail "phases --records, tag: $out"
out=$("$arbiter" phases torres --coverage 2 --seed 1 --option variant_return=each 2>&1 >/dev/null) ||
  fail "phases --coverage: $out"
grep -qxF "arbiter: note: --option variant_return=each: $need" <<<"$out" || fail "phases --coverage: $out"
out=$("$arbiter" test -q --option variant_return=each "$work/suite" 2>&1) || fail "test -q: $out"
! grep -qF "note:" <<<"$out" || fail "test -q: a note: $out"
echo ok
