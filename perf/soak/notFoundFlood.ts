/**
 * The 404 flood of `npm run soak` (decision 026): a flood of made-up addresses must not be a cheap way to
 * slow the site. The soak drives one prerendered page, then unknown addresses — a new one on every
 * request, so nothing kept per address can help — on the same connections, one run after the other,
 * and compares the two. Pure: perf/soak.ts sends the requests, this names them and judges them.
 */
import { percentile } from 'spec-harness';
import type { AnswerCount } from '../bench/loadTest.ts';

/** The flood must answer at least this share of what the prerendered page answers per second. */
export const FLOOD_MIN_RATIO = 0.5;

/** Prefixes of both locales and of every layout's pages (the not-found screen must not care). */
const PREFIXES = ['', '/en', '/bitrix24', '/en/ctp', '/testing', '/services'];

/** The made-up part of a flood's n-th address: distinct for every n, the random part keeps two runs apart. */
export const floodToken = (n: number, random: () => number) =>
  `flood-${n}-${Math.floor(random() * 2 ** 32).toString(36)}`;

/**
 * The n-th made-up address: a page path under one of PREFIXES, or every fourth time a file a scanner
 * asks for (`.php`). Distinct for every n; the random part keeps two runs from asking the same.
 */
export function floodPath(n: number, random: () => number = Math.random): string {
  const token = floodToken(n, random);
  if (n % 4 === 3) return `/${token}.php`;
  return `${PREFIXES[n % PREFIXES.length] ?? ''}/${token}/`;
}

/** One autocannon run of the flood, as counted from its answers. */
export interface FloodRun extends AnswerCount {
  path: string;
  /** The status every answer should have. */
  expected: number;
  seconds: number;
  /** Answers with another status. */
  unexpected: number;
  latenciesMs: number[];
}

/** The server's memory around the flood (KiB), as the soak's sampler reads it; null when not measured. */
export interface FloodMemory {
  rssBeforeKiB: number | null;
  rssAfterKiB: number | null;
  heapUsedBeforeKiB: number | null;
  heapUsedAfterKiB: number | null;
}

export interface FloodReport {
  connections: number;
  page: FloodRun;
  notFound: FloodRun;
  /** The flood's requests per second over the page's. */
  ratio: number;
  memory: FloodMemory;
}

export function floodReport(connections: number, page: FloodRun, notFound: FloodRun, memory: FloodMemory): FloodReport {
  return {
    connections,
    page,
    notFound,
    ratio: page.requestsPerSecond > 0 ? notFound.requestsPerSecond / page.requestsPerSecond : 0,
    memory,
  };
}

/** Why the flood fails the soak; empty when it passed. */
export function floodReasons(report: FloodReport): string[] {
  const reasons: string[] = [];
  for (const run of [report.page, report.notFound]) {
    const kind = run === report.page ? 'the prerendered page' : 'the 404 flood';
    if (run.requests === 0) reasons.push(`${kind}: no request was answered`);
    if (run.unexpected > 0) reasons.push(`${kind}: ${run.unexpected} answer(s) not ${run.expected}`);
    if (run.timeouts + run.errors > 0)
      reasons.push(`${kind}: ${run.timeouts} timeout(s) and ${run.errors} other request(s) without an answer`);
  }
  if (report.ratio < FLOOD_MIN_RATIO)
    reasons.push(
      `the 404 flood answered ${report.ratio.toFixed(2)} of the prerendered page's requests per second (at least ${FLOOD_MIN_RATIO})`,
    );
  return reasons;
}

/** The figures of the soak's tables: ms, MiB of a KiB count, answers by status. */
export const ms = (value: number | null) => (value === null ? '–' : value.toFixed(1));
export const mib = (kib: number | null) => (kib === null ? '–' : (kib / 1024).toFixed(1));
export const statusList = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');

export function floodTable(report: FloodReport): string {
  const row = (name: string, run: FloodRun) =>
    `| ${name} | ${run.requestsPerSecond.toFixed(0)} | ${run.requests} | ${statusList(run.statuses)} | ${run.timeouts} | ${run.errors} | ${ms(percentile(run.latenciesMs, 50))} | ${ms(percentile(run.latenciesMs, 99))} |`;
  const m = report.memory;
  return [
    `404 flood: ${report.connections} connections, ${report.page.seconds} s each.`,
    '',
    '| run | req/s | requests | statuses | timeouts | errors | p50 ms | p99 ms |',
    '| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: |',
    row(`prerendered page ${report.page.path}`, report.page),
    row('unknown addresses, a new one per request', report.notFound),
    '',
    `The flood answered ${report.ratio.toFixed(2)} of the page's requests per second (at least ${FLOOD_MIN_RATIO}). ` +
      `Server RSS ${mib(m.rssBeforeKiB)} MiB before the page run, ${mib(m.rssAfterKiB)} MiB after the flood; ` +
      `V8 heap used ${mib(m.heapUsedBeforeKiB)} / ${mib(m.heapUsedAfterKiB)} MiB.`,
  ].join('\n');
}
