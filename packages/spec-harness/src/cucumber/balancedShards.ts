import { readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import type { Plugin } from '@cucumber/cucumber/api';
import type { Envelope } from '@cucumber/messages';
import { attemptsOf } from '../cucumberReports/scenarioTimes.ts';

/**
 * Shards of a suite balanced by how long each scenario took in the last run, not by how many there
 * are: cucumber's own `--shard K/N` deals scenarios out in turn, so one shard may get every slow
 * scenario. The scenarios' times come from a durations file (`writeDurations`, from a run's message
 * stream); a scenario it does not name (new since) counts as the median one. Every shard of a run
 * computes the same split from the same file, so together they run each scenario exactly once.
 */

/** Seconds per scenario, by `<feature file>:<line>` (an outline's example by its row's line). */
export interface ScenarioDurations {
  format: 'durations/1';
  scenarios: Record<string, number>;
}

/** Where the durations are read from when SHARD_DURATIONS names no other file. */
export const DURATIONS_FILE = 'reports/durations.json';

/** The scenarios' durations in a run's message stream: every attempt of a scenario counts. */
export function durationsOf(envelopes: readonly Envelope[]): ScenarioDurations {
  const scenarios: Record<string, number> = {};
  for (const { uri, line, seconds } of attemptsOf(envelopes)) {
    const key = `${uri}:${line}`;
    scenarios[key] = Math.round(((scenarios[key] ?? 0) + seconds) * 1000) / 1000;
  }
  return { format: 'durations/1', scenarios };
}

/** A durations file, or undefined when there is none or it is not one (then shards balance by count). */
export function readDurations(path: string): ScenarioDurations | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
  const parsed = JSON.parse(text) as Partial<ScenarioDurations>;
  return parsed.format === 'durations/1' && typeof parsed.scenarios === 'object'
    ? (parsed as ScenarioDurations)
    : undefined;
}

/** `K/N` as cucumber's `--shard` takes it, or a message saying what is wrong. */
export function parseShard(text: string): { index: number; count: number } | { refused: string } {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || index < 1 || index > count)
    return { refused: `"${text}" is not a shard: write K/N, 1 <= K <= N (2/4 is the second of four).` };
  return { index, count };
}

/**
 * The scenarios in `count` shards of about equal time: the longest first, each to the shard with the
 * least time so far (ties: the lower shard; scenarios of equal time in the order given). Without
 * durations every scenario weighs the same, so the shards differ by at most one scenario.
 */
export function balancedShards(
  keys: readonly string[],
  durations: ScenarioDurations | undefined,
  count: number,
): { keys: string[]; seconds: number }[] {
  const known = keys.map((key) => durations?.scenarios[key]).filter((value) => value !== undefined);
  const sorted = [...known].sort((a, b) => a - b);
  const typical = sorted[Math.floor((sorted.length - 1) / 2)] ?? 1;
  const weighed = keys.map((key) => ({ key, seconds: durations?.scenarios[key] ?? typical }));
  // A stable sort: scenarios of equal time stay in the order given.
  weighed.sort((a, b) => b.seconds - a.seconds);
  const shards = Array.from({ length: count }, () => ({ keys: [] as string[], seconds: 0 }));
  for (const scenario of weighed) {
    const lightest = shards.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best));
    lightest.keys.push(scenario.key);
    lightest.seconds += scenario.seconds;
  }
  return shards;
}

/**
 * The plugin (plugin/balancedShards.mjs, in cucumber's `plugin` list): with BALANCED_SHARD=K/N in the
 * environment a run keeps only the K-th of N shards balanced by the durations in SHARD_DURATIONS
 * (default DURATIONS_FILE). Without BALANCED_SHARD it does nothing.
 */
export const balancedShardsPlugin: Plugin = {
  type: 'plugin',
  coordinator({ operation, transform, environment }) {
    const { env, cwd, stderr } = environment;
    if (operation !== 'runCucumber' || !env.BALANCED_SHARD) return;
    const shard = parseShard(env.BALANCED_SHARD);
    if ('refused' in shard) throw new Error(`BALANCED_SHARD: ${shard.refused}`);
    const file = env.SHARD_DURATIONS ?? DURATIONS_FILE;
    const durations = readDurations(isAbsolute(file) ? file : join(cwd, file));
    transform('pickles:filter', (pickles) => {
      const keyOf = ({ pickle, location }: (typeof pickles)[number]) => `${pickle.uri}:${location.line}`;
      const shards = balancedShards(pickles.map(keyOf), durations, shard.count);
      const mine = shards[shard.index - 1] ?? { keys: [], seconds: 0 };
      const kept = new Set(mine.keys);
      stderr.write(
        `Shard ${shard.index} of ${shard.count}: ${kept.size} of ${pickles.length} scenarios, ` +
          (durations
            ? `about ${Math.round(mine.seconds)} s of the ${Math.round(shards.reduce((sum, s) => sum + s.seconds, 0))} s the last run took (${file}).\n`
            : `balanced by count: no durations in ${file}.\n`),
      );
      return pickles.filter((pickle) => kept.has(keyOf(pickle)));
    });
  },
};
