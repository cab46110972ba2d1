/**
 * The history of the feature runs: each scenario's result in the last runs, so that the living
 * documentation shows how a scenario has fared and marks one that failed and later passed as flaky.
 * `spec-harness living` extends the file with the runs it is given and keeps the last ones; CI keeps
 * it as an artefact, and the next run's job brings it back before extending it.
 *
 *   { "format": "run-history/1",
 *     "runs": [{ "run": "embedded", "startedAt": "2026-11-29T01:02:03Z",
 *                "results": { "features/cookie-notice.feature:17 4999 ms after…": "passed", … } }, …] }
 *
 * A scenario is known by its line and its name, so that a scenario moved or renamed starts a new
 * history rather than inheriting another's.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { RunResults, Status } from './runResults.ts';

export interface HistoryRun {
  /** The run's id (`embedded`, `deployed`). */
  run: string;
  startedAt: string;
  /** By `uri:line name`, the statuses of the scenarios it ran (not those it left out). */
  results: Record<string, Status>;
}

export interface RunHistory {
  format: 'run-history/1';
  /** Oldest first. */
  runs: HistoryRun[];
}

/** How many runs of each id the history keeps. */
export const HISTORY_RUNS = 20;

const RAN = new Set<Status>(['passed', 'failed', 'flaky', 'skipped']);

const keyOf = ({ uri, line, name }: { uri: string; line: number; name: string }) => `${uri}:${line} ${name}`;

export function emptyHistory(): RunHistory {
  return { format: 'run-history/1', runs: [] };
}

/** The history at `path`; an empty one when there is none, or when it is not one (it is rebuilt, not trusted). */
export function readHistory(path: string): RunHistory {
  if (!existsSync(path)) return emptyHistory();
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<RunHistory>;
    return parsed.format === 'run-history/1' && Array.isArray(parsed.runs)
      ? { format: 'run-history/1', runs: parsed.runs }
      : emptyHistory();
  } catch {
    return emptyHistory();
  }
}

/**
 * The history with the given runs added, each once (a run is known by its id and start), oldest first,
 * keeping the last `keep` of each id. A run without a start time or that ran no scenario adds nothing.
 */
export function extendHistory(
  history: RunHistory,
  runs: readonly { id: string; results: RunResults | undefined }[],
  keep = HISTORY_RUNS,
): RunHistory {
  const all = [...history.runs];
  for (const { id, results } of runs) {
    const startedAt = results?.startedAt;
    if (!results || !startedAt || all.some((entry) => entry.run === id && entry.startedAt === startedAt)) continue;
    const ran = Object.fromEntries(
      results.results.filter((result) => RAN.has(result.status)).map((result) => [keyOf(result), result.status]),
    );
    if (Object.keys(ran).length > 0) all.push({ run: id, startedAt, results: ran });
  }
  all.sort((a, b) => a.startedAt.localeCompare(b.startedAt));
  const kept = all.filter(
    (entry) => all.filter((other) => other.run === entry.run && other.startedAt > entry.startedAt).length < keep,
  );
  return { format: 'run-history/1', runs: kept };
}

/** One scenario's results in the history, oldest first, in every run that ran it. */
export function historyOf(
  history: RunHistory,
  scenario: { uri: string; line: number; name: string },
): { run: string; startedAt: string; status: Status }[] {
  const key = keyOf(scenario);
  return history.runs.flatMap(({ run, startedAt, results }) => {
    const status = results[key];
    return status ? [{ run, startedAt, status }] : [];
  });
}

/** Failed in a run and passed in a later run of the same id, or passed only when tried again: flaky. */
export function isFlaky(entries: readonly { run: string; status: Status }[]): boolean {
  return entries.some(
    (entry, index) =>
      entry.status === 'flaky' ||
      (entry.status === 'failed' &&
        entries.slice(index + 1).some((later) => later.run === entry.run && later.status === 'passed')),
  );
}
