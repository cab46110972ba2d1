// https://zustand.docs.pmnd.rs/ — the loading bar's state (spec section 4 "Loading bar").
import { create } from 'zustand';
import {
  initialLoadingBarState,
  loadingBarReducer,
  nextLoadingBarTickAt,
  type LoadingBarEvent,
  type LoadingBarState,
} from '../rules/loadingBar.ts';

export interface LoadingBarStore extends LoadingBarState {
  /** A client-side page change has started. */
  start: () => void;
  /** The next page has arrived. */
  finish: () => void;
  /** The page change failed: the bar ends in its failed state. */
  fail: () => void;
}

/**
 * One store for the page. Only the page-change hooks, which run in the browser, call its actions, so
 * the server only ever renders the initial state (no bar) and nothing leaks between requests. Every
 * transition goes through the pure rules of site/rules/loadingBar.ts; the store only keeps the one
 * timer that brings the next tick, on the page's clock.
 */
export const useLoadingBarStore = create<LoadingBarStore>()((set, get) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const dispatch = (event: LoadingBarEvent) => {
    set((state) => loadingBarReducer(state, event));
    clearTimeout(timer);
    const now = Date.now();
    const due = nextLoadingBarTickAt(get(), now);
    if (due === null) return;
    // A timer that has fired means its moment has come, even if the clock reads a millisecond short.
    timer = setTimeout(() => dispatch({ type: 'tick', now: Math.max(Date.now(), due) }), Math.max(0, due - now));
  };
  return {
    ...initialLoadingBarState,
    start: () => dispatch({ type: 'start', at: Date.now() }),
    finish: () => dispatch({ type: 'finish', at: Date.now() }),
    fail: () => dispatch({ type: 'fail', at: Date.now() }),
  };
});
