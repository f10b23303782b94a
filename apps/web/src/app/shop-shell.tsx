import { lazy, Suspense, type ReactNode } from 'react';
import { UpdateNotice } from '../components/app-banners';
import { AuthModalProvider } from '../components/auth-modal-context';
import { allShopTexts } from '../lib/i18n';

// Loaded when first opened: the dialog (and its Radix parts) is not part of the first load. Its
// texts are not among the first screen's: it waits for the rest of them.
const AuthModal = lazy(() =>
  Promise.all([import('../features/account/components/auth-modal'), allShopTexts()]).then(([m]) => ({
    default: m.AuthModal,
  })),
);

/**
 * Around the whole shop (main.tsx): the auth modal, opened with useAuthModal() from any page (the
 * home's Login bar, guards, settings), and the new-version notice (lib/service-worker.ts).
 */
export function ShopShell({ children }: { children: ReactNode }) {
  return (
    <AuthModalProvider
      modal={
        <Suspense fallback={null}>
          <AuthModal />
        </Suspense>
      }
    >
      {children}
      <UpdateNotice />
    </AuthModalProvider>
  );
}
