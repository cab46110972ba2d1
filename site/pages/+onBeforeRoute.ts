// https://vike.dev/onBeforeRoute — the locale lives in the URL (`/en/…`), routes are locale-less.
import { modifyUrl } from 'vike/modifyUrl';
import type { PageContext } from 'vike/types';
import { splitLocale } from '../rules/locale.ts';

export function onBeforeRoute(pageContext: PageContext) {
  let { pathname } = pageContext.urlParsed;
  // A client-side navigation asks the server for `/contacts/index.pageContext.json`, and Vike hands
  // us `/contacts`: every page path ends with "/", so put it back before routing.
  if (pageContext.isClientSideNavigation && !pathname.endsWith('/')) pathname = `${pathname}/`;
  const { locale, path } = splitLocale(pathname);
  return { pageContext: { locale, urlLogical: modifyUrl(pageContext.urlParsed.href, { pathname: path }) } };
}
