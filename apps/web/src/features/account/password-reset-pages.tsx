import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { forgotPassword, resetPassword } from './api/auth-calls';
import { accountError, text, useMessage } from './account-errors';
import { ErrorBox } from './components/error-box';
import { PasswordChecklist } from './components/password-checklist';
import { PasswordInput } from './components/password-input';
import './account.css';

/** /forgot-password: the account's email; the same answer whether or not it has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useMessage();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setError(text('account.errors.invalidEmail'));
    setBusy(true);
    setError(null);
    try {
      await forgotPassword(email);
      setSent(true);
    } catch (failure) {
      setError(accountError(failure, 'account.recovery.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page account-page recovery-page">
      <h1>{t('account.recovery.forgotTitle')}</h1>
      <p className="muted">{t('account.recovery.forgotText')}</p>
      {sent ? (
        <p className="notice-box" role="status">
          {t('account.recovery.sent')}
        </p>
      ) : (
        <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
          <ErrorBox message={error} />
          <label>
            {t('account.email')}
            <input
              name="email"
              type="email"
              autoComplete="email"
              placeholder={t('account.placeholders.email')}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </label>
          <button type="submit" disabled={busy}>
            {busy ? t('account.recovery.sending') : t('account.recovery.sendCode')}
          </button>
        </form>
      )}
      <p>
        <Link to={`/reset-password?${new URLSearchParams({ email: email.trim() }).toString()}`}>
          {t('account.recovery.haveCode')}
        </Link>
      </p>
    </section>
  );
}

/** /reset-password[?email=]: the emailed code and a new password; every session ends. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [form, setForm] = useState({ email: params.get('email') ?? '', code: '', password: '', confirm: '' });
  const [error, setError] = useMessage();
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.email.trim()) return setError(text('account.errors.invalidEmail'));
    if (!form.code.trim()) return setError(text('account.recovery.codeInvalid'));
    if (form.password !== form.confirm) return setError(text('account.recovery.passwordsDoNotMatch'));
    setBusy(true);
    setError(null);
    try {
      await resetPassword({ ...form, email: form.email.trim(), code: form.code.trim() });
      setDone(true);
    } catch (failure) {
      setError(accountError(failure, 'account.recovery.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page account-page recovery-page">
      <h1>{t('account.recovery.resetTitle')}</h1>
      {done ? (
        <>
          <p className="notice-box" role="status">
            {t('account.recovery.done')}
          </p>
          <Link to="/">{t('account.recovery.backToSignIn')}</Link>
        </>
      ) : (
        <>
          <p className="muted">{t('account.recovery.resetText')}</p>
          <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
            <ErrorBox message={error} />
            <label>
              {t('account.email')}
              <input
                name="email"
                type="email"
                autoComplete="email"
                value={form.email}
                onChange={set('email')}
              />
            </label>
            <label>
              {t('account.recovery.code')}
              <input
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder={t('account.recovery.codePlaceholder')}
                value={form.code}
                onChange={set('code')}
              />
            </label>
            <label>
              {t('account.recovery.newPassword')}
              <PasswordInput
                aria-label={t('account.recovery.newPassword')}
                name="password"
                autoComplete="new-password"
                value={form.password}
                onChange={set('password')}
              />
            </label>
            <PasswordChecklist password={form.password} />
            <label>
              {t('account.recovery.confirmPassword')}
              <PasswordInput
                aria-label={t('account.recovery.confirmPassword')}
                name="confirm"
                autoComplete="new-password"
                value={form.confirm}
                onChange={set('confirm')}
              />
            </label>
            <button type="submit" disabled={busy}>
              {busy ? t('account.recovery.saving') : t('account.recovery.submit')}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
