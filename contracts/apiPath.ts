import { DEFAULT_LOCALE, type Locale } from './locale.ts';

/**
 * The shape of a content path (spec section 7): `/api/{file}` in Russian, `/api/en/{file}` in English.
 * The site builds it, the mocks, the pass-through and the development backend read it back: both
 * directions live here.
 */
export function contentPath(locale: Locale, file: string): string {
  return locale === DEFAULT_LOCALE ? `/api/${file}` : `/api/${locale}/${file}`;
}

/** The locale and content file an /api path names (`/api/en/services/web.json` → en, `services/web.json`). */
export function contentFileOf(pathname: string): { locale: Locale; file: string } | undefined {
  if (pathname.startsWith('/api/en/')) return { locale: 'en', file: pathname.slice('/api/en/'.length) };
  if (pathname.startsWith('/api/')) return { locale: DEFAULT_LOCALE, file: pathname.slice('/api/'.length) };
  return undefined;
}
