import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { FORM_ENDPOINTS } from '../../contracts/formConstants.ts';
import { createApiApp } from '../../tools/api/apiServer.ts';
import { mockHandlers } from '../../mocks/node.ts';
import { readFixtureJson } from '../../mocks/nodeFixtureSource.ts';
import { driftReport, verifyBackend, type Fetcher, type Submissions } from '../../tools/verify/verifyBackend.ts';

const BACKEND = 'http://backend.test';

async function submissions(): Promise<Submissions> {
  const entries = await Promise.all(
    FORM_ENDPOINTS.map(async (endpoint) => [endpoint, await readFixtureJson(`submissions/${endpoint}.json`)] as const),
  );
  return Object.fromEntries(entries) as Submissions;
}

/** The development backend, in process, with a test's own answers in front of it. */
function backend(override?: (app: Hono) => void): Fetcher {
  const app = new Hono();
  override?.(app);
  app.route('/', createApiApp(mockHandlers()));
  return async (url, init) => app.request(url, init);
}

describe('verifying a backend against the contract (npm run contracts:verify)', () => {
  it('finds no drift in the development backend, after asking every file of both locales', async () => {
    const result = await verifyBackend(BACKEND, await submissions(), backend());
    expect(result.drifts).toEqual([]);
    // Both locales' files, every project and article an index lists, the forms and the checks that
    // make no lead: far more than the contract's ~60 path templates.
    expect(result.checks).toBeGreaterThan(300);
    expect(driftReport(BACKEND, result)).toMatch(/keeps the contract: \d+ requests, no drift/u);
  });

  it('names the endpoint, the JSON path, what the contract expects and what came', async () => {
    const wrong = backend((app) =>
      app.get('/api/en/home.json', async (c) => {
        const home = (await readFixtureJson('en/home.json')) as { hero: Record<string, unknown> };
        return c.json({ ...home, hero: { ...home.hero, title: 42 } }, 200, {
          'cache-control': 'no-cache',
          etag: '"1"',
        });
      }),
    );
    const result = await verifyBackend(BACKEND, await submissions(), wrong);
    expect(result.drifts).toEqual([
      { endpoint: 'GET /api/en/home.json', at: '$.hero.title', expected: expect.stringMatching(/string/u), got: '42' },
    ]);
    expect(driftReport(BACKEND, result)).toContain('GET /api/en/home.json\n  $.hero.title\n    expected:');
  });

  it('asks for caching headers a shared cache can follow', async () => {
    const uncached = backend((app) =>
      app.get('/api/contacts.json', async (c) => c.json(await readFixtureJson('ru/contacts.json'))),
    );
    const privately = backend((app) =>
      app.get('/api/contacts.json', async (c) =>
        c.json(await readFixtureJson('ru/contacts.json'), 200, { 'cache-control': 'private', etag: '"1"' }),
      ),
    );
    const at = async (fetcher: Fetcher) =>
      (await verifyBackend(BACKEND, await submissions(), fetcher)).drifts.map((drift) => drift.at);
    expect(await at(uncached)).toEqual(['Cache-Control', 'ETag / Last-Modified']);
    expect(await at(privately)).toEqual(['Cache-Control']);
  });

  it('checks the forms and the read-only files without making a lead', async () => {
    const leads: unknown[] = [];
    const careless = backend((app) => {
      // A backend that takes anything, bots included, and lets files be overwritten.
      app.post('/api/form_study_ecom/', async (c) => {
        leads.push(await c.req.json());
        return c.json({ ok: true });
      });
      app.put('/api/home.json', (c) => c.json({ ok: true }));
    });
    const { drifts } = await verifyBackend(BACKEND, await submissions(), careless);
    expect(drifts.map(({ endpoint, at, expected }) => `${endpoint} ${at} ${expected}`)).toEqual([
      'PUT /api/home.json status 405',
      'POST /api/form_study_ecom/ status 422',
    ]);
    // What it sent could never be a lead: an empty body, and a body with the honeypot filled.
    expect(leads).toEqual([{}, expect.objectContaining({ website: expect.any(String) })]);
  });

  it('says when the backend cannot be reached', async () => {
    const down: Fetcher = () => Promise.reject(new Error('connect ECONNREFUSED'));
    const { drifts } = await verifyBackend(BACKEND, await submissions(), down);
    expect(drifts.length).toBeGreaterThan(0);
    expect(drifts.every((drift) => drift.at === 'connection' && drift.got === 'connect ECONNREFUSED')).toBe(true);
  });
});
