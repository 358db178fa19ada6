// engine/medievalia/board_fief.js: one fief's panel of the Medievalia board (board_map.js lays the
// panels out): its City and territories as host cards with their attached troops and buildings
// stacked under them, then the cards attached to nothing, each card in its category's colour with
// its owner's colour on the left edge; what changed outlined, the cards that left listed below.
(function (A) {
  'use strict';

  var svg = A.svg;
  var P = A.parts.medievalia;
  var esc = svg.esc, isObj = svg.isObj, arr = svg.arr, num = svg.num, str = svg.str, r1 = svg.r1;
  var textWidth = P.textWidth, text = P.text, rect = P.rect;
  var CATEGORY = P.CATEGORY, DOT = P.DOT, changedOutline = P.changedOutline;
  var tapMark = P.tapMark, damageMark = P.damageMark;
  var TAPPED_FILL = '#dcdcdc';
  var UNKNOWN_CATEGORY = { fill: '#eeeeee', label: 'card', order: 6 };

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

  P.fiefPanel = fiefPanel;
})(Arbiter);
