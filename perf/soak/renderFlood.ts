/**
 * The floods of work that must render (docs/reliability.md, site/rules/loadShedding.ts): distinct search
 * queries, and addresses a route guard refuses only after reading the content. Each is sent on
 * RENDER_FLOOD_CONNECTIONS connections while a prerendered page is asked for on the soak's own
 * connections, from a process of its own (perf/soak/pageLoad.ts), as a visitor would; the page's rate
 * during the flood is compared with its rate alone, measured just before. Pure: perf/soak.ts sends the
 * requests, this names them and judges them.
 */
import { percentile } from 'spec-harness';
import type { AnswerCount } from '../bench/loadTest.ts';
import { floodToken, ms, statusList } from './notFoundFlood.ts';

/** Connections of each flood: ten times a soak's visitors, as one cheap script opens them. */
export const RENDER_FLOOD_CONNECTIONS = 100;
/** The page must keep at least this share of its rate alone while a flood runs. */
export const PAGE_KEEPS_AT_LEAST = 0.8;
/** A refused render is answered within this: the gate's wait (a second), and time to spare (never a timeout). */
export const SHED_ANSWER_MAX_MS = 2000;

export type RenderFloodKind = 'search' | 'guard';

/** What each flood expects of an answer that is not a refusal: the results page, or the not-found page. */
export const RENDER_FLOOD_STATUS: Record<RenderFloodKind, number> = { search: 200, guard: 404 };

/**
 * The n-th address of a flood: a new search query each time, or a project that does not exist (its
 * route guard reads the portfolio to know). Both locales; the random part keeps two runs apart.
 */
export function renderFloodPath(kind: RenderFloodKind, n: number, random: () => number = Math.random): string {
  const token = floodToken(n, random);
  const locale = n % 2 === 0 ? '' : '/en';
  return kind === 'search' ? `${locale}/search/?q=${token}` : `${locale}/portfolio-web-studii/${token}/`;
}

/** A run of the page's load, as its own process counts it. */
export interface PageLoadRun extends Omit<AnswerCount, 'statuses'> {
  /** Answers that were not 200. */
  unexpected: number;
  p99Ms: number | null;
}

export interface RenderFloodRun extends AnswerCount {
  kind: RenderFloodKind;
  /** Answers neither the expected page nor a 503. */
  unexpected: number;
  /** Latencies of the refusals (503) and of the pages, ms. */
  shedLatenciesMs: number[];
  pageLatenciesMs: number[];
}

export interface RenderFloodResult {
  alone: PageLoadRun;
  during: PageLoadRun;
  flood: RenderFloodRun;
  /** The page's rate during the flood over its rate alone. */
  ratio: number;
}

export function renderFloodResult(alone: PageLoadRun, during: PageLoadRun, flood: RenderFloodRun): RenderFloodResult {
  return {
    alone,
    during,
    flood,
    ratio: alone.requestsPerSecond > 0 ? during.requestsPerSecond / alone.requestsPerSecond : 0,
  };
}

/** Why a flood fails the soak; empty when it passed. */
export function renderFloodReasons({ alone, during, flood, ratio }: RenderFloodResult): string[] {
  const reasons: string[] = [];
  const name = `the ${flood.kind} flood`;
  for (const [what, run, wrong] of [
    ['the page alone', alone, 'not 200'],
    [`the page during ${name}`, during, 'not 200'],
    [name, flood, `neither ${RENDER_FLOOD_STATUS[flood.kind]} nor 503`],
  ] as const) {
    if (run.requests === 0) reasons.push(`${what}: no request was answered`);
    if (run.unexpected > 0) reasons.push(`${what}: ${run.unexpected} answer(s) ${wrong}`);
    if (run.timeouts + run.errors > 0) reasons.push(`${what}: ${run.timeouts} timeout(s), ${run.errors} error(s)`);
  }
  if (ratio < PAGE_KEEPS_AT_LEAST)
    reasons.push(
      `during ${name} the page answered ${ratio.toFixed(2)} of its rate alone (at least ${PAGE_KEEPS_AT_LEAST})`,
    );
  const slowestShed = Math.max(0, ...flood.shedLatenciesMs);
  if (slowestShed > SHED_ANSWER_MAX_MS)
    reasons.push(`${name}: a 503 took ${slowestShed.toFixed(0)} ms (at most ${SHED_ANSWER_MAX_MS})`);
  return reasons;
}

export function renderFloodTable(results: readonly RenderFloodResult[], pagePath: string, connections: number): string {
  const rows = results.flatMap(({ alone, during, flood, ratio }) => [
    `| ${flood.kind}: page alone | ${alone.requestsPerSecond.toFixed(0)} | | ${alone.timeouts} | | ${ms(alone.p99Ms)} |`,
    `| ${flood.kind}: page during the flood | ${during.requestsPerSecond.toFixed(0)} | **${ratio.toFixed(2)}** | ${during.timeouts} | | ${ms(during.p99Ms)} |`,
    `| ${flood.kind}: the flood | ${flood.requestsPerSecond.toFixed(0)} | ${statusList(flood.statuses)} | ${flood.timeouts} | ${ms(percentile(flood.shedLatenciesMs, 99))} | ${ms(percentile(flood.pageLatenciesMs, 99))} |`,
  ]);
  return [
    `Render floods: ${RENDER_FLOOD_CONNECTIONS} connections of distinct addresses that must render, while ${pagePath} is asked for on ${connections} connections from a process of its own.`,
    '',
    '| run | req/s | page ratio / statuses | timeouts | p99 ms of 503s | p99 ms of pages |',
    '| --- | ---: | --- | ---: | ---: | ---: |',
    ...rows,
    '',
    `The page must keep at least ${PAGE_KEEPS_AT_LEAST} of its rate alone; every flood answer is its page or a 503 within ${SHED_ANSWER_MAX_MS} ms.`,
  ].join('\n');
}
