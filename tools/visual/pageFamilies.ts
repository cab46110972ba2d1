import { listPages } from '../../site/routes/listPages.ts';
import { localisePath } from '../../site/rules/localePath.ts';
import { LOCALES, type Locale } from '../../contracts/locale.ts';
import { BREAKPOINTS } from '../../site/config/breakpoints.ts';

/**
 * One page of every route family (site/routes/routeTable.ts), an article's preview and the not-found screen, in both
 * locales: what the visual suite (spec/e2e/visual.spec.ts) photographs and checks for slips
 * (spec/e2e/slipFindings.ts). A family's first page stands for it; a project and an article are named here, as they exist
 * only in content.
 */
export interface FamilyPage {
  family: string;
  locale: Locale;
  path: string;
}

const OPEN_SLUGS = {
  projects: ['dom-tekstilya-shop'],
  articles: [{ category: 'b2b-ecommerce', slug: 'kak-zapustit-b2b-portal-dlya-dilerov' }],
};

export function familyPages(): FamilyPage[] {
  const firstOfEach = new Map<string, string>();
  for (const page of listPages(OPEN_SLUGS)) if (!firstOfEach.has(page.family)) firstOfEach.set(page.family, page.path);
  // A preview of an article (noindex, not listed): what an editor sees, in the empty layout.
  firstOfEach.set('blogTest', '/blog-test/forum-optovaya-torgovlya-onlayn-2026/');
  firstOfEach.set('notFound', '/no-such-page/');
  return LOCALES.flatMap((locale) =>
    [...firstOfEach].map(([family, path]) => ({ family, locale, path: localisePath(path, locale) })),
  );
}

/** The widths of spec section 9, narrowest first. */
export const BREAKPOINT_WIDTHS: number[] = Object.values(BREAKPOINTS).sort((a, b) => a - b);
