import type { Context, MiddlewareHandler } from 'hono';
import CachePolicy from 'http-cache-semantics';
import type { ApiError } from '../../../contracts/apiError.ts';
import { submissionLocale } from '../../../contracts/formErrors.ts';
import type { FormFailure } from '../../../contracts/formResponse.ts';
import { MOCK_SCENARIO_HEADER, requestScenarioValue } from '../../../contracts/mockScenario.ts';
import { createLruCache } from '../../content/lruCache.ts';
import { logOf, markServed, REQUEST_ID_HEADER } from './requestLog.ts';
import { AnswerTooLargeError, readAnswerBody } from '../../content/readAnswerBody.ts';
import {
  FORM_FORWARD_TIMEOUT_MS,
  FORWARDED_REQUEST_HEADERS,
  KEPT_ANSWER_HEADERS,
  retryAfterSeconds,
} from '../../rules/apiProxy.ts';
import {
  CONTENT_FETCH_TIMEOUT_MS,
  CONTENT_RETRY_AFTER_SECONDS,
  isContentFailure,
  STALE_CONTENT_MAX_FILES,
} from '../../rules/contentFaults.ts';
import type { Locale } from '../../../contracts/locale.ts';
import { requestIsHttps } from '../requestIsHttps.ts';

export interface ApiProxyOptions {
  /** The backend: API_BASE_URL. Only the contract's paths are asked of it, without the query. */
  apiBaseUrl: string;
  /** The visitor's address as TRUST_PROXY decides it (site/server/clientAddress.ts), sent as X-Forwarded-For. */
  clientOf: (c: Context) => string;
  /** TRUST_PROXY=1: the visitor's scheme is the operator's proxy's X-Forwarded-Proto (requestIsHttps.ts). */
  trustProxy: boolean;
  /** Pass the request's mock scenario on (FORWARD_MOCK_SCENARIO=1): only in front of `npm run api`. */
  forwardMockScenario?: boolean;
  /** The store of answers (tests give their own); by default one per proxy, at most STALE_CONTENT_MAX_FILES. */
  cache?: ApiAnswerCache;
  /** Told of every read or post the backend did not answer well (the metrics). */
  onBackendFailure?: (request: 'read' | 'submission') => void;
}

interface CachedAnswer {
  policy: CachePolicy;
  body: Uint8Array;
}

/** The answers kept for reuse and for outages: at most `maxAnswers`, least recently used out first. */
export const createApiAnswerCache = (maxAnswers = STALE_CONTENT_MAX_FILES) => createLruCache<CachedAnswer>(maxAnswers);
export type ApiAnswerCache = ReturnType<typeof createApiAnswerCache>;

/** What the cache policy library reads of a request or an answer: lower-case header names. */
const headerObject = (headers: Headers) => Object.fromEntries(headers.entries());
/** The headers to send a kept answer with (its Age updated, hop-by-hop headers gone). */
const keptAnswerHeaders = (policy: CachePolicy) => new Headers(policy.responseHeaders() as Record<string, string>);

/**
 * A backend that did not answer in time, not at all, or with an outage status. It never leaves this
 * module: its message goes to the log, which is all of it anybody reads.
 */
class BackendUnavailable extends Error {
  constructor(
    message: string,
    readonly retryAfter?: string | null,
  ) {
    super(message);
  }
}

const UNAVAILABLE: Record<Locale, string> = {
  ru: 'Сервис заявок временно недоступен, заявка не отправлена. Попробуйте ещё раз через минуту.',
  en: 'The request service is unavailable for a moment and nothing was sent. Please try again in a minute.',
};

/**
 * The site's /api in front of a backend (decision 019): the browser only ever talks to the
 * site, which passes the contract's requests (contracts/apiRoutes.ts; apiContract() has refused the
 * rest) to API_BASE_URL with the rules of site/rules/apiProxy.ts:
 *
 * - reads are kept as the backend's caching headers allow (a shared cache: http-cache-semantics) and
 *   revalidated when stale; when the backend is down, slow or failing (5xx, 429), the last good answer
 *   is served (`Cache-Control: no-cache`, so browsers ask again), and without one a 503 with Retry-After;
 * - form submissions are forwarded once, never cached or retried; a backend that does not answer is a
 *   503 in the forms' failure shape, in the visitor's language, with Retry-After;
 * - a timeout covers the answer's body too; an answer over the size limit, or a redirect (the contract
 *   has none), counts as a failure like a timeout.
 */
export function apiProxy({
  apiBaseUrl,
  clientOf,
  trustProxy,
  forwardMockScenario = false,
  cache = createApiAnswerCache(),
  onBackendFailure,
}: ApiProxyOptions): MiddlewareHandler {
  return async (c) => {
    const target = new URL(c.req.path, apiBaseUrl);
    const headers = new Headers();
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    headers.set('x-forwarded-for', clientOf(c));
    headers.set('x-forwarded-proto', requestIsHttps(c, trustProxy) ? 'https' : 'http');
    const scenario = forwardMockScenario ? requestScenarioValue(c.req.raw.headers) : undefined;
    if (scenario) headers.set(MOCK_SCENARIO_HEADER, scenario);
    // The backend's log and ours name the same request.
    const requestId = c.get('requestId');
    if (requestId) headers.set(REQUEST_ID_HEADER, requestId);
    markServed(c, 'pass-through');

    // apiContract() let through only the contract's methods, and only its form endpoints take POST.
    if (c.req.method === 'POST') return forwardSubmission(c, target, headers, onBackendFailure);
    return forwardRead(c, target, headers, cache, scenario, onBackendFailure);
  };
}

async function forwardSubmission(
  c: Context,
  target: URL,
  headers: Headers,
  onBackendFailure?: (request: 'submission') => void,
): Promise<Response> {
  // Read whole first: the form guard's body limit applies to this read, and a buffered body needs no
  // streaming upload to the backend.
  const body = await c.req.arrayBuffer();
  try {
    const { response, body: answer } = await exchange(
      target,
      { method: 'POST', headers, body },
      FORM_FORWARD_TIMEOUT_MS,
    );
    return answerWith(response.status, keptHeaders(response.headers), answer);
  } catch (error) {
    const failure = backendFailure(error);
    onBackendFailure?.('submission');
    logOf(c).error(`POST ${target.pathname}: ${failure.message}; the visitor was told to retry.`);
    const seconds = CONTENT_RETRY_AFTER_SECONDS;
    const locale = submissionLocale(undefined, c.req.header('accept-language') ?? null);
    const answer: FormFailure = { ok: false, message: UNAVAILABLE[locale], retryAfterSeconds: seconds };
    return c.json(answer, 503, { 'Retry-After': String(seconds) });
  }
}

async function forwardRead(
  c: Context,
  target: URL,
  headers: Headers,
  cache: ApiAnswerCache,
  scenario: string | undefined,
  onBackendFailure?: (request: 'read') => void,
): Promise<Response> {
  // A HEAD is answered like a GET: Hono drops the body.
  const key = target.href;
  // A mock scenario asks for a misbehaving answer: it neither uses nor fills the store of good ones.
  const store = scenario ? undefined : cache;
  const request = { url: target.pathname, method: 'GET', headers: headerObject(headers) };
  const cached = store?.get(key);
  if (cached?.policy.satisfiesWithoutRevalidation(request))
    return answerWith(200, keptAnswerHeaders(cached.policy), cached.body);

  // A stale answer is revalidated: the same request, with the conditions its validators allow
  // (If-None-Match, If-Modified-Since).
  const sent = cached ? new Headers(cached.policy.revalidationHeaders(request) as Record<string, string>) : headers;
  try {
    const { response, body } = await exchange(target, { headers: sent }, CONTENT_FETCH_TIMEOUT_MS);
    if (isContentFailure(response.status))
      throw new BackendUnavailable(`answered ${response.status}`, response.headers.get('retry-after'));
    const answer = { status: response.status, headers: headerObject(response.headers) };
    if (cached && response.status === 304) {
      const { policy } = cached.policy.revalidatedPolicy(request, answer);
      cache.set(key, { policy, body: cached.body });
      return answerWith(200, keptAnswerHeaders(policy), cached.body);
    }
    const kept = keptHeaders(response.headers);
    if (response.status === 200) {
      // http-cache-semantics judges as a shared cache unless told otherwise: a private answer is never kept.
      const policy = new CachePolicy(request, { ...answer, headers: headerObject(kept) });
      if (policy.storable()) store?.set(key, { policy, body });
    }
    return answerWith(response.status, kept, body);
  } catch (error) {
    const failure = backendFailure(error);
    onBackendFailure?.('read');
    if (cached) {
      logOf(c).warn(`GET ${target.pathname}: ${failure.message}; serving the last good answer.`);
      markServed(c, 'stale');
      const stale = keptAnswerHeaders(cached.policy);
      stale.set('cache-control', 'no-cache');
      return answerWith(200, stale, cached.body);
    }
    logOf(c).error(`GET ${target.pathname}: ${failure.message}; no good answer yet: 503.`);
    const seconds = retryAfterSeconds(failure.retryAfter, CONTENT_RETRY_AFTER_SECONDS);
    const message = `The content service is unavailable: try again in ${seconds} seconds.`;
    return c.json<ApiError>({ error: { status: 503, message } }, 503, { 'Retry-After': String(seconds) });
  }
}

/** The backend's failure that was caught, or what was caught thrown again: a fault of the site's own is no outage. */
function backendFailure(error: unknown): BackendUnavailable {
  if (error instanceof BackendUnavailable) return error;
  throw error;
}

/** One request to the backend and its whole answer, within the timeout, or BackendUnavailable. */
async function exchange(
  target: URL,
  init: RequestInit,
  timeoutMs: number,
): Promise<{ response: Response; body: Uint8Array }> {
  const controller = new AbortController();
  // setTimeout rather than AbortSignal.timeout(): unit tests drive it with fake timers. It covers the body.
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let response: Response;
    try {
      response = await fetch(target, { ...init, signal: controller.signal, redirect: 'manual' });
    } catch {
      const why = controller.signal.aborted ? `no answer within ${timeoutMs} ms` : 'no connection';
      throw new BackendUnavailable(why);
    }
    // The contract has no redirects: one would lead the site somewhere nobody configured.
    if (response.status >= 300 && response.status < 400 && response.status !== 304) {
      void response.body?.cancel().catch(() => undefined);
      throw new BackendUnavailable(`redirected (${response.status}), which the contract never does`);
    }
    try {
      return { response, body: await readAnswerBody(response, undefined, controller.signal) };
    } catch (error) {
      if (error instanceof AnswerTooLargeError) throw new BackendUnavailable(error.message);
      const why = controller.signal.aborted ? `no complete answer within ${timeoutMs} ms` : 'the answer broke off';
      throw new BackendUnavailable(why);
    }
  } finally {
    clearTimeout(timer);
  }
}

/** Only the headers of KEPT_ANSWER_HEADERS; fetch has already decoded the body, so no Content-Encoding. */
function keptHeaders(from: Headers): Headers {
  const kept = new Headers();
  for (const name of KEPT_ANSWER_HEADERS) {
    const value = from.get(name);
    if (value !== null) kept.set(name, value);
  }
  return kept;
}

function answerWith(status: number, headers: Headers, body: Uint8Array): Response {
  // The statuses an answer has no body with (a 304 to a conditional request the site made itself
  // never reaches here; one the backend sends unasked is passed on).
  const empty = status === 204 || status === 205 || status === 304;
  return new Response(empty ? null : (body as BodyInit), { status, headers });
}
