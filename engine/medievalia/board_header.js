// engine/medievalia/board_header.js: the header of the Medievalia board (engine/medievalia/board.js,
// loaded before, puts the board together): turn, phase, who moves, the action that led here, the
// draw piles, the building piles, the open transaction and, at game over, the end and the scores.
(function (A) {
  'use strict';

  var svg = A.svg;
  var P = A.parts.medievalia;
  var esc = svg.esc, isObj = svg.isObj, arr = svg.arr, num = svg.num, str = svg.str, r1 = svg.r1;
  var keys = P.keys, textWidth = P.textWidth, text = P.text, rect = P.rect;
  var W = P.W, M = P.M, CATEGORY = P.CATEGORY, DOT = P.DOT, changedOutline = P.changedOutline;
  var RESOURCE = { F: '#6b9e3a', E: '#8d6e4c', G: '#c99a06', M: '#55708f' };
  var RESOURCE_NAME = { F: 'food', E: 'energy', G: 'gold', M: 'manpower' };

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
  // ---- header -----------------------------------------------------------------------------------

  function drawHeader(out, st, ctx, g) {
    var y = M;
    var title = 'Medievalia' + DOT + 'turn ' + str(st.turn === undefined ? '?' : st.turn) + DOT + str(st.phase);
    out.push(text(M, y + 16, title, { size: 16, bold: true, max: 560 }));
    var step = num(ctx.step, null);
    if (step !== null) out.push(text(W - M, y + 16, 'step ' + step, { size: 13, fill: '#555555', anchor: 'end' }));
    y += 24;
    var who = 'to act: ' + str(st.to_move) + DOT + 'active: ' + str(st.active);
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

  P.drawHeader = drawHeader;
})(Arbiter);
