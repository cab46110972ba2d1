import type { Locale } from '../rules/locale.ts';

// One formatter per locale, made on first use: making an Intl formatter costs far more than using one
// (a date formatter ~4 ms on a slow phone, the first number formatter of a page ~15 ms), and a list
// page formats a date per card while it hydrates (decision 018).
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
const numberFormats = new Map<Locale, Intl.NumberFormat>();

/**
 * A calendar date (`2026-03-17`) in the visitor's language: "17 марта 2026 г." / "March 17, 2026".
 * Read and formatted in UTC: a bare ISO date is midnight UTC, and a server or browser west of
 * Greenwich would otherwise show the day before.
 */
export function formatDate(isoDate: string, locale: Locale): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}

/** A figure with the locale's digit grouping: "4 500" / "4,500". */
export function formatNumber(value: number, locale: Locale): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format.format(value);
}
