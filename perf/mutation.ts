/**
 * `npm run mutation`: runs Stryker (stryker.config.mjs), then prints the mutation score of each area
 * and fails when one is below its threshold, naming its weakest files (docs/mutation.md).
 * Arguments go to Stryker: `npm run mutation -- --mutate site/rules/cookieNotice.ts` for a quick run of one
 * file, `npm run mutation -- --ignoreStatic` for the per-change run. A run limited with --mutate keeps
 * its own incremental file, so it does not replace the record of the last full run.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { areaScores, describeScores, type MutationReport } from './mutation/mutationScores.ts';

const REPORT = 'reports/mutation/mutation.json';
const args = process.argv.slice(2);
const partial = args.some((arg) => arg === '--mutate' || arg === '-m' || arg.startsWith('--mutate='));
const ownIncrementalFile = args.some((arg) => arg.startsWith('--incrementalFile'));
const strykerArgs = [
  'run',
  ...args,
  ...(partial && !ownIncrementalFile ? ['--incrementalFile', 'reports/mutation/incremental-partial.json'] : []),
];

const stryker = spawnSync('node_modules/.bin/stryker', strykerArgs, { stdio: 'inherit' });
if (stryker.status !== 0) process.exit(stryker.status ?? 1);

const report = JSON.parse(readFileSync(REPORT, 'utf8')) as MutationReport & { projectRoot?: string };
const scores = areaScores(report, report.projectRoot ?? process.cwd());
console.log(`\nMutation score by area${partial ? ' (of the mutated files only)' : ''}:`);
for (const line of describeScores(scores)) console.log(line);
console.log(`Report: ${REPORT.replace(/mutation\.json$/u, 'index.html')}`);
if (scores.some((score) => !score.passes)) process.exit(1);
