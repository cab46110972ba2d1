import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pluralCategoryRu, pluralRu, type PluralForms } from '../../site/rules/plural.ts';

const CLIENTS: PluralForms = ['клиент', 'клиента', 'клиентов'];
const intl = new Intl.PluralRules('ru');

describe('pluralRu (spec examples)', () => {
  it.each([
    [1, 'клиент'],
    [2, 'клиента'],
    [3, 'клиента'],
    [4, 'клиента'],
    [5, 'клиентов'],
    [0, 'клиентов'],
    [11, 'клиентов'],
    [12, 'клиентов'],
    [13, 'клиентов'],
    [14, 'клиентов'],
    [21, 'клиент'],
    [22, 'клиента'],
    [25, 'клиентов'],
    [101, 'клиент'],
    [111, 'клиентов'],
    [1.5, 'клиента'],
  ])('%s → %s', (n, form) => {
    expect(pluralRu(n, CLIENTS)).toBe(form);
  });

  it('treats negatives like their absolute value', () => {
    expect(pluralRu(-1, CLIENTS)).toBe('клиент');
    expect(pluralRu(-22, CLIENTS)).toBe('клиента');
    expect(pluralRu(-11, CLIENTS)).toBe('клиентов');
  });

  it('answers "other" for non-integers, as Intl does', () => {
    for (const n of [0.5, 1.5, 2.25, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(pluralCategoryRu(n)).toBe('other');
      expect(intl.select(n)).toBe('other');
    }
  });
});

describe('pluralCategoryRu agrees with Intl.PluralRules("ru")', () => {
  it('for every integer 0..1 000 000', () => {
    // A plain loop collecting mismatches: one expect at the end keeps the run well under a second.
    const mismatches: number[] = [];
    for (let n = 0; n <= 1_000_000; n += 1) {
      if (pluralCategoryRu(n) !== intl.select(n)) mismatches.push(n);
    }
    expect(mismatches).toEqual([]);
  });

  it('for arbitrary integers, negatives and large values included (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 31), max: 2 ** 31 }), (n) => {
        expect(pluralCategoryRu(n)).toBe(intl.select(n));
      }),
      { numRuns: 5000 },
    );
  });

  // Intl rounds to 3 fraction digits before choosing (5e-324 reads as "0"), so the property uses numbers
  // with at most two decimals — the precision the site displays — where both must agree exactly.
  it('for decimals with up to two fraction digits (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }).map((k) => k / 100),
        (n) => {
          expect(pluralCategoryRu(n)).toBe(intl.select(n));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('pluralRu picks the form of its category (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 31), max: 2 ** 31 }), (n) => {
        const forms: Partial<Record<Intl.LDMLPluralRule, string>> = {
          one: 'клиент',
          few: 'клиента',
          many: 'клиентов',
          other: 'клиента',
        };
        expect(pluralRu(n, CLIENTS)).toBe(forms[intl.select(n)]);
      }),
    );
  });
});
