import { STALE_CONTENT_MAX_FILES } from '../rules/contentFaults.ts';

/**
 * The last good (parsed, contract-checked) copy of each API file this server has fetched, for
 * stale-if-error. Least recently used first out: a Map keeps insertion order, and every read or
 * write re-inserts its key at the end. It holds content, never anything about a visitor.
 */
export function createLastGoodContent(maxFiles = STALE_CONTENT_MAX_FILES) {
  const copies = new Map<string, unknown>();
  return {
    get(url: string): unknown {
      if (!copies.has(url)) return undefined;
      const value = copies.get(url);
      copies.delete(url);
      copies.set(url, value);
      return value;
    },
    set(url: string, value: unknown) {
      copies.delete(url);
      copies.set(url, value);
      if (copies.size > maxFiles) copies.delete(copies.keys().next().value as string);
    },
    get size() {
      return copies.size;
    },
    clear() {
      copies.clear();
    },
  };
}

/** The server's one cache of last good content. */
export const lastGoodContent = createLastGoodContent();
