import type { MiddlewareHandler } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import { campaignCookieAttributes, campaignCookieUpdates } from '../../rules/campaignCookies.ts';
import { requestIsHttps } from '../requestIsHttps.ts';

/**
 * The campaign (UTM) cookie rule (docs/specification.md 4.11, decision 003), on every HTML page response;
 * `Secure` when the visitor's request came over https (requestIsHttps.ts: directly, or through a trusted
 * proxy). Cookies are added after next(): a Set-Cookie set before it would be lost when the page response
 * replaces c.res (docs/pitfalls.md, 3).
 */
export function campaignCookies({ trustProxy }: { trustProxy: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.get('content-type')?.startsWith('text/html')) return;
    const url = new URL(c.req.url);
    // Behind the operator's TLS-terminating proxy the URL is http: its X-Forwarded-Proto says https.
    const { path, sameSite, secure, maxAge } = campaignCookieAttributes(requestIsHttps(c, trustProxy));
    for (const { name, value } of campaignCookieUpdates(url.searchParams, getCookie(c))) {
      c.res.headers.append('set-cookie', generateCookie(name, value, { path, sameSite, secure, maxAge }));
    }
  };
}
