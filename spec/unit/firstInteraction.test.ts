import { describe, expect, it, vi } from 'vitest';
import { loadAnalytics } from '../../site/components/analytics/loadAnalytics.ts';
import { watchFirstInteraction, type InteractionEnv } from '../../site/components/analytics/watchFirstInteraction.ts';
import { LAZY_BLOCKS_SCROLL_PX, loadsAnalytics, revealsLazyBlocks } from '../../site/rules/firstInteraction.ts';
import { initialSiteState, useSiteStore } from '../../site/stores/siteStore.ts';

describe('first interaction (spec section 4)', () => {
  it('reveals the lazy blocks on a click, or on a scroll over 10 px, never on a resize', () => {
    expect(revealsLazyBlocks('click', 0)).toBe(true);
    expect(revealsLazyBlocks('scroll', LAZY_BLOCKS_SCROLL_PX)).toBe(false);
    expect(revealsLazyBlocks('scroll', LAZY_BLOCKS_SCROLL_PX + 1)).toBe(true);
    expect(revealsLazyBlocks('resize', 5000)).toBe(false);
  });

  it('loads the analytics on the first scroll, click or resize', () => {
    expect(['scroll', 'click', 'resize'].every((event) => loadsAnalytics(event as 'scroll'))).toBe(true);
  });
});

type Listener = (event: { type: string }) => void;
type FakeWindow = InteractionEnv & { fire(type: string, scrollY?: number): void; listeners: Map<string, number> };

/** A window stand-in that remembers its listeners and dispatches events to them. */
function fakeWindow(): FakeWindow {
  const handlers = new Map<string, Set<Listener>>();
  const listeners = new Map<string, number>();
  const env: FakeWindow = {
    scrollY: 0,
    listeners,
    addEventListener(type: string, listener: Listener) {
      const set = handlers.get(type) ?? new Set<Listener>();
      set.add(listener);
      handlers.set(type, set);
      listeners.set(type, set.size);
    },
    removeEventListener(type: string, listener: Listener) {
      handlers.get(type)?.delete(listener);
      listeners.set(type, handlers.get(type)?.size ?? 0);
    },
    fire(type: string, scrollY?: number) {
      if (scrollY !== undefined) env.scrollY = scrollY;
      for (const listener of [...(handlers.get(type) ?? [])]) listener({ type });
    },
  };
  return env;
}

describe('watchFirstInteraction', () => {
  it('loads the analytics on a small scroll but waits for 11 px to reveal the blocks', () => {
    const env = fakeWindow();
    const handlers = { revealLazyBlocks: vi.fn(), loadAnalytics: vi.fn() };
    watchFirstInteraction(env, handlers);
    env.fire('scroll', 10);
    expect(handlers.loadAnalytics).toHaveBeenCalledTimes(1);
    expect(handlers.revealLazyBlocks).not.toHaveBeenCalled();
    env.fire('scroll', 11);
    env.fire('click');
    expect(handlers.revealLazyBlocks).toHaveBeenCalledTimes(1);
    expect(handlers.loadAnalytics).toHaveBeenCalledTimes(1);
  });

  it('stops listening once both have happened, and on cleanup', () => {
    const env = fakeWindow();
    const stop = watchFirstInteraction(env, { revealLazyBlocks: vi.fn(), loadAnalytics: vi.fn() });
    expect(env.listeners.get('click')).toBe(1);
    env.fire('click');
    expect([...env.listeners.values()].every((count) => count === 0)).toBe(true);
    const other = fakeWindow();
    const cleanup = watchFirstInteraction(other, { revealLazyBlocks: vi.fn(), loadAnalytics: vi.fn() });
    cleanup();
    expect([...other.listeners.values()].every((count) => count === 0)).toBe(true);
    stop();
  });

  it('does nothing before an event', () => {
    const handlers = { revealLazyBlocks: vi.fn(), loadAnalytics: vi.fn() };
    watchFirstInteraction(fakeWindow(), handlers);
    expect(handlers.revealLazyBlocks).not.toHaveBeenCalled();
    expect(handlers.loadAnalytics).not.toHaveBeenCalled();
  });
});

describe('loadAnalytics', () => {
  it('adds the counter script once, with its id', () => {
    const appended: Array<Record<string, unknown>> = [];
    const doc = {
      querySelector: () => (appended.length > 0 ? appended[0] : null),
      createElement: () => ({ dataset: {} as Record<string, string> }),
      head: { append: (element: Record<string, unknown>) => appended.push(element) },
    } as unknown as Document;
    loadAnalytics({ src: '/analytics/counter.js', counterId: 'c-1' }, doc);
    loadAnalytics({ src: '/analytics/counter.js', counterId: 'c-1' }, doc);
    expect(appended).toHaveLength(1);
    expect(appended[0]).toMatchObject({ src: '/analytics/counter.js', async: true, dataset: { counter: 'c-1' } });
  });
});

describe('site store (spec section 3)', () => {
  it('starts with the spec defaults', () => {
    expect(initialSiteState).toEqual({ headerHeight: 0, loaded: true, showLazyBlocks: false });
  });

  it('ignores writes outside the browser, so nothing one request does reaches the next', () => {
    // From the defaults, whatever another test file sharing this process left in the store.
    useSiteStore.setState(initialSiteState);
    useSiteStore.getState().setLoaded(false);
    useSiteStore.getState().revealLazyBlocks();
    useSiteStore.getState().setHeaderHeight(72);
    expect(useSiteStore.getState()).toMatchObject(initialSiteState);
  });

  it('takes writes in the browser', () => {
    vi.stubGlobal('window', {});
    try {
      useSiteStore.getState().revealLazyBlocks();
      useSiteStore.getState().setHeaderHeight(71.6);
      useSiteStore.getState().setLoaded(false);
      expect(useSiteStore.getState()).toMatchObject({ showLazyBlocks: true, headerHeight: 72, loaded: false });
    } finally {
      vi.unstubAllGlobals();
      useSiteStore.setState(initialSiteState);
    }
  });
});
