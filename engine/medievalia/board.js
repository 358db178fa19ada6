// engine/medievalia/board.js: the Medievalia board of the HTML replay report (replay/html), drawn
// from Medievalia::to_json of one state (engine/medievalia/serialize.cpp): the text and shape
// helpers, the seats, the legend and the entry point. The drawer is this file, board_header.js,
// board_players.js, board_fief.js (one fief's panel) and board_map.js (the fiefs laid out), joined
// in that order into one script (replay/CMakeLists.txt); they share their parts in
// Arbiter.parts.medievalia.
//
// Arbiter.drawers.medievalia.board(state, ctx) returns the text of one <svg>, top to bottom:
// - the header: turn, phase, who moves, the action that led here, the draw piles (size, face-up
//   reminder), the building piles (top card, face-down count), the open transaction (pool, cost)
//   and, at game over, the end condition and the scores;
// - one row per player: seat colour, to-move and active markers, alive or eliminated, VP, food
//   capacity, troops against the food limit (2 per food), siege counter, hand (type x count, and
//   "N unseen from T" for unknown draws);
// - one panel per fief (2 players: P1, N, P2; 4 players: the map, P1 N12 P2 / N41 C N23 /
//   P4 N34 P3): its City and territories as host cards with their attached troops and buildings
//   stacked under them, then the cards attached to nothing; each card in its category's colour
//   with its owner's colour on the left edge, tapped cards greyed and marked with a turn arrow,
//   damage as a red counter;
// - a legend.
// What changed since ctx.prev (cards added, moved, tapped or untapped, damaged; hand, VP, piles)
// is outlined in orange, and the cards that left a fief are listed at the bottom of its panel.
// Plain ES2019, a pure function of its inputs; it never throws.
(function (A) {
  'use strict';

  var W = 900; // total width
  var M = 8; // outer margin
  var FALLBACK_COLOURS = ['#d62728', '#1f77b4', '#2ca02c', '#9467bd'];
  var CHANGED = '#ff8c00';
  var CATEGORY = {
    city: { fill: '#f2dfa7', label: 'City', order: 0 },
    territory: { fill: '#d5eac4', label: 'territory', order: 1 },
    character: { fill: '#d3e3f6', label: 'character', order: 2 },
    military: { fill: '#f5d0cc', label: 'military', order: 3 },
    civil_building: { fill: '#e4d7f1', label: 'civil building', order: 4 },
    military_building: { fill: '#dccfbf', label: 'military building', order: 5 }
  };
  var DOT = ' \u00b7 ';

  // ---- small helpers ------------------------------------------------------------------------

  var svg = A.svg;
  var esc = svg.esc, isObj = svg.isObj, arr = svg.arr, str = svg.str, r1 = svg.r1;

  function keys(o) {
    return isObj(o) ? Object.keys(o) : [];
  }

  // The width of a text in px, estimated without a DOM from the advance widths (in em) of DejaVu
  // Sans, the widest of the usual sans-serif fonts, so that text rarely overflows.
  function charWidth(ch) {
    if (/[il.,:;'!|]/.test(ch)) return 0.28;
    if (/[fjtI ]/.test(ch)) return 0.36;
    if (ch === 'r') return 0.42;
    if (/[mwMW]/.test(ch)) return 0.98;
    if (/[a-z]/.test(ch)) return 0.63;
    if (/[0-9]/.test(ch)) return 0.64;
    if (/[A-Z]/.test(ch)) return 0.74;
    if (ch === '\u00b7') return 0.32;
    if (/[(){}\[\]\/-]/.test(ch)) return 0.4;
    return 0.85;
  }

  function textWidth(s, size, bold) {
    var t = str(s);
    var w = 0;
    for (var i = 0; i < t.length; i++) w += charWidth(t.charAt(i));
    return w * size * (bold ? 1.1 : 1);
  }

  // <text> with escaped content. o: size, bold, italic, fill, anchor, max (squeezed to it when the
  // estimated width is larger), strike.
  function text(x, y, s, o) {
    o = o || {};
    var size = o.size || 11;
    s = str(s);
    if (o.max && o.max > 4 && textWidth(s, size, o.bold) > o.max * 1.35) {
      // far too long: cut, then squeezed below
      var limit = o.max * 1.25 / (size * (o.bold ? 1.1 : 1)) - 0.85;
      var used = 0;
      var end = 0;
      while (end < s.length && used + charWidth(s.charAt(end)) <= limit) used += charWidth(s.charAt(end++));
      s = s.slice(0, Math.max(1, end)) + '\u2026';
    }
    var a = ' x="' + r1(x) + '" y="' + r1(y) + '" font-size="' + size + '"';
    if (o.bold) a += ' font-weight="bold"';
    if (o.italic) a += ' font-style="italic"';
    a += ' fill="' + (o.fill || '#222222') + '"';
    if (o.anchor) a += ' text-anchor="' + o.anchor + '"';
    if (o.strike) a += ' text-decoration="line-through"';
    if (o.max && o.max > 4 && textWidth(s, size, o.bold) > o.max)
      a += ' textLength="' + r1(o.max) + '" lengthAdjust="spacingAndGlyphs"';
    return '<text' + a + '>' + esc(s) + '</text>';
  }

  // <rect>. o: fill, stroke, sw, rx, dash, opacity.
  function rect(x, y, w, h, o) {
    o = o || {};
    var a = ' x="' + r1(x) + '" y="' + r1(y) + '" width="' + r1(Math.max(0, w)) + '" height="' +
      r1(Math.max(0, h)) + '"';
    if (o.rx) a += ' rx="' + o.rx + '"';
    a += ' fill="' + (o.fill || 'none') + '"';
    if (o.opacity !== undefined) a += ' fill-opacity="' + o.opacity + '"';
    if (o.stroke) a += ' stroke="' + o.stroke + '" stroke-width="' + (o.sw || 1) + '"';
    if (o.dash) a += ' stroke-dasharray="' + o.dash + '"';
    return '<rect' + a + '/>';
  }

  function changedOutline(x, y, w, h) {
    return rect(x - 2.5, y - 2.5, w + 5, h + 5, { stroke: CHANGED, sw: 2.5, rx: 5 });
  }

  // The turn arrow of a tapped card, centred on (cx, cy).
  function tapMark(cx, cy) {
    return '<path d="M' + r1(cx - 4.5) + ' ' + r1(cy + 1) + ' A4.5 4.5 0 1 1 ' + r1(cx + 1) + ' ' +
      r1(cy + 4.5) + '" fill="none" stroke="#444444" stroke-width="1.5"/>' +
      '<path d="M' + r1(cx - 7.5) + ' ' + r1(cy) + ' L' + r1(cx - 4.5) + ' ' + r1(cy + 3.5) + ' L' +
      r1(cx - 1.5) + ' ' + r1(cy) + ' Z" fill="#444444"/>';
  }

  function damageMark(cx, cy, d) {
    return '<circle cx="' + r1(cx) + '" cy="' + r1(cy) + '" r="7" fill="#c62828"/>' +
      text(cx, cy + 3.5, d, { size: 10, bold: true, fill: '#ffffff', anchor: 'middle', max: 12 });
  }

  // ---- seats and changes ------------------------------------------------------------------------

  function seatInfo(st, ctx) {
    var players = arr(st.players);
    var index = {};
    players.forEach(function (p, i) {
      if (isObj(p) && typeof p.seat === 'string' && index[p.seat] === undefined) index[p.seat] = i;
    });
    var colour = svg.seatColours(ctx, FALLBACK_COLOURS);
    return {
      index: function (seat) {
        var i = index[str(seat)];
        return i === undefined ? -1 : i;
      },
      colour: colour,
      // the colour of a seat name; grey for a seat that is no player
      of: function (seat) {
        var i = index[str(seat)];
        return i === undefined ? '#999999' : colour(i);
      }
    };
  }

  // card name -> { fief, card } for every card on the table
  function tableMap(st) {
    var m = {};
    if (!isObj(st) || !isObj(st.fiefs)) return m;
    keys(st.fiefs).forEach(function (f) {
      arr(st.fiefs[f]).forEach(function (c) {
        if (isObj(c) && c.card !== undefined && c.card !== null) m[str(c.card)] = { fief: f, card: c };
      });
    });
    return m;
  }

  // What the other files use; they add drawHeader, drawPlayers, fiefPanel and drawFiefs.
  var P = (A.parts.medievalia = {
    W: W, M: M, CHANGED: CHANGED, CATEGORY: CATEGORY, DOT: DOT, keys: keys, textWidth: textWidth,
    text: text, rect: rect, changedOutline: changedOutline, tapMark: tapMark, damageMark: damageMark
  });

  // ---- legend -----------------------------------------------------------------------------------

  function drawLegend(out, y) {
    var x = M;
    var items = ['city', 'territory', 'character', 'military', 'civil_building', 'military_building'];
    items.forEach(function (k) {
      out.push(rect(x, y, 12, 12, { fill: CATEGORY[k].fill, stroke: '#999999', rx: 2 }));
      out.push(text(x + 16, y + 10, CATEGORY[k].label, { size: 10, fill: '#444444' }));
      x += 22 + textWidth(CATEGORY[k].label, 10);
    });
    x += 4;
    out.push(tapMark(x + 6, y + 6));
    out.push(text(x + 14, y + 10, 'tapped', { size: 10, fill: '#444444' }));
    x += 56;
    out.push(damageMark(x + 6, y + 6, 1));
    out.push(text(x + 16, y + 10, 'damage', { size: 10, fill: '#444444' }));
    x += 62;
    out.push(rect(x, y, 14, 12, { stroke: CHANGED, sw: 2.5, rx: 3 }));
    out.push(text(x + 19, y + 10, 'changed by the last action', { size: 10, fill: '#444444', max: W - M - x - 20 }));
    return y + 18;
  }

  // ---- the board --------------------------------------------------------------------------------

  function render(state, ctx) {
    var st = isObj(state) ? state : {};
    var c = isObj(ctx) ? ctx : {};
    var prev = isObj(c.prev) ? c.prev : null;
    var g = {
      state: st,
      seats: seatInfo(st, c),
      prev: prev || {},
      hasPrev: !!prev,
      prevMap: tableMap(prev),
      curMap: tableMap(st)
    };
    var out = [];
    var y = P.drawHeader(out, st, c, g);
    y = P.drawPlayers(out, y, st, c, g);
    y += 4;
    if (isObj(st.fiefs)) y = P.drawFiefs(out, y, st, g);
    y = drawLegend(out, y + 2);
    var height = Math.ceil(y + M);
    return svg.root(W, height, out.join(''));
  }

  A.drawers = A.drawers || {};
  A.drawers.medievalia = {
    // state: the state's JSON (as `arbiter replay show FILE --json --at N` prints it)
    // ctx: { step: N, prev: JSON of the state before (null at step 0), action: text of the action
    //        that led here (null at step 0), seats: [names...], color: i => css colour of seat i }
    // returns: the text of one <svg> element with width, height and viewBox set; no scripts, no
    //          external references, every text from the state escaped with Arbiter.esc(s).
    // An exception is the frame's to show (and to log, so that the browser tests see it).
    board: render
  };
})(Arbiter);
