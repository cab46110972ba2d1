import type { z } from 'zod';
import { MOCK_SCENARIO_HEADER } from '../../mocks/scenario.ts';
import type { ContentRequest } from './fetchContent.ts';

/**
 * GETs a JSON file of the API and parses it with its contract: the one way the site's data hooks
 * reach the API. Runs on the server (Vike's +data hooks), where fetch needs an absolute URL (stack.md
 * pitfall 2). Returns undefined on 404, so the caller decides what a missing file means; anything
 * else unexpected is an error whose message names the file.
 */
export async function fetchApiJson<S extends z.ZodType>(
  request: Pick<ContentRequest, 'apiBaseUrl' | 'mockScenario'>,
  path: string,
  schema: S,
): Promise<z.infer<S> | undefined> {
  const { apiBaseUrl, mockScenario } = request;
  if (!apiBaseUrl) throw new Error('pageContext.apiBaseUrl is not set: the server must pass it to renderPage().');
  const url = new URL(path, apiBaseUrl);
  const headers: Record<string, string> = { accept: 'application/json' };
  // The offline server forwards a visitor's mock scenario, so a feature can make page content fail too.
  if (mockScenario) headers[MOCK_SCENARIO_HEADER] = mockScenario;
  const response = await fetch(url, { headers });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`GET ${url.pathname} answered ${response.status}.`);
  const result = schema.safeParse(await response.json());
  if (!result.success) throw new Error(`GET ${url.pathname} broke its contract: ${result.error.message}`);
  return result.data;
}
