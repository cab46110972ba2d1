import { describe, expect, it } from 'vitest';
import type { ScenarioResult } from '../livingDocs/runResults.ts';
import { ranThenIn } from './ranThen.ts';

const result = (line: number, status: ScenarioResult['status'], ranThen?: boolean): ScenarioResult => ({
  uri: 'features/a.feature',
  line,
  name: `line ${line}`,
  status,
  attempts: status === 'outside' || status === 'not-run' ? 0 : 1,
  ...(ranThen !== undefined && { ranThen }),
});

describe('whether the last runs passed a Then step of a scenario', () => {
  const embedded = {
    results: [
      result(3, 'passed', true),
      result(6, 'passed', false),
      result(9, 'skipped', false),
      result(12, 'failed', false),
      result(15, 'outside'),
      result(18, 'flaky', true),
      result(21, 'not-run'),
    ],
    images: [],
  };
  const split = {
    results: [
      result(3, 'passed', false),
      result(6, 'outside'),
      result(9, 'passed', true),
      result(15, 'skipped', false),
    ],
    images: [],
  };
  // Read inside each test, not while the suite is collected, so each test answers for what it asks.
  const ranThen = (scenario: { uri: string; line: number }) => ranThenIn([embedded, split])(scenario);
  const at = (line: number) => ranThen({ uri: 'features/a.feature', line });

  it('is true when a run passed one, even if another skipped the scenario or passed none', () => {
    expect([at(3), at(18), at(9)]).toEqual([true, true, true]);
  });

  it('is false when the scenario passed without one, or was only skipped', () => {
    expect([at(6), at(15)]).toEqual([false, false]);
  });

  it('is unknown when no run finished the scenario: failed, left out, not reached, or not there', () => {
    expect([at(12), at(21), at(99), ranThen({ uri: 'features/b.feature', line: 3 })]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('is unknown for every scenario without runs', () => {
    expect(ranThenIn([])({ uri: 'features/a.feature', line: 3 })).toBeUndefined();
  });
});
