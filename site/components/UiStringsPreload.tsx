import type { Locale } from '../../contracts/locale.ts';
import { uiStringsUrl } from '../i18n/uiStringsUrl.ts';

/**
 * Fetches the page's UI strings alongside its scripts instead of after them: hydration needs both, and
 * without it the strings' request would start only once the scripts had run (decision 016).
 * `crossOrigin` matches what `fetch()` sends, so the browser reuses this response. Low priority: the
 * stylesheet, the fonts and the hero come first, as the scripts do (site/rules/pageScripts.ts).
 */
export function UiStringsPreload({ locale }: { locale: Locale }) {
  return <link rel="preload" href={uiStringsUrl(locale)} as="fetch" crossOrigin="anonymous" fetchPriority="low" />;
}
