import { spawn, type ChildProcess } from 'node:child_process';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import submission from '../../fixtures/submissions/form_application.json';
import { HomeSchema } from '../../contracts/home.ts';
import { mockServer } from '../../mocks/node.ts';
import { MOCK_SCENARIO_HEADER, RETRY_AFTER_SECONDS } from '../../contracts/mockScenario.ts';
import { freePort } from '../../tools/freePort.ts';

const root = new URL('../../', import.meta.url);

/** `npm run api` as a developer starts it: its own process, its own port. */
function startBackend(env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tools/serveApi.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

describe('the development backend, npm run api (decision 019)', () => {
  let backend: ReturnType<typeof startBackend>;
  let url = '';

  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    backend = startBackend({ API_PORT: String(port) });
    const deadline = Date.now() + 20_000;
    while (!backend.output().includes(`${url}/api/`)) {
      if (backend.child.exitCode !== null || Date.now() > deadline)
        throw new Error(`npm run api did not start:\n${backend.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, 30_000);
  afterAll(() => {
    backend.child.kill();
  });
  // This process's own mocks must not answer: the requests go over HTTP to the backend's process.
  beforeEach(() => mockServer().use(http.all(`${url}/*`, () => passthrough())));

  it('serves the fixtures of both locales over HTTP, as the contracts say', async () => {
    for (const path of ['/api/home.json', '/api/en/home.json']) {
      const response = await fetch(`${url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect(HomeSchema.safeParse(await response.json()).success, path).toBe(true);
    }
  });

  it('takes a form submission as the embedded mocks do', async () => {
    const response = await fetch(`${url}/api/form_application/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(submission),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('misbehaves on request, as the mock scenarios say (503 with Retry-After)', async () => {
    const response = await fetch(`${url}/api/home.json`, { headers: { [MOCK_SCENARIO_HEADER]: '503' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS[503]));
  });

  it('answers anything outside /api with a JSON 404 that says what it serves', async () => {
    const response = await fetch(`${url}/contacts/`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { status: 404, message: expect.stringContaining('it answers /api/… only') },
    });
  });
});

describe('npm run api with a bad port', () => {
  it('stops and names the variable to fix', async () => {
    const backend = startBackend({ API_PORT: 'eighty' });
    const code = await new Promise<number | null>((resolve) => backend.child.once('exit', resolve));
    expect(code).toBe(1);
    expect(backend.output()).toMatch(/API_PORT: .*\n.*Fix these variables/su);
  }, 20_000);
});
