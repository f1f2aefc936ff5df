/**
 * The live pages' one script (`/live.js`): it listens to the server's Server-Sent Events and, when the results
 * change, fetches its own page again and puts the new `<main>` in place of the old one — no reload, the
 * reader's scroll position kept. The screen's fields take turns every few seconds (`data-cycle` on `<main>`).
 * Without scripts the page refreshes itself (a `<noscript>` refresh in the head) and shows every field.
 */
export const LIVE_SCRIPT = `'use strict';
(function () {
  var meta = document.querySelector('meta[name="bridgescore-version"]');
  var version = meta ? meta.getAttribute('content') : '';
  var turn = 0;
  var timer = 0;
  function cycle() {
    var main = document.querySelector('main');
    var seconds = main ? Number(main.getAttribute('data-cycle')) : 0;
    var fields = main ? main.querySelectorAll('.field') : [];
    if (timer) clearInterval(timer);
    timer = 0;
    if (!(seconds > 0) || fields.length < 2) return;
    function show() {
      for (var i = 0; i < fields.length; i++) fields[i].hidden = i !== turn % fields.length;
    }
    show();
    timer = setInterval(function () { turn++; show(); }, seconds * 1000);
  }
  function load(next) {
    fetch(location.pathname + location.search, { cache: 'no-store' })
      .then(function (r) { return r.ok ? r.text() : Promise.reject(r.status); })
      .then(function (text) {
        var page = new DOMParser().parseFromString(text, 'text/html');
        var fresh = page.querySelector('main');
        var old = document.querySelector('main');
        if (!fresh || !old) return;
        old.replaceWith(document.importNode(fresh, true));
        var m = page.querySelector('meta[name="bridgescore-version"]');
        version = m ? m.getAttribute('content') : next;
        document.title = page.title;
        document.documentElement.setAttribute('data-version', version);
        cycle();
      })
      .catch(function () {});
  }
  cycle();
  if (!window.EventSource) return;
  var events = new EventSource('/events');
  events.addEventListener('version', function (e) {
    if (e.data !== version) load(e.data);
  });
})();
`;
