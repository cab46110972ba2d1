/**
 * How the site's server stands in front of the agency's backend (decision 019): the rules
 * of the pass-through of /api (site/server/middleware/apiProxy.ts) and of the server's own content
 * fetches (site/content/fetchApiJson.ts), in one place.
 *
 * - An answer of the backend over API_ANSWER_MAX_BYTES is refused: the largest content file is some
 *   27 KB, so 2 MiB is far above anything the contract means and far below what would hurt the server.
 * - Reads time out like the server's own content fetches (contentFaults.ts CONTENT_FETCH_TIMEOUT_MS);
 *   a form may carry a 10 MB attachment upstream, so its forwarding gets FORM_FORWARD_TIMEOUT_MS, short
 *   of the browser's own FORM_SUBMIT_TIMEOUT_MS (20 s, upload included): the visitor hears the server's 503 first.
 * - Only the headers the contract needs travel, either way: no cookie, no authorisation, nothing of
 *   the visitor's beyond the language and the address (X-Forwarded-For, as TRUST_PROXY decides it), and
 *   nothing of the backend's beyond the content's own description and its caching.
 */
export const API_ANSWER_MAX_BYTES = 2 * 1024 * 1024;
export const FORM_FORWARD_TIMEOUT_MS = 15_000;
/** At most this long a Retry-After the backend sends is passed on (an hour); a bad one becomes ours. */
export const RETRY_AFTER_MAX_SECONDS = 3600;

/** The request headers passed to the backend, besides X-Forwarded-For and X-Forwarded-Proto. */
export const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type'] as const;

/** The answer headers passed back to the browser; the site adds its own security and caching headers. */
export const KEPT_ANSWER_HEADERS = [
  'content-type',
  'content-language',
  'cache-control',
  'expires',
  'etag',
  'last-modified',
  'vary',
  'allow',
  'retry-after',
] as const;

/**
 * Seconds from a Retry-After header of the backend: a whole number of seconds from 1 to
 * RETRY_AFTER_MAX_SECONDS, else (absent, a date, garbage, zero) the fallback.
 */
export function retryAfterSeconds(value: string | null | undefined, fallback: number): number {
  if (!value || !/^\s*\d{1,7}\s*$/u.test(value)) return fallback;
  const seconds = Number(value);
  return seconds >= 1 ? Math.min(seconds, RETRY_AFTER_MAX_SECONDS) : fallback;
}
