import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import submission from '../../fixtures/submissions/form_application.json';
import { formDataFromSubmission } from '../../contracts/multipartSubmission.ts';
import { mockHandlers } from '../../mocks/node.ts';
import {
  createRateLimiter,
  FORM_BODY_MAX_BYTES,
  FORM_RATE_LIMIT,
  FORM_RATE_WINDOW_SECONDS,
  FORM_REPEAT_WINDOW_SECONDS,
  isSameSiteSubmission,
  repeatOf,
} from '../../site/rules/formAbuse.ts';
import { createApp } from '../../site/server/createApp.ts';
import type { FormGuardOptions } from '../../site/server/middleware/formGuard.ts';
import { redisRateLimitStore } from '../../site/server/redisRateLimitStore.ts';

/** The app with this form guard, a stand-in page and the mock endpoints (or `handlers`). */
const guardedApp = (formGuard: FormGuardOptions, handlers = mockHandlers()) =>
  createApp({ pages: async (c) => c.html('<h1>page</h1>'), mockHandlers: handlers, formGuard });
const appAt = (clock: { now: number }, client = 'client-a', handlers = mockHandlers()) =>
  guardedApp({ rateLimit: FORM_RATE_LIMIT, clientOf: () => client, now: () => clock.now }, handlers);
let sent = 0;
/** The example submission with an e-mail of its own each time: no post repeats another unless a test says so. */
const fresh = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({ ...submission, email: `lead-${(sent += 1)}@example.ru`, ...fields });
const post = (app: ReturnType<typeof createApp>, headers: Record<string, string> = {}, body = fresh()) =>
  app.request('http://site.test/api/form_application/', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers },
  });

describe('the form guard', () => {
  it(`lets ${FORM_RATE_LIMIT} submissions per client through in ${FORM_RATE_WINDOW_SECONDS} s, then answers 429 with Retry-After`, async () => {
    const clock = { now: 1_000_000 };
    const app = appAt(clock);
    for (let i = 0; i < FORM_RATE_LIMIT; i += 1) expect((await post(app)).status).toBe(200);
    clock.now += 60_000;
    const limited = await post(app, { 'accept-language': 'en' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe(String(FORM_RATE_WINDOW_SECONDS - 60));
    expect(await limited.json()).toEqual({
      ok: false,
      message: 'Too many requests in a row. Wait a little and send again.',
      retryAfterSeconds: FORM_RATE_WINDOW_SECONDS - 60,
    });
    clock.now += (FORM_RATE_WINDOW_SECONDS - 60) * 1000;
    expect((await post(app)).status).toBe(200);
  });

  it('counts in the rate-limit store it is given, made with its limit and window, and answers 429 with its wait', async () => {
    const asked: unknown[] = [];
    const app = guardedApp({
      rateLimit: 3,
      clientOf: () => '192.0.2.9',
      now: () => 42,
      rateLimitStore: (limit, windowMs) => {
        asked.push(['made', limit, windowMs]);
        return {
          hit: async (client, now) => (asked.push(['hit', client, now]), limit === 1 ? 0 : 7),
          forget: async () => {},
        };
      },
    });
    const limited = await post(app);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect(asked).toEqual([
      ['made', 3, FORM_RATE_WINDOW_SECONDS * 1000],
      ['made', 1, FORM_REPEAT_WINDOW_SECONDS * 1000],
      ['hit', '192.0.2.9', 42],
    ]);
  });

  it('asks the repeat rule’s store under a hash of the form and e-mail, never the e-mail itself', async () => {
    const keys: string[] = [];
    const app = guardedApp({
      rateLimit: Infinity,
      clientOf: () => '192.0.2.9',
      rateLimitStore: () => ({ hit: async (key) => (keys.push(key), 0), forget: async () => {} }),
    });
    await post(app, {}, fresh({ email: 'anna.petrova@example.ru' }));
    expect(keys).toEqual([expect.stringMatching(/^repeat:[0-9a-f]{64}$/)]);
  });

  it('keeps the form answering with the per-process limit while the shared store’s Redis is down', async () => {
    const log = vi.fn();
    const app = guardedApp({
      rateLimit: 2,
      clientOf: () => '192.0.2.10',
      now: () => 0,
      rateLimitStore: redisRateLimitStore({ count: () => Promise.reject(new Error('The client is offline')), log }),
    });
    expect([(await post(app)).status, (await post(app)).status, (await post(app)).status]).toEqual([200, 200, 429]);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('reads an empty Sec-Fetch-Site or Origin as absent, and then compares Origin with Host', async () => {
    const app = appAt({ now: 0 });
    const browserless = { 'sec-fetch-site': '', host: 'site.test' };
    expect((await post(app, { ...browserless, origin: 'http://site.test' })).status).toBe(200);
    expect((await post(app, { ...browserless, origin: '' })).status).toBe(200);
    expect((await post(app, { ...browserless, origin: 'http://evil.example' })).status).toBe(403);
  });

  it('counts each client on its own', async () => {
    const clock = { now: 0 };
    const a = appAt(clock, 'a');
    for (let i = 0; i < FORM_RATE_LIMIT; i += 1) await post(a);
    expect((await post(a)).status).toBe(429);
    expect((await post(appAt(clock, 'b'))).status).toBe(200);
  });

  it('refuses a submission from another site (Sec-Fetch-Site, else Origin) with 403, in the visitor language', async () => {
    const app = appAt({ now: 0 });
    const crossSite = await post(app, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({
      ok: false,
      message: 'Заявку можно отправить только с формы на нашем сайте.',
    });
    expect((await post(app, { 'sec-fetch-site': 'same-site' })).status).toBe(403);
    const noFetchMetadata = { 'sec-fetch-site': '' };
    expect((await post(app, { ...noFetchMetadata, origin: 'https://evil.example', host: 'site.test' })).status).toBe(
      403,
    );
  });

  it(`refuses a body over ${FORM_BODY_MAX_BYTES} bytes with 413 before reading it`, async () => {
    const app = appAt({ now: 0 });
    const response = await post(app, {}, 'x'.repeat(FORM_BODY_MAX_BYTES + 1));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ ok: false, message: expect.stringMatching(/^Заявка больше 10 МБ/) });
  });

  it('leaves other requests alone: content, and GET on a form endpoint (405 from the endpoint)', async () => {
    const app = appAt({ now: 0 });
    expect((await app.request('http://site.test/api/home.json')).status).toBe(200);
    expect((await app.request('http://site.test/api/form_application/')).status).toBe(405);
  });
});

describe('methods', () => {
  it('answers a page with any method but GET and HEAD with 405 and Allow', async () => {
    const app = appAt({ now: 0 });
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const response = await app.request('http://site.test/company/', { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    }
    expect((await app.request('http://site.test/company/', { method: 'HEAD' })).status).toBe(200);
  });
});

describe('isSameSiteSubmission', () => {
  it('believes Sec-Fetch-Site first, then Origin against Host, and lets non-browsers through', () => {
    expect(isSameSiteSubmission({ secFetchSite: 'same-origin', origin: 'https://evil.example', host: 'a.ru' })).toBe(
      true,
    );
    expect(isSameSiteSubmission({ secFetchSite: 'none' })).toBe(false);
    expect(isSameSiteSubmission({ origin: 'https://a.ru', host: 'a.ru' })).toBe(true);
    expect(isSameSiteSubmission({ origin: 'null', host: 'a.ru' })).toBe(false);
    expect(isSameSiteSubmission({})).toBe(true);
  });
});

describe('a request sent twice', () => {
  const twice = JSON.stringify({ ...submission, email: 'anna.petrova@example.ru' });
  /** An app whose form endpoint counts what reaches it and answers `status`. */
  function countingApp(clock: { now: number }, answer: { status: number } = { status: 200 }) {
    const reached: string[] = [];
    const endpoint = http.post('*/api/form_application/', async ({ request }) => {
      reached.push(((await request.json()) as { email: string }).email);
      return HttpResponse.json(answer.status === 200 ? { ok: true } : { ok: false, message: 'down' }, answer);
    });
    return { app: appAt(clock, 'client-a', [endpoint, ...mockHandlers()]), reached };
  }

  it(`is taken once: the same form and e-mail again within ${FORM_REPEAT_WINDOW_SECONDS} s is 409 with Retry-After and goes no further`, async () => {
    const clock = { now: 5_000_000 };
    const { app, reached } = countingApp(clock);
    expect((await post(app, {}, twice)).status).toBe(200);
    clock.now += 20_000;
    const repeated = await post(app, { 'accept-language': 'en' }, twice);
    expect(repeated.status).toBe(409);
    expect(repeated.headers.get('retry-after')).toBe(String(FORM_REPEAT_WINDOW_SECONDS - 20));
    expect(await repeated.json()).toEqual({
      ok: false,
      message: 'We already have your request. To add to it, send the form again in a minute.',
      retryAfterSeconds: FORM_REPEAT_WINDOW_SECONDS - 20,
    });
    const russian = await post(app, {}, twice);
    expect(await russian.json()).toMatchObject({ message: expect.stringMatching(/^Мы уже получили вашу заявку\./) });
    expect(reached).toEqual(['anna.petrova@example.ru']);
    clock.now += (FORM_REPEAT_WINDOW_SECONDS - 20) * 1000;
    expect((await post(app, {}, twice)).status).toBe(200);
    expect(reached).toHaveLength(2);
  });

  it('counts only an accepted request: after a refused one the same e-mail goes through at once', async () => {
    const clock = { now: 0 };
    const answer = { status: 503 };
    const { app, reached } = countingApp(clock, answer);
    expect((await post(app, {}, twice)).status).toBe(503);
    answer.status = 200;
    expect((await post(app, {}, twice)).status).toBe(200);
    expect((await post(app, {}, twice)).status).toBe(409);
    expect(reached).toHaveLength(2);
  });

  it('tells a repeat by the e-mail as a person means it, per form; a body without an e-mail is the endpoint’s to refuse', async () => {
    const clock = { now: 0 };
    const app = appAt(clock);
    expect((await post(app, {}, twice)).status).toBe(200);
    expect((await post(app, {}, fresh({ email: '  Anna.Petrova@Example.RU ' }))).status).toBe(409);
    expect((await post(app, {}, fresh({ email: 'anna.petrova@example.com' }))).status).toBe(200);
    const withCharset = { 'content-type': 'application/json; charset=utf-8' };
    expect((await post(app, withCharset, twice)).status).toBe(409);
    // A body neither JSON nor multipart is the endpoint's to answer (its other fields are missing), not a repeat.
    const urlencoded = { 'content-type': 'application/x-www-form-urlencoded' };
    expect((await post(app, urlencoded, 'email=anna.petrova%40example.ru')).status).toBe(422);
    const landing = await app.request('http://site.test/api/form_application_landing/', {
      method: 'POST',
      body: 'not json',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    });
    expect(landing.status).toBe(400);
  });

  it('reads the e-mail of a request with a file (multipart) the same way', async () => {
    const clock = { now: 0 };
    const app = appAt(clock);
    const brief = new File(['%PDF-1.4'], 'brief.pdf', { type: 'application/pdf' });
    const withFile = () =>
      app.request('http://site.test/api/form_application/', {
        method: 'POST',
        body: formDataFromSubmission({ ...submission, email: 'ivan@zavod.example' }, brief),
        headers: { 'sec-fetch-site': 'same-origin' },
      });
    expect((await withFile()).status).toBe(200);
    expect((await withFile()).status).toBe(409);
  });
});

describe('repeatOf', () => {
  it('is the endpoint and the e-mail trimmed and in lower case, and nothing without an e-mail', () => {
    expect(repeatOf('/api/a/', ' Anna@Example.RU ')).toBe(repeatOf('/api/a/', 'anna@example.ru'));
    expect(repeatOf('/api/a/', 'anna@example.ru')).not.toBe(repeatOf('/api/b/', 'anna@example.ru'));
    expect([repeatOf('/api/a/', '  '), repeatOf('/api/a/', undefined), repeatOf('/api/a/', 7)]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('createRateLimiter', () => {
  it('lets a client in again once its window ended, and says how long to wait until then', () => {
    const { hit: allow } = createRateLimiter(2, 10_000);
    expect([allow('a', 0), allow('a', 1), allow('a', 2), allow('a', 8_999), allow('a', 9_999)]).toEqual([
      0, 0, 10, 2, 1,
    ]);
    expect(allow('b', 5_000)).toBe(0);
    expect(allow('a', 10_000)).toBe(0);
  });

  it('restarts a client’s window that ended even after the clock went back', () => {
    const { hit: allow } = createRateLimiter(2, 1_000);
    expect(allow('a', 600)).toBe(0);
    expect(allow('b', 0)).toBe(0);
    expect([allow('b', 1_000), allow('b', 1_000), allow('b', 1_001)]).toEqual([0, 0, 1]);
  });

  it('never allows more than the limit in any one window, whatever the timing', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 5_000 }), { maxLength: 60 }), (gaps) => {
        const limit = 3;
        const windowMs = 10_000;
        const { hit: allow } = createRateLimiter(limit, windowMs);
        let now = 0;
        let windowStart = -Infinity;
        let allowedInWindow = 0;
        for (const gap of gaps) {
          now += gap;
          if (now - windowStart >= windowMs) {
            windowStart = now;
            allowedInWindow = 0;
          }
          const wait = allow('c', now);
          if (wait === 0) allowedInWindow += 1;
          else expect(wait).toBeLessThanOrEqual(windowMs / 1000);
          expect(allowedInWindow).toBeLessThanOrEqual(limit);
        }
      }),
    );
  });
});
