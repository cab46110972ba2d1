import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SEARCH_SECTIONS, SearchIndexSchema, type SearchItem } from '../../contracts/search.ts';
import { mockServer } from '../../mocks/node.ts';
import { readFixture } from '../../mocks/readFixture.ts';
import { loadSearchIndex } from '../../site/components/search/loadSearchIndex.ts';
import { LOCALES, type Locale } from '../../contracts/locale.ts';
import { isSearchIndex, isSearchItem, searchIndexPaths } from '../../site/rules/searchIndex.ts';

const item: SearchItem = {
  keys: ['аутстаффинг'],
  title: 'Аутстаффинг',
  url: '/services/outstaffing/',
  section: 'services',
};

async function fixtureIndex(locale: Locale): Promise<SearchItem[]> {
  const sections = await Promise.all(SEARCH_SECTIONS.map((section) => readFixture(locale, 'searchIndex', { section })));
  return sections.flat();
}

describe('the search index paths (spec section 7)', () => {
  it('live under /api/ in Russian and /api/en/ in English', () => {
    expect(searchIndexPaths('ru')).toEqual([
      '/api/services/search.json',
      '/api/solutions/search.json',
      '/api/portfolio-web-studii/search.json',
      '/api/blog/search.json',
    ]);
    expect(searchIndexPaths('en')).toEqual([
      '/api/en/services/search.json',
      '/api/en/solutions/search.json',
      '/api/en/portfolio-web-studii/search.json',
      '/api/en/blog/search.json',
    ]);
  });
});

describe('isSearchItem: the browser’s own check, without Zod', () => {
  it.each(LOCALES)('accepts every item of the %s fixtures, as the contract does', async (locale) => {
    const items = await fixtureIndex(locale);
    expect(SearchIndexSchema.safeParse(items).success).toBe(true);
    expect(items.filter((entry) => !isSearchItem(entry))).toEqual([]);
  });

  it.each([
    ['not an object', 'аутстаффинг'],
    ['null', null],
    ['no keys', { ...item, keys: [] }],
    ['a key that is not text', { ...item, keys: ['ok', 3] }],
    ['keys that are not a list', { ...item, keys: 'аутстаффинг' }],
    ['an empty title', { ...item, title: ' ' }],
    ['a link to another site', { ...item, url: 'https://evil.example/' }],
    ['a protocol-relative link', { ...item, url: '//evil.example/' }],
    ['a script link', { ...item, url: 'javascript:alert(1)' }],
    ['an unknown section', { ...item, section: 'career' }],
    ['a summary that is not text', { ...item, summary: 42 }],
  ])('refuses %s', (_, value) => {
    expect(isSearchItem(value)).toBe(false);
  });

  it('refuses an index that is not a non-empty list of items', () => {
    expect(isSearchIndex([item])).toBe(true);
    expect(isSearchIndex([])).toBe(false);
    expect(isSearchIndex({ items: [item] })).toBe(false);
    expect(isSearchIndex([item, { ...item, url: '//evil.example/' }])).toBe(false);
  });
});

describe('loadSearchIndex', () => {
  // The mocks answer any origin; each test takes its own so that the page-wide cache does not mix them.
  const origin = (name: string) => `http://${name}.search.test`;

  it.each(LOCALES)('%s: the four files concatenated in the spec’s order', async (locale) => {
    expect(await loadSearchIndex(locale, origin(`order-${locale}`))).toEqual(await fixtureIndex(locale));
  });

  it('asks once per locale, however often it is called', async () => {
    const asked: string[] = [];
    mockServer().events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
    const first = loadSearchIndex('ru', origin('once'));
    await Promise.all([first, loadSearchIndex('ru', origin('once'))]);
    await loadSearchIndex('ru', origin('once'));
    mockServer().events.removeAllListeners();
    expect(asked).toEqual(searchIndexPaths('ru'));
  });

  it('fails when any file fails or is not an index, and asks again on the next call', async () => {
    const at = origin('failing');
    mockServer().use(
      http.get(`${at}/api/blog/search.json`, () => HttpResponse.json({ message: 'down' }, { status: 503 })),
    );
    await expect(loadSearchIndex('ru', at)).rejects.toThrow('/api/blog/search.json answered 503');
    mockServer().use(
      http.get(`${at}/api/blog/search.json`, () => HttpResponse.json([{ ...item, url: '//evil.example/' }])),
    );
    await expect(loadSearchIndex('ru', at)).rejects.toThrow('/api/blog/search.json is not a search index');
    mockServer().resetHandlers();
    expect(await loadSearchIndex('ru', at)).toEqual(await fixtureIndex('ru'));
  });
});

describe('what is not a search item at all', () => {
  it('refuses null and values that are not objects, without throwing', () => {
    for (const value of [null, undefined, 'item', 3]) expect(isSearchItem(value)).toBe(false);
  });
});
