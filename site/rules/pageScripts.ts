/**
 * The page's scripts start after the page has loaded and painted (decision 018). Vike writes them at the end of
 * the body: the client entry and a `modulepreload` for every chunk it imports. A browser's preload
 * scanner requests them at once, so on a slow link ~120 KiB of script share the first second with the
 * stylesheet, the fonts and the hero, which is what a visitor waits to see. Held in an inert
 * <template>, nothing of them is fetched until `startPageScripts.js` copies them into the document
 * once the `load` event has fired and the first contentful paint is done (or after START_AT_LATEST_MS,
 * whichever comes first): the content arrives and shows first, then the code that makes it
 * interactive, which it already is as plain HTML (links, anchors). The load event alone is not enough:
 * with the fonts preloaded it can come while the browser is still laying the page out.
 *
 * `startPageScripts.js` is served as is (no bundling), as a classic deferred script, so its comments are
 * bytes of every page: the why lives here.
 * - It uses no animation frame and no timer but the cap: a browser test may stop the page's clock, and
 *   the page must still start.
 * - The template stays, inert, and the starter adds copies of its tags: a script parsed inside a
 *   <template> never runs, and the server's markup keeps every element it sent.
 * - Adding a script or a module preload makes the browser start its request there and then, up to 2 ms
 *   each on a fast machine, and a page holds ~16 of them: the starter adds the entry first, then the
 *   preloads, for at most 4 ms per task, posting a message to itself between batches (a task, but not a
 *   timer), so that no task of the page's start is long on a slow phone (decision 029).
 */

/** The <template> that holds the page's scripts; startPageScripts.js looks for the same id. */
export const PAGE_SCRIPTS_TEMPLATE_ID = 'page-scripts';

/**
 * The longest a page waits for its load and first paint before starting its scripts anyway, counted from the
 * end of parsing: a stalled image must not keep the page from becoming interactive. The starter
 * script holds the same figure.
 */
export const START_AT_LATEST_MS = 3000;

// Vike's tags as it writes them at the end of the body: the entry module (a nonce may come first),
// then the module preloads, then </body>. Only the build's own output ever goes through it.
const PAGE_SCRIPTS_AT_BODY_END =
  /(<script\b[^>]*\bsrc="\/assets\/entries\/[^"]+"[^>]*><\/script>(?:\s*<link\b[^>]*\brel="modulepreload"[^>]*>)*)(\s*<\/body>)/u;

/**
 * `html` with Vike's script tags held in the template. Throws when they are not where Vike puts them:
 * a new Vike that writes them differently must not silently leave the scripts competing with the
 * content again (the build stops; the server's renders are covered by the same tests).
 */
export function holdPageScripts(html: string): string {
  if (pageScriptsHeld(html)) return html;
  // One pass over the page: this runs on every page the server renders.
  const match = PAGE_SCRIPTS_AT_BODY_END.exec(html);
  if (!match)
    throw new Error(
      'holdPageScripts: no Vike entry <script src="/assets/entries/…"> with its modulepreload links just before </body>. ' +
        'If Vike changed where it injects scripts, update PAGE_SCRIPTS_AT_BODY_END in site/rules/pageScripts.ts.',
    );
  // Stryker disable next-line StringLiteral: both groups always take part in a match; the defaults are for the type checker
  const [all, tags = '', end = ''] = match;
  return `${html.slice(0, match.index)}<template id="${PAGE_SCRIPTS_TEMPLATE_ID}">${tags}</template>${end}${html.slice(match.index + all.length)}`;
}

/** Whether `html` holds its page scripts in the template (tools/checkPrerender.ts checks every page). */
export function pageScriptsHeld(html: string): boolean {
  return html.includes(`<template id="${PAGE_SCRIPTS_TEMPLATE_ID}"><script`);
}
