import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { shopTexts } from './build/shop-texts-plugin.ts';

const here = import.meta.dirname;
const root = resolve(here, '../..');
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: here,
  plugins: [react(), shopTexts()],
  resolve: {
    alias: [{ find: /^@app\/([a-z0-9-]+)$/, replacement: `${root}/libs/$1/src` }],
  },
  build: {
    outDir: resolve(root, 'dist/web'),
    emptyOutDir: true,
    // Maps and the manifest are written for our own use; scripts/build.mjs moves them out of the
    // served folder (dist/web-meta), so production serves no source maps.
    sourcemap: 'hidden',
    manifest: true,
    target: 'es2022',
    // Flags (flag-icons) and region pictures are referenced by URL and fetched only when shown: never inline them into JS.
    assetsInlineLimit: (file: string) =>
      file.includes('/flag-icons/') || file.includes('/assets/regions/') ? false : undefined,
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/ws': { target: apiTarget, ws: true },
    },
  },
});
