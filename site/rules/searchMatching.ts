/**
 * Site search normalisation and matching.
 * Spec: whitespace runs collapse to one space; matching is case-insensitive, trimmed and normalised;
 * an item matches if any key contains the normalised query; an empty (delayed) query finds nothing.
 * Decision: "normalised" also folds ё/Ё to е, because Russian text is written both ways and a visitor
 * typing "елка" must find "Ёлка".
 */

/**
 * Longer queries are cut, on the search page's server and in both search fields: no page title is this
 * long, and the query is echoed into the page and its address.
 */
export const SEARCH_QUERY_MAX = 200;

/** Any run of Unicode whitespace (incl. NBSP, tabs, newlines): `\s` with the `u` flag covers them all. */
const WHITESPACE_RUN = /\s+/gu;

/**
 * Collapses whitespace runs to one space without trimming: this is what the search field stores while
 * the visitor types, so a space typed at the end survives until the next word.
 */
export function collapseWhitespace(value: string): string {
  return value.replace(WHITESPACE_RUN, ' ');
}

/** What a search field holds for what was typed or sent: whitespace runs collapsed, cut at SEARCH_QUERY_MAX. */
export function searchFieldValue(value: string): string {
  return collapseWhitespace(value).slice(0, SEARCH_QUERY_MAX);
}

/**
 * The comparable form of a query or key: collapsed, trimmed, lower-cased for Russian, ё folded to е.
 * NFC first so that a decomposed ё (е + U+0308, as some keyboards and macOS produce) folds as well.
 */
export function normaliseSearchText(value: string): string {
  // Lower-case before folding so that Ё (→ ё) is folded too.
  return collapseWhitespace(value).trim().normalize('NFC').toLocaleLowerCase('ru').replace(/ё/gu, 'е');
}

export interface Searchable {
  keys: readonly string[];
}

/** `normalisedQuery` must already be normalised (searchItems does it once for the whole list). */
export function matchesQuery(item: Searchable, normalisedQuery: string): boolean {
  if (normalisedQuery === '') return false;
  return item.keys.some((key) => normaliseSearchText(key).includes(normalisedQuery));
}

/** Items whose keys contain the query, in their original order; nothing for an empty query. */
export function searchItems<T extends Searchable>(items: readonly T[], query: string): T[] {
  const normalised = normaliseSearchText(query);
  // An empty query matches no item (matchesQuery), so it finds nothing.
  return items.filter((item) => matchesQuery(item, normalised));
}
