import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { RequestHandler } from 'msw';
import { requestScenarioValue } from '../../contracts/mockScenario.ts';
import type { BuildManifest } from './buildManifest.ts';
import { builtFiles } from './middleware/builtFiles.ts';
import { campaignCookies } from './middleware/campaignCookies.ts';
import { FORM_RATE_LIMIT } from '../rules/formAbuse.ts';
import { clientAddress } from './clientAddress.ts';
import { formGuard, type FormGuardOptions } from './middleware/formGuard.ts';
import { formsWithoutScript } from './middleware/formsWithoutScript.ts';
import { isFormSentAddress } from '../rules/formsWithoutScript.ts';
import { httpCaching } from './middleware/httpCaching.ts';
import { apiContract } from './middleware/apiContract.ts';
import { apiProxy, createApiAnswerCache, type ApiProxyOptions } from './middleware/apiProxy.ts';
import { mockApi } from './middleware/mockApi.ts';
import { notFoundScreen, sharedRender } from './middleware/notFoundScreen.ts';
import { redirects } from './middleware/redirects.ts';
import { renderedPageCache } from './middleware/renderedPageCache.ts';
import { rejectMalformedUrls } from './middleware/rejectMalformedUrls.ts';
import { securityHeaders, type SecurityHeadersOptions } from './middleware/securityHeaders.ts';
import { seoFiles } from './middleware/seoFiles.ts';
import { LOCAL_ANALYTICS_SRC } from '../config/analytics.ts';
import type { Health } from './gracefulShutdown.ts';
import { createSilentLogger } from './silentLogger.ts';
import type { Logger } from './logger.ts';
import { INNER_OF, markServed, requestLog } from './middleware/requestLog.ts';
import type { SiteMetrics } from './metrics.ts';
import { RenderGate } from './renderGate.ts';
import { eventLoopIsBusy, loadShedding, renderEnds, type LoadSheddingOptions } from './middleware/loadShedding.ts';

export interface AppOptions {
  /** Renders pages: renderPage() (Vike) in the server, a stand-in in unit tests. */
  pages: MiddlewareHandler;
  /** MSW handlers that answer /api when no API_BASE_URL is set. */
  mockHandlers?: RequestHandler[];
  /** API_BASE_URL is set: /api is passed to that backend (site/server/middleware/apiProxy.ts). */
  apiBackend?: ApiProxyOptions;
  /** The built client (dist/client) and its manifest in production; in development Vite serves assets itself. */
  built?: {
    root: string;
    manifest: BuildManifest;
    /** Whether the prerendered pages may be served: they were built from the content this server reads. */
    servePrerendered: boolean;
  };
  /** Where sitemap.xml reads the projects and articles from; without it there is no sitemap.xml. */
  apiBaseUrl?: string;
  /** Production: sitemap.xml lists the pages whose content it could read (site/content/sitePages.ts). */
  degradeContractBreaks?: boolean;
  /** The form endpoints' protection: origin, body size, rate per client (default: the production limit, no proxy). */
  formGuard?: FormGuardOptions;
  /** The security headers' inputs (default: production, no proxy, the local analytics counter). */
  securityHeaders?: SecurityHeadersOptions;
  /** The server's logger (logger.ts): one line per request, errors with their stack. Silent when not given. */
  log?: Logger;
  /** Draining (gracefulShutdown.ts): /healthz answers 503 and every answer closes its connection. */
  health?: Health;
  /** Renders get a bounded share of a busy process, past which they are refused with a 503 (production). */
  loadShedding?: Pick<LoadSheddingOptions, 'gate'>;
  /** The metrics (metrics.ts) this app counts into; none when not given. */
  metrics?: SiteMetrics;
}

/**
 * The production request pipeline, in the order that matters: security headers (outermost, so every
 * answer gets them, /healthz, errors and 304s included), health, malformed URLs, redirects,
 * caching and compression, campaign cookies, the API (its contract, then the fixtures or the backend), built files (assets, public files, prerendered
 * pages), the not-found screen of unknown addresses (kept per locale in production), rendered pages (kept a minute per address in production). Redirect and cookie rules run before anything is served, so static and
 * prerendered pages cannot skip them (docs/pitfalls.md, 4). Nothing here keeps state between requests.
 */
export function createApp(options: AppOptions) {
  const app = new Hono();
  const log = options.log ?? createSilentLogger();
  const health = options.health ?? { draining: false };
  const metrics = options.metrics;
  const gate = options.loadShedding && (options.loadShedding.gate ?? new RenderGate({ loopIsBusy: eventLoopIsBusy() }));
  if (gate) metrics?.watchRenders(gate);
  app.use(
    '*',
    requestLog({
      log,
      trustProxy: options.securityHeaders?.trustProxy ?? false,
      onAnswered: options.metrics && ((answered) => options.metrics?.answered(answered)),
    }),
  );
  app.use('*', async (c, next) => {
    await next();
    // Draining: the answer is the connection's last, so nothing new arrives on it while the process stops.
    if (health.draining) c.res.headers.set('connection', 'close');
  });
  app.use(
    '*',
    securityHeaders(
      options.securityHeaders ?? { trustProxy: false, development: false, analyticsSrc: LOCAL_ANALYTICS_SRC },
    ),
  );
  app.get('/healthz', (c) => {
    markServed(c, 'health');
    return health.draining ? c.json({ status: 'draining' }, 503) : c.json({ status: 'ok' });
  });
  app.use('*', rejectMalformedUrls());
  app.use('*', redirects());
  app.use('*', httpCaching());
  app.use('*', campaignCookies({ trustProxy: options.securityHeaders?.trustProxy ?? false }));
  // A form the browser posted itself (no script) is sent on through this same app, as the page's
  // script would send it, and answered with a page (site/rules/formsWithoutScript.ts).
  app.use(
    '/api/*',
    formsWithoutScript({
      pages: options.pages,
      // The inner request is part of this one: it carries its id and writes no log line of its own.
      dispatch: async (request, c) => app.fetch(request, { ...(c.env as object), [INNER_OF]: c.get('requestId') }),
    }),
  );
  app.use(
    '/api/*',
    formGuard(options.formGuard ?? { rateLimit: FORM_RATE_LIMIT, clientOf: (c) => clientAddress(c, undefined) }),
  );
  // The contract decides what /api has before anything answers it (404 and 405 alike everywhere).
  app.use('/api/*', apiContract());
  if (options.apiBackend) {
    const cache = options.apiBackend.cache ?? createApiAnswerCache();
    metrics?.watchCache('api_answers', () => cache.size);
    app.all('/api/*', apiProxy({ ...options.apiBackend, cache, onBackendFailure: metrics?.backendFailure }));
  } else app.all('/api/*', mockApi(options.mockHandlers));
  if (options.apiBaseUrl)
    app.route(
      '/',
      seoFiles({
        apiBaseUrl: options.apiBaseUrl,
        degradeContractBreaks: options.degradeContractBreaks,
        onContractBreak: options.metrics && ((endpoint) => options.metrics?.contractBreak(endpoint)),
      }),
    );
  if (options.built) {
    const { root, manifest, servePrerendered } = options.built;
    // A mock scenario (contracts/mockScenario.ts) makes the content fetches of a rendering fail or crawl: a
    // prerendered copy would hide that, so such a request is rendered. Only when mocks answer, here or
    // behind API_BASE_URL (npm run api, FORWARD_MOCK_SCENARIO=1).
    const scenariosOn = !!options.mockHandlers || !!options.apiBackend?.forwardMockScenario;
    const asksForScenario = (c: Context) => scenariosOn && requestScenarioValue(c.req.raw.headers) !== undefined;
    // A form page's confirmation (`/feedback/?sent=1`) is rendered: the prerendered file shows the form.
    const servePage = (c: Context) =>
      servePrerendered && !asksForScenario(c) && !isFormSentAddress(c.req.path, new URL(c.req.url).search);
    app.use('*', builtFiles({ root, manifest, servePage, warn: (message) => log.warn(message) }));
    if (options.loadShedding) app.use('*', renderEnds());
    // Unknown addresses get the not-found screen rendered once per locale, not a render each (decision 026).
    app.use(
      '*',
      notFoundScreen({
        bypass: asksForScenario,
        render: sharedRender(options.pages),
        warn: (message) => log.warn(message),
      }),
    );
    // What is rendered per request in production is kept a minute per address (decision 015).
    app.use(
      '*',
      renderedPageCache({
        bypass: asksForScenario,
        onLookup: metrics && ((hit) => metrics.cacheLookup('rendered_pages', hit)),
        watchSize: metrics && ((size) => metrics.watchCache('rendered_pages', size)),
      }),
    );
  }
  app.get(
    '*',
    (c, next) => {
      markServed(c, 'render');
      return next();
    },
    gate ? loadShedding({ gate, onShed: metrics?.shed }) : (_c, next) => next(),
    options.pages,
  );
  // Pages are read, never written: any other method is a 405 that says which ones there are.
  app.all('*', (c) => c.text('Method Not Allowed: pages answer GET and HEAD.', 405, { Allow: 'GET, HEAD' }));
  app.onError((error, c) => {
    // The log gets the details, with the request they belong to; the visitor gets none of them.
    (c.get('log') ?? log).error({ err: error }, 'unhandled error');
    return c.text('Internal Server Error', 500);
  });
  return app;
}
