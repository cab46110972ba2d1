/** The words of a text, lower-cased: runs of letters and digits (a hyphen or a dot parts them). */
export const wordsOf = (text: string) => text.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * Whether every term starts a word of the text, in any case ("link" finds "links", "map" does not
 * find "sitemap"); no term finds nothing. How `coverage` and `steps` look things up by words.
 */
export function startsWordsOf(terms: readonly string[], text: string): boolean {
  const words = wordsOf(text);
  return terms.length > 0 && terms.every((term) => words.some((word) => word.startsWith(term)));
}
