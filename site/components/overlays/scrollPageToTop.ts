import { scrollBehavior } from '../../rules/scrollToTop.ts';

/** What scrolling to the top needs from the browser; tests pass a stand-in. */
export interface ScrollEnv {
  matchMedia(query: string): { matches: boolean };
  scrollTo(options: ScrollToOptions): void;
  getElementById(id: string): { focus(options?: FocusOptions): void } | null;
}

/**
 * Scrolls to the top (smoothly unless the visitor prefers reduced motion) and moves focus to the main
 * content, the skip link's target, without a second jump: a keyboard user goes on from the top of the
 * page instead of from a button that has just disappeared.
 */
export function scrollPageToTop(env: ScrollEnv): void {
  const reduced = env.matchMedia('(prefers-reduced-motion: reduce)').matches;
  env.scrollTo({ top: 0, behavior: scrollBehavior(reduced) });
  env.getElementById('content')?.focus({ preventScroll: true });
}
