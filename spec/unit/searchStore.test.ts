import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchItem } from '../../contracts/search.ts';
import { SEARCH_DEBOUNCE_MS } from '../../site/rules/searchState.ts';
import { createSearchStore } from '../../site/stores/searchStore.ts';

const item: SearchItem = {
  keys: ['аутстаффинг'],
  title: 'Аутстаффинг',
  url: '/services/outstaffing/',
  section: 'services',
};

/** A loader the test answers by hand, counting its calls. */
function loader() {
  const calls: { resolve: (items: SearchItem[]) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<SearchItem[]>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { load, calls };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('search store (spec section 4 "Search block")', () => {
  it('opening loads the index once, only while it is empty', async () => {
    const { load, calls } = loader();
    const store = createSearchStore(load);
    store.getState().toggle();
    expect(load).toHaveBeenCalledTimes(1);
    store.getState().toggle();
    store.getState().setOpen(true);
    expect(load).toHaveBeenCalledTimes(1); // still on its way
    calls[0]?.resolve([item]);
    await vi.waitFor(() => expect(store.getState().indexStatus).toBe('ready'));
    store.getState().close();
    store.getState().toggle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(store.getState().initItems).toEqual([item]);
  });

  it('a failed load can be retried, and keeps what was typed', async () => {
    const { load, calls } = loader();
    const store = createSearchStore(load);
    store.getState().setOpen(true);
    store.getState().type('мобильн');
    calls[0]?.reject(new Error('offline'));
    await vi.waitFor(() => expect(store.getState().indexStatus).toBe('failed'));
    expect(store.getState().value).toBe('мобильн');
    store.getState().loadIndex();
    expect(load).toHaveBeenCalledTimes(2);
    calls[1]?.resolve([item]);
    await vi.waitFor(() => expect(store.getState().indexStatus).toBe('ready'));
  });

  it(`the debounced value follows ${SEARCH_DEBOUNCE_MS} ms after the last keystroke, not before`, () => {
    const store = createSearchStore(loader().load);
    store.getState().setOpen(true);
    store.getState().type('моб');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100);
    store.getState().type('мобильн');
    expect(store.getState()).toMatchObject({ value: 'мобильн', debounceValue: '' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(store.getState().debounceValue).toBe('');
    vi.advanceTimersByTime(1);
    expect(store.getState().debounceValue).toBe('мобильн');
  });

  it('submitting searches at once', () => {
    const store = createSearchStore(loader().load);
    store.getState().type('аутстафф');
    store.getState().submit();
    expect(store.getState().debounceValue).toBe('аутстафф');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(store.getState().debounceValue).toBe('аутстафф');
  });

  it('closing clears both values, and a pending keystroke does not bring them back', () => {
    const store = createSearchStore(loader().load);
    store.getState().toggle();
    store.getState().type('аутстафф');
    store.getState().toggle();
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(store.getState()).toMatchObject({ value: '', debounceValue: '', isShowSearchBlock: false });
  });

  it('starts from the state it is given (the search page’s query)', () => {
    const { load } = loader();
    const store = createSearchStore(load, { value: 'битрикс', debounceValue: 'битрикс', isShowSearchBlock: true });
    expect(store.getState()).toMatchObject({ value: 'битрикс', debounceValue: 'битрикс', isShowSearchBlock: true });
    expect(load).not.toHaveBeenCalled();
  });

  it('two stores share nothing', () => {
    const one = createSearchStore(loader().load);
    const two = createSearchStore(loader().load);
    one.getState().type('аутстафф');
    expect(two.getState().value).toBe('');
  });
});
