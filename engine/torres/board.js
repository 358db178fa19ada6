// engine/torres/board.js: the Torres board of the HTML replay report (replay/html), drawn from
// Torres::to_json of one state.
//
// Arbiter.drawers.torres.board(state, ctx) returns the text of one <svg>: the 8x8 board (files
// a-h left to right, rank 1 at the bottom) with each castle shaded by height and outlined, the
// knights as discs in their seat's colour showing their level, the King as a gold crown, and the
// squares that changed since ctx.prev outlined; on the right, the year, round, phase, AP, deck,
// supply and King, then one card per seat: score (and its change), knights in reserve, block
// stacks, hand and cards out. The fields are those of engine/torres/serialize.cpp. Plain ES2019,
// a pure function of its inputs; it never throws, whatever fields are missing or malformed.
(function (A) {
  'use strict';

  var S = 50; // side of a square
  var BX = 24; // board origin (room for the rank labels on the left)
  var BY = 12;
  var BOARD = 8 * S;
  var PX = BX + BOARD + 22; // side panel
  var PW = 410;
  var WIDTH = PX + PW + 8;
  var FILES = 'abcdefgh';
  var FALLBACK_COLOURS = ['#d62728', '#1f77b4', '#2ca02c', '#ff7f0e'];
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

  // Text for SVG: the frame's escape (Arbiter.esc); null and undefined draw as nothing.
  function esc(s) {
    return Arbiter.esc(s === null || s === undefined ? '' : s);
  }

  function isObj(v) {
    return v !== null && typeof v === 'object' && !Array.isArray(v);
  }

  function num(v, dflt) {
    var n = typeof v === 'number' ? v : typeof v === 'string' && v !== '' ? Number(v) : NaN;
    return isFinite(n) ? n : dflt;
  }

  function str(v) {
    if (v === null || v === undefined) return '';
    return typeof v === 'object' ? JSON.stringify(v) : String(v);
  }

  // A CSS colour safe to put in an attribute.
  function safeColour(c, i) {
    if (typeof c === 'string' && /^[#a-zA-Z0-9(),.%\s+-]{1,64}$/.test(c)) return c;
    return FALLBACK_COLOURS[((i % 4) + 4) % 4];
  }

  function textEl(x, y, content, attrs) {
    return '<text x="' + x + '" y="' + y + '"' + (attrs ? ' ' + attrs : '') + '>' + content +
      '</text>';
  }

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

  function squareXY(name) {
    return { x: BX + (name.charCodeAt(0) - 97) * S, y: BY + (8 - Number(name[1])) * S };
  }

  // The board as { sq: { h, piece } } for the valid squares a1..h8.
  function readBoard(b) {
    var out = {};
    if (!isObj(b)) return out;
    Object.keys(b).forEach(function (k) {
      if (!/^[a-h][1-8]$/.test(k)) return;
      var c = b[k];
      var h = isObj(c) ? Math.max(0, Math.floor(num(c.height, 0))) : 0;
      var p = isObj(c) && c.piece !== undefined && c.piece !== null ? str(c.piece) : '';
      out[k] = { h: h, piece: p };
    });
    return out;
  }

  function cell(board, sq) {
    return board[sq] || { h: 0, piece: '' };
  }

  // Castles: groups of built squares linked through shared sides (T-0.5). Returns the castle id
  // of each built square and each castle's squares.
  function castles(board) {
    var id = {};
    var list = [];
    for (var f = 0; f < 8; f++) {
      for (var r = 1; r <= 8; r++) {
        var sq = FILES[f] + r;
        if (cell(board, sq).h <= 0 || id[sq] !== undefined) continue;
        var members = [];
        var todo = [sq];
        id[sq] = list.length;
        while (todo.length) {
          var q = todo.pop();
          members.push(q);
          neighbours(q).forEach(function (n) {
            if (cell(board, n).h > 0 && id[n] === undefined) {
              id[n] = list.length;
              todo.push(n);
            }
          });
        }
        list.push(members);
      }
    }
    return { id: id, list: list };
  }

  function neighbours(sq) {
    var f = sq.charCodeAt(0) - 97;
    var r = Number(sq[1]);
    var out = [];
    if (f > 0) out.push(FILES[f - 1] + r);
    if (f < 7) out.push(FILES[f + 1] + r);
    if (r > 1) out.push(FILES[f] + (r - 1));
    if (r < 8) out.push(FILES[f] + (r + 1));
    return out;
  }

  // Stone, darker for higher castle squares.
  function heightFill(h) {
    var l = Math.max(22, 79 - (h - 1) * 9);
    return { fill: 'hsl(28,20%,' + l + '%)', ink: l < 56 ? '#ffffff' : '#2b2118' };
  }

  function drawBoard(st, ctx, seatOf, colourOf, out) {
    var board = readBoard(st.board);
    var prev = ctx && isObj(ctx.prev) && isObj(ctx.prev.board) ? readBoard(ctx.prev.board) : null;
    var cs = castles(board);
    var f, r, sq, c, p;

    out.push('<rect x="' + (BX - 2) + '" y="' + (BY - 2) + '" width="' + (BOARD + 4) +
      '" height="' + (BOARD + 4) + '" fill="#6b5a45" rx="2"/>');
    // Squares, heights.
    for (r = 8; r >= 1; r--) {
      for (f = 0; f < 8; f++) {
        sq = FILES[f] + r;
        c = cell(board, sq);
        p = squareXY(sq);
        var tip = sq + (c.h > 0 ? ', height ' + c.h + ', castle of area ' +
          cs.list[cs.id[sq]].length : ', ground');
        if (c.piece === 'King') tip += ', the King';
        else if (c.piece) tip += ', knight of ' + c.piece + ' at level ' + c.h;
        out.push('<g><title>' + esc(tip) + '</title>');
        if (c.h > 0) {
          var hf = heightFill(c.h);
          out.push('<rect x="' + p.x + '" y="' + p.y + '" width="' + S + '" height="' + S +
            '" fill="' + hf.fill + '" stroke="#8c7b62" stroke-width="0.5"/>');
          if (c.piece === 'King') {
            out.push(textEl(p.x + 4, p.y + 13, String(c.h),
              'font-size="12" font-weight="bold" fill="' + hf.ink + '"'));
          } else if (!c.piece) {
            out.push(textEl(p.x + S / 2, p.y + S / 2 + 7, String(c.h),
              'font-size="20" font-weight="bold" text-anchor="middle" fill="' + hf.ink + '"'));
          }
        } else {
          out.push('<rect x="' + p.x + '" y="' + p.y + '" width="' + S + '" height="' + S +
            '" fill="' + ((f + r) % 2 ? '#f4efdf' : '#ece5d0') + '" stroke="#cbbf9f" ' +
            'stroke-width="0.5"/>');
        }
        out.push('</g>');
      }
    }
    // Castle outlines: a side between a castle square and a square outside that castle.
    var path = '';
    Object.keys(cs.id).forEach(function (q) {
      var x = squareXY(q).x;
      var y = squareXY(q).y;
      var fi = q.charCodeAt(0) - 97;
      var ra = Number(q[1]);
      var own = cs.id[q];
      function outside(ff, rr) {
        if (ff < 0 || ff > 7 || rr < 1 || rr > 8) return true;
        return cs.id[FILES[ff] + rr] !== own;
      }
      if (outside(fi - 1, ra)) path += 'M' + x + ' ' + y + 'V' + (y + S);
      if (outside(fi + 1, ra)) path += 'M' + (x + S) + ' ' + y + 'V' + (y + S);
      if (outside(fi, ra + 1)) path += 'M' + x + ' ' + y + 'H' + (x + S);
      if (outside(fi, ra - 1)) path += 'M' + x + ' ' + (y + S) + 'H' + (x + S);
    });
    if (path) {
      out.push('<path d="' + path + '" fill="none" stroke="#2b1d0e" stroke-width="3.5" ' +
        'stroke-linecap="square"/>');
    }
    // Changes since the previous state.
    if (prev) {
      for (r = 8; r >= 1; r--) {
        for (f = 0; f < 8; f++) {
          sq = FILES[f] + r;
          var a = cell(board, sq);
          var b = cell(prev, sq);
          if (a.h === b.h && a.piece === b.piece) continue;
          p = squareXY(sq);
          out.push('<rect x="' + (p.x + 3) + '" y="' + (p.y + 3) + '" width="' + (S - 6) +
            '" height="' + (S - 6) + '" rx="4" fill="none" stroke="#1a73e8" ' +
            'stroke-width="2.5" stroke-dasharray="5 3"/>');
        }
      }
    }
    // Pieces.
    for (r = 8; r >= 1; r--) {
      for (f = 0; f < 8; f++) {
        sq = FILES[f] + r;
        c = cell(board, sq);
        if (!c.piece) continue;
        p = squareXY(sq);
        var cx = p.x + S / 2;
        var cy = p.y + S / 2 + 2;
        if (c.piece === 'King') {
          // The crown, a little right of and below the centre, clear of the height number.
          out.push('<g><title>' + esc(sq + ': the King, on height ' + c.h) + '</title>' +
            '<g transform="translate(' + (cx + 3) + ' ' + (cy + 2) + ') scale(0.9)" ' +
            'stroke="#5c4300" stroke-linejoin="round">' +
            '<path d="M-15 10L-16 -9L-7 -1L0 -14L7 -1L16 -9L15 10Z" fill="#f5c518" ' +
            'stroke-width="1.8"/>' +
            '<rect x="-15" y="6" width="30" height="4" fill="#d9a400" stroke-width="1"/>' +
            '<circle cx="-16" cy="-10" r="2.5" fill="#f5c518" stroke-width="1"/>' +
            '<circle cx="0" cy="-15" r="2.5" fill="#f5c518" stroke-width="1"/>' +
            '<circle cx="16" cy="-10" r="2.5" fill="#f5c518" stroke-width="1"/>' +
            '<text x="0" y="4" font-size="10" font-weight="bold" text-anchor="middle" ' +
            'fill="#5c4300" stroke="none">K</text></g></g>');
        } else {
          var seat = seatOf(c.piece);
          var col = seat >= 0 ? colourOf(seat) : '#9e9e9e';
          out.push('<g><title>' + esc(sq + ': knight of ' + c.piece + ', level ' + c.h) +
            '</title><circle cx="' + (cx + 1.5) + '" cy="' + (cy + 2) + '" r="16" ' +
            'fill="#000000" fill-opacity="0.25"/><circle cx="' + cx + '" cy="' + cy +
            '" r="16" fill="' + col + '" stroke="#1b1b1b" stroke-width="1.6"/>' +
            (c.h > 0 ? '<circle cx="' + cx + '" cy="' + cy + '" r="12.5" fill="none" ' +
              'stroke="#ffffff" stroke-width="1.5"/>' + textEl(cx, cy + 6.5, String(c.h),
              'font-size="18" font-weight="bold" text-anchor="middle" fill="#ffffff" ' +
              'stroke="#111111" stroke-width="3" paint-order="stroke" stroke-linejoin="round"')
              : '') + '</g>');
        }
      }
    }
    // Coordinates.
    for (f = 0; f < 8; f++) {
      out.push(textEl(BX + f * S + S / 2, BY + BOARD + 17, FILES[f],
        'font-size="13" text-anchor="middle" fill="#444444"'));
    }
    for (r = 1; r <= 8; r++) {
      out.push(textEl(BX - 9, BY + (8 - r) * S + S / 2 + 5, String(r),
        'font-size="13" text-anchor="middle" fill="#444444"'));
    }
    // Legend.
    var ly = BY + BOARD + 38;
    out.push(textEl(BX, ly, 'Number: castle height. Disc: a knight and its level (blank: ground).',
      'font-size="11" fill="#555555"'));
    out.push(textEl(BX, ly + 14, 'Thick line: castle outline. Dashed blue: changed by the last ' +
      'action.', 'font-size="11" fill="#555555"'));
    return { bottom: ly + 20, castles: cs.list };
  }

  // Seat index of a seat name: ctx.seats first, then "P<n>".
  function seatIndexer(st, ctx) {
    var seats = ctx && Array.isArray(ctx.seats) ? ctx.seats.map(str) : [];
    var players = Array.isArray(st.players) ? st.players : [];
    return function (name) {
      var n = str(name);
      var i = seats.indexOf(n);
      if (i >= 0) return i;
      var m = /^P([1-9])$/.exec(n);
      if (m) return Number(m[1]) - 1;
      for (i = 0; i < players.length; i++) {
        if (isObj(players[i]) && str(players[i].seat) === n) return i;
      }
      return -1;
    };
  }

  function colourer(ctx) {
    var cache = {};
    return function (i) {
      if (cache[i] === undefined) {
        var c = null;
        if (ctx && typeof ctx.color === 'function') {
          try {
            c = ctx.color(i);
          } catch (e) {
            c = null;
          }
        }
        cache[i] = safeColour(c, i);
      }
      return cache[i];
    };
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

  function render(state, ctx) {
    var st = isObj(state) ? state : {};
    var c = isObj(ctx) ? ctx : {};
    var seatOf = seatIndexer(st, c);
    var colourOf = colourer(c);
    var body = [];
    var info = drawBoard(st, c, seatOf, colourOf, body);
    var bottom = drawPanel(st, c, seatOf, colourOf, info, body);
    var height = Math.ceil(Math.max(info.bottom, bottom) + 6);
    return '<svg xmlns="http://www.w3.org/2000/svg" width="' + WIDTH + '" height="' + height +
      '" viewBox="0 0 ' + WIDTH + ' ' + height + '" font-family="Helvetica, Arial, sans-serif"' +
      ' role="img"><rect width="100%" height="100%" fill="#ffffff"/>' + body.join('') + '</svg>';
  }

  A.drawers = A.drawers || {};
  A.drawers.torres = {
    // state: the state's JSON (as `arbiter replay show FILE --json --at N` prints it)
    // ctx: { step: N, prev: JSON of the state before (null at step 0), action: text of the action
    //        that led here (null at step 0), seats: [names...], color: i => css colour of seat i }
    // returns: the text of one <svg> element with width, height and viewBox set; no scripts, no
    //          external references, every text from the state escaped with Arbiter.esc(s).
    // An exception is the frame's to show (and to log, so that the browser tests see it).
    board: render
  };
})(Arbiter);
