/**
 * How long each scenario of a feature-suite run took, from the Cucumber message stream it wrote
 * (reports/cucumber.ndjson): testCaseStarted to testCaseFinished, by the feature file it comes from.
 * A scenario retried (@flaky) counts once per attempt, as it cost the run once per attempt.
 */
import { median, percentile } from '../statistics.ts';
import { toMs } from './featureSuiteTime.ts';
import type { Envelope } from '@cucumber/messages';
import { parseMessages } from './parseMessages.ts';

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

/**
 * Every attempt a run's message stream finished, with the feature file and line of its scenario (an
 * outline's example by its row) and how long it took. An attempt of a scenario the stream does not
 * name (a stream cut short) is left out.
 */
export function attemptsOf(envelopes: readonly Envelope[]): { uri: string; line?: number; seconds: number }[] {
  const pickles = new Map<string, { uri: string; line?: number }>();
  const pickleOfCase = new Map<string, { uri: string; line?: number } | undefined>();
  const started = new Map<string, { scenario: { uri: string; line?: number }; at: number }>();
  const attempts: { uri: string; line?: number; seconds: number }[] = [];
  for (const message of envelopes) {
    if (message.pickle)
      pickles.set(message.pickle.id, { uri: message.pickle.uri, line: message.pickle.location?.line });
    if (message.testCase) pickleOfCase.set(message.testCase.id, pickles.get(message.testCase.pickleId));
    if (message.testCaseStarted) {
      const scenario = pickleOfCase.get(message.testCaseStarted.testCaseId);
      if (scenario) started.set(message.testCaseStarted.id, { scenario, at: toMs(message.testCaseStarted.timestamp) });
    }
    if (message.testCaseFinished) {
      const start = started.get(message.testCaseFinished.testCaseStartedId);
      if (!start) continue;
      attempts.push({ ...start.scenario, seconds: (toMs(message.testCaseFinished.timestamp) - start.at) / 1000 });
    }
  }
  return attempts;
}

export function scenarioTimesFromNdjson(ndjson: string): ScenarioTimes | null {
  const byUri = new Map<string, number[]>();
  for (const { uri, seconds } of attemptsOf(parseMessages(ndjson)))
    byUri.set(uri, [...(byUri.get(uri) ?? []), seconds]);
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
