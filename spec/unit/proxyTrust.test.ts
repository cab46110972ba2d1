import { connect } from 'node:net';
import { serve } from '@hono/node-server';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import submission from '../../fixtures/submissions/form_application.json';
import { mockHandlers } from '../../mocks/node.ts';
import { clientAddress } from '../../site/server/clientAddress.ts';
import { createApp } from '../../site/server/createApp.ts';
import { clientAddressBehind, parseProxyTrust, PROXY_TRUST_HELP } from '../../site/server/proxyTrust.ts';
import { parseServerEnv } from '../../site/server/serverEnv.ts';

const NGINX = '127.0.0.1';
const VISITOR = '203.0.113.7';

describe('TRUST_PROXY: which proxies are believed about the client (decision 022)', () => {
  it('believes no proxy when unset or 0: the client is the socket, whatever X-Forwarded-For says', () => {
    for (const setting of [undefined, '', '0', ' 0 ']) {
      expect(parseProxyTrust(setting)).toBeUndefined();
      expect(clientAddressBehind(VISITOR, '6.6.6.6', parseProxyTrust(setting))).toBe(VISITOR);
    }
  });

  it("behind one nginx (1), takes the address nginx appended, never the client's own first entry", () => {
    const trust = parseProxyTrust('1');
    // nginx's $proxy_add_x_forwarded_for: what the client sent, then the address nginx saw.
    expect(clientAddressBehind(NGINX, `6.6.6.6, ${VISITOR}`, trust)).toBe(VISITOR);
    expect(clientAddressBehind(NGINX, VISITOR, trust)).toBe(VISITOR);
    expect(clientAddressBehind(NGINX, undefined, trust)).toBe(NGINX);
  });

  it('behind two proxies (2), skips the second one too', () => {
    expect(clientAddressBehind(NGINX, `6.6.6.6, ${VISITOR}, 10.0.0.2`, parseProxyTrust('2'))).toBe(VISITOR);
    expect(clientAddressBehind(NGINX, `6.6.6.6, ${VISITOR}, 10.0.0.2`, parseProxyTrust('1'))).toBe('10.0.0.2');
  });

  it('with a list of addresses, skips only those proxies, and ignores the header from anyone else', () => {
    const trust = parseProxyTrust('loopback, 10.0.0.0/8');
    expect(clientAddressBehind(NGINX, `6.6.6.6, ${VISITOR}, 10.0.0.2`, trust)).toBe(VISITOR);
    expect(clientAddressBehind('198.51.100.9', `6.6.6.6, ${VISITOR}`, trust)).toBe('198.51.100.9');
  });

  it('gives a visitor behind nginx one address whatever they forge in front of it', () => {
    const trust = parseProxyTrust('1');
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.ipV4(), fc.ipV6()), { maxLength: 5 }), (forged) => {
        const header = [...forged, VISITOR].join(', ');
        expect(clientAddressBehind(NGINX, header, trust)).toBe(VISITOR);
      }),
    );
  });

  it('refuses a value it cannot read, saying what it may be', () => {
    expect(() => parseProxyTrust('yes')).toThrow(PROXY_TRUST_HELP);
    expect(() => parseProxyTrust('10.0.0.0/99')).toThrow(/TRUST_PROXY is 0/);
    expect(() => parseServerEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: TRUST_PROXY is 0 \(no proxy\)/);
    expect(parseServerEnv({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }).TRUST_PROXY).toBe('127.0.0.1,10.0.0.0/8');
  });
});

describe('the form rate limit behind a trusted proxy, over a real socket', () => {
  const app = createApp({
    pages: async (c) => c.html('<h1>page</h1>'),
    mockHandlers: mockHandlers(),
    formGuard: { rateLimit: 2, clientOf: (c) => clientAddress(c, parseProxyTrust('1')) },
  });
  // The test files share a worker (vitest.config.ts): the server must not swap the global Request and
  // Response for its own, which a later file's mocked network error (status 0) cannot be made of.
  const server = serve({ fetch: app.fetch, port: 0, hostname: NGINX, overrideGlobalObjects: false });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const port = () => {
    const address = server.address();
    return typeof address === 'object' && address ? address.port : 0;
  };

  // A raw socket: the unit tests' MSW answers fetch and http.request itself, before any server.
  let posted = 0;
  const post = (forwardedFor: string) =>
    new Promise<number>((resolve, reject) => {
      // An e-mail of its own each: no post is the repeat of another.
      const body = JSON.stringify({ ...submission, email: `lead-${(posted += 1)}@example.ru` });
      const socket = connect(port(), NGINX, () =>
        socket.end(
          [
            'POST /api/form_application/ HTTP/1.1',
            `Host: ${NGINX}:${port()}`,
            'Content-Type: application/json',
            'Sec-Fetch-Site: same-origin',
            `X-Forwarded-For: ${forwardedFor}`,
            `Content-Length: ${Buffer.byteLength(body)}`,
            'Connection: close',
            '',
            body,
          ].join('\r\n'),
        ),
      );
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
      socket.on('error', reject);
    });

  it('limits a visitor who forges a new first X-Forwarded-For entry on every request', async () => {
    const statuses = [];
    for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3', '4.4.4.4'])
      statuses.push(await post(`${forged}, ${VISITOR}`));
    expect(statuses).toEqual([200, 200, 429, 429]);
    // Another visitor behind the same nginx has a limit of their own.
    expect(await post('198.51.100.20')).toBe(200);
  });
});
