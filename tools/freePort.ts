import { createServer } from 'node:net';

/**
 * A TCP port free on loopback now, so parallel runs and a developer's own servers do not collide. For
 * servers that must be told their port before they start: nginx and redis-server take it in their
 * arguments, and the site needs its own address (the origin of its server-side fetches) before it listens.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port given')),
      );
    });
  });
}
