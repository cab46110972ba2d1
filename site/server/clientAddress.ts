import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { clientAddressBehind, type ProxyTrust } from './proxyTrust.ts';

/**
 * The address a request came from, for per-client limits. X-Forwarded-For is believed only as far as
 * the proxies the operator configured (TRUST_PROXY, site/server/proxyTrust.ts): anyone can send that
 * header, and believing its first entry would let every request pick a fresh address.
 */
export function clientAddress(c: Context, trust: ProxyTrust | undefined): string {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    // Not a Node socket (unit tests call app.request()): one bucket for all.
  }
  if (socket === undefined) return 'unknown';
  return clientAddressBehind(socket, c.req.header('x-forwarded-for'), trust);
}
