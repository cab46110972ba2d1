/**
 * `npm run contracts:verify -- <backend URL>`: asks a backend every question of the contract and prints
 * where its answers drift (tools/verify/verifyBackend.ts): endpoint, JSON path, expected, got. Exit 1
 * on any drift. It makes no lead: forms are sent empty (422) or with the honeypot filled (dropped).
 * Without a URL it starts the development backend (npm run api) on a free port and verifies that, as
 * `npm test` does. docs/api.md "Verifying a backend" shows the backend team how to run it on staging.
 */
import { FORM_ENDPOINTS, type FormEndpoint } from '../contracts/formConstants.ts';
import { readFixtureJson } from '../mocks/nodeFixtureSource.ts';
import { commandLine, refuse } from './commandLine.ts';
import { startApiServer } from './siteServer.ts';
import { driftReport, verifyBackend, type Submissions } from './verify/verifyBackend.ts';

const [target] = commandLine('npm run contracts:verify', {}, { positionals: 'a backend URL' }).positionals;
if (target !== undefined && !/^https?:\/\/[^/]/u.test(target))
  refuse(`"${target}" is not a backend URL: give one like http://127.0.0.1:3001 (or none to check npm run api).`);

const submissions = Object.fromEntries(
  await Promise.all(
    FORM_ENDPOINTS.map(async (endpoint: FormEndpoint) => [
      endpoint,
      (await readFixtureJson(`submissions/${endpoint}.json`)) as Record<string, unknown>,
    ]),
  ),
) as Submissions;

const own = target === undefined ? await startApiServer() : undefined;
try {
  const baseUrl = target ?? own?.url ?? '';
  const verification = await verifyBackend(baseUrl, submissions);
  console.log(driftReport(baseUrl, verification));
  process.exitCode = verification.drifts.length > 0 ? 1 : 0;
} finally {
  await own?.stop();
}
