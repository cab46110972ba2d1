import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vike()],
  // The MSW worker script (mockServiceWorker.js) and favicon live here.
  publicDir: 'site/public',
  // Test runs write reports while a development server may be serving (npm run features:watch):
  // without this, every report written would reload the pages under test.
  server: { watch: { ignored: ['**/reports/**', '**/test-results/**', '**/.tmp/**'] } },
});
