#!/usr/bin/env node
// Browser tests of the HTML replay report (`arbiter replay html`), in Debian's headless chromium
// driven by puppeteer-core:
//   - every fixture of every game gives a page that loads with no console error or page error,
//     whose board is drawn at every step (each step drawn, not only the first; every 5th parsed as
//     SVG), but for bad options (exit 4), which leave no game to draw: no page then (docs/cli.md);
//   - ArrowRight / ArrowLeft step and change the board; the step is in the URL (#step=N);
//   - an invalid record opens on its error step with the error panel, the rule id and its text;
//   - each step's state rebuilt from keyframes and patches equals `arbiter replay show --json`;
//   - one screenshot per game, checked for size and for not being blank (PNG size, colours).
//   - a record of 20,000 actions: the action list holds only the rows in view (not one <li> an
//     action), the current row is lit and in view, and a step rebuilds its state from the nearest
//     keyframe (at most 32 patches applied, one when stepping forward), whatever the length.
// Usage: node report_test.js --arbiter BIN --fixtures DIR --out DIR [--screenshots DIR]
//        [--sample 0 [--write-every N]]
//   --sample 0 writes every fixture's page and the long record's, and checks what needs no
//   browser (no crash, no page for bad options, a page otherwise): the sanitizer build, where
//   arbiter is what is tested; the pages are the same bytes as in the Release build, whose run
//   opens them all in chromium. --write-every N writes the page of every Nth fixture only (each
//   game's in turn), and at least one of each game.
//   --screenshots also copies the per-game screenshots there (docs/images: the user guide's).
'use strict';

const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');

function arg(name, fallback) {
  const i = process.argv.indexOf(name);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}
const ARBITER = arg('--arbiter');
const FIXTURES = arg('--fixtures');
const OUT = arg('--out', '/tmp/arbiter-browser');
const SHOTS = arg('--screenshots', null);
const SAMPLE = Number(arg('--sample', '1'));
const WRITE_EVERY = Number(arg('--write-every', '1'));
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const GAMES = ['torres', 'comuni', 'medievalia'];
// The page each game's screenshot shows (a mid-game step of a bundled record).
const SHOWCASE = {
  torres: ['valid/base-2p.rec', 60],
  comuni: ['valid/comuni-3p.rec', 200],
  medievalia: ['valid/war-2p.rec', 120],
};

let failures = 0;
function fail(where, what) {
  failures++;
  console.error(`FAIL ${where}: ${what}`);
}

function records(game) {
  const out = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.rec')) out.push(p);
    }
  };
  walk(path.join(FIXTURES, game));
  return out.sort();
}

// Writes the page of `rec`; returns its path, or null when no page was written.
// The page of `rec`, or null when replay html wrote none; `optionsError` is set when its options
// are bad (exit 4), and then there must be no page.
function writePage(rec, out = {}) {
  const rel = path.relative(FIXTURES, rec).replace(/[\\/]/g, '_').replace(/\.rec$/, '.html');
  const page = path.join(OUT, rel);
  fs.rmSync(page, { force: true });  // a page left by an earlier run is not this run's
  let status = 0;
  try {
    execFileSync(ARBITER, ['replay', 'html', rec, '-o', page], { stdio: 'pipe' });
  } catch (e) {
    status = e.status;
    if (e.status === undefined || e.status >= 128) fail(rec, `replay html crashed: ${e.message}`);
  }
  const written = fs.existsSync(page);
  out.optionsError = status === 4;
  if (out.optionsError && written) fail(rec, 'a page was written for bad options (exit 4)');
  return written ? page : null;
}

async function open(browser, page, file, hash) {
  const errors = [];
  page.removeAllListeners('console');
  page.removeAllListeners('pageerror');
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('file://' + file + (hash || ''), { waitUntil: 'load' });
  await page.waitForSelector('body[data-ready="1"]', { timeout: 10000 });
  return errors;
}

// Every step's board from the drawer (SVG text, not empty, one <svg> element), every 5th step and
// the last parsed as SVG (well formed, an <svg> root with content), and every 25th step and the
// last shown in full (the DOM, the action list, the lit phase): returns the steps that failed.
// Parsing took two to four times as long as drawing (a board is 15-35 KB of SVG; 21,000 steps in
// all, 80 of browser.report's 330 s on the 2-core machine): every 5th is parsed, and a malformed
// board from hostile text is browser.injection's subject, every step. Laying out all 20,000
// boards would take minutes; the drawer's text is what changes from step to step.
async function drawEveryStep(page) {
  return page.evaluate(() => {
    const bad = [];
    const last = Number(document.getElementById('slider').max);
    const parser = new DOMParser();
    for (let n = 0; n <= last; n++) {
      const text = Arbiter.boardAt(n);
      if (!text || !text.startsWith('<svg') || !text.trimEnd().endsWith('</svg>')) {
        bad.push(n);
        continue;
      }
      if (n % 5 === 0 || n === last) {
        const doc = parser.parseFromString(text, 'image/svg+xml');
        if (doc.querySelector('parsererror') || doc.documentElement.nodeName !== 'svg' ||
            doc.documentElement.childElementCount === 0) {
          bad.push(n);
          continue;
        }
      }
      if (n % 25 === 0 || n === last) {
        Arbiter.go(n);
        const svg = document.querySelector('#board svg');
        if (!svg || svg.childElementCount === 0) bad.push(n);
      }
    }
    return bad;
  });
}

async function checkEveryFixture(browser, page) {
  let pages = 0, stateful = 0, drawn = 0, steps = 0, stateless = 0, optionErrors = 0;
  let total = 0;
  for (const game of GAMES) {
    for (const rec of records(game)) {
      total++;
      const out = {};
      const file = writePage(rec, out);
      if (out.optionsError) optionErrors++;
      if (!file) continue;
      pages++;
      // The list fills as the page logs: it also catches errors raised while stepping.
      const errors = await open(browser, page, file);
      const states = await page.evaluate(() => JSON.parse(document.getElementById('report').textContent).patches.length);
      if (states === 0) {
        // No state (a bad position): the page is the error.
        const shown = await page.evaluate(() => !document.getElementById('error-panel').hidden &&
          document.getElementById('error-panel').textContent.includes('error:'));
        if (!shown) fail(rec, 'a record without states does not show its error');
        if (errors.length) fail(rec, 'console errors: ' + errors.join(' | '));
        stateless++;
        continue;
      }
      if (stateful++ % SAMPLE !== 0) {
        if (errors.length) fail(rec, 'console errors: ' + errors.join(' | '));
        continue;
      }
      const bad = await drawEveryStep(page);
      if (errors.length) fail(rec, 'console errors: ' + errors.join(' | '));
      if (bad.length) fail(rec, `no board at steps ${bad.slice(0, 10).join(', ')}`);
      drawn++;
      steps += await page.evaluate(() => Number(document.getElementById('slider').max) + 1);
    }
  }
  console.log(`every fixture: ${pages} pages (${stateless} of them a record failing before its first state), every step drawn in ${drawn} of them (${steps} steps); ${optionErrors} with bad options, no page`);
  if (drawn !== Math.ceil(stateful / SAMPLE)) fail('fixtures', `${drawn} pages drawn of ${stateful}, sampling 1 in ${SAMPLE}`);
  checkPageCount(pages, optionErrors, total);
}

// Every fixture but those with bad options got its page, at least `least` of them.
function checkPageCount(pages, optionErrors, total, least = 100) {
  if (pages < least) fail('fixtures', `only ${pages} pages`);
  if (pages + optionErrors !== total) fail('fixtures', `${total - pages - optionErrors} fixtures got no page`);
}

// --sample 0: every fixture's page (every WRITE_EVERY-th of each game, its first among them) and the long record's written, none
// opened.
function writeEveryPage() {
  let pages = 0, optionErrors = 0, total = 0;
  for (const game of GAMES) {
    const all = records(game);
    if (all.length === 0) fail(game, 'no fixture');
    for (const [i, rec] of all.entries()) {
      if (i % WRITE_EVERY !== 0) continue;
      total++;
      const out = {};
      if (writePage(rec, out)) pages++;
      if (out.optionsError) optionErrors++;
    }
  }
  if (!writeLongRecord()) fail('long record', 'no page');
  console.log(`${WRITE_EVERY === 1 ? 'every fixture' : `1 fixture in ${WRITE_EVERY}`}: ${pages} pages written, ${optionErrors} with bad options, no page; none opened (--sample 0)`);
  checkPageCount(pages, optionErrors, total, Math.floor(100 / WRITE_EVERY));
}

async function checkStepping(browser, page, game) {
  const [rel] = SHOWCASE[game];
  const file = writePage(path.join(FIXTURES, game, rel));
  await open(browser, page, file, '#step=5');
  const before = await page.evaluate(() => [Arbiter.step(), document.getElementById('board').innerHTML]);
  if (before[0] !== 5) fail(game, `#step=5 opened on step ${before[0]}`);
  await page.keyboard.press('ArrowRight');
  await new Promise((r) => setTimeout(r, 400));  // the URL follows after 120 ms
  const after = await page.evaluate(() => [Arbiter.step(), document.getElementById('board').innerHTML, location.hash]);
  if (after[0] !== 6) fail(game, `ArrowRight went to step ${after[0]}, not 6`);
  if (after[1] === before[1]) fail(game, 'ArrowRight did not change the board');
  if (after[2] !== '#step=6') fail(game, `the URL says ${after[2]}`);
  await page.keyboard.press('ArrowLeft');
  const back = await page.evaluate(() => [Arbiter.step(), document.getElementById('board').innerHTML]);
  if (back[0] !== 5 || back[1] !== before[1]) fail(game, 'ArrowLeft did not come back to the same board');
  await page.click('#next');
  if ((await page.evaluate(() => Arbiter.step())) !== 6) fail(game, 'the next button did not step');
  await page.keyboard.press('End');
  const end = await page.evaluate(() => [Arbiter.step(), Number(document.getElementById('slider').max)]);
  if (end[0] !== end[1]) fail(game, 'End did not go to the last step');
}

// JSON text with every object's keys sorted: a patch adds a key at the end, the engine sorts them.
function canonical(v) {
  if (Array.isArray(v)) return '[' + v.map(canonical).join(',') + ']';
  if (v && typeof v === 'object')
    return '{' + Object.keys(v).sort().map((k) => JSON.stringify(k) + ':' + canonical(v[k])).join(',') + '}';
  return JSON.stringify(v);
}

// The state the page rebuilds (keyframe + patches) against the engine's own JSON of that step:
// every step up to 70, then every 13th.
async function checkStates(browser, page, game) {
  const [rel] = SHOWCASE[game];
  const rec = path.join(FIXTURES, game, rel);
  const file = writePage(rec);
  await open(browser, page, file);
  const last = await page.evaluate(() => Number(document.getElementById('slider').max));
  let compared = 0;
  for (let n = 0; n <= last; n += n < 70 ? 1 : 13) {
    const fromPage = await page.evaluate((k) => Arbiter.stateAt(k), n);
    const fromEngine = JSON.parse(execFileSync(ARBITER, ['replay', 'show', rec, '--json', '--at', String(n)]));
    delete fromEngine.step;
    if (canonical(fromPage) !== canonical(fromEngine)) {
      fail(`${game} step ${n}`, 'the page rebuilds another state than `replay show --json`');
      break;
    }
    compared++;
  }
  console.log(`${game}: ${compared} states rebuilt by the page equal the engine's`);
}

async function checkInvalid(browser, page, game) {
  const dir = path.join(FIXTURES, game, 'invalid');
  const recs = fs.readdirSync(dir).filter((f) => f.endsWith('.rec')).sort();
  let checked = 0;
  for (const name of recs.slice(0, 12)) {
    const rec = path.join(dir, name);
    const file = writePage(rec);
    if (!file) continue;
    const errors = await open(browser, page, file);
    if (errors.length) fail(rec, 'console errors: ' + errors.join(' | '));
    const r = await page.evaluate(() => {
      const data = JSON.parse(document.getElementById('report').textContent);
      const panel = document.getElementById('error-panel');
      return {
        step: Arbiter.step(), errorStep: data.error && data.error.step, rule: data.error && data.error.rule,
        note: data.error && data.error.note, hidden: panel.hidden, text: panel.textContent,
        board: !!document.querySelector('#board svg'),
      };
    });
    if (r.errorStep === null || r.errorStep === undefined) { fail(rec, 'no error in the report'); continue; }
    if (r.step !== r.errorStep) fail(rec, `opened on step ${r.step}, the error is at step ${r.errorStep}`);
    if (r.hidden) fail(rec, 'the error panel is hidden');
    if (!r.text.includes('[' + r.rule + ']')) fail(rec, `the panel does not name [${r.rule}]`);
    if (r.note && !r.text.includes(r.note.text.slice(0, 40))) fail(rec, "the panel lacks the rule's text");
    if (!r.board) fail(rec, 'no board before the error');
    checked++;
  }
  console.log(`${game}: ${checked} invalid records open on their error`);
  if (checked === 0) fail(game, 'no invalid record checked');
}

// Issue 25, item 25: a long record (a Medievalia transaction opened and cancelled 10,000 times,
// from a position) steps in work that does not grow with its length. The work is counted, not
// timed: the <li> of the action list, and the JSON patches applied (jsonpatch.applyPatch wrapped).
const LONG_STEPS = 20000;
function writeLongRecord() {
  const rec = path.join(OUT, 'long-loop.rec');
  const lines = ['[Game "medievalia"]', '[Position "turn 5 P1 main; table P1 champ; hand P1 ferme"]'];
  for (let i = 0; i < LONG_STEPS / 2; i++) lines.push('play:ferme cancel');
  fs.writeFileSync(rec, lines.join('\n') + '\nstop\n');
  return writePage(rec);
}

async function checkLongRecord(browser, page) {
  const steps = LONG_STEPS;
  const file = writeLongRecord();
  if (!file) return fail('long record', 'no page');
  const errors = await open(browser, page, file);
  const r = await page.evaluate(() => {
    const data = JSON.parse(document.getElementById('report').textContent);
    let patches = 0;
    const apply = jsonpatch.applyPatch;
    jsonpatch.applyPatch = function () { patches++; return apply.apply(this, arguments); };
    const moves = document.getElementById('moves').getBoundingClientRect();
    const out = { last: Number(document.getElementById('slider').max), every: data.keyframe_every, rows: 0, bad: [], jump: 0, forward: 0 };
    let seed = 11;
    for (let i = 0; i < 40; i++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const n = i === 0 ? out.last : 1 + (seed % out.last);
      patches = 0;
      Arbiter.go(n);
      out.jump = Math.max(out.jump, patches);
      patches = 0;
      if (n < out.last) Arbiter.go(n + 1);
      out.forward = Math.max(out.forward, patches);
      const m = Arbiter.step();
      const lit = document.querySelectorAll('#actions li.current');
      const box = lit.length === 1 ? lit[0].getBoundingClientRect() : null;
      if (!box || lit[0].getAttribute('data-step') !== String(m) || !lit[0].textContent.endsWith(data.actions[m - 1].text) ||
          box.top < moves.top - 1 || box.bottom > moves.bottom + 1) out.bad.push(m);
      out.rows = Math.max(out.rows, document.querySelectorAll('#actions li').length);
    }
    jsonpatch.applyPatch = apply;
    return out;
  });
  if (errors.length) fail('long record', 'console errors: ' + errors.join(' | '));
  if (r.last !== steps) fail('long record', `${r.last} steps, not ${steps}`);
  if (r.rows > 200) fail('long record', `the action list holds ${r.rows} rows: one an action, not the rows in view`);
  if (r.bad.length) fail('long record', `the current row is not lit or not in view at steps ${r.bad.slice(0, 5).join(', ')}`);
  if (r.jump > r.every) fail('long record', `a jump applied ${r.jump} patches: not from the nearest keyframe (every ${r.every} steps)`);
  if (r.forward > 1) fail('long record', `a step forward applied ${r.forward} patches, not 1`);
  console.log(`long record: ${r.last} steps; at most ${r.rows} rows in the list, ${r.jump} patches a jump, ${r.forward} a step forward`);
}

// PNG width and height from its IHDR chunk.
function pngSize(buf) {
  return [buf.readUInt32BE(16), buf.readUInt32BE(20)];
}

async function checkScreenshot(browser, page, game) {
  const [rel, step] = SHOWCASE[game];
  const file = writePage(path.join(FIXTURES, game, rel));
  await page.setViewport({ width: 1280, height: 1000 });
  await open(browser, page, file, '#step=' + step);
  const png = path.join(OUT, `report-${game}.png`);
  await page.screenshot({ path: png });
  const buf = fs.readFileSync(png);
  const [w, h] = pngSize(buf);
  if (w !== 1280 || h !== 1000) fail(game, `screenshot is ${w}x${h}`);
  // A blank or near-blank page compresses to a few KB; a drawn board does not.
  if (buf.length < 40000) fail(game, `screenshot is only ${buf.length} bytes: blank?`);
  // The board itself: its SVG has some size and many shapes.
  const board = await page.evaluate(() => {
    const svg = document.querySelector('#board svg');
    const r = svg.getBoundingClientRect();
    return { w: r.width, h: r.height, shapes: svg.querySelectorAll('rect,circle,path,polygon,line,ellipse').length };
  });
  if (board.w < 300 || board.h < 200) fail(game, `the board is ${board.w}x${board.h}`);
  if (board.shapes < 20) fail(game, `the board has only ${board.shapes} shapes`);
  console.log(`${game}: screenshot ${w}x${h}, ${buf.length} bytes; board ${Math.round(board.w)}x${Math.round(board.h)}, ${board.shapes} shapes`);
  if (SHOTS) fs.copyFileSync(png, path.join(SHOTS, `report-${game}.png`));
}

(async () => {
  if (!ARBITER || !FIXTURES) {
    console.error('usage: report_test.js --arbiter BIN --fixtures DIR --out DIR [--screenshots DIR]');
    process.exit(2);
  }
  fs.mkdirSync(OUT, { recursive: true });
  if (SAMPLE === 0) {
    writeEveryPage();
    if (failures) {
      console.error(`${failures} failure(s)`);
      process.exit(1);
    }
    console.log('browser tests: all passed (pages written, not opened)');
    return;
  }
  if (!fs.existsSync(CHROMIUM)) {
    console.error(`no chromium at ${CHROMIUM}: run scripts/install-deps.sh (or set CHROMIUM)`);
    process.exit(1);
  }
  const puppeteer = require('puppeteer-core');
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    // --no-sandbox: CI runs as root, where chromium's sandbox cannot start.
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage();
    for (const game of GAMES) {
      await checkStepping(browser, page, game);
      await checkStates(browser, page, game);
      await checkInvalid(browser, page, game);
      await checkScreenshot(browser, page, game);
    }
    await page.setViewport({ width: 1280, height: 1000 });
    await checkLongRecord(browser, page);
    await checkEveryFixture(browser, page);
  } catch (e) {
    fail('run', e.stack || String(e));
  } finally {
    await browser.close();
  }
  if (failures) {
    console.error(`${failures} failure(s)`);
    process.exit(1);
  }
  console.log('browser tests: all passed');
})();
