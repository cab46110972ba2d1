/**
 * Where the browser finds the search index and what it accepts from there (spec section 7: the four
 * files /api/services/search.json, /api/solutions/search.json, /api/portfolio-web-studii/search.json
 * and /api/blog/search.json, English under /api/en/, concatenated in that order).
 *
 * Deliberately free of Zod: this runs in the browser, in the chunk the search block loads on its first
 * opening, and the contract's parser would add its whole library to it. The contract
 * (contracts/search.ts) stays the authority: the server-side fixtures are parsed with it, the section
 * list is the contracts' own (from the dependency-free contracts/slugs.ts), and `isSearchItem` checks only what the page uses
 * — above all that a result links inside the site, whatever the API answers.
 */
import type { SearchItem } from '../../contracts/search.ts';
import { SEARCH_SECTIONS } from '../../contracts/slugs.ts';
import { contentPath } from '../../contracts/apiPath.ts';
import type { Locale } from '../../contracts/locale.ts';
import { isSafeLocalLocation } from './safeLocation.ts';

/** The four index paths of a locale, in the order they are concatenated. */
export function searchIndexPaths(locale: Locale): string[] {
  return SEARCH_SECTIONS.map((section) => contentPath(locale, `${section}/search.json`));
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isText = (value: unknown): value is string => isString(value) && value.trim() !== '';

/** An item the search block can match and show: text keys, a title, a link inside the site, a known section. */
export function isSearchItem(value: unknown): value is SearchItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    Array.isArray(item.keys) &&
    item.keys.length > 0 &&
    item.keys.every(isText) &&
    isText(item.title) &&
    isString(item.url) &&
    isSafeLocalLocation(item.url) &&
    isString(item.section) &&
    (SEARCH_SECTIONS as readonly string[]).includes(item.section) &&
    (item.summary === undefined || isString(item.summary))
  );
}

/** One section's index: a list of search items (an empty list is a broken index, as in the contract). */
export function isSearchIndex(value: unknown): value is SearchItem[] {
  return Array.isArray(value) && value.length > 0 && value.every(isSearchItem);
}
