import type { Page } from 'playwright';

const seen = new WeakMap<object, string[]>();
const failingFetchesExpected = new WeakSet<object>();

/**
 * What a browser reports that no visitor should cause: an exception the page did not catch, or a
 * console error — React's recoverable errors above all (a hydration mismatch). Not counted: the
 * browser's own notice of a failed request (a scenario may ask for a 404 or make the API fail on
 * purpose) and what the Content-Security-Policy blocked, which cspViolations.ts checks on its own.
 */
function isSiteError(scenario: object, text: string): boolean {
  if (failingFetchesExpected.has(scenario) && text.startsWith('TypeError: Failed to fetch')) return false;
  return !/^Failed to load resource:|^Refused to |violates the following Content Security Policy directive/u.test(text);
}

/**
 * A scenario whose network fails a request on purpose (a page that never arrives): a client router
 * reports the failed fetch on the console, as it should, and that is not an error of the site.
 */
export function expectFailingFetches(scenario: object): void {
  failingFetchesExpected.add(scenario);
}

/** Records the page's uncaught exceptions and console errors for the scenario (its World). */
export function watchBrowserErrors(scenario: object, page: Page): void {
  const errors: string[] = [];
  seen.set(scenario, errors);
  page.on('pageerror', (error) => errors.push(`uncaught ${error.name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && isSiteError(scenario, message.text()))
      errors.push(`console error: ${message.text()}`);
  });
}

/** The errors so far, handed over and forgotten: a scenario that expects one takes it. */
export function takeBrowserErrors(scenario: object): string[] {
  return (seen.get(scenario) ?? []).splice(0);
}

/**
 * For an After hook: the errors of a passed scenario that nobody took, as the error to fail it with,
 * so a hydration mismatch cannot slip in unseen.
 */
export function untakenBrowserErrors(scenario: object): Error | undefined {
  const left = takeBrowserErrors(scenario);
  if (left.length === 0) return undefined;
  return new Error(
    `The page reported errors (console errors and uncaught exceptions):\n${left.map((e) => `  - ${e}`).join('\n')}`,
  );
}
