import type { GateReport } from '../gate/gateReport.ts';
import type { PlannedJob } from './scheduleJobs.ts';

/** The shards of .github/workflows/ci.yml (spec/unit/ciPlan.test.ts keeps the two equal). */
export const FEATURE_SHARDS = 4;
export const E2E_SHARDS = 2;

/** `npm ci` on a runner when the gate did not time it: what it takes here. */
const INSTALL_SECONDS = 35;
/** What recording footprints adds to a feature run: 4–11 % here (docs/footprints.md). */
const FOOTPRINT_COST = 1.1;

/**
 * The jobs of .github/workflows/ci.yml, each as long as its steps took in the gate plus its own
 * `npm ci` (and Debian's browser and servers where it needs them), with the jobs it waits for; the
 * feature shards take their share of the feature run (by `shardSeconds`, the balanced shards' times
 * in the last run; equal shares without them), the e2e
 * shards half of the e2e run each. `after` are the jobs that start once the release is decided.
 */
export function ciJobs(gate: GateReport, shardSeconds: readonly number[]): { jobs: PlannedJob[]; after: PlannedJob[] } {
  const step = (name: string) => gate.steps.find((candidate) => candidate.name === name)?.seconds ?? 0;
  const install = gate.installSeconds ?? INSTALL_SECONDS;
  const browser = step('browser');
  const job = (name: string, seconds: number, needs: string[] = []) => ({ name, seconds: install + seconds, needs });
  const total = shardSeconds.reduce((sum, seconds) => sum + seconds, 0);
  const featureJobs = Array.from({ length: FEATURE_SHARDS }, (_, index) => {
    const share = total > 0 ? (shardSeconds[index] ?? 0) / total : 1 / FEATURE_SHARDS;
    return job(`features ${index + 1}/${FEATURE_SHARDS}`, browser + step('features') * share, ['build']);
  });
  const e2eJobs = Array.from({ length: E2E_SHARDS }, (_, index) =>
    job(`e2e ${index + 1}/${E2E_SHARDS}`, browser + step('servers') + step('e2e') / E2E_SHARDS, ['build']),
  );
  const tested = [...featureJobs, ...e2eJobs].map((tests) => tests.name);
  const jobs = [
    job('build', step('build') + step('prerender') + step('budgets')),
    job('static', step('static')),
    job('unit', browser + step('unit') + step('contracts')),
    ...featureJobs,
    job('features split', browser + step('features:split'), ['build']),
    ...e2eJobs,
    job('summary', step('summary') + step('living'), ['static', 'unit', 'features split', ...tested]),
  ];
  // The e2e checks record on one worker (playwright.config.ts).
  const recorded = (step('features') + step('features:split') + step('e2e') * gate.cores) * FOOTPRINT_COST;
  return { jobs, after: [job('footprints', step('build') + browser + step('servers') + recorded)] };
}
