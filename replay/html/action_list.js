// The HTML report's list of actions (frame.js builds its rows): only the rows in view, and a
// margin around them, are in the DOM, the list's padding standing for the others. A record of
// 60,000 actions then loads and steps as fast as a short one: building 60,000 <li> took 4.5 s,
// and lighting the current one meant a pass over all of them at every step.
(function () {
  'use strict';

  var A = (window.Arbiter = window.Arbiter || {});
  var MARGIN = 40;       // rows drawn above and below the view
  var ROW_HEIGHT = 18;   // until a drawn row is measured (frame.css: 12px, line height 1.5)

  // rows: [{step, cls, title, html}] in order (step null: not a step, e.g. an event); the row of a
  // step is its first row whose class is not "error". list: the <ol>; scroller: the element that
  // scrolls it; pick(step): a row was clicked. Returns {show(step), drawn()}.
  A.actionList = function (list, scroller, rows, pick) {
    var rowOf = {};
    rows.forEach(function (r, i) {
      if (r.step !== null && r.cls !== 'error' && rowOf[r.step] === undefined) rowOf[r.step] = i;
    });
    var height = ROW_HEIGHT;
    var measured = false;
    var lit = -1;
    var from = 0, to = 0;

    function rowHtml(i) {
      var r = rows[i];
      var cls = (r.cls ? r.cls + ' ' : '') + (i === lit ? 'current' : '');
      return '<li' + (cls ? ' class="' + cls.trim() + '"' : '') +
        (r.step !== null ? ' data-step="' + r.step + '"' : '') +
        (r.title ? ' title="' + A.esc(r.title) + '"' : '') + '>' + r.html + '</li>';
    }

    // Where the list starts in the scroller's content.
    function listTop() {
      return list.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
    }

    function draw() {
      var top = scroller.scrollTop - listTop();
      from = Math.max(0, Math.floor(top / height) - MARGIN);
      to = Math.min(rows.length, Math.ceil((top + scroller.clientHeight) / height) + MARGIN);
      var html = [];
      for (var i = from; i < to; i++) html.push(rowHtml(i));
      list.style.paddingTop = from * height + 'px';
      list.style.paddingBottom = (rows.length - to) * height + 'px';
      list.innerHTML = html.join('');
      if (!measured && list.firstElementChild) {
        var h = list.firstElementChild.getBoundingClientRect().height;
        if (h > 0) {
          measured = true;
          if (Math.abs(h - height) > 0.01) { height = h; draw(); }
        }
      }
    }

    // The row scrolled into view (the nearest edge), as scrollIntoView({block: 'nearest'}).
    function reveal(i) {
      var y = listTop() + i * height;
      if (y < scroller.scrollTop) scroller.scrollTop = y;
      else if (y + height > scroller.scrollTop + scroller.clientHeight) scroller.scrollTop = y + height - scroller.clientHeight;
    }

    scroller.addEventListener('scroll', draw);
    list.addEventListener('click', function (ev) {
      var li = ev.target.closest('li[data-step]');
      if (li) pick(Number(li.getAttribute('data-step')));
    });
    draw();
    return {
      show: function (step) {
        lit = rowOf[step] === undefined ? -1 : rowOf[step];
        if (lit >= 0) reveal(lit);
        draw();
      },
      drawn: function () { return [from, to]; }
    };
  };
})();
