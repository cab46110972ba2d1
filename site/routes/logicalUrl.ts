import { modifyUrl } from 'vike/modifyUrl';
import { splitLocale } from '../rules/localePath.ts';
import { type Locale } from '../../contracts/locale.ts';

/**
 * The locale of a URL and its locale-less "logical" URL, which Vike routes (https://vike.dev/i18n):
 * what +onBeforeRoute returns, and what the server works out for an unknown address without asking
 * Vike (site/server/unknownAddress.ts). One function, so the two cannot disagree.
 */
export function logicalUrlOf(
  /** Vike's urlParsed: the decoded pathname and the URL as requested. */
  urlParsed: { pathname: string; href: string },
  isClientSideNavigation = false,
): { locale: Locale; urlLogical: string } {
  let { pathname } = urlParsed;
  // A client-side navigation asks the server for `/contacts/index.pageContext.json`, and Vike hands
  // us `/contacts`: every page path ends with "/", so put it back before routing.
  if (isClientSideNavigation && !pathname.endsWith('/')) pathname = `${pathname}/`;
  const { locale, path } = splitLocale(pathname);
  return { locale, urlLogical: modifyUrl(urlParsed.href, { pathname: path }) };
}
