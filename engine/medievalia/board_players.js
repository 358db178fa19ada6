// engine/medievalia/board_players.js: one row of the Medievalia board per player
// (engine/medievalia/board.js, loaded before, puts the board together): seat colour, to-move and
// active markers, alive or eliminated, VP, food capacity, troops against the food limit, siege
// counter and the hand, each outlined when it changed.
(function (A) {
  'use strict';

  var svg = A.svg;
  var P = A.parts.medievalia;
  var isObj = svg.isObj, arr = svg.arr, num = svg.num, str = svg.str;
  var keys = P.keys, textWidth = P.textWidth, text = P.text, rect = P.rect;
  var W = P.W, M = P.M, changedOutline = P.changedOutline;

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

  P.drawPlayers = drawPlayers;
})(Arbiter);
