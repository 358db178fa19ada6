// The HTML replay report's frame (replay/html/frame.html), the same for every game: it rebuilds each
// step's state from the report's keyframes and JSON patches (fast-json-patch, bundled), drives the
// step controls, the action list, the error panel, the score chart and the lit phase, and asks the
// game's drawer (engine/<game>/board*.js, Arbiter.drawers[game].board(state, ctx)) for the board.
// The page's state for tests and links: location.hash "#step=N"; Arbiter.step() and
// Arbiter.stateAt(n) from the console.
(function () {
  'use strict';

  var SEAT_COLORS = ['#d62728', '#1f77b4', '#2ca02c', '#9467bd', '#ff7f0e', '#8c564b'];

  function esc(s) {
    return String(s).replace(/[&<>"']/g, function (c) {
      return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c];
    });
  }

  var A = (window.Arbiter = window.Arbiter || {});
  A.drawers = A.drawers || {};
  A.esc = esc;
  A.color = function (i) { return SEAT_COLORS[((i % SEAT_COLORS.length) + SEAT_COLORS.length) % SEAT_COLORS.length]; };

  var data = null;
  var current = 0;
  var last = 0;          // the last valid step
  var cache = {};        // step -> state, the most recently built ones
  var cacheOrder = [];
  var hashTimer = null;
  var actionList = null;  // action_list.js, once the rows are made

  function el(id) { return document.getElementById(id); }

  // The state after `n` actions: the keyframe at or before n (or the step before, when built),
  // then the patches up to n.
  function stateAt(n) {
    if (cache[n]) return cache[n];
    var every = data.keyframe_every;
    var k = n - (n % every);
    // Stepping forward starts from the step before when it is at hand: one patch, not up to 31.
    var from = n > k && cache[n - 1] ? n - 1 : k;
    var s = JSON.parse(JSON.stringify(from === k ? data.keyframes[String(k)] : cache[n - 1]));
    for (var i = from + 1; i <= n; i++) s = jsonpatch.applyPatch(s, data.patches[i], false, true).newDocument;
    cache[n] = s;
    cacheOrder.push(n);
    if (cacheOrder.length > 64) delete cache[cacheOrder.shift()];
    return s;
  }
  A.stateAt = function (n) { return JSON.parse(JSON.stringify(stateAt(n))); };
  A.step = function () { return current; };

  function seatIndex(name) { return data.seats ? data.seats.indexOf(name) : -1; }

  // The board of step `n` as SVG text, from the game's drawer (null when the game has none).
  function boardAt(n) {
    var drawer = A.drawers[data.game];
    if (!drawer) return null;
    var ctx = {
      step: n,
      prev: n > 0 ? stateAt(n - 1) : null,
      action: n > 0 ? data.actions[n - 1].text : null,
      seats: data.seats || [],
      color: A.color,
      seatIndex: seatIndex
    };
    return drawer.board(stateAt(n), ctx);
  }
  A.boardAt = function (n) { return boardAt(n); };

  // A drawer that throws is a bug: the page says so in place of the board and logs it (the
  // browser tests fail on any console error), and stepping goes on.
  function drawBoard(n) {
    var svg;
    try {
      svg = boardAt(n);
    } catch (e) {
      console.error('board of step ' + n + ': ' + (e && e.stack ? e.stack : e));
      el('board').innerHTML = '<p class="missing">The ' + esc(data.game) + ' board cannot be drawn at step ' +
        n + ': ' + esc(e && e.message ? e.message : e) + '</p>';
      return;
    }
    el('board').innerHTML = svg !== null ? svg
      : '<p class="missing">No board drawer for ' + esc(data.game) + '.</p>';
  }

  function describeStep(n) {
    var text = 'step ' + n + ' / ' + last;
    if (n > 0) text += ' \u2014 ' + data.actions[n - 1].text + ' (line ' + data.actions[n - 1].line + ')';
    else text += ' \u2014 start';
    if (data.error && n === data.error.step) text += ' \u2014 the next action is the error';
    return text;
  }

  // The action list (action_list.js): its row of step n lit and scrolled into view.
  function markAction(n) {
    if (actionList) actionList.show(n);
  }

  function lightPhase(n) {
    var svg = el('phases');
    var lit = svg.querySelectorAll('g.node.lit');
    for (var i = 0; i < lit.length; i++) lit[i].classList.remove('lit');
    var node = svg.querySelector('#phase-' + data.phases[n]);
    if (node) node.classList.add('lit');
  }

  function scoreMarker(n) {
    var m = el('score-marker');
    if (!m) return;
    var x = Number(m.getAttribute('data-x0')) + n * Number(m.getAttribute('data-dx'));
    m.setAttribute('x1', x);
    m.setAttribute('x2', x);
  }

  function go(n) {
    n = Math.max(0, Math.min(last, n | 0));
    current = n;
    el('slider').value = n;
    el('where').textContent = describeStep(n);
    drawBoard(n);
    markAction(n);
    lightPhase(n);
    scoreMarker(n);
    el('error-panel').hidden = !(data.error && n === data.error.step);
    // The URL follows a moment later: browsers throttle history updates, and a held arrow key
    // steps faster than that.
    clearTimeout(hashTimer);
    hashTimer = setTimeout(function () {
      if (history.replaceState) history.replaceState(null, '', '#step=' + current);
    }, 120);
    document.body.setAttribute('data-step', String(n));
  }
  A.go = go;

  // The title, the record's main tags in a line, and every tag (the options) under a fold.
  function renderTitle() {
    el('title').textContent = data.title;
    var main = ['Event', 'Site', 'Date', 'Round', 'Result'];
    var line = [];
    main.forEach(function (k) { if (data.tags[k] !== undefined) line.push(k + ': ' + data.tags[k]); });
    var end = data.error ? 'invalid at line ' + data.error.line
      : data.terminal ? 'game over' : data.complete ? 'record complete' : 'record ends mid-game';
    var n = Math.max(0, last);
    line.push(n + ' action' + (n === 1 ? '' : 's') + ', ' + end);
    var all = Object.keys(data.tags).map(function (k) {
      return '<span>' + esc(k) + ': ' + esc(data.tags[k]) + '</span>';
    });
    el('tags').innerHTML = esc(line.join(' \u00b7 ')) +
      (all.length ? ' \u00b7 <details><summary>all ' + all.length + ' tags</summary>' + all.join(' \u00b7 ') + '</details>' : '');
  }

  // The rows of the action list: the start, each action with the events it caused, the error.
  function actionRows() {
    var rows = [{ step: 0, cls: 'start', title: '', html: '<span class="line"></span>start' }];
    var events = {};
    (data.events || []).forEach(function (e) { (events[e.step] = events[e.step] || []).push(e); });
    data.actions.forEach(function (a, i) {
      rows.push({ step: i + 1, cls: '', title: 'line ' + a.line + ', column ' + a.col,
        html: '<span class="line">' + a.line + '</span>' + esc(a.text) });
      (events[i + 1] || []).forEach(function (e) { rows.push({ step: null, cls: 'event', title: '', html: esc(e.text) }); });
    });
    if (data.error) {
      rows.push({ step: data.error.step, cls: 'error', title: 'the error',
        html: '<span class="line">' + data.error.line + '</span>' + esc(data.error.token || '(error)') +
          ' \u2716 [' + esc(data.error.rule) + ']' });
    }
    return rows;
  }

  function renderActions() {
    actionList = A.actionList(el('actions'), el('moves'), actionRows(), go);
  }

  function renderError() {
    var e = data.error;
    if (!e) return;
    var parts = ['<h2>' + esc(data.file) + ':' + e.line + ':' + e.col + ': error: [' + esc(e.rule) + '] ' +
      esc(e.message) + '</h2>'];
    if (e.source) {
      var caret = new Array(Math.max(0, e.source_col - 1) + 1).join(' ') + '^';
      parts.push('<pre>' + esc(e.source) + '\n' + caret + '</pre>');
    }
    if (e.token) parts.push('<p>The action: <code>' + esc(e.token) + '</code>, after ' + e.step +
      ' valid action' + (e.step === 1 ? '' : 's') + '. The board shows the state before it.</p>');
    if (e.note) {
      parts.push('<div class="rule"><strong>' + esc(e.note.rule) + ' \u2014 ' + esc(e.note.title) + '</strong>' +
        '<p>' + esc(e.note.text) + '</p><small>' + esc(e.note.source) + '</small></div>');
    }
    if (e.state) parts.push('<p><small>' + esc(e.state) + '</small></p>');
    var lists = [['help', e.help], ['note', e.notes], ['did you mean', e.suggestions]];
    lists.forEach(function (l) {
      if (l[1] && l[1].length)
        parts.push('<ul>' + l[1].map(function (t) { return '<li>' + esc(l[0]) + ': ' + esc(t) + '</li>'; }).join('') + '</ul>');
    });
    el('error-panel').innerHTML = parts.join('');
    var b = el('to-error');
    b.hidden = false;
    b.addEventListener('click', function () { go(e.step); });
  }

  // A line per seat over the steps, hand-drawn in SVG (a few dozen lines; no chart library needed
  // for polylines), and a marker at the current step.
  function renderScores() {
    var rows = data.scores;
    var seats = data.seats || [];
    var W = 640, H = 220, L = 36, R = 10, T = 10, B = 24;
    var max = 1;
    rows.forEach(function (r) { r.forEach(function (v) { max = Math.max(max, v); }); });
    var n = Math.max(1, rows.length - 1);
    var dx = (W - L - R) / n;
    var y = function (v) { return T + (H - T - B) * (1 - v / max); };
    var out = ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ' + W + ' ' + H + '" width="' + W + '" height="' + H + '">'];
    for (var g = 0; g <= 4; g++) {
      var v = Math.round(max * g / 4);
      out.push('<line x1="' + L + '" x2="' + (W - R) + '" y1="' + y(v) + '" y2="' + y(v) + '" stroke="#eee"/>' +
        '<text x="' + (L - 4) + '" y="' + (y(v) + 4) + '" font-size="10" text-anchor="end" fill="#666">' + v + '</text>');
    }
    out.push('<text x="' + (W - R) + '" y="' + (H - 6) + '" font-size="10" text-anchor="end" fill="#666">step ' + (rows.length - 1) + '</text>');
    var width = rows.length ? rows[0].length : 0;
    for (var s = 0; s < width; s++) {
      var pts = rows.map(function (r, i) { return (L + i * dx).toFixed(1) + ',' + y(r[s]).toFixed(1); });
      out.push('<polyline fill="none" stroke-width="2" stroke="' + A.color(s) + '" points="' + pts.join(' ') + '"/>');
    }
    out.push('<line id="score-marker" data-x0="' + L + '" data-dx="' + dx + '" x1="' + L + '" x2="' + L + '" y1="' + T +
      '" y2="' + (H - B) + '" stroke="#000" stroke-dasharray="3,3"/>');
    out.push('</svg>');
    var legend = seats.map(function (name, i) {
      return '<span><i style="background:' + A.color(i) + '"></i>' + esc(name) + '</span>';
    }).join('');
    el('scores').innerHTML = out.join('') + '<div class="legend">' + legend + '</div>';
  }

  function renderPhases() {
    var p = data.phase_diagram;
    el('phases').innerHTML = p.svg || '<p class="missing">' + esc(p.error || 'no phase diagram') + '</p>';
  }

  function stepFromHash() {
    var m = /step=(\d+)/.exec(location.hash || '');
    return m ? Number(m[1]) : null;
  }

  // A record that fails before its first state (a bad position, option or data file): the page
  // is its error, with nothing to step through.
  function startWithoutStates() {
    renderTitle();
    renderError();
    renderPhases();
    el('controls').hidden = true;
    el('error-panel').hidden = false;
    el('board').innerHTML = '<p class="missing">No state to draw: the record fails before its first state.</p>';
    el('actions').innerHTML = data.error ? '<li class="error">' + '<span class="line">' + data.error.line +
      '</span>[' + esc(data.error.rule) + ']</li>' : '';
    el('scores').textContent = 'No scores: no state.';
    document.body.setAttribute('data-step', '0');
    document.body.setAttribute('data-ready', '1');
  }

  A.start = function () {
    data = JSON.parse(el('report').textContent);
    last = data.patches.length - 1;
    if (last < 0) return startWithoutStates();
    var slider = el('slider');
    slider.max = String(last);
    slider.addEventListener('input', function () { go(Number(slider.value)); });
    el('first').addEventListener('click', function () { go(0); });
    el('prev').addEventListener('click', function () { go(current - 1); });
    el('next').addEventListener('click', function () { go(current + 1); });
    el('last').addEventListener('click', function () { go(last); });
    document.addEventListener('keydown', function (ev) {
      if (ev.target && ev.target.tagName === 'INPUT' && ev.target.type !== 'range') return;
      var to = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: last }[ev.key];
      if (to === undefined) return;
      ev.preventDefault();
      go(to);
    });
    renderTitle();
    renderActions();
    renderError();
    renderScores();
    renderPhases();
    var fromHash = stepFromHash();
    // An invalid record opens on its error: the state before the failing action.
    go(fromHash !== null ? fromHash : data.error ? data.error.step : 0);
    document.body.setAttribute('data-ready', '1');
  };
})();
