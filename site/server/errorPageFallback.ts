import { messages } from '../i18n/messages.ts';
import type { Locale } from '../../contracts/locale.ts';
import type { NormalisedError } from '../rules/normaliseError.ts';
import { plainPage } from './plainPage.ts';

/**
 * Spec section 8: when the error page itself fails, a minimal page "An error occurred while showing
 * the error page" with details and a link home. It depends on nothing that could fail again: no
 * React, no content, no assets, no i18next (its three strings are read from the resources as they are).
 * Details are the normalised status and message, never a stack.
 */
export function errorPageFallback(locale: Locale, error: NormalisedError): string {
  const text = messages[locale];
  return plainPage(locale, {
    title: text['error.fallback.title'],
    paragraphs: [`${text['error.fallback.details']}: ${error.status} ${error.message}`],
  });
}
