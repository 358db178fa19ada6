#!/usr/bin/env node
// Issue 25: script injection into the HTML report (`arbiter replay html`) and into the SVGs
// (`replay render`, `phases`), tried by an attacker and held; kept here so that it keeps holding.
// Hostile records of every game (injection_cases.js) carry payloads in every channel a user
// controls: header tags, comments, an invalid token, a checkpoint's key and value, a [Position]
// field, a --position file, option values, the record's file name and --data names. Each page is
// opened from disk in headless chromium (puppeteer-core) with JavaScript on and stepped through
// EVERY step with the page's own controls; after each step, and after the SVGs load as documents:
//   - no payload ran (window.__pwned unset) and no dialog opened;
//   - the page asked for nothing (every request but the page itself is failed and counted);
//   - no element or attribute came from a payload (elements of the page's own kinds only, no on*
//     handler, no href/src; the page's six scripts and none more);
//   - no console error;
//   - the payloads the page shows, it shows as text (the Event tag's text holds "<img").
// Bad options and refused --data names leave no page and no SVG (exit 4); SVGs are well formed
// (xmllint). Usage: node injection_test.js --arbiter BIN --fixtures DIR --out DIR [--write-only]
// --write-only: every page and SVG written (arbiter's part: the sanitizer build's run), the SVGs
// checked by xmllint, nothing opened: the pages are the same bytes as the Release build's, whose
// run opens them all.
'use strict';

const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');
const { pathToFileURL } = require('url');
const { PAYLOADS, FILE_NAME, BASES, gameRecords, dataFiles } = require('./injection_cases');

function arg(name, fallback) {
  const i = process.argv.indexOf(name);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}
const ARBITER = arg('--arbiter');
const FIXTURES = arg('--fixtures');
const OUT = arg('--out', '/tmp/arbiter-injection');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const WRITE_ONLY = process.argv.includes('--write-only');
const GAMES = ['torres', 'comuni', 'medievalia'];
const SCRIPTS_IN_PAGE = 6;  // frame.html: the report's JSON, the library, frame, svg, board, start
// The elements the page and the boards are made of: anything else came from a payload.
const PAGE_ELEMENTS = ['html', 'head', 'meta', 'title', 'style', 'body', 'header', 'h1', 'h2', 'div', 'main',
  'section', 'nav', 'button', 'input', 'span', 'aside', 'ol', 'ul', 'li', 'figure', 'figcaption', 'script',
  'details', 'summary', 'p', 'pre', 'code', 'strong', 'small', 'i', 'br'];
const SVG_ELEMENTS = ['svg', 'g', 'title', 'rect', 'circle', 'ellipse', 'line', 'path', 'polygon', 'polyline',
  'text', 'tspan', 'defs'];

let failures = 0;
function fail(where, what) {
  failures++;
  console.error(`FAIL ${where}: ${what}`);
}
const show = (s) => JSON.stringify(s).slice(0, 90);

// Runs arbiter; a crash (no status, or 128 and up) is a failure.
function arbiter(args, where) {
  const r = spawnSync(ARBITER, args, { encoding: 'utf8' });
  if (r.status === null || r.status >= 128) fail(where, `arbiter ${args[0]} crashed: ${r.signal || r.status}`);
  return r;
}

// Runs `args` that must write `out`; fails and returns false when it did not.
function written(args, out, where) {
  fs.rmSync(out, { force: true });  // only this run's output counts
  const r = arbiter([...args, '-o', out], where);
  if (r.status === 4) fail(where, `refused with exit 4: ${r.stderr.trim()}`);
  else if (!fs.existsSync(out)) fail(where, `no ${path.extname(out)} written (exit ${r.status}): ${r.stderr.trim()}`);
  return fs.existsSync(out);
}

// Runs `args` that must be refused as bad options (exit 4) without writing `out`.
function refused(args, out, where) {
  fs.rmSync(out, { force: true });
  const r = arbiter([...args, '-o', out], where);
  if (r.status !== 4) fail(where, `exit ${r.status}, not 4 (bad options)`);
  if (fs.existsSync(out)) fail(where, `${path.basename(out)} was written for bad options`);
}

// The browser side: one tab, every request but the document's own failed and counted, dialogs
// and console errors counted.
class Tab {
  constructor(page) {
    this.page = page;
    this.reset(null);
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.url().split('#')[0] === this.url) return r.continue();
      this.requests.push(r.url());
      return r.abort();
    });
    page.on('dialog', (d) => { this.dialogs.push(`${d.type()}: ${d.message()}`); d.dismiss().catch(() => {}); });
    page.on('console', (m) => { if (m.type() === 'error') this.errors.push(m.text()); });
    page.on('pageerror', (e) => this.errors.push(String(e)));
  }
  reset(url) {
    this.url = url;
    this.requests = [];
    this.dialogs = [];
    this.errors = [];
  }
  // Opens `file`; with `ready`, waits for the page to start, and says whether it did.
  async open(file, ready) {
    // What the last document still does as it is left is its own, not this one's.
    await this.page.goto('about:blank');
    this.reset(pathToFileURL(file).href);
    await this.page.goto(this.url, { waitUntil: 'load' });
    if (!ready) return true;
    return this.page.waitForSelector('body[data-ready="1"]', { timeout: 5000 }).then(() => true, () => false);
  }
  // Fails on anything seen since the last call: a request, a dialog, a console error.
  report(where) {
    if (this.requests.length) fail(where, `the page asked for ${this.requests.slice(0, 3).join(', ')}`);
    if (this.dialogs.length) fail(where, `a dialog opened: ${this.dialogs[0]}`);
    if (this.errors.length) fail(where, `console errors: ${this.errors.slice(0, 3).join(' | ')}`);
    this.requests = [];
    this.dialogs = [];
    this.errors = [];
  }
}

// In the page: what a payload left (a run script, an element or attribute of its own), the step,
// and which of `texts` the page shows as text (outside its scripts).
function inspect(allowed, texts) {
  const bad = [];
  if ('__pwned' in window) bad.push('a payload ran: window.__pwned = ' + window.__pwned);
  for (const el of document.getElementsByTagName('*')) {
    const n = el.localName.toLowerCase();
    if (!allowed.includes(n)) bad.push('an element <' + n + '>');
    for (const a of el.attributes) {
      if (/^on/i.test(a.name)) bad.push('<' + n + ' ' + a.name + '="' + a.value + '">');
      if (/^(href|xlink:href|src|srcdoc|action|formaction|data)$/i.test(a.name)) bad.push('<' + n + ' ' + a.name + '="' + a.value + '">');
    }
  }
  const copy = document.documentElement.cloneNode(true);
  for (const s of Array.from(copy.getElementsByTagName('script'))) s.remove();
  const shown = copy.textContent;
  // The <title> (page.cpp) and the heading (frame.js) say the same, each escaped its own way.
  const h1 = document.getElementById('title');
  if (h1 && document.body && document.body.getAttribute('data-ready') && h1.textContent !== document.querySelector('head title').textContent)
    bad.push('the <title> says ' + JSON.stringify(document.querySelector('head title').textContent) + ', the heading ' +
      JSON.stringify(h1.textContent));
  return {
    bad,
    scripts: document.getElementsByTagName('script').length,
    shown: texts.filter((t) => shown.includes(t)),
    step: window.Arbiter ? Arbiter.step() : null,
  };
}

// One look at the page after a step: fails on what a payload left; adds what it shows to `seen`.
async function look(tab, where, texts, seen) {
  const r = await tab.page.evaluate(inspect, [...PAGE_ELEMENTS, ...SVG_ELEMENTS], texts);
  for (const b of r.bad.slice(0, 3)) fail(where, b);
  if (r.scripts !== SCRIPTS_IN_PAGE) fail(where, `${r.scripts} scripts in the page, not ${SCRIPTS_IN_PAGE}`);
  r.shown.forEach((t) => seen.add(t));
  tab.report(where);
  return r.step;
}

// Opens the page and goes through every step with its own controls (Home, then ArrowRight to the
// end; the buttons; "Go to the error"), looking after each; then the texts it must have shown.
async function walkPage(tab, file, shows, where) {
  const started = await tab.open(file, true);
  const seen = new Set();
  await look(tab, `${where} (opened)`, shows, seen);
  if (!started) {
    fail(where, 'the page did not start (no body[data-ready])');
    return 0;
  }
  const { last, controls, toError } = await tab.page.evaluate(() => ({
    last: Number(document.getElementById('slider').max),
    controls: !document.getElementById('controls').hidden,
    toError: !document.getElementById('to-error').hidden,
  }));
  let steps = 1;
  if (controls) {
    await tab.page.keyboard.press('Home');
    for (let n = 0; ; n++) {
      const at = await look(tab, `${where} step ${n}`, shows, seen);
      if (at !== n) { fail(where, `at step ${at}, not ${n}`); break; }
      if (n === last) break;
      await tab.page.keyboard.press('ArrowRight');
    }
    steps = last + 1;
    for (const button of ['#first', '#last', ...(toError ? ['#to-error'] : [])]) {
      await tab.page.click(button);
      await look(tab, `${where} ${button}`, shows, seen);
    }
  }
  // The URL's update and a failed image's onerror come a moment later.
  await new Promise((r) => setTimeout(r, 200));
  await look(tab, `${where} (at rest)`, shows, seen);
  for (const t of shows) if (!seen.has(t)) fail(where, `${show(t)} is never shown as text`);
  return steps;
}

// An SVG: well formed (xmllint), then loaded as a document: nothing runs, nothing is asked for.
async function checkSvg(tab, file, shows, where) {
  const lint = spawnSync('xmllint', ['--noout', file], { encoding: 'utf8' });
  if (lint.status !== 0) fail(where, `not well-formed XML: ${lint.stderr.trim().slice(0, 300)}`);
  if (WRITE_ONLY) return;
  await tab.open(file, false);
  await new Promise((r) => setTimeout(r, 100));
  const r = await tab.page.evaluate(inspect, SVG_ELEMENTS, shows);
  for (const b of r.bad.slice(0, 3)) fail(where, b);
  if (r.scripts !== 0) fail(where, `${r.scripts} scripts in the SVG`);
  for (const t of shows) if (!r.shown.includes(t)) fail(where, `${show(t)} is not in the SVG's text`);
  tab.report(where);
}

// A --position file with a payload in a field of the game's position.
function positionFile(game, dir) {
  const text = fs.readFileSync(path.join(FIXTURES, BASES[game]), 'utf8');
  const value = /^\[Position "((?:[^"\\]|\\.)*)"\]/m.exec(text)[1].replace(/\\(.)/g, '$1');
  const file = path.join(dir, 'position.txt');
  fs.writeFileSync(file, `${value}\n${PAYLOADS.img} ${PAYLOADS.hidden}\n`);
  return file;
}

async function checkGame(tab, game) {
  const dir = path.join(OUT, game);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const html = path.join(dir, 'page.html'), svg = path.join(dir, 'graph.svg');
  let pages = 0, steps = 0, svgs = 0;
  const page = async (args, shows, where) => {
    if (!written(['replay', 'html', ...args], html, where)) return;
    if (!WRITE_ONLY) steps += await walkPage(tab, html, shows, where);
    pages++;
  };
  const graph = async (args, shows, where) => {
    if (!written(args, svg, where)) return;
    await checkSvg(tab, svg, shows, where);
    svgs++;
  };
  const records = gameRecords(game, FIXTURES);
  for (const r of records) {
    const rec = path.join(dir, r.name === FILE_NAME ? r.name : `${r.name}.rec`);
    fs.writeFileSync(rec, r.text);
    const where = `${game} ${show(r.name)}`;
    if (r.kind === 'refused') {
      refused(['replay', 'html', rec], html, `${where} html`);
      refused(['replay', 'render', rec], svg, `${where} render`);
    } else {
      await page([rec], r.shows, where);
    }
  }
  const tags = path.join(dir, 'tags.rec');
  await graph(['replay', 'render', tags], [], `${game} render of the tags record`);
  await page([tags, '--position', positionFile(game, dir)], [PAYLOADS.img], `${game} --position file`);
  for (const [name, value] of [['players', PAYLOADS.img], ['players', PAYLOADS.script], ['no_such', PAYLOADS.quotes]]) {
    refused(['replay', 'html', tags, '--option', `${name}=${value}`], html, `${game} --option ${name}=${show(value)}`);
    refused(['replay', 'render', tags, '--option', `${name}=${value}`], svg, `${game} render --option ${name}`);
    refused(['phases', game, '--coverage', '1', '--seed', '1', '--option', `${name}=${value}`], svg, `${game} phases --option ${name}`);
  }
  // Data names: what may be shown gets through as text, what is written in records is refused.
  if (game !== 'torres') {
    const embedded = JSON.parse(arbiter(['options', game, '--data'], game).stdout);
    const base = path.join(FIXTURES, BASES[game]);
    const { files, labels } = dataFiles(game, embedded, dir);
    if (labels.length < 8) fail(game, `only ${labels.length} payloads fit in a data name`);
    for (const d of files) {
      const where = `${game} --data ${d.name}`;
      if (d.kind === 'refused') {
        refused(['replay', 'html', base, '--data', d.file], html, `${where} html`);
        refused(['replay', 'render', base, '--data', d.file], svg, `${where} render`);
        refused(['phases', game, '--data', d.file, '--coverage', '1', '--seed', '1'], svg, `${where} phases`);
        continue;
      }
      await page([base, '--data', d.file], d.shows, where);
      // Graphviz keeps "&name;" as an entity: such a name is drawn as the character it names.
      const plain = d.shows.filter((t) => !/&[#a-z0-9]+;/i.test(t));
      await graph(['replay', 'render', base, '--data', d.file], plain, `${where} render`);
    }
    await graph(['phases', game, '--data', files[0].file, '--coverage', '2', '--seed', '1'], [], `${game} phases --data`);
  }
  await graph(['phases', game, '--records', dir], [], `${game} phases --records of the hostile records`);
  await graph(['phases', game], [], `${game} phases`);
  console.log(`${game}: ${pages} pages, ${steps} steps looked at, ${svgs} SVGs`);
  if (pages < records.length - 1) fail(game, `only ${pages} pages`);
}

(async () => {
  if (!ARBITER || !FIXTURES) {
    console.error('usage: injection_test.js --arbiter BIN --fixtures DIR --out DIR');
    process.exit(2);
  }
  fs.mkdirSync(OUT, { recursive: true });
  if (WRITE_ONLY) {
    for (const game of GAMES) await checkGame(null, game);
    if (failures) {
      console.error(`${failures} failure(s)`);
      process.exit(1);
    }
    console.log('injection tests: all passed (written, not opened: --write-only)');
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
    await page.setRequestInterception(true);
    const tab = new Tab(page);
    for (const game of GAMES) await checkGame(tab, game);
  } catch (e) {
    fail('run', e.stack || String(e));
  } finally {
    await browser.close();
  }
  if (failures) {
    console.error(`${failures} failure(s)`);
    process.exit(1);
  }
  console.log('injection tests: all passed');
})();
