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
import { allShopTexts, initI18n } from './lib/i18n';
import { createQueryClient } from './lib/react-query';

const admin = isAdminApp();
// The shop's first screen is part of this chunk (one download, not dozens); the admin app is a
// chunk of its own, so a shop visit never downloads the admin screens.
const createRouter = admin ? import('./app/admin-router').then((m) => m.adminRouter) : shopRouter;
const queryClient = createQueryClient();
// The first screen's data is asked for now, while the texts load; the first render waits for it.
const firstData = admin ? Promise.resolve() : fetchFirstScreenData(queryClient, location.pathname);
await initI18n();
if (admin) {
  await allShopTexts();
  (await import('./app/admin-texts')).addAdminTexts();
}
const router = (await createRouter)();
await Promise.all([firstData, routerReady(router)]);

const container = document.getElementById('root') as HTMLElement;
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
// A page that arrives with its first screen already drawn (the Lighthouse reference row "home as
// HTML, app after paint", scripts/lighthouse.mjs) is taken over in place rather than drawn again.
if (container.firstElementChild) hydrateRoot(container, tree);
else createRoot(container).render(tree);
// The rest of the shop's texts once the first screen has painted: on a slow link they would
// compete with its pictures. A page that needs them sooner asks for them itself (app/shop-router.tsx).
requestAnimationFrame(() => setTimeout(() => void allShopTexts()));
