import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vike()],
  // The MSW worker script (mockServiceWorker.js) and favicon live here.
  publicDir: 'site/public',
  // One stylesheet for the whole site (9.3 KiB gz): a page linked 6 to 11 render-blocking files of
  // 0.2–12 KiB each, which cost a phone a round trip apiece before the first paint; one file is fetched
  // once and cached for every page after (decision 015).
  // Sourcemaps are always written, without the comment that names them in the served files: the feature
  // runs map the code a scenario ran back to its sources (its footprint, decision 030), and the build moves
  // the client's maps out of what is served (tools/build/moveSourcemaps.ts). `SOURCEMAP=1 npm run build`
  // names them in the files and serves them, to see in a browser what a page's JavaScript is made of
  // (docs/performance.md).
  build: { cssCodeSplit: false, sourcemap: process.env.SOURCEMAP === '1' ? true : 'hidden' },
  // Test runs write reports while a development server may be serving (npm run features:watch):
  // without this, every report written would reload the pages under test.
  server: { watch: { ignored: ['**/reports/**', '**/test-results/**', '**/.tmp/**'] } },
});
