import type { SearchItem } from '../../../contracts/search.ts';
import type { Locale } from '../../../contracts/locale.ts';
import { isSearchIndex, searchIndexPaths } from '../../rules/searchIndex.ts';

/** One load per locale in a page: the header's block and the search page share it. Failures are not kept. */
const loaded = new Map<string, Promise<SearchItem[]>>();

/**
 * The search index of a locale: its four files fetched together and concatenated in the spec's order
 * (site/rules/searchIndex.ts). The browser asks its own origin (the server answers /api); `origin`
 * exists for tests that run outside a page. Any failure — network, status, shape — rejects, and the
 * block offers a retry.
 */
export function loadSearchIndex(locale: Locale, origin = ''): Promise<SearchItem[]> {
  const key = `${origin} ${locale}`;
  let pending = loaded.get(key);
  if (!pending) {
    pending = fetchIndex(locale, origin);
    loaded.set(key, pending);
    pending.catch(() => loaded.delete(key));
  }
  return pending;
}

async function fetchIndex(locale: Locale, origin: string): Promise<SearchItem[]> {
  const sections = await Promise.all(
    searchIndexPaths(locale).map(async (path) => {
      const response = await fetch(`${origin}${path}`, { headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      const body: unknown = await response.json();
      if (!isSearchIndex(body)) throw new Error(`${path} is not a search index`);
      return body;
    }),
  );
  return sections.flat();
}
