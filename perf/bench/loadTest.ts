/** Requests per second and p99 latency of one URL under autocannon, after an unmeasured warm-up. */
import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  /** Responses by status class: a redirect target should answer 3xx, a page 2xx. */
  statuses: Record<'2xx' | '3xx' | '4xx' | '5xx', number>;
  errors: number;
}

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
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
