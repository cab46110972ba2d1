/**
 * How long the last feature-suite run took, from the Cucumber message stream it wrote
 * (reports/cucumber.ndjson): the testRunStarted and testRunFinished timestamps.
 */
import { parseMessages } from './parseMessages.ts';

export interface Timestamp {
  seconds: number;
  nanos: number;
}

export interface SuiteTime {
  seconds: number;
  /** When the run finished (ISO 8601), so a reader knows how old the figure is. */
  finishedAt: string;
  success: boolean | null;
}

export const toMs = (t: Timestamp) => t.seconds * 1000 + t.nanos / 1e6;

export function suiteTimeFromNdjson(ndjson: string): SuiteTime | null {
  let started: Timestamp | undefined;
  let finished: { timestamp: Timestamp; success?: boolean } | undefined;
  for (const message of parseMessages(ndjson)) {
    started = message.testRunStarted?.timestamp ?? started;
    finished = message.testRunFinished ?? finished;
  }
  if (!started || !finished) return null;
  return {
    seconds: (toMs(finished.timestamp) - toMs(started)) / 1000,
    finishedAt: new Date(toMs(finished.timestamp)).toISOString(),
    success: finished.success ?? null,
  };
}
