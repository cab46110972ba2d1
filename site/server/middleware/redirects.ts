import type { MiddlewareHandler } from 'hono';
import { brand } from '../../config/brand.ts';
import { resolveRedirect } from '../../rules/redirects.ts';

/** The redirect rules of spec section 9 (site/config/redirects.json), before anything is served. */
export function redirects(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const redirect = resolveRedirect(url.pathname, url.search, { careerUrl: brand.external.career });
    if (!redirect) return next();
    return new Response(null, { status: redirect.status, headers: { location: redirect.location } });
  };
}
