import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { contentFileOf } from '../contracts/apiPath.ts';
import { nodeFixtureSource } from '../mocks/nodeFixtureSource.ts';

export interface ContentBackend {
  url: string;
  /** The paths asked for so far, in order. */
  asked: string[];
  stop(): Promise<void>;
}

/**
 * A backend for a test of the site in front of one (the deployed topology): every GET is answered by
 * `answer` (a JSON body, or undefined for a 404), every POST (a form) with `{ ok: true }`. It runs in the test's own process, so the test
 * decides each answer: content planted into fixtures, or made from the OpenAPI document alone.
 */
export async function startContentBackend(answer: (path: string) => unknown): Promise<ContentBackend> {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://backend').pathname;
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'POST') return void request.resume().on('end', () => json(200, { ok: true }));
    asked.push(path);
    Promise.resolve()
      .then(() => answer(path))
      .then(
        (body) =>
          body === undefined ? json(404, { error: { status: 404, message: `No ${path}.` } }) : json(200, body),
        (error: unknown) => json(500, { error: { status: 500, message: String(error) } }),
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    asked,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The fixture a content or form-definition path names (`/api/en/home.json` → fixtures/en/home.json), if any. */
export async function fixtureAnswer(path: string): Promise<unknown> {
  const content = contentFileOf(path);
  if (!content) return undefined;
  return nodeFixtureSource(content.file.startsWith('forms/') ? content.file : `${content.locale}/${content.file}`);
}
