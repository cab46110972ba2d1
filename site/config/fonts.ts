import type { Locale } from '../../contracts/locale.ts';

/**
 * The site's one typeface, self-hosted (decision 008): Inter, variable weight, from the pinned package
 * @fontsource-variable/inter, only the two subsets the locales use. `npm run fonts` copies the files to
 * site/public/fonts/ under these names (the package version in the name, so a new version is a new
 * address); a unit test fails when they differ from the package's. Served from the public folder rather
 * than imported through Vite on purpose: Vike preloads every font a page's CSS imports, and a page
 * should preload only the one face above its fold.
 */
export const FONT_PACKAGE = '@fontsource-variable/inter';
export const FONT_VERSION = '5.3.0';
export const FONT_FAMILY = 'Inter Variable';
export const FONT_LICENSE = '/fonts/LICENSE-inter.txt';

export const FONT_SUBSETS = {
  cyrillic: {
    file: `/fonts/inter-cyrillic-wght-normal-${FONT_VERSION}.woff2`,
    packageFile: 'files/inter-cyrillic-wght-normal.woff2',
    unicodeRange: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116',
  },
  latin: {
    file: `/fonts/inter-latin-wght-normal-${FONT_VERSION}.woff2`,
    packageFile: 'files/inter-latin-wght-normal.woff2',
    unicodeRange:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  },
} as const;
export type FontSubset = keyof typeof FONT_SUBSETS;

/**
 * The faces that set a page's first screen in each locale: the ones preloaded. A Russian page needs the
 * Latin one too: its range holds the space, the digits and the punctuation. Found by the browser only
 * once the stylesheet has been applied, it arrived after the first paint, and its swap was the page's
 * largest paint, late enough to overlap the scripts' requests (decision 018).
 */
export const ABOVE_THE_FOLD_SUBSETS: Record<Locale, readonly FontSubset[]> = {
  ru: ['cyrillic', 'latin'],
  en: ['latin'],
};

/**
 * The fallback shown until Inter arrives (font-display: swap): Arial (or Liberation Sans, with the same
 * metrics, on Linux) scaled to Inter's widths and given Inter's ascent and descent, so the swap neither
 * reflows lines nor shifts the layout. Two faces, because Inter widens with its weight faster than Arial
 * does: regular text falls back to Arial, semibold and bold text (menus, buttons, headings) to Arial
 * Bold. Measured in Chromium on Russian and English sentences: Inter at 400-500 sets text 6.7-8.6 %
 * wider than Arial; at 600-800, 1.6-4.7 % wider than Arial Bold. Inter's ascent and descent are 0.969
 * and 0.241 em (1984 and 494 of 2048 units), divided here by each face's size adjustment.
 */
export const FONT_FALLBACK_FAMILY = 'Inter Fallback';
export const FONT_FALLBACKS = [
  {
    weight: '100 549',
    locals: ['Arial', 'Liberation Sans', 'Helvetica'],
    sizeAdjust: '107.5%',
    ascentOverride: '90.1%',
    descentOverride: '22.4%',
  },
  {
    weight: '550 900',
    locals: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'Helvetica Bold'],
    sizeAdjust: '103%',
    ascentOverride: '94.1%',
    descentOverride: '23.4%',
  },
] as const;

/** The @font-face rules, inlined in every page's head (no style sheet to wait for before text shows). */
export function fontFaceCss(): string {
  const faces = Object.values(FONT_SUBSETS).map(
    (subset) =>
      `@font-face{font-family:'${FONT_FAMILY}';font-style:normal;font-display:swap;font-weight:100 900;` +
      `src:url(${subset.file}) format('woff2');unicode-range:${subset.unicodeRange}}`,
  );
  const fallbacks = FONT_FALLBACKS.map(
    (f) =>
      `@font-face{font-family:'${FONT_FALLBACK_FAMILY}';font-weight:${f.weight};` +
      `src:${f.locals.map((name) => `local('${name}')`).join(',')};size-adjust:${f.sizeAdjust};` +
      `ascent-override:${f.ascentOverride};descent-override:${f.descentOverride};line-gap-override:0%}`,
  );
  return [...faces, ...fallbacks].join('');
}
