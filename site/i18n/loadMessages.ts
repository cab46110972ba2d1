import type { Locale } from '../../contracts/locale.ts';
import { createTranslator, type Translate } from './translator.ts';
import { uiStringsUrl } from './uiStringsUrl.ts';

const loaded = new Map<Locale, Translate>();

/** One locale's resource: flat keys, and the plural forms that locale has (ru has more than en). */
type UiStrings = Readonly<Record<string, string>>;

/**
 * A locale's strings. In the browser, the locale's i18next resource file, fetched like i18next's HTTP
 * backend would (one file per locale: a page ships the strings of its own locale only, decision 008);
 * the head preloads it with the page, so hydration does not wait for a second round trip (decision 016).
 * On the server, from the module that holds both locales (never part of the browser's bundle).
 */
async function fetchStrings(locale: Locale): Promise<UiStrings> {
  if (import.meta.env.SSR) return (await import('./messages.ts')).messages[locale];
  const response = await fetch(uiStringsUrl(locale));
  if (!response.ok) throw new Error(`UI strings for ${locale} answered ${response.status}`);
  return (await response.json()) as UiStrings;
}

/**
 * Loads a locale's strings once and makes its i18next instance (one per locale, kept); awaited before
 * a page renders (+onBeforeRenderHtml, +onBeforeRenderClient).
 */
export async function loadMessages(locale: Locale): Promise<Translate> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const translate = createTranslator(locale, await fetchStrings(locale));
  loaded.set(locale, translate);
  return translate;
}

/** The translator of a locale loadMessages has already fetched: rendering never waits for strings. */
export function loadedTranslator(locale: Locale): Translate {
  const translate = loaded.get(locale);
  if (!translate) throw new Error(`UI strings for ${locale} were not loaded before rendering`);
  return translate;
}
