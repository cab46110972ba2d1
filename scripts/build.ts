/**
 * `npm run build`: Vike's build, then prerendering, then the pages' scripts held until load
 * (decision 018), then compression (decision 007).
 * Prerendering runs the pages' data hooks, so the build needs content (stack.md pitfall 7): with
 * API_BASE_URL set it reads that backend; without it MSW answers from the fixtures in this process,
 * as it does in the server (site/server/main.ts).
 */
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { build, prerender } from 'vike/api';
import { analyticsConfigFrom } from '../site/config/analytics.ts';
import { DEFAULT_LOCALE } from '../site/rules/locale.ts';
import { contentSourceOf, prerenderApiBaseUrl } from '../site/routes/prerenderUrls.ts';
import { parseServerEnv } from '../site/server/serverEnv.ts';
import { holdPrerenderedPageScripts } from './holdPrerenderedPageScripts.ts';
import { precompressBuild } from './precompressBuild.ts';

const distDir = fileURLToPath(new URL('../dist', import.meta.url));
const { API_BASE_URL } = parseServerEnv();
const started = performance.now();

if (!API_BASE_URL) {
  const { mockServer } = await import('../mocks/node.ts');
  mockServer.listen({ onUnhandledRequest: 'warn' });
}
try {
  await build();
  // +onBeforeRoute gives every page its locale from the URL; Vike's own /404 page skips routing,
  // so it needs the default one from here (the server's renderPage passes it the same way).
  await prerender({ pageContextInit: { apiBaseUrl: prerenderApiBaseUrl(), locale: DEFAULT_LOCALE } });
  // Before compression: the .br and .gz are made from the final HTML.
  holdPrerenderedPageScripts(`${distDir}/client`);
  // The counter the client was built with, read as Vite read it (.env files, then the environment):
  // the server's Content-Security-Policy allows its origin and no other (decision 012).
  const { src: analyticsSrc } = analyticsConfigFrom(
    loadEnv('production', fileURLToPath(new URL('..', import.meta.url)), 'VITE_'),
  );
  const manifest = await precompressBuild(distDir, contentSourceOf(API_BASE_URL), analyticsSrc);
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
