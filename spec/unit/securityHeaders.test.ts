import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { Hono } from 'hono';
import type { renderPage as vikeRenderPage } from 'vike/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockHandlers } from '../../mocks/node.ts';
import { precompressBuild } from '../../tools/build/precompressBuild.ts';
import { LOCAL_ANALYTICS_SRC } from '../../site/config/analytics.ts';
import { FORM_BODY_MAX_BYTES } from '../../site/rules/formAbuse.ts';
import {
  NONCE_PATTERN,
  PERMISSIONS_OFF,
  PERMISSIONS_POLICY,
  STRICT_TRANSPORT_SECURITY,
  analyticsOrigin,
  commonSecurityHeaders,
  contentSecurityPolicy,
} from '../../site/rules/securityHeaders.ts';
import type { BuildManifest } from '../../site/server/buildManifest.ts';
import { createApp } from '../../site/server/createApp.ts';
import type { SecurityHeadersOptions } from '../../site/server/middleware/securityHeaders.ts';
import { renderPage } from '../../site/server/middleware/renderPage.ts';

// A prerendered page as the build writes it: data blocks and an external module script, no inline script.
const prerendered =
  '<!DOCTYPE html><html><head><script id="vike_pageContext" type="application/json">{}</script></head>' +
  `<body><h1>prerendered</h1>${'<p>Текст.</p>'.repeat(80)}<script src="/assets/entries/app.Bx1.js" type="module" async></script></body></html>`;

type VikeRender = typeof vikeRenderPage;
/**
 * Stands in for Vike's renderPage: it puts the nonce it is given on its scripts, as Vike does
 * (https://vike.dev/csp), and answers 404 for …/no-such-page/ and 503 for …/content-down/.
 */
const vikeStandIn = (async (init: { urlOriginal: string; cspNonce?: string }) => {
  const path = new URL(init.urlOriginal).pathname;
  const nonce = init.cspNonce ? ` nonce="${init.cspNonce}"` : '';
  return {
    pageId: '/pages/x',
    cspNonce: init.cspNonce ?? null,
    httpResponse: {
      statusCode: path.endsWith('/no-such-page/') ? 404 : path.endsWith('/content-down/') ? 503 : 200,
      headers: [['Content-Type', 'text/html;charset=utf-8']],
      body: `<!DOCTYPE html><html><body><h1>rendered</h1><script type="module"${nonce}>import("/assets/entries/app.Bx1.js")</script></body></html>`,
    },
  };
}) as unknown as VikeRender;

let dist: string;
let manifest: BuildManifest;
beforeAll(async () => {
  dist = await mkdtemp(`${tmpdir()}/security-headers-`);
  const files = { 'index.html': prerendered, 'assets/entries/app.Bx1.js': 'export {};' };
  for (const [path, content] of Object.entries(files)) {
    await mkdir(`${dist}/client/${path}`.replace(/\/[^/]+$/, ''), { recursive: true });
    await writeFile(`${dist}/client/${path}`, content);
  }
  manifest = await precompressBuild(dist, 'fixtures');
});
afterAll(() => rm(dist, { recursive: true, force: true }));

const production: SecurityHeadersOptions = { trustProxy: false, development: false, analyticsSrc: LOCAL_ANALYTICS_SRC };
function app(securityHeaders = production, rateLimit = 100) {
  return createApp({
    pages: renderPage({
      apiBaseUrl: 'http://site.test',
      mocksEnabled: false,
      forwardMockScenario: false,
      render: vikeStandIn,
    }),
    mockHandlers: mockHandlers(),
    built: { root: `${dist}/client`, manifest, servePrerendered: true },
    formGuard: { rateLimit, clientOf: () => 'one-client' },
    securityHeaders,
  });
}
const formPost = (body: string) => ({
  method: 'POST',
  body,
  headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
});

/** One directive's sources, or undefined when the policy lacks it. */
const directive = (policy: string | null, name: string) =>
  policy
    ?.split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1);

const EXPECTED_COMMON = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

function expectCommonHeaders(response: Response) {
  for (const [name, value] of Object.entries(EXPECTED_COMMON)) expect(response.headers.get(name), name).toBe(value);
  const permissions = response.headers.get('permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'interest-cohort'])
    expect(permissions, feature).toContain(`${feature}=()`);
  // Hono adds none; the middleware would remove one a layer added.
  expect(response.headers.has('x-powered-by')).toBe(false);
  // Plain http: no HSTS (RFC 6797 section 7.2).
  expect(response.headers.has('strict-transport-security')).toBe(false);
}

/** The promises of a page's policy, checked one by one rather than against the function that writes it. */
function expectPagePolicy(policy: string | null) {
  expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
  expect(directive(policy, 'script-src')).not.toContain("'unsafe-eval'");
  expect(directive(policy, 'object-src')).toEqual(["'none'"]);
  expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
  expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
  expect(directive(policy, 'form-action')).toEqual(["'self'"]);
  expect(directive(policy, 'upgrade-insecure-requests')).toBeUndefined();
}

const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

describe('the security headers of every kind of answer', () => {
  it('a prerendered page: a policy that allows no inline script at all, not even by nonce', async () => {
    const response = await app().request('http://site.test/');
    expect(await response.text()).toContain('<h1>prerendered</h1>');
    expectCommonHeaders(response);
    const policy = response.headers.get('content-security-policy');
    expectPagePolicy(policy);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
  });

  it('a page rendered for one visitor (a preview): script-src allows this response’s nonce, the one on its scripts', async () => {
    const response = await app().request('http://site.test/blog-test/draft/');
    expectCommonHeaders(response);
    const policy = response.headers.get('content-security-policy');
    expectPagePolicy(policy);
    const nonce = nonceOf(policy);
    expect(nonce).toMatch(NONCE_PATTERN);
    expect(directive(policy, 'script-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(await response.text()).toContain(`<script type="module" nonce="${nonce}">`);
  });

  it('two renders of the same page get different nonces', async () => {
    const server = app();
    const nonces = await Promise.all(
      [1, 2, 3].map(async () =>
        nonceOf((await server.request('http://site.test/blog-test/draft/')).headers.get('content-security-policy')),
      ),
    );
    expect(new Set(nonces).size).toBe(3);
  });

  // Answers that are not pages: a browser showing one as a document may run and load nothing.
  const notPages: [string, number, () => Response | Promise<Response>][] = [
    ['an /api answer', 200, () => app().request('http://site.test/api/en/home.json')],
    ['an asset', 200, () => app().request('http://site.test/assets/entries/app.Bx1.js')],
    ['a redirect', 301, () => app().request('http://site.test/create-site')],
    ['a 405', 405, () => app().request('http://site.test/', { method: 'DELETE' })],
    [
      'a 413',
      413,
      () => app().request('http://site.test/api/form_application/', formPost('x'.repeat(FORM_BODY_MAX_BYTES + 1))),
    ],
    ['/healthz', 200, () => app().request('http://site.test/healthz')],
    ['a 400 for a malformed URL', 400, () => app().request('http://site.test/%E0%A4%A/')],
  ];
  it.each(notPages)('%s (%i): every header, and a policy that allows nothing', async (_, status, request) => {
    const response = await request();
    expect(response.status).toBe(status);
    expectCommonHeaders(response);
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
  });

  it('a 429: every header, besides its Retry-After', async () => {
    const server = app(production, 1);
    await server.request('http://site.test/api/form_application/', formPost('{}'));
    const response = await server.request('http://site.test/api/form_application/', formPost('{}'));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    expectCommonHeaders(response);
    expect(directive(response.headers.get('content-security-policy'), 'default-src')).toEqual(["'none'"]);
  });

  it('a page rendered for every visitor of its address (search, kept a minute): no nonce in the page or the policy', async () => {
    const server = app();
    for (const visitor of ['first', 'second']) {
      const response = await server.request('http://site.test/search/?q=x');
      expectCommonHeaders(response);
      const policy = response.headers.get('content-security-policy');
      expectPagePolicy(policy);
      expect(directive(policy, 'script-src'), visitor).toEqual(["'self'"]);
      expect(await response.text(), visitor).not.toContain('nonce=');
    }
  });

  it.each([
    ['a 404 page', '/no-such-page/', 404],
    ['a 503 page', '/content-down/', 503],
  ])('%s, rendered as if for everyone: every header, and no inline script allowed', async (_, path, status) => {
    const response = await app().request(`http://site.test${path}`);
    expect(response.status).toBe(status);
    expectCommonHeaders(response);
    const policy = response.headers.get('content-security-policy');
    expectPagePolicy(policy);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(await response.text()).not.toContain('nonce=');
  });

  it.each([
    ['a 404 preview', '/blog-test/no-such-page/', 404],
    ['a 503 preview', '/blog-test/content-down/', 503],
  ])('%s, rendered for one visitor: every header and the nonce of its scripts', async (_, path, status) => {
    const response = await app().request(`http://site.test${path}`);
    expect(response.status).toBe(status);
    expectCommonHeaders(response);
    const policy = response.headers.get('content-security-policy');
    expectPagePolicy(policy);
    expect(await response.text()).toContain(`nonce="${nonceOf(policy)}"`);
  });

  it('a 500 from an unexpected failure: every header', async () => {
    const failing = createApp({
      pages: () => {
        throw new Error('boom');
      },
    });
    const original = console.error;
    console.error = () => undefined;
    const response = await failing.request('http://site.test/');
    console.error = original;
    expect(response.status).toBe(500);
    expectCommonHeaders(response);
    expect(response.headers.has('content-security-policy')).toBe(true);
  });

  it('Hono itself adds no X-Powered-By (an app without the middleware, a page and a 404)', async () => {
    const bare = new Hono();
    bare.get('/', (c) => c.html('<h1>x</h1>'));
    for (const path of ['/', '/missing'])
      expect((await bare.request(`http://site.test${path}`)).headers.has('x-powered-by')).toBe(false);
  });

  it('removes an X-Powered-By that a layer under it added', async () => {
    const chatty = createApp({ pages: async (c) => c.html('<h1>x</h1>', 200, { 'X-Powered-By': 'Express' }) });
    expect((await chatty.request('http://site.test/')).headers.has('x-powered-by')).toBe(false);
  });
});

describe('304: the policy the browser keeps is the one of the HTML it cached', () => {
  it('a 304 carries the common headers and no Content-Security-Policy, so the cached one stays', async () => {
    const server = app();
    const first = await server.request('http://site.test/');
    const etag = first.headers.get('etag') ?? '';
    const revalidated = await server.request('http://site.test/', { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expectCommonHeaders(revalidated);
    expect(revalidated.headers.has('content-security-policy')).toBe(false);
  });

  it('a rendered page never answers 304 to the ETag of another rendering: its body carries another nonce', async () => {
    const server = app();
    const first = await server.request('http://site.test/blog-test/draft/');
    const etag = first.headers.get('etag') ?? '';
    const again = await server.request('http://site.test/blog-test/draft/', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(200);
    const [one, two] = [first, again].map((r) => nonceOf(r.headers.get('content-security-policy')));
    expect(one).not.toBe(two);
    expect(await again.text()).toContain(`nonce="${two}"`);
  });
});

describe('HSTS and upgrade-insecure-requests: only over https', () => {
  it('on an https request', async () => {
    const response = await app().request('https://site.test/');
    expect(response.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
    expect(directive(response.headers.get('content-security-policy'), 'upgrade-insecure-requests')).toEqual([]);
  });

  it('not on http with a forged X-Forwarded-Proto from the open internet', async () => {
    const response = await app().request('http://site.test/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.has('strict-transport-security')).toBe(false);
    expect(directive(response.headers.get('content-security-policy'), 'upgrade-insecure-requests')).toBeUndefined();
  });

  it('behind a trusted proxy (TRUST_PROXY=1), by its X-Forwarded-Proto', async () => {
    const server = app({ ...production, trustProxy: true });
    const https = await server.request('http://site.test/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
    const http = await server.request('http://site.test/', { headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers.has('strict-transport-security')).toBe(false);
  });
});

describe('the policy text (site/rules/securityHeaders.ts)', () => {
  const base = { https: false, development: false, analyticsSrc: LOCAL_ANALYTICS_SRC } as const;

  it('allows no third party but the video players when the local counter is used', () => {
    const policy = contentSecurityPolicy({ ...base, kind: 'prerendered' });
    const origins = policy.match(/https?:\/\/[^\s;]+/g) ?? [];
    expect(origins.sort()).toEqual(['https://rutube.ru', 'https://www.youtube-nocookie.com']);
    expect(directive(policy, 'frame-src')).toEqual(origins.sort());
  });

  it('allows the origin of a counter set at build time (VITE_ANALYTICS_SRC) to load and report', () => {
    const policy = contentSecurityPolicy({
      ...base,
      kind: 'prerendered',
      analyticsSrc: 'https://mc.counter.example/tag.js',
    });
    for (const name of ['script-src', 'connect-src', 'img-src'])
      expect(directive(policy, name), name).toContain('https://mc.counter.example');
  });

  it('lets Vite’s HMR websocket connect in development only', () => {
    expect(
      directive(contentSecurityPolicy({ ...base, kind: 'prerendered', development: true }), 'connect-src'),
    ).toContain('ws:');
    expect(directive(contentSecurityPolicy({ ...base, kind: 'prerendered' }), 'connect-src')).toEqual(["'self'"]);
  });

  /** Every directive of a policy with its sources, in the order the header gives them. */
  const directives = (policy: string) =>
    policy.split('; ').map((part): [string, string[]] => {
      const [name = '', ...sources] = part.split(' ');
      return [name, sources];
    });

  it('a prerendered page: the whole policy, each directive with exactly its sources', () => {
    expect(directives(contentSecurityPolicy({ ...base, kind: 'prerendered' }))).toEqual([
      ['default-src', ["'self'"]],
      ['script-src', ["'self'"]],
      ['style-src', ["'self'", "'unsafe-inline'"]],
      ['img-src', ["'self'", 'data:']],
      ['font-src', ["'self'"]],
      ['media-src', ["'self'"]],
      ['frame-src', ['https://rutube.ru', 'https://www.youtube-nocookie.com']],
      ['connect-src', ["'self'"]],
      ['worker-src', ["'self'"]],
      ['manifest-src', ["'self'"]],
      ['object-src', ["'none'"]],
      ['base-uri', ["'none'"]],
      ['form-action', ["'self'"]],
      ['frame-ancestors', ["'none'"]],
    ]);
  });

  it('a rendered page over https: its nonce in script-src only, and upgrade-insecure-requests last', () => {
    const nonce = 'AAAAAAAAAAAAAAAAAAAAAA';
    const policy = directives(contentSecurityPolicy({ ...base, https: true, kind: 'rendered', nonce }));
    expect(policy.find(([name]) => name === 'script-src')).toEqual(['script-src', ["'self'", `'nonce-${nonce}'`]]);
    expect(policy.filter(([, sources]) => sources.some((source) => source.startsWith("'nonce-")))).toHaveLength(1);
    expect(policy.at(-1)).toEqual(['upgrade-insecure-requests', []]);
  });

  it('anything but a page may run and load nothing, and be framed by no one', () => {
    for (const https of [false, true])
      expect(contentSecurityPolicy({ ...base, https, kind: 'other' })).toBe(
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      );
  });

  it('takes only the origin of a counter, and none from an address that is not http(s)', () => {
    expect(analyticsOrigin('https://mc.counter.example/tag.js?id=1')).toBe('https://mc.counter.example');
    expect(analyticsOrigin('HTTP://counter.example:8080/x.js')).toBe('http://counter.example:8080');
    expect(analyticsOrigin('/analytics/counter.js')).toBeUndefined();
    expect(analyticsOrigin('javascript://x.example/%0aalert(1)')).toBeUndefined();
    expect(analyticsOrigin('see https://x.example/')).toBeUndefined();
  });

  it('turns every listed feature off, one `feature=()` each, separated as the header grammar wants', () => {
    expect(PERMISSIONS_POLICY.split(', ')).toEqual(PERMISSIONS_OFF.map((feature) => `${feature}=()`));
    expect(PERMISSIONS_OFF).toEqual(expect.arrayContaining(['camera', 'microphone', 'geolocation', 'payment']));
  });

  it('over https, every response is pinned to https for two years with subdomains', () => {
    expect(commonSecurityHeaders(true)['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(commonSecurityHeaders(false)).not.toHaveProperty('strict-transport-security');
    expect(commonSecurityHeaders(false)).toEqual({ ...EXPECTED_COMMON, 'permissions-policy': PERMISSIONS_POLICY });
  });

  it('refuses to write a rendered page’s policy without a well-formed nonce', () => {
    expect(() => contentSecurityPolicy({ ...base, kind: 'rendered' })).toThrow(/nonce/);
    expect(() => contentSecurityPolicy({ ...base, kind: 'rendered', nonce: "x' 'unsafe-inline" })).toThrow(/nonce/);
  });
});

describe('campaign cookies are Secure exactly when the visitor came over https', () => {
  const secureFlags = (response: Response) =>
    response.headers.getSetCookie().map((cookie) => /;\s*Secure/i.test(cookie));

  it('on an https request, and behind a trusted proxy by its X-Forwarded-Proto', async () => {
    expect(secureFlags(await app().request('https://site.test/?utm_source=mail'))).toEqual([true, true, true]);
    const proxied = await app({ ...production, trustProxy: true }).request('http://site.test/?utm_source=mail', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secureFlags(proxied)).toEqual([true, true, true]);
  });

  it('not on plain http, nor for a forged X-Forwarded-Proto from the open internet', async () => {
    expect(secureFlags(await app().request('http://site.test/?utm_source=mail'))).toEqual([false, false, false]);
    const forged = await app().request('http://site.test/?utm_source=mail', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secureFlags(forged)).toEqual([false, false, false]);
  });
});
