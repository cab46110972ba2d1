/**
 * Locales of the site. Russian is the default and lives at unprefixed paths; English lives under `/en/`.
 * Every page path ends with `/`, so the locale prefix is a whole path segment (`/english/` is a Russian path).
 */
export const LOCALES = ['ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ru';

export function isLocale(x: unknown): x is Locale {
  return (LOCALES as readonly unknown[]).includes(x);
}

/**
 * Splits a request path into its locale and the locale-less path.
 * `/en` counts as the English home page so that the trailing-slash redirect can send it to `/en/`.
 * Only a whole `en` segment is a prefix; the match is case-sensitive because `/EN/` is not a page.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === '/en') return { locale: 'en', path: '/' };
  if (pathname.startsWith('/en/')) return { locale: 'en', path: pathname.slice(3) };
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** Inverse of `splitLocale`: `('/contacts/', 'en')` → `/en/contacts/`; the default locale is unprefixed. */
export function localisePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return `/${locale}${path.startsWith('/') ? path : `/${path}`}`;
}
