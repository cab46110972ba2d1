import { positiveNumberAfter } from '../positiveNumberAfter.ts';

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

const USAGE =
  'npm run bench -- [--quick] [--runs N] [--connections N] [--duration S] [--warmup S] [--port P] [--features] [--skip-build] [--skip-lighthouse] [--skip-load]';

const numberAfter = (args: readonly string[], i: number, flag: string, integer: boolean) =>
  positiveNumberAfter(args, i, flag, integer, USAGE);

export function parseBenchArgs(args: readonly string[]): BenchOptions {
  const quick = args.includes('--quick');
  const options: BenchOptions = {
    ...(quick ? QUICK_RUN : FULL_RUN),
    port: DEFAULT_PORT,
    features: false,
    skipBuild: false,
    skipLoad: false,
    quick,
  };
  for (let i = 0; i < args.length; i += 1) {
    // Stryker disable next-line StringLiteral: i stays within args, so the fallback is never taken
    const flag = args[i] ?? '';
    if (flag === '--quick') continue;
    else if (flag === '--features') options.features = true;
    else if (flag === '--skip-build') options.skipBuild = true;
    else if (flag === '--skip-lighthouse') options.lighthouseRuns = 0;
    else if (flag === '--skip-load') options.skipLoad = true;
    else if (flag === '--runs') options.lighthouseRuns = numberAfter(args, i++, flag, true);
    else if (flag === '--connections') options.connections = numberAfter(args, i++, flag, true);
    else if (flag === '--duration') options.durationSeconds = numberAfter(args, i++, flag, false);
    else if (flag === '--warmup') options.warmupSeconds = numberAfter(args, i++, flag, false);
    else if (flag === '--port') options.port = numberAfter(args, i++, flag, true);
    else throw new Error(`Unknown option "${flag}".\nUsage: ${USAGE}`);
  }
  return options;
}
