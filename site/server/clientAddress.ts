import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address a request came from, for per-client limits. X-Forwarded-For is believed only behind a
 * proxy the operator runs (TRUST_PROXY=1): anyone can send that header, and believing it from the
 * open internet would let every request pick a fresh address.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not a Node socket (unit tests call app.request()): one bucket for all.
    return 'unknown';
  }
}
