import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { FORM_ENDPOINTS, formEndpointPath } from '../../contracts/formConstants.ts';
import type { Answered } from './middleware/requestLog.ts';

/**
 * The server's metrics in Prometheus's text format (prom-client), read by a scraper from the metrics
 * listener (main.ts: loopback by default, never the public port). Every name starts `site_`; the
 * process's own (CPU, memory, event-loop lag, GC) are prom-client's defaults (`site_process_…`, `site_nodejs_…`).
 * Labels are closed sets (how an answer was served, a status class, a cache's name): nothing from a
 * request becomes a label, so no visitor can grow the series.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'site_' });
  const formPaths = new Set(FORM_ENDPOINTS.map(formEndpointPath));

  const requests = new Counter({
    name: 'site_http_requests_total',
    help: 'Answered requests, by how the answer was made and its status class.',
    // Stryker disable next-line ArrayDeclaration: prom-client takes any labels without a declaration; the names are for the reader and the types
    labelNames: ['served', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'site_http_request_duration_seconds',
    help: 'Time to the answer, by how it was made.',
    labelNames: ['served'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const forms = new Counter({
    name: 'site_form_submissions_total',
    help: 'Form posts, by the status they were answered with (200 accepted, 422 to correct, 429 refused …).',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  const shed = new Counter({
    name: 'site_renders_shed_total',
    help: 'Renders refused with a 503 because rendering had its share of a busy process.',
    registers: [registry],
  });
  const backendFailures = new Counter({
    name: 'site_backend_failures_total',
    help: 'Reads and posts the backend did not answer well (timeout, no connection, 5xx, 429), by what asked.',
    labelNames: ['request'] as const,
    registers: [registry],
  });
  const contractBreaks = new Counter({
    name: 'site_content_contract_breaks_total',
    help: 'Content answers that broke their contract (read without their broken items, or not used), by endpoint.',
    labelNames: ['endpoint'] as const,
    registers: [registry],
  });
  const cacheLookups = new Counter({
    name: 'site_cache_lookups_total',
    help: 'Lookups of the kept renders, by result.',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
  });
  const redisFallback = new Gauge({
    name: 'site_rate_limit_redis_fallback',
    help: '1 while Redis does not answer and this process limits form posts on its own.',
    registers: [registry],
  });
  const redisOutages = new Counter({
    name: 'site_rate_limit_redis_outages_total',
    help: 'Times Redis stopped answering the form rate limit.',
    registers: [registry],
  });
  const cacheSizes = new Map<string, () => number>();
  let renderState: { inFlight: number; waiting: number } | undefined;
  // These two are read when scraped: nothing is counted on the way of a request for them.
  new Gauge({
    name: 'site_cache_entries',
    help: 'Entries kept, by cache.',
    labelNames: ['cache'] as const,
    registers: [registry],
    collect() {
      for (const [cache, size] of cacheSizes) this.set({ cache }, size());
    },
  });
  new Gauge({
    name: 'site_renders',
    help: 'Renders under way and waiting for their turn.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'in_flight' }, renderState?.inFlight ?? 0);
      this.set({ state: 'waiting' }, renderState?.waiting ?? 0);
    },
  });

  return {
    registry,
    answered({ servedBy, status, seconds, method, path }: Answered) {
      requests.inc({ served: servedBy, status: `${Math.floor(status / 100)}xx` });
      duration.observe({ served: servedBy }, seconds);
      if (method === 'POST' && formPaths.has(path)) forms.inc({ status: String(status) });
    },
    shed: () => shed.inc(),
    backendFailure: (request: 'read' | 'submission' | 'content') => backendFailures.inc({ request }),
    contractBreak: (endpoint: string) => contractBreaks.inc({ endpoint }),
    cacheLookup: (cache: string, hit: boolean) => cacheLookups.inc({ cache, result: hit ? 'hit' : 'miss' }),
    redisOutage(down: boolean) {
      redisFallback.set(down ? 1 : 0);
      if (down) redisOutages.inc();
    },
    watchCache: (cache: string, size: () => number) => void cacheSizes.set(cache, size),
    watchRenders: (state: { inFlight: number; waiting: number }) => void (renderState = state),
    /** The text a scraper reads. */
    text: () => registry.metrics(),
    contentType: registry.contentType,
  };
}

export type SiteMetrics = ReturnType<typeof createMetrics>;
