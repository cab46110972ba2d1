import assert from 'node:assert/strict';
import { Given, Then } from '@cucumber/cucumber';
import type { SiteWorld } from '../support/world.ts';

/** What a scenario saw that only running hostile script could cause: dialogs, errors in the console or the page. */
const watched = new WeakMap<SiteWorld, { dialogs: string[]; consoleErrors: string[]; pageErrors: string[] }>();

/**
 * Sets the scene for a page showing content from outside: from now on, every dialog the page opens (closed at once),
 * every error in its console and every uncaught error is noted, for "no hostile script ran".
 * @topic HTTP answers and security
 * @looks the page's dialogs, console and errors
 * @example the page is watched for script that must not run
 * @example страница под наблюдением: чужой скрипт не должен выполниться
 */
async function thePageIsWatchedForScriptThatMustNotRun(this: SiteWorld) {
  const seen = { dialogs: [] as string[], consoleErrors: [] as string[], pageErrors: [] as string[] };
  watched.set(this, seen);
  this.page.on('dialog', (dialog) => {
    seen.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  // A blocked script (CSP, a refused javascript: URL) says so in the console as an error.
  this.page.on('console', (message) => {
    if (message.type() === 'error') seen.consoleErrors.push(message.text());
  });
  this.page.on('pageerror', (error) => seen.pageErrors.push(error.message));
}
Given('the page is watched for script that must not run', thePageIsWatchedForScriptThatMustNotRun);
Given('страница под наблюдением: чужой скрипт не должен выполниться', thePageIsWatchedForScriptThatMustNotRun);

/**
 * Checks that no script slipped into the content ran: no frame of the page has the mark the test content sets when it
 * runs, no dialog opened, no error was logged or thrown since the watching began, no link runs script (`javascript:`,
 * `vbscript:`, `data:`), no frame, object or script-bearing style is in the page, and no element of the main content
 * carries an event handler.
 * @topic HTTP answers and security
 * @looks the whole page, every frame, and what was noted since "the page is watched for script that must not run"
 * @example no hostile script ran
 * @example ни один чужой скрипт не выполнился
 */
async function noHostileScriptRan(this: SiteWorld) {
  const seen = watched.get(this);
  assert.ok(
    seen,
    'the page was not watched: start the scenario with "the page is watched for script that must not run"',
  );
  // Every payload of the corpus sets window.__xss (or parent.__xss from a frame) if it runs.
  const flags = await Promise.all(
    this.page.frames().map((frame) => frame.evaluate('window.__xss').catch(() => undefined)),
  );
  // Links and elements that could run script on a click or load, wherever they ended up in the DOM.
  const dangerous = await this.page.evaluate<
    string[]
  >(`[...document.querySelectorAll('a[href], iframe, object, embed, [srcdoc], [style*="expression"], [style*="javascript"]')]
    .filter((el) => el.tagName !== 'A' || /^(javascript|vbscript|data):/i.test(el.getAttribute('href').replace(/[\\u0000-\\u0020]/g, '')))
    .map((el) => el.outerHTML.slice(0, 120))`);
  const handlers = await this.page.evaluate<string[]>(`[...document.querySelectorAll('main *')]
    .flatMap((el) => [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => el.tagName + ' ' + a.name))`);
  assert.deepEqual(
    {
      flags: flags.filter((flag) => flag !== undefined),
      dialogs: seen.dialogs,
      consoleErrors: seen.consoleErrors,
      pageErrors: seen.pageErrors,
      dangerous,
      handlers,
    },
    { flags: [], dialogs: [], consoleErrors: [], pageErrors: [], dangerous: [], handlers: [] },
  );
}
Then('no hostile script ran', noHostileScriptRan);
Then('ни один чужой скрипт не выполнился', noHostileScriptRan);
