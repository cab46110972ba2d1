/**
 * `npm run bench [-- --quick]`: builds once (timed), starts the built server and measures it —
 * (a) Lighthouse mobile on six pages (home, service, article, project, portfolio index, blog index), (b) autocannon against four kinds of response, each beside a
 * bare node:http server replaying the same bytes, (c) the server's peak memory, (d) build and
 * feature-suite time, (f) what typesetting adds to parsing content — then prints the tables and writes reports/bench.json and reports/bench.md.
 * How to read them: docs/performance.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { BUDGET_PAGES, budgetPagePath } from './budgets/pageBudgets.ts';
import { redirectTable } from '../site/rules/redirectTable.ts';
import { findChromium } from 'spec-harness/cucumber';
import { startSiteServer } from '../tools/siteServer.ts';
import { parsedOrExit } from '../tools/commandLine.ts';
import { parseBenchArgs } from './bench/benchOptions.ts';
import { THROUGHPUT_TARGETS, benchMarkdown, type BenchReport, type LoadRow } from './bench/benchReport.ts';
import { captureResponse, startCeilingServer } from './bench/ceilingServer.ts';
import { median, scenarioTimesFromNdjson, suiteTimeFromNdjson } from 'spec-harness';
import { launchChromium, runLighthouse, type LighthouseFigures } from './bench/lighthouseRun.ts';
import { loadTest } from './bench/loadTest.ts';
import { memoryPeak, startMemorySampler } from './soak/serverMemory.ts';
import { measureTypesetCost } from './bench/typesetCost.ts';

const options = parsedOrExit(() => parseBenchArgs(process.argv.slice(2)));
const CUCUMBER_NDJSON = 'reports/cucumber.ndjson';
/** What a browser sends: a site that compresses is measured compressed, at the edge of the ceiling too. */
const REQUEST_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,application/json,*/*' };

function timed(command: string, args: string[]): number {
  const started = performance.now();
  const run = spawnSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (run.status !== 0) {
    console.error(run.stdout, run.stderr);
    throw new Error(`"${command} ${args.join(' ')}" failed with ${run.status}`);
  }
  return (performance.now() - started) / 1000;
}

/** Resolves once /healthz answers within 20 ms twice in a row (or after 10 s): the server's queue is empty. */
async function waitUntilIdle(baseUrl: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  let quick = 0;
  while (quick < 2 && Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${baseUrl}/healthz`);
    quick = performance.now() - started < 20 ? quick + 1 : 0;
  }
}

const pathOf = (label: string) => {
  const page = BUDGET_PAGES.find((p) => p.label === label);
  if (!page) throw new Error(`No budget page "${label}" in perf/budgets/pageBudgets.ts`);
  return budgetPagePath(page);
};

const buildSeconds = options.skipBuild ? null : timed('npm', ['run', 'build']);
console.log(buildSeconds === null ? 'Build skipped.' : `Built in ${buildSeconds.toFixed(1)} s.`);

const machine = { cpus: cpus().length, node: process.version, loadAverage: loadavg() };
// (f) Before any server starts: the machine is as quiet as it will be.
const typesetting = await measureTypesetCost();
const server = await startSiteServer({}, { port: options.port });
if (server.pid === undefined) throw new Error('The site server has no pid');
const memory = startMemorySampler(server.pid, undefined, 100);
const ceiling = await startCeilingServer(options.port + 1);
const ceilingUrl = `http://127.0.0.1:${options.port + 1}`;
let report: BenchReport;
try {
  // (a) Lighthouse, one Chromium for all runs; pages in turn, so runs of a page spread over time.
  const pages = ['home', 'service', 'article', 'project', 'portfolio', 'blog'].map((label) => ({
    label,
    path: pathOf(label),
    runs: [] as LighthouseFigures[],
  }));
  if (options.lighthouseRuns > 0) {
    const chromium = await launchChromium(findChromium());
    try {
      for (let run = 1; run <= options.lighthouseRuns; run += 1) {
        for (const page of pages) {
          console.log(`Lighthouse ${page.label} ${page.path} (run ${run}/${options.lighthouseRuns})`);
          page.runs.push(await runLighthouse(`${server.url}${page.path}`, chromium.port));
        }
      }
    } finally {
      chromium.kill();
    }
  }
  // Each figure's median over the page's runs.
  const lighthouse = (options.lighthouseRuns > 0 ? pages : []).map((page) => ({
    ...page,
    median: Object.fromEntries(
      (Object.keys(page.runs[0] ?? {}) as (keyof LighthouseFigures)[]).map((key) => [
        key,
        median(page.runs.map((run) => run[key])) ?? Number.NaN,
      ]),
    ) as Record<keyof LighthouseFigures, number>,
  }));

  // (b) Throughput: the site, then the ceiling replaying the site's own response, target by target.
  // A page served from prerendered output if the build wrote any, else a rendered one, named honestly.
  const prerendered = BUDGET_PAGES.filter((page) => page.status === 200)
    .map(budgetPagePath)
    .find((path) => existsSync(`dist/client${path}index.html`));
  const targets = [
    prerendered
      ? { label: 'prerendered page', path: prerendered, target: THROUGHPUT_TARGETS.prerendered, expect: 200 }
      : { label: 'page (SSR: the build wrote no prerendered HTML)', path: pathOf('home'), target: null, expect: 200 },
    { label: 'SSR-only page', path: '/search/?q=bitrix', target: THROUGHPUT_TARGETS.rendered, expect: 200 },
    // The same page with a new query every request: every one rendered, as the micro-cache never helps
    // (decision 015). No goal of its own; it shows what the row above costs when nobody asked before.
    {
      label: 'SSR-only page, a new address each request',
      path: '/search/?q=bitrix&n=0',
      target: null,
      expect: 200,
      pathFor: (n: number) => `/search/?q=bitrix&n=${n}`,
    },
    { label: 'redirect', path: redirectTable().exact[0]?.from ?? '/services/', target: null, expect: 301 },
    { label: 'API fixture', path: '/api/home.json', target: null, expect: 200 },
  ];
  const load: LoadRow[] = [];
  const loadOptions = { ...options, headers: REQUEST_HEADERS };
  for (const { label, path, target, expect, pathFor } of options.skipLoad ? [] : targets) {
    const url = `${server.url}${path}`;
    const captured = await captureResponse(url, REQUEST_HEADERS);
    if (captured.status !== expect) throw new Error(`${url} answered ${captured.status}, expected ${expect}`);
    ceiling.serve(captured);
    // The ceiling first: a slow site still works off its queue after autocannon stops, which would
    // steal CPU from a run right after it; the site is drained before the next target for the same reason.
    console.log(`autocannon ${label} ${path}: ceiling, then site`);
    const bare = await loadTest(`${ceilingUrl}${path}`, { ...loadOptions, pathFor });
    const site = await loadTest(url, { ...loadOptions, pathFor });
    await waitUntilIdle(server.url);
    const { status, body } = captured;
    load.push({ label, path, target, site, ceiling: bare, responseBytes: body.length, status });
  }

  // (d) The feature suite: run it now on request, else the last run's own timestamps.
  let featureSuite: BenchReport['featureSuite'] = null;
  if (options.features) {
    const seconds = timed('npx', ['cucumber-js']);
    featureSuite = { seconds, finishedAt: new Date().toISOString(), success: true, source: 'ran now' };
  } else if (existsSync(CUCUMBER_NDJSON)) {
    const time = suiteTimeFromNdjson(readFileSync(CUCUMBER_NDJSON, 'utf8'));
    featureSuite = time && { ...time, source: 'reports/cucumber.ndjson' };
  }

  report = {
    measuredAt: new Date().toISOString(),
    machine,
    options,
    buildSeconds,
    featureSuite,
    scenarioTimes: existsSync(CUCUMBER_NDJSON) ? scenarioTimesFromNdjson(readFileSync(CUCUMBER_NDJSON, 'utf8')) : null,
    lighthouse,
    load,
    memory: memoryPeak(await memory.stop()),
    typesetting,
  };
} finally {
  await memory.stop();
  await ceiling.close();
  await server.stop();
}

const markdown = benchMarkdown(report);
console.log(`\n${markdown}`);
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench.json', `${JSON.stringify(report, null, 2)}\n`);
writeFileSync('reports/bench.md', markdown);
console.log('\nWrote reports/bench.json and reports/bench.md (how to read them: docs/performance.md).');
