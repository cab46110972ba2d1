import { messages } from '../i18n/messages.ts';
import type { Locale } from '../../contracts/locale.ts';
import { plainPage } from './plainPage.ts';

/**
 * The page of a render refused under load (middleware/loadShedding.ts): made without rendering
 * anything — the point is not to spend the time a render takes. It says what happened and when to try
 * again, in the visitor's language, and asks again by itself; the address keeps the visitor's query.
 */
export function busyPage(locale: Locale, retryAfterSeconds: number): string {
  const text = messages[locale];
  return plainPage(locale, {
    title: text['busy.title'],
    paragraphs: [text['busy.text']],
    refreshSeconds: retryAfterSeconds,
  });
}
