import { ATTACHMENT_MAX_MB } from '../../contracts/attachment.ts';
import { messages } from '../i18n/messages.ts';
import type { Locale } from '../../contracts/locale.ts';
import { plainPage } from './plainPage.ts';

/** Why a form the browser posted itself was refused before its fields could be read. */
export type FormRefusal = 'tooLarge' | 'notAFormPage';

/**
 * The page a browser gets for a form post the server cannot read as a form of this site (too big to
 * read, or not sent from a form page): what happened and what to do, in the visitor's language, on a
 * page that needs nothing that could fail (plainPage.ts).
 */
export function formRefusedPage(locale: Locale, refusal: FormRefusal): string {
  const text = messages[locale];
  const message = {
    tooLarge: text['form.refused.tooLarge'].replace('{{size}}', String(ATTACHMENT_MAX_MB)),
    notAFormPage: text['form.refused.notAFormPage'],
  }[refusal];
  return plainPage(locale, { title: text['form.refused.title'], paragraphs: [message] });
}
