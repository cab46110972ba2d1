// https://vike.dev/onAfterRenderClient
import type { PageContextClient } from 'vike/types';
import { deferredPartsHydrated } from '../components/deferHydration.tsx';
import { watchNavigation } from '../components/navigation/watchNavigation.ts';

export function onAfterRenderClient(pageContext: PageContextClient) {
  // A client-side navigation between /… and /en/… keeps the document: its language must follow the page.
  document.documentElement.lang = pageContext.locale;
  // Link prefetching by connection and the reload after a chunk-load failure (spec sections 4 and 7), once.
  if (pageContext.isHydration) watchNavigation();
  // A signal browser tests wait for: clicks before hydration are lost. Given once the parts hydrated
  // after the first screen (the footer, the sections) have hydrated too.
  void deferredPartsHydrated().then(() => {
    document.documentElement.dataset.hydrated = 'true';
  });
}
