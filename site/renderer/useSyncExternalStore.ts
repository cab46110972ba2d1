import { useLayoutEffect, useState, useSyncExternalStore as compatUseSyncExternalStore } from 'preact/compat';
import { isHydrating } from './hydrationPhase.ts';

/**
 * React's `useSyncExternalStore`, including its third argument: during hydration React renders the
 * server's snapshot (what the HTML was made from), then re-renders with the browser's. preact/compat
 * ignores `getServerSnapshot`; hydrating with the browser's value instead would leave the server's
 * attributes in the DOM (Preact does not patch attributes while hydrating) under a tree that believes
 * otherwise — a footer at phone width, the scroll-to-top button after a reload half-way down.
 */
export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot?: () => T,
): T {
  const [hydrated, setHydrated] = useState(() => !getServerSnapshot || !isHydrating());
  const value = compatUseSyncExternalStore(subscribe, hydrated || !getServerSnapshot ? getSnapshot : getServerSnapshot);
  useLayoutEffect(() => {
    if (!hydrated) setHydrated(true);
  }, [hydrated]);
  return value;
}
