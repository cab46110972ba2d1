import { strictArgs, type CommandOptions } from 'spec-harness';
import { positiveNumber } from '../../tools/commandLine.ts';

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

const OPTIONS = {
  duration: { type: 'string' },
  warmup: { type: 'string' },
  connections: { type: 'string' },
  flood: { type: 'string' },
  sample: { type: 'string' },
  port: { type: 'string' },
  'skip-build': { type: 'boolean' },
  smoke: { type: 'boolean' },
} satisfies CommandOptions;

/** The options of `npm run soak`, parsed strictly: an unknown one or a number that is not positive is an error. */
export function parseSoakArgs(args: readonly string[]): SoakOptions {
  const parsed = strictArgs('npm run soak', OPTIONS, args);
  if ('refused' in parsed) throw new Error(parsed.refused);
  const { values } = parsed;
  const smoke = values.smoke === true;
  const run = { ...DEFAULT_SOAK, ...(smoke ? SMOKE_SOAK : {}) };
  return {
    durationSeconds: positiveNumber(values.duration, 'duration') ?? run.durationSeconds,
    warmupSeconds: positiveNumber(values.warmup, 'warmup') ?? run.warmupSeconds,
    connections: positiveNumber(values.connections, 'connections', true) ?? run.connections,
    floodSeconds: positiveNumber(values.flood, 'flood') ?? run.floodSeconds,
    sampleSeconds: positiveNumber(values.sample, 'sample') ?? run.sampleSeconds,
    port: positiveNumber(values.port, 'port', true) ?? run.port,
    skipBuild: values['skip-build'] === true,
    smoke,
  };
}
