import type { ReactNode } from 'react';
import { AuthModalProvider } from '../components/auth-modal-context';
import { AuthModal } from '../features/account/components/auth-modal';

/**
 * Around the whole shop (main.tsx): the auth modal, opened with useAuthModal() from any page (the
 * home's Login bar, guards, settings).
 */
export function ShopShell({ children }: { children: ReactNode }) {
  return <AuthModalProvider modal={<AuthModal />}>{children}</AuthModalProvider>;
}
