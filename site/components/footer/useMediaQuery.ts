import { startTransition, useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { DESKTOP_MIN_WIDTH } from '../../config/breakpoints.ts';

/**
 * Below desktop width (spec section 9: desktop starts at 1024 px) the footer turns into accordions.
 * 0.02 px below the breakpoint, so that fractional widths (zoom) fall on one side: 1023.98 px.
 */
export const FOOTER_MOBILE_QUERY = `(max-width: ${DESKTOP_MIN_WIDTH - 0.02}px)`;

/** Whether a media query matches, and whether that is the browser's answer yet. */
export interface MediaQueryAnswer {
  matches: boolean;
  /** False while the part still shows the server's form (hydration), before the browser was asked. */
  known: boolean;
}

/**
 * Whether a media query matches. The server renders as if it did not (it cannot know the width), and
 * so does hydration; the browser's answer then comes in a transition, which React renders in slices of
 * a few milliseconds: a phone's footer turning into accordions right after hydration was one
 * synchronous re-render of the whole footer, a task of ~40 ms at a 4× slowdown (decision 029). A part
 * mounted after the page has hydrated (a client-side page change) reads the answer at once.
 */
export function useMediaQuery(query: string): MediaQueryAnswer {
  // Undefined on the server, true while the first page hydrates, false after a client-side page change.
  const { isHydration } = usePageContext();
  const [answer, setAnswer] = useState<MediaQueryAnswer>(() =>
    isHydration === false
      ? { matches: window.matchMedia(query).matches, known: true }
      : { matches: false, known: false },
  );
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => startTransition(() => setAnswer({ matches: list.matches, known: true }));
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return answer;
}
