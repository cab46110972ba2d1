import { expect, test } from './fixtures.ts';
import { startSiteServer, type SiteServer } from '../../tools/siteServer.ts';
import { pageHydrated } from '../../tools/pageHydrated.ts';

/*
 * `npm run dev` under its own Content-Security-Policy (decision 012): Vite's inline preamble (React
 * refresh) runs by the page's nonce, its HMR websocket connects, the MSW worker registers and answers
 * /api in the browser, and the page hydrates without a single violation.
 */
let server: SiteServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startSiteServer({}, { dev: true });
});
test.afterAll(async () => {
  await server.stop();
});

test('the development server runs Vite, React refresh and the MSW worker under its policy, with no violation', async ({
  page,
}) => {
  // Vite compiles the page's modules on first request: slow on a small machine.
  test.setTimeout(120_000);
  const violations: string[] = [];
  await page.exposeBinding('__siteCspViolation', (_source, violation: string) => violations.push(violation));
  await page.addInitScript(`document.addEventListener('securitypolicyviolation', (event) =>
    window.__siteCspViolation(event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline') + ' in ' + event.documentURI));`);
  const hmrSocket = page.waitForEvent('websocket');
  const response = await page.goto(`${server.url}/`);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9_-]{22}'/);
  expect(policy).toContain("connect-src 'self' ws:");
  await pageHydrated(page, 90_000);

  // The inline module script Vike writes in development (Vite's client and the React refresh preamble) carries the nonce.
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  const inlineNonces = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src]):not([type="application/json"])')].map(
      (script) => (script as HTMLScriptElement).nonce,
    ),
  );
  expect(inlineNonces.length).toBeGreaterThan(0);
  expect(new Set(inlineNonces)).toEqual(new Set([nonce]));

  // The worker controls the page and answers the search index in the browser.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
    .toContain('/mockServiceWorker.js');
  const index = page.waitForResponse(
    (answer) => answer.url().includes('/api/') && answer.url().endsWith('search.json'),
  );
  await page.getByRole('banner').getByRole('button', { name: 'Поиск', exact: true }).click();
  expect((await index).fromServiceWorker()).toBe(true);
  await expect(page.getByRole('banner').getByRole('status')).toHaveAttribute('aria-busy', 'false');

  // Vite's HMR client connected its websocket: its own port (24678), so 'self' would not cover it (connect-src ws:).
  const socket = await hmrSocket;
  expect(socket.url()).toMatch(/^ws:\/\//);
  expect(socket.isClosed()).toBe(false);

  expect(violations).toEqual([]);
});
