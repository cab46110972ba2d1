/**
 * Spec section 4 "Lazy footer blocks": revealed on the first click or when the page is scrolled over
 * 10 px. "The web-analytics script loads lazily on first scroll, click or resize" — never before, so a
 * visitor who only reads the first screen costs no analytics bytes and the page's first second stays
 * free for what they came for.
 */
export const LAZY_BLOCKS_SCROLL_PX = 10;

/** The events that count as the visitor starting to use the page. */
export const FIRST_INTERACTION_EVENTS = ['scroll', 'click', 'resize'] as const;
export type FirstInteractionEvent = (typeof FIRST_INTERACTION_EVENTS)[number];

/** Whether this event reveals the lazy footer blocks (a resize does not; a scroll must pass 10 px). */
export function revealsLazyBlocks(event: FirstInteractionEvent, scrollY: number): boolean {
  if (event === 'click') return true;
  if (event === 'scroll') return scrollY > LAZY_BLOCKS_SCROLL_PX;
  return false;
}

/** Every first-interaction event loads the analytics counter (once). */
export function loadsAnalytics(event: FirstInteractionEvent): boolean {
  return (FIRST_INTERACTION_EVENTS as readonly string[]).includes(event);
}
