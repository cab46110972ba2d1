import { mkdir, mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockHandlers } from '../../mocks/node.ts';
import { MOCK_SCENARIO_COOKIE, MOCK_SCENARIO_HEADER } from '../../contracts/mockScenario.ts';
import { CACHE_CONTROL } from '../../site/rules/httpCaching.ts';
import type { BuildManifest } from '../../site/server/buildManifest.ts';
import { createApp } from '../../site/server/createApp.ts';
import { builtFiles } from '../../site/server/middleware/builtFiles.ts';
import { precompressBuild } from '../../tools/build/precompressBuild.ts';

// A small dist/ written the way the build writes it: prerendered pages, hashed assets, public files,
// then precompressBuild (the build's own step) for the .br/.gz files and the manifest.
const page = (title: string) =>
  `<!DOCTYPE html><html><body><h1>${title}</h1>${'<p>Текст страницы.</p>'.repeat(80)}</body></html>`;
const files: Record<string, string | Uint8Array> = {
  'index.html': page('prerendered home'),
  'en/contacts/index.html': page('prerendered contacts'),
  'en/contacts/index.pageContext.json': JSON.stringify({ data: 'x'.repeat(2000) }),
  '404.html': page('prerendered 404'),
  'assets/entries/app.Bx1.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
  'assets/tiny.Cq2.js': 'export{};',
  'images/photo.png': new Uint8Array(4096).fill(7),
  'downloads/report.qqq': 'a format nobody named',
  'assets/kept.Dz3.js': 'export const kept = 1;',
  'assets/hand.Ew4.js': 'export const hand = 1;',
};
/** Put into dist/client after the build listed its files: the disk and the manifest disagree. */
const afterTheBuild: Record<string, string | Uint8Array> = {
  'assets/unlisted.Fa5.js': 'export const unlisted = 1;',
  // A compressed copy of a listed file made by hand: the build never hashed these bytes.
  'assets/hand.Ew4.js.br': brotliCompressSync('export const hand = 1;'),
};
const rendered = page('rendered by the server');

let dist: string;
let manifest: BuildManifest;
beforeAll(async () => {
  dist = await mkdtemp(`${tmpdir()}/built-files-`);
  for (const [path, content] of Object.entries(files)) {
    await mkdir(`${dist}/client/${path}`.replace(/\/[^/]+$/, ''), { recursive: true });
    await writeFile(`${dist}/client/${path}`, content);
  }
  manifest = await precompressBuild(dist, 'fixtures');
  for (const [path, content] of Object.entries(afterTheBuild)) await writeFile(`${dist}/client/${path}`, content);
});
afterAll(() => rm(dist, { recursive: true, force: true }));

function app(servePrerendered = true) {
  return createApp({
    // Stands in for Vike's renderPage, which sends its own no-store (the server replaces it).
    pages: async (c) => c.html(rendered, 200, { 'cache-control': 'no-store, max-age=0' }),
    mockHandlers: mockHandlers(),
    built: { root: `${dist}/client`, manifest, servePrerendered },
  });
}
const get = (path: string, headers: Record<string, string> = {}, server = app()) =>
  server.request(`http://site.test${path}`, { headers });
const text = async (response: Response) => {
  const bytes = Buffer.from(await response.arrayBuffer());
  const coding = response.headers.get('content-encoding');
  return (coding === 'br' ? brotliDecompressSync(bytes) : coding === 'gzip' ? gunzipSync(bytes) : bytes).toString();
};

describe('the build step', () => {
  it('lists the prerendered pages and writes .br/.gz beside text files of 1 KiB or more only', () => {
    expect(manifest.pages).toEqual(['/', '/en/contacts/']);
    expect(manifest.contentSource).toBe('fixtures');
    expect(Object.keys(manifest.etags)).toEqual(
      expect.arrayContaining(['/index.html.br', '/index.html.gz', '/assets/entries/app.Bx1.js.br']),
    );
    expect(Object.keys(manifest.etags)).not.toContain('/assets/tiny.Cq2.js.br');
    expect(Object.keys(manifest.etags)).not.toContain('/images/photo.png.br');
  });
});

describe('prerendered pages', () => {
  it('are served instead of rendering, revalidated, with the ETag of the bytes sent', async () => {
    const response = await get('/en/contacts/');
    expect(response.status).toBe(200);
    expect(await text(response)).toContain('prerendered contacts');
    expect(response.headers.get('cache-control')).toBe(CACHE_CONTROL.page);
    expect(response.headers.get('etag')).toBe(manifest.etags['/en/contacts/index.html']);
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['identity', null],
  ])('come precompressed by Accept-Encoding %j (%s), each encoding its own ETag', async (accept, coding) => {
    const response = await get('/', { 'accept-encoding': accept });
    expect(response.headers.get('content-encoding')).toBe(coding);
    expect(response.headers.get('etag')).toBe(
      manifest.etags[`/index.html${{ br: '.br', gzip: '.gz' }[coding ?? ''] ?? ''}`],
    );
    expect(await text(response)).toContain('prerendered home');
  });

  it('answer 304 to a matching If-None-Match, still setting the campaign cookies', async () => {
    const first = await get('/?utm_source=yandex', { 'accept-encoding': 'br' });
    const etag = first.headers.get('etag') ?? '';
    const again = await get('/?utm_source=yandex', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.getSetCookie()[0]).toMatch(/^utm_source=yandex;/);
  });

  it('get the campaign cookies and keep the redirects in front of them', async () => {
    const cookies = (await get('/en/contacts/?utm_source=mail')).headers.getSetCookie();
    expect(cookies.map((cookie) => cookie.split('=')[0])).toEqual(['utm_source', 'utm_medium', 'utm_campaign']);
    const redirect = await get('/en/contacts?utm_source=mail');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/en/contacts/?utm_source=mail');
    expect((await get('/amp/contacts/')).headers.get('location')).toBe('/contacts/');
  });

  it('answer a HEAD with the headers of the GET, and 304 to its If-None-Match too', async () => {
    const head = await app().request('http://site.test/en/contacts/', {
      method: 'HEAD',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(head.headers.get('etag')).toBe(manifest.etags['/en/contacts/index.html.br']);
    const etag = head.headers.get('etag') ?? '';
    const again = await app().request('http://site.test/en/contacts/', {
      method: 'HEAD',
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('honour q-values: a coding refused with q=0 is never sent', async () => {
    const response = await get('/', { 'accept-encoding': 'br;q=0, gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await text(response)).toContain('prerendered home');
  });

  it('are never served as their .br/.gz file by URL: those are representations, not addresses', async () => {
    expect(await text(await get('/index.html.br'))).toContain('rendered by the server');
  });

  it('serve the page data of client-side navigation too', async () => {
    const response = await get('/en/contacts/index.pageContext.json');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await text(response)).toContain('"data"');
  });

  it('are rendered instead when the request carries a mock scenario (header or cookie)', async () => {
    expect(await text(await get('/en/contacts/', { [MOCK_SCENARIO_HEADER]: '503' }))).toContain(
      'rendered by the server',
    );
    expect(await text(await get('/', { cookie: `${MOCK_SCENARIO_COOKIE}=slow` }))).toContain('rendered by the server');
    expect(await text(await get('/en/contacts/index.pageContext.json', { [MOCK_SCENARIO_HEADER]: '500' }))).toContain(
      'rendered by the server',
    );
  });

  it('are rendered instead when the server reads other content than the build did', async () => {
    expect(await text(await get('/en/contacts/', {}, app(false)))).toContain('rendered by the server');
  });

  it('never stand in for a page that was not prerendered: it is rendered, with its status', async () => {
    for (const path of [
      '/contacts/',
      '/404.html',
      '/en/contacts/index.html',
      '/images/missing.png',
      '/.//evil.example',
    ]) {
      expect(await text(await get(path)), path).toContain('rendered by the server');
    }
  });
});

describe('rendered pages and the API', () => {
  it('are revalidated (the renderer’s no-store replaced), compressed on the fly, with an ETag per encoding', async () => {
    const br = await get('/contacts/', { 'accept-encoding': 'gzip, br' });
    expect(br.headers.get('cache-control')).toBe(CACHE_CONTROL.page);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('etag')).toMatch(/-br"$/);
    expect(await text(br)).toBe(rendered);
    const plain = await get('/contacts/');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('etag')).not.toBe(br.headers.get('etag'));
    const again = await get('/contacts/', {
      'accept-encoding': 'gzip, br',
      'if-none-match': br.headers.get('etag') ?? '',
    });
    expect(again.status).toBe(304);
  });

  it('are kept a minute per address, and a kept page still gets the campaign cookies and its 304', async () => {
    let renders = 0;
    const server = createApp({
      pages: async (c) => {
        renders += 1;
        return c.html(rendered);
      },
      mockHandlers: mockHandlers(),
      built: { root: `${dist}/client`, manifest, servePrerendered: true },
    });
    const first = await get('/search/?q=crm', { 'accept-encoding': 'br' }, server);
    const second = await get('/search/?q=crm&utm_source=mail', { 'accept-encoding': 'br' }, server);
    expect(second.headers.getSetCookie()[0]).toMatch(/^utm_source=mail;/);
    const etag = first.headers.get('etag') ?? '';
    const again = await get('/search/?q=crm', { 'accept-encoding': 'br', 'if-none-match': etag }, server);
    expect(again.status).toBe(304);
    expect(renders).toBe(2);
  });

  it('compress /api JSON by Accept-Encoding, with Vary, and leave tiny bodies alone', async () => {
    const json = await get('/api/home.json', { 'accept-encoding': 'gzip' });
    expect(json.headers.get('content-encoding')).toBe('gzip');
    expect(json.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(JSON.parse(await text(json))).toHaveProperty('hero');
    const missing = await get('/api/no-such-file.json', { 'accept-encoding': 'gzip' });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-encoding')).toBeNull();
  });

  it('mark server errors no-store', async () => {
    const response = await get('/api/home.json', { [MOCK_SCENARIO_HEADER]: '503' });
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe(CACHE_CONTROL.serverError);
  });
});

describe('assets and public files', () => {
  it('hashed assets are immutable for a year and come precompressed', async () => {
    const response = await get('/assets/entries/app.Bx1.js', { 'accept-encoding': 'br' });
    expect(response.headers.get('cache-control')).toBe(CACHE_CONTROL.hashedAsset);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('etag')).toBe(manifest.etags['/assets/entries/app.Bx1.js.br']);
    expect(await text(response)).toBe(files['assets/entries/app.Bx1.js']);
  });

  it('a tiny file and an image are sent as they are, with a shorter max-age for public files', async () => {
    const tiny = await get('/assets/tiny.Cq2.js', { 'accept-encoding': 'br' });
    expect(tiny.headers.get('content-encoding')).toBeNull();
    const image = await get('/images/photo.png', { 'accept-encoding': 'gzip, br' });
    expect(image.headers.get('content-encoding')).toBeNull();
    expect(image.headers.get('cache-control')).toBe(CACHE_CONTROL.publicFile);
    expect(image.headers.get('vary')).toMatch(/accept-encoding/i);
    const etag = image.headers.get('etag') ?? '';
    expect(etag).toBe(manifest.etags['/images/photo.png']);
    expect((await get('/images/photo.png', { 'if-none-match': etag })).status).toBe(304);
  });

  it('a Range request gets the bytes asked for (206), as a video seeking needs', async () => {
    const response = await get('/images/photo.png', { range: 'bytes=10-19' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 10-19/4096');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array(10).fill(7));
  });

  it('a Range request carries the build’s ETag of exactly the file it reads, compressed or not', async () => {
    const plain = await get('/assets/entries/app.Bx1.js', { range: 'bytes=0-9' });
    expect(plain.status).toBe(206);
    expect(plain.headers.get('etag')).toBe(manifest.etags['/assets/entries/app.Bx1.js']);
    for (const coding of ['br', 'gzip'] as const) {
      const compressed = await get('/assets/entries/app.Bx1.js', { range: 'bytes=0-9', 'accept-encoding': coding });
      expect(compressed.headers.get('content-encoding'), coding).toBe(coding);
      expect(compressed.headers.get('etag'), coding).toBe(
        manifest.etags[`/assets/entries/app.Bx1.js.${coding === 'br' ? 'br' : 'gz'}`],
      );
    }
    const home = await get('/', { range: 'bytes=0-9', 'accept-encoding': 'br' });
    expect(home.headers.get('etag')).toBe(manifest.etags['/index.html.br']);
  });

  it('serves the original of a file the build did not compress, whatever the client accepts', async () => {
    const tiny = await get('/assets/tiny.Cq2.js', { 'accept-encoding': 'br, gzip' });
    expect(tiny.headers.has('content-encoding')).toBe(false);
    expect(tiny.headers.get('etag')).toBe(manifest.etags['/assets/tiny.Cq2.js']);
    expect(await tiny.text()).toBe('export{};');
  });

  it('never serves a compressed copy, or a file the build did not list, by its own address', async () => {
    expect((await get('/assets/entries/app.Bx1.js.br')).headers.get('content-type')).not.toMatch(/javascript|brotli/u);
    expect(await text(await get('/assets/entries/app.Bx1.js.br'))).toBe(rendered);
    expect(await text(await get('/assets/unlisted.js'))).toBe(rendered);
    // On disk, but not in the manifest: not served either.
    expect(await text(await get('/assets/unlisted.Fa5.js'))).toBe(rendered);
  });

  it('sends a file of a type nobody named as application/octet-stream', async () => {
    const response = await get('/downloads/report.qqq');
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(await response.text()).toBe('a format nobody named');
  });

  it('keeps a file once read: it is still served after the disk copy is gone, a Range of it is not', async () => {
    const server = app();
    const first = await get('/assets/kept.Dz3.js', { 'accept-encoding': 'br' }, server);
    expect(await first.text()).toBe('export const kept = 1;');
    await unlink(`${dist}/client/assets/kept.Dz3.js`);
    const again = await get('/assets/kept.Dz3.js', { 'accept-encoding': 'br' }, server);
    expect(again.status).toBe(200);
    expect(await again.text()).toBe('export const kept = 1;');
    // A Range is read from disk each time: the file is gone, so the address is rendered (a 404 page).
    expect(await text(await get('/assets/kept.Dz3.js', { range: 'bytes=0-5' }, server))).toBe(rendered);
  });

  it('a Range request sends no ETag for bytes the build did not hash', async () => {
    const response = await get('/assets/hand.Ew4.js', { range: 'bytes=0-5', 'accept-encoding': 'br' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.has('etag')).toBe(false);
  });

  it('passes on a path whose percent-encoding does not decode, on its own as behind the URL check', async () => {
    const alone = new Hono();
    alone.use(builtFiles({ root: `${dist}/client`, manifest, servePage: () => true }));
    alone.get('*', (c) => c.text('passed on', 404));
    const response = await alone.request('http://site.test/assets/%E0%A4%A.js');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('passed on');
  });
});
