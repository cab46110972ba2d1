import { describe, expect, it } from 'vitest';
import { createLruCache } from '../../site/content/lruCache.ts';

describe('the server’s bounded stores (least recently used out first)', () => {
  it('never holds more than its limit, dropping the entry used longest ago', () => {
    const cache = createLruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    // Reading "a" makes it recent: "b" is now the one used longest ago.
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.size]).toEqual([1, undefined, 3, 2]);
  });

  it('replaces a value without growing, and makes the key recent', () => {
    const cache = createLruCache<string>(2);
    cache.set('a', 'old');
    cache.set('b', 'b');
    cache.set('a', 'new');
    cache.set('c', 'c');
    expect([cache.get('a'), cache.get('b'), cache.size]).toEqual(['new', undefined, 2]);
  });

  it('empties on clear', () => {
    const cache = createLruCache<number>(3);
    cache.set('one', 1);
    cache.set('two', 2);
    cache.clear();
    expect([cache.get('one'), cache.size]).toEqual([undefined, 0]);
  });
});
