import { prefetch } from 'vike/client/router';
import { isPrefetching, watchLinkPrefetch, type LinkLike } from './linkPrefetch.ts';
import { pageTransitionTarget } from './pageTransition.ts';
import { browserChunkErrorEnv, watchChunkLoadErrors } from './reloadOnChunkError.ts';

interface NavigatorWithConnection extends Navigator {
  connection?: { effectiveType?: string; saveData?: boolean };
}

let watching = false;

/**
 * Starts, once per document, what client-side navigation needs beyond Vike's hooks: link prefetching
 * by connection (spec section 7) and the reload after a chunk-load failure (spec section 4). Called
 * from +onAfterRenderClient on hydration.
 */
export function watchNavigation(): void {
  if (watching) return;
  watching = true;
  watchLinkPrefetch({
    addEventListener: (type, listener, options) => document.addEventListener(type, listener, options),
    removeEventListener: (type, listener, options) => document.removeEventListener(type, listener, options),
    linkOf: (event) =>
      event.target instanceof Element ? (event.target.closest('a[href]') satisfies LinkLike | null) : null,
    currentUrl: () => new URL(window.location.href),
    connection: () => (navigator as NavigatorWithConnection).connection,
    prefetch: (path) => prefetch(path),
  });
  watchChunkLoadErrors(browserChunkErrorEnv(pageTransitionTarget, isPrefetching));
}
