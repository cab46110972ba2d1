// https://vike.dev/onBeforeRoute — the locale lives in the URL (`/en/…`), routes are locale-less.
import type { PageContext } from 'vike/types';
import { logicalUrlOf } from '../routes/logicalUrl.ts';

export function onBeforeRoute(pageContext: PageContext) {
  return { pageContext: logicalUrlOf(pageContext.urlParsed, !!pageContext.isClientSideNavigation) };
}
