import { Hono, type MiddlewareHandler } from 'hono';
import { tmpdir } from 'node:os';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { mockHandlers } from '../../mocks/node.ts';
import { MOCK_SCENARIO_HEADER } from '../../contracts/mockScenario.ts';
import { RENDERED_PAGE_CACHE } from '../../site/rules/renderedPageCache.ts';
import { localisePath, splitLocale } from '../../site/rules/localePath.ts';
import { createApp } from '../../site/server/createApp.ts';
import { notFoundScreen, sharedRender } from '../../site/server/middleware/notFoundScreen.ts';
import { cspNonceOf } from '../../site/server/middleware/securityHeaders.ts';

/** What the site's renderer writes for an unknown address: its locale, its language links, padding. */
const screen = (pathname: string) => {
  const { locale, path } = splitLocale(pathname);
  const links = (['ru', 'en'] as const).map((to) => `<a href="${localisePath(path, to)}">${to}</a>`).join('');
  return `<!DOCTYPE html><html lang="${locale}"><body><nav>${links}</nav>${'<p>Не найдено.</p>'.repeat(100)}</body></html>`;
};

/** A server whose renderer counts its renders; `answer` may change what it answers. */
function server(options: { answer?: (path: string) => Response; maxAgeMs?: number; gate?: Promise<void> } = {}) {
  let time = 1_000_000;
  const renders: string[] = [];
  const warnings: string[] = [];
  const render = async (path: string) => {
    renders.push(path);
    await options.gate;
    return (
      options.answer?.(path) ??
      new Response(screen(path), {
        status: 404,
        headers: { 'content-type': 'text/html;charset=utf-8', 'cache-control': 'no-store, max-age=0' },
      })
    );
  };
  const app = new Hono();
  app.use(
    '*',
    notFoundScreen({
      bypass: (c) => c.req.header(MOCK_SCENARIO_HEADER) !== undefined,
      render,
      maxAgeMs: options.maxAgeMs,
      now: () => time,
      warn: (message) => warnings.push(message),
    }),
  );
  // What the pipeline does after it: the renderer, here counted as a render of the address itself.
  app.get('*', async (c) => {
    renders.push(`fresh ${c.req.path}`);
    return c.html('<p>rendered</p>', 404);
  });
  return {
    renders,
    warnings,
    advance: (ms: number) => (time += ms),
    get: async (path: string, headers: Record<string, string> = {}, method = 'GET') =>
      await app.request(`http://site.test${path}`, { headers, method }),
  };
}

describe('the not-found screen of unknown addresses, kept per locale', () => {
  it('renders the screen once for every unknown address of a locale, each with its own language links', async () => {
    const site = server();
    const first = await site.get('/no-such-page/');
    const second = await site.get('/bitrix24/also-missing/');
    expect([first.status, second.status]).toEqual([404, 404]);
    expect(await first.text()).toBe(screen('/no-such-page/'));
    expect(await second.text()).toBe(screen('/bitrix24/also-missing/'));
    expect(site.renders).toEqual(['/not-found-screen-8d1f3c/']);
  });

  it('renders each locale once, in its own language', async () => {
    const site = server();
    for (const path of ['/a/', '/en/a/', '/b/', '/en/b/', '/en/ctp/c/']) await site.get(path);
    expect(site.renders).toEqual(['/not-found-screen-8d1f3c/', '/en/not-found-screen-8d1f3c/']);
    expect(await (await site.get('/en/d/')).text()).toBe(screen('/en/d/'));
  });

  it('stays two renders however many different addresses are asked for', async () => {
    const site = server();
    for (let i = 0; i < 500; i += 1) await site.get(`${i % 2 ? '/en' : ''}/flood-${i}-${Math.random()}/`);
    expect(site.renders).toHaveLength(2);
  });

  it('keeps the renderer’s headers and status, with the length of what it sends', async () => {
    const site = server();
    const answer = await site.get('/missing/');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toBe('text/html;charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store, max-age=0');
    expect(Number(answer.headers.get('content-length'))).toBe((await answer.arrayBuffer()).byteLength);
  });

  it('sends gzip to a visitor who accepts it, the same page once unzipped, and the page as it is otherwise', async () => {
    const site = server();
    const zipped = await site.get('/missing/', { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(screen('/missing/'));
    for (const refused of ['br', 'gzip;q=0, br', 'identity']) {
      const plain = await site.get('/missing/', { 'accept-encoding': refused });
      expect(plain.headers.has('content-encoding'), refused).toBe(false);
      expect(await plain.text()).toBe(screen('/missing/'));
    }
  });

  it('answers HEAD with the headers of GET', async () => {
    const site = server();
    const get = await site.get('/missing/', { 'accept-encoding': 'gzip' });
    const head = await site.get('/missing/', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(404);
    expect(head.headers.get('content-length')).toBe(get.headers.get('content-length'));
  });

  it('renders the screen once for visitors who ask while it renders', async () => {
    let open = () => {};
    const site = server({ gate: new Promise<void>((resolve) => (open = resolve)) });
    const answers = Promise.all(Array.from({ length: 5 }, async (_, i) => await site.get(`/burst-${i}/`)));
    open();
    expect((await answers).map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404]);
    expect(site.renders).toHaveLength(1);
  });

  it('renders the screen again after a minute', async () => {
    const site = server();
    await site.get('/a/');
    site.advance(RENDERED_PAGE_CACHE.maxAgeMs - 1);
    await site.get('/b/');
    expect(site.renders).toHaveLength(1);
    site.advance(1);
    await site.get('/c/');
    expect(site.renders).toHaveLength(2);
  });

  it.each([
    ['a page of the route table', '/contacts/', {}, 'GET'],
    ['an address whose parameter a route guard checks', '/portfolio-web-studii/nope/', {}, 'GET'],
    ['page data of a client-side navigation', '/nope/index.pageContext.json', {}, 'GET'],
    ['a request with a mock scenario', '/no-such-page/', { [MOCK_SCENARIO_HEADER]: '503' }, 'GET'],
    ['a POST', '/no-such-page/', {}, 'POST'],
  ])('leaves %s to the renderer', async (_what, path, headers, method) => {
    const site = server();
    await site.get(path, headers, method);
    await site.get(path, headers, method);
    expect(site.renders.filter((render) => !render.startsWith('fresh'))).toEqual([]);
  });

  it.each([
    ['answers 500', () => new Response('oops', { status: 500, headers: { 'content-type': 'text/html' } })],
    [
      'sets a cookie',
      (path: string) =>
        new Response(screen(path), { status: 404, headers: { 'content-type': 'text/html', 'set-cookie': 'a=1' } }),
    ],
    [
      'throws',
      () => {
        throw new Error('renderer down');
      },
    ],
  ])(
    'renders unknown addresses one by one when the screen %s, says so once, and tries again later',
    async (_what, answer) => {
      const site = server({ answer });
      await site.get('/a/');
      await site.get('/b/');
      expect(site.renders).toEqual(['/not-found-screen-8d1f3c/', 'fresh /a/', 'fresh /b/']);
      expect(site.warnings).toHaveLength(1);
      site.advance(RENDERED_PAGE_CACHE.maxAgeMs);
      await site.get('/c/');
      expect(site.renders.filter((render) => !render.startsWith('fresh'))).toHaveLength(2);
      expect(site.warnings).toHaveLength(1);
    },
  );
});

describe('in the production pipeline (createApp)', () => {
  function site() {
    const renders: { path: string; nonce: string | undefined }[] = [];
    const app = createApp({
      // Stands in for Vike's renderPage: the not-found screen of any address, a page at /contacts/.
      pages: async (c) => {
        renders.push({ path: c.req.path, nonce: c.get('renderMayBeShared') ? undefined : cspNonceOf(c) });
        return c.html(
          c.req.path === '/contacts/' ? '<p>Контакты</p>' : screen(c.req.path),
          c.req.path === '/contacts/' ? 200 : 404,
        );
      },
      mockHandlers: mockHandlers(),
      built: {
        root: tmpdir(),
        manifest: { contentSource: 'fixtures', pages: [], etags: {} },
        servePrerendered: true,
      },
    });
    return {
      renders,
      get: async (path: string, headers: Record<string, string> = {}) =>
        await app.request(`http://site.test${path}`, { headers }),
    };
  }

  it('answers unknown addresses from the kept screen, with the headers of any page answer and no nonce', async () => {
    const { renders, get } = site();
    const [a, b] = [await get('/a/?utm_source=x'), await get('/b/', { 'accept-encoding': 'gzip' })];
    expect([a.status, b.status]).toEqual([404, 404]);
    expect(renders).toEqual([{ path: '/not-found-screen-8d1f3c/', nonce: undefined }]);
    expect(gunzipSync(Buffer.from(await b.arrayBuffer())).toString()).toBe(screen('/b/'));
    expect(a.headers.get('content-security-policy')).not.toContain('nonce');
    expect(a.headers.get('x-frame-options')).toBe('DENY');
    expect(a.headers.get('vary')).toMatch(/accept-encoding/i);
    // The campaign cookies are each visitor's own, set around the kept screen.
    expect(a.headers.getSetCookie().join()).toContain('utm_source=x');
    expect(b.headers.getSetCookie().join()).not.toContain('utm_source=x');
  });

  it('renders a request with a mock scenario, and a page, every time', async () => {
    const { renders, get } = site();
    await get('/a/', { [MOCK_SCENARIO_HEADER]: 'slow-1' });
    await get('/a/', { [MOCK_SCENARIO_HEADER]: 'slow-1' });
    await get('/contacts/');
    expect(renders.map((render) => render.path)).toEqual(['/a/', '/a/', '/contacts/']);
  });
});

describe('the shared render of the screen (sharedRender)', () => {
  it('renders without a nonce and without the visitor: the answer may go to anyone', async () => {
    const seen: unknown[] = [];
    const pages: MiddlewareHandler = async (c) => {
      seen.push({ shared: c.get('renderMayBeShared'), path: c.req.path, cookie: c.req.header('cookie') });
      return c.html('<p>404</p>', 404);
    };
    const response = await sharedRender(pages)('/en/not-found-screen-8d1f3c/');
    expect(response.status).toBe(404);
    expect(seen).toEqual([{ shared: true, path: '/en/not-found-screen-8d1f3c/', cookie: undefined }]);
  });
});
