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
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
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
  if (result.status !== 0) fail(title, result.status);
};

/** The step started beside the others, in its own process group: stopped with the run if it fails. */
let beside: ChildProcess | undefined;
const fail = (title: string, status: number | null): never => {
  console.log(`\n${title} failed (${seconds()} s).`);
  try {
    if (beside?.pid) process.kill(-beside.pid, 'SIGTERM');
  } catch {
    // It has ended already.
  }
  process.exit(status ?? 1);
};

/**
 * Starts a step beside the ones that follow, its output held; the returned function waits for it and
 * prints that output. The end-to-end checks of the `site` project wait on builds and servers of their
 * own (a copy of the project, the development server) long enough for the scenarios to run meanwhile.
 */
const stepBeside = (title: string, command: string, commandArgs: string[]) => {
  console.log(`\n${title}, beside the steps below: its output when it ends (${seconds()} s)`);
  const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  beside = child;
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  const ended = new Promise<number | null>((resolve) => child.on('close', resolve));
  return async () => {
    const status = await ended;
    beside = undefined;
    process.stdout.write(`\n── ${title} ──\n${Buffer.concat(output).toString()}`);
    if (status !== 0) fail(title, status);
  };
};

step('Building, when the sources are newer than dist/', 'npx', ['tsx', 'tools/buildIfStale.ts']);
// The first end-to-end run starts now if it may run beside the scenarios; the others run after them.
const runs = e2eRuns(e2e, E2E_SKIPPED_FILE);
const first = affected.footprinted && runs[0]?.beside ? runs.shift() : undefined;
const firstEnded = first && stepBeside(first.title, 'npx', ['playwright', 'test', ...first.args]);
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
await firstEnded?.();
for (const { title, args } of runs) step(title, 'npx', ['playwright', 'test', ...args]);
console.log(`\nEverything the change reaches passed, in ${seconds()} s.`);
