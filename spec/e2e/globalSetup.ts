import { fileURLToPath } from 'node:url';
import { runParts } from 'spec-harness/footprints';
import { serveFootprintControl } from '../../tools/footprints/controlBridge.ts';
import { startSiteServer } from '../../tools/siteServer.ts';
import { E2E_RUN } from '../../tools/footprints/runs.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Starts the built server unless BASE_URL names a running deployment; tests read BASE_URL. With
 * FOOTPRINTS=1 the server carries the footprint probe, its control is offered to the test workers
 * (FOOTPRINT_CONTROL), and when the run ends what the tests wrote is gathered into
 * reports/footprints.json (spec/e2e/fixtures.ts, docs/footprints.md).
 */
export default async function globalSetup() {
  if (process.env.BASE_URL) return;
  const server = await startSiteServer();
  process.env.BASE_URL = server.url;
  if (!server.footprint) return () => server.stop();
  const parts = runParts(root, E2E_RUN);
  parts.clear();
  const bridge = await serveFootprintControl(server.footprint);
  process.env.FOOTPRINT_CONTROL = bridge.url;
  return async () => {
    await bridge.close();
    await server.stop();
    const told = parts.gather();
    if (told) console.log(told);
  };
}
