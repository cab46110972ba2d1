/**
 * One prerendered page asked for on N connections for S seconds, from a process of its own (the
 * render floods of perf/soak.ts measure it alone and during each flood): the load generator of the
 * flood must not take this one's CPU time, or the page would seem slower than the server made it.
 * `node --import tsx perf/soak/pageLoad.ts <url> <seconds> <connections>` prints one PageLoadRun as JSON.
 */
import { percentile } from 'spec-harness';
import { countedRun } from '../bench/loadTest.ts';
import type { PageLoadRun } from './renderFlood.ts';

const [url = '', seconds = '5', connections = '10'] = process.argv.slice(2);
const latencies: number[] = [];
let unexpected = 0;
const { requests, requestsPerSecond, timeouts, errors } = await countedRun(
  {
    url,
    connections: Number(connections),
    duration: Number(seconds),
    timeout: 10,
    headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' },
  },
  (status, latencyMs) => {
    latencies.push(latencyMs);
    if (status !== 200) unexpected += 1;
  },
);
const run: PageLoadRun = {
  requests,
  requestsPerSecond,
  unexpected,
  timeouts,
  errors,
  p99Ms: percentile(latencies, 99),
};
process.stdout.write(`${JSON.stringify(run)}\n`);
