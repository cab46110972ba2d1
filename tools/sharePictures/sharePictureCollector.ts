import { messages } from '../../site/i18n/messages.ts';
import { createTranslator, type Translate } from '../../site/i18n/translator.ts';
import { onRequestSharePictures, sharePictureOf, type SharePicture } from '../../site/content/sharePicture.ts';
import { LOCALES, type Locale } from '../../contracts/locale.ts';

/** What the build knows of a page it prerendered: the context its render had (https://vike.dev/pageContext). */
export type PrerenderedPageContext = Parameters<typeof sharePictureOf>[0];

/**
 * Gathers the share pictures the build must draw (decision 025): each prerendered page's, worked out
 * from the same context and by the same function as the tags its HTML carries, and those of the pages
 * rendered on request (search, the error screens), which every build draws in both locales.
 */
export function sharePictureCollector() {
  const translators = Object.fromEntries(
    LOCALES.map((locale) => [locale, createTranslator(locale, messages[locale])]),
  ) as Record<Locale, Translate>;
  const pictures: SharePicture[] = [];
  return {
    add(pageContext: PrerenderedPageContext): void {
      const picture = sharePictureOf(pageContext, translators[pageContext.locale]);
      if (picture) pictures.push(picture);
    },
    all(): SharePicture[] {
      return [...pictures, ...LOCALES.flatMap((locale) => onRequestSharePictures(locale, translators[locale]))];
    },
  };
}
