import { DEFAULT_LOCALE, type Locale } from '../../contracts/locale.ts';

/**
 * Locales in page paths. Every page path ends with `/`, so the locale prefix is a whole path segment
 * (`/english/` is a Russian path). The locales themselves are the API's as much as the site's:
 * contracts/locale.ts defines them, and every file takes them from there.
 */

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

/**
 * The address the language switch leads to: the page's logical path (Vike's decoded reading of the
 * address the visitor asked for) in another locale, made safe to write as a link. A run of slashes or
 * backslashes at its start becomes one slash, so an unknown address such as `//evil.test//` or
 * `/\evil.test/` never becomes a protocol-relative link to another host; a `%` that decoding left
 * behind (`/a%25b/` is read as `/a%b/`) is written `%25` again, so the link leads back to the address asked for.
 */
export function languageSwitchPath(path: string, locale: Locale): string {
  const onSite = `/${path.replace(/^[/\\]+/, '')}`.replace(/%(?![0-9a-f]{2})/gi, '%25');
  return localisePath(onSite, locale);
}
