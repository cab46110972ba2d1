/** The soak's figures, as JSON (reports/soak.json) and as tables (stdout, reports/soak.md). Pure. */
import { floodTable, mib, ms, statusList, type FloodReport } from './notFoundFlood.ts';
import { renderFloodTable, type RenderFloodResult } from './renderFlood.ts';
import { metricsTable, type MetricsSummary } from './soakMetrics.ts';
import { memoryPeak, type MemorySample } from './serverMemory.ts';
import { SOAK_EXPECTED, SOAK_KINDS, type SoakKind } from './soakExpectations.ts';
import type { SoakOptions } from './soakOptions.ts';
import { median, percentile } from 'spec-harness';
import {
  rssGrowth,
  SOAK_RSS_GROWTH_LIMIT,
  type KindTally,
  type MemoryFigures,
  type SoakTally,
  type SoakVerdict,
} from './soakVerdict.ts';

/** How many samples make "after warm-up" and "at end": their median, so one GC swing decides nothing. */
const SAMPLES_PER_POINT = 3;

export interface MemorySummary extends MemoryFigures {
  hwmKiB: number | null;
  heapUsedStartKiB: number | null;
  heapUsedAfterWarmupKiB: number | null;
  heapUsedEndKiB: number | null;
  /** RSS growth after the warm-up, as a fraction; null when not measured. */
  rssGrowth: number | null;
}

const valuesOf = (samples: readonly MemorySample[], key: 'rssKiB' | 'heapUsedKiB') =>
  samples.flatMap((s) => (s[key] === null ? [] : [s[key]]));

/** Start: the first sample; after warm-up: the first samples from `warmupEndSeconds`; end: the last ones. */
export function summariseMemory(samples: readonly MemorySample[], warmupEndSeconds: number): MemorySummary {
  const afterWarmup = samples.filter((s) => s.atSeconds >= warmupEndSeconds).slice(0, SAMPLES_PER_POINT);
  const atEnd = samples.slice(-SAMPLES_PER_POINT);
  const first = samples.slice(0, 1);
  const figures: MemoryFigures = {
    rssStartKiB: median(valuesOf(first, 'rssKiB')),
    rssAfterWarmupKiB: median(valuesOf(afterWarmup, 'rssKiB')),
    rssEndKiB: median(valuesOf(atEnd, 'rssKiB')),
  };
  return {
    ...figures,
    hwmKiB: memoryPeak(samples).hwmKiB,
    heapUsedStartKiB: median(valuesOf(first, 'heapUsedKiB')),
    heapUsedAfterWarmupKiB: median(valuesOf(afterWarmup, 'heapUsedKiB')),
    heapUsedEndKiB: median(valuesOf(atEnd, 'heapUsedKiB')),
    rssGrowth: rssGrowth(figures),
  };
}

export interface KindRow extends Omit<KindTally, 'latenciesMs'> {
  kind: SoakKind;
  expected: readonly number[];
  p50Ms: number | null;
  p99Ms: number | null;
}

export interface SoakReport {
  measuredAt: string;
  machine: { cpus: number; node: string; loadAverage: number[] };
  options: SoakOptions;
  /** Distinct requests in one pass of the mix. */
  mixSize: number;
  measuredSeconds: number;
  requests: number;
  requestsPerSecond: number;
  /** Requests with no answer (connection errors, timeouts), warm-up included. */
  errors: number;
  /** Unexpected answers during the warm-up (they fail the run too). */
  warmupUnexpected: number;
  kinds: KindRow[];
  memory: MemorySummary;
  samples: MemorySample[];
  /** The 404 flood after the mix: a prerendered page, then unknown addresses. */
  flood: FloodReport;
  /** The floods of work that must render, each beside the prerendered page's rate alone. */
  renderFloods: RenderFloodResult[];
  /** The server's own metrics after all of it. */
  metrics: MetricsSummary;
  verdict: SoakVerdict;
}

export function kindRows(tally: SoakTally): KindRow[] {
  return SOAK_KINDS.map((kind) => {
    const { latenciesMs, ...counts } = tally[kind];
    const [p50Ms, p99Ms] = [percentile(latenciesMs, 50), percentile(latenciesMs, 99)];
    return { kind, expected: SOAK_EXPECTED[kind].statuses, ...counts, p50Ms, p99Ms };
  });
}

function kindsTable(report: SoakReport): string {
  const lines = [
    '| kind | expected | requests | statuses | unexpected | p50 ms | p99 ms |',
    '| --- | --- | ---: | --- | ---: | ---: | ---: |',
  ];
  for (const row of report.kinds)
    lines.push(
      `| ${row.kind} | ${row.expected.join(', ')} | ${row.requests} | ${statusList(row.statuses)} | ${row.unexpected} | ${ms(row.p50Ms)} | ${ms(row.p99Ms)} |`,
    );
  const total = report.kinds.reduce((sum, row) => sum + row.unexpected, 0);
  lines.push(`| **all** | | **${report.requests}** | | **${total}** | | |`);
  return lines.join('\n');
}

function memoryTable(report: SoakReport): string {
  const m = report.memory;
  const growth = m.rssGrowth === null ? '–' : `${m.rssGrowth >= 0 ? '+' : ''}${(m.rssGrowth * 100).toFixed(1)} %`;
  return [
    '| server memory | start | after warm-up | end |',
    '| --- | ---: | ---: | ---: |',
    `| RSS, MiB | ${mib(m.rssStartKiB)} | ${mib(m.rssAfterWarmupKiB)} | ${mib(m.rssEndKiB)} |`,
    `| V8 heap used, MiB | ${mib(m.heapUsedStartKiB)} | ${mib(m.heapUsedAfterWarmupKiB)} | ${mib(m.heapUsedEndKiB)} |`,
    '',
    `RSS growth after warm-up: ${growth} (limit +${SOAK_RSS_GROWTH_LIMIT * 100} %); peak RSS (VmHWM) ${mib(m.hwmKiB)} MiB; ${report.samples.length} samples every ${report.options.sampleSeconds} s.`,
  ].join('\n');
}

function summaryLine(report: SoakReport): string {
  const { options } = report;
  return `${report.requests} requests in ${report.measuredSeconds.toFixed(1)} s after a ${options.warmupSeconds} s warm-up, ${options.connections} connections, a mix of ${report.mixSize} requests: ${report.requestsPerSecond.toFixed(0)} req/s; ${report.errors} without an answer; ${report.warmupUnexpected} unexpected during the warm-up.`;
}

function verdictText(verdict: SoakVerdict): string {
  const head = verdict.ok ? 'PASS: every status as expected, memory within the noise threshold.' : 'FAIL:';
  return [head, ...verdict.reasons.map((r) => `- ${r}`), ...verdict.notes.map((n) => `- note: ${n}`)].join('\n');
}

export function soakMarkdown(report: SoakReport): string {
  return `# Soak run

Measured ${report.measuredAt} on ${report.machine.cpus} CPUs, Node ${report.machine.node}, load average ${report.machine.loadAverage.map((l) => l.toFixed(2)).join(' ')}.
Command: \`npm run soak${report.options.smoke ? ' -- --smoke' : ''}\`. How to read it: docs/reliability.md.

${summaryLine(report)}

## Requests by kind

${kindsTable(report)}

## Memory

${memoryTable(report)}

## 404 flood

${floodTable(report.flood)}

## Render floods

${renderFloodTable(report.renderFloods, report.flood.page.path, report.options.connections)}

## Metrics

${metricsTable(report.metrics)}

## Verdict

${verdictText(report.verdict)}
`;
}
