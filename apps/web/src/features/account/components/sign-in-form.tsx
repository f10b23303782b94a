import type { UserView } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { signIn } from '../api/auth-calls';
import { accountError, text, useMessage, type Message } from '../account-errors';
import { ErrorBox } from './error-box';
import { PasswordInput } from './password-input';

export function SignInForm(props: { initialError?: Message | null; onSignedIn: (user: UserView) => void }) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useMessage(props.initialError ?? null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!phone.trim() || !password) return setError(text('account.errors.signInRequired'));
    setBusy(true);
    setError(null);
    try {
      const reply = await signIn({ phone, password });
      props.onSignedIn(reply.user);
    } catch (failure) {
      setError(accountError(failure, 'account.errors.signInFailed'));
      setBusy(false);
    }
  };

  return (
    <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
      <ErrorBox message={error} />
      <label>
        {t('account.phone')}
        <input
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder={t('account.placeholders.phone')}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
      </label>
      <label>
        {t('account.password')}
        <PasswordInput
          aria-label={t('account.password')}
          name="password"
          autoComplete="current-password"
          placeholder={t('account.placeholders.password')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      <button type="submit" disabled={busy}>
        {busy ? t('account.signingIn') : t('account.signIn')}
      </button>
      <a className="forgot-link small" href="/forgot-password">
        {t('account.recovery.forgotLink')}
      </a>
    </form>
  );
}
