import { messages } from '../i18n/messages.ts';
import { escapeMarkup } from '../rules/escapeMarkup.ts';
import { localisePath } from '../rules/localePath.ts';
import { type Locale } from '../../contracts/locale.ts';

export interface PlainPageText {
  title: string;
  paragraphs: readonly string[];
  /** Seconds after which the browser asks for the address again (a busy server's page). */
  refreshSeconds?: number;
}

/**
 * The smallest page the server can answer with when the site's own pages cannot be used: a title, a
 * few paragraphs and a link home, in the visitor's language. It depends on nothing that could fail: no
 * React, no content, no assets, no i18next. Every text is escaped here; callers pass plain text.
 */
export function plainPage(locale: Locale, { title, paragraphs, refreshSeconds }: PlainPageText): string {
  const refresh = refreshSeconds === undefined ? '' : `<meta http-equiv="refresh" content="${refreshSeconds}">\n`;
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${refresh}<title>${escapeMarkup(title)}</title>
</head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem;">
<main>
<h1>${escapeMarkup(title)}</h1>
${paragraphs.map((paragraph) => `<p>${escapeMarkup(paragraph)}</p>\n`).join('')}<p><a href="${localisePath('/', locale)}">${escapeMarkup(messages[locale]['error.fallback.home'])}</a></p>
</main>
</body>
</html>
`;
}
