import type { PageContext } from 'vike/types';
import type { Image } from '../../contracts/image.ts';
import type { PageMeta } from '../../contracts/page.ts';
import { variants, type SiteVariant } from '../config/variants.ts';
import type { Locale } from '../../contracts/locale.ts';
import { layouts, type LayoutName } from '../config/layouts.ts';
import { routeFamilies, type RouteFamily } from '../routes/routeTable.ts';
import { routeOf } from '../routes/routeTo.ts';

/** The SEO data of the page being rendered: every data hook returns its content's `meta`. */
export function pageMetaOf(pageContext: { data?: unknown }): PageMeta | undefined {
  const data = pageContext.data as { meta?: PageMeta } | undefined;
  return data?.meta;
}

/**
 * A detail page's meta with its own illustration (an article's cover, a case study's hero picture) as
 * the one its share picture is drawn from, when its content names none (decision 025).
 */
export function withIllustration(meta: PageMeta, illustration: Image | undefined): PageMeta {
  return meta.ogImage || !illustration ? meta : { ...meta, ogImage: illustration };
}

/**
 * The layout and site variant of the page: its route family's (the variant overrides the layout's
 * own, as for the testing brand). The error screens, which have no family, use the default layout.
 */
export function pageLayoutOf(pageContext: { routeParams?: Record<string, string> }): {
  layout: LayoutName;
  variant: SiteVariant;
} {
  const { family } = routeOf(pageContext);
  const route: RouteFamily | undefined = family ? routeFamilies[family] : undefined;
  const layout = route?.layout ?? 'default';
  return { layout, variant: route?.variant ?? layouts[layout].variant };
}

export function brandNameOf(pageContext: { locale: Locale; routeParams?: Record<string, string> }): string {
  return variants[pageLayoutOf(pageContext).variant].brandName[pageContext.locale];
}

/** Whether search engines may index the page (previews may not). */
export function isIndexable(pageContext: PageContext): boolean {
  const { family } = routeOf(pageContext);
  return !(family && (routeFamilies[family] as RouteFamily).noindex);
}
