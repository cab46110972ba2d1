import { brand } from '../config/brand.ts';
import { sharePictureAlt, type SharePicture } from '../content/sharePicture.ts';
import { loadedTranslator } from '../i18n/loadMessages.ts';
import { SHARE_PICTURE } from '../rules/sharePicturePath.ts';

/**
 * The share picture's tags (https://ogp.me/#structured, X's summary_large_image card): its absolute
 * address on the locale's own origin, its size and type (so a network need not fetch it first to lay the
 * preview out) and what it shows in words. The build drew the file (decision 025).
 */
export function SharePictureTags({ picture }: { picture: SharePicture }) {
  // The head renders outside +Wrapper's translation context; the locale's strings are loaded by now.
  const t = loadedTranslator(picture.locale);
  const url = new URL(picture.src, brand.origins[picture.locale]).href;
  const alt = sharePictureAlt(picture, t);
  return (
    <>
      <meta property="og:image" content={url} />
      <meta property="og:image:width" content={String(SHARE_PICTURE.width)} />
      <meta property="og:image:height" content={String(SHARE_PICTURE.height)} />
      <meta property="og:image:type" content={SHARE_PICTURE.type} />
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={url} />
      <meta name="twitter:image:alt" content={alt} />
    </>
  );
}
