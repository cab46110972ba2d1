/**
 * How the server rides out a slow or failing content API (issue 9, "Faults").
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
 * it 200 with the page's status inside (`abortStatusCode`), for its router in the browser; an outage
 * (503) is answered with its own status — and Retry-After — so that caches, monitors and load tests
 * see it as one, not as a 200 with an error inside. Vike's client reads the JSON whatever the status
 * (only the Content-Type counts), so the visitor's browser still renders the 503 page.
 */
export function pageDataStatus(vikeStatus: number, abortStatusCode: number | undefined): number {
  return abortStatusCode === 503 ? 503 : vikeStatus;
}
