/**
 * `npm run build`: Vike's build, then prerendering, then the pages' share pictures (decision 025), then
 * the pages' scripts held until load (decision 018), then compression (decision 007).
 * Prerendering runs the pages' data hooks, so the build needs content (docs/pitfalls.md, 7): with
 * API_BASE_URL set it reads that backend; without it MSW answers from the fixtures in this process,
 * as it does in the server (site/server/main.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { build, prerender } from 'vike/api';
import { analyticsConfigFrom } from '../site/config/analytics.ts';
import { DEFAULT_LOCALE } from '../contracts/locale.ts';
import { contentSourceOf, prerenderApiBaseUrl } from '../site/routes/prerenderUrls.ts';
import { parseServerEnv } from '../site/server/serverEnv.ts';
import { loadEnvFile } from '../site/server/envFile.ts';
import { bundleServer, SERVER_BUNDLE } from './build/bundleServer.ts';
import { CLIENT_SOURCEMAPS, moveSourcemaps } from './build/moveSourcemaps.ts';
import { holdPrerenderedPageScripts } from './build/holdPrerenderedPageScripts.ts';
import { precompressBuild } from './build/precompressBuild.ts';
import { drawSharePictures } from './sharePictures/drawSharePictures.ts';
import { sharePictureCollector, type PrerenderedPageContext } from './sharePictures/sharePictureCollector.ts';

const distDir = fileURLToPath(new URL('../dist', import.meta.url));
// The build prerenders from the backend the server will read: the same .env (site/server/envFile.ts).
loadEnvFile(fileURLToPath(new URL('..', import.meta.url)));
const { API_BASE_URL } = parseServerEnv();
const started = performance.now();

if (!API_BASE_URL) {
  const { mockServer } = await import('../mocks/node.ts');
  mockServer().listen({ onUnhandledRequest: 'warn' });
}
/**
 * A build says what it does in a few lines: Vite's and Vike's listings of every file they write (some
 * 800 lines) are left out, their warnings are not. `BUILD_VERBOSE=1 npm run build` brings the listings back.
 * Vike warns that `build.cssCodeSplit` is off: that is on purpose (one stylesheet for the site,
 * decision 015; vite.config.ts says why), so this build says so right after the warning.
 */
const viteConfig = { logLevel: process.env.BUILD_VERBOSE === '1' ? 'info' : 'warn' } as const;
const step = (text: string) => console.log(`${text}…`);
try {
  step(`Building the client and the server (content from ${contentSourceOf(API_BASE_URL)})`);
  await build({ viteConfig });
  console.log('  (build.cssCodeSplit is off on purpose: one stylesheet for every page, decision 015.)');
  step('Prerendering the pages in both locales');
  // +onBeforeRoute gives every page its locale from the URL; Vike's own /404 page skips routing,
  // so it needs the default one from here (the server's renderPage passes it the same way).
  let written = 0;
  const sharePictures = sharePictureCollector();
  await prerender({
    viteConfig,
    pageContextInit: { apiBaseUrl: prerenderApiBaseUrl(), locale: DEFAULT_LOCALE },
    // Writing the files here (as Vike would) keeps Vike from listing each one; a terminal gets a count.
    onPagePrerender: async (
      pageContext: PrerenderedPageContext & { _prerenderResult: { filePath: string; fileContent: string } },
    ) => {
      const { filePath, fileContent } = pageContext._prerenderResult;
      // The picture its head names (site/components/SharePictureTags.tsx), drawn below.
      sharePictures.add(pageContext);
      await mkdir(dirname(filePath), { recursive: true });
      await writeFile(filePath, fileContent);
      written += 1;
      if (process.stdout.isTTY) process.stdout.write(`\r  ${written} files written`);
    },
  });
  if (process.stdout.isTTY) process.stdout.write('\n');
  // Before compression: the PNGs get their ETags in the manifest, or the server would not serve them.
  step('Drawing the pages’ share pictures');
  const drawStarted = performance.now();
  const drawn = await drawSharePictures(sharePictures.all(), `${distDir}/client`);
  const drawSeconds = ((performance.now() - drawStarted) / 1000).toFixed(1);
  for (const warning of drawn.warnings) console.warn(`  ${warning}: drew the brand picture`);
  console.log(
    `  ${drawn.pictures} PNGs of 1200 × 630 (${drawn.drawn} drawn, ${drawn.fromCache} from node_modules/.cache), ` +
      `${Math.round(drawn.bytes.total / 1024)} KiB in all, ${Math.round(drawn.bytes.smallest / 1024)}–${Math.round(drawn.bytes.largest / 1024)} KiB each, in ${drawSeconds} s.`,
  );
  // Before compression: what is compressed and hashed is what is served, and the maps are not.
  if (process.env.SOURCEMAP !== '1') moveSourcemaps(`${distDir}/client`, `${distDir}/${CLIENT_SOURCEMAPS}`);
  step('Holding the pages’ scripts until load, then compressing and hashing every file');
  // Before compression: the .br and .gz are made from the final HTML.
  holdPrerenderedPageScripts(`${distDir}/client`);
  // The counter the client was built with, read as Vite read it (.env files, then the environment):
  // the server's Content-Security-Policy allows its origin and no other (decision 012).
  const { src: analyticsSrc } = analyticsConfigFrom(
    loadEnv('production', fileURLToPath(new URL('..', import.meta.url)), 'VITE_'),
  );
  const manifest = await precompressBuild(distDir, contentSourceOf(API_BASE_URL), analyticsSrc);
  step('Compiling the server');
  const serverBytes = await bundleServer();
  console.log(`  ${SERVER_BUNDLE}: ${Math.round(serverBytes / 1024)} KiB, run by npm start with plain node.`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Built in ${seconds} s: ${manifest.pages.length} pages prerendered from ${manifest.contentSource}, ` +
      `${Object.keys(manifest.etags).length} files with ETags in dist/client.`,
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
// MSW's interceptors and Vite's workers may keep handles open: the build is over either way.
process.exit();
