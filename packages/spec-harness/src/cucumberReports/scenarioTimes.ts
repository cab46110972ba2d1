/**
 * How long each scenario of a feature-suite run took, from the Cucumber message stream it wrote
 * (reports/cucumber.ndjson): testCaseStarted to testCaseFinished, by the feature file it comes from.
 * A scenario retried (@flaky) counts once per attempt, as it cost the run once per attempt.
 */
import { median, percentile } from '../statistics.ts';
import { toMs } from './featureSuiteTime.ts';
import { parseMessages } from './messages.ts';

export interface TimeSpread {
  scenarios: number;
  /** Seconds. */
  median: number;
  p90: number;
  total: number;
}

export interface ScenarioTimes extends TimeSpread {
  /** By feature file, the costliest first. */
  features: ({ uri: string } & TimeSpread)[];
}

function spread(seconds: readonly number[]): TimeSpread {
  return {
    scenarios: seconds.length,
    median: median(seconds) ?? 0,
    p90: percentile(seconds, 90) ?? 0,
    total: seconds.reduce((sum, value) => sum + value, 0),
  };
}

export function scenarioTimesFromNdjson(ndjson: string): ScenarioTimes | null {
  const uriOfPickle = new Map<string, string>();
  const uriOfCase = new Map<string, string>();
  const started = new Map<string, { uri: string; at: number }>();
  const byUri = new Map<string, number[]>();
  for (const message of parseMessages(ndjson)) {
    if (message.pickle) uriOfPickle.set(message.pickle.id, message.pickle.uri);
    if (message.testCase) uriOfCase.set(message.testCase.id, uriOfPickle.get(message.testCase.pickleId) ?? '?');
    if (message.testCaseStarted) {
      const { id, testCaseId, timestamp } = message.testCaseStarted;
      started.set(id, { uri: uriOfCase.get(testCaseId) ?? '?', at: toMs(timestamp) });
    }
    if (message.testCaseFinished) {
      const start = started.get(message.testCaseFinished.testCaseStartedId);
      if (!start) continue;
      const seconds = (toMs(message.testCaseFinished.timestamp) - start.at) / 1000;
      byUri.set(start.uri, [...(byUri.get(start.uri) ?? []), seconds]);
    }
  }
  if (byUri.size === 0) return null;
  const features = [...byUri].map(([uri, seconds]) => ({ uri, ...spread(seconds) })).sort((a, b) => b.total - a.total);
  return { ...spread([...byUri.values()].flat()), features };
}

/** A table of the costliest features, for a terminal or a Markdown report. */
export function scenarioTimesTable(times: ScenarioTimes, top = 10): string {
  const s = (value: number) => value.toFixed(2);
  const rows = [
    '| feature | scenarios | median s | p90 s | total s |',
    '| --- | ---: | ---: | ---: | ---: |',
    `| **all** | ${times.scenarios} | ${s(times.median)} | ${s(times.p90)} | ${times.total.toFixed(0)} |`,
    ...times.features
      .slice(0, top)
      .map((f) => `| ${f.uri} | ${f.scenarios} | ${s(f.median)} | ${s(f.p90)} | ${f.total.toFixed(1)} |`),
  ];
  return rows.join('\n');
}
