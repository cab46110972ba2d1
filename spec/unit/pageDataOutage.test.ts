import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { renderPage as VikeRenderPage } from 'vike/server';
import { CONTENT_RETRY_AFTER_SECONDS } from '../../site/rules/contentFaults.ts';
import { pageChangeFailed } from '../../site/rules/loadingBar.ts';
import { renderPage } from '../../site/server/middleware/renderPage.ts';

type VikeRender = typeof VikeRenderPage;

/** A stand-in for Vike's renderPage answering a client navigation's page data as Vike does: 200, the status inside. */
const vikePageData = (abortStatusCode: number | undefined, is404: boolean | null) =>
  (async () => ({
    pageId: '/site/pages/_error',
    isClientSideNavigation: true,
    abortStatusCode,
    is404,
    httpResponse: {
      statusCode: 200,
      headers: [['Content-Type', 'application/json']],
      body: JSON.stringify({ abortStatusCode, pageId: '/site/pages/_error' }),
    },
  })) as unknown as VikeRender;

function pageData(abortStatusCode: number | undefined, is404: boolean | null = false) {
  const app = new Hono();
  app.get(
    '*',
    renderPage({
      apiBaseUrl: 'http://site.test',
      mocksEnabled: false,
      forwardMockScenario: false,
      render: vikePageData(abortStatusCode, is404),
    }),
  );
  return app.request('http://site.test/company/index.pageContext.json');
}

describe('page data of a client-side navigation while the content API is down', () => {
  it(`is a 503 with Retry-After: ${CONTENT_RETRY_AFTER_SECONDS}, not a 200 with the error inside, and keeps its JSON for the browser's router`, async () => {
    const response = await pageData(503);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(CONTENT_RETRY_AFTER_SECONDS));
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toMatchObject({ abortStatusCode: 503 });
  });

  it('is a 404 for a missing page, still with its JSON; other page data stays as Vike answers it', async () => {
    const missing = await pageData(undefined, true);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ pageId: '/site/pages/_error' });
    for (const [abort, is404] of [
      [undefined, null],
      [401, false],
    ] as const) {
      const response = await pageData(abort, is404);
      expect(response.status).toBe(200);
      expect(response.headers.get('retry-after')).toBeNull();
    }
  });
});

describe('pageChangeFailed: the loading bar fails when the next page could not be had', () => {
  it('fails on an error while rendering and on a 5xx (the 503 of an outage), not on a page or a 404', () => {
    expect(pageChangeFailed({ abortStatusCode: 503 })).toBe(true);
    expect(pageChangeFailed({ abortStatusCode: 500 })).toBe(true);
    expect(pageChangeFailed({ errorWhileRendering: new Error('x') })).toBe(true);
    expect(pageChangeFailed({})).toBe(false);
    expect(pageChangeFailed({ abortStatusCode: 404 })).toBe(false);
    expect(pageChangeFailed({ abortStatusCode: 401 })).toBe(false);
  });
});
