import { ABOVE_THE_FOLD_SUBSETS, FONT_SUBSETS, fontFaceCss } from '../config/fonts.ts';
import type { Locale } from '../../contracts/locale.ts';

const css = fontFaceCss();

/**
 * The typeface's rules and a preload of the faces above the fold of a page in its locale (Cyrillic and
 * Latin for Russian pages, Latin for English ones), so they usually arrive before the first paint
 * (decisions 008, 018). The head is rendered on the server only.
 */
export function FontFaces({ locale }: { locale: Locale }) {
  return (
    <>
      {ABOVE_THE_FOLD_SUBSETS[locale].map((subset) => (
        <link
          key={subset}
          rel="preload"
          href={FONT_SUBSETS[subset].file}
          as="font"
          type="font/woff2"
          crossOrigin="anonymous"
        />
      ))}
      <style>{css}</style>
    </>
  );
}
