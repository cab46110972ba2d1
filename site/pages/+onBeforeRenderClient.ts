// https://vike.dev/onBeforeRenderClient
import type { PageContextClient } from 'vike/types';
import { loadMessages } from '../i18n/loadMessages.ts';
import { nextPageArrived } from '../components/navigation/pageTransition.ts';
import { pageChangeFailed } from '../rules/loadingBar.ts';
import { splitLocale } from '../rules/localePath.ts';

let workerStarted: Promise<unknown> | undefined;

export async function onBeforeRenderClient(pageContext: PageContextClient) {
  // The error page of a failed client-side navigation is rendered from a context the server never
  // filled: its locale still follows the address, so the header and the texts stay in the right language.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- typed as always set, and it is not then
  pageContext.locale ??= splitLocale(window.location.pathname).locale;
  // A client-side page change: its page (or the error page, when it failed) has arrived, so the
  // loading bar finishes or fails (spec section 4) — fails on a 503 too, when the content API is down.
  if (!pageContext.isHydration) nextPageArrived(pageChangeFailed(pageContext));
  // Only this page's locale is downloaded (decision 008); a switch of locale fetches the other one here.
  await loadMessages(pageContext.locale);
  // The MSW worker must run before hydration (docs/pitfalls.md, 8).
  if (!import.meta.env.DEV || !pageContext.mocksEnabled) return;
  workerStarted ??= import('../../mocks/browser.ts')
    .then(({ worker }) => worker.start({ onUnhandledRequest: 'bypass', quiet: true }))
    // Without a service worker (browser tests block them; some browsers have none) the server's own
    // /api answers from the same fixtures, so the page goes on without the worker instead of failing.
    .catch((error: unknown) => {
      console.warn('MSW worker not started; the server answers /api.', error);
    });
  await workerStarted;
}
