import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import type { RequestHandler } from 'msw';
import { campaignCookies } from './middleware/campaignCookies.ts';
import { FORM_RATE_LIMIT } from '../rules/formAbuse.ts';
import { clientAddress } from './clientAddress.ts';
import { formGuard, type FormGuardOptions } from './middleware/formGuard.ts';
import { mockApi } from './middleware/mockApi.ts';
import { redirects } from './middleware/redirects.ts';
import { rejectMalformedUrls } from './middleware/rejectMalformedUrls.ts';
import { seoFiles } from './middleware/seoFiles.ts';

export interface AppOptions {
  /** Renders pages: renderPage() (Vike) in the server, a stand-in in unit tests. */
  pages: MiddlewareHandler;
  /** MSW handlers that answer /api when no API_BASE_URL is set. */
  mockHandlers?: RequestHandler[];
  /** The built client (dist/client) in production; in development Vite serves assets itself. */
  staticRoot?: string;
  /** Where sitemap.xml reads the projects and articles from; without it there is no sitemap.xml. */
  apiBaseUrl?: string;
  /** The form endpoints' protection: origin, body size, rate per client (default: the production limit, no proxy). */
  formGuard?: FormGuardOptions;
}

/**
 * The production request pipeline, in the order that matters: health, malformed URLs, redirects, campaign cookies,
 * the API, static files, pages. Redirect and cookie rules run before anything is served, so static
 * and (later) prerendered pages cannot skip them (stack.md pitfall 4).
 */
export function createApp(options: AppOptions) {
  const app = new Hono();
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.use('*', rejectMalformedUrls());
  app.use('*', redirects());
  app.use('*', campaignCookies());
  app.use(
    '/api/*',
    formGuard(options.formGuard ?? { rateLimit: FORM_RATE_LIMIT, clientOf: (c) => clientAddress(c, false) }),
  );
  app.all('/api/*', mockApi(options.mockHandlers));
  if (options.apiBaseUrl) app.route('/', seoFiles({ apiBaseUrl: options.apiBaseUrl }));
  if (options.staticRoot) {
    // Vite puts content-hashed files under /assets/: they never change, so caches may keep them a year.
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.ok) c.res.headers.set('cache-control', 'public, max-age=31536000, immutable');
    });
    app.use('*', serveStatic({ root: options.staticRoot }));
  }
  app.get('*', options.pages);
  // Pages are read, never written: any other method is a 405 that says which ones there are.
  app.all('*', (c) => c.text('Method Not Allowed: pages answer GET and HEAD.', 405, { Allow: 'GET, HEAD' }));
  app.onError((error, c) => {
    // The log gets the details; the visitor gets none of them.
    console.error(error);
    return c.text('Internal Server Error', 500);
  });
  return app;
}
