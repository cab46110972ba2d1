import type { MiddlewareHandler } from 'hono';
import { getResponse, type RequestHandler } from 'msw';
import type { ApiError } from '../../../contracts/apiError.ts';

/**
 * The server's own /api: the MSW handlers answer here too, so `curl localhost:3000/api/home.json`
 * works offline. Without mocks the API lives at API_BASE_URL and this server does not serve /api.
 */
export function mockApi(handlers: RequestHandler[] | undefined): MiddlewareHandler {
  return async (c) => {
    // HEAD is GET without the body (Hono drops it): the handlers only know GET.
    const request = c.req.raw.method === 'HEAD' ? new Request(c.req.raw, { method: 'GET' }) : c.req.raw;
    const response = handlers && (await getResponse(handlers, request));
    if (response) return response;
    const message = handlers
      ? `No ${c.req.method} ${c.req.path} in the API; see contracts/generated/openapi.json for what exists.`
      : 'This server does not serve /api when API_BASE_URL is set: send /api requests to that backend.';
    return c.json<ApiError>({ error: { status: 404, message } }, 404);
  };
}
