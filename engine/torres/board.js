// engine/torres/board.js: the Torres board of the HTML replay report (replay/html), drawn from
// Torres::to_json of one state: the 8x8 board and the entry point. The drawer is this file, then
// board_panel.js (the side panel), joined into one script (replay/CMakeLists.txt).
//
// Arbiter.drawers.torres.board(state, ctx) returns the text of one <svg>: the 8x8 board (files
// a-h left to right, rank 1 at the bottom) with each castle shaded by height and outlined, the
// knights as discs in their seat's colour showing their level, the King as a gold crown, and the
// squares that changed since ctx.prev outlined; on the right, the side panel (board_panel.js).
// The fields are those of engine/torres/serialize.cpp. Plain ES2019, a pure function of its
// inputs; it never throws, whatever fields are missing or malformed.
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

  var svg = A.svg;
  var esc = svg.esc;
  var isObj = svg.isObj;
  var num = svg.num;
  var str = svg.str;
  var textEl = svg.text;

  // What board_panel.js needs, and what it adds (drawPanel).
  var T = (A.parts.torres = { BY: BY, PX: PX, PW: PW });

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

  function render(state, ctx) {
    var st = isObj(state) ? state : {};
    var c = isObj(ctx) ? ctx : {};
    var seatOf = seatIndexer(st, c);
    var colourOf = svg.seatColours(c, FALLBACK_COLOURS);
    var body = [];
    var info = drawBoard(st, c, seatOf, colourOf, body);
    var bottom = T.drawPanel(st, c, seatOf, colourOf, info, body);
    var height = Math.ceil(Math.max(info.bottom, bottom) + 6);
    return svg.root(WIDTH, height, body.join(''));
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
