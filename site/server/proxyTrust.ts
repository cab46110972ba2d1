import proxyaddr from 'proxy-addr';

/**
 * Which proxies in front of the server to believe about the client's address (TRUST_PROXY), the way
 * Express decides it with the kept `proxy-addr` library: walking X-Forwarded-For from the socket's
 * peer backwards, each address is the client's unless it is a trusted proxy. A client-supplied entry
 * is never believed: nginx's `$proxy_add_x_forwarded_for` APPENDS the address it saw to whatever the
 * client sent, so the first entry is the client's to forge, and only the entries the trusted proxies
 * added count.
 * - `0` (or unset): no proxy; the client is the socket's peer.
 * - a number of hops, `1` for one nginx in front: the socket's peer and the N-1 entries before it
 *   are proxies; the entry before those is the client.
 * - a comma-separated list of the proxies' addresses or subnets, or proxy-addr's names for them
 *   (`loopback`, `linklocal`, `uniquelocal`): `127.0.0.1, 10.0.0.0/8`.
 */
export type ProxyTrust = (address: string, hop: number) => boolean;

export const PROXY_TRUST_HELP =
  'TRUST_PROXY is 0 (no proxy), the number of proxies in front of the server (1 for one nginx), or a comma-separated list of their addresses or subnets (127.0.0.1, 10.0.0.0/8, loopback)';

/** TRUST_PROXY as a trust function, or `undefined` when no proxy is trusted; throws on a value it cannot read. */
export function parseProxyTrust(value: string | undefined): ProxyTrust | undefined {
  const setting = (value ?? '').trim();
  if (setting === '' || setting === '0') return undefined;
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    return (_address, hop) => hop < hops;
  }
  const addresses = setting.split(',').map((entry) => entry.trim());
  try {
    return proxyaddr.compile(addresses);
  } catch (error) {
    throw new Error(`${PROXY_TRUST_HELP}; "${setting}" is not: ${(error as Error).message}`, { cause: error });
  }
}

/** The client's address from the socket's peer and the X-Forwarded-For header, as the trust decides. */
export function clientAddressBehind(
  socketAddress: string,
  forwardedFor: string | undefined,
  trust: ProxyTrust | undefined,
): string {
  if (!trust) return socketAddress;
  // proxy-addr reads a Node request; only these two parts of it.
  const request = {
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    connection: { remoteAddress: socketAddress },
    socket: { remoteAddress: socketAddress },
  };
  return proxyaddr(request as unknown as Parameters<typeof proxyaddr>[0], trust);
}
