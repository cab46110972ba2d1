import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { renderPage as vikeRenderPage } from 'vike/server';
import { renderPage } from '../../site/server/middleware/renderPage.ts';

type VikeRender = typeof vikeRenderPage;

/** A stand-in for Vike's renderPage that answers with the given page context. */
const vikeAnswering = (pageContext: Record<string, unknown>) => (async () => pageContext) as unknown as VikeRender;

function appWith(render: VikeRender) {
  const app = new Hono();
  app.get('*', renderPage({ apiBaseUrl: 'http://site.test', mocksEnabled: false, forwardMockScenario: false, render }));
  return app;
}

const vikeFallback = {
  // What Vike returns when the error page itself threw: an error, no page, its own generic HTML.
  errorWhileRendering: new Error('Cannot read properties of undefined (reading "title")'),
  pageId: undefined,
  httpResponse: {
    statusCode: 500,
    headers: [['Content-Type', 'text/html;charset=utf-8']],
    body: '<p>An error occurred.</p>',
  },
};

describe('when the error page itself fails (spec 8.3)', () => {
  it('answers 500 with the minimal fallback: its title, details and a link home, in the visitor’s language', async () => {
    const en = await appWith(vikeAnswering(vikeFallback)).request('http://site.test/en/services/web/');
    expect(en.status).toBe(500);
    const html = await en.text();
    expect(html).toContain('<h1>An error occurred while showing the error page</h1>');
    expect(html).toContain('Details: 500 Cannot read properties of undefined (reading &quot;title&quot;)');
    expect(html).toContain('<a href="/en/">Go to the home page</a>');
    expect(html).toContain('<html lang="en">');

    const ru = await appWith(vikeAnswering(vikeFallback)).request('http://site.test/contacts/');
    expect(await ru.text()).toContain('<a href="/">На\u00a0главную</a>');
  });

  it('escapes what the error says', async () => {
    const hostile = { ...vikeFallback, errorWhileRendering: new Error('<img src=x onerror=alert(1)>') };
    const html = await (await appWith(vikeAnswering(hostile)).request('http://site.test/')).text();
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('passes an ordinary error page through untouched', async () => {
    const errorPage = {
      ...vikeFallback,
      pageId: '/pages/_error',
      httpResponse: { ...vikeFallback.httpResponse, body: '<h1>Что-то пошло не так</h1>' },
    };
    const response = await appWith(vikeAnswering(errorPage)).request('http://site.test/');
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('<h1>Что-то пошло не так</h1>');
  });
});
