import { describe, expect, it } from 'vitest';
import { searchItems } from '../../site/rules/searchMatching.ts';
import { wordsByCount } from '../../tools/search/wordsByCount.ts';

describe('wordsByCount (npm run features:search-words)', () => {
  const items = [
    { keys: ['Битрикс24 для бизнеса', 'ИТ'] },
    { keys: ['битрикс', 'цены от 500 000'] },
    { keys: ['Ёлка для сайта'] },
  ];

  it('lists every whole word of the keys of three letters or more under the number of pages the site finds for it', () => {
    expect(Object.fromEntries(wordsByCount(items))).toEqual({
      1: ['елка', 'цены', 'сайта', 'бизнеса', 'битрикс24', '000', '500'],
      2: ['для', 'битрикс'],
    });
  });

  it('agrees with the site’s search, ё and case included', () => {
    for (const [count, words] of wordsByCount(items))
      for (const word of words) expect(searchItems(items, word), word).toHaveLength(count);
  });
});
