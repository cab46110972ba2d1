import type { Image } from '../../contracts/image.ts';
import type { Translate } from '../i18n/translator.ts';
import { routeFamilies } from '../routes/routeTable.ts';
import { routeOf } from '../routes/routeTo.ts';
import type { Locale } from '../../contracts/locale.ts';
import { ERROR_SCREENS, ERROR_SCREEN_TITLES, errorScreenOf } from '../rules/errorScreen.ts';
import { sharePicturePath } from '../rules/sharePicturePath.ts';
import { brandNameOf, pageMetaOf } from './pageMeta.ts';
import { searchPageMeta } from './searchPageMeta.ts';

/**
 * A page's share picture (decision 025), as the page names it and as the build draws it: one
 * 1200 × 630 PNG per page and locale, made at build time from the page's title, its brand and its own
 * illustration, or the brand picture when it has none.
 */
export interface SharePicture {
  /** Its path from the site's root (site/rules/sharePicturePath.ts). */
  src: string;
  locale: Locale;
  /** The page's title as its content gives it (without the brand the document title adds). */
  title: string;
  /** The brand the page is shown under: the testing pages have their own. */
  brandName: string;
  /** The page's own illustration (its meta.ogImage, an SVG under /images/); without one, the brand picture. */
  illustration?: Image;
}

interface PictureContext {
  locale: Locale;
  routeParams?: Record<string, string>;
  urlParsed: { pathname: string };
  data?: unknown;
  is404?: boolean | null;
  abortStatusCode?: unknown;
}

/**
 * The share picture of the page being rendered: a page of the route table gets its own (by its path),
 * the error page the picture of its screen. Undefined for a page whose data has no meta. `t` is the
 * page's locale's translator (the error screens' titles are UI strings).
 */
export function sharePictureOf(pageContext: PictureContext, t: Translate): SharePicture | undefined {
  const { locale } = pageContext;
  const brandName = brandNameOf(pageContext);
  if (!routeOf(pageContext).family) {
    const screen = errorScreenOf(pageContext);
    return { src: sharePicturePath(locale, { screen }), locale, title: t(ERROR_SCREEN_TITLES[screen]), brandName };
  }
  const meta = pageMetaOf(pageContext);
  if (!meta) return undefined;
  return {
    src: sharePicturePath(locale, { path: pageContext.urlParsed.pathname }),
    locale,
    title: meta.title,
    brandName,
    ...(meta.ogImage ? { illustration: meta.ogImage } : {}),
  };
}

/**
 * The pictures of the pages the build does not prerender, which must exist all the same: /search/ (its
 * HTML depends on the query, decision 007) and the error page's screens. Prerendered pages are drawn
 * from what their render named (tools/build.ts).
 */
export function onRequestSharePictures(locale: Locale, t: Translate): SharePicture[] {
  const search = { locale, routeParams: { family: 'search' }, urlParsed: { pathname: routeFamilies.search.path } };
  const screens = ERROR_SCREENS.map((screen) => ({
    locale,
    urlParsed: { pathname: '/' },
    is404: screen === 'not-found',
    abortStatusCode: screen === 'unavailable' ? 503 : undefined,
  }));
  return [{ ...search, data: { meta: searchPageMeta(t) } }, ...screens].flatMap(
    (pageContext) => sharePictureOf(pageContext, t) ?? [],
  );
}

/** What the picture shows, in words: its og:image:alt and twitter:image:alt. */
export function sharePictureAlt(picture: SharePicture, t: Translate): string {
  const values = { title: picture.title, brand: picture.brandName };
  return picture.illustration
    ? t('share.alt.illustrated', { ...values, illustration: picture.illustration.alt })
    : t('share.alt.brand', values);
}
