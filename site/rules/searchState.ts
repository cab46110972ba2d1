/**
 * The search block's state machine (spec section 4 "Search block") over the store values of spec
 * section 3: value, debounceValue, initItems, isShowSearchBlock.
 *
 * - The block toggles or is set open explicitly. Opening asks for the search index when it is empty
 *   (`needsSearchIndex`); closing clears the value and the debounced value.
 * - Typing stores the value at once, whitespace runs collapsed (spec section 5); the debounced value
 *   follows SEARCH_DEBOUNCE_MS after the last keystroke (spec 4.4: 300 ms), and only the debounced
 *   value is searched, so results do not flicker while the visitor types.
 * - indexStatus is not a spec value: it says whether the index is on its way, failed (the block offers
 *   a retry and keeps what was typed) or ready.
 * Pure functions, so the rules are testable without a DOM or a clock; site/stores/searchStore.ts runs
 * the timer and the loading.
 */
import type { SearchItem } from '../../contracts/search.ts';
import { normaliseSearchText, searchFieldValue } from './searchMatching.ts';

/** The spec gave no debounce for the search text; the project chose 300 ms (docs/specification.md 4.4). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Spec section 9: "search toggle … delay 800 ms", the delay of the search toggle (not of the search
 * text); we read it as the duration of the block's reveal when the toggle opens it (a fade and a
 * short slide, like the header's 800 ms reveal). The block is usable at once: the field has the
 * focus and takes keystrokes during the reveal, and closing is immediate. Visitors who ask for
 * reduced motion get no animation (headerReducedMotion.css).
 */
export const SEARCH_TOGGLE_DELAY_MS = 800;

export type SearchIndexStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface SearchState {
  /** What the field shows: the visitor's text, whitespace runs collapsed, not trimmed (searchFieldValue). */
  value: string;
  /** The value as it was SEARCH_DEBOUNCE_MS after the last keystroke: what is searched. */
  debounceValue: string;
  /** The search index: the four section indexes concatenated (spec section 7). */
  initItems: readonly SearchItem[];
  isShowSearchBlock: boolean;
  indexStatus: SearchIndexStatus;
}

export type SearchEvent =
  /** The header's toggle: opens a closed block, closes (and clears) an open one. */
  | { type: 'toggle' }
  | { type: 'setOpen'; open: boolean }
  /** Escape, a click outside, a followed result: the block closes and forgets the text. */
  | { type: 'close' }
  | { type: 'type'; value: string }
  /** SEARCH_DEBOUNCE_MS passed since the last keystroke, or the visitor submitted: search the value now. */
  | { type: 'settle' }
  | { type: 'indexRequested' }
  | { type: 'indexLoaded'; items: readonly SearchItem[] }
  | { type: 'indexFailed' };

export const initialSearchState: SearchState = {
  value: '',
  debounceValue: '',
  initItems: [],
  isShowSearchBlock: false,
  indexStatus: 'idle',
};

function close(state: SearchState): SearchState {
  return { ...state, isShowSearchBlock: false, value: '', debounceValue: '' };
}

function setOpen(state: SearchState, open: boolean): SearchState {
  return open ? { ...state, isShowSearchBlock: true } : close(state);
}

export function searchReducer(state: SearchState, event: SearchEvent): SearchState {
  switch (event.type) {
    case 'toggle':
      return setOpen(state, !state.isShowSearchBlock);
    case 'setOpen':
      return setOpen(state, event.open);
    case 'close':
      return close(state);
    case 'type':
      return { ...state, value: searchFieldValue(event.value) };
    case 'settle':
      return { ...state, debounceValue: state.value };
    case 'indexRequested':
      return { ...state, indexStatus: 'loading' };
    case 'indexLoaded':
      return { ...state, initItems: event.items, indexStatus: 'ready' };
    case 'indexFailed':
      return { ...state, indexStatus: 'failed' };
  }
}

/** Spec section 4: the index is loaded only when it is empty (and not already on its way). */
export function needsSearchIndex(state: SearchState): boolean {
  return state.initItems.length === 0 && state.indexStatus !== 'loading';
}

/**
 * The address of the search page for a query, as the page's own GET form would write it
 * (`?q=` with `+` for spaces), so a live search can be bookmarked and reloaded. The query is trimmed;
 * one that normalises to nothing leaves the bare page.
 */
export function searchPageAddress(pagePath: string, query: string): string {
  if (normaliseSearchText(query) === '') return pagePath;
  return `${pagePath}?${new URLSearchParams({ q: searchFieldValue(query).trim() }).toString()}`;
}
