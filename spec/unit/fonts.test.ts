import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { FONT_PACKAGE, FONT_SUBSETS, FONT_VERSION, fontFaceCss } from '../../site/config/fonts.ts';

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
});
