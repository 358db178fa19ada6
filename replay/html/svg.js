// replay/html/svg.js: draws nothing itself; the small helpers the games' board drawers
// (engine/<game>/board*.js) share, as Arbiter.svg. The page loads it after frame.js (Arbiter.esc)
// and before the game's drawer. Plain ES2019, pure functions; none throws on JSON input.
(function (A) {
  'use strict';

  // Text for SVG: the frame's escape (Arbiter.esc); null and undefined draw as nothing.
  function esc(s) {
    return Arbiter.esc(s === null || s === undefined ? '' : s);
  }

  function isObj(v) {
    return v !== null && typeof v === 'object' && !Array.isArray(v);
  }

  function arr(v) {
    return Array.isArray(v) ? v : [];
  }

  // A finite number from a number or a numeric string, else dflt.
  function num(v, dflt) {
    var n = typeof v === 'number' ? v : typeof v === 'string' && v !== '' ? Number(v) : NaN;
    return isFinite(n) ? n : dflt;
  }

  // A value as text: '' for null and undefined, JSON for an object or array ('?' when it has none).
  function str(v) {
    if (v === null || v === undefined) return '';
    if (typeof v === 'object') {
      try {
        return JSON.stringify(v);
      } catch (e) {
        return '?';
      }
    }
    return String(v);
  }

  // v rounded to one decimal, as text (a coordinate).
  function r1(v) {
    return String(Math.round(v * 10) / 10);
  }

  // <text> at (x, y) with the attributes `attrs`; `content` must already be escaped.
  function text(x, y, content, attrs) {
    return '<text x="' + r1(x) + '" y="' + r1(y) + '" ' + (attrs || '') + '>' + content + '</text>';
  }

  // A CSS colour safe to put in an attribute: c, else the fallback of seat i.
  function safeColour(c, i, fallbacks) {
    if (typeof c === 'string' && /^[#a-zA-Z0-9(),.%\s+-]{1,64}$/.test(c)) return c;
    var n = fallbacks.length;
    return fallbacks[((i % n) + n) % n];
  }

  // The colour of seat i, cached: ctx.color(i) when it is safe, else one of `fallbacks`.
  function seatColours(ctx, fallbacks) {
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
        cache[i] = safeColour(c, i, fallbacks);
      }
      return cache[i];
    };
  }

  // One <svg> element, width x height on white, holding `body` (SVG text).
  function root(width, height, body) {
    return '<svg xmlns="http://www.w3.org/2000/svg" width="' + width + '" height="' + height +
      '" viewBox="0 0 ' + width + ' ' + height + '" font-family="Helvetica, Arial, sans-serif"' +
      ' role="img"><rect width="100%" height="100%" fill="#ffffff"/>' + body + '</svg>';
  }

  A.svg = {
    esc: esc,
    isObj: isObj,
    arr: arr,
    num: num,
    str: str,
    r1: r1,
    text: text,
    seatColours: seatColours,
    root: root
  };
  // The parts of each game's drawer (its files share them here), by game.
  A.parts = A.parts || {};
})(Arbiter);
