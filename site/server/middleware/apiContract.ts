import type { MiddlewareHandler } from 'hono';
import type { ApiError } from '../../../contracts/apiError.ts';
import { allowHeader, apiRouteOf, routeAllows } from '../../../contracts/apiRoutes.ts';

/**
 * Stands before whatever answers /api (the fixtures in this process, the pass-through to API_BASE_URL,
 * the development backend): an address the contract does not name is a 404, a method it does not allow
 * at a named one is a 405 with `Allow`, both in the API's error shape. So nothing unknown ever reaches
 * a backend through the site, and every topology answers the same (contracts/apiRoutes.ts).
 */
export function apiContract(): MiddlewareHandler {
  return async (c, next) => {
    const route = apiRouteOf(c.req.path);
    if (!route) {
      const message = `No ${c.req.path} in the API: contracts/generated/openapi.json lists every address it has.`;
      return c.json<ApiError>({ error: { status: 404, message } }, 404);
    }
    if (!routeAllows(route, c.req.method)) {
      const message = `${c.req.path} answers ${allowHeader(route)} only: send it with ${route.methods[0]}.`;
      return c.json<ApiError>({ error: { status: 405, message } }, 405, { Allow: allowHeader(route) });
    }
    return next();
  };
}
