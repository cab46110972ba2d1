import { render } from 'vike/abort';
import type { z } from 'zod';
import { ApiErrorSchema } from '../../contracts/apiError.ts';
import { MOCK_SCENARIO_HEADER } from '../../contracts/mockScenario.ts';
import { CONTENT_FETCH_TIMEOUT_MS, isContentFailure } from '../rules/contentFaults.ts';
import { parseTypeset } from '../../contracts/typesetting.ts';
import { typesetterFor } from '../typography/typesetter.ts';
import { lastGoodContent } from './lastGoodContent.ts';
import { parsedAnswers } from './parsedAnswers.ts';
import { AnswerTooLargeError, readAnswerBody } from './readAnswerBody.ts';
import type { Locale } from '../rules/locale.ts';

/** What a data hook knows about the request it fetches for (a subset of Vike's pageContext). */
export interface ContentRequest {
  locale: Locale;
  apiBaseUrl?: string;
  mockScenario?: string;
  /** Development with the fixtures in this process: content that breaks its contract is shown as the bug it is, never served stale. */
  mocksEnabled?: boolean;
  /** The request's id (site/server/middleware/requestLog.ts), sent on to the API so both logs name the same request. */
  requestId?: string;
  /** The request's logger on the server; the console elsewhere. */
  serverLog?: { warn(message: string): void; error(message: string): void };
  /** Told when the page is made from a last good copy because the API could not answer. */
  onStaleContent?: () => void;
  /** Told whenever the API could not answer (the metrics). */
  onContentFailure?: () => void;
}

/** The API's error message of a 500, if its body is the contract's ApiError. */
async function apiErrorMessage(response: Response): Promise<string | undefined> {
  const body: unknown = await response.json().catch(() => undefined);
  return ApiErrorSchema.safeParse(body).data?.error.message;
}

/** The API could not answer (timeout, network, 5xx, 429); the message names the file and why. */
export class ContentUnavailableError extends Error {
  override name = 'ContentUnavailableError';
}

async function fetchFresh<S extends z.ZodType>(
  url: URL,
  headers: Record<string, string>,
  schema: S,
  showContentBugs: boolean,
  locale: Locale | undefined,
): Promise<{ found: true; data: z.infer<S> } | { found: false }> {
  const controller = new AbortController();
  // setTimeout rather than AbortSignal.timeout(): the unit tests drive it with fake timers.
  // The timer covers the body too: an API that sends its headers and then stalls would otherwise hold
  // the rendering (and a connection of this server) forever. Aborting the signal aborts the body read.
  const timer = setTimeout(() => controller.abort(), CONTENT_FETCH_TIMEOUT_MS);
  const unavailable = (stage: string, cause?: unknown) =>
    new ContentUnavailableError(
      `GET ${url.pathname}: ${controller.signal.aborted ? `no complete answer within ${CONTENT_FETCH_TIMEOUT_MS} ms` : stage}.`,
      { cause },
    );
  try {
    let response: Response;
    try {
      response = await fetch(url, { headers, signal: controller.signal });
    } catch (error) {
      throw unavailable('no connection', error);
    }
    // In development the fixtures answer in this process: their 500 is a fixture that breaks its
    // contract (mocks/parseWith.ts), a bug the developer must see, with the file and the field.
    if (showContentBugs && response.status === 500) {
      const message = (await apiErrorMessage(response)) ?? 'answered 500';
      throw render(500, `GET ${url.pathname}: ${message}`);
    }
    if (response.status === 404 || !response.ok) {
      // The body is not read: release the connection instead of leaving it to the garbage collector.
      void response.body?.cancel().catch(() => undefined);
      if (response.status === 404) return { found: false };
      if (isContentFailure(response.status))
        throw new ContentUnavailableError(`GET ${url.pathname} answered ${response.status}.`);
      throw new Error(`GET ${url.pathname} answered ${response.status}.`);
    }
    let text: string;
    let body: unknown;
    try {
      text = new TextDecoder().decode(await readAnswerBody(response, undefined, controller.signal));
      body = JSON.parse(text);
    } catch (error) {
      // Cut off by the timeout (or the connection) is an outage; a body that is not JSON, or far
      // larger than any content file, is a bug.
      if (error instanceof AnswerTooLargeError)
        throw new Error(`GET ${url.pathname} broke its contract: ${error.message}.`, { cause: error });
      if (controller.signal.aborted || !(error instanceof SyntaxError))
        throw unavailable('the answer broke off', error);
      throw new Error(`GET ${url.pathname} broke its contract: the answer is not JSON.`, { cause: error });
    }
    // The same answer as last time from this address is not parsed again: parsing with typesetting costs
    // milliseconds a file, and content changes far less often than pages are made.
    const { known, remember } = parsedAnswers.lookup(url.href, text);
    if (known !== undefined) return { found: true, data: known as z.infer<S> };
    // Content of a locale is typeset as it is parsed (site/rules/typography.ts): whatever the backend
    // sends, a visitor reads it set as their language sets it, and the last good copy is kept set.
    const result = locale ? parseTypeset(schema, body, typesetterFor(locale)) : schema.safeParse(body);
    if (!result.success) throw new Error(`GET ${url.pathname} broke its contract: ${result.error.message}`);
    remember(result.data);
    return { found: true, data: result.data };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GETs a JSON file of the API and parses it with its contract: the one way the site's data hooks
 * reach the API. Runs on the server (Vike's +data hooks), where fetch needs an absolute URL
 * (docs/pitfalls.md, 2). Returns undefined on 404, so the caller decides what a missing file means.
 *
 * When the API is slow or down (site/rules/contentFaults.ts) the last good copy of the file is
 * served; without one the page is a 503 (Vike's `render(503)`; the server adds Retry-After). A file
 * that breaks its contract is a bug, not an outage: that stays a 500 and is never cached.
 */
export async function fetchApiJson<S extends z.ZodType>(
  request: Omit<ContentRequest, 'locale'> & { locale?: Locale },
  path: string,
  schema: S,
): Promise<z.infer<S> | undefined> {
  const { apiBaseUrl, mockScenario, requestId, onStaleContent } = request;
  const log = request.serverLog ?? console;
  if (!apiBaseUrl) throw new Error('pageContext.apiBaseUrl is not set: the server must pass it to renderPage().');
  const url = new URL(path, apiBaseUrl);
  const headers: Record<string, string> = { accept: 'application/json' };
  // The offline server forwards a visitor's mock scenario, so a feature can make page content fail too.
  if (mockScenario) headers[MOCK_SCENARIO_HEADER] = mockScenario;
  if (requestId) headers['x-request-id'] = requestId;
  try {
    const fresh = await fetchFresh(url, headers, schema, !!request.mocksEnabled && !mockScenario, request.locale);
    if (!fresh.found) return undefined;
    lastGoodContent.set(url.href, fresh.data);
    return fresh.data;
  } catch (error) {
    if (!(error instanceof ContentUnavailableError)) throw error;
    request.onContentFailure?.();
    const stale = lastGoodContent.get(url.href) as z.infer<S> | undefined;
    if (stale !== undefined) {
      log.warn(`${error.message} Serving the last good copy.`);
      onStaleContent?.();
      return stale;
    }
    log.error(`${error.message} No good copy yet: 503.`);
    // No reason: the error page shows a reason, and this one names the API's internals.
    throw render(503);
  }
}
