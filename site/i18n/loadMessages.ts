import type { Locale } from '../rules/locale.ts';
import type { Messages } from './messages.ts';
import { createTranslator, type Translate } from './translator.ts';

// One lazy chunk per locale: a page ships the strings of its own locale only (decision 008).
const sources = import.meta.glob<Messages>('./{ru,en}.json', { import: 'default' });
const loaded = new Map<Locale, Translate>();

/**
 * Fetches a locale's strings once and makes its i18next instance (one per locale, kept); awaited before
 * a page renders (+onBeforeRenderHtml, +onBeforeRenderClient).
 */
export async function loadMessages(locale: Locale): Promise<Translate> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const source = sources[`./${locale}.json`];
  if (!source) throw new Error(`No UI strings for locale ${locale}`);
  const translate = createTranslator(locale, await source());
  loaded.set(locale, translate);
  return translate;
}

/** The translator of a locale loadMessages has already fetched: rendering never waits for strings. */
export function loadedTranslator(locale: Locale): Translate {
  const translate = loaded.get(locale);
  if (!translate) throw new Error(`UI strings for ${locale} were not loaded before rendering`);
  return translate;
}
