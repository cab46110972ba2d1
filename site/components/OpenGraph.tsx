import { usePageContext } from 'vike-react/usePageContext';
import { brand } from '../config/brand.ts';
import { brandNameOf, pageMetaOf } from '../content/pageMeta.ts';
import { localisePath } from '../rules/locale.ts';

const OG_LOCALES = { ru: 'ru_RU', en: 'en_GB' } as const;

/**
 * Open Graph tags (https://ogp.me/): what a shared link shows. URLs are absolute, on the locale's own
 * origin. og:title and og:description come from vike-react, which writes them from +title and
 * +description.
 */
export function OpenGraph() {
  const pageContext = usePageContext();
  const meta = pageMetaOf(pageContext);
  if (!meta) return null;
  const { locale } = pageContext;
  const origin = brand.origins[locale];
  const brandName = brandNameOf(pageContext);
  return (
    <>
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={brandName} />
      <meta property="og:locale" content={OG_LOCALES[locale]} />
      <meta property="og:url" content={new URL(localisePath(pageContext.urlParsed.pathname, locale), origin).href} />
      {meta.ogImage && (
        <>
          <meta property="og:image" content={new URL(meta.ogImage.src, origin).href} />
          <meta property="og:image:width" content={String(meta.ogImage.width)} />
          <meta property="og:image:height" content={String(meta.ogImage.height)} />
          <meta property="og:image:alt" content={meta.ogImage.alt} />
        </>
      )}
      <meta name="twitter:card" content={meta.ogImage ? 'summary_large_image' : 'summary'} />
    </>
  );
}
