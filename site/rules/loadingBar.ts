/**
 * Spec section 4 "Loading bar" and section 9: on a client-side page change the bar starts after a
 * 200 ms delay, runs to 100 % over about 5 s (5000 ms), hides 500 ms after finishing and can show a
 * failed state; a failed request ends it. Colour: red (the brand's red, `--color-accent`, in
 * site/components/overlays/loadingBar.css).
 *
 * Decisions (the spec is silent):
 * - Progress eases out over the 5000 ms after the bar appears: `100 × (1 − (1 − t)²)`, t = time shown
 *   / 5000 ms. The visitor sees movement at once and the bar slows as it nears the end; it reaches
 *   100 % at 5000 ms and stays there until the page arrives, when it is 100 % anyway.
 * - The bar finishes when the next page has arrived (site/components/navigation/pageTransition.ts), so
 *   a page change that is over within 200 ms never shows it — nor does one that fails within 200 ms:
 *   the error page that replaces the view says what happened.
 * - A failure ends the bar like a finish (at 100 %, gone 500 ms later), in a failed state that looks
 *   different and is announced.
 * - The spec's "fetch minimum display delay 200 ms" holds by construction: a bar that has appeared
 *   stays at least the 500 ms hide delay, so it never flashes for less than 200 ms.
 */
export const LOADING_BAR_DELAY_MS = 200;
export const LOADING_BAR_DURATION_MS = 5000;
export const LOADING_BAR_HIDE_DELAY_MS = 500;
/** How often a running bar redraws (a decision: ten times a second; CSS smooths between frames). */
export const LOADING_BAR_TICK_MS = 100;

/** idle: nothing under way; loading: a page change is under way; ending: finished or failed, about to hide. */
export type LoadingBarPhase = 'idle' | 'loading' | 'ending';

export interface LoadingBarState {
  phase: LoadingBarPhase;
  /** Page-clock milliseconds when the page change started (loading) and ended (ending). */
  startedAt: number;
  endedAt: number;
  visible: boolean;
  /** 0 to 100. */
  progress: number;
  failed: boolean;
}

export type LoadingBarEvent =
  | { type: 'start'; at: number }
  | { type: 'tick'; now: number }
  | { type: 'finish'; at: number }
  | { type: 'fail'; at: number };

export const initialLoadingBarState: LoadingBarState = {
  phase: 'idle',
  startedAt: 0,
  endedAt: 0,
  visible: false,
  progress: 0,
  failed: false,
};

/** Percent done after the bar has shown for `shownMs`: eases out from 0 to 100 over 5000 ms. */
export function loadingBarProgress(shownMs: number): number {
  const t = Math.min(Math.max(shownMs / LOADING_BAR_DURATION_MS, 0), 1);
  return 100 * (1 - (1 - t) ** 2);
}

/** The bar's state machine; returns the same object when an event changes nothing. */
export function loadingBarReducer(state: LoadingBarState, event: LoadingBarEvent): LoadingBarState {
  switch (event.type) {
    case 'start':
      return { ...initialLoadingBarState, phase: 'loading', startedAt: event.at, endedAt: event.at };
    case 'tick':
      return tick(state, event.now);
    case 'finish':
    case 'fail': {
      if (state.phase !== 'loading') return state;
      // Ended before the delay: the bar never shows (and a failure is told by the error page).
      if (event.at - state.startedAt < LOADING_BAR_DELAY_MS) return initialLoadingBarState;
      return {
        ...state,
        phase: 'ending',
        endedAt: event.at,
        visible: true,
        progress: 100,
        failed: event.type === 'fail',
      };
    }
  }
}

function tick(state: LoadingBarState, now: number): LoadingBarState {
  if (state.phase === 'ending') {
    return now - state.endedAt >= LOADING_BAR_HIDE_DELAY_MS ? initialLoadingBarState : state;
  }
  if (state.phase !== 'loading') return state;
  const shownMs = now - state.startedAt - LOADING_BAR_DELAY_MS;
  if (shownMs < 0) return state;
  const progress = loadingBarProgress(shownMs);
  if (state.visible && progress === state.progress) return state;
  return { ...state, visible: true, progress };
}

/**
 * When the bar next needs a tick, given the time now: the end of the delay, the next frame while it
 * runs, the end of the hide delay; `null` when nothing changes until the next event.
 */
export function nextLoadingBarTickAt(state: LoadingBarState, now: number): number | null {
  if (state.phase === 'ending') return state.endedAt + LOADING_BAR_HIDE_DELAY_MS;
  if (state.phase !== 'loading') return null;
  const appearsAt = state.startedAt + LOADING_BAR_DELAY_MS;
  if (now < appearsAt) return appearsAt;
  const fullAt = appearsAt + LOADING_BAR_DURATION_MS;
  return now < fullAt ? Math.min(now + LOADING_BAR_TICK_MS, fullAt) : null;
}

/**
 * Whether a client-side page change failed, from the next page's context: it could not be rendered,
 * or the server could not give it — a 5xx, such as a 503 while the content API is down. The bar then
 * ends in its failed state; the error page shown keeps the header, menu and links working. A 404 is a
 * page that arrived (the not-found page), not a failure.
 */
export function pageChangeFailed(next: { errorWhileRendering?: unknown; abortStatusCode?: number }): boolean {
  return next.errorWhileRendering !== undefined || (next.abortStatusCode ?? 0) >= 500;
}
