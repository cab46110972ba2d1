/**
 * Client-side navigation rules: spec section 2 "Layouts" (scroll on page change), section 4
 * "Chunk-load failure", section 7 (prefetching) and section 9 (scroll restore 300 ms, scroll-to-section
 * offset 120 px, reload guard 60000 ms).
 */

/**
 * Spec section 2: "On page change the view scrolls to the top after 300 ms, or restores the saved
 * position on back navigation"; section 9: "Scroll restore 300 ms".
 *
 * Decision: the view is put in place — the top of the new page, the position saved for Back and
 * Forward, or the section a `#hash` names — 300 ms after the page change began, or as soon as the new
 * page is rendered if that takes longer. Meanwhile the old view fades, and a new page rendered sooner
 * stays hidden, so the visitor never sees it at the old page's scroll position; the wait overlaps the
 * loading instead of adding to it. The page itself (its content, address and title) changes as soon as
 * it arrives: only where the window shows it waits.
 */
export const SCROLL_RESTORE_DELAY_MS = 300;

/** How long the new page still waits to be shown in place, given when the page change began. */
export function scrollRestoreWaitMs(transitionStartedAt: number, now: number): number {
  return Math.max(0, transitionStartedAt + SCROLL_RESTORE_DELAY_MS - now);
}

/**
 * Spec section 9: "scroll-to-section offset 120 px". A link to a section (`#id`) leaves the section's
 * top 120 px below the top of the window, room for the sticky header. Applied as the
 * `scroll-margin-top` of the main content's targets (site/components/navigation/navigation.css), which
 * the browser's own jumps to a `#hash`, Vike's, the skip link and keyboard focus all respect.
 */
export const SECTION_SCROLL_OFFSET_PX = 120;

/**
 * Spec section 4: "Chunk-load failure: the page reloads once, at most one reload per 60 s"; section 9:
 * "Reload guard 60000 ms". The time of the last reload is kept in sessionStorage, so it survives the
 * reload and stays in the tab.
 */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'chunk-reload-at';

/**
 * Whether a chunk-load failure at `now` reloads the page, given when it last reloaded for one (`null`:
 * never in this tab). A time in the future (the clock was set back) is stale, not a reason to never
 * reload again; the reload then records `now`, so the guard holds from there.
 */
export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  if (lastReloadAt === null || lastReloadAt > now) return true;
  return now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}

/** The stored time of the last reload, or `null` when there is none or it is not a number. */
export function parseReloadTimestamp(stored: string | null): number | null {
  if (stored === null || stored.trim() === '') return null;
  const value = Number(stored);
  return Number.isFinite(value) ? value : null;
}

/** What the site reads of `navigator.connection` (the Network Information API, not in every browser). */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

/** Effective connection types too slow to spend data on pages the visitor may never open. */
export const NO_PREFETCH_CONNECTIONS: readonly string[] = ['slow-2g', '2g'];

/**
 * Spec section 7: "Links are not prefetched on 2g or data saver." Without the API (Firefox, Safari)
 * nothing says the connection is slow, so links are prefetched.
 */
export function shouldPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  // Stryker disable next-line StringLiteral: any text that is not a listed connection type gives the same answer
  return !NO_PREFETCH_CONNECTIONS.includes(connection.effectiveType ?? '');
}
