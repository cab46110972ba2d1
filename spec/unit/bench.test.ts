import { describe, expect, it } from 'vitest';
import { FULL_RUN, parseBenchArgs, QUICK_RUN } from '../../perf/bench/benchOptions.ts';
import {
  lighthouseTable,
  loadTable,
  ratio,
  unexpectedResponses,
  type BenchReport,
  type LoadRow,
} from '../../perf/bench/benchReport.ts';
import { replayHeaders } from '../../perf/bench/ceilingServer.ts';
import { isScriptTask, longestTaskOf } from '../../perf/bench/lighthouseRun.ts';
import { suiteTimeFromNdjson } from '../../packages/spec-harness/src/cucumberReports/featureSuiteTime.ts';
import {
  scenarioTimesFromNdjson,
  scenarioTimesTable,
} from '../../packages/spec-harness/src/cucumberReports/scenarioTimes.ts';
import { statusValueKiB } from '../../perf/soak/serverMemory.ts';

describe('npm run bench options', () => {
  it('runs the full benchmark by default and a short one with --quick', () => {
    expect(parseBenchArgs([])).toMatchObject({ ...FULL_RUN, port: 4120, quick: false, features: false });
    expect(FULL_RUN).toEqual({ lighthouseRuns: 5, connections: 10, durationSeconds: 5, warmupSeconds: 1 });
    expect(parseBenchArgs(['--quick'])).toMatchObject({ ...QUICK_RUN, quick: true });
    expect(QUICK_RUN.durationSeconds).toBeLessThan(FULL_RUN.durationSeconds);
  });

  it('lets every figure be changed, and refuses what it does not understand', () => {
    expect(
      parseBenchArgs([
        '--quick',
        '--runs',
        '5',
        '--connections',
        '50',
        '--duration',
        '2.5',
        '--port',
        '4130',
        '--features',
      ]),
    ).toMatchObject({ lighthouseRuns: 5, connections: 50, durationSeconds: 2.5, port: 4130, features: true });
    expect(() => parseBenchArgs(['--runs', '1.5'])).toThrow('--runs needs a positive whole number, not 1.5');
    expect(() => parseBenchArgs(['--duration'])).toThrow("Option '--duration <value>' argument missing");
    expect(() => parseBenchArgs(['--duration', '0'])).toThrow('--duration needs a positive number, not 0');
    expect(() => parseBenchArgs(['--fast'])).toThrow('npm run bench: unknown option --fast. It knows --quick, --runs');
    expect(parseBenchArgs(['--skip-lighthouse', '--skip-build'])).toMatchObject({ lighthouseRuns: 0, skipBuild: true });
    expect(parseBenchArgs([])).toMatchObject({ skipLoad: false, skipBuild: false });
    expect(parseBenchArgs(['--warmup', '2'])).toMatchObject({ warmupSeconds: 2 });
    expect(parseBenchArgs(['--warmup', '0.5'])).toMatchObject({ warmupSeconds: 0.5 });
    expect(() => parseBenchArgs(['--connections', '1.5'])).toThrow('--connections needs a positive whole number');
    expect(() => parseBenchArgs(['--port', '41.5'])).toThrow('--port needs a positive whole number');
    expect(parseBenchArgs(['--skip-load'])).toMatchObject({ skipLoad: true, lighthouseRuns: FULL_RUN.lighthouseRuns });
  });
});

describe('figures of the benchmark', () => {
  it("takes the longest task from Lighthouse's long-tasks audit, 0 when no task reached 50 ms", () => {
    expect(longestTaskOf({ type: 'table', items: [{ duration: 61.5 }, { duration: 212 }, { duration: 50 }] })).toBe(
      212,
    );
    expect(longestTaskOf({ type: 'table', items: [] })).toBe(0);
    expect(longestTaskOf(undefined)).toBe(0);
    expect(longestTaskOf(null)).toBe(0);
    expect(longestTaskOf('no details')).toBe(0);
    expect(longestTaskOf({ type: 'table', items: 'none' })).toBe(0);
    expect(longestTaskOf({ type: 'table', items: [{ url: 'x.js' }] })).toBe(0);
  });

  it("tells the longest task of the page's scripts from the browser's work on the document", () => {
    const details = {
      type: 'table',
      items: [
        { url: 'Unattributable', duration: 170 },
        { url: 'http://127.0.0.1:4120/services/x/', duration: 90 },
        { url: 'http://127.0.0.1:4120/assets/chunks/chunk-a.js', duration: 70 },
        { url: 'http://127.0.0.1:4120/assets/static/start.js?v=1', duration: 64 },
      ],
    };
    expect(longestTaskOf(details)).toBe(170);
    expect(longestTaskOf(details, isScriptTask)).toBe(70);
    expect(longestTaskOf({ items: [{ url: 'a.json', duration: 80 }] }, isScriptTask)).toBe(0);
    expect(
      ['/a.js', '/a.js?v=2', '/a.js#x', '/a.jsx', '/a.json', 'Unattributable', undefined].map(isScriptTask),
    ).toEqual([true, true, true, false, false, false, false]);
  });

  it('takes the share of the ceiling, and none of a ceiling that served nothing', () => {
    expect(ratio(6, 3)).toBe(2);
    expect(ratio(5, 0)).toBe(0);
  });

  it('flags a page that misses a Lighthouse target: performance, blocking time, a long start-up task', () => {
    const figures = {
      performance: 99,
      fcpMs: 900,
      lcpMs: 1500,
      tbtMs: 40,
      cls: 0,
      jsBytes: 135 * 1024,
      longestTaskMs: 0,
      longestScriptTaskMs: 0,
    };
    const report = (median: typeof figures) =>
      ({ lighthouse: [{ label: 'home', path: '/', runs: [median], median }] }) as unknown as BenchReport;
    const row = (median: typeof figures) => lighthouseTable(report(median)).split('\n').at(-1) ?? '';
    expect(lighthouseTable(report(figures)).split('\n')[0]).toMatch(
      /^\| page +\| perf +\| FCP ms +\| LCP ms +\| TBT ms +\| longest task ms +\| of scripts ms +\| CLS +\| JS KiB +\| runs +\|$/,
    );
    expect(row(figures)).toMatch(/^\| home \/ +\|/);
    expect(row({ ...figures, cls: 0.06 })).toMatch(/\| 0\.060 \(>0\.05\) +\|/);
    expect(row({ ...figures, cls: 0.05 })).toMatch(/\| 0\.050 +\|/);
    expect(row(figures)).toMatch(/\| 99 +\| 900 +\| 1500 +\| 40 +\| < 50 +\| < 50 +\| 0\.000 +\| 135\.0 +\| 1 +\|/);
    expect(row({ ...figures, longestTaskMs: 170, longestScriptTaskMs: 49.9 })).toMatch(/\| 170 \(>=50\) +\| < 50 +\|/);
    expect(row({ ...figures, longestTaskMs: 170, longestScriptTaskMs: 50 })).toMatch(
      /\| 170 \(>=50\) +\| 50 \(>=50\) +\|/,
    );
    expect(row({ ...figures, performance: 97, tbtMs: 101, longestTaskMs: 50 })).toMatch(
      /\| 97 \(<98\) +\| 900 +\| 1500 +\| 101 \(>100\) +\| 50 \(>=50\) +\|/,
    );
    expect(row({ ...figures, performance: 98, tbtMs: 100, longestTaskMs: 49.9 })).toMatch(
      /\| 98 +\| 900 +\| 1500 +\| 100 +\| < 50 +\|/,
    );
  });

  it('reads peak and current resident memory from /proc/<pid>/status', () => {
    const status = 'Name:\tnode\nVmPeak:\t 1200000 kB\nVmHWM:\t  297664 kB\nVmRSS:\t  201000 kB\nThreads:\t11\n';
    expect(statusValueKiB(status, 'VmHWM')).toBe(297664);
    expect(statusValueKiB(status, 'VmRSS')).toBe(201000);
    expect(statusValueKiB('Name:\tnode\n', 'VmHWM')).toBeNull();
  });

  it('reads the feature-suite time from the Cucumber messages of its last run', () => {
    const ndjson = [
      '{"meta":{"protocolVersion":"27"}}',
      '{"testRunStarted":{"timestamp":{"seconds":1763770000,"nanos":500000000}}}',
      '{"testCase":{"id":"1"}}',
      '{"testRunFinished":{"timestamp":{"seconds":1763770480,"nanos":0},"success":true}}',
      '',
    ].join('\n');
    expect(suiteTimeFromNdjson(ndjson)).toEqual({
      seconds: 479.5,
      finishedAt: new Date(1763770480000).toISOString(),
      success: true,
    });
    expect(suiteTimeFromNdjson('{"testRunStarted":{"timestamp":{"seconds":1,"nanos":0}}}')).toBeNull();
  });

  it("reads each scenario's time from the same messages, by feature, the costliest feature first", () => {
    const at = (ms: number) => ({ seconds: Math.floor(ms / 1000), nanos: (ms % 1000) * 1e6 });
    // Three scenarios of a.feature (0.2 s, 0.4 s, 1.0 s) and one of b.feature run twice (3 s, then 0.5 s):
    // an even count's median averages the middle two, as the benchmark's and the soak's do.
    const runs: [string, string, number, number][] = [
      ['p1', 'a.feature', 0, 200],
      ['p2', 'a.feature', 1000, 1400],
      ['p3', 'a.feature', 2000, 3000],
      ['p4', 'b.feature', 5000, 8000],
      ['p4', 'b.feature', 9000, 9500],
    ];
    const messages = runs.flatMap(([pickle, uri, start, end], index) => [
      { pickle: { id: pickle, uri } },
      { testCase: { id: `c${index}`, pickleId: pickle } },
      { testCaseStarted: { id: `s${index}`, testCaseId: `c${index}`, timestamp: at(start) } },
      { testCaseFinished: { testCaseStartedId: `s${index}`, timestamp: at(end) } },
    ]);
    const times = scenarioTimesFromNdjson(messages.map((m) => JSON.stringify(m)).join('\n'));
    expect(times).toMatchObject({ scenarios: 5, median: 0.5, p90: 3, total: 5.1 });
    expect(times?.features.map((f) => [f.uri, f.scenarios, f.median])).toEqual([
      ['b.feature', 2, 1.75],
      ['a.feature', 3, 0.4],
    ]);
    if (!times) throw new Error('no times');
    expect(scenarioTimesTable(times, 1)).toContain('| b.feature | 2 | 1.75 | 3.00 | 3.5 |');
    expect(scenarioTimesTable(times, 1)).not.toContain('a.feature');
    expect(scenarioTimesFromNdjson('{"meta":{}}')).toBeNull();
  });
});

describe('the ceiling server', () => {
  it('replays the captured headers and cookies but sets its own framing', () => {
    const headers = replayHeaders({
      status: 200,
      headers: {
        'content-type': 'text/html;charset=utf-8',
        'set-cookie': ['utm_source=; Path=/', 'utm_medium=; Path=/'],
        'content-encoding': 'gzip',
        'transfer-encoding': 'chunked',
        connection: 'keep-alive',
        'keep-alive': 'timeout=5',
        date: 'Sun, 22 Nov 2026 00:50:48 GMT',
        'content-length': '999',
      },
      body: Buffer.from('12345'),
    });
    expect(headers).toEqual({
      'content-type': 'text/html;charset=utf-8',
      'set-cookie': ['utm_source=; Path=/', 'utm_medium=; Path=/'],
      'content-encoding': 'gzip',
      'content-length': '5',
    });
  });

  it('reports site/ceiling against the issue target and says whether it is met', () => {
    const result = (requestsPerSecond: number) => ({
      requestsPerSecond,
      p99Ms: 10,
      statuses: { '2xx': 1, '3xx': 0, '4xx': 0, '5xx': 0 },
      errors: 0,
    });
    const row = (target: number | null, site: number): LoadRow => ({
      label: 'x',
      path: '/',
      target,
      site: result(site),
      ceiling: result(1000),
      responseBytes: 10,
      status: 200,
    });
    const table = loadTable({ load: [row(0.8, 850), row(0.3, 200), row(null, 10)] } as BenchReport).split('\n');
    expect(table[2]).toMatch(/\| 850 +\| 1000 +\| 0\.85 +\| >= 0\.8 met/u);
    expect(table[3]).toMatch(/\| 0\.20 +\| >= 0\.3 MISSED/u);
    expect(table[4]).toMatch(/\| 0\.01 +\| - /u);
    expect(table[0]).toMatch(/\| site\/ceiling +\| goal +\| site p99 ms +\| ceiling p99 ms +\| unexpected \|$/u);
    expect(table[2]).toMatch(/\| 0 +\|$/u);
  });

  it('counts answers of another status class and connection errors as unexpected', () => {
    const row = {
      status: 301,
      site: { requestsPerSecond: 1, p99Ms: 1, statuses: { '2xx': 2, '3xx': 90, '4xx': 1, '5xx': 3 }, errors: 4 },
    } as LoadRow;
    expect(unexpectedResponses(row, row.site)).toBe(10);
  });
});
