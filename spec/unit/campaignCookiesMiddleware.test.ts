import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { campaignCookies } from '../../site/server/middleware/campaignCookies.ts';
import { cspNonceOf } from '../../site/server/middleware/securityHeaders.ts';

describe('campaign cookies on answers that are not pages', () => {
  const app = new Hono();
  app.use(campaignCookies({ trustProxy: false }));
  app.get('/moved/', () => new Response(null, { status: 301, headers: { location: '/new/' } }));
  app.get('/page/', (c) => c.html('<h1>page</h1>'));

  it('sets none on an answer without a content type (a redirect), and still sets them on a page', async () => {
    const moved = await app.request('/moved/?utm_source=ya');
    expect(moved.status).toBe(301);
    expect(moved.headers.getSetCookie()).toEqual([]);
    expect((await app.request('/page/?utm_source=ya')).headers.getSetCookie()).not.toEqual([]);
  });
});

describe('the nonce of one answer', () => {
  it('is the same however many times the answer asks for it, and another for the next answer', async () => {
    const app = new Hono();
    app.get('/', (c) => c.json([cspNonceOf(c), cspNonceOf(c)]));
    const [first, again] = (await (await app.request('/')).json()) as [string, string];
    expect(again).toBe(first);
    const [next] = (await (await app.request('/')).json()) as [string];
    expect(next).not.toBe(first);
  });
});
