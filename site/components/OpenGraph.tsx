import { usePageContext } from 'vike-react/usePageContext';
import { brand } from '../config/brand.ts';
import { brandNameOf, pageMetaOf } from '../content/pageMeta.ts';
import { sharePictureOf } from '../content/sharePicture.ts';
import { loadedTranslator } from '../i18n/loadMessages.ts';
import { localisePath } from '../rules/localePath.ts';
import { SharePictureTags } from './SharePictureTags.tsx';

const OG_LOCALES = { ru: 'ru_RU', en: 'en_GB' } as const;

/**
 * Open Graph tags (https://ogp.me/): what a shared link shows. URLs are absolute, on the locale's own
 * origin. og:title and og:description come from vike-react, which writes them from +title and
 * +description; the picture is the page's share picture (decision 025).
 */
export function OpenGraph() {
  const pageContext = usePageContext();
  const meta = pageMetaOf(pageContext);
  const picture = sharePictureOf(pageContext, loadedTranslator(pageContext.locale));
  if (!meta || !picture) return null;
  const { locale } = pageContext;
  const origin = brand.origins[locale];
  const brandName = brandNameOf(pageContext);
  return (
    <>
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={brandName} />
      <meta property="og:locale" content={OG_LOCALES[locale]} />
      <meta property="og:url" content={new URL(localisePath(pageContext.urlParsed.pathname, locale), origin).href} />
      <SharePictureTags picture={picture} />
    </>
  );
}
