import '@fontsource/noto-sans-khmer/400.css';
import '@fontsource/noto-sans-khmer/700.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { adminRouter } from './app/admin-router';
import { isAdminApp } from './app/app-kind';
import { AppProvider } from './app/provider';
import { shopRouter } from './app/shop-router';
import { ShopShell } from './app/shop-shell';
import { initI18n } from './lib/i18n';

await initI18n();
const admin = isAdminApp();
const router = admin ? adminRouter() : shopRouter();

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
