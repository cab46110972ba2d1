import { describe, expect, it } from 'vitest';
import { median, percentile } from './statistics.ts';

describe('the figures of repeated runs', () => {
  it('takes the median, so one slow run on a busy machine does not move the result', () => {
    expect(median([900, 1000, 9000])).toBe(1000);
    expect(median([3, 1, 2, 4])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNull();
  });

  it('takes percentiles by nearest rank: always one of the values', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect([percentile(values, 50), percentile(values, 90), percentile(values, 99), percentile(values, 100)]).toEqual([
      50, 90, 99, 100,
    ]);
    expect(percentile([3, 1, 2], 0)).toBe(1);
    expect(percentile([10, 30, 20, 40], 90)).toBe(40);
    expect(percentile([], 50)).toBeNull();
  });
});
