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
    } finally {
      await bridge.close();
    }
  });

  it('fails a take the server cannot answer, saying so, and answers nothing else', async () => {
    const bridge = await serveFootprintControl(probe([]));
    mockServer().use(http.all(`${bridge.url}/*`, () => passthrough()));
    try {
      await expect(remoteFootprintControl(bridge.url).take()).rejects.toThrow(
        /answered 503: Error: The site server no longer takes footprint requests/,
      );
      const other = await fetch(`${bridge.url}/take`);
      expect(other.status).toBe(404);
      expect(await other.text()).toBe('POST /start or POST /take\n');
    } finally {
      await bridge.close();
    }
  });
});
