import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { firstScreenChunk } from './build/first-screen-chunk.ts';
import { pictures } from './build/pictures-plugin.ts';
import { shopTexts } from './build/shop-texts-plugin.ts';

const here = import.meta.dirname;
const root = resolve(here, '../..');
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

// On the server every import of Preact, `require` included, must reach its ES module build: one copy
// of Preact, whose hooks the renderer sees.
const preactModules = (ssr: boolean) =>
  ssr
    ? [
        { find: /^preact$/, replacement: `${root}/node_modules/preact/dist/preact.mjs` },
        { find: /^preact\/hooks$/, replacement: `${root}/node_modules/preact/hooks/dist/hooks.mjs` },
        { find: /^preact\/compat$/, replacement: `${root}/node_modules/preact/compat/dist/compat.mjs` },
      ]
    : [];

export default defineConfig(({ isSsrBuild = false }) => ({
  root: here,
  // The pages run on Preact's React-compatible runtime (the aliases below): the same React code
  // and libraries in about 50 KiB less of first-load script. React Fast Refresh needs React's own
  // runtime, so in the dev server an edited file reloads the page instead.
  plugins: [react({ refreshExclude: /./ }), shopTexts(), pictures()],
  resolve: {
    alias: [
      { find: /^@app\/([a-z0-9-]+)$/, replacement: `${root}/libs/$1/src` },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
      ...preactModules(isSsrBuild),
    ],
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
      // React Router looks for React's `use` and `useOptimistic` and does without them when absent,
      // as it does on Preact: not a build problem worth a warning.
      onLog(level, log, handler) {
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.id?.includes('/react-router/')) return;
        // The server's build takes both languages' first texts at once (entry-server.tsx), which
        // the browser's loads one at a time: nothing to split on the server.
        if (isSsrBuild && log.code === 'INEFFECTIVE_DYNAMIC_IMPORT') return;
        handler(level, log);
      },
    },
  },
  // The server's build of the first screens (src/entry-server.tsx): every dependency bundled, so the
  // same Preact aliases apply on the server as in the browser.
  ssr: { noExternal: true },
  server: {
    proxy: {
      '/api': apiTarget,
      '/ws': { target: apiTarget, ws: true },
    },
  },
}));
