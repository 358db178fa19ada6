// engine/torres/board_panel.js: the side panel of the Torres board (engine/torres/board.js draws
// the board and loads first): the year, round, phase, AP, deck, supply and King, the game's end,
// then one card per seat: score (and its change), knights in reserve, block stacks, hand and cards
// out. The fields are those of engine/torres/serialize.cpp. Plain ES2019, a pure function of its
// inputs; it never throws, whatever fields are missing or malformed.
(function (A) {
  'use strict';

  var T = A.parts.torres;
  var BY = T.BY;
  var PX = T.PX;
  var PW = T.PW;

  var PHASES = {
    'meister-reveal': 'Setup: Meister card reveal',
    'setup-castles': 'Setup: starting castles',
    'setup-knights': 'Setup: first knights',
    'setup-king': 'Setup: the King',
    turn: 'Turn',
    'draw-card': 'Drawing a card',
    'variant-keep': 'Keeping a drawn card',
    'king-move': 'Year scored: King move',
    'game-over': 'Game over',
    aborted: 'Game aborted'
  };
  var DOT = ' &#183; ';

  var svg = A.svg;
  var esc = svg.esc;
  var isObj = svg.isObj;
  var num = svg.num;
  var str = svg.str;
  var textEl = svg.text;

  // Splits plain text into lines of at most `width` characters, at spaces.
  function wrap(text, width) {
    var words = String(text).split(/\s+/).filter(function (w) { return w !== ''; });
    var lines = [];
    var cur = '';
    words.forEach(function (w) {
      if (cur && cur.length + 1 + w.length > width) {
        lines.push(cur);
        cur = w;
      } else {
        cur = cur ? cur + ' ' + w : w;
      }
    });
    if (cur || !lines.length) lines.push(cur);
    return lines;
  }

  // "C3 C6 +1 unseen" -> { known: "C3 C6", unseen: 1 }; "-" means none.
  function parseCards(v) {
    var t = str(v).trim();
    var unseen = 0;
    var m = /^(.*?)\s*\+(\d+) unseen$/.exec(t);
    if (m) {
      t = m[1].trim();
      unseen = Number(m[2]);
    }
    if (t === '-') t = '';
    return { known: t, unseen: unseen };
  }

  // Final scores from a "scores" field (array by seat or object by seat name), else null.
  function finalScores(st, players) {
    var s = st.scores;
    if (Array.isArray(s)) {
      return s.map(function (v, i) {
        var name = isObj(players[i]) && players[i].seat !== undefined ? str(players[i].seat)
          : 'P' + (i + 1);
        return name + ' ' + str(v);
      });
    }
    if (isObj(s)) {
      return Object.keys(s).map(function (k) { return k + ' ' + str(s[k]); });
    }
    return null;
  }

  function endText(e) {
    if (e === null || e === undefined || e === false) return '';
    if (typeof e === 'string') return e;
    if (isObj(e)) {
      var keys = ['reason', 'text', 'why', 'result'];
      for (var i = 0; i < keys.length; i++) {
        if (typeof e[keys[i]] === 'string') return e[keys[i]];
      }
      return '';
    }
    return '';
  }

  function drawPanel(st, ctx, seatOf, colourOf, info, out) {
    var players = Array.isArray(st.players) ? st.players : [];
    var prevPlayers = ctx && isObj(ctx.prev) && Array.isArray(ctx.prev.players) ? ctx.prev.players
      : [];
    var x = PX;
    var y = BY + 14;
    var phase = str(st.phase);
    var year = num(st.year, null);
    var round = num(st.round, null);
    var n = players.length;

    // Header.
    var head = [];
    if (year !== null) head.push('Year ' + year + ' of 3');
    if (round !== null) {
      var rounds = n === 2 || year === 1 ? 4 : n >= 3 ? 3 : null;
      head.push('Round ' + round + (rounds && round <= rounds ? ' of ' + rounds : ''));
    }
    out.push(textEl(x, y, head.length ? esc(head.join(', ')) : 'Torres',
      'font-size="17" font-weight="bold" fill="#222222"'));
    y += 20;
    var phaseText = PHASES[phase] || (phase ? phase : '?');
    var toMove = str(st.to_move);
    var who = '';
    if (toMove === 'chance') who = 'chance acts';
    else if (toMove && toMove !== 'nobody') who = toMove + ' to act';
    out.push(textEl(x, y, esc(phaseText) + (who ? DOT + esc(who) : ''),
      'font-size="14" fill="#222222"'));
    y += 18;

    var ap = isObj(st.ap) ? st.ap : {};
    var apLine = [];
    var inTurn = phase === 'turn' || phase === 'draw-card' || phase === 'variant-keep';
    if (ap.spent !== undefined || ap.allowance !== undefined) {
      apLine.push('AP ' + str(num(ap.spent, '?')) + '/' + str(num(ap.allowance, '?')));
    }
    if (st.turn_stack !== undefined) {
      var ts = num(st.turn_stack, -1);
      apLine.push(ts < 0 ? 'turn stack not chosen' : 'turn stack: ' + ts + ' block' +
        (ts === 1 ? '' : 's') + ' left');
    }
    if (st.card_played !== undefined) {
      apLine.push(st.card_played ? 'card played' : 'no card played');
    }
    if (st.cards_taken !== undefined) {
      var ct = num(st.cards_taken, 0);
      apLine.push(ct + ' card' + (ct === 1 ? '' : 's') + ' taken');
    }
    // The line is kept, empty, outside a turn, so that the seats' cards do not move.
    if (apLine.length && inTurn) {
      out.push(textEl(x, y, esc(apLine.join(', ')), 'font-size="12.5" fill="#333333"'));
    }
    y += 17;
    var misc = [];
    if (st.deck_size !== undefined) misc.push('Deck ' + str(st.deck_size));
    if (st.supply !== undefined) misc.push('Supply ' + str(st.supply) + ' blocks');
    misc.push('King ' + (st.king ? str(st.king) : 'not placed'));
    misc.push(info.castles.length + ' castle' + (info.castles.length === 1 ? '' : 's'));
    out.push(textEl(x, y, esc(misc.join(', ')), 'font-size="12.5" fill="#333333"'));
    y += 17;
    var line4 = [];
    if (st.meister_card !== undefined && st.meister_card !== null) {
      line4.push('Meister card ' + str(st.meister_card));
    }
    if (Array.isArray(st.order) && st.order.length) {
      line4.push('Turn order ' + st.order.map(str).join(' > '));
    }
    if (line4.length) {
      out.push(textEl(x, y, esc(line4.join(', ')), 'font-size="12.5" fill="#333333"'));
      y += 17;
    }

    // Game over.
    var winners = Array.isArray(st.winners) ? st.winners.map(str) : null;
    var over = phase === 'game-over' || phase === 'aborted' || winners !== null ||
      st.scores !== undefined || (st.end !== undefined && st.end !== null && st.end !== false);
    if (over) {
      var lines = [];
      var title = phase === 'aborted' ? 'Game aborted' : 'Game over';
      if (winners) {
        if (!winners.length) title += ': no winner';
        else if (winners.length > 1) title += ': shared win, ' + winners.join(', ');
        else title += ': ' + winners[0] + ' wins';
      }
      var et = endText(st.end);
      if (et) lines = lines.concat(wrap(et, 58));
      var fs = finalScores(st, players);
      if (!fs) {
        fs = players.map(function (p, i) {
          return (isObj(p) && p.seat !== undefined ? str(p.seat) : 'P' + (i + 1)) + ' ' +
            (isObj(p) ? str(p.score) : '?');
        });
      }
      if (fs.length) {
        lines = lines.concat(wrap((phase === 'aborted' ? 'Scores: ' : 'Final scores: ') +
          fs.join(', '), 58));
      }
      var bh = 26 + lines.length * 16;
      y += 2;
      out.push('<rect x="' + x + '" y="' + y + '" width="' + (PW - 4) + '" height="' + bh +
        '" rx="5" fill="#fff4cc" stroke="#c99a00" stroke-width="1.5"/>');
      out.push(textEl(x + 10, y + 19, esc(title), 'font-size="15" font-weight="bold" ' +
        'fill="#5c4300"'));
      lines.forEach(function (l, i) {
        out.push(textEl(x + 10, y + 37 + i * 16, esc(l), 'font-size="12.5" fill="#333333"'));
      });
      y += bh + 8;
    } else {
      y += 4;
    }

    // One card per seat.
    players.forEach(function (pl, i) {
      if (!isObj(pl)) pl = {};
      var name = pl.seat !== undefined ? str(pl.seat) : 'P' + (i + 1);
      var seat = seatOf(name);
      if (seat < 0) seat = i;
      var col = colourOf(seat);
      var active = toMove === name;
      var won = winners && winners.indexOf(name) >= 0;
      var hand = parseCards(pl.hand);
      var removed = parseCards(pl.removed);
      var handText = 'Hand: ' + (hand.known || (hand.unseen ? '' : 'none')) +
        (hand.unseen ? (hand.known ? ' + ' : '') + hand.unseen + ' unseen' : '');
      var outText = 'Out: ' + (removed.known || 'none');
      var handLines = wrap(handText, 52);
      var outLines = wrap(outText, 52);
      var h = 50 + (handLines.length + outLines.length) * 15;
      out.push('<rect x="' + x + '" y="' + y + '" width="' + (PW - 4) + '" height="' + h +
        '" rx="5" fill="' + (active ? '#fffbe6' : '#fafafa') + '" stroke="' +
        (active ? col : '#cccccc') + '" stroke-width="' + (active ? 2.5 : 1) + '"/>');
      out.push('<rect x="' + x + '" y="' + y + '" width="7" height="' + h + '" rx="3" fill="' +
        col + '"/>');
      out.push('<circle cx="' + (x + 22) + '" cy="' + (y + 16) + '" r="8" fill="' + col +
        '" stroke="#1b1b1b" stroke-width="1.2"/>');
      var nameLine = esc(name);
      if (active) nameLine += ' <tspan fill="#b35900" font-size="12">&#9664; to act</tspan>';
      if (won) nameLine += ' <tspan fill="#8a6d00" font-size="12">&#9733; winner</tspan>';
      out.push(textEl(x + 36, y + 21, nameLine, 'font-size="15" font-weight="bold" ' +
        'fill="#222222"'));
      // Score, with its change since the previous step.
      var score = pl.score !== undefined ? str(pl.score) : '?';
      var pp = null;
      for (var k = 0; k < prevPlayers.length; k++) {
        if (isObj(prevPlayers[k]) && str(prevPlayers[k].seat) === name) pp = prevPlayers[k];
      }
      var delta = pp ? num(pl.score, 0) - num(pp.score, 0) : 0;
      out.push(textEl(x + PW - 14, y + 22, esc(score) + '<tspan font-size="11" ' +
        'font-weight="normal" fill="#555555"> pts</tspan>', 'font-size="19" font-weight="bold" ' +
        'text-anchor="end" fill="#222222"'));
      if (delta) {
        out.push(textEl(x + PW - 50 - Math.round(score.length * 12), y + 21,
          (delta > 0 ? '+' : '&#8722;') + Math.abs(delta),
          'font-size="13" font-weight="bold" text-anchor="end" fill="' +
          (delta > 0 ? '#1e7b34' : '#b00020') + '"'));
      }
      // Reserve, stacks, personal deck.
      var ly = y + 41;
      var lx = x + 14;
      var reserve = pl.reserve !== undefined ? str(pl.reserve) : '?';
      out.push(textEl(lx, ly, esc('Knights in reserve ' + reserve),
        'font-size="12.5" fill="#333333"'));
      out.push(textEl(lx + 150, ly, 'Stacks', 'font-size="12.5" fill="#333333"'));
      var sx = lx + 196;
      var stacks = Array.isArray(pl.stacks) ? pl.stacks : [];
      if (!stacks.length) {
        out.push(textEl(sx, ly, 'none', 'font-size="12.5" fill="#777777"'));
        sx += 34;
      }
      stacks.forEach(function (v) {
        var label = esc(str(v));
        var w = Math.max(16, 8 + str(v).length * 8);
        out.push('<rect x="' + sx + '" y="' + (ly - 12) + '" width="' + w + '" height="16" ' +
          'rx="3" fill="#d9ccb4" stroke="#6b5a45" stroke-width="1"/>' +
          textEl(sx + w / 2, ly + 0.5, label, 'font-size="12" font-weight="bold" ' +
            'text-anchor="middle" fill="#2b2118"'));
        sx += w + 4;
      });
      if (pl.deck_size !== undefined) {
        out.push(textEl(Math.max(sx + 10, lx + 290), ly, esc('Deck ' + str(pl.deck_size)),
          'font-size="12.5" fill="#333333"'));
      }
      ly += 17;
      handLines.forEach(function (l) {
        out.push(textEl(lx, ly, esc(l), 'font-size="12.5" fill="#222222"'));
        ly += 15;
      });
      outLines.forEach(function (l) {
        out.push(textEl(lx, ly, esc(l), 'font-size="12.5" fill="#666666"'));
        ly += 15;
      });
      y += h + 6;
    });
    return y;
  }

  T.drawPanel = drawPanel;
})(Arbiter);
