// engine/comuni/board_pieces.js: the pieces of the Comuni board (engine/comuni/board.js, loaded
// before): project cards, envoys, GOLD coins, the alliance-chief pawn, stars, resource chips.
(function (A) {
  'use strict';

  var svg = A.svg;
  var C = A.parts.comuni;
  var esc = svg.esc, r1 = svg.r1, text = svg.text;
  var str = C.str, textWidth = C.textWidth, rect = C.rect, group = C.group;
  var CAT = C.CAT;

  var RES = ['G', 'A', 'P', 'T'];
  var RESINFO = {
    G: {name: 'GOLD', cat: 'E'},
    A: {name: 'ARMY', cat: 'M'},
    P: {name: 'PIL (pilgrims)', cat: 'R'},
    T: {name: 'ART', cat: 'C'}
  };

  // "1G 5A 0P 6T" -> {G: 1, A: 5, P: 0, T: 6}; a letter not in the text stays undefined.
  function parseResources(s) {
    var out = {};
    var re = /(-?\d+)\s*([GAPT])/g;
    var m;
    while ((m = re.exec(str(s))) !== null) out[m[2]] = parseInt(m[1], 10);
    return out;
  }
  // "EM2" -> {cats: ['E', 'M'], level: 2}; anything else keeps its text.
  function parseCard(s) {
    var m = /^([EMCR]+)(\d+)$/.exec(str(s));
    return m ? {cats: m[1].split(''), level: parseInt(m[2], 10), name: str(s)}
             : {cats: [], level: null, name: str(s)};
  }

  // ---- Pieces ---------------------------------------------------------------------------------

  // A project card: one stripe per category symbol, the name on top.
  function card(x, y, w, h, name, size) {
    var c = parseCard(name);
    var o = '';
    if (c.cats.length) {
      var sw = w / c.cats.length;
      for (var i = 0; i < c.cats.length; ++i)
        o += rect(x + i * sw, y, sw, h, 'fill="' + CAT[c.cats[i]].fill + '"');
    } else {
      o += rect(x, y, w, h, 'fill="#eeeeee"');
    }
    o += rect(x, y, w, h, 'rx="2" fill="none" stroke="#5b5345" stroke-width="1"');
    if (c.cats.length > 1) {
      var lw = Math.min(w - 4, textWidth(name, size, true) + 6);
      o += rect(x + (w - lw) / 2, y + h / 2 - size * 0.62, lw, size * 1.24, 'rx="3" fill="#ffffff" fill-opacity="0.8"');
    }
    o += text(x + w / 2, y + h / 2 + size * 0.36, esc(name),
              'text-anchor="middle" font-size="' + size + '" font-weight="bold" fill="#2b2620"');
    var tip = 'card ' + name;
    if (c.cats.length)
      tip += ': ' + c.cats.map(function (k) { return CAT[k].name; }).join(' / ') + ', level ' + c.level;
    return group(o, tip);
  }

  // An envoy: a small figure standing on (x, y).
  function envoy(x, y, color, hollow) {
    var fill = hollow ? 'none' : esc(color);
    var stroke = hollow ? esc(color) : '#222';
    var dash = hollow ? ' stroke-dasharray="2 1.5"' : '';
    return '<path d="M' + r1(x - 5.5) + ' ' + r1(y) + ' L' + r1(x - 3.5) + ' ' + r1(y - 8) + ' L' +
           r1(x + 3.5) + ' ' + r1(y - 8) + ' L' + r1(x + 5.5) + ' ' + r1(y) + ' Z" fill="' + fill +
           '" stroke="' + stroke + '" stroke-width="1.2"' + dash + '/>' + '<circle cx="' + r1(x) +
           '" cy="' + r1(y - 11) + '" r="3.6" fill="' + fill + '" stroke="' + stroke +
           '" stroke-width="1.2"' + dash + '/>';
  }

  // A GOLD coin with a number.
  function coin(cx, cy, n) {
    return '<circle cx="' + r1(cx) + '" cy="' + r1(cy) + '" r="9" fill="#f2c230" stroke="#9a7300" stroke-width="1.2"/>' +
           text(cx, cy + 4, esc(n), 'text-anchor="middle" font-size="11" font-weight="bold" fill="#3d2e00"');
  }

  // The alliance-chief pawn: a dark disc with a golden crown.
  function chiefPawn(cx, cy) {
    var x = cx, y = cy;
    return '<circle cx="' + r1(x) + '" cy="' + r1(y) + '" r="9" fill="#2f2a24" stroke="#000" stroke-width="0.8"/>' +
           '<path d="M' + r1(x - 5.5) + ' ' + r1(y + 3.5) + ' L' + r1(x - 5.5) + ' ' + r1(y - 3.5) + ' L' +
           r1(x - 2.5) + ' ' + r1(y) + ' L' + r1(x) + ' ' + r1(y - 5) + ' L' + r1(x + 2.5) + ' ' + r1(y) +
           ' L' + r1(x + 5.5) + ' ' + r1(y - 3.5) + ' L' + r1(x + 5.5) + ' ' + r1(y + 3.5) +
           ' Z" fill="#f2c230"/>';
  }

  // A five-pointed star (guild master, winner).
  function star(cx, cy, rad, fill) {
    var pts = [];
    for (var i = 0; i < 10; ++i) {
      var a = -Math.PI / 2 + i * Math.PI / 5;
      var rr = i % 2 ? rad * 0.45 : rad;
      pts.push(r1(cx + rr * Math.cos(a)) + ',' + r1(cy + rr * Math.sin(a)));
    }
    return '<polygon points="' + pts.join(' ') + '" fill="' + fill + '" stroke="#7a5a00" stroke-width="0.8"/>';
  }

  // A resource chip: a disc with the letter, then the amount.
  function resourceChip(x, y, letter, amount) {
    var k = RESINFO[letter];
    var c = CAT[k.cat];
    var o = rect(x, y, 46, 18, 'rx="4" fill="' + c.fill + '" stroke="' + c.dark + '" stroke-width="0.8"');
    o += '<circle cx="' + r1(x + 9) + '" cy="' + r1(y + 9) + '" r="6.5" fill="' + c.dark + '"/>';
    o += text(x + 9, y + 12.5, letter, 'text-anchor="middle" font-size="9" font-weight="bold" fill="#fff"');
    o += text(x + 40, y + 13.5, amount === undefined ? '?' : esc(amount),
              'text-anchor="end" font-size="12" font-weight="bold" fill="#222"');
    return group(o, k.name + ': ' + (amount === undefined ? '?' : amount));
  }

  function resourceChips(x, y, s) {
    var res = parseResources(s);
    var o = '';
    for (var i = 0; i < RES.length; ++i) o += resourceChip(x + i * 50, y, RES[i], res[RES[i]]);
    return o;
  }

  C.card = card;
  C.envoy = envoy;
  C.coin = coin;
  C.chiefPawn = chiefPawn;
  C.star = star;
  C.resourceChips = resourceChips;
})(Arbiter);
