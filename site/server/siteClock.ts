import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

/**
 * The cookie a test server (SITE_CLOCK=cookie) reads a request's time from, in ms since 1970: the
 * features hold it still and move it ("60 seconds pass on the site's clock"), as they do the page's
 * clock, so rules the server enforces over time (the repeat rule, the rate limit) are specified to the
 * second without waiting.
 */
export const SITE_CLOCK_COOKIE = 'site-clock';

/** A whole number of ms, up to 13 digits (the year 2286): more says nothing a scenario needs. */
const TIME = /^\d{1,13}$/;

/** A request's time on a test server: the cookie's, when it holds one, else the server's own. */
export function siteClockOf(c: Context, now = Date.now()): number {
  // Stryker disable next-line StringLiteral: any text the pattern refuses reads the same as no cookie
  const value = getCookie(c, SITE_CLOCK_COOKIE) ?? '';
  return TIME.test(value) ? Number(value) : now;
}
