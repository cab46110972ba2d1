/**
 * `npm run api`: the development and test backend on its own port, serving fixtures/ over HTTP as the
 * agency's backend would (tools/api/apiServer.ts). Point the site at it in another terminal:
 * `API_BASE_URL=http://127.0.0.1:3001 npm start`.
 */
import { appendFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { z } from 'zod';
import { createHandlers } from '../mocks/createHandlers.ts';
import { nodeFixtureSource } from '../mocks/nodeFixtureSource.ts';
import { createApiApp } from './api/apiServer.ts';

const ApiEnvSchema = z.object({
  API_PORT: z.coerce.number().int().min(1).max(65535).default(3001),
  /** Loopback by default: a development backend is not for other machines unless you say so. */
  API_HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * A file to append every accepted submission to, one JSON line each ({"endpoint", "data"}): what tests
   * of the deployed topology read to see what the backend received. Unset: kept nowhere.
   */
  API_RECEIVED_FILE: z.string().min(1).optional(),
});

const parsed = ApiEnvSchema.safeParse(process.env);
if (!parsed.success) {
  const problems = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
  console.error(`The backend's environment is invalid:\n${problems.join('\n')}\nFix these variables or unset them.`);
  process.exit(1);
}
const { API_PORT, API_HOST, API_RECEIVED_FILE } = parsed.data;
const handlers = createHandlers(nodeFixtureSource, (endpoint, data) => {
  if (API_RECEIVED_FILE) appendFileSync(API_RECEIVED_FILE, `${JSON.stringify({ endpoint, data })}\n`);
});
serve({ fetch: createApiApp(handlers).fetch, port: API_PORT, hostname: API_HOST }, () =>
  console.log(
    `Development backend on http://${API_HOST}:${API_PORT}/api/ (fixtures/ through the mocks; not a production backend). ` +
      `Start the site in front of it: API_BASE_URL=http://${API_HOST}:${API_PORT} npm start`,
  ),
);
