export { FORM_BODY_MAX_BYTES } from '../../contracts/attachment.ts';

/**
 * What the server does about abuse of the form endpoints (docs/security.md, "Forms under abuse").
 *
 * - A body over FORM_BODY_MAX_BYTES is refused with 413 before it is read: the largest honest body is
 *   a 10 MiB attachment plus 5000 characters of message and the other fields.
 * - Each client (its address) may send FORM_RATE_LIMIT submissions per FORM_RATE_WINDOW_SECONDS; more
 *   get 429 with Retry-After. Ten in ten minutes is more than a person fixing a form ever needs and
 *   far less than a bot wants. Development servers have no limit unless one is set.
 * - A request accepted for an e-mail is taken once: the same form with the same e-mail again within
 *   FORM_REPEAT_WINDOW_SECONDS is answered 409 with Retry-After ("we already have your request") and
 *   goes no further; it counts toward the client's rate all the same. Only an accepted request counts,
 *   so a visitor who fixes a refused one sends it again at once. A double press never gets here (the
 *   form sends once, 4.13); a person who sends the form anew a minute later means it.
 * - A submission from another site is refused with 403: browsers say where a request comes from in
 *   Sec-Fetch-Site (and Origin); a form of this site is always "same-origin". Clients that send
 *   neither (curl, server-to-server) are not browsers, so cannot be tricked into a cross-site post.
 */
export const FORM_RATE_LIMIT = 10;
export const FORM_RATE_WINDOW_SECONDS = 600;
export const FORM_REPEAT_WINDOW_SECONDS = 60;

/**
 * What tells one request from its repeat: the form's endpoint and the e-mail as a person means it
 * (surrounding spaces and case aside). None when the request carries no e-mail to compare.
 */
export function repeatOf(endpoint: string, email: unknown): string | undefined {
  // Stryker disable next-line MethodExpression: upper case would do as well; they differ only on letters such as ß, which no e-mail the endpoints accept has
  const address = typeof email === 'string' ? email.trim().toLowerCase() : '';
  return address ? `${endpoint} ${address}` : undefined;
}

/** Whether a submission with these request headers comes from a page of the same site. */
export function isSameSiteSubmission(headers: { secFetchSite?: string; origin?: string; host?: string }): boolean {
  const { secFetchSite, origin, host } = headers;
  if (secFetchSite !== undefined) return secFetchSite === 'same-origin';
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * A fixed-window counter per client: at most `limit` hits per `windowMs`. `hit` returns 0 when the hit
 * is allowed, else the seconds until the client's window ends; `forget` ends a client's window (a hit
 * that turned out not to count). Windows that ended are dropped on the way, so memory stays
 * proportional to the clients of the last window.
 */
export function createRateLimiter(limit: number, windowMs: number) {
  const windows = new Map<string, { start: number; hits: number }>();
  const forget = (client: string) => void windows.delete(client);
  const hit = (client: string, now: number): number => {
    // Stryker disable next-line BlockStatement: pruning bounds memory only; an ended window is restarted below all the same
    for (const [key, window] of windows) {
      // Stryker disable next-line ConditionalExpression,EqualityOperator: as above, memory only
      if (now - window.start < windowMs) break;
      windows.delete(key);
    }
    const window = windows.get(client);
    if (!window || now - window.start >= windowMs) {
      windows.delete(client);
      windows.set(client, { start: now, hits: 1 });
      return 0;
    }
    if (window.hits < limit) {
      window.hits += 1;
      return 0;
    }
    return Math.ceil((window.start + windowMs - now) / 1000);
  };
  return { hit, forget };
}
