import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dice, letterPairs } from './likeness.ts';

describe('how alike two lists of parts are (Dice)', () => {
  it('is twice the shared parts over all the parts', () => {
    // "the header has a link" against "the footer has a link": 4 of 5 words shared on each side.
    expect(dice(['the', 'header', 'has', 'a', 'link'], ['the', 'footer', 'has', 'a', 'link'])).toBe(0.8);
    expect(dice(['a', 'b', 'c'], ['c'])).toBe(0.5);
  });

  it('counts a repeated part only as often as both lists have it', () => {
    expect(dice(['link'], ['link', 'link'])).toBe(2 / 3);
    expect(dice(['a', 'link', 'link'], ['link', 'link', 'b'])).toBe(2 / 3);
  });

  it('is 1 for the same parts in any order, 0 for nothing shared, and 0 (not NaN) for two empty lists', () => {
    expect(dice(['has', 'a', 'link'], ['link', 'a', 'has'])).toBe(1);
    expect(dice(['header'], ['footer'])).toBe(0);
    expect(dice([], [])).toBe(0);
    expect(dice(['a'], [])).toBe(0);
  });

  it('is symmetric and between 0 and 1', () => {
    const parts = fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 6 });
    fc.assert(
      fc.property(parts, parts, (a, b) => {
        const likeness = dice(a, b);
        expect(likeness).toBe(dice(b, a));
        expect(likeness).toBeGreaterThanOrEqual(0);
        expect(likeness).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('the letter pairs of a text', () => {
  it('are its overlapping pairs, lower-cased', () => {
    expect(letterPairs('Блог')).toEqual(['бл', 'ло', 'ог']);
    expect(letterPairs('Links')).toEqual(['li', 'in', 'nk', 'ks']);
  });

  it('are none for a text of one letter or none', () => {
    expect(letterPairs('Я')).toEqual([]);
    expect(letterPairs('')).toEqual([]);
  });
});
