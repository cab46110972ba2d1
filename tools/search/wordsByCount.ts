import { normaliseSearchText, searchItems, type Searchable } from '../../site/rules/searchMatching.ts';

/** Words shorter than this are parts of many words ("ит", "1с"): a scenario reads better with a real one. */
const SHORTEST = 3;

/**
 * Every word of the items' keys, by how many items a search for it finds (the site's own matching,
 * site/rules/searchMatching.ts), each list shortest word first: what an analyst needs to write "searching for
 * X finds N pages" without trying words one by one.
 */
export function wordsByCount(items: readonly Searchable[]): Map<number, string[]> {
  const words = new Set<string>();
  for (const item of items)
    for (const key of item.keys)
      for (const word of normaliseSearchText(key).split(/[^\p{L}\p{N}]+/u))
        if (word.length >= SHORTEST) words.add(word);
  const byCount = new Map<number, string[]>();
  for (const word of words) {
    const count = searchItems(items, word).length;
    byCount.set(count, [...(byCount.get(count) ?? []), word]);
  }
  // Words before numbers ("000" finds what has prices in it), then the shortest.
  const numeric = (word: string) => (/\p{L}/u.test(word) ? 0 : 1);
  for (const list of byCount.values())
    list.sort((a, b) => numeric(a) - numeric(b) || a.length - b.length || a.localeCompare(b, 'ru'));
  return new Map([...byCount].sort(([a], [b]) => a - b));
}
