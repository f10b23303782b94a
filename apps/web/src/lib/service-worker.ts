import { Workbox } from 'workbox-window';
import { offerUpdate } from './app-update';

/** How often an open tab asks whether a new build is out (besides when it comes back into view). */
const UPDATE_CHECK_MS = 30 * 60 * 1000;

/**
 * Registers the shop's service worker (/sw.js, written by Workbox at build time,
 * apps/web/build/service-worker-plugin.ts). A new build's worker waits beside the old one, which
 * keeps serving the old build's files, until the visitor presses Reload on the notice: then it
 * takes over and the page reloads under it, so a page never runs a mix of two builds.
 */
export function registerServiceWorker(): void {
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () =>
    offerUpdate(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    }),
  );
  // a browser that refuses workers (a private mode, a policy) keeps the shop as it is, online only
  void workbox
    .register()
    .then((registration) => {
      if (!registration) return;
      const check = () => {
        if (navigator.onLine) void workbox.update().catch(() => undefined);
      };
      setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
      addEventListener('online', check);
    })
    .catch(() => undefined);
}
