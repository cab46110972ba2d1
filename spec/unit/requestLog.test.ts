import submission from '../../fixtures/submissions/form_application.json';
import { describe, expect, it, vi } from 'vitest';
import { mockHandlers } from '../../mocks/node.ts';
import { createApp } from '../../site/server/createApp.ts';
import { LOGGED_PATH_MAX } from '../../site/server/middleware/requestLog.ts';
import { createMetrics } from '../../site/server/metrics.ts';
import { capturedLog } from '../support/capturedLog.ts';

const SITE = 'http://site.test';

async function site({ trustProxy = false } = {}) {
  const logged = await capturedLog();
  const health = { draining: false };
  const metrics = createMetrics();
  const app = createApp({
    log: logged.log,
    health,
    metrics,
    pages: async (c) => c.html('<h1>page</h1>'),
    mockHandlers: mockHandlers(),
    securityHeaders: { trustProxy, development: false, analyticsSrc: '/analytics/counter.js' },
  });
  return { app, logged, health, metrics };
}

const requests = (lines: Array<Record<string, unknown>>) => lines.filter((line) => line.msg === 'request');

describe('the request log', () => {
  it('writes one line per request: time, id, method, path, status, duration and how it was served', async () => {
    const { app, logged } = await site();
    const response = await app.request(`${SITE}/contacts/`);
    const [line, ...more] = requests(logged.lines);
    expect(more).toEqual([]);
    expect(line).toEqual({
      level: 'info',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      msg: 'request',
      reqId: response.headers.get('x-request-id'),
      method: 'GET',
      path: '/contacts/',
      status: 200,
      ms: expect.any(Number),
      served: 'render',
    });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says how each answer was made', async () => {
    const { app, logged, metrics } = await site();
    await app.request(`${SITE}/api/home.json`);
    await app.request(`${SITE}/services/hr/`);
    await app.request(`${SITE}/healthz`);
    await app.request(`${SITE}/%E0%A4%A/`);
    await app.request(`${SITE}/contacts/`, { method: 'DELETE' });
    expect(requests(logged.lines).map((line) => [line.served, line.status])).toEqual([
      ['mock', 200],
      ['redirect', 301],
      ['health', 200],
      ['refused', 400],
      ['other', 405],
    ]);
    // The metrics count the same answers.
    const counted = await metrics.registry.getSingleMetricAsString('site_http_requests_total');
    for (const [served, status] of [
      ['mock', '2xx'],
      ['redirect', '3xx'],
      ['health', '2xx'],
      ['refused', '4xx'],
      ['other', '4xx'],
    ])
      expect(counted).toContain(`site_http_requests_total{served="${served}",status="${status}"} 1`);
  });

  it('gives every request its own id, and takes a trusted proxy’s only when it looks like one', async () => {
    const direct = await site();
    const forged = await direct.app.request(`${SITE}/healthz`, { headers: { 'x-request-id': 'from-the-visitor' } });
    expect(forged.headers.get('x-request-id')).not.toBe('from-the-visitor');
    const other = await direct.app.request(`${SITE}/healthz`);
    expect(other.headers.get('x-request-id')).not.toBe(forged.headers.get('x-request-id'));

    const proxied = await site({ trustProxy: true });
    const passed = await proxied.app.request(`${SITE}/healthz`, { headers: { 'x-request-id': 'nginx-7f3a9c' } });
    expect(passed.headers.get('x-request-id')).toBe('nginx-7f3a9c');
    expect(requests(proxied.logged.lines)[0]?.reqId).toBe('nginx-7f3a9c');
    for (const hostile of ['a b', 'x'.repeat(129), 'id"}{"level":"fatal"}', '']) {
      const answer = await proxied.app.request(`${SITE}/healthz`, { headers: { 'x-request-id': hostile } });
      expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('logs no query, no cookie and no header a visitor wrote, and cuts a long path', async () => {
    const { app, logged } = await site();
    await app.request(`${SITE}/search/?q=marked-search-7731`, {
      headers: { cookie: 'utm_source=marked-cookie-7731', 'user-agent': 'marked-agent-7731' },
    });
    await app.request(`${SITE}/${'a'.repeat(LOGGED_PATH_MAX * 2)}/`);
    expect(logged.text()).not.toContain('marked');
    expect(requests(logged.lines)[0]?.path).toBe('/search/');
    expect(requests(logged.lines)[1]?.path).toHaveLength(LOGGED_PATH_MAX);
  });

  it('logs a failed answer as a warning, so a 5xx stands out', async () => {
    const logged = await capturedLog();
    const app = createApp({
      log: logged.log,
      pages: async () => {
        throw new Error('boom');
      },
    });
    await app.request(`${SITE}/contacts/`);
    expect(requests(logged.lines)).toEqual([expect.objectContaining({ level: 'warn', status: 500 })]);
  });
});

describe('a form posted without script', () => {
  it('is one request in the log and the metrics: the post the app sends on itself carries its id and adds no line', async () => {
    const { app, logged, metrics } = await site();
    const post = (phone: string, email: string) =>
      app.request(`${SITE}/api/form_application/`, {
        method: 'POST',
        body: new URLSearchParams({
          page: '/feedback/',
          locale: 'ru',
          topic: 'general',
          name: 'Анна Петрова',
          phone,
          email,
          consent: 'on',
          website: '',
        }).toString(),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-mode': 'navigate',
          'sec-fetch-site': 'same-origin',
        },
      });
    const accepted = await post('+7 912 345-67-89', 'anna.petrova@example.ru');
    const refused = await post('12-34', 'ivan.sokolov@example.ru');
    expect([accepted.status, refused.status]).toEqual([303, 422]);
    expect(requests(logged.lines).map((line) => [line.method, line.path, line.status, line.served])).toEqual([
      ['POST', '/api/form_application/', 303, 'redirect'],
      ['POST', '/api/form_application/', 422, 'render'],
    ]);
    const forms = await metrics.registry.getSingleMetricAsString('site_form_submissions_total');
    expect(forms).toContain('site_form_submissions_total{status="303"} 1');
    expect(forms).toContain('site_form_submissions_total{status="422"} 1');
    expect(forms.match(/^site_form_submissions_total\{/gm)).toHaveLength(2);
  });

  it('logs a request sent twice as refused, 409, with no e-mail in the line', async () => {
    const { app, logged, metrics } = await site();
    const body = JSON.stringify({ ...submission, email: 'anna.petrova@example.ru' });
    const send = () =>
      app.request(`${SITE}/api/form_application/`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      });
    expect([(await send()).status, (await send()).status]).toEqual([200, 409]);
    expect(requests(logged.lines).map((line) => [line.status, line.served])).toEqual([
      [200, 'mock'],
      [409, 'refused'],
    ]);
    expect(JSON.stringify(logged.lines)).not.toContain('anna.petrova');
    expect(await metrics.registry.getSingleMetricAsString('site_form_submissions_total')).toContain(
      'site_form_submissions_total{status="409"} 1',
    );
  });
});

describe('the duration of an answer', () => {
  it('is the time to the answer, in ms in the log and in seconds in the metrics', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    try {
      const logged = await capturedLog();
      const metrics = createMetrics();
      const app = createApp({
        log: logged.log,
        metrics,
        pages: async (c) => {
          await new Promise((resolve) => setTimeout(resolve, 260));
          return c.html('<h1>slow</h1>');
        },
      });
      const answer = app.request(`${SITE}/contacts/`);
      await vi.advanceTimersByTimeAsync(260);
      await answer;
      expect(requests(logged.lines)[0]?.ms).toBe(260);
      const text = await metrics.registry.getSingleMetricAsString('site_http_request_duration_seconds');
      expect(text).toContain('site_http_request_duration_seconds_sum{served="render"} 0.26');
      expect(text).toContain('site_http_request_duration_seconds_bucket{le="0.1",served="render"} 0');
      expect(text).toContain('site_http_request_duration_seconds_bucket{le="0.25",served="render"} 0');
      expect(text).toContain('site_http_request_duration_seconds_bucket{le="0.5",served="render"} 1');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the health check while the process drains', () => {
  it('answers 503 "draining" once a stop signal came, and every answer then closes its connection', async () => {
    const { app, health } = await site();
    const before = await app.request(`${SITE}/healthz`);
    expect([before.status, await before.json(), before.headers.get('connection')]).toEqual([
      200,
      { status: 'ok' },
      null,
    ]);
    health.draining = true;
    const after = await app.request(`${SITE}/healthz`);
    expect([after.status, await after.json(), after.headers.get('connection')]).toEqual([
      503,
      { status: 'draining' },
      'close',
    ]);
    const page = await app.request(`${SITE}/contacts/`);
    expect([page.status, page.headers.get('connection')]).toEqual([200, 'close']);
  });
});
