import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../mocks/node.ts';
import { BlogListSchema, type ArticleCard, type BlogList } from '../../contracts/blog.ts';
import { FormDefinitionSchema } from '../../contracts/formDefinition.ts';
import { HomeSchema } from '../../contracts/home.ts';
import { fetchApiJson } from '../../site/content/fetchApiJson.ts';
import { createLastGoodContent, lastGoodContent } from '../../site/content/lastGoodContent.ts';
import { createParsedAnswers } from '../../site/content/parsedAnswers.ts';
import { CONTENT_FETCH_TIMEOUT_MS } from '../../site/rules/contentFaults.ts';
import { normaliseError } from '../../site/rules/normaliseError.ts';

// The unit setup starts the mocks (mocks/node.ts) for this origin; a scenario makes the API misbehave.
const api = { apiBaseUrl: 'http://api.test' };
const down = { ...api, mockScenario: '503' };

/** What the error page makes of what fetchApiJson threw (Vike's render(503) or an error). */
async function statusOf(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    const abort = (error as { _pageContextAbort?: { abortStatusCode?: number } })._pageContextAbort;
    return abort?.abortStatusCode ?? normaliseError(error)?.status;
  }
}

describe('fetchApiJson when the content API fails', () => {
  beforeEach(() => {
    lastGoodContent.clear();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('serves the last good copy of a file while the API answers 5xx or 429, and fresh content after', async () => {
    const fresh = await fetchApiJson(api, '/api/home.json', HomeSchema);
    for (const mockScenario of ['503', '500', '429'])
      expect(await fetchApiJson({ ...api, mockScenario }, '/api/home.json', HomeSchema)).toEqual(fresh);
    expect(console.warn).toHaveBeenCalledWith(
      { endpoint: '/api/home.json' },
      expect.stringMatching(/answered 503\. Serving the last good copy/),
    );
  });

  it('answers 503 (not 500, not 200) for a file it has no good copy of, and recovers when the API does', async () => {
    expect(await statusOf(fetchApiJson(down, '/api/en/home.json', HomeSchema))).toBe(503);
    expect(await fetchApiJson(api, '/api/en/home.json', HomeSchema)).toMatchObject({ hero: expect.anything() });
  });

  it(`gives up after ${CONTENT_FETCH_TIMEOUT_MS} ms and serves the last good copy, or 503 without one`, async () => {
    const fresh = await fetchApiJson(api, '/api/home.json', HomeSchema);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const slow = { ...api, mockScenario: `slow-${CONTENT_FETCH_TIMEOUT_MS + 5_000}` };

    let settled = false;
    const stale = fetchApiJson(slow, '/api/home.json', HomeSchema).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(CONTENT_FETCH_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await stale).toEqual(fresh);

    const never = statusOf(fetchApiJson(slow, '/api/en/home.json', HomeSchema));
    await vi.advanceTimersByTimeAsync(CONTENT_FETCH_TIMEOUT_MS);
    expect(await never).toBe(503);
  });

  it(`gives up on an answer whose body stalls after its headers, after ${CONTENT_FETCH_TIMEOUT_MS} ms`, async () => {
    const fresh = await fetchApiJson(api, '/api/home.json', HomeSchema);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Headers and the first bytes arrive, the rest never does; like a real fetch, aborting the
    // request's signal errors the body being read.
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      const signal = init?.signal ?? undefined;
      const body = new ReadableStream<Uint8Array>({
        start(stream) {
          stream.enqueue(new TextEncoder().encode('{"hero":'));
          signal?.addEventListener('abort', () => stream.error(signal.reason));
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    });

    let settled = false;
    const stale = fetchApiJson(api, '/api/home.json', HomeSchema).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(CONTENT_FETCH_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect(await stale).toEqual(fresh);
    expect(console.warn).toHaveBeenCalledWith(
      { endpoint: '/api/home.json' },
      expect.stringMatching(/no complete answer within 5000 ms/),
    );

    let never = false;
    const unavailable = statusOf(fetchApiJson(api, '/api/en/home.json', HomeSchema)).finally(() => (never = true));
    await vi.advanceTimersByTimeAsync(CONTENT_FETCH_TIMEOUT_MS);
    expect(never).toBe(true);
    expect(await unavailable).toBe(503);
  });

  it('keeps a 404 a 404 (undefined) and a file that breaks its contract an error, never served stale', async () => {
    expect(await fetchApiJson(api, '/api/no-such-file.json', HomeSchema)).toBeUndefined();
    await expect(fetchApiJson(api, '/api/company.json', HomeSchema)).rejects.toThrow(/broke its contract/);
    expect(lastGoodContent.size).toBe(0);
  });
});

describe('fetchApiJson and the request it serves', () => {
  const broken =
    'Fixture fixtures/ru/home.json breaks its contract:\n  hero.title: Invalid input: expected string, received number';
  const brokenFixture = () =>
    mockServer().use(
      http.get('http://api.test/api/home.json', () =>
        HttpResponse.json({ error: { status: 500, message: broken } }, { status: 500 }),
      ),
    );
  beforeEach(() => lastGoodContent.clear());
  afterEach(() => mockServer().resetHandlers());

  it('shows a fixture that breaks its contract in development as the bug it is: a 500 naming the file and the field, never the last good copy', async () => {
    const development = { ...api, mocksEnabled: true, serverLog: { warn: vi.fn(), error: vi.fn() } };
    await fetchApiJson(development, '/api/home.json', HomeSchema);
    brokenFixture();
    const thrown = await fetchApiJson(development, '/api/home.json', HomeSchema).catch((error: unknown) => error);
    const abort = (thrown as { _pageContextAbort?: { abortStatusCode?: number; abortReason?: string } })
      ._pageContextAbort;
    expect(abort).toMatchObject({ abortStatusCode: 500, abortReason: `GET /api/home.json: ${broken}` });
    expect(development.serverLog.warn).not.toHaveBeenCalled();
  });

  it('treats the same 500 from a backend as an outage: the last good copy, the reason logged, the request told', async () => {
    const serverLog = { warn: vi.fn(), error: vi.fn() };
    const onStaleContent = vi.fn();
    const fresh = await fetchApiJson(api, '/api/home.json', HomeSchema);
    brokenFixture();
    expect(await fetchApiJson({ ...api, serverLog, onStaleContent }, '/api/home.json', HomeSchema)).toEqual(fresh);
    expect(serverLog.warn).toHaveBeenCalledWith(
      { endpoint: '/api/home.json' },
      'GET /api/home.json answered 500. Serving the last good copy.',
    );
    expect(onStaleContent).toHaveBeenCalledOnce();
  });

  it('sends the request id on, so the backend’s log names the same request', async () => {
    const seen: Array<string | null> = [];
    mockServer().events.on('request:start', ({ request }) => void seen.push(request.headers.get('x-request-id')));
    await fetchApiJson({ ...api, requestId: 'req-42' }, '/api/home.json', HomeSchema);
    await fetchApiJson(api, '/api/home.json', HomeSchema);
    mockServer().events.removeAllListeners();
    expect(seen).toEqual(['req-42', null]);
  });
});

describe('fetchApiJson in production, when an answer breaks its contract', () => {
  const path = '/api/blog/lists/b2b-ecommerce.json';
  const production = () => ({
    ...api,
    degradeContractBreaks: true,
    serverLog: { warn: vi.fn(), error: vi.fn() },
    onContractBreak: vi.fn(),
    onStaleContent: vi.fn(),
  });
  const answering = (body: object) =>
    mockServer().use(http.get(`http://api.test${path}`, () => HttpResponse.json(body)));
  let list: BlogList;
  beforeEach(async () => {
    lastGoodContent.clear();
    list = (await fetchApiJson(api, path, BlogListSchema)) as BlogList;
    lastGoodContent.clear();
  });
  afterEach(() => mockServer().resetHandlers());

  it('leaves out the article of another category, keeps the others, and says so once, with the endpoint and the rule', async () => {
    const [first, stray, ...rest] = list.items as [ArticleCard, ArticleCard, ...ArticleCard[]];
    answering({ ...list, items: [first, { ...stray, category: 'events' }, ...rest] });
    const request = production();
    const read = await fetchApiJson(request, path, BlogListSchema);
    expect(read?.items.map((item) => item.slug)).toEqual([first, ...rest].map((item) => item.slug));
    expect(request.serverLog.warn).toHaveBeenCalledOnce();
    expect(request.serverLog.warn).toHaveBeenCalledWith(
      { endpoint: path, rules: ['list-category'], leftOut: 1 },
      expect.stringMatching(/^GET \/api\/blog\/lists\/b2b-ecommerce\.json broke its contract: items\.1: every article/),
    );
    expect(request.onContractBreak).toHaveBeenCalledWith('blog/lists/{category}.json');
    // The same answer again is the same content, read from memory: not logged or counted again.
    await fetchApiJson(request, path, BlogListSchema);
    expect(request.serverLog.warn).toHaveBeenCalledOnce();
    expect(request.onContractBreak).toHaveBeenCalledOnce();
    expect(request.serverLog.error).not.toHaveBeenCalled();
  });

  it('serves the last good copy when the answer cannot do without what broke, else the error page (a 500), logged once', async () => {
    answering({ ...list, category: 'no-such-category' });
    const request = production();
    expect(await statusOf(fetchApiJson(request, path, BlogListSchema))).toBe(500);
    expect(request.serverLog.error).toHaveBeenCalledOnce();
    expect(request.serverLog.error).toHaveBeenCalledWith(
      { endpoint: path, rules: ['invalid_value'] },
      expect.stringMatching(/broke its contract: category: .+ \(invalid_value\)\. No good copy yet: 500\.$/),
    );
    mockServer().resetHandlers();
    const good = await fetchApiJson(api, path, BlogListSchema);
    answering({ ...list, category: 'no-such-category' });
    const again = production();
    expect(await fetchApiJson(again, path, BlogListSchema)).toEqual(good);
    expect(again.onStaleContent).toHaveBeenCalledOnce();
    // Told or not: a request may not ask to know.
    expect(await fetchApiJson({ ...production(), onStaleContent: undefined }, path, BlogListSchema)).toEqual(good);
    expect(again.serverLog.warn).toHaveBeenCalledWith(
      { endpoint: path, rules: ['invalid_value'] },
      expect.stringMatching(/Serving the last good copy\.$/),
    );
  });

  it('leaves out a list item whose own list then falls short, and so the item holding that list', async () => {
    const [first, ...rest] = list.items as [ArticleCard, ...ArticleCard[]];
    answering({ ...list, items: [{ ...first, readingMinutes: 0 }] });
    const request = production();
    expect(await statusOf(fetchApiJson(request, path, BlogListSchema))).toBe(500);
    answering({ ...list, items: [{ ...first, readingMinutes: 0 }, ...rest] });
    expect((await fetchApiJson(production(), path, BlogListSchema))?.items).toHaveLength(rest.length);
  });

  it('tells at most three issues in its line, and how many more', async () => {
    const told = async (strays: number) => {
      answering({
        ...list,
        items: list.items.map((item, index) => (index < strays ? { ...item, category: 'events' } : item)),
      });
      // Counted or not: a request may have no metrics.
      const request = { ...production(), onContractBreak: undefined };
      lastGoodContent.clear();
      await fetchApiJson(request, path, BlogListSchema).catch(() => undefined);
      const [[, message]] = [...request.serverLog.warn.mock.calls, ...request.serverLog.error.mock.calls] as [
        [object, string],
      ];
      return message;
    };
    const all = await told(list.items.length);
    expect(all.match(/every article/g)).toHaveLength(3);
    expect(all).toContain('(list-category); items.1: every article');
    expect(all).toContain(`(list-category); and ${list.items.length - 3} more. No good copy yet: 500.`);
    expect(await told(3)).toContain('(list-category). Read without the 3 list item(s) that broke it.');
  });

  it('names the answer itself when it is not what the contract wants at all, and counts a form definition apart', async () => {
    const form = '/api/forms/feedback.json';
    mockServer().use(http.get(`http://api.test${form}`, () => HttpResponse.json([])));
    const request = production();
    expect(await statusOf(fetchApiJson(request, form, FormDefinitionSchema))).toBe(500);
    expect(request.serverLog.error).toHaveBeenCalledWith(
      { endpoint: form, rules: ['invalid_type'] },
      expect.stringMatching(
        /broke its contract: \(the answer\): Invalid input: expected object, received array \(invalid_type\)\./,
      ),
    );
    expect(request.onContractBreak).toHaveBeenCalledWith('forms/{form}.json');
  });

  it('is the loud error it is outside production: the whole list of issues, nothing left out', async () => {
    const [first, stray, ...rest] = list.items as [ArticleCard, ArticleCard, ...ArticleCard[]];
    answering({ ...list, items: [first, { ...stray, category: 'events' }, ...rest] });
    await expect(fetchApiJson(api, path, BlogListSchema)).rejects.toThrow(/broke its contract: \[/);
  });
});

describe('createLastGoodContent', () => {
  it('keeps at most its number of files, dropping the least recently used', () => {
    const cache = createLastGoodContent(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // "a" is now the most recently used
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
    expect(cache.size).toBe(2);
  });
});

describe('content as a visitor reads it', () => {
  afterEach(() => mockServer().resetHandlers());

  /** Answers /api/home.json with the fixture's shape and this review text. */
  async function answerWithReview(text: string) {
    const home = (await (await fetch('http://api.test/api/home.json')).json()) as {
      reviews: { items: { text: string }[] };
    };
    const [first] = home.reviews.items;
    if (first) first.text = text;
    mockServer().use(http.get('http://api.test/api/home.json', () => HttpResponse.json(home)));
  }

  it("typesets the backend's text in the page's language, and leaves it as sent without one", async () => {
    await answerWithReview('Потери сократились на 35 %, звонок - через 7 минут.');
    const ru = await fetchApiJson({ ...api, locale: 'ru' }, '/api/home.json', HomeSchema);
    expect(ru?.reviews.items[0]?.text).toBe('Потери сократились на\u00a035\u00a0%, звонок\u00a0— через 7\u00a0минут.');
    await answerWithReview('Bookings rose 54 % in 6 months - "fast".');
    const en = await fetchApiJson({ ...api, locale: 'en' }, '/api/home.json', HomeSchema);
    expect(en?.reviews.items[0]?.text).toBe('Bookings rose 54% in 6\u00a0months\u00a0— “fast”.');
  });

  it('parses an answer once: the same text again from the same address gives the same content, a new text is parsed', async () => {
    await answerWithReview('Первый текст отзыва, в котором больше сорока знаков.');
    const first = await fetchApiJson({ ...api, locale: 'ru' }, '/api/home.json', HomeSchema);
    expect(await fetchApiJson({ ...api, locale: 'ru' }, '/api/home.json', HomeSchema)).toBe(first);
    await answerWithReview('Второй текст отзыва, в котором тоже больше сорока знаков.');
    const second = await fetchApiJson({ ...api, locale: 'ru' }, '/api/home.json', HomeSchema);
    expect(second).not.toBe(first);
    expect(second?.reviews.items[0]?.text).toMatch(/^Второй/);
  });
});

describe('createParsedAnswers', () => {
  it('gives back what an address was parsed into only for the same text, and keeps at most its number of addresses', () => {
    const store = createParsedAnswers(2);
    const answers = {
      get: (url: string, text: string) => store.lookup(url, text).known,
      set: (url: string, text: string, data: unknown) => store.lookup(url, text).remember(data),
    };
    const data = { a: 1 };
    answers.set('/a', '{"a":1}', data);
    expect(answers.get('/a', '{"a":1}')).toBe(data);
    expect(answers.get('/a', '{"a":2}')).toBeUndefined();
    expect(answers.get('/b', '{"a":1}')).toBeUndefined();
    answers.set('/b', 'b', 2);
    answers.set('/c', 'c', 3);
    expect([answers.get('/a', '{"a":1}'), answers.get('/b', 'b'), answers.get('/c', 'c')]).toEqual([undefined, 2, 3]);
  });
});
