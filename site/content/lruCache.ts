/**
 * A map of at most `maxEntries`, the least recently used entry out first: a Map keeps insertion
 * order, and every read or write re-inserts its key at the end. Memory stays bounded whatever keys
 * are asked for. The server's stores of last good content (lastGoodContent.ts) and of the backend's
 * answers (middleware/apiProxy.ts) are both this.
 */
export function createLruCache<V>(maxEntries: number) {
  const entries = new Map<string, V>();
  return {
    get(key: string): V | undefined {
      if (!entries.has(key)) return undefined;
      const value = entries.get(key) as V;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key: string, value: V) {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
    },
  };
}
