import type { SearchItem } from '../../../contracts/search.ts';
import type { Locale } from '../../../contracts/locale.ts';

/**
 * The search index loader, fetched with its checks on first use: a page that nobody searches on never
 * downloads it (the initial bundle stays within its budget, docs/performance.md).
 */
export function lazySearchIndex(locale: Locale): () => Promise<SearchItem[]> {
  return () => import('./loadSearchIndex.ts').then(({ loadSearchIndex }) => loadSearchIndex(locale));
}
