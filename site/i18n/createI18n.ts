import { createInstance, type i18n } from 'i18next';
import type { Locale } from '../rules/locale.ts';
import type { Messages } from './messages.ts';

/**
 * One i18next instance per render: a server renders pages of both locales at once, so a shared
 * global instance whose language is switched per request would leak one visitor's locale into another's page.
 * It holds the strings of its own locale only: the browser never downloads the other one.
 */
export function createI18n(locale: Locale, translation: Messages): i18n {
  const instance = createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation } },
    // Keys are flat ("error.404.title"), so "." must not be read as nesting.
    keySeparator: false,
    // React escapes output itself; escaping here too would show "&amp;" to visitors.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
