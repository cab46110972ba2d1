import type { Context, MiddlewareHandler } from 'hono';
import {
  cacheControlFor,
  etagMatches,
  isPageResponse,
  negotiateEncoding,
  shouldCompress,
  strongEtag,
} from '../../rules/httpCaching.ts';
import { compressBody } from '../compressBody.ts';

/** What a 304 keeps of the 200 it stands for (RFC 9110 section 15.4.5), plus the campaign cookies. */
const NOT_MODIFIED_HEADERS = ['cache-control', 'content-location', 'date', 'etag', 'expires', 'vary', 'set-cookie'];

/**
 * Caching and compression of every answer after the redirects (decision 007): Cache-Control by kind
 * (site/rules/httpCaching.ts), `Vary: Accept-Encoding` always, a strong ETag and 304 on If-None-Match.
 * Built files arrive with their ETag and, when worth it, already compressed (builtFiles.ts); a rendered
 * page or an /api answer is hashed here and compressed on the fly. It runs outside the campaign-cookie
 * middleware, so a 304 still carries the cookies that middleware set.
 */
export function httpCaching(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const { headers, status } = c.res;
    const contentType = headers.get('content-type');
    const cacheControl = cacheControlFor(c.req.path, contentType, status);
    // `no-store` stays: it is an answer for one visitor only (a form rendered back with what they typed).
    const keepsNoStore = /\bno-store\b/i.test(headers.get('cache-control') ?? '');
    if (
      cacheControl &&
      !keepsNoStore &&
      (status >= 500 || isPageResponse(c.req.path, contentType) || !headers.has('cache-control'))
    )
      headers.set('cache-control', cacheControl);
    if (!headers.get('vary')?.match(/\baccept-encoding\b/i)) headers.append('vary', 'Accept-Encoding');
    if (!c.res.body || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return;

    // Only a 200 is a representation worth validating; a 404 or 500 page is still worth compressing.
    const validates = status === 200;
    const ifNoneMatch = c.req.header('if-none-match');
    const builtEtag = headers.get('etag');
    if (builtEtag) {
      if (!validates || !etagMatches(ifNoneMatch, builtEtag)) return;
      await c.res.body.cancel();
      replaceResponse(c, notModified(headers));
      return;
    }
    if (headers.has('content-encoding')) return;
    const body = new Uint8Array(await c.res.arrayBuffer());
    const coding = shouldCompress(contentType, body.byteLength)
      ? negotiateEncoding(c.req.header('accept-encoding'))
      : undefined;
    if (validates) {
      const etag = strongEtag(body, coding);
      headers.set('etag', etag);
      if (etagMatches(ifNoneMatch, etag)) {
        replaceResponse(c, notModified(headers));
        return;
      }
    }
    const sent = coding ? new Uint8Array(await compressBody[coding](body)) : body;
    if (coding) headers.set('content-encoding', coding);
    headers.set('content-length', String(sent.byteLength));
    replaceResponse(c, new Response(sent, { status, headers }));
  };
}

/** Hono copies the old response's headers onto a new one (its Content-Length too): start from none. */
function replaceResponse(c: Context, response: Response) {
  c.res = undefined;
  c.res = response;
}

function notModified(from: Headers): Response {
  const headers = new Headers();
  for (const name of NOT_MODIFIED_HEADERS) {
    if (name === 'set-cookie') for (const cookie of from.getSetCookie()) headers.append(name, cookie);
    else {
      const value = from.get(name);
      if (value !== null) headers.set(name, value);
    }
  }
  return new Response(null, { status: 304, headers });
}
