// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import { SEARCH_SECTIONS } from '../../../contracts/search.ts';
import { fetchContent } from '../../content/fetchContent.ts';
import { searchPageMeta } from '../../content/searchPageMeta.ts';
import { loadMessages } from '../../i18n/loadMessages.ts';
import { searchFieldValue, searchItems } from '../../rules/searchMatching.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * /search/?q=… answers on the server, so the page works before (and without) JavaScript: the four
 * search indexes concatenated (spec section 7) and matched by the rules of site/rules/searchMatching.ts.
 * The query is what the field would hold (searchFieldValue): the page's live search starts from it.
 */
export async function data(pageContext: PageContextServer) {
  const query = searchFieldValue(pageContext.urlParsed.search.q ?? '');
  const meta = searchPageMeta(await loadMessages(pageContext.locale));
  if (query.trim() === '') return { meta, query, results: [] };
  const indexes = await Promise.all(
    SEARCH_SECTIONS.map((section) => fetchContent(pageContext, 'searchIndex', { section })),
  );
  return { meta, query, results: searchItems(indexes.flat(), query) };
}
