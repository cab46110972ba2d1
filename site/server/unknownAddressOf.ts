import { logicalUrlOf } from '../routes/logicalUrl.ts';
import { matchRoute } from '../routes/matchRoute.ts';
import type { Locale } from '../../contracts/locale.ts';
import { vikePathnameOf } from './vikePathnameOf.ts';

export interface UnknownAddress {
  /** The locale the not-found screen speaks (+onBeforeRoute's, from the decoded path). */
  locale: Locale;
  /** The locale-less path a render shows (`pageContext.urlParsed.pathname`): the language switch leads to it. */
  pathname: string;
}

/**
 * Paths Vike answers before routing, with answers of its own (vike/dist/server/runtime/renderPageServer.js:
 * getPageContextSkipRequest, assertIsNotViteRequest) or as page data (`index.pageContext.json`, a
 * client-side navigation): never the not-found screen.
 */
function answeredByVikeItself(rawPathname: string, pathname: string): boolean {
  return (
    rawPathname.includes('.pageContext.json') ||
    pathname.includes('.pageContext.json') ||
    pathname.endsWith('/favicon.ico') ||
    pathname.endsWith('.well-known/appspecific/com.chrome.devtools.json') ||
    pathname.startsWith('/@vite/client') ||
    pathname.startsWith('/@fs/') ||
    pathname.startsWith('/__vite_ping')
  );
}

/**
 * Whether a GET of this URL (absolute, as the server received it) renders the not-found screen, worked
 * out the way Vike and +onBeforeRoute would without rendering: the locale and logical path come from
 * the same function +onBeforeRoute runs (logicalUrlOf) over Vike's reading of the path
 * (vikePathnameOf), and the route table (matchRoute, which every +route calls) has no page there.
 * Undefined when the URL is a page of the route table, or one whose parameter a route guard checks
 * (that takes the content: such a URL is rendered), or something Vike answers itself.
 */
export function unknownAddressOf(url: string): UnknownAddress | undefined {
  const requested = vikePathnameOf(url);
  const rawPathname = new URL(url).pathname;
  if (answeredByVikeItself(rawPathname, requested)) return undefined;
  const { locale, urlLogical } = logicalUrlOf({ pathname: requested, href: url });
  // Vike reads the logical URL again, as it reads every URL (getPageContextUrlComputed.js).
  const pathname = vikePathnameOf(urlLogical);
  if (matchRoute(pathname)) return undefined;
  return { locale, pathname };
}
