/**
 * Starts the site: `npm start` (production, from dist/) or `npm run dev` (Vite, with HMR).
 * Without API_BASE_URL every API call is answered from fixtures by MSW, in this process.
 */
import { createServer, type Server } from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getRequestListener, serve } from '@hono/node-server';
import type { Context } from 'hono';
import { analyticsConfigFrom } from '../config/analytics.ts';
import { FORM_RATE_LIMIT } from '../rules/formAbuse.ts';
import { clientAddress } from './clientAddress.ts';
import { contentSourceOf } from '../routes/prerenderUrls.ts';
import { readBuildManifest } from './buildManifest.ts';
import { createApp } from './createApp.ts';
import { renderPage } from './middleware/renderPage.ts';
import { parseProxyTrust } from './proxyTrust.ts';
import { redisRateLimitStore } from './redisRateLimitStore.ts';
import { siteClockOf } from './siteClock.ts';
import { parseServerEnv } from './serverEnv.ts';
import { loadEnvFile } from './envFile.ts';
import { gracefulShutdown, type Health } from './gracefulShutdown.ts';
import { consoleToLog } from './consoleToLog.ts';
import { createLogger } from './logger.ts';
import { createMetrics } from './metrics.ts';
import { startMetricsListener } from './metricsListener.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const envFile = loadEnvFile(root);
const env = parseServerEnv();
const isProduction = env.NODE_ENV === 'production';
const log = await createLogger({ level: env.LOG_LEVEL, pretty: !isProduction });
// Production writes JSON lines only: what libraries print goes into the log (server/consoleToLog.ts).
if (isProduction) consoleToLog(log);
const metrics = createMetrics();
/** What to close on the way out, once every request is answered. */
const closers: Array<() => unknown> = [];
const mocksEnabled = !env.API_BASE_URL;
const proxyTrust = parseProxyTrust(env.TRUST_PROXY);
// Behind a trusted proxy its X-Forwarded-Proto is believed too (requestIsHttps.ts).
const trustProxy = proxyTrust !== undefined;
const clientOf = (c: Context) => clientAddress(c, proxyTrust);
// In front of npm run api only: the backend then plays the scenario a request asks for.
const forwardMockScenario = !mocksEnabled && env.FORWARD_MOCK_SCENARIO === '1';

let mockHandlers;
if (mocksEnabled) {
  const mocks = await import('../../mocks/node.ts');
  // Server-side fetches of content go to this server's own origin; MSW answers them in-process.
  mocks.mockServer().listen({ onUnhandledRequest: 'bypass' });
  closers.push(() => mocks.mockServer().close());
  mockHandlers = mocks.mockHandlers();
}

if (isProduction) {
  // This checkout's own build, imported by name. Vike would otherwise find it through a pointer file in
  // node_modules that every build rewrites (vite-plugin-server-entry), so a build elsewhere that shares
  // node_modules (a test's copy of the project, a git worktree) would send this server to that build.
  // The plugin documents this "manual import"; Vike then skips its own lookup.
  await import(pathToFileURL(`${root}dist/server/entry.mjs`).href);
}

const rateLimit = env.FORM_RATE_LIMIT ?? (isProduction ? FORM_RATE_LIMIT : Infinity);
// With REDIS_URL every instance counts form submissions and repeats in the same place (decision 023). Connected
// before the server listens, so its first posts count there too; an unreachable Redis delays the start
// by one attempt (1.5 s at most) and never stops it: each process then limits on its own until it answers.
let rateLimitStore;
let redisState = '';
if (env.REDIS_URL) {
  // Loaded only here: a server without REDIS_URL never loads the Redis client.
  const { connectRedisWindowCounter } = await import('./redisWindowCounter.ts');
  const redis = connectRedisWindowCounter(env.REDIS_URL);
  closers.push(() => redis.close());
  const redisHost = new URL(env.REDIS_URL).host;
  redisState = (await redis.firstAttempt)
    ? `, form rate limit shared through Redis at ${redisHost}`
    : `, Redis at ${redisHost} not answering: form rate limit per process until it does`;
  rateLimitStore = redisRateLimitStore({
    count: redis.count,
    forget: (key) => redis.forget(key),
    log: (message) => log.warn(message),
    onOutage: (down) => metrics.redisOutage(down),
  });
}

const apiBaseUrl = env.API_BASE_URL ?? `http://127.0.0.1:${env.PORT}`;
const manifest = isProduction ? readBuildManifest(`${root}dist`) : undefined;
// Prerendered pages show the content they were built from: a server reading other content renders instead.
const servePrerendered = manifest?.contentSource === contentSourceOf(env.API_BASE_URL);
// The counter the client was built with (the build manifest), or, in development, the one Vite will
// serve from the same .env files and environment: the Content-Security-Policy allows its origin.
const analyticsSrc =
  manifest?.analyticsSrc ??
  analyticsConfigFrom(isProduction ? {} : (await import('vite')).loadEnv('development', root, 'VITE_')).src;
const health: Health = { draining: false };
const app = createApp({
  log,
  health,
  metrics,
  apiBaseUrl,
  degradeContractBreaks: isProduction,
  pages: renderPage({
    apiBaseUrl,
    mocksEnabled: mocksEnabled && !isProduction,
    forwardMockScenario: mocksEnabled || forwardMockScenario,
    holdScripts: isProduction,
    onContentFailure: () => metrics.backendFailure('content'),
    degradeContractBreaks: isProduction,
    onContractBreak: (endpoint) => metrics.contractBreak(endpoint),
  }),
  mockHandlers,
  apiBackend: env.API_BASE_URL
    ? { apiBaseUrl: env.API_BASE_URL, clientOf, trustProxy, forwardMockScenario }
    : undefined,
  formGuard: { rateLimit, clientOf, rateLimitStore, now: env.SITE_CLOCK === 'cookie' ? siteClockOf : undefined },
  built: manifest && { root: `${root}dist/client`, manifest, servePrerendered },
  securityHeaders: { trustProxy, development: !isProduction, analyticsSrc },
  // A development server renders slowly (Vite transforms) and is one developer's: nothing to shed.
  loadShedding: isProduction ? {} : undefined,
});

const prerendered = !manifest
  ? ''
  : servePrerendered
    ? `, ${manifest.pages.length} prerendered pages`
    : `, prerendered pages not served: built from ${manifest.contentSource}`;
const onListening = () =>
  log.info(
    `Site on http://localhost:${env.PORT}/ (${isProduction ? 'production' : 'development'}, ` +
      `${mocksEnabled ? 'content from fixtures' : `content from ${env.API_BASE_URL}`}${prerendered}${redisState}` +
      (env.SITE_CLOCK === 'cookie' ? ", form rules on the site-clock cookie's time (a test server)" : '') +
      `${envFile ? `, variables from ${envFile}` : ''})`,
  );

let server: Server;
if (isProduction) {
  server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, onListening) as Server;
} else {
  const { createDevMiddleware } = await import('vike/server');
  const { devMiddleware, viteServer } = await createDevMiddleware({ root });
  closers.push(() => viteServer.close());
  const listener = getRequestListener(app.fetch);
  // Vite answers its own module and asset URLs; every other request goes through the app.
  server = createServer((req, res) => devMiddleware(req, res, () => void listener(req, res))).listen(
    env.PORT,
    env.HOST,
    onListening,
  );
}
// Prometheus reads the metrics on a listener of their own, loopback by default: never on the site's port.
const metricsListener = startMetricsListener({ metrics, port: env.METRICS_PORT, host: env.METRICS_HOST, log });
closers.push(() => {
  metricsListener.close();
  metricsListener.closeAllConnections();
});
// Longer than a proxy keeps an idle connection to us (nginx: 60 s), so the proxy, not this server,
// ends idle connections: a request never meets a connection this server has just closed.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

// SIGTERM from a supervisor or an orchestrator, SIGINT from Ctrl+C: drain, then exit.
const shutdown = gracefulShutdown({
  server,
  health,
  graceMs: env.SHUTDOWN_GRACE_MS,
  closers,
  log,
  exit: (code) => process.exit(code),
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void shutdown(signal));
