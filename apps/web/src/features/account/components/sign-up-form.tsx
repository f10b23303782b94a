import type { UserView } from '@app/contracts';
import { isPlausiblePhone } from '@app/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { signIn, signUp } from '../api/auth-calls';
import { accountError, text, useMessage, type Message } from '../account-errors';
import { ErrorBox } from './error-box';
import { PasswordChecklist, passwordProblem } from './password-checklist';
import { PasswordInput } from './password-input';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function SignUpForm(props: { onSignedIn: (user: UserView) => void; onAutoSignInFailed: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ fullName: '', phone: '', email: '', password: '' });
  const [error, setError] = useMessage();
  const [busy, setBusy] = useState(false);
  const field = (name: keyof typeof form) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
  });

  const problem = (): Message | null => {
    if (!form.fullName.trim() || !form.phone.trim() || !form.email.trim() || !form.password)
      return text('account.errors.signUpRequired');
    if (!isPlausiblePhone(form.phone)) return text('account.errors.invalidPhone');
    if (!EMAIL.test(form.email.trim())) return text('account.errors.invalidEmail');
    return passwordProblem(form.password);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = problem();
    if (invalid) return setError(invalid);
    setBusy(true);
    setError(null);
    try {
      await signUp(form);
    } catch (failure) {
      setError(accountError(failure, 'account.errors.signUpFailed'));
      return setBusy(false);
    }
    try {
      const reply = await signIn({ phone: form.phone, password: form.password });
      props.onSignedIn(reply.user);
    } catch {
      props.onAutoSignInFailed();
    }
  };

  return (
    <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
      <ErrorBox message={error} />
      <label>
        {t('account.fullName')}
        <input autoComplete="name" placeholder={t('account.placeholders.fullName')} {...field('fullName')} />
      </label>
      <label>
        {t('account.phone')}
        <input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t('account.placeholders.phone')}
          aria-describedby="signup-phone-hint"
          {...field('phone')}
        />
        <small id="signup-phone-hint" className="muted">
          {t('account.phoneHint')}
        </small>
      </label>
      <label>
        {t('account.email')}
        <input
          type="email"
          autoComplete="email"
          placeholder={t('account.placeholders.email')}
          {...field('email')}
        />
      </label>
      <label>
        {t('account.password')}
        <PasswordInput
          aria-label={t('account.password')}
          autoComplete="new-password"
          placeholder={t('account.placeholders.password')}
          {...field('password')}
        />
      </label>
      {form.password ? <PasswordChecklist password={form.password} /> : null}
      <button type="submit" disabled={busy}>
        {busy ? t('account.creatingAccount') : t('account.createAccount')}
      </button>
    </form>
  );
}
