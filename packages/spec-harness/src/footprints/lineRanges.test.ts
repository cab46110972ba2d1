import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeLines, encodeLines, hasLineIn } from './lineRanges.ts';

describe('line ranges', () => {
  it('writes runs of lines as ranges, in order, once each', () => {
    expect(encodeLines([9, 3, 4, 5, 14, 20, 21, 4])).toBe('3-5,9,14,20-21');
    expect(encodeLines([])).toBe('');
  });

  it('reads back exactly the lines it wrote', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 400 })), (lines) => {
        const back = decodeLines(encodeLines(lines)).flatMap(([first, last]) =>
          Array.from({ length: last - first + 1 }, (_, i) => first + i),
        );
        expect(back).toEqual([...new Set(lines)].sort((a, b) => a - b));
      }),
    );
  });

  it('finds a line in a span only when one of the set is in it', () => {
    expect(hasLineIn('3-5,9', 6, 8)).toBe(false);
    expect(hasLineIn('3-5,9', 5, 8)).toBe(true);
    expect(hasLineIn('3-5,9', 9, 9)).toBe(true);
    expect(hasLineIn('3-5,9', 1, 2)).toBe(false);
    expect(hasLineIn('3-5,9', 10, 40)).toBe(false);
    expect(hasLineIn('', 1, 100)).toBe(false);
  });

  it('refuses what is not a set of lines, saying what it expected', () => {
    expect(() => decodeLines('3-x')).toThrow('"3-x" is not a line or a range of lines (as in "3-9,14")');
    expect(() => decodeLines('9-3')).toThrow('"9-3"');
  });
});
