import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { serviceWorker } from './build/service-worker-plugin.ts';
import { firstScreenChunk } from './build/first-screen-chunk.ts';
import { pictures } from './build/pictures-plugin.ts';
import { shopTexts } from './build/shop-texts-plugin.ts';

const here = import.meta.dirname;
const root = resolve(here, '../..');
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild = false }) => ({
  root: here,
  // React and React DOM; in the dev server an edited component is swapped in place, its state kept
  // (React Fast Refresh).
  // The service worker (build/service-worker-plugin.ts) is the browser build's only: the server's
  // build of the first screens has none.
  plugins: [react(), shopTexts(), pictures(), ...(isSsrBuild ? [] : [serviceWorker()])],
  resolve: {
    alias: [{ find: /^@app\/([a-z0-9-]+)$/, replacement: `${root}/libs/$1/src` }],
  },
  build: {
    outDir: resolve(root, 'dist/web'),
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    // Maps and the manifest are written for our own use; scripts/build.mjs moves them out of the
    // served folder (dist/web-meta), so production serves no source maps.
    sourcemap: 'hidden',
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: firstScreenChunk(resolve(here, 'src/main.tsx')), debugName: 'first-screen' }],
        },
      },
      onLog(level, log, handler) {
        // The server's build takes both languages' first texts at once (entry-server.tsx), which
        // the browser's loads one at a time: nothing to split on the server.
        if (isSsrBuild && log.code === 'INEFFECTIVE_DYNAMIC_IMPORT') return;
        handler(level, log);
      },
    },
  },
  // The server's build of the first screens (src/entry-server.tsx): every dependency bundled (React
  // DOM's server renderer included), so the api runs it without the web app's packages installed.
  ssr: { noExternal: true },
  // React's production builds on the server too, whatever NODE_ENV the api runs with: React and
  // React DOM pick their build by it at run time, and the server's drawing must be the browser's.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    proxy: {
      '/api': apiTarget,
      '/ws': { target: apiTarget, ws: true },
    },
  },
}));
