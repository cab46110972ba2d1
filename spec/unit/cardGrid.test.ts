import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardColumns, cardGridColumns } from '../../site/rules/cardGrid.ts';

describe('the columns of a grid of cards (no card alone on its row)', () => {
  it('never leaves one card alone on the last row of a grid of several columns', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 2, max: 4 }), (count, max) => {
        const columns = cardColumns(count, max);
        expect(columns).toBeGreaterThanOrEqual(1);
        expect(columns).toBeLessThanOrEqual(max);
        if (columns > 1 && count > columns) expect(count % columns).not.toBe(1);
      }),
    );
  });

  it('takes as many columns as it can', () => {
    expect(cardColumns(8, 4)).toBe(4);
    expect(cardColumns(7, 4)).toBe(4);
    expect(cardColumns(5, 4)).toBe(3);
    expect(cardColumns(9, 4)).toBe(3);
    expect(cardColumns(5, 3)).toBe(3);
    expect(cardColumns(4, 3)).toBe(2);
    expect(cardColumns(3, 4)).toBe(3);
    expect(cardColumns(1, 4)).toBe(1);
    expect(cardColumns(0, 4)).toBe(1);
    // Two columns cannot hold an odd number of cards without a lone one: one column then.
    expect(cardColumns(5, 2)).toBe(1);
  });

  it('gives tablets up to three columns and wide screens up to four, or fewer for big cards', () => {
    expect(cardGridColumns(5)).toEqual({ 'data-columns-md': 3, 'data-columns-lg': 3 });
    expect(cardGridColumns(8)).toEqual({ 'data-columns-md': 3, 'data-columns-lg': 4 });
    expect(cardGridColumns(8, 3)).toEqual({ 'data-columns-md': 3, 'data-columns-lg': 3 });
  });
});
