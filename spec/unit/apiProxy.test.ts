import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormFailureSchema } from '../../contracts/formResponse.ts';
import { HomeSchema } from '../../contracts/home.ts';
import { mockServer } from '../../mocks/node.ts';
import { MOCK_SCENARIO_COOKIE } from '../../contracts/mockScenario.ts';
import {
  API_ANSWER_MAX_BYTES,
  FORM_FORWARD_TIMEOUT_MS,
  RETRY_AFTER_MAX_SECONDS,
  retryAfterSeconds,
} from '../../site/rules/apiProxy.ts';
import { CONTENT_FETCH_TIMEOUT_MS, CONTENT_RETRY_AFTER_SECONDS } from '../../site/rules/contentFaults.ts';
import { createApp } from '../../site/server/createApp.ts';
import { createApiAnswerCache, type ApiProxyOptions } from '../../site/server/middleware/apiProxy.ts';
import { capturedLog, type CapturedLog } from '../support/capturedLog.ts';

// The backend is answered by the unit setup's MSW server: its handlers serve fixtures for any origin,
// and a test puts its own handler in front where it needs the backend to behave in a particular way.
const BACKEND = 'http://backend.test';
const SITE = 'http://site.test';
const VISITOR = '203.0.113.7';

/** The site's log in the current test. */
let logged: CapturedLog;

function siteInFront(options: Partial<ApiProxyOptions> = {}) {
  return createApp({
    log: logged.log,
    pages: async (c) => c.html(''),
    apiBackend: { apiBaseUrl: BACKEND, clientOf: () => VISITOR, trustProxy: false, ...options },
  });
}

/** Every request the backend received, in order. */
function watchBackend(): Request[] {
  const seen: Request[] = [];
  mockServer().events.on('request:start', ({ request }) => {
    if (request.url.startsWith(BACKEND)) seen.push(request.clone());
  });
  return seen;
}

beforeEach(async () => {
  logged = await capturedLog();
});
afterEach(() => {
  mockServer().events.removeAllListeners();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the site in front of a backend: what passes', () => {
  it('answers a contracted read with what the backend answered', async () => {
    const response = await siteInFront().request(`${SITE}/api/en/home.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/u);
    expect(HomeSchema.parse(await response.json()).hero).toBeDefined();
  });

  it('passes no cookie, no credentials and no query to the backend, and says who the visitor is', async () => {
    const seen = watchBackend();
    await siteInFront().request(`${SITE}/api/home.json?debug=1`, {
      headers: {
        cookie: 'session=secret; utm_source=yandex',
        authorization: 'Bearer site-admin',
        'accept-language': 'en-GB,en;q=0.9',
        'x-forwarded-for': '10.0.0.1',
      },
    });
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.url).toBe(`${BACKEND}/api/home.json`);
    expect(request?.headers.get('cookie')).toBeNull();
    expect(request?.headers.get('authorization')).toBeNull();
    expect(request?.headers.get('accept-language')).toBe('en-GB,en;q=0.9');
    // Of the headers that travel, only those the visitor sent.
    expect(request?.headers.get('content-type')).toBeNull();
    // The address TRUST_PROXY decided (clientOf), never what the visitor wrote.
    expect(request?.headers.get('x-forwarded-for')).toBe(VISITOR);
    expect(request?.headers.get('x-forwarded-proto')).toBe('http');
  });

  it("tells the backend the visitor's scheme from the operator's proxy only when it is trusted", async () => {
    const seen = watchBackend();
    const behindProxy = { headers: { 'x-forwarded-proto': 'https' } };
    await siteInFront({ trustProxy: true }).request(`${SITE}/api/home.json`, behindProxy);
    await siteInFront({ trustProxy: false }).request(`${SITE}/api/home.json`, behindProxy);
    expect(seen.map((request) => request.headers.get('x-forwarded-proto'))).toEqual(['https', 'http']);
  });

  it("passes back only the content's own headers, never the backend's cookies or software", async () => {
    mockServer().use(
      http.get(`${BACKEND}/api/home.json`, () =>
        HttpResponse.json(
          { note: 'backend' },
          {
            headers: {
              'set-cookie': 'backend-session=1',
              server: 'nginx/1.2.3',
              'x-powered-by': 'PHP/5.6',
              'access-control-allow-origin': '*',
              'content-language': 'ru',
            },
          },
        ),
      ),
    );
    const response = await siteInFront().request(`${SITE}/api/home.json`);
    expect(await response.json()).toEqual({ note: 'backend' });
    for (const name of ['set-cookie', 'server', 'x-powered-by', 'access-control-allow-origin'])
      expect(response.headers.get(name), name).toBeNull();
    expect(response.headers.get('content-language')).toBe('ru');
    // And none of its own that the backend did not send.
    for (const name of ['expires', 'last-modified', 'allow', 'retry-after'])
      expect(response.headers.get(name), name).toBeNull();
  });

  it.each([204, 205])('passes a %i of the backend on, with no body', async (status) => {
    mockServer().use(http.get(`${BACKEND}/api/home.json`, () => new HttpResponse(null, { status })));
    const response = await siteInFront().request(`${SITE}/api/home.json`);
    expect(response.status).toBe(status);
    expect(await response.text()).toBe('');
  });

  it('passes on a 304 the backend sends unasked (the site kept nothing to revalidate), with no body', async () => {
    mockServer().use(http.get(`${BACKEND}/api/home.json`, () => new HttpResponse(null, { status: 304 })));
    const response = await siteInFront().request(`${SITE}/api/home.json`);
    expect(response.status).toBe(304);
    expect(await response.text()).toBe('');
  });

  it('passes a missing file on as the 404 the backend gave', async () => {
    const response = await siteInFront().request(`${SITE}/api/services/no-such-service.json`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { status: 404 } });
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await siteInFront().request(`${SITE}/api/home.json`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/u);
    expect(await response.text()).toBe('');
  });
});

describe('the site in front of a backend: what never reaches it', () => {
  it('answers an address the contract does not name with a 404, without asking the backend', async () => {
    const seen = watchBackend();
    for (const path of ['/api/admin.json', '/api/de/home.json', '/api/forms/x.json', '/api/en/en/home.json']) {
      const response = await siteInFront().request(`${SITE}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toMatchObject({
        error: { status: 404, message: expect.stringContaining('openapi') },
      });
    }
    expect(seen).toEqual([]);
  });

  it('answers a method the contract does not allow with a 405 and Allow, without asking the backend', async () => {
    const seen = watchBackend();
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'POST']) {
      const response = await siteInFront().request(`${SITE}/api/home.json`, { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      expect(await response.json()).toMatchObject({ error: { status: 405 } });
    }
    const get = await siteInFront().request(`${SITE}/api/form_application/`);
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
    expect(seen).toEqual([]);
  });
});

describe('the site in front of a backend: caching as the backend says', () => {
  let calls = 0;
  beforeEach(() => {
    calls = 0;
  });
  const counted = (headers: Record<string, string>) =>
    http.get(`${BACKEND}/api/home.json`, ({ request }) => {
      calls += 1;
      if (headers.etag && request.headers.get('if-none-match') === headers.etag)
        return new HttpResponse(null, { status: 304, headers });
      return HttpResponse.json({ call: calls }, { headers });
    });

  it('reuses an answer for as long as its max-age says, then asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    mockServer().use(counted({ 'cache-control': 'public, max-age=60' }));
    const site = siteInFront();
    const first = await site.request(`${SITE}/api/home.json`);
    const second = await site.request(`${SITE}/api/home.json`);
    expect([await first.json(), await second.json(), calls]).toEqual([{ call: 1 }, { call: 1 }, 1]);
    vi.advanceTimersByTime(61_000);
    expect(await (await site.request(`${SITE}/api/home.json`)).json()).toEqual({ call: 2 });
  });

  it('revalidates a stale answer with its ETag and keeps the body on a 304', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    mockServer().use(counted({ 'cache-control': 'public, max-age=10', etag: '"v1"' }));
    const seen = watchBackend();
    const site = siteInFront();
    await site.request(`${SITE}/api/home.json`);
    vi.advanceTimersByTime(11_000);
    const revalidated = await site.request(`${SITE}/api/home.json`);
    expect(revalidated.status).toBe(200);
    expect(await revalidated.json()).toEqual({ call: 1 });
    // Fresh again, with the backend's own caching: not the last good answer of an outage.
    expect(revalidated.headers.get('cache-control')).toBe('public, max-age=10');
    expect(logged.messages('warn')).toEqual([]);
    expect(seen.map((request) => request.headers.get('if-none-match'))).toEqual([null, '"v1"']);
    // The 304 made the kept answer fresh for another max-age: the backend is not asked again.
    vi.advanceTimersByTime(5_000);
    expect(await (await site.request(`${SITE}/api/home.json`)).json()).toEqual({ call: 1 });
    expect(calls).toBe(2);
  });

  it('keeps no answer marked private: the site is a shared cache', async () => {
    mockServer().use(counted({ 'cache-control': 'private, max-age=60' }));
    const site = siteInFront();
    await site.request(`${SITE}/api/home.json`);
    expect(await (await site.request(`${SITE}/api/home.json`)).json()).toEqual({ call: 2 });
  });

  it('keeps only a 200: a missing file is asked for again, and never comes back as a 200', async () => {
    let misses = 0;
    mockServer().use(
      http.get(`${BACKEND}/api/home.json`, () => {
        misses += 1;
        return HttpResponse.json(
          { error: { status: 404, message: 'gone' } },
          {
            status: 404,
            headers: { 'cache-control': 'public, max-age=60' },
          },
        );
      }),
    );
    const site = siteInFront();
    expect((await site.request(`${SITE}/api/home.json`)).status).toBe(404);
    expect((await site.request(`${SITE}/api/home.json`)).status).toBe(404);
    expect(misses).toBe(2);
  });

  it('asks the backend every time when the answer says no-store', async () => {
    mockServer().use(counted({ 'cache-control': 'no-store' }));
    const site = siteInFront();
    await site.request(`${SITE}/api/home.json`);
    await site.request(`${SITE}/api/home.json`);
    expect(calls).toBe(2);
  });

  it('keeps at most the configured number of answers, the least recently used going first', async () => {
    const cache = createApiAnswerCache(2);
    const site = siteInFront({ cache });
    for (const path of ['/api/home.json', '/api/en/home.json', '/api/contacts.json'])
      await site.request(`${SITE}${path}`);
    expect(cache.size).toBe(2);
    expect(cache.get(`${BACKEND}/api/home.json`)).toBeUndefined();
  });
});

describe('the site in front of a backend that fails', () => {
  const failing = (response: () => Response | Promise<Response>) =>
    mockServer().use(http.get(`${BACKEND}/api/home.json`, response));

  it.each([
    ['a 500', () => HttpResponse.json({}, { status: 500 }), 'answered 500'],
    ['a 503', () => HttpResponse.json({}, { status: 503 }), 'answered 503'],
    ['a 429', () => HttpResponse.json({}, { status: 429 }), 'answered 429'],
    ['no connection', () => HttpResponse.error(), 'no connection'],
    [
      'a redirect',
      () => new HttpResponse(null, { status: 302, headers: { location: 'http://elsewhere.test/' } }),
      'redirected (302)',
    ],
  ])(
    'serves the last good answer on %s, telling browsers to ask again and the operator why',
    async (_, response, why) => {
      const site = siteInFront();
      const good = await (await site.request(`${SITE}/api/home.json`)).json();
      failing(response);
      const stale = await site.request(`${SITE}/api/home.json`);
      expect(stale.status).toBe(200);
      expect(stale.headers.get('cache-control')).toBe('no-cache');
      expect(await stale.json()).toEqual(good);
      expect(logged.messages('warn')).toContainEqual(expect.stringContaining(`GET /api/home.json: ${why}`));
    },
  );

  it.each([300, 301, 308, 399])(
    'treats a %i from the backend as an outage: the contract has no redirects',
    async (status) => {
      failing(() => new HttpResponse(null, { status, headers: { location: '/elsewhere/' } }));
      const response = await siteInFront().request(`${SITE}/api/home.json`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: {
          status: 503,
          message: `The content service is unavailable: try again in ${CONTENT_RETRY_AFTER_SECONDS} seconds.`,
        },
      });
      expect(logged.messages('error')).toContain(
        `GET /api/home.json: redirected (${status}), which the contract never does; no good answer yet: 503.`,
      );
    },
  );

  it('passes a 400 or 404 of the backend on as it is, not as an outage', async () => {
    failing(() => HttpResponse.json({ error: { status: 400, message: 'bad' } }, { status: 400 }));
    expect((await siteInFront().request(`${SITE}/api/home.json`)).status).toBe(400);
  });

  it('tells the operator why the last good answer was served', async () => {
    const site = siteInFront();
    await site.request(`${SITE}/api/home.json`);
    failing(() => HttpResponse.json({}, { status: 500 }));
    await site.request(`${SITE}/api/home.json`);
    expect(logged.messages('warn')).toContain('GET /api/home.json: answered 500; serving the last good answer.');
  });

  it("answers 503 with the backend's Retry-After when it has no good answer, never a 200", async () => {
    failing(() => HttpResponse.json({}, { status: 503, headers: { 'retry-after': '120' } }));
    const response = await siteInFront().request(`${SITE}/api/home.json`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('120');
    expect(await response.json()).toMatchObject({ error: { status: 503 } });
  });

  it('says its own Retry-After when the backend gives none it can use', async () => {
    failing(() => HttpResponse.json({}, { status: 500, headers: { 'retry-after': 'soon' } }));
    const response = await siteInFront().request(`${SITE}/api/home.json`);
    expect(response.headers.get('retry-after')).toBe(String(CONTENT_RETRY_AFTER_SECONDS));
  });

  it('does not keep an answer the backend said not to store, so an outage is a 503', async () => {
    const site = siteInFront();
    failing(() => HttpResponse.json({ fine: true }, { headers: { 'cache-control': 'no-store' } }));
    await site.request(`${SITE}/api/home.json`);
    failing(() => HttpResponse.json({}, { status: 500 }));
    expect((await site.request(`${SITE}/api/home.json`)).status).toBe(503);
  });

  it(`gives up after ${CONTENT_FETCH_TIMEOUT_MS} ms of silence`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    failing(async () => {
      await delay(CONTENT_FETCH_TIMEOUT_MS + 10_000);
      return HttpResponse.json({});
    });
    let settled = false;
    const answer = Promise.resolve(siteInFront().request(`${SITE}/api/home.json`)).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(CONTENT_FETCH_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await answer).status).toBe(503);
    expect(logged.messages('error')).toContainEqual(
      expect.stringContaining(`GET /api/home.json: no answer within ${CONTENT_FETCH_TIMEOUT_MS} ms`),
    );
  });

  it('leaves no timer running once the backend has answered', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect((await siteInFront().request(`${SITE}/api/home.json`)).status).toBe(200);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives up on an answer whose body stalls after the headers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    failing(() => {
      const stalled = new ReadableStream<Uint8Array>({
        start: (controller) => controller.enqueue(new TextEncoder().encode('{"hero":')),
      });
      return new HttpResponse(stalled, { headers: { 'content-type': 'application/json' } });
    });
    const answer = siteInFront().request(`${SITE}/api/home.json`);
    await vi.advanceTimersByTimeAsync(CONTENT_FETCH_TIMEOUT_MS);
    expect((await answer).status).toBe(503);
    expect(logged.messages('error')).toContainEqual(
      expect.stringContaining(`GET /api/home.json: no complete answer within ${CONTENT_FETCH_TIMEOUT_MS} ms`),
    );
  });

  it('gives up on an answer whose body breaks off, and says so', async () => {
    failing(() => {
      const broken = new ReadableStream<Uint8Array>({
        start: (controller) => {
          controller.enqueue(new TextEncoder().encode('{"hero":'));
          controller.error(new Error('connection reset'));
        },
      });
      return new HttpResponse(broken, { headers: { 'content-type': 'application/json' } });
    });
    expect((await siteInFront().request(`${SITE}/api/home.json`)).status).toBe(503);
    expect(logged.messages('error')).toContainEqual(
      expect.stringContaining('GET /api/home.json: the answer broke off'),
    );
  });

  it(`refuses an answer over ${API_ANSWER_MAX_BYTES} bytes`, async () => {
    failing(() => HttpResponse.text('x'.repeat(API_ANSWER_MAX_BYTES + 1)));
    expect((await siteInFront().request(`${SITE}/api/home.json`)).status).toBe(503);
    expect(logged.messages('error')).toContainEqual(
      expect.stringContaining(`GET /api/home.json: the answer is over ${API_ANSWER_MAX_BYTES} bytes`),
    );
  });

  it('does not pass a fault of its own off as an outage of the backend: that is a 500', async () => {
    const broken = new Error('the store broke');
    const cache = createApiAnswerCache();
    cache.set = () => {
      throw broken;
    };
    failing(() => HttpResponse.json({ fine: true }, { headers: { 'cache-control': 'public, max-age=60' } }));
    const response = await siteInFront({ cache }).request(`${SITE}/api/home.json`);
    expect(response.status).toBe(500);
    expect(logged.lines).toContainEqual(
      expect.objectContaining({ level: 'error', err: expect.objectContaining({ message: 'the store broke' }) }),
    );
    expect(logged.messages('error')).not.toContainEqual(expect.stringContaining('503'));
  });

  it('passes the mock scenario on only where the operator said so (in front of npm run api)', async () => {
    const asking = { headers: { cookie: `${MOCK_SCENARIO_COOKIE}=503` } };
    expect((await siteInFront().request(`${SITE}/api/home.json`, asking)).status).toBe(200);
    const testBackend = siteInFront({ forwardMockScenario: true });
    expect((await testBackend.request(`${SITE}/api/home.json`)).status).toBe(200);
    // A scenario's answer neither uses the good answers kept nor replaces them.
    expect((await testBackend.request(`${SITE}/api/home.json`, asking)).status).toBe(503);
  });

  it('keeps no answer to a request with a mock scenario, even a good one', async () => {
    const cache = createApiAnswerCache();
    failing(() => HttpResponse.json({ fine: true }, { headers: { 'cache-control': 'public, max-age=60' } }));
    const asking = { headers: { cookie: `${MOCK_SCENARIO_COOKIE}=slow-1` } };
    const response = await siteInFront({ forwardMockScenario: true, cache }).request(`${SITE}/api/home.json`, asking);
    expect(response.status).toBe(200);
    expect(cache.size).toBe(0);
  });
});

describe('the site in front of a backend: form submissions', () => {
  const submission = { name: 'Анна Петрова', phone: '+7 (912) 345-67-89', page: '/feedback/' };
  const post = (site: ReturnType<typeof siteInFront>, headers: Record<string, string> = {}) =>
    site.request(`${SITE}/api/form_application/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers },
      body: JSON.stringify(submission),
    });

  it('forwards the body once, with its type and the visitor’s address, and passes the answer back', async () => {
    const seen = watchBackend();
    const response = await post(siteInFront());
    // The fixtures' backend refuses this incomplete submission: its 422 and its errors come through.
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ ok: false, errors: expect.any(Array) });
    expect(seen).toHaveLength(1);
    expect(await seen[0]?.json()).toEqual(submission);
    expect(seen[0]?.headers.get('content-type')).toBe('application/json');
    expect(seen[0]?.headers.get('x-forwarded-for')).toBe(VISITOR);
  });

  it('tells the visitor in their language to retry when the backend does not answer, and sends nothing twice', async () => {
    const seen = watchBackend();
    mockServer().use(http.post(`${BACKEND}/api/form_application/`, () => HttpResponse.error()));
    const response = await post(siteInFront(), { 'accept-language': 'en' });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(CONTENT_RETRY_AFTER_SECONDS));
    const failure = FormFailureSchema.parse(await response.json());
    expect(failure.message).toMatch(/try again/u);
    expect(seen).toHaveLength(1);
    expect(logged.messages('error')).toContainEqual(
      expect.stringContaining('POST /api/form_application/: no connection'),
    );
  });

  it(`gives a submission ${FORM_FORWARD_TIMEOUT_MS} ms, longer than a read`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    mockServer().use(
      http.post(`${BACKEND}/api/form_application/`, async () => {
        await delay(FORM_FORWARD_TIMEOUT_MS - 1_000);
        return HttpResponse.json({ ok: true });
      }),
    );
    const answer = post(siteInFront());
    await vi.advanceTimersByTimeAsync(FORM_FORWARD_TIMEOUT_MS - 1_000);
    expect((await answer).status).toBe(200);

    mockServer().use(
      http.post(`${BACKEND}/api/form_application/`, async () => {
        await delay(FORM_FORWARD_TIMEOUT_MS + 1_000);
        return HttpResponse.json({ ok: true });
      }),
    );
    const late = post(siteInFront());
    await vi.advanceTimersByTimeAsync(FORM_FORWARD_TIMEOUT_MS);
    expect((await late).status).toBe(503);
  });
});

describe('the Retry-After of a backend answer, in whole seconds', () => {
  it.each([
    ['120', 120],
    [' 30 ', 30],
    ['1', 1],
    ['9999999', RETRY_AFTER_MAX_SECONDS],
    ['0', 60],
    [null, 60],
    [undefined, 60],
    ['', 60],
    ['99999999', 60],
    ['Wed, 21 Oct 2015 07:28:00 GMT', 60],
    ['12abc', 60],
    ['abc12', 60],
    ['x 12', 60],
    ['12 x', 60],
    ['1.5', 60],
    ['-5', 60],
  ])('%j → %i (60 when it says nothing usable)', (header, seconds) => {
    expect(retryAfterSeconds(header, 60)).toBe(seconds);
  });
});
