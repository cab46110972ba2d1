import fc from 'fast-check';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingBar } from '../../site/components/overlays/LoadingBar.tsx';
import { LoadingBarView } from '../../site/components/overlays/LoadingBarView.tsx';
import {
  initialLoadingBarState,
  LOADING_BAR_DELAY_MS,
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_HIDE_DELAY_MS,
  LOADING_BAR_TICK_MS,
  loadingBarProgress,
  loadingBarReducer,
  nextLoadingBarTickAt,
  type LoadingBarEvent,
  type LoadingBarState,
} from '../../site/rules/loadingBar.ts';
import { useLoadingBarStore } from '../../site/stores/loadingBarStore.ts';
import { renderMarkup } from '../support/renderMarkup.tsx';

const run = (events: LoadingBarEvent[], from: LoadingBarState = initialLoadingBarState) =>
  events.reduce(loadingBarReducer, from);
const view = ({ visible, progress, failed }: LoadingBarState) => ({ visible, progress, failed });

describe('loading bar rule (spec sections 4 and 9): examples', () => {
  it('uses the spec’s constants: 200 ms delay, 5000 ms run, 500 ms hide delay', () => {
    expect(LOADING_BAR_DELAY_MS).toBe(200);
    expect(LOADING_BAR_DURATION_MS).toBe(5000);
    expect(LOADING_BAR_HIDE_DELAY_MS).toBe(500);
  });

  it.each([
    { at: 1199, visible: false, progress: 0 },
    { at: 1200, visible: true, progress: 0 },
    { at: 3700, visible: true, progress: 75 },
    { at: 6200, visible: true, progress: 100 },
    { at: 60_000, visible: true, progress: 100 },
  ])('started at 1000, ticked at $at: visible $visible at $progress %', ({ at, visible, progress }) => {
    const state = run([
      { type: 'start', at: 1000 },
      { type: 'tick', now: at },
    ]);
    expect(view(state)).toEqual({ visible, progress, failed: false });
  });

  it('finishing at 100 %, stays 499 ms and is gone at 500 ms', () => {
    const finished = run([
      { type: 'start', at: 0 },
      { type: 'tick', now: 1000 },
      { type: 'finish', at: 1000 },
    ]);
    expect(view(finished)).toEqual({ visible: true, progress: 100, failed: false });
    expect(view(loadingBarReducer(finished, { type: 'tick', now: 1499 })).visible).toBe(true);
    expect(loadingBarReducer(finished, { type: 'tick', now: 1500 })).toEqual(initialLoadingBarState);
  });

  it('a page change over before 200 ms never shows the bar, finished or failed', () => {
    for (const type of ['finish', 'fail'] as const) {
      const state = run([
        { type: 'start', at: 0 },
        { type, at: 199 },
        { type: 'tick', now: 200 },
        { type: 'tick', now: 5000 },
      ]);
      expect(state).toEqual(initialLoadingBarState);
    }
  });

  it('finishing at 200 ms shows the full bar even before the tick that would have shown it', () => {
    expect(
      view(
        run([
          { type: 'start', at: 0 },
          { type: 'finish', at: 200 },
        ]),
      ),
    ).toEqual({
      visible: true,
      progress: 100,
      failed: false,
    });
  });

  it('a failure ends the bar in its failed state, gone 500 ms later', () => {
    const failed = run([
      { type: 'start', at: 0 },
      { type: 'tick', now: 300 },
      { type: 'fail', at: 300 },
    ]);
    expect(view(failed)).toEqual({ visible: true, progress: 100, failed: true });
    expect(view(loadingBarReducer(failed, { type: 'tick', now: 799 })).failed).toBe(true);
    expect(loadingBarReducer(failed, { type: 'tick', now: 800 })).toEqual(initialLoadingBarState);
  });

  it('ignores a finish or failure with no page change under way', () => {
    const finished = run([
      { type: 'start', at: 0 },
      { type: 'finish', at: 300 },
    ]);
    expect(loadingBarReducer(finished, { type: 'fail', at: 350 })).toBe(finished);
    expect(loadingBarReducer(initialLoadingBarState, { type: 'finish', at: 10 })).toBe(initialLoadingBarState);
  });

  it('a new page change starts afresh, hidden for its own 200 ms', () => {
    const state = run([
      { type: 'start', at: 0 },
      { type: 'fail', at: 300 },
      { type: 'start', at: 400 },
      { type: 'tick', now: 599 },
    ]);
    expect(view(state)).toEqual({ visible: false, progress: 0, failed: false });
  });

  it('asks for a tick at the end of the delay, every 100 ms while running, and at the end of the hide delay', () => {
    const loading = run([{ type: 'start', at: 1000 }]);
    expect(nextLoadingBarTickAt(loading, 1000)).toBe(1200);
    expect(nextLoadingBarTickAt(loading, 1200)).toBe(1200 + LOADING_BAR_TICK_MS);
    expect(nextLoadingBarTickAt(loading, 6150)).toBe(6200);
    expect(nextLoadingBarTickAt(loading, 6200)).toBeNull();
    expect(nextLoadingBarTickAt(run([{ type: 'finish', at: 1500 }], loading), 1500)).toBe(2000);
    expect(nextLoadingBarTickAt(initialLoadingBarState, 0)).toBeNull();
  });
});

describe('loading bar rule: properties', () => {
  const aTime = fc.integer({ min: 0, max: 20_000 });
  const anEvent: fc.Arbitrary<LoadingBarEvent> = fc.oneof(
    aTime.map((at) => ({ type: 'start', at }) as const),
    aTime.map((now) => ({ type: 'tick', now }) as const),
    aTime.map((at) => ({ type: 'finish', at }) as const),
    aTime.map((at) => ({ type: 'fail', at }) as const),
  );

  it('progress only grows, from 0 to 100, reached at 5000 ms', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 20_000 }), fc.integer({ min: 0, max: 1000 }), (shown, more) => {
        const now = loadingBarProgress(shown);
        expect(now).toBeGreaterThanOrEqual(0);
        expect(now).toBeLessThanOrEqual(100);
        expect(loadingBarProgress(shown + more)).toBeGreaterThanOrEqual(now);
        if (shown >= LOADING_BAR_DURATION_MS) expect(now).toBe(100);
        if (shown < LOADING_BAR_DURATION_MS) expect(now).toBeLessThan(100);
      }),
    );
  });

  it('whatever happens, the bar is hidden when idle, failed only when shown, and between 0 and 100 %', () => {
    fc.assert(
      fc.property(fc.array(anEvent, { maxLength: 30 }), (events) => {
        const state = run(events);
        expect(state.progress).toBeGreaterThanOrEqual(0);
        expect(state.progress).toBeLessThanOrEqual(100);
        if (state.phase === 'idle') expect(view(state)).toEqual({ visible: false, progress: 0, failed: false });
        if (state.failed) expect(state.visible).toBe(true);
        if (state.phase === 'ending') expect(state.progress).toBe(100);
      }),
    );
  });

  it('the bar shows after a finish exactly when the page change lasted 200 ms or more', () => {
    fc.assert(
      fc.property(aTime, fc.nat(10_000), fc.boolean(), (start, lasted, failed) => {
        const state = run([
          { type: 'start', at: start },
          { type: failed ? 'fail' : 'finish', at: start + lasted },
        ]);
        expect(state.visible).toBe(lasted >= LOADING_BAR_DELAY_MS);
        expect(state.failed).toBe(failed && lasted >= LOADING_BAR_DELAY_MS);
      }),
    );
  });
});

describe('loading bar store, on the page’s clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useLoadingBarStore.setState(initialLoadingBarState);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const bar = () => view(useLoadingBarStore.getState());

  it('appears at 200 ms, runs, and hides 500 ms after the page arrived', () => {
    useLoadingBarStore.getState().start();
    vi.advanceTimersByTime(199);
    expect(bar().visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(bar()).toEqual({ visible: true, progress: 0, failed: false });
    vi.advanceTimersByTime(2500);
    expect(bar().progress).toBe(75);
    useLoadingBarStore.getState().finish();
    expect(bar()).toEqual({ visible: true, progress: 100, failed: false });
    vi.advanceTimersByTime(499);
    expect(bar().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bar().visible).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops ticking once full, until the page arrives', () => {
    useLoadingBarStore.getState().start();
    vi.advanceTimersByTime(LOADING_BAR_DELAY_MS + LOADING_BAR_DURATION_MS);
    expect(bar().progress).toBe(100);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a fast page change leaves no bar and no timer', () => {
    useLoadingBarStore.getState().start();
    vi.advanceTimersByTime(150);
    useLoadingBarStore.getState().finish();
    vi.advanceTimersByTime(10_000);
    expect(bar().visible).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a failure shows the failed state for 500 ms', () => {
    useLoadingBarStore.getState().start();
    vi.advanceTimersByTime(300);
    useLoadingBarStore.getState().fail();
    expect(bar()).toEqual({ visible: true, progress: 100, failed: true });
    vi.advanceTimersByTime(500);
    expect(bar().visible).toBe(false);
  });
});

describe('loading bar markup', () => {
  afterEach(() => useLoadingBarStore.setState(initialLoadingBarState));

  it('is a named progress bar with its value', () => {
    const html = renderMarkup(createElement(LoadingBarView, { visible: true, progress: 42.4, failed: false }));
    expect(html).toMatch(/role="progressbar"[^>]*aria-label="Загрузка страницы"/);
    expect(html).toMatch(/aria-valuemin="0" aria-valuemax="100" aria-valuenow="42"/);
    expect(html).not.toContain('aria-valuetext');
    expect(html).toMatch(/<p role="status" class="visually-hidden"><\/p>/);
  });

  it('failed, it says so in its value text and in a status message, in the visitor’s language', () => {
    const html = renderMarkup(createElement(LoadingBarView, { visible: true, progress: 100, failed: true }), {
      locale: 'en',
    });
    expect(html).toMatch(/aria-label="Page loading"/);
    expect(html).toMatch(/aria-valuetext="The page failed to load"/);
    expect(html).toMatch(/<p role="status" class="visually-hidden">The page failed to load<\/p>/);
  });

  it('hidden, only the empty status region is there', () => {
    const html = renderMarkup(createElement(LoadingBarView, { visible: false, progress: 0, failed: false }));
    expect(html).toBe('<div class="loading-bar"><p role="status" class="visually-hidden"></p></div>');
  });

  it('the server renders no bar, whatever the store holds', () => {
    useLoadingBarStore.setState({ phase: 'ending', visible: true, progress: 100, failed: true });
    expect(renderMarkup(createElement(LoadingBar))).not.toContain('progressbar');
  });
});

describe('a tick that changes nothing', () => {
  it('gives back the same state, so the bar is not drawn again', () => {
    const started = loadingBarReducer(initialLoadingBarState, { type: 'start', at: 0 });
    const shown = loadingBarReducer(started, { type: 'tick', now: LOADING_BAR_DELAY_MS + 1 });
    expect(loadingBarReducer(shown, { type: 'tick', now: LOADING_BAR_DELAY_MS + 1 })).toBe(shown);
  });
});
