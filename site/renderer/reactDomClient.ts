/**
 * `react-dom/client` in the browser build (decision 014): Preact's roots. `hydrateRoot` marks the
 * hydration (hydrationPhase.ts). The options React takes (onUncaughtError, identifierPrefix…) have no
 * Preact counterpart: an error thrown while rendering is thrown by `render`/`hydrate` itself, which
 * rejects vike-react's onRenderClient, so Vike still shows its error page.
 */
import { createRoot, hydrateRoot as compatHydrateRoot } from 'preact/compat/client';
import { duringHydration } from './hydrationPhase.ts';

type Children = Parameters<typeof compatHydrateRoot>[1];

export function hydrateRoot(container: Element, children: Children) {
  return duringHydration(() => compatHydrateRoot(container, children));
}

export { createRoot };
export default { createRoot, hydrateRoot };
