import { positiveNumberAfter } from '../positiveNumberAfter.ts';

/** The command line of `npm run soak`. */
export interface SoakOptions {
  /** Measured seconds of load, after the warm-up. */
  durationSeconds: number;
  /** Seconds of the same load before measuring: JIT, caches and sockets settle; memory is taken after it. */
  warmupSeconds: number;
  /** Concurrent connections autocannon keeps open (the 404 flood and its prerendered page too). */
  connections: number;
  /** Seconds of each run of the 404 flood (notFoundFlood.ts): a prerendered page, then unknown addresses. */
  floodSeconds: number;
  /** Seconds between memory samples. */
  sampleSeconds: number;
  port: number;
  /** Use dist/ as it is, even when sources are newer. */
  skipBuild: boolean;
  /** The 5-second run: the same checks, shorter. */
  smoke: boolean;
}

export const DEFAULT_SOAK: Omit<SoakOptions, 'skipBuild' | 'smoke'> = {
  durationSeconds: 60,
  warmupSeconds: 10,
  connections: 10,
  floodSeconds: 10,
  sampleSeconds: 5,
  port: 4130,
};
export const SMOKE_SOAK: Pick<SoakOptions, 'durationSeconds' | 'warmupSeconds' | 'sampleSeconds' | 'floodSeconds'> = {
  durationSeconds: 5,
  warmupSeconds: 2,
  sampleSeconds: 1,
  floodSeconds: 2,
};

const USAGE =
  'npm run soak -- [--duration S] [--warmup S] [--connections N] [--flood S] [--sample S] [--port P] [--skip-build] [--smoke]';

const numberAfter = (args: readonly string[], i: number, flag: string, integer: boolean) =>
  positiveNumberAfter(args, i, flag, integer, USAGE);

export function parseSoakArgs(args: readonly string[]): SoakOptions {
  const smoke = args.includes('--smoke');
  const options: SoakOptions = { ...DEFAULT_SOAK, ...(smoke ? SMOKE_SOAK : {}), skipBuild: false, smoke };
  for (let i = 0; i < args.length; i += 1) {
    const flag = args[i] ?? '';
    if (flag === '--smoke') continue;
    else if (flag === '--skip-build') options.skipBuild = true;
    else if (flag === '--duration') options.durationSeconds = numberAfter(args, i++, flag, false);
    else if (flag === '--warmup') options.warmupSeconds = numberAfter(args, i++, flag, false);
    else if (flag === '--connections') options.connections = numberAfter(args, i++, flag, true);
    else if (flag === '--flood') options.floodSeconds = numberAfter(args, i++, flag, false);
    else if (flag === '--sample') options.sampleSeconds = numberAfter(args, i++, flag, false);
    else if (flag === '--port') options.port = numberAfter(args, i++, flag, true);
    else throw new Error(`Unknown option "${flag}".\nUsage: ${USAGE}`);
  }
  return options;
}
