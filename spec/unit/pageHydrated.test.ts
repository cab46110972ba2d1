import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, findHeadlessChromium } from 'spec-harness/cucumber';
import { pageHydrated } from '../../tools/pageHydrated.ts';

// The page gives the signal from a timer of its own, as the site does once its parts have hydrated.
const signalAfter = (ms: number, then = '') =>
  `<!doctype html><html><body><script>setTimeout(() => { document.documentElement.dataset.hydrated = 'true'; ${then} }, ${ms});</script></body></html>`;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: findHeadlessChromium(), args: CHROMIUM_ARGS });
});
afterAll(() => browser.close());
beforeEach(async () => {
  page = await browser.newPage();
  return () => page.close();
});

describe('pageHydrated', () => {
  it('resolves once the page gives the signal, not before', async () => {
    await page.setContent(signalAfter(200));
    await pageHydrated(page, 5_000);
    expect(await page.locator('html').getAttribute('data-hydrated')).toBe('true');
  });

  it('sees a signal that lasts a moment, which polling every half second misses', async () => {
    // Removed 5 ms after it came, 400 ms in: only a watch in the page sees it.
    await page.setContent(signalAfter(400, 'setTimeout(() => delete document.documentElement.dataset.hydrated, 5);'));
    await expect(pageHydrated(page, 3_000)).resolves.toBeUndefined();
  });

  it('follows the page that replaces the one it watched', async () => {
    await page.route('http://site.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: route.request().url().endsWith('/next/')
          ? signalAfter(100)
          : '<!doctype html><script>setTimeout(() => location.assign("/next/"), 100);</script>',
      }),
    );
    await page.goto('http://site.test/');
    await pageHydrated(page, 5_000);
    expect(page.url()).toBe('http://site.test/next/');
  });

  it('rejects after its timeout, naming the signal it waited for', async () => {
    await page.setContent('<!doctype html><p>Never hydrates</p>');
    await expect(pageHydrated(page, 300)).rejects.toThrow('html[data-hydrated="true"]');
  });
});
