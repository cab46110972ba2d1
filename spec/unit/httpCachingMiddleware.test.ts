import { Hono } from 'hono';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CACHE_CONTROL, strongEtag } from '../../site/rules/httpCaching.ts';
import { httpCaching } from '../../site/server/middleware/httpCaching.ts';

// The middleware alone, in front of answers shaped like the server's: what a cache and a browser get.
const page = '<!DOCTYPE html><html><body>' + '<p>Текст страницы.</p>'.repeat(100) + '</body></html>';
const app = new Hono();
app.use(httpCaching());
app.get('/page/', (c) => c.html(page));
app.post('/page/', (c) => c.html(page));
app.get('/missing/', (c) => c.html(page, 404));
app.get('/down/', (c) => c.text('down', 503, { 'cache-control': 'max-age=60' }));
app.get('/broken.txt', (c) => c.text('broken', 500, { 'cache-control': 'max-age=60' }));
app.get('/sitemap.xml', (c) =>
  c.body('<urlset/>', 200, { 'content-type': 'application/xml', 'cache-control': 'max-age=3600' }),
);
app.get('/gone.txt', (c) => c.text('gone', 410, { 'cache-control': 'max-age=5' }));
app.get('/varied/', (c) => c.html(page, 200, { vary: 'Accept-Encoding, Cookie' }));
app.get('/other-vary/', (c) => c.html(page, 200, { vary: 'Cookie' }));
app.get('/encoded.js', (c) => c.body('already', 200, { 'content-type': 'text/javascript', 'content-encoding': 'br' }));
app.get('/built.js', (c) =>
  c.body('built', 200, { 'content-type': 'text/javascript', etag: '"built"', 'set-cookie': 'utm_source=x' }),
);
app.get('/with-cookie/', (c) => {
  c.header('set-cookie', 'utm_source=ya', { append: true });
  c.header('set-cookie', 'utm_medium=cpc', { append: true });
  c.header('content-location', '/with-cookie/');
  return c.html(page);
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  app.request(path, { method, headers });

describe('httpCaching in front of the server’s answers', () => {
  it('sets the policy of pages and server errors over the renderer’s, keeps the one other answers set', async () => {
    expect((await get('/page/')).headers.get('cache-control')).toBe(CACHE_CONTROL.page);
    expect((await get('/down/')).headers.get('cache-control')).toBe(CACHE_CONTROL.serverError);
    expect((await get('/broken.txt')).headers.get('cache-control')).toBe(CACHE_CONTROL.serverError);
    expect((await get('/sitemap.xml')).headers.get('cache-control')).toBe('max-age=3600');
    expect((await get('/gone.txt')).headers.get('cache-control')).toBe('max-age=5');
  });

  it('adds Vary: Accept-Encoding once, beside what the answer varies on already', async () => {
    expect((await get('/page/')).headers.get('vary')).toBe('Accept-Encoding');
    expect((await get('/varied/')).headers.get('vary')).toBe('Accept-Encoding, Cookie');
    expect((await get('/other-vary/')).headers.get('vary')).toBe('Cookie, Accept-Encoding');
  });

  it('gives a 200 page a strong ETag of the bytes sent, and answers 304 to it', async () => {
    const plain = await get('/page/');
    const etag = plain.headers.get('etag');
    expect(etag).toBe(strongEtag(new TextEncoder().encode(page)));
    const again = await get('/page/', { 'if-none-match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(CACHE_CONTROL.page);
    expect((await get('/page/', { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('compresses a page for a client that accepts it, with its own ETag, and sends the length', async () => {
    const gz = await get('/page/', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const bytes = new Uint8Array(await gz.arrayBuffer());
    expect(gz.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(gunzipSync(bytes).toString()).toBe(page);
    expect(gz.headers.get('etag')).toMatch(/-gzip"$/u);
  });

  it('a 304 keeps the cookies and the headers a 200 would have, nothing else', async () => {
    const first = await get('/with-cookie/');
    const again = await get('/with-cookie/', { 'if-none-match': first.headers.get('etag') ?? '' });
    expect(again.status).toBe(304);
    expect(again.headers.getSetCookie()).toEqual(['utm_source=ya', 'utm_medium=cpc']);
    expect(again.headers.get('content-location')).toBe('/with-cookie/');
    expect(again.headers.has('content-type')).toBe(false);
    expect(again.headers.has('expires')).toBe(false);
  });

  it('validates nothing but a 200, and hashes no answer to another method', async () => {
    const missing = await get('/missing/');
    expect(missing.status).toBe(404);
    expect(missing.headers.has('etag')).toBe(false);
    const post = await get('/page/', { 'accept-encoding': 'gzip' }, 'POST');
    expect(post.headers.has('etag')).toBe(false);
    expect(post.headers.has('content-encoding')).toBe(false);
    expect(await post.text()).toBe(page);
  });

  it('still compresses a 404 page', async () => {
    expect((await get('/missing/', { 'accept-encoding': 'br' })).headers.get('content-encoding')).toBe('br');
  });

  it('leaves an answer that is already encoded as it is', async () => {
    const encoded = await get('/encoded.js', { 'accept-encoding': 'gzip' });
    expect(encoded.headers.get('content-encoding')).toBe('br');
    expect(encoded.headers.has('etag')).toBe(false);
  });

  it('answers 304 to a built file’s own ETag, keeping its cookies', async () => {
    const again = await get('/built.js', { 'if-none-match': '"built"' });
    expect(again.status).toBe(304);
    expect(again.headers.getSetCookie()).toEqual(['utm_source=x']);
    expect((await get('/built.js', { 'if-none-match': '"other"' })).status).toBe(200);
  });
});
