// The hostile inputs of tests/browser/injection_test.js (issue 25: what an attacker tried against
// the HTML report and the SVGs, kept as tests): the payloads, and the records, position files and
// --data files that carry them, made from a short valid record of each game.
'use strict';

const fs = require('fs');
const path = require('path');

// Each payload sets window.__pwned if it ever runs, or asks for a file if it is ever parsed as
// markup; the test fails on either. Some target the JSON in <script type="application/json">
// (a "</script" or "<!--<script" in it ends or hides the script), some the SVG (CDATA, entities).
const PAYLOADS = {
  script: '</script><script>window.__pwned=1</script>',
  upper: '</SCRIPT ><SCRIPT>window.__pwned=1</SCRIPT>',
  hidden: '<!--<script>window.__pwned=1</script>',
  json: '"}]}</script><script>window.__pwned=1</script>',
  img: '<img src=x onerror="window.__pwned=1">',
  svg: '<svg onload="window.__pwned=1"><circle/></svg>',
  quotes: '"\'`><img src=x onerror=window.__pwned=1>',
  js: 'javascript:window.__pwned=1',
  cdata: ']]><script>window.__pwned=1</script><![CDATA[',
  separators: '\u2028\u2029"+(window.__pwned=1)+"\u2028',
  template: '${window.__pwned=1}{{constructor.constructor("window.__pwned=1")()}}',
  entities: '&lt;img src=x onerror=window.__pwned=1&gt;&amp;&#60;',
  iframe: '<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>',
  fetch: '<style>@import "x.css"</style><link rel=stylesheet href=x.css>',
  // Out of its DOT string, a Graphviz label would make a link of the graph's cluster.
  dot: '";URL="javascript:window.__pwned=1";x="',
};

// One token (no white space, ";", "%" or "{"): an action, a checkpoint's value.
const TOKEN = '</script><script>window.__pwned=1</script><img/src=x/onerror=window.__pwned=1>' +
  '<svg/onload=window.__pwned=1>javascript:window.__pwned=1]]><!--<script>\'"`</SCRIPT\u2028\u2029';
// A checkpoint's key: up to its first "=", so without one.
const KEY = '</script><script>window.__pwned++</script><!--<script>window.__pwned++</script>';
// A record's file name: no "/" (the file system's), but a newline and the rest.
const FILE_NAME = 'f<img src=x onerror=window.__pwned=1>"\'&amp;<!--<script>\n\u2028.rec';
// The longest name a --data file may show (engine/core/data_name.h, kMaxDataLabel).
const MAX_LABEL = 48;

// The short valid record of each game the hostile ones are made from (a position: few steps).
const BASES = {
  torres: 'torres/positions/valid/year1-score-sheet.rec',
  comuni: 'comuni/positions/C-4.8-invasion-end-hero-tiles-skip-the-looted-top-giver.rec',
  medievalia: 'medievalia/positions/M-3.17.1-battle-survivors-church-saves-the-champ.rec',
};

function tagValue(text) {
  return text.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
}

// A record's parts: its header lines, its body lines before the ending, and the ending.
function split(text) {
  const lines = text.replace(/\s+$/, '').split('\n');
  const head = [], body = [];
  for (const l of lines) (body.length === 0 && /^\s*\[/.test(l) ? head : body).push(l);
  const ending = body.pop();
  if (!/^(stop|result)\b/.test(ending)) throw new Error(`the record does not end on its last line: ${ending}`);
  return { head, body, ending };
}

// Header tags carrying every payload: metadata the page shows (Event, Site...) and unknown ones.
const SHOWN_TAGS = ['Event', 'Site', 'Date', 'Round', 'Result'];  // frame.js shows these in a line
function hostileTags() {
  return Object.keys(PAYLOADS).map((k, i) => `[${SHOWN_TAGS[i] || 'X_' + k} "${tagValue(PAYLOADS[k])}"]`);
}

// Comments with every payload, both kinds: "{ }" (which cannot hold "}") and ";" to the line end.
function hostileComments() {
  return Object.values(PAYLOADS).map((p, i) =>
    i % 2 && !p.includes('}') ? `{ ${p.replace(/\u2028|\u2029/g, ' ')} }` : `; ${p.replace(/[\u2028\u2029]/g, ' ')}`);
}

// The records of `game`: {name (its file's), kind ('page', or 'refused': exit 4 and no page), text,
// shows: the texts its page must show as text}.
function gameRecords(game, fixtures) {
  const base = split(fs.readFileSync(path.join(fixtures, BASES[game]), 'utf8'));
  // A tag appears once: the base's own metadata makes way for the hostile tags.
  base.head = base.head.filter((l) => !/^\[[A-Z]/.test(l) || /^\[(Game|Position) /.test(l));
  const tags = hostileTags();
  const comments = hostileComments();
  const withBody = (head, body, ending = base.ending) => [...head, ...body, ending, ''].join('\n');
  const withTag = (line) => [base.head[0], line, ...base.head.slice(1)];
  const shownTags = Object.values(PAYLOADS);
  const position = base.head.findIndex((l) => l.startsWith('[Position '));
  const badPosition = [...base.head];
  badPosition[position] = base.head[position].replace(/"\]$/, `; ${tagValue(PAYLOADS.img + ' ' + PAYLOADS.script + ' ' + PAYLOADS.hidden)}"]`);
  return [
    // Valid: the tags shown, the comments not; every step drawn.
    { name: 'tags', kind: 'page', text: withBody([...base.head, ...tags], [...comments, ...base.body]), shows: shownTags },
    // The error panel shows the token and its line, comments and all; the file name is hostile.
    { name: FILE_NAME, kind: 'page', text: withBody([...base.head, ...tags],
      [...base.body, `{ ${PAYLOADS.img} } ${TOKEN} ; ${PAYLOADS.script} ${PAYLOADS.quotes}`]),
      shows: [TOKEN, PAYLOADS.img, PAYLOADS.script, FILE_NAME] },
    // Checkpoints fail at their token, which the panel shows: a value that does not hold, a key
    // the state does not have.
    { name: 'check-value', kind: 'page', text: withBody(base.head, [...base.body, `?phase=${TOKEN}`]), shows: [TOKEN] },
    { name: 'check-key', kind: 'page', text: withBody(base.head, [...base.body, `?${KEY}=1`]), shows: [KEY] },
    // A syntax error (a tag twice): the page is the error alone, no game to draw.
    { name: 'syntax', kind: 'page', text: withBody([...base.head, ...tags, tags[0]], base.body), shows: [PAYLOADS.script] },
    { name: 'position', kind: 'page', text: withBody([...badPosition, ...tags], base.body), shows: [PAYLOADS.img] },
    // Bad option values: exit 4 and no page.
    { name: 'option-tag', kind: 'refused', text: withBody(withTag(`[players "${tagValue(PAYLOADS.img)}"]`), base.body) },
  ];
}

// --data files of `game` in `dir`: [{name, file, kind: 'page'|'refused', shows}]. Names only shown
// may hold the payloads (up to 48 bytes); names written in records may not (exit 4, no page).
function dataFiles(game, embedded, dir) {
  const labels = Object.values(PAYLOADS).filter((p) => Buffer.byteLength(p) <= MAX_LABEL && p.trim() === p);
  const out = [];
  const write = (name, json, kind, shows = []) => {
    const file = path.join(dir, `${game}-${name}.json`);
    fs.writeFileSync(file, JSON.stringify(json, null, 1));
    out.push({ name, file, kind, shows });
  };
  const copy = () => JSON.parse(JSON.stringify(embedded));
  if (game === 'comuni') {
    // The page and the graph show the invader of the invasion under way: each payload in turn.
    labels.forEach((p, i) => {
      const d = copy();
      d.invaders.forEach((inv, k) => { inv.name = labels[(i + k) % labels.length]; });
      write(`invaders-${i}`, d, 'page', [p]);
    });
    const d = copy();
    d.comuni[0].name = PAYLOADS.img;
    write('comune-name', d, 'refused');
  } else if (game === 'medievalia') {
    const d = copy();
    d.cards.forEach((c, k) => { c.name_fr = labels[k % labels.length]; c.name_en = labels[(k + 1) % labels.length]; });
    write('card-names', d, 'page');
    const bad = copy();
    bad.cards[1].id = PAYLOADS.img;
    write('card-id', bad, 'refused');
  }
  return { files: out, labels };
}

module.exports = { PAYLOADS, FILE_NAME, BASES, gameRecords, dataFiles };
