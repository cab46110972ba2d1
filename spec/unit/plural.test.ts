import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../../site/i18n/messages.ts';
import { createTranslator } from '../../site/i18n/translator.ts';
import { pluralCategoryRu, pluralRu, type PluralForms } from '../support/russianPlural.ts';

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

describe("i18next's Russian plural forms are the ones pluralRu picks", () => {
  const ru = createTranslator('ru', messages.ru);
  const strings: Record<string, string> = messages.ru;
  // Every counted noun of the resources: the keys that have a `_one` form.
  const countedKeys = Object.keys(strings)
    .filter((key) => key.endsWith('_one'))
    .map((key) => key.slice(0, -'_one'.length));
  const fill = (text: string | undefined, n: number) => (text ?? '(missing)').replace('{{n}}', String(n));
  const spec = (key: string, n: number) =>
    pluralRu(n, [fill(strings[`${key}_one`], n), fill(strings[`${key}_few`], n), fill(strings[`${key}_many`], n)]);
  const i18next = (key: string, n: number) => ru(key, { count: n, n: String(n) });

  it('the resources count some nouns', () => {
    expect(countedKeys.length).toBeGreaterThan(0);
  });

  it('for every counted key and every integer 0..2000', () => {
    const mismatches: string[] = [];
    for (const key of countedKeys) {
      for (let n = 0; n <= 2000; n += 1) if (i18next(key, n) !== spec(key, n)) mismatches.push(`${key} ${n}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('for every counted key and arbitrary integers, negatives and large values included (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...countedKeys), fc.integer({ min: -(2 ** 31), max: 2 ** 31 }), (key, n) => {
        expect(i18next(key, n)).toBe(spec(key, n));
      }),
      { numRuns: 2000 },
    );
  });

  it('for every counted key and fractions with up to two decimals: the genitive singular (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...countedKeys),
        fc.integer({ min: -1e6, max: 1e6 }).filter((k) => k % 100 !== 0),
        (key, k) => {
          expect(i18next(key, k / 100)).toBe(spec(key, k / 100));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
