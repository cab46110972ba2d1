import { render } from 'vike/abort';
import type { z } from 'zod';
import { ApiErrorSchema } from '../../contracts/apiError.ts';
import { contentFileOf } from '../../contracts/apiPath.ts';
import { contentEndpoints, resolveContentFile } from '../../contracts/content.ts';
import { MOCK_SCENARIO_HEADER } from '../../contracts/mockScenario.ts';
import { CONTENT_FETCH_TIMEOUT_MS, isContentFailure } from '../rules/contentFaults.ts';
import { parseTypeset } from '../../contracts/typesetting.ts';
import { typesetterFor } from '../typography/typesetter.ts';
import { lastGoodContent } from './lastGoodContent.ts';
import { parsedAnswers } from './parsedAnswers.ts';
import { AnswerTooLargeError, readAnswerBody } from './readAnswerBody.ts';
import { withoutBrokenItems } from './withoutBrokenItems.ts';
import type { Locale } from '../../contracts/locale.ts';

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
  serverLog?: ServerLog;
  /**
   * Production: an answer that breaks its contract does not take its page down. Its broken list items
   * are left out when the rest holds, else the last good copy is served, else the page is a 500; each
   * break is one log line and a count. Elsewhere it is the loud error it is.
   */
  degradeContractBreaks?: boolean;
  /** Told of each answer that broke its contract, with the content file's template (the metrics). */
  onContractBreak?: (endpoint: string) => void;
  /** Told when the page is made from a last good copy because the API could not answer. */
  onStaleContent?: () => void;
  /** Told whenever the API could not answer (the metrics). */
  onContentFailure?: () => void;
}

/** What the data hooks log through: pino's logger on the server (fields, then the message). */
export interface ServerLog {
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/**
 * An answer came but breaks its contract: a bug of the backend, not an outage. The message names the
 * file and the first few issues with their rules, short enough for one log line.
 */
export class ContractBreakError extends Error {
  constructor(
    readonly endpoint: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(`GET ${endpoint} broke its contract: ${describeIssues(issues)}`);
  }
  /** The rules broken: a kept rule's name (contracts/keep.ts), else the kind of issue (too_small, invalid_type). */
  get rules(): string[] {
    return [...new Set(this.issues.map(ruleOf))];
  }
}

const ISSUES_TOLD = 3;
function ruleOf(issue: z.core.$ZodIssue): string {
  const rule = (issue as { params?: { rule?: unknown } }).params?.rule;
  return typeof rule === 'string' ? rule : issue.code;
}
function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const told = issues
    .slice(0, ISSUES_TOLD)
    .map((issue) => `${issue.path.join('.') || '(the answer)'}: ${issue.message} (${ruleOf(issue)})`);
  const more = issues.length - ISSUES_TOLD;
  return `${told.join('; ')}${more > 0 ? `; and ${more} more` : ''}.`;
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

/** The content file's template an /api path is an answer of (`blog/lists/{category}.json`): the metrics' label. */
function endpointOf(pathname: string): string {
  // Stryker disable next-line OptionalChaining,StringLiteral: every path asked for is under /api/, so it has a file
  const key = resolveContentFile(contentFileOf(pathname)?.file ?? '')?.key;
  return key ? contentEndpoints[key].file : 'forms/{form}.json';
}

/** How many rounds of leaving out broken items an answer gets: more than content nests lists. */
const LEAVE_OUT_ROUNDS = 8;

async function fetchFresh<S extends z.ZodType>(
  url: URL,
  headers: Record<string, string>,
  schema: S,
  showContentBugs: boolean,
  locale: Locale | undefined,
  /** Production: told of an answer read without its broken items (and how many); else a break is thrown loud. */
  degrade: ((broken: ContractBreakError, leftOut: number) => void) | undefined,
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
    const parse = (answer: unknown) =>
      locale ? parseTypeset(schema, answer, typesetterFor(locale)) : schema.safeParse(answer);
    let result = parse(body);
    if (!result.success) {
      if (!degrade) throw new Error(`GET ${url.pathname} broke its contract: ${result.error.message}`);
      const broken = new ContractBreakError(url.pathname, result.error.issues);
      let answer = body;
      let leftOut = 0;
      // Each round leaves out an item per issue, or stops: a card, then its section if that falls short, …
      // The bound holds only against a rule that names a part the answer does not have (never left out).
      // Stryker disable next-line ConditionalExpression,EqualityOperator,AssignmentOperator: issues name parts that exist
      for (let round = 0; !result.success && round < LEAVE_OUT_ROUNDS; round += 1) {
        const rest = withoutBrokenItems(answer, result.error.issues);
        if (!rest) break;
        ({ rest: answer } = rest);
        leftOut += rest.leftOut;
        result = parse(answer);
      }
      if (!result.success) throw broken;
      // Remembered below: the same broken answer again is read from memory, and told once.
      degrade(broken, leftOut);
    }
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
  const log: ServerLog = request.serverLog ?? { warn: console.warn, error: console.error };
  if (!apiBaseUrl) throw new Error('pageContext.apiBaseUrl is not set: the server must pass it to renderPage().');
  const url = new URL(path, apiBaseUrl);
  const headers: Record<string, string> = { accept: 'application/json' };
  // The offline server forwards a visitor's mock scenario, so a feature can make page content fail too.
  if (mockScenario) headers[MOCK_SCENARIO_HEADER] = mockScenario;
  if (requestId) headers['x-request-id'] = requestId;
  try {
    const degrade = request.degradeContractBreaks
      ? (broken: ContractBreakError, leftOut: number) => {
          request.onContractBreak?.(endpointOf(url.pathname));
          log.warn(
            { endpoint: url.pathname, rules: broken.rules, leftOut },
            `${broken.message} Read without the ${leftOut} list item(s) that broke it.`,
          );
        }
      : undefined;
    const fresh = await fetchFresh(
      url,
      headers,
      schema,
      !!request.mocksEnabled && !mockScenario,
      request.locale,
      degrade,
    );
    if (!fresh.found) return undefined;
    lastGoodContent.set(url.href, fresh.data);
    return fresh.data;
  } catch (error) {
    const stale = () => lastGoodContent.get(url.href) as z.infer<S> | undefined;
    if (error instanceof ContractBreakError) {
      // Like an outage, but a bug: the last good copy if there is one, else the site's own error page.
      request.onContractBreak?.(endpointOf(url.pathname));
      const fields = { endpoint: url.pathname, rules: error.rules };
      const kept = stale();
      if (kept !== undefined) {
        log.warn(fields, `${error.message} Serving the last good copy.`);
        onStaleContent?.();
        return kept;
      }
      log.error(fields, `${error.message} No good copy yet: 500.`);
      // An abort: Vike renders the error page in the visitor's language and prints nothing of its own.
      throw render(500);
    }
    if (!(error instanceof ContentUnavailableError)) throw error;
    request.onContentFailure?.();
    const kept = stale();
    if (kept !== undefined) {
      log.warn({ endpoint: url.pathname }, `${error.message} Serving the last good copy.`);
      onStaleContent?.();
      return kept;
    }
    log.error({ endpoint: url.pathname }, `${error.message} No good copy yet: 503.`);
    // No reason: the error page shows a reason, and this one names the API's internals.
    throw render(503);
  }
}
