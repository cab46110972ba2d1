import type { Page } from 'playwright';

/** The signal site/pages/+onAfterRenderClient.ts gives once every part of a page has hydrated. */
export const HYDRATED = 'html[data-hydrated="true"]';

/**
 * Resolves once `page` gives the hydration signal; rejects, naming the signal, after `timeout` ms
 * without it (Playwright's default when not given).
 *
 * The signal is watched in the page, so it is seen the moment it comes. Playwright's own wait polls
 * with growing pauses (0, 20, 50, 100, 100, then every 500 ms): a page that hydrated 300 ms after its
 * load was seen up to half a second later, in nearly every browser scenario and test. That wait still
 * runs beside it, for its timeout and its message, and takes over when the page is replaced while it
 * waits (a link followed, a form sent without scripts), which ends the watch in the old one.
 */
export function pageHydrated(page: Page, timeout?: number): Promise<void> {
  const polled = page.locator(HYDRATED).waitFor({ state: 'attached', timeout });
  // Settled by the race below or, once the watch has won, by nobody: no unhandled rejection then.
  polled.catch(() => {});
  const watched = page
    .evaluate(
      (selector) =>
        new Promise<void>((resolve) => {
          const root = document.documentElement;
          if (root.matches(selector)) return resolve();
          new MutationObserver((_, observer) => {
            if (!root.matches(selector)) return;
            observer.disconnect();
            resolve();
          }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
        }),
      HYDRATED,
    )
    .catch(() => polled);
  return Promise.race([watched, polled]);
}
