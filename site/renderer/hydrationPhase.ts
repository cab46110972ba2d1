/**
 * Whether the browser is hydrating the server's markup right now. Preact's `hydrate` is synchronous,
 * so `hydrateRoot` (reactDomClient.ts) sets this around it; `useSyncExternalStore` (react.ts) reads it
 * to render the server's snapshot during hydration, as React does.
 */
let hydrating = false;

export function isHydrating(): boolean {
  return hydrating;
}

export function duringHydration<T>(run: () => T): T {
  hydrating = true;
  try {
    return run();
  } finally {
    hydrating = false;
  }
}
