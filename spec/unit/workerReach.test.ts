import { describe, expect, it } from 'vitest';
import { WorkerReach } from '../../features/support/workerReach.ts';

type Lines = Record<string, number[]>;
const lines = (record: Lines) => new Map(Object.entries(record).map(([file, ran]) => [file, new Set(ran)]));
const plain = (reach: Map<string, Set<number>>) =>
  Object.fromEntries(
    [...reach].sort(([a], [b]) => a.localeCompare(b)).map(([file, ran]) => [file, [...ran].sort((a, b) => a - b)]),
  );

/** `table.ts` imports `parse.ts`, the step file `steps.ts` imports `table.ts`. */
const imports: Record<string, string[]> = { 'table.ts': ['parse.ts'], 'steps.ts': ['table.ts'] };
/** Test code: the step and spec files. */
const reachOf = () =>
  new WorkerReach(
    (file) => imports[file] ?? [],
    (file) => /^(steps|a\.spec|b\.spec)\.ts$/.test(file),
  );

describe("WorkerReach: a scenario's share of what its test process ran", () => {
  it('gives what ran before the first scenario (the code loading) to every scenario', () => {
    const reach = reachOf();
    reach.between(lines({ 'steps.ts': [1, 2], 'constants.ts': [1, 5] }));
    expect(plain(reach.scenario(lines({ 'steps.ts': [7] })))).toEqual({
      'constants.ts': [1, 5],
      'steps.ts': [1, 2, 7],
    });
    reach.between(lines({}));
    expect(plain(reach.scenario(lines({})))).toEqual({ 'constants.ts': [1, 5], 'steps.ts': [1, 2] });
  });

  it('gives what ran between two scenarios (a Before hook) to the next scenario only', () => {
    const reach = reachOf();
    reach.between(lines({}));
    reach.scenario(lines({}));
    reach.between(lines({ 'hooks.ts': [3] }));
    expect(plain(reach.scenario(lines({ 'steps.ts': [7] })))).toEqual({ 'hooks.ts': [3], 'steps.ts': [7] });
    reach.between(lines({}));
    expect(plain(reach.scenario(lines({ 'steps.ts': [9] })))).toEqual({ 'steps.ts': [9] });
  });

  it('counts a file that loaded with none of its functions run as loaded, with no lines', () => {
    const reach = reachOf();
    reach.between(lines({}));
    expect(plain(reach.scenario(lines({ 'types.ts': [] })))).toEqual({ 'types.ts': [] });
  });

  it('gives a scenario that uses a file every function of it and of its imports that ran before (worked out once)', () => {
    const reach = reachOf();
    reach.between(lines({}));
    // The first scenario parses the table; the second reads the parsed table only.
    reach.scenario(lines({ 'table.ts': [2, 3], 'parse.ts': [10, 11] }));
    reach.between(lines({}));
    expect(plain(reach.scenario(lines({ 'table.ts': [2] })))).toEqual({ 'parse.ts': [10, 11], 'table.ts': [2, 3] });
    // A scenario that uses neither gets neither.
    reach.between(lines({}));
    expect(plain(reach.scenario(lines({ 'other.ts': [1] })))).toEqual({ 'other.ts': [1] });
  });

  it('gives a scenario only the steps it ran itself: test code keeps nothing for the next scenario', () => {
    const reach = reachOf();
    reach.between(lines({}));
    reach.scenario(lines({ 'steps.ts': [3, 4], 'table.ts': [2] }));
    reach.between(lines({}));
    // The same step file, another step: not the first scenario's step; the code it calls, with its history.
    expect(plain(reach.scenario(lines({ 'steps.ts': [8], 'table.ts': [5] })))).toEqual({
      'steps.ts': [8],
      'table.ts': [2, 5],
    });
  });

  it('does not give a step what the code it imports ran for earlier scenarios, when it called none of it', () => {
    const reach = reachOf();
    reach.between(lines({}));
    reach.scenario(lines({ 'table.ts': [2, 3] }));
    expect(plain(reach.scenario(lines({ 'steps.ts': [8] })))).toEqual({ 'steps.ts': [8] });
  });

  it('keeps what a file ran while loading when a later window lists it with nothing run', () => {
    const reach = reachOf();
    reach.between(lines({ 'constants.ts': [1, 5] }));
    reach.scenario(lines({ 'table.ts': [2] }));
    // table.ts ran before, but not now: loaded, not run, so none of its history.
    expect(plain(reach.scenario(lines({ 'constants.ts': [], 'table.ts': [] })))).toEqual({
      'constants.ts': [1, 5],
      'table.ts': [],
    });
  });

  it('takes only the first window before any scenario as loading: the next ones are hooks', () => {
    const reach = reachOf();
    reach.between(lines({ 'constants.ts': [1] }));
    reach.between(lines({ 'hooks.ts': [3] }));
    reach.scenario(lines({}));
    expect(plain(reach.scenario(lines({})))).toEqual({ 'constants.ts': [1] });
  });

  it('without a test-code rule, counts the history of every file, steps included', () => {
    const reach = new WorkerReach(() => []);
    reach.between(lines({}));
    reach.scenario(lines({ 'steps.ts': [3] }));
    expect(plain(reach.scenario(lines({ 'steps.ts': [8] })))).toEqual({ 'steps.ts': [3, 8] });
  });

  describe('with test files that load one after another (an end-to-end worker)', () => {
    const twoFiles = () => {
      const reach = reachOf();
      reach.between(lines({ 'a.spec.ts': [1], 'notice.ts': [1, 4], 'helper.ts': [2] }), { loading: 'a.spec.ts' });
      reach.scenario(lines({ 'a.spec.ts': [5] }), { file: 'a.spec.ts', loaded: new Set(['a.spec.ts', 'notice.ts']) });
      reach.between(lines({ 'b.spec.ts': [1], 'only-b.ts': [3] }), { loading: 'b.spec.ts' });
      return reach;
    };

    it('gives a test what ran while its own file loaded, and what ran while another loaded only in the files it loads', () => {
      const reach = twoFiles();
      // b loads notice.ts too, already loaded by a: its top level ran once, for both; helper.ts is a's alone.
      const b = reach.scenario(lines({ 'b.spec.ts': [6] }), {
        file: 'b.spec.ts',
        loaded: new Set(['b.spec.ts', 'notice.ts']),
      });
      expect(plain(b)).toEqual({ 'b.spec.ts': [1, 6], 'notice.ts': [1, 4], 'only-b.ts': [3] });
    });

    it("keeps what ran while a later file loaded out of an earlier file's tests that do not load it", () => {
      const reach = twoFiles();
      const a = reach.scenario(lines({ 'a.spec.ts': [8] }), {
        file: 'a.spec.ts',
        loaded: new Set(['a.spec.ts', 'notice.ts']),
      });
      expect(plain(a)).toEqual({ 'a.spec.ts': [1, 8], 'helper.ts': [2], 'notice.ts': [1, 4] });
    });

    it('counts every file a test loads as loaded, even one that ran nothing in this process', () => {
      const reach = twoFiles();
      const b = reach.scenario(lines({}), { file: 'b.spec.ts', loaded: new Set(['b.spec.ts', 'contract.ts']) });
      expect(plain(b)).toEqual({ 'b.spec.ts': [1], 'contract.ts': [], 'only-b.ts': [3] });
    });
  });
});
