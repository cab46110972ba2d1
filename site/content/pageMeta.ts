import type { PageContext } from 'vike/types';
import type { PageMeta } from '../../contracts/page.ts';
import { variants, type ChromeVariant } from '../config/variants.ts';
import { layouts } from '../config/layouts.ts';
import { routeFamilies, type RouteFamily } from '../routes/routeTable.ts';
import { routeOf } from '../routes/routeTo.ts';

/** The SEO data of the page being rendered: every data hook returns its content's `meta`. */
export function pageMetaOf(pageContext: PageContext): PageMeta | undefined {
  const data = pageContext.data as { meta?: PageMeta } | undefined;
  return data?.meta;
}

/** The chrome variant of the page: the route family's own, else its layout's (the testing brand has its own name). */
export function pageVariantOf(pageContext: PageContext): ChromeVariant {
  const { family } = routeOf(pageContext);
  if (!family) return 'general';
  const route: RouteFamily = routeFamilies[family];
  return route.variant ?? layouts[route.layout].variant;
}

export function brandNameOf(pageContext: PageContext): string {
  return variants[pageVariantOf(pageContext)].brandName[pageContext.locale];
}

/** Whether search engines may index the page (previews may not). */
export function isIndexable(pageContext: PageContext): boolean {
  const { family } = routeOf(pageContext);
  return !(family && (routeFamilies[family] as RouteFamily).noindex);
}
