import type { Locale } from '../../contracts/locale.ts';

// Figures and dates are written here from the locale's own marks and month names, not by Intl: a page's
// first Intl.NumberFormat or Intl.DateTimeFormat loads the locale's ICU data, 50–90 ms on a phone's CPU
// (measured in Chromium at a 4× slowdown), and a page that shows a figure or a date while it hydrates
// paid that in one task (decision 029). The shapes the site shows — a non-negative figure with at most
// three decimals, a calendar date — are written exactly as Intl writes them: spec/unit/format.test.ts
// holds them equal for every figure and date it generates. Anything else still goes to Intl.

/** How each locale groups digits and marks decimals, as Intl (CLDR) does: "4 500,5" / "4,500.5". */
const DIGIT_MARKS: Record<Locale, { group: string; decimal: string }> = {
  ru: { group: '\u00a0', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/** Months as a long date names them: the genitive in Russian ("17 марта"). */
const MONTHS: Record<Locale, readonly string[]> = {
  ru: [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

// Intl formatters for what the tables do not cover, one per locale, made on first use.
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
const numberFormats = new Map<Locale, Intl.NumberFormat>();

function intlDate(date: Date, locale: Locale): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return format.format(date);
}

function intlNumber(value: number, locale: Locale): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/**
 * A calendar date (`2026-03-17`) in the visitor's language: "17 марта 2026 г." / "March 17, 2026".
 * Read and formatted in UTC: a bare ISO date is midnight UTC, and a server or browser west of
 * Greenwich would otherwise show the day before.
 */
export function formatDate(isoDate: string, locale: Locale): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const parts = /^([1-9]\d{3})-(\d{2})-(\d{2})$/.exec(isoDate);
  // A day the calendar does not have (2026-02-30) is Intl's to roll over, as it always was.
  if (!parts || date.getUTCDate() !== Number(parts[3])) return intlDate(date, locale);
  const [, year, month, day] = parts;
  const monthName = MONTHS[locale][Number(month) - 1];
  const dayNumber = Number(day);
  return locale === 'ru' ? `${dayNumber} ${monthName} ${year} г.` : `${monthName} ${dayNumber}, ${year}`;
}

/** A figure with the locale's digit grouping: "4 500" / "4,500". */
export function formatNumber(value: number, locale: Locale): string {
  // String() writes a double as its shortest decimal, which is what Intl rounds from: "1.6", "99.95".
  // (String(-0) is "0", which Intl writes "-0".)
  const plain = Object.is(value, -0) ? null : /^(\d+)(?:\.(\d{1,3}))?$/.exec(String(value));
  // Negative, more than three decimals (Intl rounds them), or an exponent: Intl's to write.
  if (!plain) return intlNumber(value, locale);
  const { group, decimal } = DIGIT_MARKS[locale];
  // Stryker disable next-line StringLiteral: the first group always takes part in a match; the default is for the type checker
  const whole = (plain[1] ?? '').replace(/\B(?=(\d{3})+$)/g, group);
  return plain[2] ? `${whole}${decimal}${plain[2]}` : whole;
}
