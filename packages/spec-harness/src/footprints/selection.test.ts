import { describe, expect, it } from 'vitest';
import { selectionRuns } from './selection.ts';

describe("a run's selection", () => {
  // Made in each test, not once: a rule decided when the filter is made must be decided under test.
  const runs = (uri: string, key: string) =>
    selectionRuns({
      everything: false,
      scenarios: ['features/a.feature:3'],
      featureFiles: ['features/b.feature'],
      footprinted: ['features/a.feature:3', 'features/a.feature:9', 'features/b.feature:4'],
    })(uri, key);

  it('runs the chosen scenarios, every scenario of a changed feature file, and any without a footprint', () => {
    expect(runs('features/a.feature', 'features/a.feature:3')).toBe(true);
    expect(runs('features/b.feature', 'features/b.feature:7')).toBe(true);
    expect(runs('features/a.feature', 'features/a.feature:12')).toBe(true);
  });

  it('skips a scenario whose footprint reaches none of the change', () => {
    expect(runs('features/a.feature', 'features/a.feature:9')).toBe(false);
  });

  it('runs everything when told to, or when the run has no selection', () => {
    expect(selectionRuns({ everything: true, scenarios: [], featureFiles: [], footprinted: ['x:1'] })('x', 'x:1')).toBe(
      true,
    );
    expect(selectionRuns(undefined)('x', 'x:1')).toBe(true);
  });
});
