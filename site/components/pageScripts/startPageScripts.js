// Starts the page's scripts, held by the server in <template id="page-scripts">, once the page has
// loaded and painted its content, or 3000 ms after parsing, whichever comes first. Why, and the
// figures: site/rules/pageScripts.ts (PAGE_SCRIPTS_TEMPLATE_ID, START_AT_LATEST_MS;
// spec/unit/pageScripts.test.ts keeps them equal). Served as is (no bundling), as a classic deferred
// script, so it stays tiny and runs after parsing. No animation frame or timer but the cap: a test
// may stop the page's clock, and the page must still start.
(function () {
  var started = false;
  var loaded = document.readyState === 'complete';
  var painted = false;

  // Adding a script or a module preload makes the browser start its request there and then, up to 2 ms
  // each; the page holds ~16 of them. They are added a few at a time, each batch in a task of its own
  // (a message to itself: a task, but not a timer a test's clock could stop), so that no task of the
  // page's start is long on a slow phone (decision 029). The entry script goes first.
  var SLICE_MS = 4;
  var copies = [];
  var channel = window.MessageChannel ? new MessageChannel() : null;
  if (channel)
    channel.port1.onmessage = function () {
      addSome();
    };

  function addSome() {
    var began = performance.now();
    while (copies.length > 0) {
      document.body.appendChild(copies.shift());
      if (copies.length > 0 && channel && performance.now() - began >= SLICE_MS) {
        channel.port2.postMessage(null);
        return;
      }
    }
  }

  function start() {
    if (started) return;
    started = true;
    // The template stays, inert: the server's markup keeps every element it sent.
    var template = document.getElementById('page-scripts');
    if (!template) return;
    // Copies, not the template's own nodes: a script parsed inside a <template> never runs.
    var held = template.content.querySelectorAll('script, link');
    for (var i = 0; i < held.length; i++) {
      var copy = document.createElement(held[i].localName);
      for (var j = 0; j < held[i].attributes.length; j++)
        copy.setAttribute(held[i].attributes[j].name, held[i].attributes[j].value);
      copies.push(copy);
    }
    addSome();
  }

  function startWhenReady() {
    if (loaded && painted) start();
  }

  if (!loaded)
    window.addEventListener('load', function () {
      loaded = true;
      startWhenReady();
    });

  // The load event can come before the first paint (the page's layout is still being made): the
  // content is painted first all the same.
  if (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0) {
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      painted = true;
      startWhenReady();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else painted = true;

  setTimeout(start, 3000);
  startWhenReady();
})();
