/**
 * `npm run fonts`: copies the typeface's subsets from the pinned package to site/public/fonts/ under the
 * names site/config/fonts.ts gives them (decision 008). Run it after changing the package's version.
 */
import { copyFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FONT_LICENSE, FONT_PACKAGE, FONT_SUBSETS } from '../site/config/fonts.ts';

const publicDir = fileURLToPath(new URL('../site/public', import.meta.url));
const require = createRequire(import.meta.url);

for (const subset of Object.values(FONT_SUBSETS)) {
  const target = `${publicDir}${subset.file}`;
  await mkdir(dirname(target), { recursive: true });
  await copyFile(require.resolve(`${FONT_PACKAGE}/${subset.packageFile}`), target);
  console.log(`${FONT_PACKAGE}/${subset.packageFile} -> site/public${subset.file}`);
}
// The SIL Open Font License asks that the licence travel with the font files.
await copyFile(require.resolve(`${FONT_PACKAGE}/LICENSE`), `${publicDir}${FONT_LICENSE}`);
