import { createInstance } from 'i18next';
import type { Locale } from '../../contracts/locale.ts';

/** What a UI string's `{{name}}` placeholders are filled with; `count` also picks a plural form. */
export type TranslateValues = Readonly<Record<string, string | number>>;

/** Looks a UI string up by key and fills its placeholders; a missing key reads as itself. */
export type Translate = (key: string, values?: TranslateValues) => string;

/**
 * One i18next instance for one locale's strings (flat keys in i18next's JSON v4 format, decision 017).
 * Each locale gets an instance of its own that never changes language, because a server renders pages
 * of both locales at once; the resources are already loaded, so it is ready when this returns.
 * Plural forms are i18next's own (`count` with `_one`/`_few`/`_many`/`_other`, by Intl.PluralRules).
 */
export function createTranslator(locale: Locale, strings: Readonly<Record<string, string>>): Translate {
  const i18n = createInstance();
  // With the resources given and initAsync off, init finishes before it returns; the promise is moot.
  void i18n.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: strings } },
    initAsync: false,
    // Keys are flat and dotted ("footer.cta.general"), never nested objects or namespaces.
    keySeparator: false,
    nsSeparator: false,
    // React escapes what it renders; escaping here would show "&amp;" on the page.
    interpolation: { escapeValue: false },
  });
  const t = i18n.getFixedT(locale);
  return (key, values) => t(key, values);
}
