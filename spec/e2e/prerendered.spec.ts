import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures.ts';
import { readBuildManifest } from '../../site/server/buildManifest.ts';
import { startSiteServer, type SiteServer } from '../../tools/siteServer.ts';
import { pageHydrated } from '../../tools/pageHydrated.ts';

// This build's own server (not BASE_URL): the test compares what it sends with dist/ (decision 007).
const manifest = readBuildManifest(fileURLToPath(new URL('../../dist', import.meta.url)));
let server: SiteServer;
test.beforeAll(async () => {
  server = await startSiteServer();
});
test.afterAll(async () => {
  await server.stop();
});

for (const path of ['/', '/en/', '/contacts/', '/en/portfolio-web-studii/', '/en/blog/']) {
  test(`${path} is the prerendered file, brotli-compressed, and hydrates`, async ({ page, request }) => {
    expect(manifest.pages).toContain(path);
    const response = await request.get(`${server.url}${path}`, { headers: { 'accept-encoding': 'br' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding']).toBe('br');
    expect(response.headers().etag).toBe(manifest.etags[`${path}index.html.br`]);
    await page.goto(`${server.url}${path}`);
    await pageHydrated(page);
  });
}

test('the search page is rendered for its query, and compressed on the fly', async ({ request }) => {
  expect(manifest.pages).not.toContain('/en/search/');
  const response = await request.get(`${server.url}/en/search/?q=web`, { headers: { 'accept-encoding': 'br' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-encoding']).toBe('br');
  expect(response.headers().etag).toMatch(/-br"$/);
  expect(await response.text()).toContain('value="web"');
});
