/**
 * How the server rides out a slow or failing content API (docs/reliability.md).
 *
 * - A content fetch that takes longer than CONTENT_FETCH_TIMEOUT_MS is abandoned: a visitor waiting
 *   longer than that for a marketing page is gone anyway, and a hanging backend must not hold a
 *   connection of this server per visitor.
 * - When a fetch fails (timeout, network, 5xx) the last good copy of that file is served
 *   (stale-if-error); the cache holds at most STALE_CONTENT_MAX_FILES files, the least recently used
 *   dropping out first, so memory stays bounded whatever URLs are asked for.
 * - Without a good copy the page is a 503 that asks to come back in CONTENT_RETRY_AFTER_SECONDS.
 */
export const CONTENT_FETCH_TIMEOUT_MS = 5_000;
export const STALE_CONTENT_MAX_FILES = 1_000;
export const CONTENT_RETRY_AFTER_SECONDS = 30;

/** Whether a failed fetch may be answered from the last good copy (a 404 is an answer, not a failure). */
export const isContentFailure = (status: number) => status >= 500 || status === 429;

/**
 * The HTTP status of a client-side navigation's page data (`…/index.pageContext.json`). Vike answers
 * it 200 with the page's status inside (`abortStatusCode`, `is404`), for its router in the browser; the
 * site answers it with the page's own status when that is an outage (503, with Retry-After) or a
 * missing page (404), so that caches, monitors, scanners and load tests see them as such, not as a 200
 * with an error inside. Vike's client reads the JSON whatever the status (only its Content-Type
 * counts), so the visitor's browser still renders the 503 or 404 page.
 */
export function pageDataStatus(vikeStatus: number, page: { abortStatusCode?: number; is404?: boolean | null }): number {
  if (page.abortStatusCode === 503) return 503;
  if (page.is404 === true) return 404;
  return vikeStatus;
}
