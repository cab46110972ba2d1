import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { readFixture } from '../../mocks/readFixture.ts';
import { FontFaces } from '../../site/components/FontFaces.tsx';
import {
  ABOVE_THE_FOLD_SUBSETS,
  FONT_PACKAGE,
  FONT_SUBSETS,
  FONT_VERSION,
  fontFaceCss,
  type FontSubset,
} from '../../site/config/fonts.ts';
import { LOCALES } from '../../contracts/locale.ts';
import { renderMarkup } from '../support/renderMarkup.tsx';

const require = createRequire(import.meta.url);
const publicFile = (path: string) => readFile(new URL(`../../site/public${path}`, import.meta.url));

describe('the self-hosted typeface (decision 008)', () => {
  it('names the version of the package that is installed', async () => {
    const manifest = JSON.parse(await readFile(require.resolve(`${FONT_PACKAGE}/package.json`), 'utf8')) as {
      version: string;
    };
    expect(manifest.version).toBe(FONT_VERSION);
  });

  for (const [name, subset] of Object.entries(FONT_SUBSETS))
    it(`serves the package's own ${name} file (run "npm run fonts" after a version change)`, async () => {
      const packaged = await readFile(require.resolve(`${FONT_PACKAGE}/${subset.packageFile}`));
      expect((await publicFile(subset.file)).equals(packaged)).toBe(true);
    });

  it('swaps from a metric-matched fallback, so text shows at once and does not move', () => {
    const css = fontFaceCss();
    expect(css.match(/font-display:swap/g)).toHaveLength(Object.keys(FONT_SUBSETS).length);
    expect(css).toContain("font-family:'Inter Fallback';font-weight:100 549;src:local('Arial')");
    expect(css).toContain("font-family:'Inter Fallback';font-weight:550 900;src:local('Arial Bold')");
    expect(css.match(/size-adjust:[\d.]+%;ascent-override:[\d.]+%;descent-override:[\d.]+%/g)).toHaveLength(2);
  });

  /** The subsets whose unicode-range covers at least one character of `text`. */
  const subsetsFor = (text: string): FontSubset[] =>
    (Object.keys(FONT_SUBSETS) as FontSubset[]).filter((subset) => {
      const ranges = FONT_SUBSETS[subset].unicodeRange.split(',').map((range) => {
        const [from = '', to = from] = range.replace('U+', '').split('-');
        return [parseInt(from, 16), parseInt(to, 16)] as const;
      });
      return Array.from(text).some((char) => {
        const code = char.codePointAt(0) ?? 0;
        return ranges.some(([from, to]) => code >= from && code <= to);
      });
    });

  it.each(LOCALES)('%s: preloads every face the home page’s first screen is set in, and no other', async (locale) => {
    const { hero } = await readFixture(locale, 'home');
    const needed = subsetsFor(`${hero.title} ${hero.subtitle}`);
    expect([...ABOVE_THE_FOLD_SUBSETS[locale]].sort()).toEqual(needed.sort());
    const html = renderMarkup(<FontFaces locale={locale} />, { locale });
    const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((m) => m[1]);
    expect(preloaded).toEqual(ABOVE_THE_FOLD_SUBSETS[locale].map((subset) => FONT_SUBSETS[subset].file));
  });
});
