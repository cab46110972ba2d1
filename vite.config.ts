import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vike()],
  // The MSW worker script (mockServiceWorker.js) and favicon live here.
  publicDir: 'site/public',
});
