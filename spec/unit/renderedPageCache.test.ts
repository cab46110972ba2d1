import { Hono } from 'hono';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { mayKeepAnswer, RENDERED_PAGE_CACHE } from '../../site/rules/renderedPageCache.ts';
import { renderedPageCache } from '../../site/server/middleware/renderedPageCache.ts';

const page = (text: string) => `<!DOCTYPE html><html><body>${`<p>${text}</p>`.repeat(60)}</body></html>`;

/** A server whose renderer counts its renders and answers what `answer` says for each path. */
function server(
  options: { maxEntries?: number; answer?: (path: string, n: number) => Response; slowMs?: number } = {},
) {
  let time = 1_000_000;
  const renders: string[] = [];
  const app = new Hono();
  app.use(
    '*',
    renderedPageCache({
      bypass: (c) => c.req.header('x-mock-scenario') !== undefined,
      maxEntries: options.maxEntries,
      now: () => time,
    }),
  );
  app.get('*', async (c) => {
    const url = new URL(c.req.url);
    renders.push(`${url.pathname}${url.search}`);
    if (options.slowMs) await new Promise((resolve) => setTimeout(resolve, options.slowMs));
    return options.answer?.(url.pathname, renders.length) ?? c.html(page(`render ${renders.length} of ${url.search}`));
  });
  return {
    renders,
    advance: (ms: number) => {
      time += ms;
    },
    get: async (path: string, headers: Record<string, string> = {}) =>
      await app.request(`http://site.test${path}`, { headers }),
    request: async (path: string, method: string) => await app.request(`http://site.test${path}`, { method }),
  };
}

describe('the micro-cache of rendered pages', () => {
  it('answers the same address from memory for a minute, then renders it again', async () => {
    const site = server();
    const first = await (await site.get('/search/?q=bitrix')).text();
    site.advance(RENDERED_PAGE_CACHE.maxAgeMs - 1);
    expect(await (await site.get('/search/?q=bitrix')).text()).toBe(first);
    expect(site.renders).toEqual(['/search/?q=bitrix']);
    site.advance(1);
    expect(await (await site.get('/search/?q=bitrix')).text()).toContain('render 2');
    expect(site.renders).toHaveLength(2);
  });

  it('answers every visitor with headers of their own: what one answer got (a cookie) never reaches the next', async () => {
    const app = new Hono();
    let visitor = 0;
    app.use('*', async (c, next) => {
      await next();
      c.res.headers.append('set-cookie', `visitor=${(visitor += 1)}`);
    });
    app.use('*', renderedPageCache({ bypass: () => false }));
    app.get('*', (c) => c.html(page('search')));
    for (const expected of ['visitor=1', 'visitor=2', 'visitor=3']) {
      const response = await app.request('http://site.test/search/?q=x', { headers: { 'accept-encoding': 'br' } });
      expect(response.headers.getSetCookie()).toEqual([expected]);
    }
  });

  it('answers HEAD from the kept page, and never another method', async () => {
    const site = server();
    await site.get('/search/?q=x');
    const head = await site.request('/search/?q=x', 'HEAD');
    expect(head.status).toBe(200);
    expect(site.renders).toEqual(['/search/?q=x']);
    // No POST route: the renderer's 404, not the kept page.
    expect((await site.request('/search/?q=x', 'POST')).status).toBe(404);
  });

  it('keeps only the headers the page had: none made up for those it lacked', async () => {
    const site = server();
    await site.get('/search/?q=x');
    const kept = await site.get('/search/?q=x');
    expect(site.renders).toHaveLength(1);
    expect(kept.headers.has('content-language')).toBe(false);
    expect(kept.headers.has('link')).toBe(false);
    expect(kept.headers.get('content-type')).toMatch(/^text\/html/u);
  });

  it('sends a page too small to compress as it is, whatever the client accepts', async () => {
    const site = server({ answer: () => new Response('<p>tiny</p>', { headers: { 'content-type': 'text/html' } }) });
    await site.get('/search/?q=tiny', { 'accept-encoding': 'br' });
    const kept = await site.get('/search/?q=tiny', { 'accept-encoding': 'br' });
    expect(site.renders).toHaveLength(1);
    expect(kept.headers.has('content-encoding')).toBe(false);
    expect(await kept.text()).toBe('<p>tiny</p>');
  });

  it('keeps each address (query string included) apart', async () => {
    const site = server();
    expect(await (await site.get('/search/?q=a')).text()).toContain('?q=a');
    expect(await (await site.get('/search/?q=b')).text()).toContain('?q=b');
    expect(await (await site.get('/en/search/?q=a')).text()).toContain('render 3');
    expect(site.renders).toEqual(['/search/?q=a', '/search/?q=b', '/en/search/?q=a']);
  });

  it('sends the kept page compressed by Accept-Encoding, each representation with its own ETag', async () => {
    const site = server();
    const plain = await site.get('/search/?q=x');
    const br = await site.get('/search/?q=x', { 'accept-encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(await plain.text());
    expect(br.headers.get('etag')).toMatch(/^"[\w-]+-br"$/);
    expect(plain.headers.get('etag')).not.toBe(br.headers.get('etag'));
    expect(br.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('renders a page asked for by many visitors at once only once', async () => {
    const site = server({ slowMs: 20 });
    const bodies = await Promise.all(
      Array.from({ length: 5 }, async () => (await site.get('/search/?q=burst')).text()),
    );
    expect(new Set(bodies).size).toBe(1);
    expect(site.renders).toHaveLength(1);
  });

  it('forgets the least recently used address beyond its bound', async () => {
    const site = server({ maxEntries: 2 });
    await site.get('/search/?q=1');
    await site.get('/search/?q=2');
    await site.get('/search/?q=1');
    await site.get('/search/?q=3');
    await site.get('/search/?q=1');
    await site.get('/search/?q=2');
    expect(site.renders).toEqual(['/search/?q=1', '/search/?q=2', '/search/?q=3', '/search/?q=2']);
  });

  it.each([
    ['an article preview', '/blog-test/draft/', undefined],
    ['an English article preview', '/en/blog-test/draft/', undefined],
    [
      'a 404 page',
      '/missing/',
      () => new Response(page('not found'), { status: 404, headers: { 'content-type': 'text/html' } }),
    ],
    [
      'a 503 page',
      '/company/',
      () => new Response(page('down'), { status: 503, headers: { 'content-type': 'text/html' } }),
    ],
    [
      'an answer that sets a cookie',
      '/x/',
      () => new Response(page('x'), { headers: { 'content-type': 'text/html', 'set-cookie': 'a=1' } }),
    ],
    [
      'an answer whose policy carries a nonce',
      '/x/',
      () =>
        new Response(page('x'), {
          headers: { 'content-type': 'text/html', 'content-security-policy': "script-src 'self' 'nonce-abc'" },
        }),
    ],
    ['a redirect', '/x/', () => new Response(null, { status: 302, headers: { location: '/y/' } })],
  ])('never keeps %s', async (_name, path, answer) => {
    const site = server(answer && { answer });
    await site.get(path);
    await site.get(path);
    expect(site.renders).toHaveLength(2);
  });

  it('renders every request that carries a mock scenario', async () => {
    const site = server();
    await site.get('/search/?q=x');
    await site.get('/search/?q=x', { 'x-mock-scenario': '503' });
    expect(site.renders).toHaveLength(2);
  });
});

describe('which answers may be kept for other visitors', () => {
  const keep = (headers: Record<string, string>, status = 200) => mayKeepAnswer(status, new Headers(headers));

  it('keeps a page or page data of any spelling of its type', () => {
    expect(keep({ 'content-type': 'TEXT/HTML; charset=utf-8' })).toBe(true);
    expect(keep({ 'content-type': 'application/json' })).toBe(true);
    expect(keep({ 'content-type': 'Application/JSON; charset=utf-8' })).toBe(true);
    expect(keep({ 'content-type': 'text/html', 'content-security-policy': "script-src 'self'" })).toBe(true);
  });

  it('keeps nothing else: another type, no type, a cookie, a nonce, another status', () => {
    expect(keep({ 'content-type': 'text/plain' })).toBe(false);
    expect(keep({ 'content-type': 'image/svg+xml' })).toBe(false);
    expect(keep({})).toBe(false);
    expect(keep({ 'content-type': 'text/html', 'set-cookie': 'a=1' })).toBe(false);
    expect(keep({ 'content-type': 'text/html', 'content-security-policy': "script-src 'nonce-abc'" })).toBe(false);
    expect(keep({ 'content-type': 'text/html' }, 404)).toBe(false);
  });
});
