import { messages } from '../i18n/messages.ts';
import { escapeMarkup } from '../rules/escapeMarkup.ts';
import { localisePath, type Locale } from '../rules/locale.ts';

/**
 * The page of a render refused under load (middleware/loadShedding.ts): as small as the fallback error
 * page, made without rendering anything — the point is not to spend the time a render takes. It says
 * what happened and when to try again, in the visitor's language; the address keeps the visitor's query.
 */
export function busyPage(locale: Locale, retryAfterSeconds: number): string {
  const text = messages[locale];
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="${retryAfterSeconds}">
<title>${escapeMarkup(text['busy.title'])}</title>
</head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem;">
<main>
<h1>${escapeMarkup(text['busy.title'])}</h1>
<p>${escapeMarkup(text['busy.text'])}</p>
<p><a href="${localisePath('/', locale)}">${escapeMarkup(text['error.fallback.home'])}</a></p>
</main>
</body>
</html>
`;
}
