import type { MiddlewareHandler } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import { campaignCookieAttributes, campaignCookieUpdates } from '../../rules/campaignCookies.ts';

/**
 * The campaign (UTM) cookie rule of decisions.md, on every HTML page response. Cookies are added
 * after next(): a Set-Cookie set before it would be lost when the page response replaces c.res
 * (stack.md pitfall 3).
 */
export function campaignCookies(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.get('content-type')?.startsWith('text/html')) return;
    const url = new URL(c.req.url);
    const { path, sameSite, secure, maxAge } = campaignCookieAttributes(url.protocol === 'https:');
    for (const { name, value } of campaignCookieUpdates(url.searchParams, getCookie(c))) {
      c.res.headers.append('set-cookie', generateCookie(name, value, { path, sameSite, secure, maxAge }));
    }
  };
}
