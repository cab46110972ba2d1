import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SearchItem } from '../../contracts/search.ts';
import { SEARCH_QUERY_MAX, searchFieldValue } from '../../site/rules/searchMatching.ts';
import {
  initialSearchState,
  needsSearchIndex,
  SEARCH_DEBOUNCE_MS,
  SEARCH_TOGGLE_DELAY_MS,
  searchPageAddress,
  searchReducer,
  type SearchEvent,
  type SearchState,
} from '../../site/rules/searchState.ts';

const run = (events: SearchEvent[], from: SearchState = initialSearchState) => events.reduce(searchReducer, from);
const type = (value: string): SearchEvent => ({ type: 'type', value });
const item: SearchItem = {
  keys: ['аутстаффинг'],
  title: 'Аутстаффинг',
  url: '/services/outstaffing/',
  section: 'services',
};

const anEvent: fc.Arbitrary<SearchEvent> = fc.oneof(
  fc.constant({ type: 'toggle' } as const),
  fc.boolean().map((open) => ({ type: 'setOpen', open }) as const),
  fc.constant({ type: 'close' } as const),
  fc.string({ maxLength: 12 }).map((value) => ({ type: 'type', value }) as const),
  fc.constant({ type: 'settle' } as const),
  fc.constant({ type: 'indexRequested' } as const),
  fc.constant({ type: 'indexLoaded', items: [item] } as const),
  fc.constant({ type: 'indexFailed' } as const),
);
const anyState = fc.array(anEvent, { maxLength: 30 }).map((events) => run(events));

describe('search block (spec section 4): examples', () => {
  it('starts closed and empty, with the values of spec section 3', () => {
    expect(initialSearchState).toEqual({
      value: '',
      debounceValue: '',
      initItems: [],
      isShowSearchBlock: false,
      indexStatus: 'idle',
    });
  });

  it('the delays are the decided ones: 300 ms debounce, 800 ms toggle', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
    expect(SEARCH_TOGGLE_DELAY_MS).toBe(800);
  });

  it('toggles open and closed, or is set explicitly', () => {
    expect(run([{ type: 'toggle' }]).isShowSearchBlock).toBe(true);
    expect(run([{ type: 'toggle' }, { type: 'toggle' }]).isShowSearchBlock).toBe(false);
    expect(
      run([
        { type: 'setOpen', open: true },
        { type: 'setOpen', open: true },
      ]).isShowSearchBlock,
    ).toBe(true);
    expect(run([{ type: 'toggle' }, { type: 'setOpen', open: false }]).isShowSearchBlock).toBe(false);
  });

  it('typing stores the value at once, whitespace runs collapsed; the debounced value waits for settle', () => {
    const typed = run([{ type: 'toggle' }, type('внедрение   \t битрикс24 ')]);
    expect(typed.value).toBe('внедрение битрикс24 ');
    expect(typed.debounceValue).toBe('');
    expect(searchReducer(typed, { type: 'settle' }).debounceValue).toBe('внедрение битрикс24 ');
  });

  it('what a field holds: whitespace runs collapsed, not trimmed, cut at SEARCH_QUERY_MAX', () => {
    expect(searchFieldValue('  мобильное \u00A0\t приложение ')).toBe(' мобильное приложение ');
    expect(searchFieldValue('б'.repeat(SEARCH_QUERY_MAX) + ' x')).toBe('б'.repeat(SEARCH_QUERY_MAX));
  });

  it('the field holds no more than SEARCH_QUERY_MAX characters, like the search page', () => {
    expect(run([type('б'.repeat(SEARCH_QUERY_MAX + 5))]).value).toHaveLength(SEARCH_QUERY_MAX);
  });

  it('closing clears the value and the debounced value, and keeps the loaded index', () => {
    const open = run([
      { type: 'toggle' },
      { type: 'indexLoaded', items: [item] },
      type('аутстафф'),
      { type: 'settle' },
    ]);
    for (const closing of [{ type: 'toggle' }, { type: 'close' }, { type: 'setOpen', open: false }] as const) {
      expect(searchReducer(open, closing)).toEqual({
        value: '',
        debounceValue: '',
        initItems: [item],
        isShowSearchBlock: false,
        indexStatus: 'ready',
      });
    }
  });

  it('a failed load keeps what the visitor typed', () => {
    const state = run([{ type: 'toggle' }, { type: 'indexRequested' }, type('мобильн'), { type: 'indexFailed' }]);
    expect(state).toMatchObject({ value: 'мобильн', indexStatus: 'failed', initItems: [] });
  });

  it('the index is needed while it is empty and not on its way; a failure asks for it again', () => {
    expect(needsSearchIndex(initialSearchState)).toBe(true);
    expect(needsSearchIndex(run([{ type: 'indexRequested' }]))).toBe(false);
    expect(needsSearchIndex(run([{ type: 'indexRequested' }, { type: 'indexFailed' }]))).toBe(true);
    expect(needsSearchIndex(run([{ type: 'indexRequested' }, { type: 'indexLoaded', items: [item] }]))).toBe(false);
  });
});

describe('search block (spec section 4): properties', () => {
  it('whatever happened before, closing leaves nothing typed and nothing searched', () => {
    fc.assert(
      fc.property(anyState, (state) => {
        const closed = searchReducer(state, { type: 'close' });
        expect(closed).toMatchObject({ value: '', debounceValue: '', isShowSearchBlock: false });
        expect(closed.initItems).toBe(state.initItems);
      }),
    );
  });

  it('the value is always what the field would hold: no whitespace run, never too long', () => {
    fc.assert(
      fc.property(anyState, fc.string({ maxLength: 300 }), (state, text) => {
        const { value } = searchReducer(state, type(text));
        expect(value).toBe(searchFieldValue(text));
        expect(value).not.toMatch(/\s\s/u);
      }),
    );
  });

  it('the debounced value only ever takes a value the field held', () => {
    fc.assert(
      fc.property(fc.array(anEvent, { maxLength: 30 }), (events) => {
        let state = initialSearchState;
        const held = new Set(['']);
        for (const event of events) {
          state = searchReducer(state, event);
          held.add(state.value);
          expect(held.has(state.debounceValue)).toBe(true);
        }
      }),
    );
  });

  it('opening the block never touches the text or the index', () => {
    fc.assert(
      fc.property(anyState, (state) => {
        const opened = searchReducer(state, { type: 'setOpen', open: true });
        expect(opened).toEqual({ ...state, isShowSearchBlock: true });
      }),
    );
  });
});

describe('searchPageAddress', () => {
  it('writes ?q= as the page’s GET form would, trimmed', () => {
    expect(searchPageAddress('/search/', 'мобильн')).toBe('/search/?q=%D0%BC%D0%BE%D0%B1%D0%B8%D0%BB%D1%8C%D0%BD');
    expect(searchPageAddress('/search/', ' внедрение   битрикс24 ')).toBe(
      `/search/?q=${encodeURIComponent('внедрение').replaceAll('%20', '+')}+${encodeURIComponent('битрикс24')}`,
    );
    expect(searchPageAddress('/en/search/', 'a&b=c')).toBe('/en/search/?q=a%26b%3Dc');
  });

  it('leaves the bare page for a query that is no query', () => {
    expect(searchPageAddress('/search/', '')).toBe('/search/');
    expect(searchPageAddress('/search/', '   ')).toBe('/search/');
  });

  it('the address reads back as the trimmed query (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (query) => {
        const address = searchPageAddress('/search/', query);
        const q = new URL(address, 'https://x.example').searchParams.get('q');
        if (query.trim() === '') expect(q).toBeNull();
        else expect(q).toBe(searchFieldValue(query).trim());
      }),
    );
  });
});
