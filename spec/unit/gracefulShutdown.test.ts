import { request as httpRequest, Agent, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../site/server/createApp.ts';
import { gracefulShutdown, type Health } from '../../site/server/gracefulShutdown.ts';
import { capturedLog } from '../support/capturedLog.ts';

interface Answer {
  status: number;
  body: string;
  connection: string | undefined;
}

/** A GET over `agent` (keep-alive), resolved with the answer or rejected with the socket's error. */
function get(port: number, path: string, agent?: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

const started: Server[] = [];
afterEach(() => {
  for (const server of started.splice(0)) server.closeAllConnections();
});

/** The app on a real port, its slow page held until the test lets it go. */
async function running(graceMs = 5_000, failingCloser?: () => unknown) {
  const logged = await capturedLog();
  const health: Health = { draining: false };
  let release = () => {};
  let arrived = () => {};
  const slowArrived = new Promise<void>((resolve) => (arrived = resolve));
  const app = createApp({
    log: logged.log,
    health,
    pages: async (c) => {
      if (c.req.path === '/slow/') {
        arrived();
        await new Promise<void>((resolve) => (release = resolve));
      }
      return c.html('<h1>done</h1>');
    },
  });
  const server = await new Promise<Server>((resolve) => {
    // Not swapping the global Request and Response for its own: the test files share a worker.
    const made = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', overrideGlobalObjects: false }, () =>
      resolve(made as Server),
    );
  });
  started.push(server);
  const port = (server.address() as AddressInfo).port;
  const exits: number[] = [];
  let exited: (code: number) => void = () => {};
  const exit = new Promise<number>((resolve) => (exited = resolve));
  const closed: string[] = [];
  const shutdown = gracefulShutdown({
    server,
    health,
    graceMs,
    closers: [
      ...(failingCloser ? [failingCloser] : []),
      () => void closed.push('redis'),
      () => Promise.resolve(closed.push('mocks')),
    ],
    log: logged.log,
    exit: (code) => {
      exits.push(code);
      exited(code);
    },
  });
  return { port, shutdown, health, logged, exits, exit, closed, slowArrived, release: () => release() };
}

describe('stopping the server', () => {
  it('finishes the request in flight, refuses new connections, closes what it opened, and exits 0', async () => {
    const site = await running();
    const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });
    // An idle keep-alive connection, and a request in flight on another.
    await get(site.port, '/healthz', keepAlive);
    const inFlight = get(site.port, '/slow/');
    await site.slowArrived;

    const stopping = site.shutdown('SIGTERM');
    expect(site.health.draining).toBe(true);
    await expect(get(site.port, '/contacts/')).rejects.toThrow(/ECONNREFUSED/);
    expect(site.exits).toEqual([]);
    expect(site.closed).toEqual([]);

    site.release();
    expect(await inFlight).toEqual({ status: 200, body: '<h1>done</h1>', connection: 'close' });
    expect(await site.exit).toBe(0);
    await stopping;
    expect(site.closed).toEqual(['redis', 'mocks']);
    expect(site.logged.lines).toContainEqual(
      expect.objectContaining({
        level: 'info',
        signal: 'SIGTERM',
        graceMs: 5_000,
        msg: 'draining: no new connections, finishing the requests in flight',
      }),
    );
    expect(site.logged.messages('info').at(-1)).toBe('stopped: every request answered');
    keepAlive.destroy();
  });

  it('cuts what is still running when the grace period ends, and exits 1', async () => {
    const site = await running(50);
    const inFlight = get(site.port, '/slow/');
    await site.slowArrived;
    void site.shutdown('SIGTERM');
    await expect(inFlight).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(await site.exit).toBe(1);
    expect(site.closed).toEqual(['redis', 'mocks']);
    expect(site.logged.lines).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        graceMs: 50,
        msg: 'requests still in flight after the grace period: cutting them',
      }),
    );
    expect(site.logged.messages('info').at(-1)).toBe('stopped');
  });

  it('goes on closing the rest when one of them fails, and says so', async () => {
    const site = await running(5_000, () => {
      throw new Error('redis gone');
    });
    await site.shutdown('SIGTERM');
    expect(await site.exit).toBe(0);
    expect(site.closed).toEqual(['redis', 'mocks']);
    expect(site.logged.lines).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        err: expect.objectContaining({ message: 'redis gone' }),
        msg: 'closing a connection on the way out failed',
      }),
    );
  });

  it('exits at once on a second signal', async () => {
    const site = await running();
    const inFlight = get(site.port, '/slow/').catch(() => undefined);
    await site.slowArrived;
    void site.shutdown('SIGTERM');
    void site.shutdown('SIGINT');
    expect(site.exits).toEqual([1]);
    expect(site.closed).toEqual([]);
    expect(site.logged.lines).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        signal: 'SIGINT',
        msg: 'second stop signal: exiting now, requests in flight are cut',
      }),
    );
    site.release();
    await inFlight;
  });
});
