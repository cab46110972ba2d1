import type { Context, MiddlewareHandler } from 'hono';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import {
  CONTENT_CODINGS,
  negotiateEncoding,
  shouldCompress,
  strongEtag,
  type ContentCoding,
} from '../../rules/httpCaching.ts';
import { mayKeepAnswer, mayKeepRenderOf, RENDERED_PAGE_CACHE } from '../../rules/renderedPageCache.ts';

export interface RenderedPageCacheOptions {
  /** Requests that must be rendered every time (a mock scenario makes the render fail on purpose). */
  bypass: (c: Context) => boolean;
  maxAgeMs?: number;
  maxEntries?: number;
  /** The clock; tests pass their own. */
  now?: () => number;
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
  /** The compressed representations, made once when the answer is kept (none for a tiny body). */
  coded: Partial<Record<ContentCoding, Representation>>;
}

/** Compressed once per kept answer, so harder than on the fly (httpCaching.ts) and still quick. */
const compress: Record<ContentCoding, (body: Uint8Array) => Promise<Buffer>> = {
  br: (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};

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
}: RenderedPageCacheOptions): MiddlewareHandler {
  // A Map iterates in insertion order: re-inserting on every hit makes its first key the least recently used.
  const kept = new Map<string, KeptAnswer>();
  const rendering = new Map<string, Promise<void>>();

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
    if (answer) return send(answer, coding);

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
      c.res = undefined;
      c.res = send(answer, coding);
    } finally {
      rendering.delete(key);
      done();
    }
  };
}

async function keep(response: Response, storedAt: number): Promise<KeptAnswer> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const type = response.headers.get('content-type');
  const coded: KeptAnswer['coded'] = {};
  if (shouldCompress(type, bytes.byteLength)) {
    await Promise.all(
      CONTENT_CODINGS.map(async (coding) => {
        const compressed = new Uint8Array(await compress[coding](bytes));
        coded[coding] = { bytes: compressed, etag: strongEtag(compressed, coding) };
      }),
    );
  }
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  return { storedAt, headers, plain: { bytes, etag: strongEtag(bytes) }, coded };
}

function send(answer: KeptAnswer, coding: ContentCoding | undefined): Response {
  const representation = (coding && answer.coded[coding]) || answer.plain;
  const headers = new Headers(answer.headers);
  headers.set('etag', representation.etag);
  headers.set('content-length', String(representation.bytes.byteLength));
  if (representation !== answer.plain && coding) headers.set('content-encoding', coding);
  return new Response(representation.bytes, { status: 200, headers });
}
