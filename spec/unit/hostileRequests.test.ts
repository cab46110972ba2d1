import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { mockHandlers } from '../../mocks/node.ts';
import { brand } from '../../site/config/brand.ts';
import {
  CAMPAIGN_COOKIE_MAX_AGE_SECONDS,
  CAMPAIGN_COOKIE_NAMES,
  truncateCampaignValue,
} from '../../site/rules/campaignCookies.ts';
import { strongEtag } from '../../site/rules/httpCaching.ts';
import { MAX_REQUEST_TARGET_LENGTH } from '../../site/rules/requestLimits.ts';
import { createApp } from '../../site/server/createApp.ts';
import { MALFORMED_TARGETS, OPEN_REDIRECT_VECTORS } from '../../perf/soak/hostilePaths.ts';

/**
 * Hostile input through the REAL request pipeline (createApp, with a stand-in page renderer and a
 * built client of a few files in a temporary folder). `npm run soak` sends the same targets to the
 * built production server, where Vike renders the pages.
 */
const ORIGIN = 'http://site.test';
const CAREER_ORIGIN = new URL(brand.external.career).origin;

// A built client with one page, one asset, and secrets BESIDE it that no request may reach.
const dist = mkdtempSync(join(tmpdir(), 'hostile-dist-'));
const root = join(dist, 'client');
mkdirSync(join(root, 'assets'), { recursive: true });
mkdirSync(join(root, 'contacts'), { recursive: true });
const FILES = { '/contacts/index.html': '<h1>contacts</h1>', '/assets/app.js': 'console.log(1)' };
for (const [path, content] of Object.entries(FILES)) writeFileSync(join(root, path), content);
const SECRET = 'SECRET-OUTSIDE-CLIENT';
writeFileSync(join(dist, 'build-manifest.json'), SECRET);
writeFileSync(join(dist, '.env'), SECRET);
writeFileSync(join(root, '..', 'package.json'), SECRET);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

// The stand-in renderer knows three pages, like the router: anything else is its 404.
const PAGES = new Set(['/', '/search/', '/contacts/', '/en/', '/en/search/', '/en/contacts/']);
const app = createApp({
  pages: async (c) => (PAGES.has(c.req.path) ? c.html('<h1>page</h1>') : c.html('<h1>not found</h1>', 404)),
  mockHandlers: mockHandlers(),
  built: {
    root,
    // As the build writes it: every file of dist/client with the ETag of its bytes (the server serves only these, whole).
    manifest: {
      contentSource: 'fixtures',
      pages: ['/contacts/'],
      etags: Object.fromEntries(
        Object.entries(FILES).map(([path, content]) => [path, strongEtag(new TextEncoder().encode(content))]),
      ),
    },
    servePrerendered: true,
  },
});

/** As @hono/node-server builds it: the origin, then the raw request target as it came. */
const send = (target: string, method = 'GET') => app.request(`${ORIGIN}${target}`, { method });

/** Stays on the site: a path that starts with ONE "/", no "\", no scheme — or the career site (the one external redirect). */
function expectStaysOnSite(location: string | null, target: string) {
  expect(location, `${target}: a redirect without a Location`).not.toBeNull();
  const where = location ?? '';
  if (where.startsWith(brand.external.career)) {
    expect(new URL(where).origin, target).toBe(CAREER_ORIGIN);
    return;
  }
  expect(where, target).toMatch(/^\/(?![/\\])/u);
  expect(where, target).not.toContain('\\');
  expect(where, target).not.toMatch(/^[a-z][a-z0-9+.-]*:/iu);
  expect(where, target).toMatch(/^[\x21-\x7e]+$/u);
  expect(new URL(where, ORIGIN).origin, target).toBe(ORIGIN);
}

async function expectSafeAnswer(target: string, method = 'GET') {
  const response = await send(target, method);
  expect(response.status, `${method} ${target.slice(0, 80)}`).toBeLessThan(500);
  if (response.status >= 300 && response.status < 400) expectStaysOnSite(response.headers.get('location'), target);
  const body = await response.text();
  expect(body, target).not.toContain(SECRET);
  return response;
}

describe('no redirect of the server leaves the site: known vectors', () => {
  it.each(OPEN_REDIRECT_VECTORS)('$name: $target', async ({ target }) => {
    await expectSafeAnswer(target);
    await expectSafeAnswer(`/en${target}`);
    await expectSafeAnswer(`${target}${target.includes('?') ? '&' : '?'}utm_source=x&next=//evil.com`);
  });

  it('still redirects the real rules (so the vectors above are not passing by answering nothing)', async () => {
    const amp = await send('/amp/contacts/');
    expect([amp.status, amp.headers.get('location')]).toEqual([301, '/contacts/']);
    const slash = await send('/en/contacts?x=1');
    expect([slash.status, slash.headers.get('location')]).toEqual([301, '/en/contacts/?x=1']);
  });
});

// Pieces hostile paths are made of, so that random paths hit the interesting cases often.
const piece = fc.constantFrom(
  '/',
  '//',
  '\\',
  '%2F',
  '%2f',
  '%5C',
  '%5c',
  '%09',
  '%0a',
  '%0d',
  '%00',
  '%20',
  '%',
  '%E0%A4%A',
  '%ff',
  '%252F',
  '.',
  '..',
  '%2e',
  '%2e%2e',
  'amp',
  'en',
  'ru',
  'evil.com',
  'https:',
  'http:',
  'javascript:',
  '@',
  ':',
  ';',
  ' ',
  '\t',
  '\n',
  'é',
  'привет',
  '😀',
  'career',
  'blog',
  'create-site',
  'contacts',
  'assets',
  'api',
  'healthz',
  'portfolio-web-studii',
  'solutions',
  'sozdanie-',
  'index.pageContext.json',
  'index.html',
  '.json',
  'x',
);
const pieces = fc.array(piece, { maxLength: 12 }).map((list) => list.join(''));
const query = fc.oneof(
  fc.constant(''),
  fc.constantFrom('?utm_source=x', '?next=//evil.com', '?a=\\b', '?q=%E0%A4%A', '?', '?%00'),
  fc.string({ maxLength: 20 }).map((s) => `?${s}`),
);
/** Raw request targets: mixed pieces, any string, any unicode, with or without /en, with a query. */
const target = fc
  .tuple(
    fc.constantFrom('', '/en', '/amp', '/en/amp'),
    fc.oneof(pieces, fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 })),
    query,
  )
  .map(([prefix, path, search]) => `${prefix}/${path}${search}`);

describe('no redirect of the server leaves the site: any path (properties)', () => {
  it('every 3xx Location stays on the site, and no answer is a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(target, async (t) => {
        await expectSafeAnswer(t);
      }),
      { numRuns: 1500 },
    );
  });

  it('any method on any path is below 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        target,
        // TRACE is not here: the Fetch API refuses to build such a Request; the real server answers it 405 (soak).
        fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PROPFIND', 'OPTIONS'),
        async (t, m) => {
          const response = await send(t, m);
          expect(response.status, `${m} ${t}`).toBeLessThan(500);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('malformed, oversize and traversal targets get a 4xx, never a 5xx or a file outside dist/client', () => {
  it.each(MALFORMED_TARGETS)('$name', async ({ target, served }) => {
    const response = await expectSafeAnswer(target);
    if (served) expect(response.status, target).toBe(200);
    else if (response.status < 300 || response.status >= 400)
      expect(response.status, target).toBeGreaterThanOrEqual(400);
  });

  it(`answers 414 above ${MAX_REQUEST_TARGET_LENGTH} characters of path and query, for pages and the API, and serves up to it`, async () => {
    const longest = `/search/?q=${'a'.repeat(MAX_REQUEST_TARGET_LENGTH - '/search/?q='.length)}`;
    expect((await send(longest)).status).toBe(200);
    const page = await send(`${longest}a`);
    expect(page.status).toBe(414);
    expect(await page.text()).toContain(`longer than ${MAX_REQUEST_TARGET_LENGTH} characters`);
    expect((await send(`/${'a'.repeat(MAX_REQUEST_TARGET_LENGTH)}`)).status).toBe(414);
    const api = await send(`/api/${'a'.repeat(MAX_REQUEST_TARGET_LENGTH)}.json`);
    expect(api.status).toBe(414);
    expect(await api.json()).toMatchObject({ error: { status: 414 } });
  });

  it('serves the files of dist/client and the prerendered page (so the 404s above are not a broken setup)', async () => {
    expect(await (await send('/assets/app.js')).text()).toBe('console.log(1)');
    expect(await (await send('/contacts/')).text()).toBe('<h1>contacts</h1>');
  });

  it.each(['PROPFIND', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])(
    'answers %s on a page with 405 and the methods it has',
    async (method) => {
      const response = await send('/contacts/', method);
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    },
  );
});

describe('campaign cookies from hostile queries, as the server writes them (properties)', () => {
  // RFC 6265 cookie-octet: no space, quote, comma, semicolon, backslash or control character.
  const COOKIE_OCTETS = /^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]*$/u;
  const ATTRIBUTES = `; Max-Age=${CAMPAIGN_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
  const hostileValue = fc.oneof(
    fc.string({ maxLength: 300 }),
    fc.string({ unit: 'binary', maxLength: 300 }),
    fc.constantFrom('a; Domain=evil.com', 'a\r\nSet-Cookie: x=1', 'a, b=c', '"quoted"', '\\', 'x'.repeat(1500)),
  );

  it('only the three names, the value encoded and capped, the same attributes, whatever the query', async () => {
    await fc.assert(
      fc.asyncProperty(
        hostileValue,
        fc.constantFrom(...CAMPAIGN_COOKIE_NAMES, 'utm_term', 'sessionid'),
        async (value, name) => {
          const response = await send(`/?${new URLSearchParams({ [name]: value }).toString()}`);
          const cookies = response.headers.getSetCookie();
          expect(cookies.map((c) => c.split('=')[0])).toEqual([...CAMPAIGN_COOKIE_NAMES]);
          for (const cookie of cookies) {
            const [pair = '', ...rest] = cookie.split(';');
            const written = pair.slice(pair.indexOf('=') + 1);
            expect(written, cookie).toMatch(COOKIE_OCTETS);
            expect(`;${rest.join(';')}`, cookie).toBe(ATTRIBUTES);
            const expected = pair.startsWith(`${name}=`) ? truncateCampaignValue(value) : '';
            expect(decodeURIComponent(written)).toBe(expected);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
