import type { Context, MiddlewareHandler } from 'hono';
import { negotiateEncoding, shouldCompress, strongEtag, type ContentCoding } from '../../rules/httpCaching.ts';
import { mayKeepAnswer, mayKeepRenderOf, RENDERED_PAGE_CACHE } from '../../rules/renderedPageCache.ts';
import { compressBody } from '../compressBody.ts';
import { markServed } from './requestLog.ts';

export interface RenderedPageCacheOptions {
  /** Requests that must be rendered every time (a mock scenario makes the render fail on purpose). */
  bypass: (c: Context) => boolean;
  maxAgeMs?: number;
  maxEntries?: number;
  /** The clock; tests pass their own. */
  now?: () => number;
  /** Told of every lookup, kept or not (the metrics). */
  onLookup?: (hit: boolean) => void;
  /** Given the size of what is kept, to read when asked (the metrics). */
  watchSize?: (size: () => number) => void;
}

interface Representation {
  bytes: Uint8Array<ArrayBuffer>;
  etag: string;
}

interface KeptAnswer {
  storedAt: number;
  /** The renderer's headers worth repeating, as plain strings: every answer builds its own Headers from them. */
  headers: Readonly<Record<string, string>>;
  plain: Representation;
  /** Whether the body is worth compressing at all (not a tiny one). */
  compressible: boolean;
  /**
   * The compressed representations, each made when a visitor first accepts it: an address asked for
   * once (a one-off query) costs one compression, as it would uncached.
   */
  coded: Partial<Record<ContentCoding, Promise<Representation>>>;
}

/** What the renderer said about the page that is worth repeating (not its length, coding or cookies). */
const KEPT_HEADERS = new Set(['content-type', 'content-language', 'x-robots-tag', 'link']);

/**
 * The micro-cache of rendered pages (site/rules/renderedPageCache.ts, decision 015): the first request
 * for an address renders it; for the next minute the same address is answered from memory, compressed
 * and with its ETag, as a built file is (httpCaching.ts treats both alike). Visitors who ask while the
 * first render is under way wait for it instead of rendering the same page again. The redirects,
 * campaign cookies and caching headers around it run for every request as before.
 */
export function renderedPageCache({
  bypass,
  maxAgeMs = RENDERED_PAGE_CACHE.maxAgeMs,
  maxEntries = RENDERED_PAGE_CACHE.maxEntries,
  now = Date.now,
  onLookup,
  watchSize,
}: RenderedPageCacheOptions): MiddlewareHandler {
  // A Map iterates in insertion order: re-inserting on every hit makes its first key the least recently used.
  const kept = new Map<string, KeptAnswer>();
  const rendering = new Map<string, Promise<void>>();
  watchSize?.(() => kept.size);

  const fresh = (key: string): KeptAnswer | undefined => {
    const answer = kept.get(key);
    if (!answer) return undefined;
    kept.delete(key);
    if (now() - answer.storedAt >= maxAgeMs) return undefined;
    kept.set(key, answer);
    return answer;
  };

  return async (c, next) => {
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || !mayKeepRenderOf(c.req.path) || bypass(c)) return next();
    const url = new URL(c.req.url);
    const key = `${url.pathname}${url.search}`;
    const coding = negotiateEncoding(c.req.header('accept-encoding'));

    let answer = fresh(key);
    const underWay = answer ? undefined : rendering.get(key);
    if (underWay) {
      await underWay;
      answer = fresh(key);
    }
    onLookup?.(!!answer);
    if (answer) {
      markServed(c, 'kept');
      return await send(answer, coding);
    }

    // Rendered without a nonce, like a prerendered file: the answer may go to every visitor for a minute.
    c.set('renderMayBeShared', true);
    let done = () => {};
    rendering.set(
      key,
      new Promise<void>((resolve) => {
        done = resolve;
      }),
    );
    try {
      await next();
      if (!mayKeepAnswer(c.res.status, c.res.headers)) return;
      answer = await keep(c.res, now());
      kept.set(key, answer);
      while (kept.size > maxEntries) kept.delete(kept.keys().next().value ?? key);
      const response = await send(answer, coding);
      c.res = undefined;
      c.res = response;
    } finally {
      rendering.delete(key);
      done();
    }
  };
}

async function keep(response: Response, storedAt: number): Promise<KeptAnswer> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  const compressible = shouldCompress(headers['content-type'], bytes.byteLength);
  return { storedAt, headers, plain: { bytes, etag: strongEtag(bytes) }, compressible, coded: {} };
}

async function representation(answer: KeptAnswer, coding: ContentCoding | undefined): Promise<Representation> {
  if (!coding || !answer.compressible) return answer.plain;
  answer.coded[coding] ??= compressBody[coding](answer.plain.bytes).then((compressed) => {
    const bytes = new Uint8Array(compressed);
    return { bytes, etag: strongEtag(bytes, coding) };
  });
  return answer.coded[coding];
}

async function send(answer: KeptAnswer, coding: ContentCoding | undefined): Promise<Response> {
  const sent = await representation(answer, coding);
  const headers = new Headers(answer.headers);
  headers.set('etag', sent.etag);
  headers.set('content-length', String(sent.bytes.byteLength));
  if (sent !== answer.plain && coding) headers.set('content-encoding', coding);
  return new Response(sent.bytes, { status: 200, headers });
}
