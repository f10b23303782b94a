import '@fontsource/noto-sans-khmer/400.css';
import '@fontsource/noto-sans-khmer/700.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { isAdminApp } from './app/app-kind';
import { AppProvider } from './app/provider';
import { ShopShell } from './app/shop-shell';
import { initI18n } from './lib/i18n';

await initI18n();
const admin = isAdminApp();
// The admin app and the shop are separate chunks: a shop visit never downloads the admin screens.
if (admin) (await import('./app/admin-texts')).addAdminTexts();
const router = admin
  ? (await import('./app/admin-router')).adminRouter()
  : (await import('./app/shop-router')).shopRouter();

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
