/**
 * `npm run soak [-- --duration 60 --connections 10 --smoke]`: builds when dist/ is stale, starts the
 * built production server (mocks answering /api, the production form rate limit), warms it up, then
 * drives it with autocannon for the stated time over a mix of real and hostile URLs
 * (perf/soak/soakTargets.ts) while sampling its memory, then floods it with unknown addresses after a
 * run of one prerendered page (perf/soak/notFoundFlood.ts); prints the report, writes reports/soak.json
 * and reports/soak.md, and exits 1 when any answer was unexpected (perf/soak/soakExpectations.ts),
 * RSS grew beyond the noise threshold after the warm-up (perf/soak/soakVerdict.ts), or the flood
 * answered under half the page's rate or left requests unanswered.
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import type autocannon from 'autocannon';
import { countedRun } from './bench/loadTest.ts';
import { redirectTable } from '../site/rules/redirectTable.ts';
import { readBuildManifest } from '../site/server/buildManifest.ts';
import { startSiteServer } from '../tools/siteServer.ts';
import { floodPath, floodReasons, floodReport, type FloodRun } from './soak/notFoundFlood.ts';
import { reportOptions, sampleServerMemory, startMemorySampler } from './soak/serverMemory.ts';
import {
  RENDER_FLOOD_CONNECTIONS,
  RENDER_FLOOD_STATUS,
  renderFloodPath,
  renderFloodReasons,
  renderFloodResult,
  type PageLoadRun,
  type RenderFloodKind,
  type RenderFloodResult,
  type RenderFloodRun,
} from './soak/renderFlood.ts';
import { metricsReasons, metricsSummary } from './soak/soakMetrics.ts';
import { CLOSED_BY_SERVER } from './soak/soakExpectations.ts';
import { parsedOrExit } from '../tools/commandLine.ts';
import { parseSoakArgs } from './soak/soakOptions.ts';
import { staleBuildReason } from '../tools/buildFreshness.ts';
import { kindRows, soakMarkdown, summariseMemory, type SoakReport } from './soak/soakReport.ts';
import { BROWSER_HEADERS, needsOwnConnection, responseProblem, soakMix, type SoakRequest } from './soak/soakTargets.ts';
import { emptyTally, recordResponse, soakVerdict, type SoakTally } from './soak/soakVerdict.ts';

/** One answer into `tally` under its request's kind, with what is wrong with it beyond its status. */
const record = (tally: SoakTally, request: SoakRequest, status: number, latencyMs: number, location?: string) =>
  recordResponse(tally, request.kind, {
    status,
    latencyMs,
    target: `${request.method} ${request.path}`,
    problem: responseProblem(request, status, location),
  });

const options = parsedOrExit(() => parseSoakArgs(process.argv.slice(2)));

const stale = staleBuildReason('.');
if (stale && !options.skipBuild) {
  console.log(`${stale}: npm run build`);
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else console.log(stale ? `${stale}; used as it is (--skip-build).` : 'dist/ is up to date.');

const manifest = readBuildManifest('dist');
const reports = reportOptions();
// Production as deployed: NODE_ENV=production (startSiteServer), the production form rate limit and
// no trusted proxy whatever this shell says, and diagnostic reports on SIGUSR2 for the heap figures.
const server = await startSiteServer(
  { FORM_RATE_LIMIT: '', TRUST_PROXY: '', NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${reports.nodeOptions}` },
  { port: options.port },
);
if (server.pid === undefined) throw new Error('The site server has no pid');
const pid = server.pid;
// Should this script die before its finally, the server must not outlive it.
process.once('exit', () => {
  try {
    process.kill(pid);
  } catch {
    // Already stopped.
  }
});

/** The ETag each page answers now, for the conditional requests. */
async function etagsOf(pages: readonly string[]): Promise<Record<string, string>> {
  const etags: Record<string, string> = {};
  for (const page of pages) {
    const response = await fetch(`${server.url}${page}`, { headers: BROWSER_HEADERS });
    await response.arrayBuffer();
    const etag = response.headers.get('etag');
    if (etag) etags[page] = etag;
  }
  return etags;
}

const formBody = readFileSync('fixtures/submissions/form_application.json', 'utf8');
let report: SoakReport;
try {
  const mix = soakMix({
    pages: manifest.pages,
    redirects: redirectTable(),
    etags: await etagsOf(manifest.pages.slice(0, 40)),
    origin: server.url,
    form: { path: '/api/form_application/', body: formBody },
  });

  const viaNodeHttp = mix.filter(needsOwnConnection);
  const viaAutocannon = mix.filter((r) => !needsOwnConnection(r));

  /** Sends `requests` in turn on a connection of their own until `seconds` are over; answers go into `tally`. Resolves to the number of failures. */
  async function sideLoad(seconds: number, requests: readonly SoakRequest[], tally: SoakTally): Promise<number> {
    const end = performance.now() + seconds * 1000;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    let failures = 0;
    for (let i = 0; requests.length > 0 && performance.now() < end; i += 1) {
      const request = requests[i % requests.length] as SoakRequest;
      const sent = performance.now();
      try {
        const { status, location } = await rawRequest(request, agent);
        record(tally, request, status, performance.now() - sent, location);
      } catch (error) {
        // Node answers 431 to a request line over its limit and closes at once: the rest of a 100 KB
        // path then meets a reset. That is the refusal, recorded as such; any other failure is a failure.
        const { code } = error as NodeJS.ErrnoException;
        if ((code === 'ECONNRESET' || code === 'EPIPE') && request.path.length > 16_000)
          record(tally, request, CLOSED_BY_SERVER, performance.now() - sent);
        else failures += 1;
      }
      // A side channel, not a second load generator: at most ~100 requests a second.
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    agent.destroy();
    return failures;
  }

  /** One request with node:http: the path goes out byte for byte (fetch would rewrite `\` to `/`). */
  function rawRequest(request: SoakRequest, agent: Agent): Promise<{ status: number; location?: string }> {
    const { path, method, headers = {} } = request;
    return new Promise((resolve, reject) => {
      const req = httpRequest(server.url, { path, method, headers, agent, timeout: 10_000 }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', reject);
      req.end(request.body);
    });
  }

  /**
   * The mix for `seconds`: autocannon's share and, beside it, the side channel's; every answer goes into
   * `tally` under its kind. Resolves to the number of requests without an answer.
   */
  async function load(seconds: number, tally: SoakTally): Promise<number> {
    // autocannon calls a request's onResponse and then, synchronously, emits 'response' with the
    // latency: the request remembered here is the one the latency belongs to.
    let answered: { request: SoakRequest; location?: string } | undefined;
    const drive = countedRun(
      {
        url: server.url,
        connections: options.connections,
        duration: seconds,
        timeout: 10,
        requests: viaAutocannon.map((request) => ({
          method: request.method as 'GET',
          path: request.path,
          headers: request.headers ?? {},
          ...(request.body === undefined ? {} : { body: request.body }),
          onResponse: (_status: number, _body: string, _context: object, headers: IncomingHttpHeaders | undefined) => {
            answered = { request, location: headers?.location };
          },
        })),
      },
      (status, latencyMs) => {
        if (answered) record(tally, answered.request, status, latencyMs, answered.location);
        answered = undefined;
      },
    );
    const [cannon, side] = await Promise.all([drive, sideLoad(seconds, viaNodeHttp, tally)]);
    return cannon.errors + cannon.timeouts + side;
  }

  const sampler = startMemorySampler(pid, reports.dir, options.sampleSeconds * 1000);
  const started = performance.now();
  console.log(
    `Warm-up: ${options.warmupSeconds} s, ${options.connections} connections, ${mix.length} requests in the mix.`,
  );
  const warmupTally = emptyTally();
  const warmupErrors = await load(options.warmupSeconds, warmupTally);
  const warmupEnd = (performance.now() - started) / 1000;
  console.log(`Soak: ${options.durationSeconds} s.`);
  const tally = emptyTally();
  const measuredStart = performance.now();
  const errors = warmupErrors + (await load(options.durationSeconds, tally));
  const measuredSeconds = (performance.now() - measuredStart) / 1000;
  const samples = await sampler.stop();

  /** GETs of `pathOf(n)` (the n-th request's address) on `connections` for the flood's seconds; each answer also goes to `onAnswer`. */
  function autocannonFlood(
    connections: number,
    pathOf: (n: number) => string,
    onAnswer: (status: number, latencyMs: number) => void,
  ) {
    let sent = 0;
    const setupRequest = (request: autocannon.Request) => ({ ...request, path: pathOf(sent++) });
    const requests = [{ method: 'GET' as const, headers: BROWSER_HEADERS, setupRequest }];
    return countedRun(
      { url: server.url, connections, duration: options.floodSeconds, timeout: 10, requests },
      onAnswer,
    );
  }

  /** One run of the 404 flood (or of its prerendered page), every answer expected to be `expected`. */
  async function floodRun(path: string, expected: number, pathOf: (n: number) => string): Promise<FloodRun> {
    const latenciesMs: number[] = [];
    const counted = await autocannonFlood(options.connections, pathOf, (_, latencyMs) => latenciesMs.push(latencyMs));
    const unexpected = counted.requests - (counted.statuses[expected] ?? 0);
    return { path, expected, seconds: options.floodSeconds, ...counted, unexpected, latenciesMs };
  }

  // The page of the measurements when the build has it; any prerendered page otherwise.
  const floodPage = manifest.pages.includes('/contacts/') ? '/contacts/' : (manifest.pages[0] ?? '/');
  console.log(
    `404 flood: ${options.floodSeconds} s of ${floodPage}, then ${options.floodSeconds} s of unknown addresses.`,
  );
  const beforeFlood = await sampleServerMemory(pid, reports.dir);
  const pageRun = await floodRun(floodPage, 200, () => floodPage);
  const notFoundRun = await floodRun('unknown addresses', 404, (n) => floodPath(n));
  const afterFlood = await sampleServerMemory(pid, reports.dir);
  const flood = floodReport(options.connections, pageRun, notFoundRun, {
    rssBeforeKiB: beforeFlood.rssKiB,
    rssAfterKiB: afterFlood.rssKiB,
    heapUsedBeforeKiB: beforeFlood.heapUsedKiB,
    heapUsedAfterKiB: afterFlood.heapUsedKiB,
  });

  /** The prerendered page on the soak's connections from a process of its own (perf/soak/pageLoad.ts). */
  async function pageLoad(): Promise<PageLoadRun> {
    const { floodSeconds, connections } = options;
    const args = ['perf/soak/pageLoad.ts', `${server.url}${floodPage}`, String(floodSeconds), String(connections)];
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', ...args]);
    return JSON.parse(stdout) as PageLoadRun;
  }

  /** One flood of addresses that must render, on RENDER_FLOOD_CONNECTIONS connections, from this process. */
  async function renderFloodRun(kind: RenderFloodKind): Promise<RenderFloodRun> {
    const shedLatenciesMs: number[] = [];
    const pageLatenciesMs: number[] = [];
    const page = RENDER_FLOOD_STATUS[kind];
    const pathOf = (n: number) => renderFloodPath(kind, n);
    const counted = await autocannonFlood(RENDER_FLOOD_CONNECTIONS, pathOf, (status, latencyMs) => {
      if (status === 503) shedLatenciesMs.push(latencyMs);
      else if (status === page) pageLatenciesMs.push(latencyMs);
    });
    const unexpected = counted.requests - (counted.statuses[503] ?? 0) - (counted.statuses[page] ?? 0);
    return { kind, ...counted, unexpected, shedLatenciesMs, pageLatenciesMs };
  }

  const renderFloods: RenderFloodResult[] = [];
  for (const kind of ['search', 'guard'] as const) {
    console.log(`Render flood (${kind}): ${options.floodSeconds} s of ${floodPage} alone, then with the flood.`);
    const alone = await pageLoad();
    const [during, floodRun] = await Promise.all([pageLoad(), renderFloodRun(kind)]);
    renderFloods.push(renderFloodResult(alone, during, floodRun));
  }
  const metrics = await metricsSummary(server.metricsUrl());

  const memory = summariseMemory(samples, warmupEnd);
  const kinds = kindRows(tally);
  const requests = kinds.reduce((sum, row) => sum + row.requests, 0);
  const warmupRows = kindRows(warmupTally);
  const warmupUnexpected = warmupRows.reduce((sum, row) => sum + row.unexpected, 0);
  const verdict = soakVerdict(tally, errors, memory, { judgeMemory: !options.smoke });
  verdict.reasons.push(
    ...floodReasons(flood),
    ...renderFloods.flatMap(renderFloodReasons),
    ...metricsReasons(metrics, renderFloods),
  );
  if (warmupUnexpected > 0) {
    const examples = warmupRows.flatMap((row) => row.examples.map((e) => `${row.kind}: ${e}`));
    verdict.reasons.push(
      `${warmupUnexpected} unexpected answer(s) during the warm-up, e.g. ${examples.slice(0, 5).join('; ')}`,
    );
  }
  verdict.ok = verdict.reasons.length === 0;
  report = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version, loadAverage: loadavg() },
    options,
    mixSize: mix.length,
    measuredSeconds,
    requests,
    requestsPerSecond: requests / measuredSeconds,
    errors,
    warmupUnexpected,
    kinds,
    memory,
    samples,
    flood,
    renderFloods,
    metrics,
    verdict,
  };
} finally {
  await server.stop();
  rmSync(reports.dir, { recursive: true, force: true });
}

const markdown = soakMarkdown(report);
console.log(`\n${markdown}`);
mkdirSync('reports', { recursive: true });
writeFileSync('reports/soak.json', `${JSON.stringify(report, null, 2)}\n`);
writeFileSync('reports/soak.md', markdown);
console.log('\nWrote reports/soak.json and reports/soak.md (how to read them: docs/reliability.md).');
process.exit(report.verdict.ok ? 0 : 1);
