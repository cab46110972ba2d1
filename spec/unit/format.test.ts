import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '../../contracts/locale.ts';
import { formatDate, formatNumber } from '../../site/views/format.ts';

// The site writes figures and dates from its own tables so that no page makes an Intl formatter while it
// hydrates (decision 029). Intl stays the judge of what is right: these properties hold the tables'
// output equal to Intl's in both locales.
const intlNumber = (value: number, locale: string) => new Intl.NumberFormat(locale).format(value);
const intlDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

const locale = fc.constantFrom(...LOCALES);
/** Figures as content gives them: whole, or with one to three decimals ("1.6", "99.95"). */
const figure = fc.oneof(
  fc.nat(),
  fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
  fc.tuple(fc.nat({ max: 10_000_000 }), fc.integer({ min: 1, max: 999 })).map(([whole, part]) => whole + part / 1000),
  fc.tuple(fc.nat({ max: 100_000 }), fc.integer({ min: 1, max: 99 })).map(([whole, part]) => whole + part / 100),
);
const isoDay = fc
  .date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('figures in the locale’s digits', () => {
  it('groups and marks decimals as Intl does', () => {
    expect(formatNumber(4500, 'ru')).toBe('4\u00a0500');
    expect(formatNumber(4500, 'en')).toBe('4,500');
    expect(formatNumber(1234567.5, 'ru')).toBe('1\u00a0234\u00a0567,5');
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
    expect(formatNumber(999, 'ru')).toBe('999');
    expect(formatNumber(99.95, 'ru')).toBe('99,95');
    expect(formatNumber(0, 'en')).toBe('0');
  });

  it('writes every whole figure and every figure of up to three decimals exactly as Intl', () => {
    fc.assert(fc.property(figure, locale, (value, at) => formatNumber(value, at) === intlNumber(value, at)));
  });

  it('leaves to Intl what it would round or sign: more decimals, negatives, exponents', () => {
    expect(formatNumber(1.0005, 'ru')).toBe(intlNumber(1.0005, 'ru'));
    expect(formatNumber(1.0005, 'ru')).toBe('1,001');
    expect(formatNumber(-4500, 'en')).toBe('-4,500');
    expect(formatNumber(-0, 'ru')).toBe('-0');
    expect(formatNumber(1e21, 'en')).toBe(intlNumber(1e21, 'en'));
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), locale, (value, at) => {
        return formatNumber(value, at) === intlNumber(value, at);
      }),
    );
  });
});

describe('dates in the locale’s words', () => {
  it('writes a long date as Intl does, in UTC', () => {
    expect(formatDate('2026-03-17', 'ru')).toBe('17 марта 2026 г.');
    expect(formatDate('2026-03-17', 'en')).toBe('March 17, 2026');
    expect(formatDate('2026-05-01', 'ru')).toBe('1 мая 2026 г.');
    expect(formatDate('2025-12-31', 'en')).toBe('December 31, 2025');
  });

  it('writes every day of years 1000 to 9999 exactly as Intl', () => {
    fc.assert(fc.property(isoDay, locale, (iso, at) => formatDate(iso, at) === intlDate(iso, at)));
  });

  it('leaves a day the calendar does not have to Intl, which rolls it over', () => {
    expect(formatDate('2026-02-30', 'ru')).toBe(intlDate('2026-02-30', 'ru'));
    expect(formatDate('2026-02-30', 'en')).toBe('March 2, 2026');
    expect(formatDate('0999-06-01', 'en')).toBe(intlDate('0999-06-01', 'en'));
    expect(() => formatDate('2026-13-01', 'en')).toThrow(RangeError);
  });
});

describe('what the tables spare a page', () => {
  const real = { NumberFormat: Intl.NumberFormat, DateTimeFormat: Intl.DateTimeFormat };
  afterEach(() => {
    Object.assign(Intl, real);
  });

  /** A fresh copy of format.ts (no formatter made yet), with Intl's formatters counted as they are made. */
  async function freshFormat() {
    vi.resetModules();
    const made = { numbers: 0, dates: 0 };
    Object.assign(Intl, {
      NumberFormat: class extends real.NumberFormat {
        constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
          super(...args);
          made.numbers += 1;
        }
      },
      DateTimeFormat: class extends real.DateTimeFormat {
        constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
          super(...args);
          made.dates += 1;
        }
      },
    });
    return { ...(await import('../../site/views/format.ts')), made };
  }

  it('makes no Intl formatter for the figures and dates a page shows', async () => {
    const { formatNumber: number, formatDate: date, made } = await freshFormat();
    const written: string[] = [];
    const expected: string[] = [];
    for (const at of LOCALES) {
      for (const value of [0, 7, 4500, 1234567, 99.95, 1.6, 0.125]) {
        written.push(number(value, at));
        expected.push(new real.NumberFormat(at).format(value));
      }
      // Every month of the year, in both locales.
      for (const month of ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']) {
        for (const iso of [`2026-${month}-17`, `1000-${month}-01`, `9999-${month}-28`]) {
          written.push(date(iso, at));
          expected.push(
            new real.DateTimeFormat(at, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`)),
          );
        }
      }
    }
    expect(made).toEqual({ numbers: 0, dates: 0 });
    expect(written).toEqual(expected);
  });

  it('makes one Intl formatter per locale for the rest, and keeps it', async () => {
    const { formatNumber: number, formatDate: date, made } = await freshFormat();
    expect([number(-1, 'ru'), number(-2, 'ru'), number(1.0005, 'ru'), number(-3, 'en')]).toEqual([
      '-1',
      '-2',
      '1,001',
      '-3',
    ]);
    expect(made.numbers).toBe(2);
    expect([date('2026-02-30', 'en'), date('2026-02-31', 'en'), date('0999-06-01', 'en')]).toEqual([
      'March 2, 2026',
      'March 3, 2026',
      'June 1, 999',
    ]);
    expect(made.dates).toBe(1);
  });

  it('takes only a whole ISO date and a plain figure, nothing around them', () => {
    expect(() => formatDate('12026-03-17', 'en')).toThrow(RangeError);
    expect(() => formatDate('2026-3-17', 'en')).toThrow(RangeError);
    expect(formatNumber(12, 'en')).toBe('12');
    expect(formatNumber(0.5, 'ru')).toBe('0,5');
  });
});
