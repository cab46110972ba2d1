import { CHUNK_RELOAD_STORAGE_KEY, parseReloadTimestamp, shouldReloadAfterChunkError } from '../../rules/navigation.ts';

/** What the watcher needs from the browser; tests pass a stand-in. */
export interface ChunkErrorEnv {
  addEventListener(type: 'vite:preloadError', listener: () => void): void;
  removeEventListener(type: 'vite:preloadError', listener: () => void): void;
  now(): number;
  /** sessionStorage; either may throw (storage disabled). */
  readLastReload(): string | null;
  writeLastReload(value: string): void;
  reload(): void;
  /** A full page load of a path of this site. */
  navigateTo(path: string): void;
  /** Where the client-side page change under way leads, if one is. */
  transitionTarget(): string | undefined;
  /** Whether link prefetching is loading code right now. */
  prefetching(): boolean;
}

/**
 * Spec section 4 "Chunk-load failure: the page reloads once, at most one reload per 60 s"
 * (site/rules/navigation.ts). A built site's code comes in chunks named by their content: after a
 * new release the old ones are gone, and a page open since before it fails to load the code it needs
 * next. Vite announces that with the `vite:preloadError` event; the page then loads afresh — the page
 * the visitor was opening, if a page change is under way — unless it already did so for this reason
 * in the last 60 s (the time is kept in sessionStorage, so the guard survives the reload; without
 * storage there is no guard, so no reload).
 *
 * The event is not cancelled: Vite rethrows the error and Vike does what it does with it (a full load
 * of the page being opened, or client routing turned off), which agrees with the reload, and is all
 * that happens when the guard holds. A chunk that fails while a link is only being prefetched (no page
 * change under way) is left to Vike as well: it turns client routing off, so the next click loads that
 * page in full instead of the page reloading under the visitor's pointer.
 */
export function watchChunkLoadErrors(env: ChunkErrorEnv): () => void {
  const onError = () => {
    const target = env.transitionTarget();
    if (target === undefined && env.prefetching()) return;
    const now = env.now();
    try {
      if (!shouldReloadAfterChunkError(parseReloadTimestamp(env.readLastReload()), now)) return;
      env.writeLastReload(String(now));
    } catch {
      return;
    }
    if (target === undefined) env.reload();
    else env.navigateTo(target);
  };
  env.addEventListener('vite:preloadError', onError);
  return () => env.removeEventListener('vite:preloadError', onError);
}

/** The browser as the watcher sees it. */
export function browserChunkErrorEnv(
  transitionTarget: () => string | undefined,
  prefetching: () => boolean,
): ChunkErrorEnv {
  return {
    addEventListener: (type, listener) => window.addEventListener(type, listener),
    removeEventListener: (type, listener) => window.removeEventListener(type, listener),
    now: () => Date.now(),
    readLastReload: () => window.sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY),
    writeLastReload: (value) => window.sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, value),
    reload: () => window.location.reload(),
    navigateTo: (path) => window.location.assign(path),
    transitionTarget,
    prefetching,
  };
}
