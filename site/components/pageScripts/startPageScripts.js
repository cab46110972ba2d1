// Starts the page's scripts, held by the server in <template id="page-scripts">, once the page has
// loaded or 3000 ms after parsing, whichever comes first. Why, and the figures: site/rules/pageScripts.ts
// (PAGE_SCRIPTS_TEMPLATE_ID, START_AT_LATEST_MS; spec/unit/pageScripts.test.ts keeps them equal).
// Served as is (no bundling), as a classic deferred script, so it stays tiny and runs after parsing.
(function () {
  var started = false;
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
      document.body.appendChild(copy);
    }
  }
  if (document.readyState === 'complete') start();
  else {
    window.addEventListener('load', start);
    setTimeout(start, 3000);
  }
})();
