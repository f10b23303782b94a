import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export type AuthTab = 'signin' | 'signup';

interface AuthModalState {
  isOpen: boolean;
  tab: AuthTab;
  /** Where to go after signing in (the page that asked), else home. */
  returnTo: string | null;
  open: (tab?: AuthTab, options?: { returnTo?: string }) => void;
  close: () => void;
  setTab: (tab: AuthTab) => void;
}

const AuthModalContext = createContext<AuthModalState | null>(null);

/**
 * Opens and closes the sign-in/sign-up modal from anywhere in the shop (the home's Login button,
 * guards, settings). The modal itself comes from the account feature, passed in by the router as
 * `modal`, so features never import each other.
 */
export function AuthModalProvider({ children, modal }: { children: ReactNode; modal: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [tab, setTab] = useState<AuthTab>('signin');
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const open = useCallback((next: AuthTab = 'signin', options: { returnTo?: string } = {}) => {
    setTab(next);
    setReturnTo(options.returnTo ?? null);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const value = useMemo(
    () => ({ isOpen, tab, returnTo, open, close, setTab }),
    [isOpen, tab, returnTo, open, close],
  );
  return (
    <AuthModalContext.Provider value={value}>
      {children}
      {isOpen ? modal : null}
    </AuthModalContext.Provider>
  );
}

export function useAuthModal(): AuthModalState {
  const value = useContext(AuthModalContext);
  if (!value) throw new Error('useAuthModal needs an AuthModalProvider (app/shop-shell.tsx)');
  return value;
}
