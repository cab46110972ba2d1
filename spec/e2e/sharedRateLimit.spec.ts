import { existsSync } from 'node:fs';
import { createClient } from '@redis/client';
import { expect, test } from './fixtures.ts';
import submission from '../../fixtures/submissions/form_application.json' with { type: 'json' };
import { REDIS_SERVER_PATH, startRedisServer, type RedisServer } from '../../tools/servers/redis.ts';
import { startSiteServer, type SiteServer } from '../../tools/siteServer.ts';
import { freePort } from '../../tools/freePort.ts';

/**
 * Decision 023: several instances of the site behind one load balancer hold one form
 * rate limit when they share a Redis (REDIS_URL); without one each counts alone, so N instances let a
 * client send N times the limit. Debian's redis-server (installed by `npm run servers`) runs on a free
 * port with nothing on disk; every site process runs as behind nginx (TRUST_PROXY=1), so each test's
 * X-Forwarded-For is its own client. The tests run in order: the last ones take Redis down.
 */
// Each test starts servers of its own on this 2-core machine: give them the time.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const LIMIT = 2;
const WINDOW_SECONDS = 600;
const key = (client: string) => `agency:form-rate:ip:${client}`;

let redis: RedisServer;
/** The test's own connection, to look at the keys the sites write. */
let inspector: ReturnType<typeof createClient>;
/** Two instances sharing `redis`. */
let shared: SiteServer[];
/** What the test started, stopped in the reverse order by the test itself. */
const stops: Array<() => Promise<void>> = [];

async function startSite(env: NodeJS.ProcessEnv): Promise<SiteServer> {
  const site = await startSiteServer({ TRUST_PROXY: '1', FORM_RATE_LIMIT: String(LIMIT), ...env });
  stops.push(async () => {
    await site.stop();
  });
  return site;
}

test.beforeAll(async () => {
  if (!existsSync(REDIS_SERVER_PATH)) {
    throw new Error(`No redis-server at ${REDIS_SERVER_PATH}: run "npm run servers" (npm test does it for you)`);
  }
  redis = await startRedisServer();
  stops.push(() => redis.stop());
  inspector = createClient({ url: redis.url });
  // Its reconnection attempts once the last tests stop Redis are no failure of this test.
  inspector.on('error', () => {});
  await inspector.connect();
  stops.push(async () => inspector.destroy());
  shared = await Promise.all([startSite({ REDIS_URL: redis.url }), startSite({ REDIS_URL: redis.url })]);
});

test.afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
});

let posted = 0;
/** A valid submission from a page of the site (a new e-mail each: no repeat), by `client` as nginx would pass it on. */
const post = async (site: SiteServer, client: string) => {
  const started = performance.now();
  posted += 1;
  const response = await fetch(`${site.url}/api/form_application/`, {
    method: 'POST',
    body: JSON.stringify({ ...submission, email: `lead-${posted}@example.ru` }),
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', 'x-forwarded-for': client },
  });
  await response.arrayBuffer();
  return {
    status: response.status,
    retryAfter: Number(response.headers.get('retry-after')),
    ms: performance.now() - started,
  };
};
/** `count` posts by `client`, to each site in turn. */
const alternately = async (targets: SiteServer[], client: string, count = 4) => {
  const answers = [];
  while (answers.length < count) {
    for (const target of targets.slice(0, count - answers.length)) answers.push(await post(target, client));
  }
  return answers;
};
const statuses = (answers: Array<{ status: number }>) => answers.map((answer) => answer.status);

test('two instances sharing Redis hold one limit: the third post of a client is refused, whichever instance gets it', async () => {
  const answers = await alternately(shared, '203.0.113.1');
  expect(statuses(answers)).toEqual([200, 200, 429, 429]);
  for (const { retryAfter } of answers.slice(2)) {
    expect(retryAfter).toBeGreaterThan(WINDOW_SECONDS - 30);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
  }
  // One key for the client, under the namespace, counting all four, expiring with the window; and one
  // for each accepted request, the repeat rule's, named by a hash: Redis keeps no e-mail.
  expect(await inspector.get(key('203.0.113.1'))).toBe('4');
  expect(await inspector.pTTL(key('203.0.113.1'))).toBeGreaterThan((WINDOW_SECONDS - 30) * 1000);
  const others = (await inspector.keys('*')).filter((name) => name !== key('203.0.113.1'));
  expect(others).toHaveLength(2);
  for (const name of others) expect(name).toMatch(/^agency:form-rate:sha256:[0-9a-f]{64}$/);
});

test('without REDIS_URL the same two instances let the client through twice the limit: the leak', async () => {
  const alone = await Promise.all([startSite({}), startSite({})]);
  expect(statuses(await alternately(alone, '203.0.113.2'))).toEqual([200, 200, 200, 200]);
  expect(statuses(await alternately(alone, '203.0.113.2', 2))).toEqual([429, 429]);
});

test('the window ends when the key expires; the next post starts a new one', async () => {
  const client = '203.0.113.3';
  expect(statuses(await alternately(shared, client, 3))).toEqual([200, 200, 429]);
  await inspector.pExpire(key(client), 1);
  await expect.poll(() => inspector.exists(key(client))).toBe(0);
  expect(statuses(await alternately(shared, client, 3))).toEqual([200, 200, 429]);
  expect(await inspector.get(key(client))).toBe('3');
});

test('a key left without an expiry gets the window, and Retry-After comes from it', async () => {
  const client = '203.0.113.4';
  await inspector.set(key(client), String(LIMIT));
  const [answer] = await alternately(shared, client, 1);
  expect(answer).toMatchObject({ status: 429, retryAfter: WINDOW_SECONDS });
  expect(await inspector.pTTL(key(client))).toBeGreaterThan((WINDOW_SECONDS - 30) * 1000);
});

test('a hanging Redis holds no post: each instance answers at once with its own limit, and shares it again after', async () => {
  redis.pause();
  try {
    const answers = await alternately(shared.slice(0, 1), '203.0.113.5', 3);
    expect(statuses(answers)).toEqual([200, 200, 429]);
    for (const { ms } of answers) expect(ms).toBeLessThan(2_000);
  } finally {
    redis.resume();
  }
  expect(statuses(await alternately(shared, '203.0.113.6'))).toEqual([200, 200, 429, 429]);
  const log = shared.map((site) => site.output()).join('');
  expect(log.match(/Form rate limit: Redis failed \(.*\); each instance limits on its own/g)).toHaveLength(1);
  expect(log.match(/Form rate limit: Redis answers again/g)).toHaveLength(1);
});

test('with Redis gone, the form goes on answering: each instance limits on its own again', async () => {
  await redis.stop();
  const answers = await alternately(shared, '203.0.113.7', 6);
  expect(statuses(answers)).toEqual([200, 200, 200, 200, 429, 429]);
  for (const { ms } of answers) expect(ms).toBeLessThan(2_000);
});

test('a server whose Redis is unreachable at start-up starts all the same, with its own limit', async () => {
  const nowhere = await freePort();
  const site = await startSite({ REDIS_URL: `redis://127.0.0.1:${nowhere}` });
  await expect
    .poll(() => site.output())
    .toMatch(/Redis at 127\.0\.0\.1:\d+ not answering: form rate limit per process until it does/);
  expect(statuses(await alternately([site], '203.0.113.8', 3))).toEqual([200, 200, 429]);
});
