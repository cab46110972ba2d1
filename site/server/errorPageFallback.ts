import { escapeMarkup } from '../rules/escapeMarkup.ts';
import { messages } from '../i18n/messages.ts';
import { localisePath, type Locale } from '../rules/locale.ts';
import type { NormalisedError } from '../rules/normaliseError.ts';

/**
 * Spec section 8: when the error page itself fails, a minimal page "An error occurred while showing
 * the error page" with details and a link home. It depends on nothing that could fail again: no
 * React, no content, no assets, no i18next (its three strings are read from the resources as they are).
 * Details are the normalised status and message, never a stack.
 */
export function errorPageFallback(locale: Locale, error: NormalisedError): string {
  const text = messages[locale];
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeMarkup(text['error.fallback.title'])}</title>
</head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem;">
<main>
<h1>${escapeMarkup(text['error.fallback.title'])}</h1>
<p>${escapeMarkup(text['error.fallback.details'])}: ${error.status} ${escapeMarkup(error.message)}</p>
<p><a href="${localisePath('/', locale)}">${escapeMarkup(text['error.fallback.home'])}</a></p>
</main>
</body>
</html>
`;
}
