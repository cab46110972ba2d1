/**
 * One prerendered page asked for on N connections for S seconds, from a process of its own (the
 * render floods of perf/soak.ts measure it alone and during each flood): the load generator of the
 * flood must not take this one's CPU time, or the page would seem slower than the server made it.
 * `node --import tsx perf/soak/pageLoad.ts <url> <seconds> <connections>` prints one PageLoadRun as JSON.
 */
import autocannon from 'autocannon';
import { percentile } from 'spec-harness';
import type { PageLoadRun } from './renderFlood.ts';

const [url = '', seconds = '5', connections = '10'] = process.argv.slice(2);
const latencies: number[] = [];
let unexpected = 0;
const started = performance.now();
const instance = autocannon(
  {
    url,
    connections: Number(connections),
    duration: Number(seconds),
    timeout: 10,
    headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' },
  },
  (error: Error | null, result: autocannon.Result) => {
    if (error) throw error;
    const run: PageLoadRun = {
      requests: latencies.length,
      requestsPerSecond: latencies.length / ((performance.now() - started) / 1000),
      unexpected,
      timeouts: result.timeouts,
      errors: result.errors - result.timeouts,
      p99Ms: percentile(latencies, 99),
    };
    process.stdout.write(`${JSON.stringify(run)}\n`);
  },
);
instance.on('response', (_client, statusCode, _bytes, responseTime) => {
  latencies.push(responseTime);
  if (statusCode !== 200) unexpected += 1;
});
