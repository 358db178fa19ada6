// engine/comuni/board_table.js: the Comuni board above the comuni (engine/comuni/board.js, loaded
// before, puts it together): the header (phase, who moves, the pawn, the supply, piles A-D with
// the invasion marker), the final scores, the display (the columns, their cards and bids) and the
// invasion in progress or the last one resolved.
(function (A) {
  'use strict';

  var svg = A.svg;
  var C = A.parts.comuni;
  var esc = svg.esc, isObj = svg.isObj, arr = svg.arr, r1 = svg.r1, text = svg.text;
  var num = C.num, str = C.str, textWidth = C.textWidth, clip = C.clip, rect = C.rect, group = C.group;
  var W = C.W, CHANGED = C.CHANGED, TINT = C.TINT, PILES = C.PILES;
  var card = C.card, envoy = C.envoy, coin = C.coin, chiefPawn = C.chiefPawn, star = C.star;
  var resourceChips = C.resourceChips;

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

  C.drawHeader = drawHeader;
  C.drawFinal = drawFinal;
  C.drawDisplay = drawDisplay;
  C.drawInvasion = drawInvasion;
})(Arbiter);
