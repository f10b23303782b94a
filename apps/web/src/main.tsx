import '@fontsource/noto-sans-khmer/400.css';
import '@fontsource/noto-sans-khmer/700.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { isAdminApp } from './app/app-kind';
import { AppProvider } from './app/provider';
import { ShopShell } from './app/shop-shell';
import { shopRouter } from './app/shop-router';
import { allShopTexts, initI18n } from './lib/i18n';

const admin = isAdminApp();
// The shop's first screen is part of this chunk (one download, not dozens); the admin app is a
// chunk of its own, so a shop visit never downloads the admin screens.
const createRouter = admin ? import('./app/admin-router').then((m) => m.adminRouter) : shopRouter;
await initI18n();
if (admin) {
  await allShopTexts();
  (await import('./app/admin-texts')).addAdminTexts();
}
const router = (await createRouter)();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppProvider>
      {admin ? (
        <RouterProvider router={router} />
      ) : (
        <ShopShell>
          <RouterProvider router={router} />
        </ShopShell>
      )}
    </AppProvider>
  </StrictMode>,
);
// The rest of the shop's texts, once the first screen is on its way.
void allShopTexts();
