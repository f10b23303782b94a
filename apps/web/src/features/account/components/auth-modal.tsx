import { LOGIN_RELOAD_DELAY_MS } from '@app/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthModal, type AuthTab } from '../../../components/auth-modal-context';
import { TabList, TabPanel, Tabs } from '../../../components/tabs';
import { DialogTitle, Modal } from '../../../components/dialog';
import { storeUser } from '../../../lib/stored-user';
import type { UserView } from '@app/contracts';
import { text, type Message } from '../account-errors';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import '../account.css';

/** A path of this site to return to ('/esim/…/usage?x=1'); anything else (another site, '//host') is home. */
export const safeReturnPath = (path: string | null | undefined): string =>
  path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : '/';

/**
 * After a sign-in: keep the user for display, then reload after about 100 ms (the spec) on the page
 * that asked for the sign-in (a guard's page), else at /.
 */
export function finishSignIn(user: UserView, returnTo: string | null = null): void {
  storeUser(user);
  setTimeout(() => window.location.assign(safeReturnPath(returnTo)), LOGIN_RELOAD_DELAY_MS);
}

const AUTH_TABS: readonly AuthTab[] = ['signin', 'signup'];

/**
 * The auth modal: tabs Sign In and Sign Up. Switching tabs clears the error and every field
 * (each form is remounted); a successful sign-up signs in at once.
 */
export function AuthModal() {
  const { t } = useTranslation();
  const { tab, setTab, close, returnTo } = useAuthModal();
  const signedIn = (user: UserView) => finishSignIn(user, returnTo);
  // A remount key per switch: the forms start empty, the error box closed.
  const [generation, setGeneration] = useState(0);
  const [notice, setNotice] = useState<Message | null>(null);
  const switchTo = (next: AuthTab, message: Message | null = null) => {
    setTab(next);
    setGeneration((value) => value + 1);
    setNotice(() => message);
  };
  return (
    <Modal onClose={close} className="dialog auth-modal" labelledBy="auth-title">
      <button className="ghost close" aria-label={t('account.close')} onClick={close}>
        ✕
      </button>
      <DialogTitle id="auth-title">{t('account.welcome')}</DialogTitle>
      <p className="muted small">{t('account.welcomeText')}</p>
      <Tabs value={tab} onChange={(next) => switchTo(next)}>
        <TabList tabs={AUTH_TABS} className="segmented">
          {(key) => (key === 'signin' ? t('account.signIn') : t('account.signUp'))}
        </TabList>
        <TabPanel>
          {tab === 'signin' ? (
            <SignInForm key={`in-${generation}`} initialError={notice} onSignedIn={signedIn} />
          ) : (
            <SignUpForm
              key={`up-${generation}`}
              onSignedIn={signedIn}
              onAutoSignInFailed={() => switchTo('signin', text('account.errors.autoSignInFailed'))}
            />
          )}
        </TabPanel>
      </Tabs>
    </Modal>
  );
}
