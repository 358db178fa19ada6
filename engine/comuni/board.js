// engine/comuni/board.js: the Comuni board of the HTML replay report (replay/html), drawn from
// Comuni::to_json of one state: the layout, the small helpers and the entry point. The drawer is
// this file, board_pieces.js (cards, envoys, chips), board_table.js (the header, the final scores,
// the display, the invasion) and board_players.js (one row per comune), joined in that order into
// one script (replay/CMakeLists.txt); they share their parts in Arbiter.parts.comuni.
//
// Arbiter.drawers.comuni.board(state, ctx) returns one <svg> element: a header (phase, who moves,
// the pawn, piles A-D with the invasion marker, the supply), the final scores once the game is
// over, the display (the columns in use with their cards and the envoys bidding on them), the
// invasion in progress or the last one resolved, and one row per comune (resources, envoys,
// hero tiles, loot, the activation card and guild master of each category above its buildings,
// each building a stack of its floors, the rampart sections, the hand). What differs from
// ctx.prev is outlined in orange. Every text taken from the state goes through Arbiter.esc.
(function (A) {
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
  var PILES = ['A', 'B', 'C', 'D'];

  // ---- Small helpers ------------------------------------------------------------------------

  var svg = A.svg;
  var esc = svg.esc, isObj = svg.isObj, arr = svg.arr, r1 = svg.r1, text = svg.text;
  // Stricter than Arbiter.svg's: a number only (not a numeric string); String(v), not JSON.
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
  function title(s) {
    return '<title>' + esc(s) + '</title>';
  }
  function group(content, tip) {
    return '<g>' + (tip ? title(tip) : '') + content + '</g>';
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

  // What the other files use; they add the pieces (card, envoy, ...), drawHeader, drawFinal,
  // drawDisplay, drawInvasion, drawPlayer and RH (the height of a comune's row).
  var C = (A.parts.comuni = {
    W: W, CHANGED: CHANGED, TINT: TINT, CATS: CATS, CAT: CAT, PILES: PILES,
    num: num, str: str, words: words, same: same, textWidth: textWidth, clip: clip, rect: rect,
    group: group
  });

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
    [C.drawHeader, C.drawFinal, C.drawDisplay, C.drawInvasion].forEach(function (fn) {
      var r = fn(S, y);
      parts.push(r.svg);
      y += r.h;
    });
    parts.push(text(12, y + 16, 'Comuni', 'font-size="13" font-weight="bold" fill="#5a3d1a"') +
               text(76, y + 16, 'per category E M C R: activation card (coloured: active), guild master (star), ' +
                    'buildings by floor', 'font-size="11" fill="#6b6256"'));
    y += 22;
    for (var q = 0; q < players.length; ++q) {
      parts.push(C.drawPlayer(S, q, y));
      y += C.RH;
    }
    var h = Math.ceil(y + 6);
    return '<svg xmlns="http://www.w3.org/2000/svg" width="' + W + '" height="' + h + '" viewBox="0 0 ' + W + ' ' + h +
           '" ' + FONT + '>' + rect(0, 0, W, h, 'fill="#ffffff"') + parts.join('') + '</svg>';
  }

  A.drawers.comuni = {
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
})(Arbiter);
