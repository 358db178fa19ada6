// engine/comuni/board_players.js: one row of the Comuni board per comune (engine/comuni/board.js,
// loaded before, puts the board together): name, VP, pawn, resources, envoys, hero tiles, loot,
// then the city (each category's activation card and guild master over its buildings, each
// building a stack of its floors), the rampart sections and the hand.
(function (A) {
  'use strict';

  var svg = A.svg;
  var C = A.parts.comuni;
  var esc = svg.esc, isObj = svg.isObj, arr = svg.arr, r1 = svg.r1, text = svg.text;
  var num = C.num, str = C.str, textWidth = C.textWidth, clip = C.clip, rect = C.rect, group = C.group;
  var W = C.W, CHANGED = C.CHANGED, TINT = C.TINT, CATS = C.CATS, CAT = C.CAT, PILES = C.PILES;
  var words = C.words, same = C.same;
  var card = C.card, envoy = C.envoy, chiefPawn = C.chiefPawn, star = C.star;
  var resourceChips = C.resourceChips;

  // "M3" (category letter, floors) -> {cat: 'M', floors: 3}
  function parseBuilding(s) {
    var m = /^([EMCR])(\d+)$/.exec(str(s));
    return m ? {cat: m[1], floors: parseInt(m[2], 10), name: str(s)} : {cat: null, floors: 1, name: str(s)};
  }

  // The columns holding an envoy of the comune `name`, with the GOLD on each.
  function bidsOf(state, name) {
    var out = [];
    if (!isObj(state) || name === '') return out;
    arr(state.columns).forEach(function (col, c) {
      if (isObj(col) && isObj(col.bid) && str(col.bid.envoy) === name)
        out.push({column: col.column === undefined ? c + 1 : col.column, gold: col.bid.gold});
    });
    return out;
  }

  // ---- The comuni ---------------------------------------------------------------------------

  var RH = 106;

  function drawPlayer(S, q, y0) {
    var st = S.state;
    var p = isObj(arr(st.players)[q]) ? arr(st.players)[q] : {};
    var f = S.d.players[q] || {};
    var name = str(p.comune);
    var color = S.color(q);
    var isMove = name !== '' && name === str(st.to_move);
    var isPawn = name !== '' && name === str(st.pawn);
    var o = '';
    o += rect(8, y0 + 3, W - 16, RH - 6, 'rx="6" fill="#fbfaf6" stroke="' + (f.any ? CHANGED : '#d6cfbf') +
              '" stroke-width="' + (f.any ? 2.5 : 1) + '"');
    o += rect(9, y0 + 4, 9, RH - 8, 'fill="' + esc(color) + '"');
    if (isMove)
      o += group('<path d="M0 ' + r1(y0 + RH / 2 - 9) + ' L8 ' + r1(y0 + RH / 2) + ' L0 ' + r1(y0 + RH / 2 + 9) +
                 ' Z" fill="#c0392b"/>', name + ' decides now');

    // Top line: name, VP, pawn, to move, resources, envoys, hero tiles, loot.
    var y = y0 + 25;
    if (f.comune) o += rect(24, y - 16, textWidth(clip(name, 12), 15, true) + 8, 21, 'rx="4" fill="' + TINT + '"');
    o += text(28, y, esc(clip(name, 12)), 'font-size="15" font-weight="bold" fill="#222"');
    var x = Math.max(118, 28 + textWidth(clip(name, 12), 15, true) + 8);
    var vp = num(p.vp, null);
    o += group(rect(x, y - 15, 52, 20, 'rx="10" fill="#3b3126"' + (f.vp ? ' stroke="' + CHANGED + '" stroke-width="2.5"' : '')) +
               text(x + 26, y, (vp === null ? '?' : esc(vp)) + ' VP', 'text-anchor="middle" font-size="12" font-weight="bold" fill="#fff"'),
               'victory points on the score track');
    x += 60;
    if (isPawn) o += group(chiefPawn(x + 9, y - 5), 'the alliance-chief pawn (first player)');
    x += 22;
    if (isMove) {
      o += rect(x, y - 14, 56, 18, 'rx="9" fill="#c0392b"');
      o += text(x + 28, y - 1, 'to move', 'text-anchor="middle" font-size="11" font-weight="bold" fill="#fff"');
    }
    x = 276;
    if (f.resources) o += rect(x - 4, y - 19, 204, 24, 'rx="5" fill="' + TINT + '"');
    o += resourceChips(x, y - 15, p.resources);

    // Envoys: in stock (filled), on the board (outlined, with the column number), displaced.
    x = 486;
    var stock = Math.max(0, Math.floor(num(p.envoys_in_stock, 0)));
    var stockSlots = stock > 5 ? 3 : stock;  // more than 5 cannot happen: one figure, then "xN"
    var onBoard = bidsOf(st, name);
    var displaced = isMove && str(st.phase) === 'phase-1-displaced';
    var nEnv = stockSlots + onBoard.length + (displaced ? 1 : 0);
    var ew = Math.max(30, nEnv * 15 + 4);
    if (f.envoys_in_stock || (S.d.any && !same(onBoard, bidsOf(S.prev, name))))
      o += rect(x - 3, y - 19, ew + 2, 24, 'rx="5" fill="' + TINT + '"');
    var e = '';
    if (stock > stockSlots)
      e += envoy(x + 7, y + 2, color, false) + text(x + 15, y, '\u00d7' + esc(stock), 'font-size="11" fill="#222"');
    else
      for (var i = 0; i < stock; ++i) e += envoy(x + 7 + i * 15, y + 2, color, false);
    e = group(e, stock + ' envoy(s) in stock');
    for (i = 0; i < onBoard.length; ++i) {
      var ex = x + 7 + (stockSlots + i) * 15;
      e += group(envoy(ex, y + 2, color, true) +
                 text(ex, y - 16, esc(onBoard[i].column), 'text-anchor="middle" font-size="8" fill="#555"'),
                 'an envoy bidding on column ' + onBoard[i].column + ' with ' + onBoard[i].gold + ' GOLD');
    }
    if (displaced) {
      ex = x + 7 + (stockSlots + onBoard.length) * 15;
      e += group(envoy(ex, y + 2, '#999999', true) + text(ex, y - 16, '?', 'text-anchor="middle" font-size="9" font-weight="bold" fill="#c0392b"'),
                 'the outbid envoy: back to stock or move to another column');
    }
    if (!nEnv) e += text(x, y, 'no envoy', 'font-size="10" fill="#a09684"');
    o += e;

    // Hero tiles (one per invasion A-D) and loot.
    x = Math.max(580, x + ew + 10);
    var heroes = arr(p.hero);
    var hx = x;
    var hg = '';
    for (i = 0; i < heroes.length && i < 4; ++i) {
      var hv = num(heroes[i], 0);
      if (hv <= 0) continue;
      hg += group('<path d="M' + r1(hx) + ' ' + r1(y - 15) + ' h24 v11 q0 8 -12 11 q-12 -3 -12 -11 Z" fill="#f3e2b0" stroke="#9a7300"/>' +
                  text(hx + 12, y - 2, PILES[i] + esc(hv), 'text-anchor="middle" font-size="10" font-weight="bold" fill="#5a3d1a"'),
                  'hero tile of invasion ' + PILES[i] + ': ' + hv + ' VP at the end');
      hx += 28;
    }
    if (f.hero) o += rect(x - 3, y - 19, Math.max(hx - x, 30) + 3, 26, 'rx="5" fill="' + TINT + '"');
    o += hg;
    if (hx === x) o += text(x, y - 1, 'no hero', 'font-size="10" fill="#a09684"');
    x = Math.max(hx, x + 44) + 8;
    var loot = num(p.loot, 0);
    if (f.loot) o += rect(x - 3, y - 19, 58, 24, 'rx="5" fill="' + TINT + '"');
    o += group(rect(x, y - 15, 52, 18, 'rx="3" fill="' + (loot > 0 ? '#6b4a2f' : '#f1ece2') + '" stroke="#6b4a2f"' +
                    (loot > 0 ? '' : ' stroke-dasharray="2 2"')) +
               text(x + 26, y - 2, 'loot ' + esc(loot), 'text-anchor="middle" font-size="11" font-weight="bold" fill="' +
                    (loot > 0 ? '#fff' : '#8a7a66') + '"'),
               loot + ' loot tile(s): \u22121 VP each at the end');

    // The city: per category its activation card and guild master over its buildings; then the ramparts.
    var blds = words(p.buildings).map(parseBuilding);
    var sections = arr(p.ramparts).map(function (v) { return num(v, 0); });
    var masters = arr(p.masters).map(str);
    var active = num(p.active, 0);
    var byCat = {E: [], M: [], C: [], R: []}, other = [];
    blds.forEach(function (b) { if (b.cat) byCat[b.cat].push(b); else other.push(b); });
    var cityX = 24, cityW = 580;
    var headW = function (k) { return masters.indexOf(k) >= 0 ? 40 : 22; };
    // The width of one stack: 19 px, less when the city would not fit in cityW.
    var cityWidth = function (u) {
      var w = 0;
      CATS.forEach(function (k) { w += Math.max(headW(k), byCat[k].length * u - 3) + 14; });
      return w + 6 + Math.max(48, sections.length * u);
    };
    var unit = 19;
    while (unit > 6 && cityWidth(unit) > cityW) unit -= 0.5;
    var bw = Math.max(4, unit - 3);
    var fh = 10;
    var base = y0 + RH - 12;
    var hy = y0 + 35;
    x = cityX;
    var tintCity = f.buildings || f.active || f.masters;
    var cityStart = x;
    var city = '';
    CATS.forEach(function (k) {
      var list = byCat[k];
      var gw = Math.max(headW(k), list.length * unit - 3);
      var on = (active >> CATS.indexOf(k)) & 1;
      var hd = rect(x, hy, 22, 15, 'rx="2" fill="' + (on ? CAT[k].dark : '#e6e2da') + '" stroke="' + (on ? CAT[k].dark : '#aaa197') + '"');
      hd += text(x + 11, hy + 11.5, k, 'text-anchor="middle" font-size="10" font-weight="bold" fill="' + (on ? '#fff' : '#8a8073') + '"');
      city += group(hd, CAT[k].name + ' activation card: ' + (on ? 'active' : 'inactive'));
      if (masters.indexOf(k) >= 0) city += group(star(x + 31, hy + 7.5, 8, '#f2c230'), CAT[k].name + ' guild master (3 VP at the end)');
      for (var b = 0; b < list.length; ++b) {
        var bx = x + b * unit;
        var fl = Math.max(1, Math.min(list[b].floors, 6));
        var s = '';
        for (var j = 0; j < fl; ++j)
          s += rect(bx, base - (j + 1) * fh, bw, fh, 'fill="' + CAT[k].fill + '" stroke="' + CAT[k].dark + '" stroke-width="0.9"');
        s += '<path d="M' + r1(bx - 1) + ' ' + r1(base - fl * fh) + ' L' + r1(bx + bw / 2) + ' ' + r1(base - fl * fh - 5) + ' L' +
             r1(bx + bw + 1) + ' ' + r1(base - fl * fh) + ' Z" fill="' + CAT[k].dark + '"/>';
        if (bw >= 10) s += text(bx + bw / 2, base - 2.5, esc(list[b].floors), 'text-anchor="middle" font-size="8" fill="' + CAT[k].dark + '"');
        city += group(s, CAT[k].name + ' building, ' + list[b].floors + ' floor(s)');
      }
      if (!list.length)
        city += '<line x1="' + r1(x) + '" y1="' + r1(base) + '" x2="' + r1(x + gw) + '" y2="' + r1(base) + '" stroke="#cfc7b6" stroke-dasharray="2 2"/>';
      x += gw + 14;
    });
    for (i = 0; i < other.length; ++i) {
      city += text(x, base - 2, esc(other[i].name), 'font-size="10" fill="#333"');
      x += textWidth(other[i].name, 10) + 8;
    }
    var cityEnd = x - 14;
    if (tintCity) o += rect(cityStart - 4, hy - 4, cityEnd - cityStart + 8, base - hy + 8, 'rx="5" fill="' + TINT + '"');
    o += city;
    // Ramparts: grey sections of stone with battlements.
    x += 6;
    var rs = '';
    var rx0 = x;
    var j;
    rs += text(x, hy + 11.5, 'ramparts', 'font-size="10" fill="#6b6256"');
    for (i = 0; i < sections.length; ++i) {
      var sx = x + i * unit;
      var n = Math.max(1, Math.min(sections[i], 6));
      var g = '';
      for (j = 0; j < n; ++j) g += rect(sx, base - (j + 1) * fh, bw, fh, 'fill="#c9c3b8" stroke="#5f5a52" stroke-width="0.9"');
      var top = base - n * fh;
      var m = Math.max(2, bw / 5);
      g += rect(sx, top - 4, m, 4, 'fill="#5f5a52"') + rect(sx + bw / 2 - m / 2, top - 4, m, 4, 'fill="#5f5a52"') +
           rect(sx + bw - m, top - 4, m, 4, 'fill="#5f5a52"');
      if (bw >= 10) g += text(sx + bw / 2, base - 2.5, esc(sections[i]), 'text-anchor="middle" font-size="8" fill="#333"');
      rs += group(g, 'rampart section, ' + sections[i] + ' floor(s)');
    }
    if (!sections.length) rs += text(x, base - 3, 'none', 'font-size="10" fill="#a09684"');
    var rEnd = Math.max(x + 48, x + sections.length * unit);
    if (f.ramparts) o += rect(rx0 - 4, hy - 4, rEnd - rx0 + 6, base - hy + 8, 'rx="5" fill="' + TINT + '"');
    o += rs;

    // The hand.
    var hand = words(p.hand);
    var handCount = hand.length;
    if (hand.length > 24) hand = hand.slice(0, 23).concat(['+' + (handCount - 23)]);  // cannot happen: 16 at most
    var hx0 = Math.max(628, rEnd + 16);
    var perRow = 6, cwid = 40, chgt = 18;
    var avail = W - 16 - hx0;
    perRow = Math.max(1, Math.floor((avail + 4) / (cwid + 4)));
    if (hand.length > perRow * 2) {
      perRow = Math.ceil(hand.length / 2);
      cwid = Math.max(14, (avail + 4) / perRow - 4);
    }
    if (f.hand) o += rect(hx0 - 4, hy - 4, W - 12 - hx0, base - hy + 8, 'rx="5" fill="' + TINT + '"');
    o += text(hx0, hy + 11, 'hand (' + handCount + ')', 'font-size="10" fill="#6b6256"');
    for (i = 0; i < hand.length; ++i) {
      var row = Math.floor(i / perRow), colI = i % perRow;
      o += card(hx0 + colI * (cwid + 4), hy + 17 + row * (chgt + 3), cwid, chgt, hand[i], cwid >= 34 ? 10 : 8);
    }
    return o;
  }

  C.RH = RH;
  C.drawPlayer = drawPlayer;
})(Arbiter);
