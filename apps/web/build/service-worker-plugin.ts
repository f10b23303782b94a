import { VitePWA } from 'vite-plugin-pwa';

/**
 * The shop's service worker, written by Workbox (vite-plugin-pwa's generateSW) into dist/web/sw.js
 * at each build:
 * - it precaches the app shell (index.html), every route's code and styles, the fonts and the
 *   icons, with a revision per file, so the app starts with no network;
 * - a navigation goes to the server first (first visits come drawn by the api); only when the
 *   network fails does the precached index.html start the app, whatever the route;
 * - it caches no API answer: /api/ is not in the precache and no runtime route matches it. The
 *   signed-in customer's eSIMs are kept by the app itself, per account (lib/offline-store.ts);
 * - a new build's worker installs beside the old one and waits: the old one keeps serving the old
 *   files (one build's chunks, never a mix) until the visitor accepts "Reload" (lib/service-worker.ts).
 * The worker is registered by the app after the page has loaded (main.tsx), not by a script the
 * plugin injects. The web manifest is our own file (public/manifest.webmanifest).
 */
export function serviceWorker() {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    filename: 'sw.js',
    workbox: {
      globPatterns: ['**/*.{js,css,html,woff2}', 'favicon*', 'icon-*.png', 'manifest.webmanifest'],
      // boot.js starts a server-drawn page, which needs the network anyway; the admin app is not
      // the shop's (its chunks are loaded by admins, online).
      globIgnores: ['boot.js', '**/admin-*', '**/analytics-charts-*'],
      // hashed file names need no revision of their own
      dontCacheBustURLsMatching: /^assets\//,
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      navigateFallback: null,
      runtimeCaching: [
        {
          urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: 'index.html' } },
        },
      ],
      cleanupOutdatedCaches: true,
      clientsClaim: false,
      skipWaiting: false,
      inlineWorkboxRuntime: true,
      sourcemap: false,
    },
  });
}
