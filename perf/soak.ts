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
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import autocannon from 'autocannon';
import { redirectTable } from '../site/rules/redirectTable.ts';
import { readBuildManifest } from '../site/server/buildManifest.ts';
import { startSiteServer } from '../tools/siteServer.ts';
import { floodPath, floodReasons, floodReport, floodTable, type FloodRun } from './soak/notFoundFlood.ts';
import { reportOptions, sampleServerMemory, startMemorySampler } from './soak/serverMemory.ts';
import {
  RENDER_FLOOD_CONNECTIONS,
  RENDER_FLOOD_STATUS,
  renderFloodPath,
  renderFloodReasons,
  renderFloodResult,
  renderFloodTable,
  type PageLoadRun,
  type RenderFloodKind,
  type RenderFloodResult,
  type RenderFloodRun,
} from './soak/renderFlood.ts';
import { metricsReasons, metricsSummary, metricsTable } from './soak/soakMetrics.ts';
import { CLOSED_BY_SERVER } from './soak/soakExpectations.ts';
import { parsedOrExit } from '../tools/commandLine.ts';
import { parseSoakArgs } from './soak/soakOptions.ts';
import { staleBuildReason } from '../tools/buildFreshness.ts';
import {
  kindRows,
  soakMarkdown,
  summariseMemory,
  summaryLine,
  kindsTable,
  memoryTable,
  verdictText,
  type SoakReport,
} from './soak/soakReport.ts';
import { BROWSER_HEADERS, needsOwnConnection, responseProblem, soakMix, type SoakRequest } from './soak/soakTargets.ts';
import { emptyTally, recordResponse, soakVerdict, type SoakTally } from './soak/soakVerdict.ts';

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
        const problem = responseProblem(request, status, location);
        recordResponse(tally, request.kind, {
          status,
          latencyMs: performance.now() - sent,
          target: `${request.method} ${request.path}`,
          ...(problem === undefined ? {} : { problem }),
        });
      } catch (error) {
        // Node answers 431 to a request line over its limit and closes at once: the rest of a 100 KB
        // path then meets a reset. That is the refusal, recorded as such; any other failure is a failure.
        const reset =
          (error as NodeJS.ErrnoException).code === 'ECONNRESET' || (error as NodeJS.ErrnoException).code === 'EPIPE';
        if (reset && request.path.length > 16_000)
          recordResponse(tally, request.kind, {
            status: CLOSED_BY_SERVER,
            latencyMs: performance.now() - sent,
            target: `${request.method} ${request.path}`,
          });
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
    const base = new URL(server.url);
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: base.hostname,
          port: base.port,
          path: request.path,
          method: request.method,
          headers: request.headers ?? {},
          agent,
          timeout: 10_000,
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', reject);
      req.end(request.body);
    });
  }

  /** One autocannon run over the mix; every answer goes into `tally` under its kind. */
  function drive(seconds: number, tally: SoakTally): Promise<autocannon.Result> {
    // autocannon calls a request's onResponse and then, synchronously, emits 'response' with the
    // latency: the request remembered here is the one the latency belongs to.
    let answered: { request: SoakRequest; status: number; location?: string } | undefined;
    let finish: (result: autocannon.Result) => void = () => undefined;
    let fail: (error: unknown) => void = () => undefined;
    const result = new Promise<autocannon.Result>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
    const instance = autocannon(
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
          onResponse: (status: number, _body: string, _context: object, headers: IncomingHttpHeaders | undefined) => {
            answered = { request, status, location: headers?.location };
          },
        })),
      },
      (error: unknown, done: autocannon.Result) => (error ? fail(error) : finish(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      const request = answered?.request;
      if (!request) return;
      const problem = responseProblem(request, statusCode, answered?.location);
      recordResponse(tally, request.kind, {
        status: statusCode,
        latencyMs: responseTime,
        target: `${request.method} ${request.path}`,
        ...(problem === undefined ? {} : { problem }),
      });
      answered = undefined;
    });
    return result;
  }

  const sampler = startMemorySampler(pid, reports.dir, options.sampleSeconds * 1000);
  const started = performance.now();
  console.log(
    `Warm-up: ${options.warmupSeconds} s, ${options.connections} connections, ${mix.length} requests in the mix.`,
  );
  const warmupTally = emptyTally();
  const [warmup, warmupSideFailures] = await Promise.all([
    drive(options.warmupSeconds, warmupTally),
    sideLoad(options.warmupSeconds, viaNodeHttp, warmupTally),
  ]);
  const warmupEnd = (performance.now() - started) / 1000;
  console.log(`Soak: ${options.durationSeconds} s.`);
  const tally = emptyTally();
  const measuredStart = performance.now();
  const [run, sideFailures] = await Promise.all([
    drive(options.durationSeconds, tally),
    sideLoad(options.durationSeconds, viaNodeHttp, tally),
  ]);
  const measuredSeconds = (performance.now() - measuredStart) / 1000;
  const samples = await sampler.stop();

  /**
   * GETs of `pathOf(n)` (the n-th request's address) on `connections` for the flood's seconds; each answer
   * goes to `onAnswer`. Resolves with what autocannon counted besides: timeouts, other failures, req/s.
   */
  function autocannonFlood(
    connections: number,
    pathOf: (n: number) => string,
    onAnswer: (status: number, latencyMs: number) => void,
  ): Promise<{ timeouts: number; errors: number; seconds: number }> {
    let sent = 0;
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const instance = autocannon(
        {
          url: server.url,
          connections,
          duration: options.floodSeconds,
          timeout: 10,
          requests: [
            {
              method: 'GET',
              headers: BROWSER_HEADERS,
              setupRequest: (request: autocannon.Request) => ({ ...request, path: pathOf(sent++) }),
            },
          ],
        },
        // autocannon fails with an Error (a bad option, a refused connection).
        (error: Error | null, result: autocannon.Result) => {
          if (error) return reject(error);
          resolve({
            timeouts: result.timeouts,
            // autocannon counts a timeout among its errors too.
            errors: result.errors - result.timeouts,
            seconds: (performance.now() - started) / 1000,
          });
        },
      );
      instance.on('response', (_client, statusCode, _bytes, responseTime) => onAnswer(statusCode, responseTime));
    });
  }

  /** One run of the 404 flood (or of its prerendered page), every answer expected to be `expected`. */
  async function floodRun(label: string, expected: number, pathOf: (n: number) => string): Promise<FloodRun> {
    const run: FloodRun = {
      path: label,
      expected,
      seconds: options.floodSeconds,
      requests: 0,
      requestsPerSecond: 0,
      statuses: {},
      unexpected: 0,
      timeouts: 0,
      errors: 0,
      latenciesMs: [],
    };
    const { timeouts, errors, seconds } = await autocannonFlood(options.connections, pathOf, (status, latencyMs) => {
      run.requests += 1;
      run.statuses[status] = (run.statuses[status] ?? 0) + 1;
      if (status !== expected) run.unexpected += 1;
      run.latenciesMs.push(latencyMs);
    });
    return { ...run, timeouts, errors, requestsPerSecond: run.requests / seconds };
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
  function pageLoad(): Promise<PageLoadRun> {
    return new Promise((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          'perf/soak/pageLoad.ts',
          `${server.url}${floodPage}`,
          String(options.floodSeconds),
          String(options.connections),
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve(JSON.parse(out) as PageLoadRun) : reject(new Error(`pageLoad exited with ${code}`)),
      );
    });
  }

  /** One flood of addresses that must render, on RENDER_FLOOD_CONNECTIONS connections, from this process. */
  async function renderFloodRun(kind: RenderFloodKind): Promise<RenderFloodRun> {
    const run: RenderFloodRun = {
      kind,
      requests: 0,
      requestsPerSecond: 0,
      statuses: {},
      unexpected: 0,
      timeouts: 0,
      errors: 0,
      shedLatenciesMs: [],
      pageLatenciesMs: [],
    };
    const pathOf = (n: number) => renderFloodPath(kind, n);
    const { timeouts, errors, seconds } = await autocannonFlood(
      RENDER_FLOOD_CONNECTIONS,
      pathOf,
      (status, latencyMs) => {
        run.requests += 1;
        run.statuses[status] = (run.statuses[status] ?? 0) + 1;
        if (status === 503) run.shedLatenciesMs.push(latencyMs);
        else if (status === RENDER_FLOOD_STATUS[kind]) run.pageLatenciesMs.push(latencyMs);
        else run.unexpected += 1;
      },
    );
    return { ...run, timeouts, errors, requestsPerSecond: run.requests / seconds };
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
  const errors = warmup.errors + warmup.timeouts + run.errors + run.timeouts + warmupSideFailures + sideFailures;
  const kinds = kindRows(tally);
  const requests = kinds.reduce((sum, row) => sum + row.requests, 0);
  const warmupUnexpected = kindRows(warmupTally).reduce((sum, row) => sum + row.unexpected, 0);
  const verdict = soakVerdict(tally, errors, memory, { judgeMemory: !options.smoke });
  verdict.reasons.push(...floodReasons(flood));
  for (const result of renderFloods) verdict.reasons.push(...renderFloodReasons(result));
  verdict.reasons.push(...metricsReasons(metrics, renderFloods));
  verdict.ok = verdict.reasons.length === 0;
  if (warmupUnexpected > 0) {
    const examples = kindRows(warmupTally).flatMap((row) => row.examples.map((e) => `${row.kind}: ${e}`));
    verdict.reasons.push(
      `${warmupUnexpected} unexpected answer(s) during the warm-up, e.g. ${examples.slice(0, 5).join('; ')}`,
    );
    verdict.ok = false;
  }
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

console.log(
  `\n${summaryLine(report)}\n\n${kindsTable(report)}\n\n${memoryTable(report)}\n\n${floodTable(report.flood)}\n\n` +
    `${renderFloodTable(report.renderFloods, report.flood.page.path, report.options.connections)}\n\n${metricsTable(report.metrics)}\n\n${verdictText(report.verdict)}`,
);
mkdirSync('reports', { recursive: true });
writeFileSync('reports/soak.json', `${JSON.stringify(report, null, 2)}\n`);
writeFileSync('reports/soak.md', soakMarkdown(report));
console.log('\nWrote reports/soak.json and reports/soak.md (how to read them: docs/reliability.md).');
process.exit(report.verdict.ok ? 0 : 1);
