import { describe, expect, it } from 'vitest';
import type { Envelope } from '@cucumber/messages';
import { balancedShards, durationsOf, parseShard, type ScenarioDurations } from './balancedShards.ts';

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

  it('splits by count when there are no durations, the shards differing by one scenario at most', () => {
    const shards = balancedShards(['a', 'b', 'c', 'd', 'e'], undefined, 3);
    expect(shards.map((shard) => shard.keys)).toEqual([['a', 'd'], ['b', 'e'], ['c']]);
  });

  it('reads a shard as K/N, and says how to write one otherwise', () => {
    expect(parseShard('2/4')).toEqual({ index: 2, count: 4 });
    for (const wrong of ['0/4', '5/4', '2', '2/0', 'a/b'])
      expect(parseShard(wrong)).toEqual({
        refused: `"${wrong}" is not a shard: write K/N, 1 <= K <= N (2/4 is the second of four).`,
      });
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
    ] as unknown as Envelope[];
    expect(durationsOf(envelopes)).toEqual(durations({ 'features/a.feature:7': 2.5, 'features/b.feature:3': 0.25 }));
  });
});
