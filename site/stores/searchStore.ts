// https://zustand.docs.pmnd.rs/ — the search state (spec section 3 "Store values": search state).
import { createStore, useStore, type StoreApi } from 'zustand';
import type { SearchItem } from '../../contracts/search.ts';
import {
  initialSearchState,
  needsSearchIndex,
  SEARCH_DEBOUNCE_MS,
  searchReducer,
  type SearchEvent,
  type SearchState,
} from '../rules/searchState.ts';

export interface SearchStore extends SearchState {
  toggle: () => void;
  setOpen: (open: boolean) => void;
  close: () => void;
  /** Stores the text at once; the debounced value follows SEARCH_DEBOUNCE_MS after the last call. */
  type: (value: string) => void;
  /** The visitor asked for results now (Enter): the debounced value catches up without waiting. */
  submit: () => void;
  /** Loads the index when it is empty and not on its way; also the retry after a failure. */
  loadIndex: () => void;
}

export type SearchStoreApi = StoreApi<SearchStore>;

/**
 * One store per search block: the header's block and the /search/ page's field each create theirs
 * when they mount. Created during render, a store lives in one request on the server (which only
 * renders its initial state) and in one page in the browser, so nothing typed can leak between
 * visitors, and the search page can start from the query its server rendered. `loadIndex` is given by
 * the block (it knows the locale and loads the fetching code lazily); every transition goes through
 * the pure rules of site/rules/searchState.ts. The debounce timer is the page's setTimeout, so tests
 * move it with Playwright's clock.
 */
export function createSearchStore(
  loadIndex: () => Promise<SearchItem[]>,
  initial: Partial<SearchState> = {},
): SearchStoreApi {
  return createStore<SearchStore>()((set, get) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const dispatch = (event: SearchEvent) => set((state) => searchReducer(state, event));
    const cancelDebounce = () => {
      clearTimeout(timer);
      timer = undefined;
    };
    const ensureIndex = () => {
      if (!needsSearchIndex(get())) return;
      dispatch({ type: 'indexRequested' });
      loadIndex().then(
        (items) => dispatch({ type: 'indexLoaded', items }),
        () => dispatch({ type: 'indexFailed' }),
      );
    };
    // Whatever opened or closed the block: an open block needs its index, a closed one no pending search.
    const afterOpenChange = () => {
      if (get().isShowSearchBlock) ensureIndex();
      else cancelDebounce();
    };
    return {
      ...initialSearchState,
      ...initial,
      toggle: () => {
        dispatch({ type: 'toggle' });
        afterOpenChange();
      },
      setOpen: (open) => {
        dispatch({ type: 'setOpen', open });
        afterOpenChange();
      },
      close: () => {
        dispatch({ type: 'close' });
        cancelDebounce();
      },
      type: (value) => {
        dispatch({ type: 'type', value });
        cancelDebounce();
        timer = setTimeout(() => {
          timer = undefined;
          dispatch({ type: 'settle' });
        }, SEARCH_DEBOUNCE_MS);
      },
      submit: () => {
        cancelDebounce();
        dispatch({ type: 'settle' });
      },
      loadIndex: ensureIndex,
    };
  });
}

/** Reads a search store in a component; re-renders only when the selected value changes. */
export function useSearchStore<T>(store: SearchStoreApi, selector: (state: SearchStore) => T): T {
  return useStore(store, selector);
}
