import type { PageMeta } from '../../contracts/page.ts';
import type { Translate } from '../i18n/translator.ts';

/**
 * The search page's title and description: UI strings, not content, since /search/ is rendered on every
 * request (its HTML answers ?q=). The build reads them too, to draw the page's share picture.
 */
export function searchPageMeta(t: Translate): PageMeta {
  return { title: t('search.title'), description: t('search.description') };
}
