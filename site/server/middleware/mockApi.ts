import type { MiddlewareHandler } from 'hono';
import { getResponse, type RequestHandler } from 'msw';
import type { ApiError } from '../../../contracts/apiError.ts';
import { markServed } from './requestLog.ts';

/**
 * The server's own /api: the MSW handlers answer here too, so `curl localhost:3000/api/home.json`
 * works offline. With API_BASE_URL set, apiProxy.ts passes /api to that backend instead.
 */
export function mockApi(handlers: RequestHandler[] | undefined): MiddlewareHandler {
  return async (c) => {
    markServed(c, 'mock');
    // HEAD is GET without the body (Hono drops it): the handlers only know GET.
    const request = c.req.raw.method === 'HEAD' ? new Request(c.req.raw, { method: 'GET' }) : c.req.raw;
    const response = handlers && (await getResponse(handlers, request));
    if (response) return response;
    const message = handlers
      ? `No ${c.req.method} ${c.req.path} in the API; see contracts/generated/openapi.json for what exists.`
      : 'This server has no /api: it answers it from fixtures/ (no API_BASE_URL) or passes it to API_BASE_URL.';
    return c.json<ApiError>({ error: { status: 404, message } }, 404);
  };
}
