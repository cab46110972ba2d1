// https://vike.dev/onPageTransitionStart — a client-side page change begins (a link, Back or Forward):
// the old view fades and the loading bar starts (site/components/navigation/pageTransition.ts).
import type { PageContextClient } from 'vike/types';
import { beginPageTransition } from '../components/navigation/pageTransition.ts';

export function onPageTransitionStart(pageContext: Partial<PageContextClient>) {
  beginPageTransition(pageContext.urlOriginal ?? window.location.href, pageContext.isHistoryNavigation === true);
}
