import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from '../logger.ts';

/** How an answer was made, as the request log and the metrics name it. */
export type ServedBy =
  | 'prerendered' // a page file of the build
  | 'file' // an asset or public file of the build
  | 'kept' // a render kept in memory (the micro-cache, the shared not-found screen)
  | 'render' // rendered for this request
  | 'stale' // rendered from the last good copy of content: the API was down
  | 'mock' // /api answered by the fixtures in this process
  | 'pass-through' // /api passed to the backend
  | 'redirect'
  | 'shed' // refused at once: too much rendering under way (middleware/loadShedding.ts)
  | 'refused' // a form's guard, a malformed address, a method pages do not answer
  | 'health'
  | 'other'; // nothing said how: a 405 of the pages, an error

declare module 'hono' {
  interface ContextVariableMap {
    /** This request's id: the trusted proxy's X-Request-Id, or one made here. Sent to the backend and back. */
    requestId: string | undefined;
    /** The request's logger: every line it writes carries the request id. */
    log: Logger | undefined;
    /** How the answer was made (set by whatever answered; the request log reads it). */
    servedBy: ServedBy | undefined;
  }
}

export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy may hand on: short, of characters that are safe in a header and a log (a UUID, nginx's $request_id). */
const TRUSTABLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The key of the app's bindings that marks a request the app sends itself on behalf of another (a form
 * posted without script, middleware/formsWithoutScript.ts), with that request's id: it is logged and
 * counted once, as the outer request.
 */
export const INNER_OF = 'innerOfRequestId';

/** Paths in the log are cut to this length: an address is the visitor's to choose. */
export const LOGGED_PATH_MAX = 300;

/** What an answer was, as the request log tells the metrics. */
export interface Answered {
  servedBy: ServedBy;
  status: number;
  seconds: number;
  method: string;
  path: string;
}

export interface RequestLogOptions {
  log: Logger;
  /** Believe the X-Request-Id of the proxy in front (TRUST_PROXY is set): it ties the proxy's log to ours. */
  trustProxy: boolean;
  /** Called when each answer is ready, for the metrics. */
  onAnswered?: (answered: Answered) => void;
}

/** Marks how this answer was made, unless something answered before (an outer middleware's mark wins nothing: the last says). */
export function markServed(c: Context, servedBy: ServedBy): void {
  c.set('servedBy', servedBy);
}

/**
 * One line per request, written when its answer is ready: time, request id, method, path (without the
 * query, which may hold what a visitor typed into the search), status, duration in milliseconds and how
 * the answer was made. Nothing a visitor typed is logged: no query, no body, no cookie, no header but
 * the proxy's request id, and that only when it looks like one.
 */
export function requestLog({ log, trustProxy, onAnswered }: RequestLogOptions): MiddlewareHandler {
  return async (c, next) => {
    const outer = (c.env as Record<string, unknown> | undefined)?.[INNER_OF];
    if (typeof outer === 'string') {
      c.set('requestId', outer);
      c.set('log', log.child({ reqId: outer }));
      return next();
    }
    const started = performance.now();
    const offered = trustProxy ? c.req.header(REQUEST_ID_HEADER) : undefined;
    const requestId = offered && TRUSTABLE_ID.test(offered) ? offered : randomUUID();
    c.set('requestId', requestId);
    c.set('log', log.child({ reqId: requestId }));
    try {
      await next();
    } finally {
      const status = c.res.status;
      const servedBy = c.get('servedBy') ?? 'other';
      const ms = performance.now() - started;
      c.res.headers.set(REQUEST_ID_HEADER, requestId);
      onAnswered?.({ servedBy, status, seconds: ms / 1000, method: c.req.method, path: c.req.path });
      log[status >= 500 ? 'warn' : 'info'](
        {
          reqId: requestId,
          method: c.req.method,
          path: c.req.path.slice(0, LOGGED_PATH_MAX),
          status,
          ms: Math.round(ms * 10) / 10,
          served: servedBy,
        },
        'request',
      );
    }
  };
}

/** What a middleware writes its warnings and errors to: a message, at a level. */
export interface MessageLog {
  warn(message: string): void;
  error(message: string): void;
}

/** The request's logger (its lines carry the request id), or the console where a middleware runs alone (unit tests). */
export function logOf(c: Context): MessageLog {
  return c.get('log') ?? console;
}
