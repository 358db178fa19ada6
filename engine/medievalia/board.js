// engine/medievalia/board.js: the Medievalia board of the HTML replay report (replay/html), drawn
// from Medievalia::to_json of one state (engine/medievalia/serialize.cpp).
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
  var FONT = 'Helvetica, Arial, sans-serif';
  var FALLBACK_COLOURS = ['#d62728', '#1f77b4', '#2ca02c', '#9467bd'];
  var CHANGED = '#ff8c00';
  var TAPPED_FILL = '#dcdcdc';
  var CATEGORY = {
    city: { fill: '#f2dfa7', label: 'City', order: 0 },
    territory: { fill: '#d5eac4', label: 'territory', order: 1 },
    character: { fill: '#d3e3f6', label: 'character', order: 2 },
    military: { fill: '#f5d0cc', label: 'military', order: 3 },
    civil_building: { fill: '#e4d7f1', label: 'civil building', order: 4 },
    military_building: { fill: '#dccfbf', label: 'military building', order: 5 }
  };
  var UNKNOWN_CATEGORY = { fill: '#eeeeee', label: 'card', order: 6 };
  var RESOURCE = { F: '#6b9e3a', E: '#8d6e4c', G: '#c99a06', M: '#55708f' };
  var RESOURCE_NAME = { F: 'food', E: 'energy', G: 'gold', M: 'manpower' };
  var DOT = ' \u00b7 ';

  // ---- small helpers ------------------------------------------------------------------------

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

  function num(v, dflt) {
    var n = typeof v === 'number' ? v : typeof v === 'string' && v !== '' ? Number(v) : NaN;
    return isFinite(n) ? n : dflt;
  }

  function str(v) {
    if (v === null || v === undefined) return '';
    if (typeof v === 'object') {
      try {
        return JSON.stringify(v);
      } catch (e) {
        return '?';
      }
    }
    return String(v);
  }

  function r1(v) {
    return Math.round(v * 10) / 10;
  }

  function keys(o) {
    return isObj(o) ? Object.keys(o) : [];
  }

  // A CSS colour safe to put in an attribute.
  function safeColour(c, i) {
    if (typeof c === 'string' && /^[#a-zA-Z0-9(),.%\s+-]{1,64}$/.test(c)) return c;
    return FALLBACK_COLOURS[((i % 4) + 4) % 4];
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

  // "{FFM}" -> [['F', 2], ['M', 1]] in order of first appearance.
  function resourceCounts(s) {
    var t = str(s).replace(/[{}\s]/g, '');
    var out = [];
    var at = {};
    for (var i = 0; i < t.length; i++) {
      var ch = t.charAt(i);
      if (at[ch] === undefined) {
        at[ch] = out.length;
        out.push([ch, 0]);
      }
      out[at[ch]][1]++;
    }
    return out;
  }

  // Resource chips from x; returns [svg, width].
  function resourceChips(x, y, s) {
    var counts = resourceCounts(s);
    if (!counts.length) return [text(x, y + 4, 'nothing', { size: 11, fill: '#777777', italic: true }), 44];
    var out = [];
    var cx = x;
    counts.forEach(function (c) {
      var colour = RESOURCE[c[0]] || '#888888';
      out.push('<circle cx="' + r1(cx + 7) + '" cy="' + r1(y) + '" r="7" fill="' + colour + '"><title>' +
        esc(RESOURCE_NAME[c[0]] || c[0]) + '</title></circle>');
      out.push(text(cx + 7, y + 4, c[0], { size: 10, bold: true, fill: '#ffffff', anchor: 'middle', max: 11 }));
      cx += 15;
      if (c[1] > 1) {
        var label = '\u00d7' + c[1];
        out.push(text(cx, y + 4, label, { size: 11 }));
        cx += textWidth(label, 11) + 2;
      }
      cx += 4;
    });
    return [out.join(''), cx - x];
  }

  // ---- seats and changes ------------------------------------------------------------------------

  function seatInfo(st, ctx) {
    var players = arr(st.players);
    var index = {};
    players.forEach(function (p, i) {
      if (isObj(p) && typeof p.seat === 'string' && index[p.seat] === undefined) index[p.seat] = i;
    });
    var cache = {};
    function colour(i) {
      if (cache[i] !== undefined) return cache[i];
      var c = null;
      if (typeof ctx.color === 'function') {
        try {
          c = ctx.color(i);
        } catch (e) {
          c = null;
        }
      }
      cache[i] = safeColour(c, i);
      return cache[i];
    }
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

  function cardChanged(prevMap, hasPrev, fief, c) {
    if (!hasPrev) return false;
    var p = prevMap[str(c.card)];
    if (!p) return true;
    var q = p.card;
    return p.fief !== fief || str(q.on) !== str(c.on) || !q.tapped !== !c.tapped ||
      num(q.damage, 0) !== num(c.damage, 0) || str(q.owner) !== str(c.owner) ||
      str(q.category) !== str(c.category);
  }

  // ---- a fief ---------------------------------------------------------------------------------

  function categoryOf(c) {
    return CATEGORY[str(c.category)] || UNKNOWN_CATEGORY;
  }

  function isHostCategory(c) {
    return c.category === 'city' || c.category === 'territory';
  }

  // The cards of a fief as hosts (City first, then territories, each with the cards attached to
  // it) and the cards attached to nothing.
  function fiefModel(cards) {
    var list = arr(cards).filter(function (c) { return isObj(c); });
    var byName = {};
    list.forEach(function (c) {
      var n = str(c.card);
      if (byName[n] === undefined) byName[n] = c;
    });
    // the card at the end of the chain of hosts; a card in a cycle of hosts stands on its own
    function rootOf(c) {
      var seen = {};
      var cur = c;
      for (var guard = 0; guard < 64; guard++) {
        seen[str(cur.card)] = true;
        if (cur.on === undefined || cur.on === null) return cur;
        var up = byName[str(cur.on)];
        if (!up) return cur;
        if (seen[str(up.card)]) return c;
        cur = up;
      }
      return c;
    }
    var roots = [];
    var kidsOf = new Map(); // root card -> the cards attached to it (directly or not)
    list.forEach(function (c) {
      var r = rootOf(c);
      if (r === c) {
        roots.push(c);
        if (!kidsOf.has(c)) kidsOf.set(c, []);
      } else {
        if (!kidsOf.has(r)) kidsOf.set(r, []);
        kidsOf.get(r).push(c);
      }
    });
    var hosts = [];
    var free = [];
    roots.forEach(function (r) {
      var attached = stableSort(kidsOf.get(r), function (a, b) { return categoryOf(a).order - categoryOf(b).order; });
      if (isHostCategory(r) || attached.length) hosts.push({ card: r, kids: attached });
      else free.push(r);
    });
    hosts = stableSort(hosts, function (a, b) { return categoryOf(a.card).order - categoryOf(b.card).order; });
    return { hosts: hosts, free: free };
  }

  function stableSort(a, cmp) {
    return a.map(function (v, i) { return [v, i]; })
      .sort(function (x, y) { return cmp(x[0], y[0]) || x[1] - y[1]; })
      .map(function (p) { return p[0]; });
  }

  // One card: a host card (tall, two lines) or an attached or free card (a strip).
  function drawCard(out, x, y, w, h, c, g, host) {
    var cat = categoryOf(c);
    var owner = g.seats.of(c.owner);
    var tapped = c.tapped === true;
    var damage = num(c.damage, 0);
    var name = str(c.card);
    var tip = name + ' (' + cat.label + ', ' + str(c.owner) + (tapped ? ', tapped' : '') +
      (damage ? ', damage ' + damage : '') + (c.on !== undefined && c.on !== null ? ', on ' + str(c.on) : '') + ')';
    out.push('<g><title>' + esc(tip) + '</title>');
    if (cardChanged(g.prevMap, g.hasPrev, g.fief, c)) out.push(changedOutline(x, y, w, h));
    out.push(rect(x, y, w, h, { fill: tapped ? TAPPED_FILL : cat.fill, stroke: owner, sw: 1.2, rx: 3 }));
    out.push(rect(x, y, 6, h, { fill: owner, rx: 2 }));
    var right = w - 6;
    var badges = x + w - 9;
    var marks = [];
    if (damage) {
      marks.push(damageMark(badges, host ? y + 10 : y + h / 2, damage));
      badges -= 16;
      right -= 16;
    }
    if (tapped) {
      marks.push(tapMark(badges + 1, host ? y + 10 : y + h / 2));
      right -= 15;
    }
    if (host) {
      out.push(text(x + 10, y + 15, name, { size: 12.5, bold: true, max: right - 8, fill: tapped ? '#555555' : '#1a1a1a' }));
      out.push(text(x + 10, y + 30, cat.label + (str(c.owner) !== g.fief ? DOT + str(c.owner) : ''),
        { size: 10, fill: '#555555', max: w - 14 }));
    } else {
      out.push(text(x + 10, y + h / 2 + 4, name, { size: 11, max: right - 8, fill: tapped ? '#555555' : '#1a1a1a',
        italic: tapped }));
    }
    out.push(marks.join(''));
    out.push('</g>');
  }

  // The columns of a fief: one per host (its card, then its attached cards), then the free cards
  // by owner in columns of at most `perColumn` strips.
  function fiefColumns(model, cw, g) {
    var HOST_H = 38;
    var STRIP_H = 19;
    var GAP = 3;
    var INDENT = 7;
    var cols = [];
    var tallest = 0;
    model.hosts.forEach(function (h) {
      tallest = Math.max(tallest, h.kids.length);
      cols.push({
        h: HOST_H + h.kids.length * (STRIP_H + GAP),
        draw: function (out, x, y) {
          // attached cards tucked under the host: a line joins them
          if (h.kids.length) {
            out.push('<line x1="' + r1(x + 3) + '" y1="' + r1(y + HOST_H) + '" x2="' + r1(x + 3) + '" y2="' +
              r1(y + HOST_H + h.kids.length * (STRIP_H + GAP) - GAP - STRIP_H / 2) +
              '" stroke="#999999" stroke-width="1"/>');
          }
          h.kids.forEach(function (k, i) {
            var ky = y + HOST_H + GAP + i * (STRIP_H + GAP);
            out.push('<line x1="' + r1(x + 3) + '" y1="' + r1(ky + STRIP_H / 2) + '" x2="' + r1(x + INDENT) +
              '" y2="' + r1(ky + STRIP_H / 2) + '" stroke="#999999" stroke-width="1"/>');
            drawCard(out, x + INDENT, ky, cw - INDENT, STRIP_H, k, g, false);
          });
          drawCard(out, x, y, cw, HOST_H, h.card, g, true);
        }
      });
    });
    var perColumn = Math.max(4, tallest + 1);
    var groups = [];
    var groupOf = {};
    model.free.forEach(function (c) {
      var o = str(c.owner);
      if (groupOf[o] === undefined) {
        groupOf[o] = groups.length;
        groups.push({ owner: o, cards: [] });
      }
      groups[groupOf[o]].cards.push(c);
    });
    groups.forEach(function (grp) {
      for (var i = 0; i < grp.cards.length; i += perColumn) {
        (function (part, first) {
          cols.push({
            h: 13 + part.length * (STRIP_H + GAP) - GAP,
            draw: function (out, x, y) {
              if (first) out.push(text(x + 1, y + 9, 'unattached' + DOT + grp.owner, { size: 9, fill: '#666666', max: cw - 2 }));
              part.forEach(function (c, j) {
                drawCard(out, x, y + 13 + j * (STRIP_H + GAP), cw, STRIP_H, c, g, false);
              });
            }
          });
        })(grp.cards.slice(i, i + perColumn), i === 0);
      }
    });
    return cols;
  }

  // The cards that were in this fief at ctx.prev and no longer are: lines "left the table: ..."
  // and "moved out: name -> fief, ...".
  function departures(fief, g) {
    if (!g.hasPrev || !isObj(g.prev.fiefs)) return [];
    var left = [];
    var moved = [];
    arr(g.prev.fiefs[fief]).forEach(function (c) {
      if (!isObj(c)) return;
      var now = g.curMap[str(c.card)];
      if (!now) left.push(str(c.card));
      else if (now.fief !== fief) moved.push(str(c.card) + ' \u2192 ' + now.fief);
    });
    var out = [];
    if (left.length) out.push(['left the table: ', left]);
    if (moved.length) out.push(['moved out: ', moved]);
    return out;
  }

  // Wraps "head: a, b, c" into lines of at most `width` px of 10px text.
  function wrapList(head, items, width) {
    var lines = [];
    var line = head;
    var first = true;
    items.forEach(function (t) {
      var next = first ? line + t : line + ', ' + t;
      if (!first && textWidth(next, 10) > width) {
        lines.push(line + ',');
        line = '\u2003' + t;
      } else {
        line = next;
      }
      first = false;
    });
    lines.push(line);
    return lines;
  }

  // Lays a fief panel out for width pw; returns { h, draw(out, x, y, h) }.
  function fiefPanel(name, cards, pw, cw, g) {
    var TITLE_H = 20;
    var PAD = 6;
    var COL_GAP = 8;
    var ROW_GAP = 8;
    var fg = {
      seats: g.seats, prevMap: g.prevMap, curMap: g.curMap, hasPrev: g.hasPrev, prev: g.prev, fief: name
    };
    var model = fiefModel(cards);
    var cols = fiefColumns(model, cw, fg);
    var perRow = Math.max(1, Math.floor((pw - 2 * PAD + COL_GAP) / (cw + COL_GAP)));
    var rows = [];
    for (var i = 0; i < cols.length; i += perRow) rows.push(cols.slice(i, i + perRow));
    var h = TITLE_H + PAD;
    var rowY = [];
    rows.forEach(function (row, k) {
      rowY.push(h);
      h += Math.max.apply(null, row.map(function (c) { return c.h; })) + (k < rows.length - 1 ? ROW_GAP : 0);
    });
    if (!rows.length) h += 14;
    var goneLines = [];
    departures(name, fg).forEach(function (d) {
      goneLines = goneLines.concat(wrapList(d[0], d[1], pw - 2 * PAD - 4));
    });
    if (goneLines.length) h += 6 + goneLines.length * 13;
    h += PAD;
    var ownerIdx = g.seats.index(name);
    var player = ownerIdx >= 0 ? arr(g.state.players)[ownerIdx] : null;
    return {
      h: h,
      draw: function (out, x, y, ph) {
        var colour = ownerIdx >= 0 ? g.seats.colour(ownerIdx) : null;
        out.push(rect(x, y, pw, ph, { fill: colour || '#f1f1f1', opacity: colour ? 0.07 : 1, stroke: '#b8b8b8', rx: 5 }));
        out.push(rect(x, y, pw, TITLE_H, { fill: colour || '#d9d9d9', opacity: colour ? 0.22 : 1, rx: 5 }));
        var title = name;
        var sub = ownerIdx >= 0 ? name + '\u2019s fief' : 'neutral fief';
        var count = { territory: 0, troop: 0, building: 0 };
        arr(cards).forEach(function (c) {
          if (!isObj(c)) return;
          if (c.category === 'territory') count.territory++;
          else if (c.category === 'character' || c.category === 'military') count.troop++;
          else if (c.category === 'civil_building' || c.category === 'military_building') count.building++;
        });
        if (count.territory) sub += DOT + count.territory + ' territor' + (count.territory === 1 ? 'y' : 'ies');
        if (count.troop) sub += DOT + count.troop + ' troop' + (count.troop === 1 ? '' : 's');
        if (count.building) sub += DOT + count.building + ' building' + (count.building === 1 ? '' : 's');
        if (isObj(player)) {
          if (player.alive === false) sub += ' (eliminated)';
          var siege = num(player.siege, 0);
          if (siege > 0) sub += DOT + 'besieged, counter ' + siege;
        }
        out.push(text(x + 8, y + 14.5, title, { size: 13, bold: true, max: 60 }));
        var tx = x + 12 + Math.min(60, textWidth(title, 13, true));
        out.push(text(tx, y + 14, sub, { size: 10.5, fill: '#444444', max: pw - (tx - x) - 8 }));
        if (!rows.length) out.push(text(x + PAD + 2, y + TITLE_H + PAD + 10, 'no cards', { size: 10.5, fill: '#888888', italic: true }));
        rows.forEach(function (row, k) {
          row.forEach(function (c, j) {
            c.draw(out, x + PAD + j * (cw + COL_GAP), y + rowY[k]);
          });
        });
        var ly = y + ph - PAD - goneLines.length * 13 + 8;
        goneLines.forEach(function (l, k) {
          out.push(text(x + PAD + 2, ly + k * 13, l, { size: 10, fill: '#a0522d', max: pw - 2 * PAD - 2 }));
        });
      }
    };
  }

  // The order and arrangement of the fiefs: rows of [name, width] cells.
  function fiefLayout(st) {
    var names = keys(st.fiefs);
    var has = {};
    names.forEach(function (n) { has[n] = true; });
    var used = {};
    var rows = [];
    var inner = W - 2 * M;
    var cw = 96;
    var ring = ['P1', 'N12', 'P2', 'N41', 'C', 'N23', 'P4', 'N34', 'P3'];
    if (has.P1 && has.P2 && has.P3 && has.P4 && (has.N12 || has.N23 || has.N34 || has.N41)) {
      // the 4-player map: P1 top left, clockwise; the centre C in the middle
      cw = 84;
      var side = 4 * cw + 3 * 8 + 12; // four card columns
      var mid = inner - 2 * side - 2 * 6;
      var widths = [side, mid, side];
      for (var r = 0; r < 3; r++) {
        var row = [];
        for (var c = 0; c < 3; c++) {
          var n = ring[r * 3 + c];
          if (has[n]) {
            row.push([n, widths[c], c]);
            used[n] = true;
          } else {
            row.push([null, widths[c], c]);
          }
        }
        rows.push(row);
      }
    } else {
      // a line: each seat's fief followed by the neutral fiefs named after it (N12 after P1), the
      // others (2 players: N) between the first two seats
      var seats = arr(st.players).map(function (p) { return isObj(p) ? str(p.seat) : ''; });
      var order = [];
      var rest = names.filter(function (n) {
        return seats.indexOf(n) < 0 && !/^N\d\d$/.test(n);
      });
      seats.forEach(function (s, i) {
        if (has[s] && !used[s]) {
          order.push(s);
          used[s] = true;
        }
        var num1 = s.replace(/^P/, '');
        names.forEach(function (n) {
          if (!used[n] && /^N\d\d$/.test(n) && n.charAt(1) === num1) {
            order.push(n);
            used[n] = true;
          }
        });
        if (i === 0) {
          rest.forEach(function (n) {
            if (!used[n]) {
              order.push(n);
              used[n] = true;
            }
          });
        }
      });
      names.forEach(function (n) {
        if (!used[n]) {
          order.push(n);
          used[n] = true;
        }
      });
      order.forEach(function (n) { rows.push([[n, inner, 0]]); });
    }
    names.forEach(function (n) {
      if (!used[n]) rows.push([[n, inner, 0]]);
    });
    return { rows: rows, cw: cw };
  }

  function drawFiefs(out, y, st, g) {
    var layout = fiefLayout(st);
    var GAP = 6;
    layout.rows.forEach(function (row) {
      var panels = row.map(function (cell) {
        return cell[0] === null ? null : fiefPanel(cell[0], st.fiefs[cell[0]], cell[1], layout.cw, g);
      });
      var h = 0;
      panels.forEach(function (p) { if (p) h = Math.max(h, p.h); });
      if (!h) return;
      var x = M;
      row.forEach(function (cell, i) {
        if (panels[i]) panels[i].draw(out, x, y, h);
        x += cell[1] + GAP;
      });
      y += h + GAP;
    });
    return y;
  }

  // ---- header -----------------------------------------------------------------------------------

  function drawHeader(out, st, ctx, g) {
    var y = M;
    var title = 'Medievalia' + DOT + 'turn ' + str(st.turn === undefined ? '?' : st.turn) + DOT + str(st.phase);
    out.push(text(M, y + 16, title, { size: 16, bold: true, max: 560 }));
    var step = num(ctx.step, null);
    if (step !== null) out.push(text(W - M, y + 16, 'step ' + step, { size: 13, fill: '#555555', anchor: 'end' }));
    y += 24;
    var who = 'to move: ' + str(st.to_move) + DOT + 'active: ' + str(st.active);
    out.push(text(M, y + 12, who, { size: 12, fill: '#333333', max: 300 }));
    if (ctx.action !== null && ctx.action !== undefined) {
      out.push(text(M + 310, y + 12, 'last action: ' + str(ctx.action), { size: 12, fill: '#333333', max: W - 2 * M - 310 }));
    } else {
      out.push(text(M + 310, y + 12, 'the start of the record', { size: 12, fill: '#777777', italic: true }));
    }
    y += 20;

    // the piles and the transaction
    var prev = g.hasPrev ? g.prev : {};
    out.push(text(M, y + 9, 'draw piles (size, face-up reminder)', { size: 9.5, fill: '#666666' }));
    out.push(text(M + 312, y + 9, 'building piles (top, face down)', { size: 9.5, fill: '#666666' }));
    y += 12;
    var BOX_H = 36;
    var piles = isObj(st.draw_piles) ? st.draw_piles : {};
    var prevPiles = isObj(prev.draw_piles) ? prev.draw_piles : {};
    var letters = ['T', 'M', 'C'];
    keys(piles).forEach(function (k) { if (letters.indexOf(k) < 0) letters.push(k); });
    letters = letters.filter(function (k) { return isObj(piles[k]); });
    var pw = letters.length > 3 ? Math.floor(300 / letters.length) - 4 : 96;
    letters.forEach(function (k, i) {
      var p = piles[k];
      var x = M + i * (pw + 4);
      var size = num(p.size, 0);
      var q = prevPiles[k];
      if (g.hasPrev && (!isObj(q) || num(q.size, 0) !== size || str(q.reminder) !== str(p.reminder)))
        out.push(changedOutline(x, y, pw, BOX_H));
      out.push(rect(x, y, pw, BOX_H, { fill: size ? '#f7f3ea' : '#eeeeee', stroke: '#b0a58a', rx: 4 }));
      out.push(text(x + 7, y + 15, k, { size: 14, bold: true, max: 16 }));
      out.push(text(x + 24, y + 15, size ? size + ' card' + (size === 1 ? '' : 's') : 'empty', { size: 12, max: pw - 28 }));
      var rem = p.reminder === null || p.reminder === undefined ? 'no reminder' : str(p.reminder);
      out.push(text(x + 7, y + 30, rem, { size: 10.5, fill: '#555555', max: pw - 12, italic: true }));
    });
    var bps = arr(st.building_piles);
    var prevBps = arr(prev.building_piles);
    var bw = bps.length > 3 ? Math.floor(336 / bps.length) - 4 : 108;
    bps.forEach(function (b, i) {
      if (!isObj(b)) return;
      var x = M + 312 + i * (bw + 4);
      var q = prevBps[i];
      if (g.hasPrev && (!isObj(q) || str(q.top) !== str(b.top) || num(q.face_down, 0) !== num(b.face_down, 0)))
        out.push(changedOutline(x, y, bw, BOX_H));
      var top = b.top === null || b.top === undefined ? null : str(b.top);
      var down = num(b.face_down, 0);
      out.push(rect(x, y, bw, BOX_H, { fill: top || down ? CATEGORY.civil_building.fill : '#eeeeee', stroke: '#9a8bb0', rx: 4 }));
      out.push(text(x + 7, y + 15, (i + 1) + ': ' + (top === null ? (down ? 'not revealed' : 'empty') : top), { size: 12, bold: top !== null, max: bw - 12 }));
      out.push(text(x + 7, y + 30, '+' + down + ' face down', { size: 10.5, fill: '#555555', max: bw - 12 }));
    });
    var tx = M + 312 + 3 * 112 + 6;
    if (isObj(st.transaction)) {
      var tw = W - M - tx;
      var pt = isObj(prev.transaction) ? prev.transaction : null;
      if (g.hasPrev && (!pt || str(pt.pool) !== str(st.transaction.pool) || str(pt.cost) !== str(st.transaction.cost)))
        out.push(changedOutline(tx, y - 12, tw, BOX_H + 12));
      out.push(rect(tx, y - 12, tw, BOX_H + 12, { fill: '#fff8e1', stroke: '#d4a017', rx: 4 }));
      out.push(text(tx + 7, y, 'open transaction', { size: 10.5, bold: true, fill: '#7a5b00' }));
      out.push(text(tx + 7, y + 16, 'pool', { size: 11, fill: '#555555' }));
      var pool = resourceChips(tx + 38, y + 12, st.transaction.pool);
      out.push(pool[0]);
      out.push(text(tx + 7, y + 33, 'cost', { size: 11, fill: '#555555' }));
      out.push(resourceChips(tx + 38, y + 29, st.transaction.cost)[0]);
    }
    y += BOX_H + 8;

    // game over
    if (st.scores !== undefined || st.end !== undefined || str(st.phase) === 'game over') {
      var scores = arr(st.scores);
      var players = arr(st.players);
      var winners = [];
      var parts = [];
      scores.forEach(function (s, i) {
        var seat = isObj(players[i]) ? str(players[i].seat) : 'seat ' + (i + 1);
        parts.push(seat + ' ' + str(s));
        if (num(s, 0) > 0) winners.push(seat);
      });
      out.push(rect(M, y, W - 2 * M, 28, { fill: '#fff3c4', stroke: '#d4a017', sw: 1.5, rx: 4 }));
      var line = 'Game over' + (st.end !== undefined && st.end !== null ? ': ' + str(st.end) : '') + DOT +
        (winners.length ? winners.join(' and ') + (winners.length > 1 ? ' win' : ' wins') : scores.length ? 'a draw' : 'no scores');
      out.push(text(M + 10, y + 19, line, { size: 14, bold: true, fill: '#5a4100', max: 560 }));
      if (parts.length)
        out.push(text(W - M - 10, y + 19, 'scores: ' + parts.join(', '), { size: 12, fill: '#5a4100', anchor: 'end', max: 300 }));
      y += 36;
    }
    return y;
  }

  // ---- players ----------------------------------------------------------------------------------

  function drawPlayers(out, y, st, ctx, g) {
    var players = arr(st.players);
    var prevPlayers = g.hasPrev ? arr(g.prev.players) : [];
    var HAND_X = 500;
    var LINE = 21;
    var seatsNames = arr(ctx.seats);
    var four = players.length === 4;
    players.forEach(function (p, i) {
      if (!isObj(p)) return;
      var q = prevPlayers[i];
      q = isObj(q) ? q : null;
      var seat = str(p.seat);
      var colour = g.seats.colour(i);
      var alive = p.alive !== false;
      // the hand as chips, wrapped
      var chips = [];
      var hand = isObj(p.hand) ? p.hand : {};
      var prevHand = q && isObj(q.hand) ? q.hand : {};
      keys(hand).forEach(function (t) {
        var n = num(hand[t], 0);
        chips.push({ label: t + (n !== 1 ? ' \u00d7' + n : ''), changed: !!q && num(prevHand[t], 0) !== n, kind: 'hand' });
      });
      keys(prevHand).forEach(function (t) {
        if (q && hand[t] === undefined) chips.push({ label: t, changed: false, kind: 'gone' });
      });
      var unseen = isObj(p.unseen) ? p.unseen : {};
      var prevUnseen = q && isObj(q.unseen) ? q.unseen : {};
      keys(unseen).forEach(function (k) {
        var n = num(unseen[k], 0);
        chips.push({ label: n + ' unseen from ' + k, changed: !!q && num(prevUnseen[k], 0) !== n, kind: 'unseen' });
      });
      if (!chips.length) chips.push({ label: 'empty hand', changed: false, kind: 'none' });
      var lines = [[]];
      var cx = HAND_X;
      chips.forEach(function (c) {
        c.w = Math.min(W - M - HAND_X - 2, textWidth(c.label, 11) + 12);
        if (cx + c.w > W - M && lines[lines.length - 1].length) {
          lines.push([]);
          cx = HAND_X;
        }
        c.x = cx;
        lines[lines.length - 1].push(c);
        cx += c.w + 5;
      });
      var h = Math.max(28, lines.length * LINE + 7);
      var toMove = str(st.to_move) === seat;
      var active = str(st.active) === seat;
      out.push(rect(M, y, W - 2 * M, h, { fill: toMove ? '#fffbe6' : '#ffffff', stroke: toMove ? '#d4a017' : '#dddddd', sw: toMove ? 1.5 : 1, rx: 4 }));
      var mid = y + 18;
      if (toMove) out.push('<path d="M' + (M + 5) + ' ' + (mid - 11) + ' L' + (M + 15) + ' ' + (mid - 5) + ' L' + (M + 5) + ' ' + (mid + 1) + ' Z" fill="#222222"><title>to move</title></path>');
      out.push(rect(M + 20, mid - 12, 14, 14, { fill: colour, rx: 2, stroke: '#333333', sw: 0.8 }));
      if (!alive)
        out.push('<path d="M' + (M + 20) + ' ' + (mid - 12) + ' l14 14 M' + (M + 34) + ' ' + (mid - 12) + ' l-14 14" stroke="#ffffff" stroke-width="2"/>');
      var label = seat;
      var name = seatsNames[i];
      if (typeof name === 'string' && name !== '' && name !== seat) label += ' ' + name;
      out.push(text(M + 40, mid, label, { size: 13, bold: true, max: 78, fill: alive ? '#111111' : '#888888', strike: !alive }));
      var status = [];
      if (!alive) status.push('eliminated');
      else if (active) status.push('active');
      if (four) status.push(i % 2 === 0 ? 'team P1+P3' : 'team P2+P4');
      if (status.length) out.push(text(M + 122, mid - 3, status[0], { size: 10.5, bold: !alive || active, fill: !alive ? '#c62828' : '#7a5b00', max: 78 }));
      if (status.length > 1) out.push(text(M + 122, mid + 8, status[1], { size: 9, fill: '#777777', max: 78 }));
      // numbers, each outlined when it changed
      var cells = [
        ['VP', p.vp, 'vp', 52, true],
        ['food', p.food_capacity, 'food_capacity', 58, false],
        ['troops', str(num(p.troops, 0)) + '/' + str(2 * num(p.food_capacity, 0)), 'troops', 86, false],
        ['siege', p.siege, 'siege', 60, false]
      ];
      var x = M + 204;
      cells.forEach(function (c) {
        var v = c[1] === undefined || c[1] === null ? '\u2014' : str(c[1]);
        var changed = !!q && (c[2] === 'troops'
          ? num(q.troops, 0) !== num(p.troops, 0) || num(q.food_capacity, 0) !== num(p.food_capacity, 0)
          : str(q[c[2]]) !== str(p[c[2]]));
        if (changed) out.push(changedOutline(x - 3, mid - 13, c[3] - 6, 17));
        var warn = (c[2] === 'siege' && num(p.siege, 0) > 0) ||
          (c[2] === 'troops' && num(p.troops, 0) > 2 * num(p.food_capacity, 0));
        out.push(text(x, mid, c[0], { size: 10, fill: '#666666' }));
        out.push(text(x + textWidth(c[0], 10) + 3, mid, v, { size: c[4] ? 14 : 12, bold: c[4] || warn, fill: warn ? '#c62828' : '#111111', max: c[3] - textWidth(c[0], 10) - 10 }));
        x += c[3];
      });
      // the hand
      out.push(text(HAND_X - 4, mid, 'hand', { size: 10, fill: '#666666', anchor: 'end' }));
      lines.forEach(function (line, k) {
        var cy = y + 5 + k * LINE;
        line.forEach(function (c) {
          if (c.changed) out.push(changedOutline(c.x, cy, c.w, 17));
          if (c.kind === 'none') {
            out.push(text(c.x + 2, cy + 13, c.label, { size: 11, fill: '#888888', italic: true }));
            return;
          }
          out.push(rect(c.x, cy, c.w, 17, {
            fill: c.kind === 'gone' ? '#ffffff' : c.kind === 'unseen' ? '#eeeeee' : '#f5f1e6',
            stroke: c.kind === 'gone' ? '#c0a080' : '#b9ae94', rx: 3, dash: c.kind === 'gone' || c.kind === 'unseen' ? '3,2' : null
          }));
          out.push(text(c.x + 6, cy + 12.5, c.label, {
            size: 11, max: c.w - 10, fill: c.kind === 'gone' ? '#a0522d' : '#222222', strike: c.kind === 'gone',
            italic: c.kind === 'unseen'
          }));
        });
      });
      y += h + 4;
    });
    return y;
  }

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
    var y = drawHeader(out, st, c, g);
    y = drawPlayers(out, y, st, c, g);
    y += 4;
    if (isObj(st.fiefs)) y = drawFiefs(out, y, st, g);
    y = drawLegend(out, y + 2);
    var height = Math.ceil(y + M);
    return '<svg xmlns="http://www.w3.org/2000/svg" width="' + W + '" height="' + height +
      '" viewBox="0 0 ' + W + ' ' + height + '" font-family="' + FONT + '" role="img">' +
      '<rect width="100%" height="100%" fill="#ffffff"/>' + out.join('') + '</svg>';
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
