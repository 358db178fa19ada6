// engine/comuni/board.js: the Comuni board of the HTML replay report (replay/html), drawn from
// Comuni::to_json of one state.
//
// Arbiter.drawers.comuni.board(state, ctx) returns one <svg> element: a header (phase, who moves,
// the pawn, piles A-D with the invasion marker, the supply), the final scores once the game is
// over, the display (the columns in use with their cards and the envoys bidding on them), the
// invasion in progress or the last one resolved, and one row per comune (resources, envoys,
// hero tiles, loot, the activation card and guild master of each category above its buildings,
// each building a stack of its floors, the rampart sections, the hand). What differs from
// ctx.prev is outlined in orange. Every text taken from the state goes through Arbiter.esc.
(function () {
  'use strict';

  var W = 900;
  var FONT = 'font-family="Helvetica, Arial, sans-serif"';
  var CHANGED = '#e67e00';  // outline of what the last action changed
  var TINT = '#ffe8b0';     // background of a changed field
  var FALLBACK = ['#d62728', '#1f77b4', '#2ca02c', '#9467bd', '#ff7f0e'];

  // Categories and their resources: Economy yields GOLD, Military ARMY, Culture ART, Religion PIL.
  var CATS = ['E', 'M', 'C', 'R'];
  var CAT = {
    E: {name: 'Economy', fill: '#f6e2a0', dark: '#a87a00'},
    M: {name: 'Military', fill: '#f2b9b0', dark: '#a8322a'},
    C: {name: 'Culture', fill: '#bcd5ef', dark: '#2a65a8'},
    R: {name: 'Religion', fill: '#dccbec', dark: '#6a479a'}
  };
  var RES = ['G', 'A', 'P', 'T'];
  var RESINFO = {
    G: {name: 'GOLD', cat: 'E'},
    A: {name: 'ARMY', cat: 'M'},
    P: {name: 'PIL (pilgrims)', cat: 'R'},
    T: {name: 'ART', cat: 'C'}
  };
  var PHASES = {
    'setup-comuni': 'Setup: the comuni are drawn',
    'setup-display': 'Setup: the first display',
    'phase-1-projects': 'Phase 1: projects',
    'phase-1-displaced': 'Phase 1: an outbid envoy',
    'phase-2-refill': 'Phase 2: refill',
    'invasion-commit': 'Invasion: commitments',
    'invasion-assign': 'Invasion: rampart assignment',
    'phase-3-build': 'Phase 3: build',
    'phase-3-discard': 'Phase 3: discard',
    'phase-5-repair': 'Phase 5: repair',
    'game-over': 'Game over'
  };
  var PILES = ['A', 'B', 'C', 'D'];

  // ---- Small helpers ------------------------------------------------------------------------

  // Text for SVG: the frame's escape (Arbiter.esc); null and undefined draw as nothing.
  function esc(s) {
    return Arbiter.esc(s === null || s === undefined ? '' : s);
  }
  function isObj(v) {
    return v !== null && typeof v === 'object' && !Array.isArray(v);
  }
  function arr(v) {
    return Array.isArray(v) ? v : [];
  }
  function num(v, d) {
    return typeof v === 'number' && isFinite(v) ? v : d;
  }
  function str(v) {
    return v === null || v === undefined ? '' : String(v);
  }
  function words(v) {
    var s = str(v).trim();
    if (s === '' || s === '-') return [];
    return s.split(/\s+/);
  }
  function r1(v) {
    return String(Math.round(v * 10) / 10);
  }
  // Equal JSON values, whatever the order of their keys (a state rebuilt from patches may list
  // them in another order than the state before it).
  function canon(v) {
    if (Array.isArray(v)) return '[' + v.map(canon).join(',') + ']';
    if (isObj(v))
      return '{' + Object.keys(v).sort().map(function (k) { return JSON.stringify(k) + ':' + canon(v[k]); }).join(',') + '}';
    return v === undefined ? 'undefined' : JSON.stringify(v);
  }
  function same(a, b) {
    return canon(a) === canon(b);
  }
  // A generous text width (no DOM to measure with; wide enough for DejaVu Sans), to place things
  // after a text.
  function textWidth(s, size, bold) {
    return str(s).length * size * (bold ? 0.7 : 0.62);
  }
  function clip(s, n) {
    s = str(s);
    return s.length > n ? s.slice(0, n - 1) + '\u2026' : s;
  }

  function rect(x, y, w, h, attrs) {
    return '<rect x="' + r1(x) + '" y="' + r1(y) + '" width="' + r1(Math.max(0, w)) + '" height="' +
           r1(Math.max(0, h)) + '" ' + (attrs || '') + '/>';
  }
  // s must already be escaped
  function text(x, y, s, attrs) {
    return '<text x="' + r1(x) + '" y="' + r1(y) + '" ' + (attrs || '') + '>' + s + '</text>';
  }
  function title(s) {
    return '<title>' + esc(s) + '</title>';
  }
  function group(content, tip) {
    return '<g>' + (tip ? title(tip) : '') + content + '</g>';
  }

  // "1G 5A 0P 6T" -> {G: 1, A: 5, P: 0, T: 6}; a letter not in the text stays undefined.
  function parseResources(s) {
    var out = {};
    var re = /(-?\d+)\s*([GAPT])/g;
    var m;
    while ((m = re.exec(str(s))) !== null) out[m[2]] = parseInt(m[1], 10);
    return out;
  }
  // "EM2" -> {cats: ['E', 'M'], level: 2}; anything else keeps its text.
  function parseCard(s) {
    var m = /^([EMCR]+)(\d+)$/.exec(str(s));
    return m ? {cats: m[1].split(''), level: parseInt(m[2], 10), name: str(s)}
             : {cats: [], level: null, name: str(s)};
  }
  // "M3" (category letter, floors) -> {cat: 'M', floors: 3}
  function parseBuilding(s) {
    var m = /^([EMCR])(\d+)$/.exec(str(s));
    return m ? {cat: m[1], floors: parseInt(m[2], 10), name: str(s)} : {cat: null, floors: 1, name: str(s)};
  }

  // ---- Pieces ---------------------------------------------------------------------------------

  // A project card: one stripe per category symbol, the name on top.
  function card(x, y, w, h, name, size) {
    var c = parseCard(name);
    var o = '';
    if (c.cats.length) {
      var sw = w / c.cats.length;
      for (var i = 0; i < c.cats.length; ++i)
        o += rect(x + i * sw, y, sw, h, 'fill="' + CAT[c.cats[i]].fill + '"');
    } else {
      o += rect(x, y, w, h, 'fill="#eeeeee"');
    }
    o += rect(x, y, w, h, 'rx="2" fill="none" stroke="#5b5345" stroke-width="1"');
    if (c.cats.length > 1) {
      var lw = Math.min(w - 4, textWidth(name, size, true) + 6);
      o += rect(x + (w - lw) / 2, y + h / 2 - size * 0.62, lw, size * 1.24, 'rx="3" fill="#ffffff" fill-opacity="0.8"');
    }
    o += text(x + w / 2, y + h / 2 + size * 0.36, esc(name),
              'text-anchor="middle" font-size="' + size + '" font-weight="bold" fill="#2b2620"');
    var tip = 'card ' + name;
    if (c.cats.length)
      tip += ': ' + c.cats.map(function (k) { return CAT[k].name; }).join(' / ') + ', level ' + c.level;
    return group(o, tip);
  }

  // An envoy: a small figure standing on (x, y).
  function envoy(x, y, color, hollow) {
    var fill = hollow ? 'none' : esc(color);
    var stroke = hollow ? esc(color) : '#222';
    var dash = hollow ? ' stroke-dasharray="2 1.5"' : '';
    return '<path d="M' + r1(x - 5.5) + ' ' + r1(y) + ' L' + r1(x - 3.5) + ' ' + r1(y - 8) + ' L' +
           r1(x + 3.5) + ' ' + r1(y - 8) + ' L' + r1(x + 5.5) + ' ' + r1(y) + ' Z" fill="' + fill +
           '" stroke="' + stroke + '" stroke-width="1.2"' + dash + '/>' + '<circle cx="' + r1(x) +
           '" cy="' + r1(y - 11) + '" r="3.6" fill="' + fill + '" stroke="' + stroke +
           '" stroke-width="1.2"' + dash + '/>';
  }

  // A GOLD coin with a number.
  function coin(cx, cy, n) {
    return '<circle cx="' + r1(cx) + '" cy="' + r1(cy) + '" r="9" fill="#f2c230" stroke="#9a7300" stroke-width="1.2"/>' +
           text(cx, cy + 4, esc(n), 'text-anchor="middle" font-size="11" font-weight="bold" fill="#3d2e00"');
  }

  // The alliance-chief pawn: a dark disc with a golden crown.
  function chiefPawn(cx, cy) {
    var x = cx, y = cy;
    return '<circle cx="' + r1(x) + '" cy="' + r1(y) + '" r="9" fill="#2f2a24" stroke="#000" stroke-width="0.8"/>' +
           '<path d="M' + r1(x - 5.5) + ' ' + r1(y + 3.5) + ' L' + r1(x - 5.5) + ' ' + r1(y - 3.5) + ' L' +
           r1(x - 2.5) + ' ' + r1(y) + ' L' + r1(x) + ' ' + r1(y - 5) + ' L' + r1(x + 2.5) + ' ' + r1(y) +
           ' L' + r1(x + 5.5) + ' ' + r1(y - 3.5) + ' L' + r1(x + 5.5) + ' ' + r1(y + 3.5) +
           ' Z" fill="#f2c230"/>';
  }

  // A five-pointed star (guild master, winner).
  function star(cx, cy, rad, fill) {
    var pts = [];
    for (var i = 0; i < 10; ++i) {
      var a = -Math.PI / 2 + i * Math.PI / 5;
      var rr = i % 2 ? rad * 0.45 : rad;
      pts.push(r1(cx + rr * Math.cos(a)) + ',' + r1(cy + rr * Math.sin(a)));
    }
    return '<polygon points="' + pts.join(' ') + '" fill="' + fill + '" stroke="#7a5a00" stroke-width="0.8"/>';
  }

  // A resource chip: a disc with the letter, then the amount.
  function resourceChip(x, y, letter, amount) {
    var k = RESINFO[letter];
    var c = CAT[k.cat];
    var o = rect(x, y, 46, 18, 'rx="4" fill="' + c.fill + '" stroke="' + c.dark + '" stroke-width="0.8"');
    o += '<circle cx="' + r1(x + 9) + '" cy="' + r1(y + 9) + '" r="6.5" fill="' + c.dark + '"/>';
    o += text(x + 9, y + 12.5, letter, 'text-anchor="middle" font-size="9" font-weight="bold" fill="#fff"');
    o += text(x + 40, y + 13.5, amount === undefined ? '?' : esc(amount),
              'text-anchor="end" font-size="12" font-weight="bold" fill="#222"');
    return group(o, k.name + ': ' + (amount === undefined ? '?' : amount));
  }

  function resourceChips(x, y, s) {
    var res = parseResources(s);
    var o = '';
    for (var i = 0; i < RES.length; ++i) o += resourceChip(x + i * 50, y, RES[i], res[RES[i]]);
    return o;
  }

  // ---- Context --------------------------------------------------------------------------------

  function makeColor(ctx) {
    var cache = {};
    return function (i) {
      if (i < 0) return '#999999';
      if (cache[i] !== undefined) return cache[i];
      var c = null;
      try {
        if (ctx && typeof ctx.color === 'function') c = ctx.color(i);
      } catch (e) {
        c = null;
      }
      if (typeof c !== 'string' || c === '') c = FALLBACK[i % FALLBACK.length];
      cache[i] = c;
      return c;
    };
  }

  // What the last action changed, compared with ctx.prev.
  function changes(state, prev) {
    var d = {any: false, cols: [], players: [], supply: false, piles: false, marker: false,
             invasions: false, phase: false, toMove: false, pawn: false, invasion: false, invSeats: []};
    if (!isObj(prev)) return d;
    d.any = true;
    var cols = arr(state.columns), pcols = arr(prev.columns);
    for (var c = 0; c < cols.length; ++c) d.cols.push(!same(cols[c], pcols[c]));
    var ps = arr(state.players), pps = arr(prev.players);
    var fields = ['comune', 'vp', 'resources', 'envoys_in_stock', 'hand', 'buildings', 'ramparts', 'loot',
                  'masters', 'active', 'hero'];
    for (var q = 0; q < ps.length; ++q) {
      var a = isObj(ps[q]) ? ps[q] : {}, b = isObj(pps[q]) ? pps[q] : {};
      var f = {any: false};
      for (var k = 0; k < fields.length; ++k) {
        f[fields[k]] = !same(a[fields[k]], b[fields[k]]);
        if (f[fields[k]]) f.any = true;
      }
      d.players.push(f);
    }
    d.supply = !same(state.supply, prev.supply);
    d.piles = !same(state.piles, prev.piles);
    d.marker = !same(state.marker, prev.marker);
    d.invasions = !same(state.invasions, prev.invasions);
    d.phase = !same(state.phase, prev.phase) || !same(state.final_round, prev.final_round);
    d.toMove = !same(state.to_move, prev.to_move);
    d.pawn = !same(state.pawn, prev.pawn);
    d.invasion = !same(state.invasion, prev.invasion);
    var seats = isObj(state.invasion) ? arr(state.invasion.seats) : [];
    var pseats = isObj(prev.invasion) ? arr(prev.invasion.seats) : [];
    for (var i = 0; i < seats.length; ++i) d.invSeats.push(!same(seats[i], pseats[i]));
    return d;
  }

  // ---- Header ---------------------------------------------------------------------------------

  function drawHeader(S, y0) {
    var st = S.state, o = '';
    var phase = str(st.phase);
    var over = phase === 'game-over';
    o += rect(0, y0, W, 92, 'fill="#f4efe3"');
    o += text(12, y0 + 24, 'Comuni', 'font-size="19" font-weight="bold" fill="#5a3d1a"');
    o += text(100, y0 + 24, 'step ' + esc(S.step), 'font-size="13" fill="#6b6256"');
    var phaseLabel = Object.prototype.hasOwnProperty.call(PHASES, phase) ? PHASES[phase] : phase;
    var px = 100 + textWidth('step ' + S.step, 13) + 12;
    if (S.d.phase) o += rect(px - 4, y0 + 9, textWidth(phaseLabel, 15, true) + 8, 21, 'rx="4" fill="' + TINT + '"');
    o += text(px, y0 + 25, esc(phaseLabel), 'font-size="15" font-weight="bold" fill="#222"');

    // Who moves, the pawn, the action that led here.
    var y = y0 + 50, x = 12;
    var toMove = str(st.to_move);
    var tmSeat = S.seatOf(toMove);
    o += text(x, y, 'to move', 'font-size="11" fill="#6b6256"');
    x += textWidth('to move', 11) + 6;
    var tmLabel = toMove === 'chance' ? 'chance (a card is drawn)' : toMove;
    if (S.d.toMove) o += rect(x - 3, y - 14, textWidth(tmLabel, 13, true) + (tmSeat >= 0 ? 22 : 6), 19, 'rx="4" fill="' + TINT + '"');
    if (tmSeat >= 0) {
      o += '<circle cx="' + r1(x + 6) + '" cy="' + r1(y - 4) + '" r="6" fill="' + esc(S.color(tmSeat)) + '" stroke="#222" stroke-width="0.8"/>';
      x += 16;
    }
    o += text(x, y, esc(tmLabel), 'font-size="13" font-weight="bold" fill="#222"');
    x += textWidth(tmLabel, 13, true) + 18;
    var pawn = str(st.pawn);
    o += text(x, y, 'pawn', 'font-size="11" fill="#6b6256"');
    x += textWidth('pawn', 11) + 6;
    if (S.d.pawn) o += rect(x - 3, y - 14, textWidth(pawn, 13, true) + 30, 19, 'rx="4" fill="' + TINT + '"');
    o += chiefPawn(x + 8, y - 4);
    o += text(x + 21, y, esc(pawn), 'font-size="13" font-weight="bold" fill="#222"');
    x += 21 + textWidth(pawn, 13, true) + 18;
    if (over && st.winner !== undefined && st.winner !== null) {
      o += star(x + 7, y - 5, 8, '#f2c230');
      o += text(x + 19, y, 'winner ' + esc(st.winner), 'font-size="13" font-weight="bold" fill="#5a3d1a"');
    } else if (st.final_round === true) {
      o += group(rect(x, y - 14, 78, 19, 'rx="9" fill="#8b1e1e"') +
                 text(x + 39, y, 'final round', 'text-anchor="middle" font-size="11" font-weight="bold" fill="#fff"'),
                 'the final round: pile D is exhausted; every player plays a final turn, then the Emperor invades');
    }

    // The supply, the action that led here.
    y = y0 + 66;
    o += text(12, y + 13, 'supply', 'font-size="11" fill="#6b6256"');
    if (S.d.supply) o += rect(50, y - 3, 204, 24, 'rx="5" fill="' + TINT + '"');
    o += resourceChips(54, y, st.supply);
    if (S.action !== null) {
      o += text(272, y + 13, 'action', 'font-size="11" fill="#6b6256"');
      o += group(text(314, y + 13, esc(clip(S.action, 32)), 'font-size="12" font-weight="bold" font-family="monospace" fill="#5a3d1a"'),
                 'the action that led to this step: ' + S.action);
    }

    // Piles A-D, the invasion marker and the invasions.
    var piles = arr(st.piles);
    var invasions = num(st.invasions, 0);
    var inv = isObj(st.invasion) ? st.invasion : null;
    var current = -1;
    for (var p = 0; p < PILES.length; ++p)
      if (num(piles[p], 0) > 0) { current = p; break; }
    var bx = 556;
    o += text(bx - 8, y0 + 20, 'piles', 'text-anchor="end" font-size="11" fill="#6b6256"');
    for (p = 0; p < PILES.length; ++p) {
      var n = num(piles[p], null);
      var x0 = bx + p * 66;
      var empty = n === 0;
      var g = '';
      if (empty) {
        g += rect(x0, y0 + 8, 34, 44, 'rx="3" fill="none" stroke="#a09684" stroke-dasharray="3 2"');
      } else {
        g += rect(x0 + 3, y0 + 5, 34, 44, 'rx="3" fill="#8a7d6a"');
        g += rect(x0, y0 + 8, 34, 44, 'rx="3" fill="#4f5b6b" stroke="#2b323b"');
      }
      if (p === current) g += rect(x0 - 3, y0 + 5, 40, 50, 'rx="4" fill="none" stroke="#c0392b" stroke-width="2"');
      g += text(x0 + 17, y0 + 36, PILES[p], 'text-anchor="middle" font-size="18" font-weight="bold" fill="' + (empty ? '#a09684' : '#fff') + '"');
      g += text(x0 + 17, y0 + 68, n === null ? '?' : esc(n), 'text-anchor="middle" font-size="12" font-weight="bold" fill="#333"');
      // The invader of this pile: a shield, dark red once it has invaded, red outline while it does.
      var inProgress = inv && str(inv.pile) === PILES[p] && str(inv.state) !== 'resolved';
      var done = invasions > p && !inProgress;
      var sx = x0 + 44, sy = y0 + 10;
      var shield = 'M' + r1(sx) + ' ' + r1(sy) + ' h14 v8 q0 7 -7 10 q-7 -3 -7 -10 Z';
      g += '<path d="' + shield + '" fill="' + (done ? '#8b1e1e' : inProgress ? '#f6c8c0' : '#fff') +
           '" stroke="' + (done || inProgress ? '#8b1e1e' : '#b0a590') + '" stroke-width="' + (inProgress ? 2 : 1) + '"/>';
      var tip = 'pile ' + PILES[p] + ': ' + (n === null ? '?' : n) + ' card(s) left' +
                (p === current ? ' (the current pile: the invasion marker)' : '') +
                (done ? '; its invader has invaded' : inProgress ? '; its invader is invading now' : '');
      o += group(g, tip);
    }
    var mk = 'marker ' + num(st.marker, 0) + '  \u00b7  invasions ' + invasions + '/4';
    if (S.d.marker || S.d.invasions || S.d.piles) o += rect(bx - 4, y0 + 72, 264, 17, 'rx="4" fill="' + TINT + '"');
    o += text(bx, y0 + 85, esc(mk), 'font-size="11" fill="#333"');
    return {svg: o, h: 92};
  }

  // ---- Final scores -------------------------------------------------------------------------

  function drawFinal(S, y0) {
    var fs = arr(S.state.final_scores);
    if (!fs.length) return {svg: '', h: 0};
    var ps = arr(S.state.players);
    var cols = [['comune', 20, 'start'], ['VP', 200, 'end'], ['masters', 280, 'end'], ['majorities', 370, 'end'],
                ['heroes', 450, 'end'], ['loot', 520, 'end'], ['set bonus', 610, 'end'], ['total', 690, 'end']];
    var keys = [null, 'vp', 'masters', 'majorities', 'heroes', 'loot', 'set_bonus', 'total'];
    var h = 54 + 18 * fs.length;
    var o = rect(8, y0 + 4, W - 16, h - 8, 'rx="6" fill="#fffaf0" stroke="#c9a64a" stroke-width="1.5"');
    o += text(20, y0 + 22, 'Final scores', 'font-size="14" font-weight="bold" fill="#5a3d1a"');
    o += text(130, y0 + 22, 'VP + 3 per master + majorities + hero tiles \u2212 loot + set bonus (C-5)',
              'font-size="11" fill="#6b6256"');
    var y = y0 + 42;
    for (var c = 0; c < cols.length; ++c)
      o += text(cols[c][1], y, cols[c][0], 'text-anchor="' + cols[c][2] + '" font-size="11" fill="#6b6256"');
    var winner = str(S.state.winner);
    for (var q = 0; q < fs.length; ++q) {
      y += 18;
      var f = isObj(fs[q]) ? fs[q] : {};
      var name = isObj(ps[q]) ? str(ps[q].comune) : 'seat ' + (q + 1);
      var win = name !== '' && name === winner;
      if (win) o += rect(14, y - 13, 690, 17, 'rx="3" fill="#fbe9a8"');
      o += rect(20, y - 10, 10, 10, 'fill="' + esc(S.color(q)) + '" stroke="#222" stroke-width="0.6"');
      o += text(36, y, esc(name), 'font-size="12" font-weight="' + (win ? 'bold' : 'normal') + '" fill="#222"');
      if (win) o += star(36 + textWidth(name, 12, true) + 12, y - 4, 7, '#f2c230');
      for (c = 1; c < cols.length; ++c) {
        var v = f[keys[c]];
        o += text(cols[c][1], y, v === undefined || v === null ? '-' : esc(v),
                  'text-anchor="end" font-size="12"' + (keys[c] === 'total' ? ' font-weight="bold"' : '') + ' fill="#222"');
      }
    }
    return {svg: o, h: h};
  }

  // ---- The display ------------------------------------------------------------------------------

  function drawDisplay(S, y0) {
    var cols = arr(S.state.columns);
    var o = text(12, y0 + 15, 'Display', 'font-size="13" font-weight="bold" fill="#5a3d1a"');
    o += text(82, y0 + 15, 'the columns in use, their project cards and the envoys bidding on them',
              'font-size="11" fill="#6b6256"');
    if (!cols.length) {
      o += text(12, y0 + 38, 'no column in use', 'font-size="12" fill="#6b6256"');
      return {svg: o, h: 50};
    }
    var most = 3;
    for (var c = 0; c < cols.length; ++c)
      if (isObj(cols[c])) most = Math.max(most, arr(cols[c].cards).length);
    var gap = 6;
    var cw = Math.min(124, (W - 16 - gap * (cols.length - 1)) / cols.length);
    var ch = 24, cstep = 28;
    var top = y0 + 22;
    var th = 20 + most * cstep + 44;
    for (c = 0; c < cols.length; ++c) {
      var col = isObj(cols[c]) ? cols[c] : {};
      var x = 8 + c * (cw + gap);
      var changed = S.d.cols[c] === true;
      var g = rect(x, top, cw, th, 'rx="6" fill="#efe7d4" stroke="' + (changed ? CHANGED : '#c8bb9c') +
                   '" stroke-width="' + (changed ? 2.5 : 1) + '"');
      var label = 'column ' + (col.column === undefined ? c + 1 : col.column);
      g += text(x + cw / 2, top + 14, esc(label), 'text-anchor="middle" font-size="11" fill="#6b6256"');
      var cards = arr(col.cards);
      for (var i = 0; i < cards.length; ++i)
        g += card(x + 8, top + 20 + i * cstep, cw - 16, ch, str(cards[i]), cw > 70 ? 12 : 10);
      if (!cards.length)
        g += text(x + cw / 2, top + 20 + cstep, 'empty', 'text-anchor="middle" font-size="11" font-style="italic" fill="#a09684"');
      // The bid: the envoy in its comune's colour and its GOLD.
      var by = top + 20 + most * cstep + 4;
      g += '<line x1="' + r1(x + 6) + '" y1="' + r1(by - 2) + '" x2="' + r1(x + cw - 6) + '" y2="' + r1(by - 2) +
           '" stroke="#d3c7aa" stroke-dasharray="3 2"/>';
      if (isObj(col.bid)) {
        var who = str(col.bid.envoy);
        var seat = S.seatOf(who);
        var gold = num(col.bid.gold, null);
        var b = envoy(x + 16, by + 26, S.color(seat), false);
        b += coin(x + 36, by + 15, gold === null ? '?' : gold);
        b += text(x + 50, by + 19, esc(clip(who, Math.max(3, Math.floor((cw - 52) / 6.2)))),
                  'font-size="11" font-weight="bold" fill="#222"');
        g += group(b, 'bid: ' + who + "'s envoy with " + (gold === null ? '?' : gold) + ' GOLD');
      } else {
        g += text(x + cw / 2, by + 22, 'no bid', 'text-anchor="middle" font-size="10" fill="#b1a68f"');
      }
      o += g;
    }
    return {svg: o, h: 22 + th + 8};
  }

  // ---- The invasion -------------------------------------------------------------------------

  // {armies, gold_pairs, pil_pairs} -> "2A", "1A+1g+2p", "0"; null -> "?"
  function units(u) {
    if (!isObj(u)) return '?';
    var t = '';
    var a = num(u.armies, 0), g = num(u.gold_pairs, 0), p = num(u.pil_pairs, 0);
    if (a) t = a + 'A';
    if (g) t += (t ? '+' : '') + g + 'g';
    if (p) t += (t ? '+' : '') + p + 'p';
    return t || '0';
  }

  function drawInvasion(S, y0) {
    var inv = S.state.invasion;
    if (!isObj(inv)) return {svg: '', h: 0};
    var seats = arr(inv.seats);
    var resolved = str(inv.state) === 'resolved';
    var tiles = arr(inv.hero_tiles);
    var h = 70 + 17 * seats.length + (tiles.length ? 19 : 0);
    var o = rect(8, y0 + 2, W - 16, h - 6, 'rx="6" fill="' + (resolved ? '#f7f4ef' : '#fdf0ee') + '" stroke="' +
                 (S.d.invasion ? CHANGED : resolved ? '#cfc5b3' : '#c0392b') + '" stroke-width="' + (S.d.invasion ? 2.5 : 1.2) + '"');
    var head = (resolved ? 'Last invasion ' : 'Invasion ') + str(inv.pile) + ': ' + str(inv.invader) +
               ' (base ' + str(inv.base) + ')';
    o += '<path d="M20 ' + r1(y0 + 9) + ' h14 v8 q0 7 -7 10 q-7 -3 -7 -10 Z" fill="#8b1e1e"/>';
    o += text(42, y0 + 23, esc(head), 'font-size="14" font-weight="bold" fill="#6d1414"');
    var sub;
    var st = str(inv.state);
    if (resolved) sub = 'resolved';
    else if (st === 'assign') sub = 'ramparts: ' + str(inv.deciding) + ' assigns now';
    else sub = 'commitments in seat order: ' + str(inv.deciding) + ' decides now';
    o += text(42 + textWidth(head, 14, true) + 12, y0 + 23, esc(sub), 'font-size="12" fill="#333"');
    o += text(20, y0 + 40, esc('attack = base ' + str(inv.base) + ' + own VP \u2212 lowest VP (' + str(inv.lowest_vp) +
                               ');  left = attack \u2212 alliance (' + str(inv.alliance) + (resolved ? '' : ' so far') +
                               ');  defence = manned ramparts + 1 for the pawn;  pile ran out at ' +
                               str(inv.table) + ' cards'),
              'font-size="11" fill="#6b6256"');
    var cols = [['comune', 20, 'start'], ['VP', 172, 'end'], ['attack', 222, 'end'], ['alliance', 240, 'start'],
                ['defence units', 320, 'start'], ['defence', 452, 'end'], ['left', 498, 'end'],
                [resolved ? 'outcome' : 'commitment', 520, 'start']];
    var y = y0 + 58;
    for (var c = 0; c < cols.length; ++c)
      o += text(cols[c][1], y, cols[c][0], 'text-anchor="' + cols[c][2] + '" font-size="11" fill="#6b6256"');
    var deciding = str(inv.deciding);
    for (var q = 0; q < seats.length; ++q) {
      y += 17;
      var sv = isObj(seats[q]) ? seats[q] : {};
      var name = str(sv.comune);
      var seat = S.seatOf(name);
      if (!resolved && name === deciding && inv.deciding !== null)
        o += rect(14, y - 13, W - 28, 17, 'rx="3" fill="#f9d9d3"');
      else if (S.d.invSeats[q] === true && S.d.any)
        o += rect(14, y - 13, W - 28, 17, 'rx="3" fill="' + TINT + '"');
      o += rect(20, y - 10, 10, 10, 'fill="' + esc(S.color(seat >= 0 ? seat : q)) + '" stroke="#222" stroke-width="0.6"');
      o += text(36, y, esc(name), 'font-size="12" font-weight="bold" fill="#222"');
      if (sv.pawn === true) o += group(chiefPawn(36 + textWidth(name, 12, true) + 12, y - 4), 'the pawn: +1 defence');
      var ally = units(sv.alliance), def = units(sv.defence_units);
      var defence = sv.defence === null || sv.defence === undefined ? '?' : str(sv.defence);
      var cells = [null, str(sv.vp), str(sv.attack), ally, def, defence, str(sv.left)];
      for (c = 1; c < cells.length; ++c)
        o += text(cols[c][1], y, esc(cells[c]), 'text-anchor="' + cols[c][2] + '" font-size="12" fill="#222"');
      var status = str(sv.status), out;
      var loot = num(sv.loot, 0), hero = num(sv.hero, 0);
      if (resolved) {
        out = loot > 0 ? 'looted: ' + loot + ' loot tile' + (loot > 1 ? 's' : '') : 'held';
        if (hero > 0) out += ', hero tile (' + hero + ' VP)';
      } else {
        var said = {deciding: isObj(sv.alliance) ? 'deciding now: defence' : 'deciding now: alliance',
                    waiting: 'not decided yet', assigning: 'assigning the ramparts now',
                    'to-assign': 'committed, assigns the ramparts later'};
        out = Object.prototype.hasOwnProperty.call(said, status) ? said[status] : status;
      }
      var color = resolved ? (loot > 0 ? '#a8322a' : '#2d6a2d') : '#222';
      o += text(520, y, esc(out), 'font-size="12" fill="' + color + '"' + (resolved ? ' font-weight="bold"' : ''));
    }
    if (tiles.length) {
      y += 19;
      var t = 'hero tiles: ' + tiles.map(function (ht) {
        ht = isObj(ht) ? ht : {};
        return str(ht.tile) + ' (' + str(ht.value) + ' VP) \u2192 ' + (ht.to === null || ht.to === undefined ? 'discarded' : str(ht.to));
      }).join(',  ');
      o += text(20, y, esc(t), 'font-size="11" fill="#333"');
    }
    return {svg: o, h: h};
  }

  // The columns holding an envoy of the comune `name`, with the GOLD on each.
  function bidsOf(state, name) {
    var out = [];
    if (!isObj(state) || name === '') return out;
    arr(state.columns).forEach(function (col, c) {
      if (isObj(col) && isObj(col.bid) && str(col.bid.envoy) === name)
        out.push({column: col.column === undefined ? c + 1 : col.column, gold: col.bid.gold});
    });
    return out;
  }

  // ---- The comuni ---------------------------------------------------------------------------

  var RH = 106;

  function drawPlayer(S, q, y0) {
    var st = S.state;
    var p = isObj(arr(st.players)[q]) ? arr(st.players)[q] : {};
    var f = S.d.players[q] || {};
    var name = str(p.comune);
    var color = S.color(q);
    var isMove = name !== '' && name === str(st.to_move);
    var isPawn = name !== '' && name === str(st.pawn);
    var o = '';
    o += rect(8, y0 + 3, W - 16, RH - 6, 'rx="6" fill="#fbfaf6" stroke="' + (f.any ? CHANGED : '#d6cfbf') +
              '" stroke-width="' + (f.any ? 2.5 : 1) + '"');
    o += rect(9, y0 + 4, 9, RH - 8, 'fill="' + esc(color) + '"');
    if (isMove)
      o += group('<path d="M0 ' + r1(y0 + RH / 2 - 9) + ' L8 ' + r1(y0 + RH / 2) + ' L0 ' + r1(y0 + RH / 2 + 9) +
                 ' Z" fill="#c0392b"/>', name + ' decides now');

    // Top line: name, VP, pawn, to move, resources, envoys, hero tiles, loot.
    var y = y0 + 25;
    if (f.comune) o += rect(24, y - 16, textWidth(clip(name, 12), 15, true) + 8, 21, 'rx="4" fill="' + TINT + '"');
    o += text(28, y, esc(clip(name, 12)), 'font-size="15" font-weight="bold" fill="#222"');
    var x = Math.max(118, 28 + textWidth(clip(name, 12), 15, true) + 8);
    var vp = num(p.vp, null);
    o += group(rect(x, y - 15, 52, 20, 'rx="10" fill="#3b3126"' + (f.vp ? ' stroke="' + CHANGED + '" stroke-width="2.5"' : '')) +
               text(x + 26, y, (vp === null ? '?' : esc(vp)) + ' VP', 'text-anchor="middle" font-size="12" font-weight="bold" fill="#fff"'),
               'victory points on the score track');
    x += 60;
    if (isPawn) o += group(chiefPawn(x + 9, y - 5), 'the alliance-chief pawn (first player)');
    x += 22;
    if (isMove) {
      o += rect(x, y - 14, 56, 18, 'rx="9" fill="#c0392b"');
      o += text(x + 28, y - 1, 'to move', 'text-anchor="middle" font-size="11" font-weight="bold" fill="#fff"');
    }
    x = 276;
    if (f.resources) o += rect(x - 4, y - 19, 204, 24, 'rx="5" fill="' + TINT + '"');
    o += resourceChips(x, y - 15, p.resources);

    // Envoys: in stock (filled), on the board (outlined, with the column number), displaced.
    x = 486;
    var stock = Math.max(0, Math.floor(num(p.envoys_in_stock, 0)));
    var stockSlots = stock > 5 ? 3 : stock;  // more than 5 cannot happen: one figure, then "xN"
    var onBoard = bidsOf(st, name);
    var displaced = isMove && str(st.phase) === 'phase-1-displaced';
    var nEnv = stockSlots + onBoard.length + (displaced ? 1 : 0);
    var ew = Math.max(30, nEnv * 15 + 4);
    if (f.envoys_in_stock || (S.d.any && !same(onBoard, bidsOf(S.prev, name))))
      o += rect(x - 3, y - 19, ew + 2, 24, 'rx="5" fill="' + TINT + '"');
    var e = '';
    if (stock > stockSlots)
      e += envoy(x + 7, y + 2, color, false) + text(x + 15, y, '\u00d7' + esc(stock), 'font-size="11" fill="#222"');
    else
      for (var i = 0; i < stock; ++i) e += envoy(x + 7 + i * 15, y + 2, color, false);
    e = group(e, stock + ' envoy(s) in stock');
    for (i = 0; i < onBoard.length; ++i) {
      var ex = x + 7 + (stockSlots + i) * 15;
      e += group(envoy(ex, y + 2, color, true) +
                 text(ex, y - 16, esc(onBoard[i].column), 'text-anchor="middle" font-size="8" fill="#555"'),
                 'an envoy bidding on column ' + onBoard[i].column + ' with ' + onBoard[i].gold + ' GOLD');
    }
    if (displaced) {
      ex = x + 7 + (stockSlots + onBoard.length) * 15;
      e += group(envoy(ex, y + 2, '#999999', true) + text(ex, y - 16, '?', 'text-anchor="middle" font-size="9" font-weight="bold" fill="#c0392b"'),
                 'the outbid envoy: back to stock or move to another column');
    }
    if (!nEnv) e += text(x, y, 'no envoy', 'font-size="10" fill="#a09684"');
    o += e;

    // Hero tiles (one per invasion A-D) and loot.
    x = Math.max(580, x + ew + 10);
    var heroes = arr(p.hero);
    var hx = x;
    var hg = '';
    for (i = 0; i < heroes.length && i < 4; ++i) {
      var hv = num(heroes[i], 0);
      if (hv <= 0) continue;
      hg += group('<path d="M' + r1(hx) + ' ' + r1(y - 15) + ' h24 v11 q0 8 -12 11 q-12 -3 -12 -11 Z" fill="#f3e2b0" stroke="#9a7300"/>' +
                  text(hx + 12, y - 2, PILES[i] + esc(hv), 'text-anchor="middle" font-size="10" font-weight="bold" fill="#5a3d1a"'),
                  'hero tile of invasion ' + PILES[i] + ': ' + hv + ' VP at the end');
      hx += 28;
    }
    if (f.hero) o += rect(x - 3, y - 19, Math.max(hx - x, 30) + 3, 26, 'rx="5" fill="' + TINT + '"');
    o += hg;
    if (hx === x) o += text(x, y - 1, 'no hero', 'font-size="10" fill="#a09684"');
    x = Math.max(hx, x + 44) + 8;
    var loot = num(p.loot, 0);
    if (f.loot) o += rect(x - 3, y - 19, 58, 24, 'rx="5" fill="' + TINT + '"');
    o += group(rect(x, y - 15, 52, 18, 'rx="3" fill="' + (loot > 0 ? '#6b4a2f' : '#f1ece2') + '" stroke="#6b4a2f"' +
                    (loot > 0 ? '' : ' stroke-dasharray="2 2"')) +
               text(x + 26, y - 2, 'loot ' + esc(loot), 'text-anchor="middle" font-size="11" font-weight="bold" fill="' +
                    (loot > 0 ? '#fff' : '#8a7a66') + '"'),
               loot + ' loot tile(s): \u22121 VP each at the end');

    // The city: per category its activation card and guild master over its buildings; then the ramparts.
    var blds = words(p.buildings).map(parseBuilding);
    var sections = arr(p.ramparts).map(function (v) { return num(v, 0); });
    var masters = arr(p.masters).map(str);
    var active = num(p.active, 0);
    var byCat = {E: [], M: [], C: [], R: []}, other = [];
    blds.forEach(function (b) { if (b.cat) byCat[b.cat].push(b); else other.push(b); });
    var cityX = 24, cityW = 580;
    var headW = function (k) { return masters.indexOf(k) >= 0 ? 40 : 22; };
    // The width of one stack: 19 px, less when the city would not fit in cityW.
    var cityWidth = function (u) {
      var w = 0;
      CATS.forEach(function (k) { w += Math.max(headW(k), byCat[k].length * u - 3) + 14; });
      return w + 6 + Math.max(48, sections.length * u);
    };
    var unit = 19;
    while (unit > 6 && cityWidth(unit) > cityW) unit -= 0.5;
    var bw = Math.max(4, unit - 3);
    var fh = 10;
    var base = y0 + RH - 12;
    var hy = y0 + 35;
    x = cityX;
    var tintCity = f.buildings || f.active || f.masters;
    var cityStart = x;
    var city = '';
    CATS.forEach(function (k) {
      var list = byCat[k];
      var gw = Math.max(headW(k), list.length * unit - 3);
      var on = (active >> CATS.indexOf(k)) & 1;
      var hd = rect(x, hy, 22, 15, 'rx="2" fill="' + (on ? CAT[k].dark : '#e6e2da') + '" stroke="' + (on ? CAT[k].dark : '#aaa197') + '"');
      hd += text(x + 11, hy + 11.5, k, 'text-anchor="middle" font-size="10" font-weight="bold" fill="' + (on ? '#fff' : '#8a8073') + '"');
      city += group(hd, CAT[k].name + ' activation card: ' + (on ? 'active' : 'inactive'));
      if (masters.indexOf(k) >= 0) city += group(star(x + 31, hy + 7.5, 8, '#f2c230'), CAT[k].name + ' guild master (3 VP at the end)');
      for (var b = 0; b < list.length; ++b) {
        var bx = x + b * unit;
        var fl = Math.max(1, Math.min(list[b].floors, 6));
        var s = '';
        for (var j = 0; j < fl; ++j)
          s += rect(bx, base - (j + 1) * fh, bw, fh, 'fill="' + CAT[k].fill + '" stroke="' + CAT[k].dark + '" stroke-width="0.9"');
        s += '<path d="M' + r1(bx - 1) + ' ' + r1(base - fl * fh) + ' L' + r1(bx + bw / 2) + ' ' + r1(base - fl * fh - 5) + ' L' +
             r1(bx + bw + 1) + ' ' + r1(base - fl * fh) + ' Z" fill="' + CAT[k].dark + '"/>';
        if (bw >= 10) s += text(bx + bw / 2, base - 2.5, esc(list[b].floors), 'text-anchor="middle" font-size="8" fill="' + CAT[k].dark + '"');
        city += group(s, CAT[k].name + ' building, ' + list[b].floors + ' floor(s)');
      }
      if (!list.length)
        city += '<line x1="' + r1(x) + '" y1="' + r1(base) + '" x2="' + r1(x + gw) + '" y2="' + r1(base) + '" stroke="#cfc7b6" stroke-dasharray="2 2"/>';
      x += gw + 14;
    });
    for (i = 0; i < other.length; ++i) {
      city += text(x, base - 2, esc(other[i].name), 'font-size="10" fill="#333"');
      x += textWidth(other[i].name, 10) + 8;
    }
    var cityEnd = x - 14;
    if (tintCity) o += rect(cityStart - 4, hy - 4, cityEnd - cityStart + 8, base - hy + 8, 'rx="5" fill="' + TINT + '"');
    o += city;
    // Ramparts: grey sections of stone with battlements.
    x += 6;
    var rs = '';
    var rx0 = x;
    var j;
    rs += text(x, hy + 11.5, 'ramparts', 'font-size="10" fill="#6b6256"');
    for (i = 0; i < sections.length; ++i) {
      var sx = x + i * unit;
      var n = Math.max(1, Math.min(sections[i], 6));
      var g = '';
      for (j = 0; j < n; ++j) g += rect(sx, base - (j + 1) * fh, bw, fh, 'fill="#c9c3b8" stroke="#5f5a52" stroke-width="0.9"');
      var top = base - n * fh;
      var m = Math.max(2, bw / 5);
      g += rect(sx, top - 4, m, 4, 'fill="#5f5a52"') + rect(sx + bw / 2 - m / 2, top - 4, m, 4, 'fill="#5f5a52"') +
           rect(sx + bw - m, top - 4, m, 4, 'fill="#5f5a52"');
      if (bw >= 10) g += text(sx + bw / 2, base - 2.5, esc(sections[i]), 'text-anchor="middle" font-size="8" fill="#333"');
      rs += group(g, 'rampart section, ' + sections[i] + ' floor(s)');
    }
    if (!sections.length) rs += text(x, base - 3, 'none', 'font-size="10" fill="#a09684"');
    var rEnd = Math.max(x + 48, x + sections.length * unit);
    if (f.ramparts) o += rect(rx0 - 4, hy - 4, rEnd - rx0 + 6, base - hy + 8, 'rx="5" fill="' + TINT + '"');
    o += rs;

    // The hand.
    var hand = words(p.hand);
    var handCount = hand.length;
    if (hand.length > 24) hand = hand.slice(0, 23).concat(['+' + (handCount - 23)]);  // cannot happen: 16 at most
    var hx0 = Math.max(628, rEnd + 16);
    var perRow = 6, cwid = 40, chgt = 18;
    var avail = W - 16 - hx0;
    perRow = Math.max(1, Math.floor((avail + 4) / (cwid + 4)));
    if (hand.length > perRow * 2) {
      perRow = Math.ceil(hand.length / 2);
      cwid = Math.max(14, (avail + 4) / perRow - 4);
    }
    if (f.hand) o += rect(hx0 - 4, hy - 4, W - 12 - hx0, base - hy + 8, 'rx="5" fill="' + TINT + '"');
    o += text(hx0, hy + 11, 'hand (' + handCount + ')', 'font-size="10" fill="#6b6256"');
    for (i = 0; i < hand.length; ++i) {
      var row = Math.floor(i / perRow), colI = i % perRow;
      o += card(hx0 + colI * (cwid + 4), hy + 17 + row * (chgt + 3), cwid, chgt, hand[i], cwid >= 34 ? 10 : 8);
    }
    return o;
  }

  // ---- The board ----------------------------------------------------------------------------

  function draw(state, ctx) {
    ctx = isObj(ctx) ? ctx : {};
    var color = makeColor(ctx);
    var players = arr(state.players);
    var S = {
      state: state,
      step: ctx.step !== undefined && ctx.step !== null ? ctx.step : state.step !== undefined ? state.step : '?',
      action: ctx.action === undefined || ctx.action === null ? null : str(ctx.action),
      color: color,
      seatOf: function (name) {
        if (name === '' || name === null || name === undefined) return -1;
        for (var i = 0; i < players.length; ++i)
          if (isObj(players[i]) && str(players[i].comune) === name) return i;
        return -1;
      },
      prev: isObj(ctx.prev) ? ctx.prev : null,
      d: changes(state, ctx.prev)
    };
    var parts = [];
    var y = 0;
    [drawHeader, drawFinal, drawDisplay, drawInvasion].forEach(function (fn) {
      var r = fn(S, y);
      parts.push(r.svg);
      y += r.h;
    });
    parts.push(text(12, y + 16, 'Comuni', 'font-size="13" font-weight="bold" fill="#5a3d1a"') +
               text(76, y + 16, 'per category E M C R: activation card (coloured: active), guild master (star), ' +
                    'buildings by floor', 'font-size="11" fill="#6b6256"'));
    y += 22;
    for (var q = 0; q < players.length; ++q) {
      parts.push(drawPlayer(S, q, y));
      y += RH;
    }
    var h = Math.ceil(y + 6);
    return '<svg xmlns="http://www.w3.org/2000/svg" width="' + W + '" height="' + h + '" viewBox="0 0 ' + W + ' ' + h +
           '" ' + FONT + '>' + rect(0, 0, W, h, 'fill="#ffffff"') + parts.join('') + '</svg>';
  }

  Arbiter.drawers.comuni = {
    // state: the state's JSON (as `arbiter replay show FILE --json --at N` prints it)
    // ctx: { step: N, prev: JSON of the state before (null at step 0), action: text of the action
    //        that led here (null at step 0), seats: [names...], color: i => css colour of seat i }
    // returns: the text of one <svg> element with width, height and viewBox set; no scripts, no
    //          external references, every text from the state escaped with Arbiter.esc(s).
    // An exception is the frame's to show (and to log, so that the browser tests see it).
    board: function (state, ctx) {
      return draw(isObj(state) ? state : {}, ctx);
    }
  };
})();
