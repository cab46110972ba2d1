import { describe, expect, it } from 'vitest';
import { inlineScriptProblems } from '../../tools/build/inlineScripts.ts';

describe('the prerendered pages’ inline-script check (tools/checkPrerender.ts, decision 012)', () => {
  it('passes what the build writes today: data blocks and external module scripts', () => {
    const page =
      '<html><head><script id="vike_pageContext" type="application/json">{"a":"</p>"}</script>' +
      '<script type="application/ld+json">{}</script><style>p{color:red}</style></head>' +
      '<body style="margin:0"><script src="/assets/entries/app.js" type="module" async></script></body></html>';
    expect(inlineScriptProblems(page)).toEqual([]);
  });

  it.each([
    ['a classic inline script', '<script>alert(1)</script>', /inline executable <script>: alert\(1\)/],
    ['an inline module script', '<script type="module">import("/x.js")</script>', /inline executable/],
    ['an unknown script type', '<script type="text/x-template">x</script>', /inline executable/],
    ['an empty inline script', '<script></script>', /inline executable/],
    ['a baked-in nonce', '<script nonce="abc" src="/a.js"></script>', /baked-in nonce/],
    ['an event handler', '<img src="/a.png" onerror="alert(1)">', /event handler attribute onerror/],
    ['an upper-case event handler', '<body ONLOAD="x()">', /event handler attribute onload/],
    ['a javascript: link', '<a href=" JaVaScRiPt:alert(1)">x</a>', /javascript: URL/],
    ['an entity-encoded javascript: link', '<a href="jav&#x09;ascript:alert(1)">x</a>', /javascript: URL/],
  ])('fails on %s', (_, html, problem) => {
    expect(inlineScriptProblems(`<html><body>${html}</body></html>`)).toEqual([expect.stringMatching(problem)]);
  });
});
