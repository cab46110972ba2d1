/*
 * The local stand-in for the web-analytics counter (site/config/analytics.ts): it keeps the page
 * views it is told about in memory and sends nothing anywhere. A real counter replaces it by setting
 * VITE_ANALYTICS_SRC at build time.
 */
(function () {
  var script = document.currentScript;
  var counter = (script && script.getAttribute('data-counter')) || 'local';
  var hits = [];
  window.siteAnalytics = {
    counter: counter,
    hits: hits,
    hit: function (url) {
      hits.push({ url: String(url), at: Date.now() });
    },
  };
  window.siteAnalytics.hit(location.href);
})();
