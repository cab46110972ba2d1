/**
 * The tally of a soak run and its verdict: pure, so spec/unit/soak.test.ts checks them without a server.
 */
import { isExpectedStatus, SOAK_KINDS, type SoakKind } from './soakExpectations.ts';

/**
 * RSS may grow by at most this much from the end of the warm-up to the end of the run. Why 20 %:
 * after the warm-up every code path, the JIT and the caches (the last good content, at most
 * STALE_CONTENT_MAX_FILES files) have settled; what still moves is V8 growing and shrinking its heap
 * between collections and glibc keeping freed pages, which on this server swings RSS by some 5–15 %
 * run to run (docs/decisions/013). A leak of even 1 KB per request is ~100 MB over a minute at
 * 1500 req/s: far beyond 20 %, so the threshold catches leaks without failing on noise.
 */
export const SOAK_RSS_GROWTH_LIMIT = 0.2;

export interface KindTally {
  requests: number;
  /** Responses by status code. */
  statuses: Record<string, number>;
  /** Responses whose status is not in SOAK_EXPECTED, plus redirects that left the site. */
  unexpected: number;
  /** A few examples of unexpected answers, for the report. */
  examples: string[];
  /** Latencies in ms, every response. */
  latenciesMs: number[];
}

export type SoakTally = Record<SoakKind, KindTally>;

export function emptyTally(): SoakTally {
  const tally = {} as SoakTally;
  for (const kind of SOAK_KINDS)
    tally[kind] = { requests: 0, statuses: {}, unexpected: 0, examples: [], latenciesMs: [] };
  return tally;
}

const MAX_EXAMPLES = 5;

/** Adds one response; `problem` is set when the answer is wrong beyond its status (a Location off the site). */
export function recordResponse(
  tally: SoakTally,
  kind: SoakKind,
  answer: { status: number; latencyMs: number; target: string; problem?: string },
): void {
  const row = tally[kind];
  row.requests += 1;
  row.statuses[answer.status] = (row.statuses[answer.status] ?? 0) + 1;
  row.latenciesMs.push(answer.latencyMs);
  const wrong = !isExpectedStatus(kind, answer.status) || answer.problem !== undefined;
  if (!wrong) return;
  row.unexpected += 1;
  if (row.examples.length < MAX_EXAMPLES)
    row.examples.push(`${answer.status} ${answer.target.slice(0, 80)}${answer.problem ? ` (${answer.problem})` : ''}`);
}

export interface MemoryFigures {
  /** KiB; null when not measured (not Linux). */
  rssStartKiB: number | null;
  rssAfterWarmupKiB: number | null;
  rssEndKiB: number | null;
}

/** RSS growth after the warm-up as a fraction (0.05 = +5 %), or null when not measured. */
export function rssGrowth(memory: MemoryFigures): number | null {
  const { rssAfterWarmupKiB: warm, rssEndKiB: end } = memory;
  if (warm === null || end === null || warm === 0) return null;
  return (end - warm) / warm;
}

export interface SoakVerdict {
  ok: boolean;
  /** Why the run failed; empty when it passed. */
  reasons: string[];
  /** What could not be judged (memory off Linux): said, but not a failure. */
  notes: string[];
}

/**
 * The run's verdict. `judgeMemory` is off for the 5-second smoke run: its warm-up is too short for
 * the heap to settle, so growth there is start-up, not a leak; it reports the figures and judges statuses.
 */
export function soakVerdict(
  tally: SoakTally,
  errors: number,
  memory: MemoryFigures,
  { judgeMemory = true }: { judgeMemory?: boolean } = {},
): SoakVerdict {
  const reasons: string[] = [];
  const notes: string[] = [];
  const requests = SOAK_KINDS.reduce((sum, kind) => sum + tally[kind].requests, 0);
  if (requests === 0) reasons.push('no request was answered');
  for (const kind of SOAK_KINDS) {
    const { unexpected, examples } = tally[kind];
    if (unexpected > 0) reasons.push(`${kind}: ${unexpected} unexpected answer(s), e.g. ${examples.join('; ')}`);
  }
  if (errors > 0) reasons.push(`${errors} request(s) got no answer (connection errors or timeouts)`);
  const growth = rssGrowth(memory);
  if (!judgeMemory) notes.push('memory growth is not judged in a smoke run (its warm-up is too short to settle)');
  else if (growth === null) notes.push('server memory could not be read (/proc/<pid>/status): no verdict on growth');
  else if (growth > SOAK_RSS_GROWTH_LIMIT)
    reasons.push(
      `RSS grew ${(growth * 100).toFixed(1)} % after the warm-up, over the ${SOAK_RSS_GROWTH_LIMIT * 100} % noise threshold`,
    );
  return { ok: reasons.length === 0, reasons, notes };
}
