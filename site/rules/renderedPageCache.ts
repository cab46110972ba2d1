import { routeFamilies } from '../routes/routeTable.ts';
import { splitLocale } from './localePath.ts';

/**
 * A page the server renders per request (the search page, or every page when the prerendered ones
 * cannot be served: decision 007) is kept for a short while and sent again to the next visitors who ask
 * for the same address — a "micro-cache" (decision 015). A minute is far fresher than a prerendered
 * page, which is as old as its build, and under a campaign's burst it turns one render per request
 * into one per address per minute. The bound keeps arbitrary query strings from growing it.
 */
export const RENDERED_PAGE_CACHE = {
  maxAgeMs: 60_000,
  maxEntries: 500,
} as const;

/** Previews of unpublished articles (`/blog-test/…`) show an editor's latest save: never kept. */
const PREVIEW_PREFIX = routeFamilies.blogTest.path.slice(0, routeFamilies.blogTest.path.indexOf('{'));

/** Whether a render of this address may be kept at all (its answer decides the rest). */
export function mayKeepRenderOf(pathname: string): boolean {
  return !splitLocale(pathname).path.startsWith(PREVIEW_PREFIX);
}

/**
 * Whether this answer may be sent to other visitors: a 200 page or page data that sets no cookie and
 * carries no CSP nonce (a nonce is for one response only; production pages have no inline script and
 * need none, decision 015).
 */
export function mayKeepAnswer(status: number, headers: Headers): boolean {
  if (status !== 200 || headers.getSetCookie().length > 0) return false;
  const type = headers.get('content-type')?.toLowerCase();
  if (!type?.startsWith('text/html') && !type?.startsWith('application/json')) return false;
  return !headers.get('content-security-policy')?.includes("'nonce-");
}
