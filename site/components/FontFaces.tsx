import { ABOVE_THE_FOLD_SUBSET, FONT_SUBSETS, fontFaceCss } from '../config/fonts.ts';
import type { Locale } from '../rules/locale.ts';

const css = fontFaceCss();

/**
 * The typeface's rules and a preload of the one face above the fold of a page in its locale
 * (Cyrillic for Russian pages, Latin for English ones), so it usually arrives before the first paint
 * (decision 008). The head is rendered on the server only.
 */
export function FontFaces({ locale }: { locale: Locale }) {
  return (
    <>
      <link
        rel="preload"
        href={FONT_SUBSETS[ABOVE_THE_FOLD_SUBSET[locale]].file}
        as="font"
        type="font/woff2"
        crossOrigin="anonymous"
      />
      <style>{css}</style>
    </>
  );
}
