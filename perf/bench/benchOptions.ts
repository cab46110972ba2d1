import { strictArgs, type CommandOptions } from 'spec-harness';
import { positiveNumber } from '../../tools/commandLine.ts';

/** The command line of `npm run bench`: defaults for a full run, `--quick` for a short one. */
export interface BenchOptions {
  /** Lighthouse runs per page; the report takes the median. 0 with --skip-lighthouse (throughput only). */
  lighthouseRuns: number;
  /** autocannon: concurrent connections, measured seconds and warm-up seconds per target. */
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** The site server's port; the ceiling server listens on the next one. */
  port: number;
  /** Run the feature suite and time it instead of reading the last reports/cucumber.ndjson. */
  features: boolean;
  /** Measure the current dist/ without building (no build time then). */
  skipBuild: boolean;
  /** Lighthouse only: no load tests (a change to what the browser runs). */
  skipLoad: boolean;
  quick: boolean;
}

export const FULL_RUN: Omit<BenchOptions, 'port' | 'features' | 'skipBuild' | 'skipLoad' | 'quick'> = {
  lighthouseRuns: 5,
  connections: 10,
  durationSeconds: 5,
  warmupSeconds: 1,
};
export const QUICK_RUN: typeof FULL_RUN = {
  lighthouseRuns: 1,
  connections: 10,
  durationSeconds: 2,
  warmupSeconds: 0.5,
};
export const DEFAULT_PORT = 4120;

const OPTIONS = {
  quick: { type: 'boolean' },
  runs: { type: 'string' },
  connections: { type: 'string' },
  duration: { type: 'string' },
  warmup: { type: 'string' },
  port: { type: 'string' },
  features: { type: 'boolean' },
  'skip-build': { type: 'boolean' },
  'skip-lighthouse': { type: 'boolean' },
  'skip-load': { type: 'boolean' },
} satisfies CommandOptions;

/** The options of `npm run bench`, parsed strictly: an unknown one or a number that is not positive is an error. */
export function parseBenchArgs(args: readonly string[]): BenchOptions {
  const parsed = strictArgs('npm run bench', OPTIONS, args);
  if ('refused' in parsed) throw new Error(parsed.refused);
  const { values } = parsed;
  const quick = values.quick === true;
  const run = quick ? QUICK_RUN : FULL_RUN;
  const runs = positiveNumber(values.runs, 'runs', true) ?? run.lighthouseRuns;
  return {
    lighthouseRuns: values['skip-lighthouse'] === true ? 0 : runs,
    connections: positiveNumber(values.connections, 'connections', true) ?? run.connections,
    durationSeconds: positiveNumber(values.duration, 'duration') ?? run.durationSeconds,
    warmupSeconds: positiveNumber(values.warmup, 'warmup') ?? run.warmupSeconds,
    port: positiveNumber(values.port, 'port', true) ?? DEFAULT_PORT,
    features: values.features === true,
    skipBuild: values['skip-build'] === true,
    skipLoad: values['skip-load'] === true,
    quick,
  };
}
