import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { preactInTheBrowser } from './site/renderer/preactInTheBrowser.ts';

export default defineConfig({
  // The browser gets Preact in React's place; the server renders with React (decision 014).
  plugins: [preactInTheBrowser(), react(), vike()],
  build: { sourcemap: process.env.SOURCEMAP === '1' },
  // The MSW worker script (mockServiceWorker.js) and favicon live here.
  publicDir: 'site/public',
  // Test runs write reports while a development server may be serving (npm run features:watch):
  // without this, every report written would reload the pages under test.
  server: { watch: { ignored: ['**/reports/**', '**/test-results/**', '**/.tmp/**'] } },
});
