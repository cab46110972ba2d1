import { mkdir, mkdtemp, readFile, rm, truncate, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockHandlers } from '../../mocks/node.ts';
import { MOCK_SCENARIO_COOKIE, MOCK_SCENARIO_HEADER } from '../../contracts/mockScenario.ts';
import { CACHE_CONTROL, strongEtag } from '../../site/rules/httpCaching.ts';
import type { BuildManifest } from '../../site/server/buildManifest.ts';
import { BuiltFileStore, MAX_MEMORY_FILE_BYTES, TORN } from '../../site/server/builtFileStore.ts';
import { capturedLog, type CapturedLog } from '../support/capturedLog.ts';
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

describe('only whole built files are served', () => {
  // A build run beside a live server truncates and rewrites dist/client. Each test gets a dist of its
  // own: one prerendered page, its .br and .gz made with node:zlib, hashed with the build's strongEtag.
  const whole = page('the whole page');
  const representations = { identity: Buffer.from(whole), br: brotliCompressSync(whole), gzip: gzipSync(whole) };
  type Representation = keyof typeof representations;
  const fileOf: Record<Representation, string> = {
    identity: '/index.html',
    br: '/index.html.br',
    gzip: '/index.html.gz',
  };
  const ACCEPTS = { br: 'br', gzip: 'gzip', identity: 'identity', both: 'gzip, br' } as const;
  type Answers = Record<keyof typeof ACCEPTS, Representation | 503>;
  /** How a file is spoiled: cut to half, to nothing (what was seen in production), or rewritten to other bytes of its size. */
  type Spoil = 'half' | 'empty' | 'other bytes';

  const roots: string[] = [];
  afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));
  /** The server's log: a torn file is a warning there. */
  let logged: CapturedLog;
  beforeEach(async () => {
    logged = await capturedLog();
  });
  /** The warnings of the log but its request lines (a 503 is logged as a warning too). */
  const tornWarnings = () => logged.messages('warn').filter((message) => message !== 'request');

  /** A dist/client of these files, listed in its manifest with the hash of these bytes, and a server of it. */
  async function builtDist(files: Record<string, Uint8Array>, unlisted: Record<string, Uint8Array> = {}) {
    const root = await mkdtemp(`${tmpdir()}/whole-files-`);
    roots.push(root);
    for (const [path, bytes] of Object.entries({ ...files, ...unlisted })) {
      await mkdir(`${root}${path}`.replace(/\/[^/]+$/, ''), { recursive: true });
      await writeFile(`${root}${path}`, bytes);
    }
    const etags = Object.fromEntries(Object.entries(files).map(([path, bytes]) => [path, strongEtag(bytes)]));
    const manifest: BuildManifest = { contentSource: 'fixtures', pages: ['/'], etags };
    const server = createApp({
      log: logged.log,
      pages: async (c) => c.html(rendered, 404),
      mockHandlers: mockHandlers(),
      built: { root, manifest, servePrerendered: true },
    });
    return {
      root,
      manifest,
      ask: (path: string, init: RequestInit = {}) => server.request(`http://site.test${path}`, init),
    };
  }

  async function builtPage() {
    const built = await builtDist(
      Object.fromEntries(
        Object.entries(representations).map(([name, bytes]) => [fileOf[name as Representation], bytes]),
      ),
    );
    const fileOn = (name: Representation) => `${built.root}${fileOf[name]}`;
    return {
      ...built,
      spoil: async (name: Representation, how: Spoil = 'half') => {
        const size = representations[name].byteLength;
        if (how === 'other bytes') await writeFile(fileOn(name), Buffer.alloc(size, 'x'));
        else await truncate(fileOn(name), how === 'half' ? Math.floor(size / 2) : 0);
      },
      restore: (name: Representation) => writeFile(fileOn(name), representations[name]),
      get: (accept: string, headers: Record<string, string> = {}, method = 'GET') =>
        built.ask('/', { method, headers: { 'accept-encoding': accept, ...headers } }),
    };
  }

  /** A 503 to come back in a moment, nothing a cache keeps. */
  async function expectUnavailable(response: Response, method = 'GET') {
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.has('content-encoding')).toBe(false);
    expect(response.headers.has('content-range')).toBe(false);
    expect(response.headers.has('etag')).toBe(false);
    expect(await response.text()).toMatch(method === 'HEAD' ? /^$/ : /^Service Unavailable: .*try again/);
  }

  /** What an answer sent once it is checked whole (a torn one fails here): its representation, or 503. */
  async function answerOf(response: Response): Promise<Representation | 503> {
    if (response.status === 503) {
      await expectUnavailable(response);
      return 503;
    }
    expect(response.status).toBe(200);
    const sent = (response.headers.get('content-encoding') ?? 'identity') as Representation;
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(response.headers.get('etag')).toBe(strongEtag(representations[sent]));
    const decoded = sent === 'br' ? brotliDecompressSync(bytes) : sent === 'gzip' ? gunzipSync(bytes) : bytes;
    expect(decoded.toString()).toBe(whole);
    expect(bytes).toEqual(representations[sent]);
    return sent;
  }

  async function answersOf(built: Awaited<ReturnType<typeof builtPage>>): Promise<Answers> {
    const answers: Partial<Answers> = {};
    for (const [name, accept] of Object.entries(ACCEPTS))
      answers[name as keyof Answers] = await answerOf(await built.get(accept));
    return answers as Answers;
  }

  const asBuilt: Answers = { br: 'br', gzip: 'gzip', identity: 'identity', both: 'br' };

  it.each<[string, Representation[], Spoil, Answers]>([
    ['.br cut to nothing', ['br'], 'empty', { br: 'identity', gzip: 'gzip', identity: 'identity', both: 'gzip' }],
    ['.br cut to half', ['br'], 'half', { br: 'identity', gzip: 'gzip', identity: 'identity', both: 'gzip' }],
    ['.gz cut to half', ['gzip'], 'half', { br: 'br', gzip: 'identity', identity: 'identity', both: 'br' }],
    ['.gz cut to nothing', ['gzip'], 'empty', { br: 'br', gzip: 'identity', identity: 'identity', both: 'br' }],
    ['original cut to half', ['identity'], 'half', { br: 'br', gzip: 'gzip', identity: 503, both: 'br' }],
    [
      'original rewritten to other bytes',
      ['identity'],
      'other bytes',
      { br: 'br', gzip: 'gzip', identity: 503, both: 'br' },
    ],
    [
      '.br and .gz cut to half',
      ['br', 'gzip'],
      'half',
      { br: 'identity', gzip: 'identity', identity: 'identity', both: 'identity' },
    ],
    [
      '.br and original cut to nothing',
      ['br', 'identity'],
      'empty',
      { br: 503, gzip: 'gzip', identity: 503, both: 'gzip' },
    ],
    ['every file cut to half', ['br', 'gzip', 'identity'], 'half', { br: 503, gzip: 503, identity: 503, both: 503 }],
  ])(
    'a page whose %s before its first request is sent whole in another coding the client accepts, else 503',
    async (_, spoiled, how, answers) => {
      const built = await builtPage();
      for (const name of spoiled) await built.spoil(name, how);
      expect(await answersOf(built)).toEqual(answers);
      // Once per spoiled file, naming it, however many requests met it.
      const warned = tornWarnings();
      expect(warned).toHaveLength(spoiled.length);
      for (const name of spoiled)
        expect(warned.some((message) => message.includes(`${built.root}${fileOf[name]} `))).toBe(true);
    },
  );

  it('a page read whole is still sent whole after its files are cut short or rewritten; a Range of a cut file is a 503', async () => {
    const built = await builtPage();
    expect(await answersOf(built)).toEqual(asBuilt);
    for (const [name, accept] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['identity', 'identity'],
    ] as const) {
      const range = await built.get(accept, { range: 'bytes=10-19' });
      expect(range.status, name).toBe(206);
      expect(range.headers.get('content-range'), name).toBe(`bytes 10-19/${representations[name].byteLength}`);
      expect(range.headers.get('etag'), name).toBe(strongEtag(representations[name]));
      expect(Buffer.from(await range.arrayBuffer()), name).toEqual(representations[name].subarray(10, 20));
      const head = await built.get(accept, { range: 'bytes=10-19' }, 'HEAD');
      expect(head.status, name).toBe(200);
      expect(head.headers.get('content-length'), name).toBe(String(representations[name].byteLength));
    }

    await built.spoil('br', 'empty');
    await built.spoil('gzip', 'half');
    await built.spoil('identity', 'half');
    expect(await answersOf(built)).toEqual(asBuilt);
    await built.spoil('identity', 'other bytes');
    expect(await answersOf(built)).toEqual(asBuilt);
    // A Range is streamed from disk: the size serveStatic finds is not the whole file's, so no 206 (nor
    // a 416 for the empty .br) of torn bytes, and a HEAD with a Range likewise.
    await built.spoil('identity', 'half');
    for (const accept of ['br', 'gzip', 'identity']) {
      await expectUnavailable(await built.get(accept, { range: 'bytes=10-19' }));
      await expectUnavailable(await built.get(accept, { range: 'bytes=10-19' }, 'HEAD'), 'HEAD');
    }
  });

  it('a Range of a file cut short before its first request is a 503', async () => {
    const built = await builtPage();
    await built.spoil('br');
    await expectUnavailable(await built.get('br', { range: 'bytes=10-19' }));
    expect(tornWarnings()).toHaveLength(1);
  });

  it('a file cut short at one request and whole at the next is sent whole then: nothing torn is kept', async () => {
    const built = await builtPage();
    await built.spoil('br', 'empty');
    await built.spoil('identity', 'empty');
    expect(await answerOf(await built.get('br'))).toBe(503);
    expect(await answerOf(await built.get('br'))).toBe(503);
    expect(tornWarnings()).toHaveLength(2);
    await built.restore('br');
    expect(await answerOf(await built.get('br'))).toBe('br');
    await built.restore('identity');
    expect(await answerOf(await built.get('identity'))).toBe('identity');
    // Read whole, now kept: cut short again, they are still sent whole, with no new warning.
    await built.spoil('br', 'empty');
    await built.spoil('identity', 'empty');
    expect(await answersOf(built)).toEqual(asBuilt);
    expect(tornWarnings()).toHaveLength(2);
  });

  it('the store reads a file that does not match once more, as the build may be just finishing it', async () => {
    const built = await builtPage();
    await built.spoil('br', 'empty');
    const reads: string[] = [];
    const warnings: string[] = [];
    const store = new BuiltFileStore(built.root, built.manifest.etags, {
      warn: (message) => warnings.push(message),
      readFile: async (file) => {
        reads.push(file.slice(built.root.length));
        const bytes = await readFile(file);
        if (reads.length === 1) await built.restore('br');
        return bytes;
      },
    });
    const found = await store.get('/index.html.br');
    expect(found !== TORN && found?.bytes).toEqual(new Uint8Array(representations.br));
    expect(reads).toEqual(['/index.html.br', '/index.html.br']);
    expect(warnings).toEqual([]);
    // Kept; and a file whole at its first read is read once.
    await store.get('/index.html.br');
    await store.get('/index.html.gz');
    await store.get('/index.html.gz');
    expect(reads).toEqual(['/index.html.br', '/index.html.br', '/index.html.gz']);
  });

  it('the store counts a file wrong at both reads torn, warns once, and reads it afresh next time', async () => {
    const built = await builtPage();
    await built.spoil('gzip', 'half');
    const reads: string[] = [];
    const warnings: string[] = [];
    const store = new BuiltFileStore(built.root, built.manifest.etags, {
      warn: (message) => warnings.push(message),
      readFile: (file) => {
        reads.push(file.slice(built.root.length));
        return readFile(file);
      },
    });
    expect(await store.get('/index.html.gz')).toBe(TORN);
    expect(await store.get('/index.html.gz')).toBe(TORN);
    expect(reads).toEqual(Array(4).fill('/index.html.gz'));
    expect(warnings).toEqual([
      `Built file ${built.root}/index.html.gz is not what the build manifest hashed (cut short or rewritten while the server runs): not served until it is.`,
    ]);
    expect(tornWarnings()).toEqual([]);
  });

  it('on its own, builtFiles answers the 503 no-store itself and warns through its warn option', async () => {
    const built = await builtPage();
    await built.spoil('identity');
    const warnings: string[] = [];
    const alone = new Hono();
    alone.use(
      builtFiles({ root: built.root, manifest: built.manifest, servePage: () => true, warn: (m) => warnings.push(m) }),
    );
    alone.get('*', (c) => c.text('passed on', 404));
    await expectUnavailable(await alone.request('http://site.test/'));
    expect(warnings).toHaveLength(1);
    expect(tornWarnings()).toEqual([]);
  });

  it('a compressed copy the build did not list is never read, so never served nor warned about', async () => {
    const built = await builtDist(
      { '/index.html': representations.identity },
      { '/index.html.br': new Uint8Array(0), '/index.html.gz': new Uint8Array(0) },
    );
    const response = await built.ask('/', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(await answerOf(response)).toBe('identity');
    expect(tornWarnings()).toEqual([]);
  });

  it('a listed file missing at a request is read when it appears, and then kept', async () => {
    const built = await builtDist({
      '/index.html': representations.identity,
      '/assets/late.js': representations.identity,
    });
    await unlink(`${built.root}/assets/late.js`);
    expect((await built.ask('/assets/late.js')).status).toBe(404);
    await writeFile(`${built.root}/assets/late.js`, representations.identity);
    expect(await (await built.ask('/assets/late.js')).text()).toBe(whole);
    await unlink(`${built.root}/assets/late.js`);
    const kept = await built.ask('/assets/late.js');
    expect(kept.status).toBe(200);
    expect(await kept.text()).toBe(whole);
  });

  it('a file of MAX_MEMORY_FILE_BYTES is kept; one a byte bigger is streamed from disk each time, with its ETag', async () => {
    const kept = new Uint8Array(MAX_MEMORY_FILE_BYTES).fill(1);
    const big = new Uint8Array(MAX_MEMORY_FILE_BYTES + 1).fill(2);
    const built = await builtDist({
      '/index.html': representations.identity,
      '/media/kept.bin': kept,
      '/media/big.bin': big,
    });
    for (const [path, bytes] of [
      ['/media/kept.bin', kept],
      ['/media/big.bin', big],
    ] as const) {
      const response = await built.ask(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('etag'), path).toBe(strongEtag(bytes));
      // Buffer.equals: a deep comparison of 2 MiB, element by element, takes seconds.
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes), path).toBe(true);
      const range = await built.ask(path, { headers: { range: 'bytes=0-9' } });
      expect(range.status, path).toBe(206);
      expect(range.headers.get('etag'), path).toBe(strongEtag(bytes));
      expect(range.headers.get('content-range'), path).toBe(`bytes 0-9/${bytes.byteLength}`);
    }
    await unlink(`${built.root}/media/kept.bin`);
    await unlink(`${built.root}/media/big.bin`);
    expect((await built.ask('/media/kept.bin')).status).toBe(200);
    expect((await built.ask('/media/big.bin')).status).toBe(404);
  });
});
