// Starts the page's held scripts once it has loaded and painted, or 3 s after parsing. Served as is, so
// kept short: why and how, site/rules/pageScripts.ts (spec/unit/pageScripts.test.ts keeps them equal).
(function () {
  var started = false;
  var loaded = document.readyState === 'complete';
  var painted = false;
  var copies = [];
  // Batches are added in tasks of their own: a message, not a timer a test's clock could stop.
  var channel = window.MessageChannel ? new MessageChannel() : null;
  if (channel)
    channel.port1.onmessage = function () {
      addSome();
    };

  function addSome() {
    var began = performance.now();
    while (copies.length > 0) {
      document.body.appendChild(copies.shift());
      if (copies.length > 0 && channel && performance.now() - began >= 4) {
        channel.port2.postMessage(null);
        return;
      }
    }
  }

  function start() {
    if (started) return;
    started = true;
    var template = document.getElementById('page-scripts');
    if (!template) return;
    // Copies: a script parsed inside a <template> never runs.
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
