import { describe, expect, it } from 'vitest';
import { executedLines, type ProjectSegments } from './coverageLines.ts';
import { sampleTakes } from './sampleTakes.testkit.ts';

const SAMPLE = `export const TOP = 2;

export function used(x: number) {
  return x + TOP;
}

export function unused(x: number) {
  const nested = () => x - 1;
  return nested();
}

export function outerRan(list: number[]) {
  return list.map((item) => {
    return item * 2;
  });
}
`;

describe('which lines ran', () => {
  it('maps what V8 saw run back to the lines of the source, by function', async () => {
    const [ran, since] = await sampleTakes(
      SAMPLE,
      (sample, module) => `const { processCoverage } = await import(${JSON.stringify(module)});
const coverage = await processCoverage((u) => u === ${JSON.stringify(sample)});
const sample = await import(${JSON.stringify(sample)});
sample.used(1);
sample.outerRan([]);
const first = await coverage.take();
sample.used(2);
process.stdout.write(JSON.stringify([first, await coverage.take()]));`,
    );
    // The top level, `used` and `outerRan` ran; `unused` and the callback of an empty list did not.
    expect(ran).toEqual(expect.arrayContaining([1, 3, 4, 12, 13]));
    expect(ran).not.toContain(8);
    expect(ran).not.toContain(9);
    expect(ran).not.toContain(14);
    // A second take has only what ran since the first.
    expect(since).toEqual(expect.arrayContaining([3, 4]));
    expect(since).not.toContain(1);
    expect(since).not.toContain(13);
  });

  it('gives each segment the verdict of the innermost function around it', () => {
    const segments: ProjectSegments = {
      files: ['a.ts', 'b.ts'],
      offsets: [0, 10, 20, 30, 40, 50],
      file: [0, 0, 0, 0, 1, 1],
      line: [1, 2, 3, 4, 7, 8],
    };
    // The script (0–60) ran; a function at 5–35 did not, but one inside it (18–25) did; 45–60 did not.
    const lines = executedLines(segments, [
      [5, 35, false],
      [0, 60, true],
      [18, 25, true],
      [45, 60, false],
    ]);
    expect([...(lines.get('a.ts') ?? [])].sort()).toEqual([1, 3]);
    expect([...(lines.get('b.ts') ?? [])]).toEqual([7]);
  });

  it('lists a file whose code was loaded even when none of it ran', () => {
    const segments: ProjectSegments = { files: ['a.ts'], offsets: [5], file: [0], line: [3] };
    const lines = executedLines(segments, [[0, 10, false]]);
    expect(lines.get('a.ts')?.size).toBe(0);
  });

  it('takes the shorter of two functions that start together as the inner one', () => {
    const segments: ProjectSegments = { files: ['a.ts'], offsets: [2, 40], file: [0, 0], line: [1, 5] };
    // A script whose first function starts where it does: the function (0–30) did not run, the script did.
    for (const functions of [
      [
        [0, 60, true],
        [0, 30, false],
      ],
      [
        [0, 30, false],
        [0, 60, true],
      ],
    ] as Array<Array<[number, number, boolean]>>)
      expect([...(executedLines(segments, functions).get('a.ts') ?? [])]).toEqual([5]);
  });
});
