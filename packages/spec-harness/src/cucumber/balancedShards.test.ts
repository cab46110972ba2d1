import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Envelope } from '@cucumber/messages';
import { balancedShards, durationsOf, parseShard, readDurations, type ScenarioDurations } from './balancedShards.ts';

const durations = (scenarios: Record<string, number>): ScenarioDurations => ({ format: 'durations/1', scenarios });

describe("shards balanced by the last run's durations", () => {
  it('puts the longest scenarios first, each on the shard with the least time so far', () => {
    const shards = balancedShards(['a', 'b', 'c', 'd', 'e'], durations({ a: 1, b: 9, c: 4, d: 5, e: 1 }), 2);
    expect(shards).toEqual([
      { keys: ['b', 'a'], seconds: 10 },
      { keys: ['d', 'c', 'e'], seconds: 10 },
    ]);
  });

  it('counts a scenario the last run did not have as its median one', () => {
    const shards = balancedShards(['new', 'a', 'b', 'c'], durations({ a: 2, b: 3, c: 10 }), 2);
    expect(shards).toEqual([
      { keys: ['c'], seconds: 10 },
      { keys: ['new', 'b', 'a'], seconds: 8 },
    ]);
  });

  it('takes the median of the times the last run has, in order of time, for a new scenario', () => {
    const shards = balancedShards(['new', 'also new', 'a', 'b', 'c'], durations({ a: 10, b: 1, c: 2 }), 1);
    expect(shards[0]?.seconds).toBe(10 + 1 + 2 + 2 + 2);
  });

  it('splits by count when there are no durations, the shards differing by one scenario at most', () => {
    const shards = balancedShards(['a', 'b', 'c', 'd', 'e'], undefined, 3);
    expect(shards.map((shard) => shard.keys)).toEqual([['a', 'd'], ['b', 'e'], ['c']]);
  });

  it('reads a shard as K/N, and says how to write one otherwise', () => {
    expect(parseShard('2/4')).toEqual({ index: 2, count: 4 });
    expect(parseShard(' 12/16 ')).toEqual({ index: 12, count: 16 });
    expect(parseShard('1/1')).toEqual({ index: 1, count: 1 });
    expect(parseShard('4/4')).toEqual({ index: 4, count: 4 });
    for (const wrong of ['0/4', '5/4', '2', '2/0', 'a/b', 'x2/4', '2/4x'])
      expect(parseShard(wrong)).toEqual({
        refused: `"${wrong}" is not a shard: write K/N, 1 <= K <= N (2/4 is the second of four).`,
      });
  });
});

describe('a durations file', () => {
  it('is read when it is one, and is none when it is missing or of another format', () => {
    const folder = mkdtempSync(join(tmpdir(), 'durations-'));
    try {
      const file = join(folder, 'durations.json');
      expect(readDurations(file)).toBeUndefined();
      writeFileSync(file, JSON.stringify({ format: 'selection/1', scenarios: {} }));
      expect(readDurations(file)).toBeUndefined();
      writeFileSync(file, JSON.stringify({ format: 'durations/1' }));
      expect(readDurations(file)).toBeUndefined();
      writeFileSync(file, JSON.stringify(durations({ 'features/a.feature:3': 1.5 })));
      expect(readDurations(file)).toEqual(durations({ 'features/a.feature:3': 1.5 }));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("a run's durations", () => {
  it("are each scenario's attempts added up, by file and line", () => {
    const at = (seconds: number, nanos = 0) => ({ seconds, nanos });
    const envelopes = [
      { pickle: { id: 'p1', uri: 'features/a.feature', location: { line: 7 } } },
      { pickle: { id: 'p2', uri: 'features/b.feature', location: { line: 3 } } },
      { testCase: { id: 'c1', pickleId: 'p1' } },
      { testCase: { id: 'c2', pickleId: 'p2' } },
      { testCaseStarted: { id: 's1', testCaseId: 'c1', timestamp: at(10) } },
      { testCaseFinished: { testCaseStartedId: 's1', timestamp: at(11, 500_000_000) } },
      { testCaseStarted: { id: 's2', testCaseId: 'c1', timestamp: at(12) } },
      { testCaseFinished: { testCaseStartedId: 's2', timestamp: at(13) } },
      { testCaseStarted: { id: 's3', testCaseId: 'c2', timestamp: at(20) } },
      { testCaseFinished: { testCaseStartedId: 's3', timestamp: at(20, 250_000_000) } },
      // Parts of a stream that name no scenario it holds (a shard's stream cut short) count for none,
      // and a pickle without its line (cucumber-js before messages carried it) is no error.
      { pickle: { id: 'p0', uri: 'features/old.feature' } },
      { testCase: { id: 'c9', pickleId: 'p9' } },
      { testCaseStarted: { id: 's9', testCaseId: 'c9', timestamp: at(30) } },
      { testCaseFinished: { testCaseStartedId: 's9', timestamp: at(31) } },
      { testCaseFinished: { testCaseStartedId: 's8', timestamp: at(32) } },
    ] as unknown as Envelope[];
    expect(durationsOf(envelopes)).toEqual(durations({ 'features/a.feature:7': 2.5, 'features/b.feature:3': 0.25 }));
  });
});
