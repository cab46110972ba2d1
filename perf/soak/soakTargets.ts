/**
 * The mix of requests one soak connection sends, in order, over and over: real URLs of the build (its
 * manifest's prerendered pages of both locales), the search page, the redirect table, /api fixtures,
 * missing pages, the hostile targets of perf/soak/hostilePaths.ts, HEAD, conditional GETs and a few
 * form posts. Pure: the soak reads the files and the ETags, this only arranges them.
 */
import { brand } from '../../site/config/brand.ts';
import type { RedirectTable } from '../../site/rules/redirectTable.ts';
import { resolveRedirect } from '../../site/rules/redirects.ts';
import { splitLocale } from '../../site/rules/localePath.ts';
import { isSafeLocalLocation } from '../../site/rules/safeLocation.ts';
import { MALFORMED_TARGETS, OPEN_REDIRECT_VECTORS } from './hostilePaths.ts';
import type { SoakKind } from './soakExpectations.ts';

export interface SoakRequest {
  kind: SoakKind;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** A redirect must answer exactly this Location. */
  location?: string;
}

export interface SoakMixInput {
  /** Prerendered page paths, from the build manifest. */
  pages: readonly string[];
  redirects: RedirectTable;
  /** ETags the pages answered before the run, by path (for the conditional requests). */
  etags: Readonly<Record<string, string>>;
  /** The server's origin: form posts come from the site itself. */
  origin: string;
  /** A valid form submission and the endpoint it goes to. */
  form: { path: string; body: string };
}

/** What a browser sends: prerendered pages are served compressed, as to visitors. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,*/*' };

/** `count` items spread evenly over `items` (first, …, last), so the mix covers the whole site. */
export function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)] as T);
}

export const SEARCH_QUERIES = [
  '/search/?q=битрикс24',
  '/search/?q=b2b',
  '/en/search/?q=bitrix24',
  '/en/search/?q=portal',
];
export const API_PATHS = ['/api/home.json', '/api/en/home.json', '/api/company.json', '/api/en/contacts.json'];
export const MISSING_PATHS = [
  '/no-such-page/',
  '/en/no-such-page/',
  '/blog/no-such-article/',
  '/api/no-such-file.json',
];
// autocannon sends only RFC 7231 methods (and PATCH): PROPFIND is tried by hand (docs/security.md), 405 too.
export const ODD_METHODS = ['TRACE', 'DELETE', 'PUT', 'OPTIONS'];

/** How many of each kind one pass of the mix holds; hostile lists are sent whole. */
export const MIX_COUNTS = {
  pagesPerLocale: 30,
  pageData: 10,
  redirects: 15,
  head: 6,
  conditional: 10,
} as const;

/** Redirect sources from the table in both locales, plus AMP and missing-slash forms, with the Location each must answer. */
function redirectRequests(table: RedirectTable): SoakRequest[] {
  const sources = table.exact.flatMap(({ from }) => [from, `/en${from}`, `/amp${from}`, from.replace(/\/$/u, '')]);
  return spread(sources, MIX_COUNTS.redirects).flatMap((path) => {
    const redirect = resolveRedirect(path, '', { careerUrl: brand.external.career });
    return redirect ? [{ kind: 'redirect' as const, method: 'GET', path, location: redirect.location }] : [];
  });
}

/**
 * One request of each kind in turn, then the next of each…: autocannon walks the list in order on
 * every connection, so a short run (the smoke run) still reaches every kind in its first second.
 */
export function interleaveKinds(requests: readonly SoakRequest[]): SoakRequest[] {
  const groups = new Map<SoakKind, SoakRequest[]>();
  for (const request of requests) groups.set(request.kind, [...(groups.get(request.kind) ?? []), request]);
  const longest = Math.max(0, ...[...groups.values()].map((g) => g.length));
  return Array.from({ length: longest }, (_, i) => [...groups.values()].flatMap((group) => group[i] ?? [])).flat();
}

export function soakMix(input: SoakMixInput): SoakRequest[] {
  const byLocale = (locale: 'ru' | 'en') => input.pages.filter((p) => splitLocale(p).locale === locale);
  const get = (kind: SoakKind, path: string, headers: Record<string, string> = BROWSER_HEADERS): SoakRequest => ({
    kind,
    method: 'GET',
    path,
    headers,
  });
  const withEtags = input.pages.filter((p) => input.etags[p] !== undefined);
  return interleaveKinds([
    ...spread(byLocale('ru'), MIX_COUNTS.pagesPerLocale).map((p) => get('page (ru)', p)),
    ...spread(byLocale('en'), MIX_COUNTS.pagesPerLocale).map((p) => get('page (en)', p)),
    ...spread(input.pages, MIX_COUNTS.pageData).map((p) => get('page data', `${p}index.pageContext.json`)),
    ...SEARCH_QUERIES.map((p) => get('search', encodeURI(p))),
    ...redirectRequests(input.redirects),
    ...API_PATHS.map((p) => get('api', p, { accept: 'application/json' })),
    ...MISSING_PATHS.map((p) => get('not found', p)),
    ...OPEN_REDIRECT_VECTORS.map(({ target }) => get('open-redirect vector', target)),
    ...MALFORMED_TARGETS.filter((t) => !t.served).map(({ target }) => get('malformed', target)),
    ...MALFORMED_TARGETS.filter((t) => t.served).map(({ target }) => get('hostile query', target)),
    ...spread(input.pages, MIX_COUNTS.head).map((p) => ({ ...get('head', p), method: 'HEAD' })),
    ...spread(withEtags, MIX_COUNTS.conditional).map((p) =>
      get('conditional', p, { ...BROWSER_HEADERS, 'if-none-match': input.etags[p] ?? '' }),
    ),
    ...ODD_METHODS.map((method) => ({ ...get('odd method', '/contacts/'), method })),
    {
      kind: 'form post',
      method: 'POST',
      path: input.form.path,
      headers: { 'content-type': 'application/json', origin: input.origin, 'sec-fetch-site': 'same-origin' },
      body: input.form.body,
    },
  ]);
}

/**
 * Requests autocannon cannot keep a connection going with: a HEAD answer (its parser waits for the
 * body the headers announce) and targets Node itself refuses and then closes the socket on — a `\`
 * in the path (400) or a request line over Node's 16 KiB header limit (431). The soak sends these on a
 * connection of their own with node:http, which sends the path byte for byte.
 */
export function needsOwnConnection(request: SoakRequest): boolean {
  return (
    request.method === 'HEAD' || request.path.split('?')[0]?.includes('\\') === true || request.path.length > 16_000
  );
}

/** Statuses that send the visitor elsewhere (a 304 is a 3xx that does not). */
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * What is wrong with a response beyond its status, or undefined: every redirect must stay on the site
 * (or go to the career site, the one external redirect), and a table redirect must go where the table says.
 */
export function responseProblem(
  request: SoakRequest,
  status: number,
  location: string | undefined,
): string | undefined {
  if (!REDIRECT_STATUSES.has(status)) return undefined;
  if (location === undefined) return 'a redirect without Location';
  const offSite = !isSafeLocalLocation(location) && !location.startsWith(brand.external.career);
  if (offSite) return `Location ${location.slice(0, 60)} leaves the site`;
  if (request.location !== undefined && location !== request.location)
    return `Location ${location} instead of ${request.location}`;
  return undefined;
}
