/** The benchmark's results: one shape for reports/bench.json, and the tables of reports/bench.md and the terminal. */
import { markdownTable } from '../budgets/budgetVerdict.ts';
import type { BenchOptions } from './benchOptions.ts';
import type { LighthouseFigures } from './lighthouseRun.ts';
import type { LoadResult } from './loadTest.ts';
import type { MemoryPeak } from '../soak/serverMemory.ts';
import type { TypesetCost } from './typesetCost.ts';
import { scenarioTimesTable, type ScenarioTimes, type SuiteTime } from 'spec-harness';

export interface LoadRow {
  label: string;
  path: string;
  /** The issue's target for site/ceiling, when it states one. */
  target: number | null;
  site: LoadResult;
  ceiling: LoadResult;
  /** Bytes of the response replayed by the ceiling (compressed if the site compressed). */
  responseBytes: number;
  status: number;
}

/** Responses of another status class than the captured one, plus connection errors: a fast wrong answer is no result. */
export function unexpectedResponses(row: LoadRow, result: LoadResult): number {
  const expected = `${String(row.status).charAt(0)}xx` as keyof LoadResult['statuses'];
  const all = Object.values(result.statuses).reduce((sum, n) => sum + n, 0);
  return all - result.statuses[expected] + result.errors;
}

export interface BenchReport {
  measuredAt: string;
  machine: { cpus: number; node: string; loadAverage: number[] };
  options: BenchOptions;
  buildSeconds: number | null;
  featureSuite: (SuiteTime & { source: 'ran now' | 'reports/cucumber.ndjson' }) | null;
  /** The same run, scenario by scenario (decision 020's target: median <= 0.4 s). */
  scenarioTimes: ScenarioTimes | null;
  lighthouse: Array<{ label: string; path: string; runs: LighthouseFigures[]; median: LighthouseFigures }>;
  load: LoadRow[];
  memory: MemoryPeak;
  typesetting: TypesetCost;
}

/**
 * The targets, in one place: Lighthouse mobile (a visitor's phone: performance, blocking time, and no
 * start-up task a phone feels, at Lighthouse's 4x CPU slowdown), and throughput as a share of the ceiling.
 */
export const LIGHTHOUSE_TARGETS = { performance: 98, tbtMs: 100, longestTaskMs: 50, cls: 0.05 };
export const THROUGHPUT_TARGETS = { prerendered: 0.8, rendered: 0.3 };

const ms = (value: number) => `${Math.round(value)}`;
const mib = (kib: number | null) => (kib === null ? 'n/a' : (kib / 1024).toFixed(1));
export const ratio = (site: number, ceiling: number) => (ceiling > 0 ? site / ceiling : 0);

/** A longest task as the table shows it: under the target, or its length flagged. */
const longTask = (value: number) =>
  value < LIGHTHOUSE_TARGETS.longestTaskMs
    ? `< ${LIGHTHOUSE_TARGETS.longestTaskMs}`
    : `${ms(value)} (>=${LIGHTHOUSE_TARGETS.longestTaskMs})`;

export function lighthouseTable(report: BenchReport): string {
  return markdownTable(
    ['page', 'perf', 'FCP ms', 'LCP ms', 'TBT ms', 'longest task ms', 'of scripts ms', 'CLS', 'JS KiB', 'runs'],
    report.lighthouse.map(({ label, path, median, runs }) => [
      `${label} ${path}`,
      `${median.performance}${median.performance >= LIGHTHOUSE_TARGETS.performance ? '' : ` (<${LIGHTHOUSE_TARGETS.performance})`}`,
      ms(median.fcpMs),
      ms(median.lcpMs),
      `${ms(median.tbtMs)}${median.tbtMs <= LIGHTHOUSE_TARGETS.tbtMs ? '' : ` (>${LIGHTHOUSE_TARGETS.tbtMs})`}`,
      longTask(median.longestTaskMs),
      longTask(median.longestScriptTaskMs),
      `${median.cls.toFixed(3)}${median.cls <= LIGHTHOUSE_TARGETS.cls ? '' : ` (>${LIGHTHOUSE_TARGETS.cls})`}`,
      (median.jsBytes / 1024).toFixed(1),
      String(runs.length),
    ]),
  );
}

export function loadTable(report: BenchReport): string {
  return markdownTable(
    [
      'target',
      'status',
      'bytes',
      'site req/s',
      'ceiling req/s',
      'site/ceiling',
      'goal',
      'site p99 ms',
      'ceiling p99 ms',
      'unexpected',
    ],
    report.load.map((row) => {
      const r = ratio(row.site.requestsPerSecond, row.ceiling.requestsPerSecond);
      return [
        `${row.label} ${row.path}`,
        String(row.status),
        String(row.responseBytes),
        row.site.requestsPerSecond.toFixed(0),
        row.ceiling.requestsPerSecond.toFixed(0),
        r.toFixed(2),
        row.target === null ? '-' : `>= ${row.target} ${r >= row.target ? 'met' : 'MISSED'}`,
        String(row.site.p99Ms),
        String(row.ceiling.p99Ms),
        String(unexpectedResponses(row, row.site) + unexpectedResponses(row, row.ceiling)),
      ];
    }),
  );
}

function resourcesTable(report: BenchReport): string {
  const suite = report.featureSuite;
  return markdownTable(
    ['figure', 'value'],
    [
      [
        'build (npm run build)',
        report.buildSeconds === null ? 'not measured (--skip-build)' : `${report.buildSeconds.toFixed(1)} s`,
      ],
      [
        'feature suite',
        suite
          ? `${suite.seconds.toFixed(0)} s (${suite.source}, finished ${suite.finishedAt}${suite.success === false ? ', FAILED' : ''})`
          : 'not measured: no reports/cucumber.ndjson (run npm run test:features, or bench with --features)',
      ],
      ['server peak memory, VmHWM', `${mib(report.memory.hwmKiB)} MiB`],
      ['server peak memory, sampled VmRSS', `${mib(report.memory.maxRssKiB)} MiB (${report.memory.samples} samples)`],
    ],
  );
}

function typesettingTable(report: BenchReport): string {
  const t = report.typesetting;
  const row = (label: string, parse: number, typeset: number) => [
    label,
    parse.toFixed(2),
    typeset.toFixed(2),
    `${(typeset / parse).toFixed(1)}×`,
  ];
  return markdownTable(
    ['content files parsed', 'contract only, ms', 'with typesetting, ms', 'ratio'],
    [
      row(`one file (median of ${t.files})`, t.medianParseMs, t.medianTypesetParseMs),
      row(`the costliest, ${t.slowest.file}`, t.slowest.parseMs, t.slowest.typesetParseMs),
      row(`all ${t.files}, once each`, t.allParseMs, t.allTypesetParseMs),
    ],
  );
}

export function benchMarkdown(report: BenchReport): string {
  const o = report.options;
  return [
    `# Benchmark ${report.measuredAt}`,
    '',
    `Machine: ${report.machine.cpus} CPUs, Node ${report.machine.node}, load average at start ${report.machine.loadAverage.map((l) => l.toFixed(2)).join(' ')}.`,
    `Options: ${o.quick ? 'quick; ' : ''}Lighthouse ${o.lighthouseRuns} run(s) per page (median); ${o.skipLoad ? 'no load tests (--skip-load)' : `autocannon ${o.connections} connections, ${o.durationSeconds} s after ${o.warmupSeconds} s warm-up`}.`,
    '',
    '## (a) Lighthouse, mobile (medians)',
    '',
    lighthouseTable(report),
    '',
    '## (b) Throughput against a bare node:http server replaying the same bytes',
    '',
    loadTable(report),
    '',
    '## (c, d) Memory, build and feature suite',
    '',
    resourcesTable(report),
    '',
    '## (f) Typesetting content as it is parsed (a page made on request pays it once per new answer)',
    '',
    typesettingTable(report),
    '',
    '## (e) Feature suite, scenario by scenario (the costliest features)',
    '',
    report.scenarioTimes ? scenarioTimesTable(report.scenarioTimes) : 'not measured: no reports/cucumber.ndjson',
    '',
  ].join('\n');
}
