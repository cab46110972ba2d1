/**
 * `npm run test:affected [-- --base <ref>] [--plan]`: runs what a change reaches, not the whole
 * specification (docs/footprints.md, decision 030). From the files that differ from the commit the
 * footprints were recorded at (and from `--base`, when given), it runs
 * - the unit tests that import them (vitest's own `related`),
 * - the scenarios of each feature run whose footprint reaches them (the footprints plugin's filter),
 * - the end-to-end tests whose footprint reaches them (Playwright's `--test-list-invert`, given the
 *   tests that reach none of it), or, without their footprints, the end-to-end files that changed,
 * and prints what it chose and why, and what it skipped. `--plan` prints the choice without running it.
 * Without footprints (a fresh clone before its first full run) it runs every scenario.
 */
import { spawnSync } from 'node:child_process';
import {
  chooseAffected,
  E2E_SKIPPED_FILE,
  FEATURE_RUNS,
  runsNothing,
  SELECTION_FILE,
} from './affected/chooseAffected.ts';
import { e2eRuns } from './affected/e2eRuns.ts';
import { commandLine } from './commandLine.ts';

const args = commandLine('npm run test:affected', { base: { type: 'string' }, plan: { type: 'boolean' } }).values as {
  base?: string;
  plan?: boolean;
};
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

const affected = await chooseAffected({ base: args.base, log: (line) => console.log(line) });
const { e2e } = affected;
if ('changedFiles' in e2e)
  console.log(
    `\nEnd-to-end checks: ${e2e.changedFiles.length > 0 ? e2e.changedFiles.join(', ') : 'none of their files changed'}; ` +
      'without footprints the others run in the full gate (npm test, main and the nightly run).',
  );
else if ('skip' in e2e) console.log(`\nEnd-to-end checks: ${e2e.skip.length} left out (${E2E_SKIPPED_FILE}).`);
console.log(`\nChosen in ${seconds()} s; the choice is in ${SELECTION_FILE}.`);
if (args.plan) process.exit(0);

const step = (title: string, command: string, commandArgs: string[], env: NodeJS.ProcessEnv = {}) => {
  console.log(`\n${title} (${seconds()} s)`);
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.log(`\n${title} failed (${seconds()} s).`);
    process.exit(result.status ?? 1);
  }
};

step('Building, when the sources are newer than dist/', 'npx', ['tsx', 'tools/buildIfStale.ts']);
const unitFiles = [...affected.changedFiles];
if (!affected.footprinted) step('Unit tests', 'npx', ['vitest', 'run']);
else if (unitFiles.length > 0)
  step('Unit tests that import the changed files', 'npx', [
    'vitest',
    'related',
    '--run',
    '--passWithNoTests',
    ...unitFiles,
  ]);
for (const { run, command, env } of FEATURE_RUNS) {
  if (runsNothing(affected, run)) {
    console.log(`\nThe ${run} run: no scenario reaches the change.`);
    continue;
  }
  step(`The ${run} run's scenarios that reach the change`, 'npx', [...command], {
    ...env,
    FOOTPRINT_SELECTION: SELECTION_FILE,
  });
}
for (const { title, args } of e2eRuns(e2e, E2E_SKIPPED_FILE)) step(title, 'npx', ['playwright', 'test', ...args]);
console.log(`\nEverything the change reaches passed, in ${seconds()} s.`);
