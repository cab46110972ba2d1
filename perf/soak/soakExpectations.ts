/**
 * What `npm run soak` asks the built server for, by kind, and which statuses each kind may answer:
 * the ONE table the soak's verdict is checked against. Anything else is an unexpected status and
 * fails the run. A hostile kind lists every refusal it may get (Node's own 400/431 before the app,
 * the app's 400/404/414, a redirect that stays on the site), never a 5xx.
 */
/**
 * Not an HTTP status: the server closed the connection before the client finished sending (a reset).
 * Node does that, after writing its 431, to a request line far over its 16 KiB header limit (the
 * 100 KB path): a refusal, recorded only for such requests (perf/soak.ts).
 */
export const CLOSED_BY_SERVER = 0;

export const SOAK_EXPECTED = {
  'page (ru)': { statuses: [200], what: 'prerendered pages of the Russian site, from the build manifest' },
  'page (en)': { statuses: [200], what: 'prerendered pages of the English site, from the build manifest' },
  'page data': { statuses: [200], what: 'index.pageContext.json of prerendered pages (client-side navigations)' },
  search: { statuses: [200], what: 'the search page (rendered per request) with queries in both locales' },
  redirect: { statuses: [301], what: 'entries of the redirect table, both locales, AMP and trailing-slash forms' },
  api: { statuses: [200], what: '/api fixtures answered by the mocks' },
  'not found': { statuses: [404], what: 'pages and API files that do not exist' },
  'open-redirect vector': {
    statuses: [200, 301, 400, 404],
    what: 'perf/soak/hostilePaths.ts OPEN_REDIRECT_VECTORS; a 301 must stay on the site, a 200 is a real page served without a redirect (/contacts?a=\\evil.com)',
  },
  malformed: {
    statuses: [301, 400, 404, 414, 431, CLOSED_BY_SERVER],
    what: 'perf/soak/hostilePaths.ts MALFORMED_TARGETS: bad encoding, traversal, overlong (0: reset after 431)',
  },
  'hostile query': { statuses: [200], what: 'malformed or NUL queries on the search page: only text to it' },
  head: { statuses: [200], what: 'HEAD on prerendered pages' },
  conditional: { statuses: [304], what: 'GET with the If-None-Match of the ETag the page answered before' },
  'odd method': { statuses: [405], what: 'TRACE, DELETE, PUT, OPTIONS on a page' },
  'form post': {
    statuses: [200, 409, 429],
    what: 'one valid submission from the site, again and again: 200, then 409 as its repeats, 429 past the production rate limit',
  },
} as const satisfies Record<string, { statuses: readonly number[]; what: string }>;

export type SoakKind = keyof typeof SOAK_EXPECTED;
export const SOAK_KINDS = Object.keys(SOAK_EXPECTED) as SoakKind[];

export function isExpectedStatus(kind: SoakKind, status: number): boolean {
  return (SOAK_EXPECTED[kind].statuses as readonly number[]).includes(status);
}
