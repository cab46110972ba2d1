import { brand } from '../../config/brand.ts';
import { LOCALES, type Locale } from '../../../contracts/locale.ts';

/**
 * The locale whose origin a Host header names; anything else is the default. Only configured
 * origins are ever echoed back, so a forged Host cannot put its own URL into robots.txt.
 */
export function localeOfHost(host: string | undefined): Locale {
  return LOCALES.find((locale) => new URL(brand.origins[locale]).host === host) ?? 'ru';
}

/** robots.txt: everything but the API and previews may be crawled; the sitemap is on the same origin. */
export function robotsTxt(locale: Locale): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /blog-test/',
    'Disallow: /en/blog-test/',
    '',
    `Sitemap: ${new URL('/sitemap.xml', brand.origins[locale]).href}`,
    '',
  ].join('\n');
}
