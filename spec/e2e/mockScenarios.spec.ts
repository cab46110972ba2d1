import { expect, test } from './fixtures.ts';
import { MOCK_SCENARIO_COOKIE, MOCK_SCENARIO_HEADER } from '../../contracts/mockScenario.ts';
import { startSiteServer, type SiteServer } from '../../tools/siteServer.ts';

test.use({ baseURL: process.env.BASE_URL });

// The offline server's mock scenario switch (docs/api.md): features use it to reach failure paths.

test('the server’s own /api answers every content endpoint in both locales, and 503 on request', async ({
  request,
}) => {
  for (const path of ['/api/services/web.json', '/api/en/portfolio-web-studii/list.json', '/api/forms/feedback.json']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  const down = await request.get('/api/en/home.json', { headers: { [MOCK_SCENARIO_HEADER]: '503' } });
  expect(down.status()).toBe(503);
  expect(down.headers()['retry-after']).toBe('30');
});

test.describe('on a server that has not rendered the page before', () => {
  // A server that rendered the page once keeps its content and, its API down, serves that copy
  // (stale-if-error, docs/reliability.md): a server of its own has none to fall back on.
  let server: SiteServer;
  test.beforeAll(async () => {
    server = await startSiteServer();
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test('a visitor whose content API is down (scenario cookie) gets the 503 page, not a page with status 200', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: MOCK_SCENARIO_COOKIE, value: '503', url: server.url }]);
    const response = await page.goto(`${server.url}/en/`);
    expect(response?.status()).toBe(503);
    expect(response?.headers()['retry-after']).toBe('30');
    await expect(page.getByRole('heading', { level: 1, name: 'The site is briefly unavailable' })).toBeVisible();
  });
});

test('a form endpoint rate-limits on request, in the form failure shape', async ({ request }) => {
  const response = await request.post('/api/form_application/', {
    data: {},
    headers: { [MOCK_SCENARIO_HEADER]: '429' },
  });
  expect(response.status()).toBe(429);
  expect(await response.json()).toMatchObject({ ok: false, retryAfterSeconds: 60 });
});
