import { brand } from '../../config/brand.ts';
import type { LabelledPage } from '../../content/sitePages.ts';
import { escapeMarkup } from '../../rules/escapeMarkup.ts';
import { localisePath } from '../../rules/localePath.ts';
import { LOCALES, type Locale } from '../../../contracts/locale.ts';

const urlOf = (path: string, locale: Locale) => new URL(localisePath(path, locale), brand.origins[locale]).href;

/**
 * sitemap.xml (https://www.sitemaps.org/protocol.html) for every page of both locales, each on its
 * locale's origin, with hreflang alternates (https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap).
 */
export function sitemapXml(pagesByLocale: Record<Locale, LabelledPage[]>): string {
  const inLocale = Object.fromEntries(
    LOCALES.map((locale) => [locale, new Set(pagesByLocale[locale].map((page) => page.path))]),
  ) as Record<Locale, Set<string>>;
  const entries = LOCALES.flatMap((locale) =>
    pagesByLocale[locale].map((page) => {
      const alternates = LOCALES.filter((other) => inLocale[other].has(page.path)).map(
        (other) =>
          `    <xhtml:link rel="alternate" hreflang="${other}" href="${escapeMarkup(urlOf(page.path, other))}"/>`,
      );
      return [`  <url>`, `    <loc>${escapeMarkup(urlOf(page.path, locale))}</loc>`, ...alternates, `  </url>`].join(
        '\n',
      );
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
