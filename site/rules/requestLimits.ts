/**
 * The longest request target (path and query, as sent: percent-encoded) the site answers: 2048
 * characters. Longer ones get 414 URI Too Long before any rule, router or renderer reads them.
 *
 * Why 2048: it is the sitemap protocol's limit for a URL (sitemaps.org), so every address this site
 * publishes is shorter by construction; the longest real ones (a Cyrillic slug %-encoded plus a
 * campaign query with utm_* and a click id) stay well under 1000. Above it is only a scanner or a
 * broken client, and a 10 KB or 100 KB path would otherwise be decoded, matched against the redirect
 * table and rendered into a 404 page. Headers (cookies included) are bounded separately by Node's
 * own limit, 16 KiB in all, answered with 431 before the app sees the request (docs/security.md).
 */
export const MAX_REQUEST_TARGET_LENGTH = 2048;

/** Whether `pathAndQuery` (e.g. `/search/?q=x`) is longer than the site answers. */
export const isOverlongRequestTarget = (pathAndQuery: string): boolean =>
  pathAndQuery.length > MAX_REQUEST_TARGET_LENGTH;
