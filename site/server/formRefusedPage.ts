import { ATTACHMENT_MAX_MB } from '../../contracts/attachment.ts';
import { messages } from '../i18n/messages.ts';
import { escapeMarkup } from '../rules/escapeMarkup.ts';
import { localisePath, type Locale } from '../rules/locale.ts';

/** Why a form the browser posted itself was refused before its fields could be read. */
export type FormRefusal = 'tooLarge' | 'notAFormPage';

/**
 * The page a browser gets for a form post the server cannot read as a form of this site (too big to
 * read, or not sent from a form page): what happened and what to do, in the visitor's language. Like
 * the error page's fallback it needs nothing that could fail: no React, no content, no assets.
 */
export function formRefusedPage(locale: Locale, refusal: FormRefusal): string {
  const text = messages[locale];
  const message = {
    tooLarge: text['form.refused.tooLarge'].replace('{{size}}', String(ATTACHMENT_MAX_MB)),
    notAFormPage: text['form.refused.notAFormPage'],
  }[refusal];
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeMarkup(text['form.refused.title'])}</title>
</head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem;">
<main>
<h1>${escapeMarkup(text['form.refused.title'])}</h1>
<p>${escapeMarkup(message)}</p>
<p><a href="${localisePath('/', locale)}">${escapeMarkup(text['error.fallback.home'])}</a></p>
</main>
</body>
</html>
`;
}
