import { expect, test } from '@playwright/test';
import { startSiteServer, type SiteServer } from '../support/siteServer.ts';

// A server whose content API is unreachable: port 9 (discard) on loopback refuses connections.
let server: SiteServer;
test.beforeAll(async () => {
  server = await startSiteServer({ API_BASE_URL: 'http://127.0.0.1:9' });
});
test.afterAll(async () => {
  await server.stop();
});

for (const { path, lang, title, link } of [
  { path: '/', lang: 'ru', title: 'Что-то пошло не так', link: 'На главную' },
  { path: '/en/', lang: 'en', title: 'Something went wrong', link: 'Go to the home page' },
]) {
  test(`when content cannot be fetched, ${path} answers 500 with the ${lang} error page and no details`, async ({
    page,
  }) => {
    const response = await page.goto(`${server.url}${path}`);
    expect(response?.status()).toBe(500);
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
