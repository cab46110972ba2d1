import { startApiServer, type SiteServer } from '../../tools/siteServer.ts';

/**
 * Which of the product's two topologies a feature run drives (docs/writing-features.md "Topologies"):
 * - `embedded` (the default): the site answers its content from fixtures/ through MSW in its own process;
 * - `split` (FEATURE_TOPOLOGY=split, `npm run test:features:split`): the site runs with API_BASE_URL set,
 *   in front of `npm run api` in a process of its own, as visitors meet it deployed. The run includes
 *   the scenarios tagged @backend or @smoke (cucumber.cjs, profile "split").
 */
export const TOPOLOGY: 'embedded' | 'split' = process.env.FEATURE_TOPOLOGY === 'split' ? 'split' : 'embedded';

let backend: SiteServer | undefined;

/** Starts what the topology needs besides the site: the backend of a split run. */
export async function startTopology(): Promise<void> {
  if (TOPOLOGY === 'split') backend = await startApiServer();
}

export async function stopTopology(): Promise<void> {
  await backend?.stop();
  backend = undefined;
}

/**
 * The environment of a site server in this run's topology: its form rules on the scenario's clock
 * (SITE_CLOCK=cookie), and, in a split run, the site passes the mock
 * scenario a scenario asks for to the backend (FORWARD_MOCK_SCENARIO), so faults play out there.
 */
export function siteEnvironment(): NodeJS.ProcessEnv {
  // The form rules take their time from the scenario's site clock (support/siteClockControl.ts).
  if (TOPOLOGY === 'embedded') return { SITE_CLOCK: 'cookie' };
  if (!backend) throw new Error('The split topology has no backend: startTopology() runs in BeforeAll.');
  return { API_BASE_URL: backend.url, FORWARD_MOCK_SCENARIO: '1', SITE_CLOCK: 'cookie' };
}
