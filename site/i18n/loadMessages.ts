import type { Locale } from '../rules/locale.ts';
import type { Messages } from './messages.ts';

// One lazy chunk per locale: a page ships the strings of its own locale only (decision 008).
const sources = import.meta.glob<Messages>('./{ru,en}.json', { import: 'default' });
const loaded = new Map<Locale, Messages>();

/** Fetches a locale's strings once; awaited before a page renders (+onBeforeRenderHtml, +onBeforeRenderClient). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const source = sources[`./${locale}.json`];
  if (!source) throw new Error(`No UI strings for locale ${locale}`);
  const strings = await source();
  loaded.set(locale, strings);
  return strings;
}

/** The strings of a locale loadMessages has already fetched: rendering never waits for them. */
export function loadedMessages(locale: Locale): Messages {
  const strings = loaded.get(locale);
  if (!strings) throw new Error(`UI strings for ${locale} were not loaded before rendering`);
  return strings;
}
