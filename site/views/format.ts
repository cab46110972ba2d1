import type { Locale } from '../rules/locale.ts';

/**
 * A calendar date (`2026-03-17`) in the visitor's language: "17 марта 2026 г." / "March 17, 2026".
 * Read and formatted in UTC: a bare ISO date is midnight UTC, and a server or browser west of
 * Greenwich would otherwise show the day before.
 */
export function formatDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** A figure with the locale's digit grouping: "4 500" / "4,500". */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale).format(value);
}
