import { APP_VERSION } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAuthModal } from '../../components/auth-modal-context';
import { AlertSettings } from '../../components/alert-settings';
import { RequireUser } from '../../components/require-user';
import { useCurrentUser } from '../../lib/current-user';
import { ChangePasswordForm } from './components/change-password-form';
import { DangerZone } from './components/danger-zone';
import { ProfileForm } from './components/profile-form';
import { TelegramLink } from '../../components/telegram-link';
import './account.css';

/** /settings: open to everyone; the account card, profile, password and danger zone need a session. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const modal = useAuthModal();

  return (
    <div className="settings">
      <div className="settings-head">
        <Link to="/" className="ghost-link" aria-label={t('account.settings.back')}>
          ←
        </Link>
        <h1>{t('account.settings.title')}</h1>
      </div>

      <section className="card" aria-labelledby="account-title">
        <h2 id="account-title">{t('account.settings.account')}</h2>
        {user ? (
          <div className="account-card" data-testid="account-card">
            <div className="avatar" aria-hidden="true">
              {user.fullName.trim().charAt(0).toUpperCase()}
            </div>
            <div>
              <p>
                <strong>{user.fullName}</strong>
              </p>
              <p className="muted">{user.phone}</p>
              <p className="muted">{user.email}</p>
            </div>
          </div>
        ) : (
          <div className="stack">
            <p className="muted">{t('account.settings.signInPrompt')}</p>
            <button onClick={() => modal.open('signin')}>{t('account.signIn')}</button>
          </div>
        )}
      </section>

      <RequireUser page="myEsims" fallback={null}>
        {(signedIn) => (
          <>
            <ProfileForm key={`${signedIn.id}-${signedIn.phone}-${signedIn.email}`} user={signedIn} />
            <ChangePasswordForm user={signedIn} />
            <AlertSettings />
            <TelegramLink />
          </>
        )}
      </RequireUser>

      <section className="card" aria-labelledby="esims-title">
        <h2 id="esims-title">{t('account.settings.myEsims')}</h2>
        <ul className="link-list">
          <li>
            <Link to="/my-esims">
              <span>{t('account.settings.myEsimsText')}</span>
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        </ul>
      </section>

      <section className="card" aria-labelledby="support-title">
        <h2 id="support-title">{t('account.settings.support')}</h2>
        <ul className="link-list">
          {(
            [
              ['/faq', 'faq'],
              ['/terms', 'terms'],
              ['/contact', 'contact'],
            ] as const
          ).map(([to, key]) => (
            <li key={to}>
              <Link to={to}>
                <span>{t(`account.settings.${key}`)}</span>
                <span aria-hidden="true">›</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <RequireUser page="myEsims" fallback={null}>
        {(signedIn) => <DangerZone user={signedIn} />}
      </RequireUser>

      <p className="version muted">{t('account.settings.version', { version: APP_VERSION })}</p>
    </div>
  );
}
