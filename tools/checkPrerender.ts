/**
 * `npm run prerender:check` (after `npm run build`, in `npm test`): the build prerendered every page it
 * should, in both locales, and nothing that must stay rendered (decision 007). Compares
 * dist/build-manifest.json and dist/client with the site's page list read from the same content the
 * build read; every page has its HTML, its client-navigation data and their .br/.gz; no HTML file has
 * an inline executable script, an event handler, a javascript: URL or a nonce (decision 012), every
 * one holds its scripts until it has loaded (decision 018), every one names a share picture that the
 * build drew: a PNG of 1200 × 630 on its locale's origin, as do the pages rendered on request (decision 025),
 * and every one shows the texts of the content and the UI strings as they are typeset (decision 028).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sitePages } from '../site/content/sitePages.ts';
import { BUILD_MOCK_ORIGIN, isPrerendered } from '../site/routes/prerenderUrls.ts';
import { FAMILY_IDS, routeFamilies, type RouteFamily } from '../site/routes/routeTable.ts';
import { localisePath } from '../site/rules/localePath.ts';
import { LOCALES } from '../contracts/locale.ts';
import { CODING_FILE_SUFFIX } from '../site/rules/httpCaching.ts';
import { BUILD_MANIFEST_FILE, readBuildManifest } from '../site/server/buildManifest.ts';
import { pageScriptsHeld } from '../site/rules/pageScripts.ts';
import { inlineScriptProblems } from './build/inlineScripts.ts';
import { brand } from '../site/config/brand.ts';
import { onRequestSharePictures } from '../site/content/sharePicture.ts';
import { messages } from '../site/i18n/messages.ts';
import { createTranslator } from '../site/i18n/translator.ts';
import { splitLocale } from '../site/rules/localePath.ts';
import { SHARE_PICTURE } from '../site/rules/sharePicturePath.ts';
import { pngSize, sharePictureTagProblems } from './sharePictures/sharePictureTags.ts';
import { lostTypesetting, typesetTexts } from './typography/lostTypesetting.ts';
import { classifyFixture, listFixtureFiles } from '../mocks/fixtureChecks.ts';
import { readFixtureJson } from '../mocks/nodeFixtureSource.ts';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const manifest = readBuildManifest(dist);
if (!manifest.contentSource) {
  console.error(`No dist/${BUILD_MANIFEST_FILE}: run "npm run build" first.`);
  process.exit(1);
}
const fromFixtures = manifest.contentSource === 'fixtures';
if (fromFixtures) (await import('../mocks/node.ts')).mockServer().listen({ onUnhandledRequest: 'error' });
const apiBaseUrl = fromFixtures ? BUILD_MOCK_ORIGIN : manifest.contentSource;

const problems: string[] = [];
const built = new Set(manifest.pages);
const counts: string[] = [];
for (const locale of LOCALES) {
  const pages = await sitePages({ locale, apiBaseUrl });
  let count = 0;
  for (const { family, path } of pages) {
    const url = localisePath(path, locale);
    if (!isPrerendered(family)) {
      if (built.has(url)) problems.push(`${url} (${family}) depends on the request but was prerendered`);
      continue;
    }
    count += 1;
    if (!built.has(url)) problems.push(`${url} (${family}) was not prerendered`);
    // A page is always over the compression threshold; its navigation data may not be.
    const files = [
      'index.pageContext.json',
      ...['', ...Object.values(CODING_FILE_SUFFIX)].map((s) => `index.html${s}`),
    ];
    for (const file of files)
      if (!existsSync(`${dist}/client${url}${file}`)) problems.push(`dist/client${url}${file} is missing`);
  }
  const families = new Set(pages.filter(({ family }) => isPrerendered(family)).map(({ family }) => family));
  for (const family of FAMILY_IDS)
    if (isPrerendered(family) && !(routeFamilies[family] as RouteFamily).noindex && !families.has(family))
      problems.push(`no ${locale} page of the family ${family} was prerendered`);
  counts.push(`${locale} ${count}`);
}
// Their Content-Security-Policy allows no inline script at all (decision 012): keep that true of every
// HTML file the build wrote, Vike's /404.html included.
const htmlFiles = readdirSync(`${dist}/client`, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.html'),
);
// A share picture the server would serve: a file of dist/client the manifest lists (builtFiles.ts).
const builtFile = (path: string) =>
  Object.hasOwn(manifest.etags, path) && existsSync(`${dist}/client${path}`)
    ? readFileSync(`${dist}/client${path}`)
    : undefined;
// What the content and the UI strings have typeset, each page shows so (built from the fixtures only:
// a backend's content is not at hand here).
const typeset = Object.fromEntries(LOCALES.map((locale) => [locale, typesetTexts(messages[locale])]));
if (fromFixtures)
  for (const file of await listFixtureFiles()) {
    const fixture = classifyFixture(file);
    if (fixture?.kind === 'content') typesetTexts(await readFixtureJson(file), typeset[fixture.locale]);
  }
for (const file of htmlFiles) {
  const html = readFileSync(`${dist}/client/${file}`, 'utf8');
  const { locale } = splitLocale(`/${file}`);
  for (const text of lostTypesetting(html, typeset[locale] ?? new Map()))
    problems.push(`dist/client/${file}: "${text}" is shown with plain spaces where its text is typeset (decision 028)`);
  for (const problem of sharePictureTagProblems(html, brand.origins[locale], builtFile))
    problems.push(`dist/client/${file}: ${problem} (decision 025)`);
  for (const problem of inlineScriptProblems(html))
    problems.push(`dist/client/${file}: ${problem} (prerendered pages may have no inline script, decision 012)`);
  if (!pageScriptsHeld(html))
    problems.push(`dist/client/${file}: its scripts are not held until the page has loaded (decision 018)`);
}
// The pages rendered on request name pictures no prerendered page does: the build drew them all the same.
const onRequest = LOCALES.flatMap((locale) =>
  onRequestSharePictures(locale, createTranslator(locale, messages[locale])),
);
for (const { src } of onRequest) {
  const bytes = builtFile(src);
  const size = bytes && pngSize(bytes);
  if (size?.width !== SHARE_PICTURE.width || size.height !== SHARE_PICTURE.height)
    problems.push(
      `dist/client${src}, the share picture of pages rendered on request, is not a built PNG of 1200 × 630`,
    );
}
if (problems.length > 0) {
  console.error(`The prerendered pages in dist/ are not what they should be:\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}
const rendered = FAMILY_IDS.filter((family) => !isPrerendered(family)).join(', ');
console.log(
  `Prerendered from ${manifest.contentSource}: ${counts.join(', ')} pages, each with its data and .br/.gz; ` +
    `rendered on request: ${rendered}, previews (noindex), unknown addresses and error pages; ` +
    `${htmlFiles.length} HTML files without inline script, event handler or nonce, their scripts held until load, ` +
    `each naming its share picture, a PNG of 1200 × 630 (and ${onRequest.length} pictures of pages rendered on request), ` +
    `each showing its content and UI strings as typeset.`,
);
process.exit(0);
