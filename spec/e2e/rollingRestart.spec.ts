import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import submission from '../../fixtures/submissions/form_application.json' with { type: 'json' };
import { freePort } from '../../tools/freePort.ts';
import { startApiServer, startSiteServer, type SiteServer } from '../../tools/siteServer.ts';
import { startDocumentedNginx, type DocumentedNginx } from '../support/documentedNginx.ts';

/**
 * A rolling restart as docs/deployment.md tells operators to do it: two instances behind the documented
 * nginx, in front of the development backend, under a steady stream of page loads and form posts (some
 * of them slow, so that they are in flight when their instance is told to stop). Each instance in turn
 * is taken out of the upstream (nginx reload), stopped with SIGTERM, started again on its port and put
 * back. Every request must be answered as it would be without the restart, every accepted post must
 * reach the backend exactly once, and every refused one never.
 */
test.describe.configure({ timeout: 180_000 });

const SLOW = 'slow-1500';
/** The streams of requests sent side by side. */
const STREAMS = 6;
let received = '';
let backend: SiteServer | undefined;
let nginx: DocumentedNginx | undefined;
const sites: SiteServer[] = [];
const ports: number[] = [];
let siteEnv: NodeJS.ProcessEnv = {};

test.beforeAll(async () => {
  received = join(mkdtempSync(join(tmpdir(), 'received-')), 'submissions.ndjson');
  backend = await startApiServer({ API_RECEIVED_FILE: received });
  siteEnv = { API_BASE_URL: backend.url, TRUST_PROXY: '1', FORWARD_MOCK_SCENARIO: '1', FORM_RATE_LIMIT: '1000000' };
  for (let index = 0; index < 2; index += 1) {
    const port = await freePort();
    ports.push(port);
    sites.push(await startSiteServer(siteEnv, { port }));
  }
  nginx = await startDocumentedNginx(ports.map((port) => ({ address: `127.0.0.1:${port}` })));
});

test.afterAll(async () => {
  nginx?.stop();
  for (const site of sites) await site.stop();
  await backend?.stop();
});

interface Sent {
  what: string;
  status: number | string;
  /** The marker a post carried in its message. */
  marker?: string;
}

/** One request of the stream, by number: the kinds in turn. */
async function send(edge: string, worker: number, count: number): Promise<Sent> {
  const marker = `rolling-${worker}-${count}`;
  const post = (body: object, scenario?: string) =>
    fetch(`${edge}/api/form_application/`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: {
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
        ...(scenario && { 'x-mock-scenario': scenario }),
      },
    });
  const kinds: Array<[string, () => Promise<Response>]> = [
    ['prerendered page', () => fetch(`${edge}/contacts/`)],
    // Each post with an e-mail of its own: none is the repeat of another (site/rules/formAbuse.ts).
    ['post', () => post({ ...submission, email: `${marker}@example.ru`, message: `${submission.message} ${marker}` })],
    ['rendered page', () => fetch(`${edge}/search/?q=${marker}`)],
    [
      'slow post',
      () => post({ ...submission, email: `${marker}@example.ru`, message: `${submission.message} ${marker}` }, SLOW),
    ],
    ['refused post', () => post({ ...submission, email: `${marker}@example.ru`, name: '', message: marker })],
    ['slow page', () => fetch(`${edge}/en/contacts/`, { headers: { 'x-mock-scenario': SLOW } })],
    ['content', () => fetch(`${edge}/api/home.json`)],
  ];
  const [what, request] = kinds[count % kinds.length] as [string, () => Promise<Response>];
  try {
    // nginx's reload lets its old workers close their idle keep-alive connections; a request sent on
    // one as it closes gets no answer at all, and nothing reached a site. A browser sends such a
    // request again on a new connection; Node's fetch does not, so the stream sends it again, once for
    // each connection its pool may hold (one per stream): a connection that failed is dropped, so one
    // of the tries goes out on a new one. A post sent twice would show below, received twice.
    const attempt = (left: number): Promise<Response> =>
      request().catch((error: unknown) => {
        if (left > 0 && (error as { cause?: { code?: string } }).cause?.code === 'UND_ERR_SOCKET')
          return attempt(left - 1);
        throw error;
      });
    const response = await attempt(STREAMS);
    await response.arrayBuffer();
    return { what, status: response.status, marker: what.endsWith('post') ? marker : undefined };
  } catch (error) {
    return { what, status: `no answer: ${String((error as Error).cause ?? error)}`, marker };
  }
}

test('two instances restarted in turn behind the documented nginx: every request answered, every accepted post received once', async () => {
  if (!nginx) throw new Error('nginx did not start');
  const edge = nginx.url;
  const sent: Sent[] = [];
  let streaming = true;
  const worker = async (index: number) => {
    for (let count = index; streaming; count += 1) sent.push(await send(edge, index, count));
  };
  const workers = Array.from({ length: STREAMS }, (_, index) => worker(index));
  const exitCodes: Array<number | null> = [];
  const during: number[] = [];

  await expect.poll(() => sent.length).toBeGreaterThan(20);
  for (const [index, port] of ports.entries()) {
    const before = sent.length;
    // docs/deployment.md, "Rolling restarts": out of the upstream, stop (it drains), start, back in.
    await nginx.reload(ports.map((other) => ({ address: `127.0.0.1:${other}`, down: other === port })));
    exitCodes.push(await (sites[index] as SiteServer).stop());
    sites[index] = await startSiteServer(siteEnv, { port });
    await nginx.reload(ports.map((other) => ({ address: `127.0.0.1:${other}` })));
    during.push(sent.length - before);
  }
  await expect.poll(() => sent.length).toBeGreaterThan(during.reduce((sum, count) => sum + count, 0) + 40);
  streaming = false;
  await Promise.all(workers);

  const expected: Record<string, number> = {
    'prerendered page': 200,
    post: 200,
    'rendered page': 200,
    'slow post': 200,
    'refused post': 422,
    'slow page': 200,
    content: 200,
  };
  const wrong = sent.filter(({ what, status }) => status !== expected[what]);
  expect(wrong, `${wrong.length} of ${sent.length} requests answered wrongly`).toEqual([]);
  // Traffic flowed through each restart, slow requests included.
  for (const count of during) expect(count).toBeGreaterThan(10);

  expect(existsSync(received)).toBe(true);
  const arrived = readFileSync(received, 'utf8')
    .trim()
    .split('\n')
    .map((line) => (JSON.parse(line) as { data: { message: string } }).data.message.split(' ').at(-1));
  const accepted = sent.filter(({ what }) => what === 'post' || what === 'slow post').map(({ marker }) => marker);
  expect(arrived.toSorted()).toEqual(accepted.toSorted());
  expect(new Set(arrived).size).toBe(arrived.length);
  // Each instance drained and exited on its own: nothing was cut.
  expect(exitCodes).toEqual([0, 0]);
});
