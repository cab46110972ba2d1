import { createInstance, type i18n } from 'i18next';
import type { Locale } from '../rules/locale.ts';
import en from './en.json';
import ru from './ru.json';

/** UI strings: one flat JSON per locale with dotted keys (a unit test checks the two have the same keys). */
export const messages = { ru, en } as const;
export type MessageKey = keyof typeof ru;

/**
 * One i18next instance per render: a server renders pages of both locales at once, so a shared
 * global instance whose language is switched per request would leak one visitor's locale into another's page.
 */
export function createI18n(locale: Locale): i18n {
  const instance = createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { ru: { translation: ru }, en: { translation: en } },
    // Keys are flat ("error.404.title"), so "." must not be read as nesting.
    keySeparator: false,
    // React escapes output itself; escaping here too would show "&amp;" to visitors.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
