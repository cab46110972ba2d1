// https://react.dev/reference/react/useSyncExternalStore — a browser API as an external store.
import { useCallback, useSyncExternalStore } from 'react';
import { DESKTOP_MIN_WIDTH } from '../../config/breakpoints.ts';

/**
 * Below desktop width (spec section 9: desktop starts at 1024 px) the footer turns into accordions.
 * 0.02 px below the breakpoint, so that fractional widths (zoom) fall on one side: 1023.98 px.
 */
export const FOOTER_MOBILE_QUERY = `(max-width: ${DESKTOP_MIN_WIDTH - 0.02}px)`;

/**
 * Whether a media query matches. The server renders the desktop form (it cannot know the width), so the
 * server snapshot is `false`; after hydration React re-reads the browser's answer and re-renders.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
