import { render } from 'vike/abort';
import { contentFiles, type Content, type ContentFile } from '../../contracts/content.ts';
import type { Locale } from '../rules/locale.ts';

/** The API path of a content file: `/api/{file}` for ru, `/api/en/{file}` for en (spec section 7). */
export function contentPath(locale: Locale, file: ContentFile): string {
  return locale === 'ru' ? `/api/${file}` : `/api/${locale}/${file}`;
}

/**
 * Fetches a content file and parses it with its contract. Runs on the server (Vike's +data hooks),
 * where fetch needs an absolute URL (stack.md pitfall 2). A 404 from the API is the page's 404;
 * anything else unexpected is a server error with a message that names the file.
 */
export async function fetchContent<F extends ContentFile>(
  apiBaseUrl: string | undefined,
  locale: Locale,
  file: F,
): Promise<Content<F>> {
  if (!apiBaseUrl) throw new Error('pageContext.apiBaseUrl is not set: the server must pass it to renderPage().');
  const url = new URL(contentPath(locale, file), apiBaseUrl);
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (response.status === 404) throw render(404);
  if (!response.ok) throw new Error(`GET ${url.pathname} answered ${response.status}.`);
  const result = contentFiles[file].safeParse(await response.json());
  if (!result.success) throw new Error(`GET ${url.pathname} broke its contract: ${result.error.message}`);
  return result.data;
}
