import type { ErrorScreen } from './errorScreen.ts';
import type { Locale } from '../../contracts/locale.ts';

/**
 * A page's share picture (decision 025): what a messenger or a social network shows beside a link to
 * it. 1200 × 630 (1.91:1) is the size Facebook, LinkedIn, X, VK and Telegram show large; they take PNG,
 * JPEG or WebP, never SVG.
 */
export const SHARE_PICTURE = { width: 1200, height: 630, type: 'image/png' } as const;

/** The folder of the share pictures under the site's root (dist/client), one subfolder per locale. */
export const SHARE_PICTURE_DIR = '/share/';

/**
 * Where a page's share picture is served: `/share/ru/services/web/picture.png` for the Russian
 * `/services/web/`, `/share/en/not-found.png` for the English not-found screen. A page path (locale-less,
 * ending in `/`) is made of slugs, which have no dot, so a page's picture and a screen's never collide.
 */
export function sharePicturePath(locale: Locale, of: { path: string } | { screen: ErrorScreen }): string {
  return 'path' in of
    ? `${SHARE_PICTURE_DIR}${locale}${of.path}picture.png`
    : `${SHARE_PICTURE_DIR}${locale}/${of.screen}.png`;
}
