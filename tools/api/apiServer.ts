import { Hono } from 'hono';
import { etag } from 'hono/etag';
import type { RequestHandler } from 'msw';
import type { ApiError } from '../../contracts/apiError.ts';
import { apiContract } from '../../site/server/middleware/apiContract.ts';
import { mockApi } from '../../site/server/middleware/mockApi.ts';

/**
 * The development and test backend (`npm run api`, decision 019): every contracted /api endpoint answered
 * over HTTP by the same MSW handlers the embedded site uses, from fixtures/, mock scenarios included
 * (x-mock-scenario or the mock-scenario cookie, docs/api.md). Not a production backend: it keeps
 * accepted submissions in memory only and has no rate limit of its own.
 */
export function createApiApp(handlers: RequestHandler[]) {
  const app = new Hono();
  app.get('/healthz', (c) => c.text('ok'));
  // The contract's answer to unknown addresses (404) and methods (405 with Allow), as the site gives it.
  app.use('/api/*', apiContract());
  // What a backend behind the site should send (docs/api.md "Verifying a backend"): a validator, and a
  // Cache-Control a shared cache follows; no-cache makes the site revalidate every read (a 304 is cheap).
  app.use('/api/*', etag());
  app.use('/api/*', async (c, next) => {
    await next();
    if (c.req.method === 'GET' && c.res.status === 200 && !c.res.headers.has('cache-control'))
      c.res.headers.set('cache-control', 'no-cache');
  });
  app.all('/api/*', mockApi(handlers));
  app.all('*', (c) =>
    c.json<ApiError>(
      {
        error: {
          status: 404,
          message: `This is the development backend: it answers /api/… only (docs/api.md), not ${c.req.path}.`,
        },
      },
      404,
    ),
  );
  return app;
}
