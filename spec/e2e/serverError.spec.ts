import { expect, test } from './fixtures.ts';
import { startSiteServer, type SiteServer } from '../../tools/siteServer.ts';

// A server whose content API is unreachable: port 9 (discard) on loopback refuses connections.
let server: SiteServer;
test.beforeAll(async () => {
  server = await startSiteServer({ API_BASE_URL: 'http://127.0.0.1:9' });
});
test.afterAll(async () => {
  await server.stop();
});

for (const { path, lang, title, link } of [
  { path: '/', lang: 'ru', title: 'Сайт ненадолго недоступен', link: 'На главную' },
  { path: '/en/', lang: 'en', title: 'The site is briefly unavailable', link: 'Go to the home page' },
]) {
  // Nothing was ever fetched, so there is no last good copy: a 503 that asks to come back (docs/reliability.md).
  test(`when content cannot be fetched, ${path} answers 503 with Retry-After, the ${lang} page and no details`, async ({
    page,
  }) => {
    const response = await page.goto(`${server.url}${path}`);
    expect(response?.status()).toBe(503);
    expect(response?.headers()['retry-after']).toBe('30');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: link, exact: true })).toHaveAttribute(
      'href',
      lang === 'en' ? '/en/' : '/',
    );
    const html = await response?.text();
    expect(html).not.toMatch(/ECONNREFUSED|fetch failed|\bat .+:\d+:\d+|node_modules/);
  });
}
