// https://vike.dev/onBeforeRoute — the locale lives in the URL (`/en/…`), routes are locale-less.
import { modifyUrl } from 'vike/modifyUrl';
import type { PageContext } from 'vike/types';
import { splitLocale } from '../rules/locale.ts';

export function onBeforeRoute(pageContext: PageContext) {
  const { locale, path } = splitLocale(pageContext.urlParsed.pathname);
  return { pageContext: { locale, urlLogical: modifyUrl(pageContext.urlParsed.href, { pathname: path }) } };
}
