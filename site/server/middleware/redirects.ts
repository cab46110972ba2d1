import type { MiddlewareHandler } from 'hono';
import { redirectTable } from '../../rules/redirectTable.ts';
import { resolveRedirect } from '../../rules/redirects.ts';
import { markServed } from './requestLog.ts';

/** The redirect rules of spec section 9 (site/config/redirects.json), before anything is served. */
export function redirects(): MiddlewareHandler {
  // Checked when the server is made, so a malformed table stops its start, not a visitor's request.
  redirectTable();
  return async (c, next) => {
    const url = new URL(c.req.url);
    // The career site comes from site/config/brand.ts, resolveRedirect's default.
    const redirect = resolveRedirect(url.pathname, url.search);
    if (!redirect) return next();
    markServed(c, 'redirect');
    return new Response(null, { status: redirect.status, headers: { location: redirect.location } });
  };
}
