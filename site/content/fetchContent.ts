import { render } from 'vike/abort';
import {
  contentEndpoints,
  contentFile,
  type Content,
  type ContentKey,
  type ContentParams,
} from '../../contracts/content.ts';
import { MOCK_SCENARIO_HEADER } from '../../mocks/scenario.ts';
import type { Locale } from '../rules/locale.ts';

/** The API path of a content file: `/api/{file}` for ru, `/api/en/{file}` for en (spec section 7). */
export function contentPath(locale: Locale, file: string): string {
  return locale === 'ru' ? `/api/${file}` : `/api/${locale}/${file}`;
}

/** What a data hook knows about the request it fetches for (a subset of Vike's pageContext). */
export interface ContentRequest {
  locale: Locale;
  apiBaseUrl?: string;
  mockScenario?: string;
}

/**
 * Fetches a content file and parses it with its contract. Runs on the server (Vike's +data hooks),
 * where fetch needs an absolute URL (stack.md pitfall 2). A 404 from the API is the page's 404;
 * anything else unexpected is a server error with a message that names the file.
 */
export async function fetchContent<K extends ContentKey>(
  request: ContentRequest,
  key: K,
  ...[params]: keyof ContentParams<K> extends never ? [] : [ContentParams<K>]
): Promise<Content<K>> {
  const { apiBaseUrl, locale, mockScenario } = request;
  if (!apiBaseUrl) throw new Error('pageContext.apiBaseUrl is not set: the server must pass it to renderPage().');
  const url = new URL(contentPath(locale, contentFile(key, (params ?? {}) as ContentParams<K>)), apiBaseUrl);
  const headers: Record<string, string> = { accept: 'application/json' };
  // The offline server forwards a visitor's mock scenario, so a feature can make page content fail too.
  if (mockScenario) headers[MOCK_SCENARIO_HEADER] = mockScenario;
  const response = await fetch(url, { headers });
  if (response.status === 404) throw render(404);
  if (!response.ok) throw new Error(`GET ${url.pathname} answered ${response.status}.`);
  const result = contentEndpoints[key].schema.safeParse(await response.json());
  if (!result.success) throw new Error(`GET ${url.pathname} broke its contract: ${result.error.message}`);
  return result.data as Content<K>;
}
