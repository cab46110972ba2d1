import { useEffect } from 'react';
import { analyticsConfig } from '../../config/analytics.ts';
import { useSiteStore } from '../../stores/siteStore.ts';
import { loadAnalytics } from '../analytics/loadAnalytics.ts';
import { watchFirstInteraction } from '../analytics/watchFirstInteraction.ts';

/**
 * Waits for the visitor's first scroll, click or resize (spec section 4): then the footer's lazy
 * blocks show (first click or a scroll over 10 px) and the analytics counter loads. Renders nothing.
 * Mounted once in the layout, it survives client navigations, so both happen once per visit.
 */
export function FirstInteraction() {
  const revealLazyBlocks = useSiteStore((state) => state.revealLazyBlocks);
  useEffect(
    () =>
      watchFirstInteraction(window, {
        revealLazyBlocks,
        loadAnalytics: () => loadAnalytics(analyticsConfig),
      }),
    [revealLazyBlocks],
  );
  return null;
}
