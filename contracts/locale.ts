/**
 * The locales of the site and of its API. Russian is the default: its pages live at unprefixed paths
 * and its content at `/api/{file}`; English pages live under `/en/` and its content at `/api/en/{file}`.
 */
export const LOCALES = ['ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ru';

export function isLocale(x: unknown): x is Locale {
  return (LOCALES as readonly unknown[]).includes(x);
}
