import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerFootprintControl } from '../siteServer.ts';

/**
 * A server's footprint control, offered over HTTP on the loopback interface to other processes: the
 * end-to-end suite's global setup starts the shared server, and its tests run in worker processes of
 * their own, which cannot reach the server's IPC channel.
 */
export async function serveFootprintControl(
  control: ServerFootprintControl,
): Promise<{ url: string; close(): Promise<void> }> {
  // The first start says what the server loaded at its start; a worker started later (Playwright
  // starts a new one after a failure) is told the same.
  let startup: string[] | undefined;
  const start = async () => {
    const answer = await control.start();
    startup ??= answer.startup;
    return { startup };
  };
  const bridge = createServer((request, response) => {
    const ask = request.method === 'POST' && request.url === '/start' ? start() : undefined;
    const answer = ask ?? (request.method === 'POST' && request.url === '/take' ? control.take() : undefined);
    if (!answer) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('POST /start or POST /take\n');
      return;
    }
    answer.then(
      (body) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
      (error: unknown) => response.writeHead(503, { 'content-type': 'text/plain' }).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => bridge.listen(0, '127.0.0.1', resolve));
  const { address, port } = bridge.address() as AddressInfo;
  return {
    url: `http://${address}:${port}`,
    close: () => new Promise<void>((resolve) => bridge.close(() => resolve())),
  };
}

/** The control a bridge offers, as a process that did not start the server uses it. */
export function remoteFootprintControl(url: string): ServerFootprintControl {
  const post = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${url}${path}`, { method: 'POST' });
    if (!response.ok)
      throw new Error(`The footprint control at ${url} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  return { start: () => post('/start'), take: () => post('/take') };
}
