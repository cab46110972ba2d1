import type { Locale } from '../../contracts/locale.ts';
import en from './en.json?url';
import ru from './ru.json?url';

/**
 * Where the browser fetches a locale's UI strings: the i18next resource file as the build emitted it,
 * with its content hash in the name (cached as immutable, like every file under /assets/).
 */
export function uiStringsUrl(locale: Locale): string {
  return locale === 'en' ? en : ru;
}
