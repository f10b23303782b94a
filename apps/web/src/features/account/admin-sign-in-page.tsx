import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch';
import { adminReturnPath } from '../../lib/admin-return';
import { storeAdmin } from '../../lib/stored-user';
import { adminSignIn } from './api/auth-calls';
import { accountError, text, type Message } from './account-errors';
import { AdminMfaStep } from './components/admin-mfa-step';
import { ErrorBox } from './components/error-box';
import { PasswordInput } from './components/password-input';
import './account.css';

/** /signin?subdomain=admin: Email or Phone and Password; role admin only (checked by the server). */
export function AdminSignInPage() {
  const { t } = useTranslation();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ title?: Message; text: Message } | null>(null);
  const [busy, setBusy] = useState(false);
  const [mfa, setMfa] = useState<'enrol' | 'verify' | null>(null);
  const enter = () => window.location.assign(adminReturnPath(window.location.search));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!identifier.trim()) return setError({ text: text('account.admin.identifierRequired') });
    if (!password) return setError({ text: text('account.admin.passwordRequired') });
    setBusy(true);
    setError(null);
    try {
      const reply = await adminSignIn({ identifier: identifier.trim(), password });
      storeAdmin(reply.user);
      // The session opens the panel only after the second step (TOTP).
      if (reply.mfa) {
        setMfa(reply.mfa);
        setBusy(false);
      } else enter();
    } catch (failure) {
      setError({
        title: text('account.admin.failedTitle'),
        text: accountError(failure, 'account.admin.failedText'),
      });
      setBusy(false);
    }
  };

  return (
    <main className="admin-signin">
      <div className="card">
        <div className="page-head">
          <h1>{t('account.admin.title')}</h1>
          <LanguageSwitch />
        </div>
        <p className="muted small">{t('account.admin.subtitle')}</p>
        {mfa ? (
          <AdminMfaStep mode={mfa} onDone={enter} />
        ) : (
          <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
            <ErrorBox message={error?.text ?? null} title={error?.title} />
            <label>
              {t('account.admin.identifier')}
              <input
                name="identifier"
                autoComplete="username"
                placeholder={t('account.placeholders.identifier')}
                value={identifier}
                onChange={(event) => setIdentifier(event.target.value)}
              />
            </label>
            <label>
              {t('account.password')}
              <PasswordInput
                aria-label={t('account.password')}
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </label>
            <button type="submit" disabled={busy}>
              {busy ? t('account.signingIn') : t('account.admin.submit')}
            </button>
          </form>
        )}
        <a className="back" href="/">
          {t('account.admin.backToSite')}
        </a>
      </div>
    </main>
  );
}
