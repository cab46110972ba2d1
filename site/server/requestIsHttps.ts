import type { Context } from 'hono';

/**
 * Whether the visitor's request came over https: the URL the server received, or, behind a proxy
 * the operator runs (TRUST_PROXY=1, as for clientAddress.ts), the proxy's X-Forwarded-Proto. From the
 * open internet that header is believed never: anyone can send it, and a forged "https" must not
 * earn a plain-http answer an HSTS header it cannot legally carry (RFC 6797 section 7.2).
 */
export function requestIsHttps(c: Context, trustProxy: boolean): boolean {
  // A Request's URL is absolute with its scheme in lower case: no need to parse it on every request.
  if (c.req.url.startsWith('https:')) return true;
  if (!trustProxy) return false;
  return c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}
