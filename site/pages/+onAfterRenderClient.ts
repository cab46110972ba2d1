// https://vike.dev/onAfterRenderClient
import type { PageContextClient } from 'vike/types';

export function onAfterRenderClient(pageContext: PageContextClient) {
  // A client-side navigation between /… and /en/… keeps the document: its language must follow the page.
  document.documentElement.lang = pageContext.locale;
  // A signal browser tests wait for: clicks before hydration are lost.
  document.documentElement.dataset.hydrated = 'true';
}
