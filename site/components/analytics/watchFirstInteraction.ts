import { FIRST_INTERACTION_EVENTS, loadsAnalytics, revealsLazyBlocks } from '../../rules/firstInteraction.ts';

/** What the watcher needs from the browser; tests pass a stand-in. */
export interface InteractionEnv {
  scrollY: number;
  addEventListener(type: string, listener: (event: { type: string }) => void, options: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: (event: { type: string }) => void, options: EventListenerOptions): void;
}

export interface InteractionHandlers {
  revealLazyBlocks: () => void;
  loadAnalytics: () => void;
}

/**
 * Calls each handler once, on the first event that calls for it (site/rules/firstInteraction.ts), and
 * stops listening when both have run. Clicks are seen in the capture phase, so a click on a control
 * that stops propagation still counts. Returns a cleanup.
 */
export function watchFirstInteraction(env: InteractionEnv, handlers: InteractionHandlers): () => void {
  let revealed = false;
  let loaded = false;
  const options = { capture: true, passive: true };
  const stop = () => {
    for (const type of FIRST_INTERACTION_EVENTS) env.removeEventListener(type, listener, options);
  };
  const listener = (event: { type: string }) => {
    const type = event.type as (typeof FIRST_INTERACTION_EVENTS)[number];
    if (!revealed && revealsLazyBlocks(type, env.scrollY)) {
      revealed = true;
      handlers.revealLazyBlocks();
    }
    if (!loaded && loadsAnalytics(type)) {
      loaded = true;
      handlers.loadAnalytics();
    }
    if (revealed && loaded) stop();
  };
  for (const type of FIRST_INTERACTION_EVENTS) env.addEventListener(type, listener, options);
  return stop;
}
