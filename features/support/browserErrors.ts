import { After, Status } from '@cucumber/cucumber';
import type { Page } from 'playwright';
import { RECOVERABLE_ERROR } from '../../site/components/navigation/reportRecoverableError.ts';
import type { SiteWorld } from './world.ts';

const seen = new WeakMap<SiteWorld, string[]>();
const failingFetchesExpected = new WeakSet<SiteWorld>();

/**
 * What a browser reports that no visitor should cause: an exception the page did not catch, or a
 * console error — React's recoverable errors above all (a hydration mismatch, decision 016), which
 * site/pages/+react.client.ts logs. Not counted: the browser's own notice of a failed request (a scenario
 * may ask for a 404 or make the API fail on purpose) and what the Content-Security-Policy blocked,
 * which cspViolations.ts checks on its own.
 */
function isSiteError(world: SiteWorld, text: string): boolean {
  if (text.startsWith(RECOVERABLE_ERROR)) return true;
  if (failingFetchesExpected.has(world) && text.startsWith('TypeError: Failed to fetch')) return false;
  return !/^Failed to load resource:|^Refused to |violates the following Content Security Policy directive/u.test(text);
}

/**
 * A scenario whose network fails a request on purpose (a page that never arrives): the router reports
 * the failed fetch on the console, as it should, and that is not an error of the site.
 */
export function expectFailingFetches(world: SiteWorld) {
  failingFetchesExpected.add(world);
}

/** Records the page's uncaught exceptions and console errors for the After hook below. */
export function watchBrowserErrors(world: SiteWorld, page: Page) {
  const errors: string[] = [];
  seen.set(world, errors);
  page.on('pageerror', (error) => errors.push(`uncaught ${error.name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && isSiteError(world, message.text()))
      errors.push(`console error: ${message.text()}`);
  });
}

/** The errors so far, handed over and forgotten: a scenario that expects one takes it. */
export function takeBrowserErrors(world: SiteWorld): string[] {
  return (seen.get(world) ?? []).splice(0);
}

/** Every scenario fails on a browser error it did not take: a hydration mismatch cannot slip in unseen. */
After(function (this: SiteWorld, { result }) {
  if (result?.status !== Status.PASSED) return;
  const left = takeBrowserErrors(this);
  if (left.length > 0)
    throw new Error(
      `The page reported errors (a hydration mismatch, a crash):\n${left.map((e) => `  - ${e}`).join('\n')}`,
    );
});
