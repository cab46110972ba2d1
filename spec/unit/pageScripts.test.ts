import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  PAGE_SCRIPTS_TEMPLATE_ID,
  START_AT_LATEST_MS,
  holdPageScripts,
  pageScriptsHeld,
} from '../../site/rules/pageScripts.ts';

const ENTRY = '<script src="/assets/entries/entry-client-routing.B32yYb_Q.js" type="module" async></script>';
const PRELOADS =
  '\n<link rel="modulepreload" href="/assets/entries/site_pages_index.MneoI-7G.js" as="script" type="text/javascript">' +
  '\n<link rel="modulepreload" href="/assets/chunks/chunk-XKyaHtl9.js" as="script" type="text/javascript">';
const DATA = '<script id="vike_pageContext" type="application/json">{"pageId":"/site/pages/index"}</script>';
const page = (tags: string) =>
  `<!DOCTYPE html><html><head></head><body><div id="root"><p>Hi</p></div>${DATA}\n${tags}\n</body></html>`;

describe('holding the page scripts until the page has loaded (site/rules/pageScripts.ts, decision 018)', () => {
  it('puts the entry script and every module preload in the template, and leaves the page data outside', () => {
    const held = holdPageScripts(page(ENTRY + PRELOADS));
    expect(held).toContain(`<template id="${PAGE_SCRIPTS_TEMPLATE_ID}">${ENTRY}${PRELOADS}</template>\n</body>`);
    expect(held.indexOf(DATA)).toBeLessThan(held.indexOf('<template'));
    expect(held.match(/<script src=|<link rel="modulepreload"/gu)).toHaveLength(3);
    expect(pageScriptsHeld(held)).toBe(true);
  });

  it('holds the scripts of a page rendered with a nonce', () => {
    const withNonce = ENTRY.replace('<script ', '<script nonce="r4nd0m" ');
    expect(holdPageScripts(page(withNonce + PRELOADS))).toContain(
      `<template id="${PAGE_SCRIPTS_TEMPLATE_ID}">${withNonce}`,
    );
  });

  it('leaves a page that already holds them as it is', () => {
    const once = holdPageScripts(page(ENTRY + PRELOADS));
    expect(holdPageScripts(once)).toBe(once);
  });

  it('refuses a page whose scripts are not where Vike writes them, and says what to update', () => {
    expect(pageScriptsHeld(page(ENTRY))).toBe(false);
    expect(() => holdPageScripts(page(''))).toThrow(/no Vike entry <script .*PAGE_SCRIPTS_AT_BODY_END/u);
    expect(() => holdPageScripts(page(`${ENTRY}<p>after</p>`))).toThrow(/just before <\/body>/u);
  });

  it('the starter script in the browser looks for the same template and waits as long', () => {
    const starter = readFileSync(
      new URL('../../site/components/pageScripts/startPageScripts.js', import.meta.url),
      'utf8',
    );
    expect(starter).toContain(`getElementById('${PAGE_SCRIPTS_TEMPLATE_ID}')`);
    expect(starter).toContain(`setTimeout(start, ${START_AT_LATEST_MS})`);
  });
});
