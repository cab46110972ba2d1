import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { get as httpGet, request as httpRequest } from 'node:http';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import submission from '../../fixtures/submissions/form_application.json' with { type: 'json' };
import { mockHandlers, mockServer } from '../../mocks/node.ts';
import { createApp } from '../../site/server/createApp.ts';
import { createMetrics } from '../../site/server/metrics.ts';
import { startMetricsListener } from '../../site/server/metricsListener.ts';
import { capturedLog } from '../support/capturedLog.ts';

const SITE = 'http://site.test';

/** A request with node:http, past the unit tests' mocks (they answer fetch): status, type and body. */
function ask(url: string, method = 'GET'): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const request = (method === 'GET' ? httpGet : httpRequest)(url, { method }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'] ?? '', body }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

/** The value of one series in the scrape, or undefined when it is not there. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('the metrics', () => {
  it('count answers by how they were served, form posts by status, and backend failures', async () => {
    const metrics = createMetrics();
    const app = createApp({
      metrics,
      pages: async (c) => c.html('<h1>page</h1>'),
      mockHandlers: mockHandlers(),
      formGuard: { rateLimit: 1000, clientOf: () => '203.0.113.9' },
    });
    const post = (body: object) =>
      app.request(`${SITE}/api/form_application/`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      });
    await app.request(`${SITE}/contacts/`);
    await app.request(`${SITE}/contacts/`);
    await post(submission);
    await post({ ...submission, email: 'not an address' });
    await post({ ...submission, email: 'not an address' });
    // Neither a read of a form's definition nor a post to a page is a form submission.
    await app.request(`${SITE}/api/forms/form_application.json`);
    await app.request(`${SITE}/contacts/`, { method: 'POST', headers: { 'sec-fetch-site': 'same-origin' } });
    const text = await metrics.text();
    expect(valueOf(text, 'site_http_requests_total{served="render",status="2xx"}')).toBe(2);
    expect(valueOf(text, 'site_http_requests_total{served="mock",status="4xx"}')).toBe(2);
    expect(valueOf(text, 'site_form_submissions_total{status="200"}')).toBe(1);
    expect(valueOf(text, 'site_form_submissions_total{status="422"}')).toBe(2);
    expect(text.match(/^site_form_submissions_total\{/gm)).toHaveLength(2);
    expect(valueOf(text, 'site_http_request_duration_seconds_count{served="render"}')).toBe(2);
    expect(valueOf(text, 'site_process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });

  it('count the read and the post a backend did not answer, and the answers kept', async () => {
    mockServer().use(http.all('http://backend.test/*', () => HttpResponse.error()));
    const metrics = createMetrics();
    const app = createApp({
      metrics,
      pages: async (c) => c.html(''),
      apiBackend: { apiBaseUrl: 'http://backend.test', clientOf: () => '203.0.113.9', trustProxy: false },
      formGuard: { rateLimit: 1000, clientOf: () => '203.0.113.9' },
      log: (await capturedLog()).log,
    });
    await app.request(`${SITE}/api/home.json`);
    await app.request(`${SITE}/api/form_application/`, {
      method: 'POST',
      body: JSON.stringify(submission),
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    });
    const text = await metrics.text();
    expect(valueOf(text, 'site_backend_failures_total{request="read"}')).toBe(1);
    expect(valueOf(text, 'site_backend_failures_total{request="submission"}')).toBe(1);
    expect(valueOf(text, 'site_form_submissions_total{status="503"}')).toBe(1);
    expect(valueOf(text, 'site_cache_entries{cache="api_answers"}')).toBe(0);
  });

  it('tell a Redis outage while it lasts, and how many there were', async () => {
    const metrics = createMetrics();
    metrics.redisOutage(true);
    expect(valueOf(await metrics.text(), 'site_rate_limit_redis_fallback')).toBe(1);
    metrics.redisOutage(false);
    metrics.redisOutage(true);
    metrics.redisOutage(false);
    const text = await metrics.text();
    expect(valueOf(text, 'site_rate_limit_redis_fallback')).toBe(0);
    expect(valueOf(text, 'site_rate_limit_redis_outages_total')).toBe(2);
  });

  it('read renders under way and waiting, and cache sizes, when scraped', async () => {
    const metrics = createMetrics();
    const state = { inFlight: 3, waiting: 7 };
    metrics.watchRenders(state);
    let kept = 4;
    metrics.watchCache('rendered_pages', () => kept);
    metrics.shed();
    kept = 5;
    const text = await metrics.text();
    expect(valueOf(text, 'site_renders{state="in_flight"}')).toBe(3);
    expect(valueOf(text, 'site_renders{state="waiting"}')).toBe(7);
    expect(valueOf(text, 'site_cache_entries{cache="rendered_pages"}')).toBe(5);
    expect(valueOf(text, 'site_renders_shed_total')).toBe(1);
  });

  it('are served on a listener of their own, at GET /metrics only', async () => {
    const metrics = createMetrics();
    metrics.shed();
    const logged = await capturedLog();
    const server = startMetricsListener({ metrics, port: 0, host: '127.0.0.1', log: logged.log });
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      const scrape = await ask(`http://127.0.0.1:${port}/metrics`);
      expect(scrape.status).toBe(200);
      expect(scrape.type).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(valueOf(scrape.body, 'site_renders_shed_total')).toBe(1);
      expect(await ask(`http://127.0.0.1:${port}/`)).toEqual({
        status: 404,
        type: 'text/plain; charset=utf-8',
        body: 'Metrics are at GET /metrics.\n',
      });
      expect((await ask(`http://127.0.0.1:${port}/metrics?debug=1`)).status).toBe(200);
      expect((await ask(`http://127.0.0.1:${port}/metrics`, 'POST')).status).toBe(404);
      expect(logged.messages('info')).toContain(`Metrics on http://127.0.0.1:${port}/metrics`);
    } finally {
      server.close();
      server.closeAllConnections();
    }
  });

  it('cost the site nothing when their port is taken: a warning, and no throw', async () => {
    const logged = await capturedLog();
    const first = startMetricsListener({ metrics: createMetrics(), port: 0, host: '127.0.0.1', log: logged.log });
    await once(first, 'listening');
    const { port } = first.address() as AddressInfo;
    const second = startMetricsListener({ metrics: createMetrics(), port, host: '127.0.0.1', log: logged.log });
    await once(second, 'error');
    expect(logged.messages('warn')).toContain(`Metrics not served: 127.0.0.1:${port} cannot be listened on`);
    first.close();
  });
});
