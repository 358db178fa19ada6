// engine/medievalia/board_map.js: the fiefs of the Medievalia board laid out (each panel drawn by
// board_fief.js): a seat's fief followed by its neutral fiefs, one panel a row (2 players: P1, N,
// P2); with 4 players, the map: P1 N12 P2 / N41 C N23 / P4 N34 P3.
(function (A) {
  'use strict';

  var svg = A.svg;
  var P = A.parts.medievalia;
  var isObj = svg.isObj, arr = svg.arr, str = svg.str;
  var keys = P.keys;
  var W = P.W, M = P.M, fiefPanel = P.fiefPanel;

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

  P.drawFiefs = drawFiefs;
})(Arbiter);
