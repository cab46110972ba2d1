import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from './fixtures.ts';
import { MOCK_SCENARIO_HEADER } from '../../contracts/mockScenario.ts';

test.use({ baseURL: process.env.BASE_URL });

/**
 * Decision 026: unknown addresses get the not-found screen rendered once per locale and kept
 * (site/server/middleware/notFoundScreen.ts). Kept or rendered, a visitor must get the same page: this
 * asks the built server for awkward unknown addresses twice, once as anyone (the kept screen) and once
 * with a mock scenario (which is always rendered), and compares them byte for byte but for the CSP
 * nonce a render for one visitor carries. The paths go out as written, so node:http, not fetch.
 */
const ADDRESSES = [
  '/no-such-page/',
  '/en/no-such-page/',
  '/bitrix24/no-such-page/',
  '/en/ctp/no-such-page/',
  '/testing/no-such-page/',
  '/services/no-such-service/',
  '/wp-login.php',
  '/a%26b/',
  "/a'b/",
  '/a%22b%3Cc%3E/',
  '/a%25b/',
  '/a%2525b/',
  '/a%2Fb/',
  '/a%3Fb%23c/',
  '/%D0%BF%D1%80%D0%B8/',
  '/%65n/x/',
  '/en//x/',
  '//x//',
  '/a%20b/',
  '/a%00b/',
  '/x/?q=1',
];

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const base = new URL(process.env.BASE_URL ?? '');
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: base.hostname, port: base.port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const coding = response.headers['content-encoding'];
        const body = coding === 'gzip' ? gunzipSync(bytes) : coding === 'br' ? brotliDecompressSync(bytes) : bytes;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: body.toString('latin1') });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

/**
 * What differs between two answers by design: the date; the length and the coding (the kept screen goes
 * out gzip to a visitor who accepts it, made without compressing, where a render is compressed brotli);
 * the nonce of a render for one visitor; the request's own id.
 */
const BY_DESIGN = new Set(['date', 'content-length', 'content-encoding', 'content-security-policy', 'x-request-id']);
const comparable = ({ status, headers, body }: Answer) => ({
  status,
  headers: Object.fromEntries(Object.entries(headers).filter(([name]) => !BY_DESIGN.has(name))),
  body: body.replace(/ nonce="[^"]*"/g, ''),
});

for (const path of ADDRESSES) {
  test(`the kept not-found screen of ${JSON.stringify(path)} is the page a render gives`, async () => {
    const accepts: Record<string, string>[] = [{}, { 'accept-encoding': 'gzip, deflate, br' }];
    for (const accept of accepts) {
      const kept = await get(path, accept);
      const rendered = await get(path, { ...accept, [MOCK_SCENARIO_HEADER]: 'slow-1' });
      expect(kept.status).toBe(404);
      // Only the kept screen answers gzip to a visitor who prefers brotli: it was not rendered.
      if (accept['accept-encoding']) expect(kept.headers['content-encoding']).toBe('gzip');
      expect(comparable(kept)).toEqual(comparable(rendered));
    }
  });
}

test('the kept not-found screen has the policy of a page without a nonce, as every shared page', async () => {
  const kept = await get('/no-such-page/');
  const prerendered = await get('/contacts/');
  expect(kept.headers['content-security-policy']).toBe(prerendered.headers['content-security-policy']);
  expect(kept.headers['content-security-policy']).not.toContain('nonce');
});

test('the language switch of the not-found screen never leads off the site, whatever the address', async () => {
  // A backslash is refused with a 400 before any page (rejectMalformedUrls); the unit test covers it.
  for (const path of ['//evil.test//', '/%2F%2Fevil.test/', '/en//evil.test/', '///evil.test/']) {
    const asked: Record<string, string>[] = [{}, { [MOCK_SCENARIO_HEADER]: 'slow-1' }];
    for (const headers of asked) {
      const { status, body } = await get(path, headers);
      expect(status).toBe(404);
      const links = [...body.matchAll(/<a [^>]*href="([^"]*)"[^>]*hreflang="(ru|en)"/gi)].map(([, href]) => href ?? '');
      expect(links, `the language links of ${path}`).toHaveLength(2);
      for (const href of links) expect(new URL(href, 'https://site.example').host).toBe('site.example');
    }
  }
});

test('what Vike answers itself is a 404, not a server error: a favicon.ico anywhere, Chrome’s devtools file', async () => {
  for (const path of [
    '/favicon.ico',
    '/x/favicon.ico',
    '/en/x/favicon.ico',
    '/.well-known/appspecific/com.chrome.devtools.json',
  ])
    expect((await get(path)).status, path).toBe(404);
});
