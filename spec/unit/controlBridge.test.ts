import { http, passthrough } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../mocks/node.ts';
import { remoteFootprintControl, serveFootprintControl } from '../../tools/footprints/controlBridge.ts';
import type { ServerFootprint, ServerFootprintControl } from '../../tools/siteServer.ts';

/** A server's control as the probe answers it: startup only on the first start. */
function probe(takes: ServerFootprint[]): ServerFootprintControl & { starts: number } {
  const control = {
    starts: 0,
    start: async () => ({ startup: control.starts++ === 0 ? ['dist/node/main.mjs'] : undefined }),
    take: async () => {
      const next = takes.shift();
      if (!next) throw new Error('The site server no longer takes footprint requests (it has exited).');
      return next;
    },
  };
  return control;
}

describe('the footprint control bridge: a server started in one process, followed from another', () => {
  it('passes starts and takes through, and tells every start what the server loaded at its start', async () => {
    const taken: ServerFootprint = {
      scripts: [{ url: 'dist/node/main.mjs', functions: [[0, 10, true]] }],
      fixtures: ['fixtures/ru/home.json'],
    };
    const control = probe([taken]);
    const bridge = await serveFootprintControl(control);
    // A real loopback server: the unit tests' mocks let its requests through.
    mockServer().use(http.all(`${bridge.url}/*`, () => passthrough()));
    try {
      const remote = remoteFootprintControl(bridge.url);
      expect(await remote.start()).toEqual({ startup: ['dist/node/main.mjs'] });
      // A worker started later (after a failure) is told the same, though the probe says it only once.
      expect(await remote.start()).toEqual({ startup: ['dist/node/main.mjs'] });
      expect(control.starts).toBe(2);
      expect(await remote.take()).toEqual(taken);
      const answer = await fetch(`${bridge.url}/start`, { method: 'POST' });
      expect(answer.headers.get('content-type')).toBe('application/json');
    } finally {
      await bridge.close();
    }
  });

  it('listens on the loopback interface only, and stops listening when closed', async () => {
    const bridge = await serveFootprintControl(probe([]));
    mockServer().use(http.all(`${bridge.url}/*`, () => passthrough()));
    expect(bridge.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await bridge.close();
    await expect(fetch(`${bridge.url}/start`, { method: 'POST' })).rejects.toThrow();
  });

  it('fails a take the server cannot answer, saying so, and answers nothing else', async () => {
    const bridge = await serveFootprintControl(probe([]));
    mockServer().use(http.all(`${bridge.url}/*`, () => passthrough()));
    try {
      await expect(remoteFootprintControl(bridge.url).take()).rejects.toThrow(
        /answered 503: Error: The site server no longer takes footprint requests/,
      );
      const failed = await fetch(`${bridge.url}/take`, { method: 'POST' });
      expect(failed.headers.get('content-type')).toBe('text/plain');
      for (const [method, path] of [
        ['GET', '/take'],
        ['GET', '/start'],
        ['POST', '/other'],
      ] as const) {
        const other = await fetch(`${bridge.url}${path}`, { method });
        expect(other.status, `${method} ${path}`).toBe(404);
        expect(other.headers.get('content-type')).toBe('text/plain');
        expect(await other.text()).toBe('POST /start or POST /take\n');
      }
    } finally {
      await bridge.close();
    }
  });
});
