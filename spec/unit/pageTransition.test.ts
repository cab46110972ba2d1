import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  beginPageTransition,
  nextPageArrived,
  pageTransitionTarget,
  revealNextPage,
} from '../../site/components/navigation/pageTransition.ts';
import { rememberScrollPosition } from '../../site/components/navigation/rememberScrollPosition.ts';
import { initialLoadingBarState } from '../../site/rules/loadingBar.ts';
import { useLoadingBarStore } from '../../site/stores/loadingBarStore.ts';
import { useSiteStore } from '../../site/stores/siteStore.ts';

/** The bits of the browser a page change touches: <html>'s dataset, the main landmark, the history entry. */
function stubBrowser(state: unknown = { vike: { timestamp: 1, scrollPosition: null, triggeredBy: 'vike' } }) {
  const main = new Map<string, string>();
  const html = { dataset: {} as Record<string, string | undefined> };
  const history = {
    state,
    replaceState: vi.fn((next: unknown) => {
      history.state = next;
    }),
  };
  vi.stubGlobal('document', {
    documentElement: html,
    getElementById: (id: string) =>
      id === 'content'
        ? {
            setAttribute: (name: string, value: string) => main.set(name, value),
            removeAttribute: (name: string) => main.delete(name),
          }
        : null,
  });
  vi.stubGlobal('window', { history, scrollX: 0, scrollY: 1200 });
  return { phase: () => html.dataset.pageTransition, busy: () => main.get('aria-busy'), history };
}

async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('a client-side page change', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useLoadingBarStore.setState(initialLoadingBarState);
  });
  afterEach(async () => {
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps the scroll position the visitor leaves in their history entry, then fades the old view', () => {
    const browser = stubBrowser();
    beginPageTransition('/contacts/', false);
    expect(browser.history.state).toEqual({
      vike: { timestamp: 1, scrollPosition: { x: 0, y: 1200 }, triggeredBy: 'vike' },
    });
    expect(browser.phase()).toBe('leaving');
    expect(browser.busy()).toBe('true');
    expect(pageTransitionTarget()).toBe('/contacts/');
    expect(useLoadingBarStore.getState().phase).toBe('loading');
    expect(useSiteStore.getState().loaded).toBe(false);
    nextPageArrived(false);
    expect(useSiteStore.getState().loaded).toBe(true);
  });

  it('on Back or Forward leaves the history alone: the browser has already moved to the other entry', () => {
    const browser = stubBrowser();
    beginPageTransition('/services-list/', true);
    expect(browser.history.replaceState).not.toHaveBeenCalled();
  });

  it('shows the new page in place 300 ms after the change began, hidden until then', async () => {
    const browser = stubBrowser();
    beginPageTransition('/contacts/', false);
    vi.advanceTimersByTime(120);
    nextPageArrived(false);
    const revealed = revealNextPage();
    expect(browser.phase()).toBe('arrived');
    await vi.advanceTimersByTimeAsync(179);
    expect(await settled(revealed)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(revealed)).toBe(true);
    expect(browser.phase()).toBeUndefined();
    expect(browser.busy()).toBeUndefined();
    expect(pageTransitionTarget()).toBeUndefined();
  });

  it('a page that took 300 ms or more is shown in place at once', async () => {
    const browser = stubBrowser();
    beginPageTransition('/contacts/', false);
    vi.advanceTimersByTime(300);
    expect(await settled(revealNextPage())).toBe(true);
    expect(browser.phase()).toBeUndefined();
  });

  it('the loading bar finishes, or fails, when the page arrives', () => {
    stubBrowser();
    beginPageTransition('/contacts/', false);
    vi.advanceTimersByTime(250);
    nextPageArrived(true);
    expect(useLoadingBarStore.getState()).toMatchObject({ visible: true, progress: 100, failed: true });
  });

  it('a link followed while the last page waits to be shown starts its own page change', async () => {
    const browser = stubBrowser();
    beginPageTransition('/contacts/', false);
    const first = revealNextPage();
    vi.advanceTimersByTime(100);
    beginPageTransition('/blog/', false);
    await vi.advanceTimersByTimeAsync(200);
    expect(await settled(first)).toBe(true);
    expect(browser.phase()).toBe('leaving');
    expect(pageTransitionTarget()).toBe('/blog/');
  });
});

describe('remembering the scroll position for Back', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('leaves a history state that Vike did not write alone', () => {
    for (const state of [null, { page: 2 }, { vike: 'no' }]) {
      const history = { state, replaceState: vi.fn() };
      vi.stubGlobal('window', { history, scrollX: 0, scrollY: 500 });
      rememberScrollPosition();
      expect(history.replaceState).not.toHaveBeenCalled();
    }
  });
});
