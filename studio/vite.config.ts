import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The content studio: a local tool (npm run studio), built on its own into dist-studio/ and
 * served by scripts/studio.ts under the site's strict CSP. Never part of the player build: the
 * site's vite.config.ts has its own entry (index.html at the repository root) and nothing in src/
 * imports studio/.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react()],
  build: {
    outDir: '../dist-studio',
    emptyOutDir: true,
    sourcemap: false,
    // no data: URLs under the CSP
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 4000,
  },
});
