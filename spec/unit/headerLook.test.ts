import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HEADER_SCROLLED_MIN_PX,
  HEADER_TOP_MAX_PX,
  headerLookOf,
  initialHeaderLook,
  solidThreshold,
} from '../../site/rules/headerLook.ts';

const look = (scrollY: number, windowHeight = 800, isMainPage = false) =>
  headerLookOf({ scrollY, windowHeight, isMainPage });

describe('header look (spec section 4)', () => {
  it('is at the top while the scroll is at most 10 px', () => {
    expect(look(0).top).toBe(true);
    expect(look(10).top).toBe(true);
    expect(look(11).top).toBe(false);
  });

  it('is scrolled above 50 px', () => {
    expect(look(50).scrolled).toBe(false);
    expect(look(51).scrolled).toBe(true);
  });

  it('on the main page stays transparent until half the window height', () => {
    expect(look(400, 800, true).solid).toBe(false);
    expect(look(401, 800, true).solid).toBe(true);
    expect(look(450, 900, true).solid).toBe(false);
    expect(look(451, 900, true).solid).toBe(true);
  });

  it('elsewhere turns solid once the top flag clears on ordinary windows', () => {
    expect(look(10, 800).solid).toBe(false);
    expect(look(11, 800).solid).toBe(true);
  });

  it('elsewhere waits for 1 % of a tall window', () => {
    expect(solidThreshold(2000, false)).toBe(20);
    expect(look(20, 2000).solid).toBe(false);
    expect(look(21, 2000).solid).toBe(true);
  });

  it('starts transparent, at the top, not scrolled', () => {
    expect(look(0, 800, true)).toEqual(initialHeaderLook);
    expect(look(0, 800, false)).toEqual(initialHeaderLook);
  });

  it('is never solid at the top, and the flags only switch on as the scroll grows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 200, max: 4000 }),
        fc.boolean(),
        (a, b, windowHeight, isMainPage) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const before = headerLookOf({ scrollY: low, windowHeight, isMainPage });
          const after = headerLookOf({ scrollY: high, windowHeight, isMainPage });
          if (before.top) expect(before.solid).toBe(false);
          if (before.solid) expect(after.solid).toBe(true);
          if (before.scrolled) expect(after.scrolled).toBe(true);
          if (!before.top) expect(after.top).toBe(false);
        },
      ),
    );
  });

  it('keeps its thresholds in order', () => {
    expect(HEADER_TOP_MAX_PX).toBeLessThan(HEADER_SCROLLED_MIN_PX);
  });
});
