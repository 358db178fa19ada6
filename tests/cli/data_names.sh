#!/usr/bin/env bash
# Names in --data files (issue 25, item 23): a name written in records or drawn is checked when the
# data is loaded, and a bad one is refused with exit 4 and the field's path, before anything is
# drawn. Before, a control byte in a Comuni name gave `replay render` an ill-formed SVG (exit 0).
# A file that is not JSON stays exit 3. Usage: data_names.sh ARBITER WORKDIR REPOSITORY
set -euo pipefail
arbiter=$1
work=$2/data-names
fixtures=$3/fixtures
rm -rf "$work" && mkdir -p "$work"
fail() { echo "FAIL: $*"; exit 1; }
# expect NAME CODE TEXT COMMAND...: the command exits CODE and says TEXT.
expect() {
  local name=$1 want=$2 text=$3 rc=0
  shift 3
  "$@" > "$work/$name.log" 2>&1 || rc=$?
  [[ $rc -eq $want ]] || fail "$name: exit $rc, expected $want: $(cat "$work/$name.log")"
  grep -qF -- "$text" "$work/$name.log" || fail "$name: no '$text' in: $(cat "$work/$name.log")"
}

"$arbiter" options comuni --data > "$work/comuni.json"
"$arbiter" options medievalia --data > "$work/medievalia.json"
grep -q '"Firenze"' "$work/comuni.json" || fail "no Firenze in the embedded Comuni data"
# A control byte (SOH) in a comune's name, and a record that picks that comune by it.
sed 's/"Firenze"/"Fi\\u0001renze"/' "$work/comuni.json" > "$work/control.json"
sed $'s/\\*Firenze/*Fi\x01renze/' "$fixtures/comuni/valid/comuni-3p.rec" > "$work/control.rec"
expect control_render 4 'data: comuni[1].name: "Fi\u0001renze" is not a name of 1 to 24 ASCII letters' \
  "$arbiter" replay render "$work/control.rec" --data "$work/control.json" -o "$work/control.svg" --at 30
[[ ! -e $work/control.svg ]] || fail "control_render: an SVG was written"
if LC_ALL=C grep -q $'\001' "$work/control_render.log"; then fail "control_render: a raw control byte in the message"; fi
expect control_verify 4 'comuni[1].name' "$arbiter" verify comuni --games 1 --data "$work/control.json"
# Two comuni of one name (case does not count), an empty name, a name with a space.
sed 's/"Siena"/"firenze"/' "$work/comuni.json" > "$work/duplicate.json"
expect duplicate 4 'data: comuni[2].name: "firenze" is the name of comuni[1] already' \
  "$arbiter" replay validate --data "$work/duplicate.json" "$fixtures/comuni/valid/comuni-2p.rec"
sed 's/"Lucca"/""/' "$work/comuni.json" > "$work/empty.json"
expect empty 4 'data: comuni[0].name: "" is not a name' \
  "$arbiter" replay validate --data "$work/empty.json" "$fixtures/comuni/valid/comuni-2p.rec"
sed 's/"Venezia"/" Venezia"/' "$work/comuni.json" > "$work/spaced.json"
expect spaced 4 'data: invaders[0].name: " Venezia" is not a name of 1 to 48 bytes of printable text' \
  "$arbiter" replay validate --data "$work/spaced.json" "$fixtures/comuni/valid/comuni-2p.rec"
# A comune named as a position field (`steps`, in any case): its items would be read as that field,
# and the position `replay show --as-position` writes could not be read back. Refused at its path.
sed 's/"Firenze"/"Steps"/' "$work/comuni.json" > "$work/keyword.json"
sed 's/\*Firenze/*Steps/' "$fixtures/comuni/valid/comuni-3p.rec" > "$work/keyword.rec"
expect keyword 4 'data: comuni[1].name: "Steps" is a keyword of positions (steps)' \
  "$arbiter" replay show "$work/keyword.rec" --data "$work/keyword.json" --at 40 --as-position
# An invader named with U+FFFF (no XML character: the SVG was ill-formed, exit 0) or with a
# right-to-left override (it reverses what follows it): refused before anything is drawn.
sed 's/"France"/"Franc\\uffff"/' "$work/comuni.json" > "$work/nonchar.json"
expect nonchar_render 4 'data: invaders[1].name: "Franc\uffff" is not a name of 1 to 48 bytes of printable text' \
  "$arbiter" replay render "$fixtures/comuni/valid/comuni-3p.rec" --data "$work/nonchar.json" -o "$work/nonchar.svg" --at 200
[[ ! -e $work/nonchar.svg ]] || fail "nonchar_render: an SVG was written"
sed 's/"France"/"Fr\\u202eance"/' "$work/comuni.json" > "$work/bidi.json"
expect bidi 4 'data: invaders[1].name: "Fr\u202eance" is not a name' \
  "$arbiter" replay validate --data "$work/bidi.json" "$fixtures/comuni/valid/comuni-2p.rec"
# A Medievalia card id, written in records as champ1: letters only.
sed 's/"id": "champ"/"id": "champ 2"/' "$work/medievalia.json" > "$work/card.json"
expect card 4 'data: cards[1].id: "champ 2" is not a name of 1 to 24 lower-case ASCII letters' \
  "$arbiter" replay validate --data "$work/card.json" "$fixtures/medievalia/valid/prestige-2p.rec"
# Not JSON: exit 3, as an unreadable file.
echo '{ "game": "comuni",' > "$work/truncated.json"
expect not_json 3 'data: not valid JSON' \
  "$arbiter" replay validate --data "$work/truncated.json" "$fixtures/comuni/valid/comuni-2p.rec"
# The embedded data, given as a file, is valid.
expect embedded 0 ': ok: ' "$arbiter" replay validate --data "$work/comuni.json" "$fixtures/comuni/valid/comuni-2p.rec"
echo ok
