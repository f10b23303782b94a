import '@fontsource/noto-sans-khmer/400.css';
import '@fontsource/noto-sans-khmer/700.css';
import './riel-sign.css';
import './khmer-label.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { isAdminApp } from './app/app-kind';
import { AppProvider } from './app/provider';
import { ShopShell } from './app/shop-shell';
import { routerReady } from './app/router-ready';
import { shopRouter } from './app/shop-router';
import { fetchFirstScreenData } from './app/first-screen-data';
import {
  rememberAppStarted,
  replayEarlyInput,
  seedServerAnswers,
  serverAnswers,
  takeEarlyInput,
  takesDrawnPageOver,
} from './app/server-drawn';
import { allShopTexts, initI18n } from './lib/i18n';
import { holdInstallPrompt } from './lib/install-prompt';
import { keepOfflineData, restoreOfflineData } from './lib/offline-store';
import { followBrowserNetwork } from './lib/online';
import { createQueryClient } from './lib/react-query';

const admin = isAdminApp();
// held from the start: the shop offers to install itself after a purchase (components/app-banners.tsx)
if (!admin) holdInstallPrompt();
followBrowserNetwork();
// The shop's first screen is part of this chunk (one download, not dozens); the admin app is a
// chunk of its own, so a shop visit never downloads the admin screens.
const createRouter = admin ? import('./app/admin-router').then((m) => m.adminRouter) : shopRouter;
const queryClient = createQueryClient();
const container = document.getElementById('root') as HTMLElement;
const drawn = takesDrawnPageOver(container);
// On a page the server drew, its answers are in the page; otherwise the first screen's data is asked
// for now, while the texts load, and the first render waits for it.
const answers = admin ? null : serverAnswers();
if (answers) seedServerAnswers(queryClient, answers);
const firstData = admin || answers ? Promise.resolve() : fetchFirstScreenData(queryClient, location.pathname);
// What this device kept for the signed-in customer (or the guest's held orders) is put back, so
// My eSIMs reads with no network (the first render waits for it, at most 1 s); new answers are
// kept as they come (lib/offline-store.ts).
const offlineData =
  admin || drawn
    ? Promise.resolve()
    : Promise.race([restoreOfflineData(queryClient), new Promise((resolve) => setTimeout(resolve, 1000))]);
if (!admin) keepOfflineData(queryClient);
// The drawn page is taken over in the language it was drawn in.
await initI18n(drawn ? document.documentElement.lang : undefined);
if (admin) {
  await allShopTexts();
  (await import('./app/admin-texts')).addAdminTexts();
}
const router = (await createRouter)();
await Promise.all([firstData, routerReady(router), offlineData]);

const tree = (
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      {admin ? (
        <RouterProvider router={router} />
      ) : (
        <ShopShell>
          <RouterProvider router={router} />
        </ShopShell>
      )}
    </AppProvider>
  </StrictMode>
);
if (drawn) {
  // React DOM takes the server's drawing over; what the visitor did before is given to it at once
  // (app/server-drawn.ts)
  const early = takeEarlyInput();
  hydrateRoot(container, tree);
  replayEarlyInput(early, (href) => void router.navigate(href));
} else {
  // a drawn page this browser's choices would draw differently is replaced by the app's own drawing
  container.replaceChildren();
  container.removeAttribute('data-drawn');
  createRoot(container).render(tree);
  window.derlengApp = true;
}
if (!admin) rememberAppStarted();
// The rest of the shop's texts once the first screen has painted: on a slow link they would
// compete with its pictures. A page that needs them sooner asks for them itself (app/shop-router.tsx).
requestAnimationFrame(() => setTimeout(() => void allShopTexts()));
// The service worker (the app's files for offline starts, and the new-version notice) is
// registered once the page has loaded, its code (workbox-window) fetched then: not in the first load.
if (!admin && import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    void import('./lib/service-worker').then((m) => m.registerServiceWorker()).catch(() => undefined);
  if (document.readyState === 'complete') setTimeout(register);
  else addEventListener('load', () => setTimeout(register), { once: true });
}
