/** Requests per second and p99 latency of one URL under autocannon, after an unmeasured warm-up. */
import autocannon from 'autocannon';
import type { BenchOptions } from './benchOptions.ts';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  /** Responses by status class: a redirect target should answer 3xx, a page 2xx. */
  statuses: Record<'2xx' | '3xx' | '4xx' | '5xx', number>;
  errors: number;
}

interface LoadOptions extends Pick<BenchOptions, 'connections' | 'durationSeconds' | 'warmupSeconds'> {
  headers: Record<string, string>;
  /** A different path for every request (n counts from 0): measures what a cache cannot help with. */
  pathFor?: (n: number) => string;
}

export async function loadTest(url: string, options: LoadOptions): Promise<LoadResult> {
  let n = 0;
  const { pathFor } = options;
  const requests: autocannon.Request[] | undefined = pathFor && [
    { setupRequest: (request) => ({ ...request, path: pathFor(n++) }) },
  ];
  const base = { url, connections: options.connections, headers: options.headers, ...(requests && { requests }) };
  // JIT, caches and keep-alive connections settle during the warm-up; its figures are thrown away.
  if (options.warmupSeconds > 0) await autocannon({ ...base, duration: options.warmupSeconds });
  const result = await autocannon({ ...base, duration: options.durationSeconds });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    statuses: { '2xx': result['2xx'], '3xx': result['3xx'], '4xx': result['4xx'], '5xx': result['5xx'] },
    errors: result.errors,
  };
}

/** A run of autocannon as counted from its answers (the soak's runs). */
export interface AnswerCount {
  requests: number;
  requestsPerSecond: number;
  statuses: Record<string, number>;
  timeouts: number;
  /** Requests that got no answer for another reason (a reset). */
  errors: number;
}

/**
 * One autocannon run, each answer's status and latency given to `onAnswer` as it comes, and counted.
 * Called without a callback, autocannon returns its event emitter made thenable (autocannon/lib/init.js),
 * which its types do not say.
 */
export async function countedRun(
  options: autocannon.Options,
  onAnswer: (status: number, latencyMs: number) => void,
): Promise<AnswerCount> {
  const started = performance.now();
  const counted = { requests: 0, statuses: {} as Record<string, number> };
  const run = autocannon(options) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  run.on('response', (_client, status, _bytes, latencyMs) => {
    counted.requests += 1;
    counted.statuses[status] = (counted.statuses[status] ?? 0) + 1;
    onAnswer(status, latencyMs);
  });
  const result = await run;
  return {
    ...counted,
    requestsPerSecond: counted.requests / ((performance.now() - started) / 1000),
    timeouts: result.timeouts,
    // autocannon counts a timeout among its errors too.
    errors: result.errors - result.timeouts,
  };
}
