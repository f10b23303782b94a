import type { UserView } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useChangePassword } from '../api/auth-calls';
import { serverMessage, text, useMessage } from '../account-errors';
import { ErrorBox } from './error-box';
import { PasswordChecklist, passwordProblem } from './password-checklist';
import { PasswordInput } from './password-input';

/**
 * Current, new and confirm. The server checks the current password again (throttled like a
 * sign-in), ends every session and gives this browser a new one.
 */
export function ChangePasswordForm({ user }: { user: UserView | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const change = useChangePassword();
  const empty = { current: '', new: '', confirm: '' };
  const [form, setForm] = useState(empty);
  const [error, setError] = useMessage();
  const [done, setDone] = useState(false);
  const field = (name: keyof typeof form) => ({
    name: `${name}Password`,
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    if (!user) return setError(text('account.settings.signInToChangePassword'));
    if (!user.phone) return setError(text('account.settings.phoneNotFound'));
    if (!form.current) return setError(text('account.settings.enterCurrentPassword'));
    if (form.new !== form.confirm) return setError(text('account.settings.passwordsDoNotMatch'));
    const weak = passwordProblem(form.new);
    if (weak) return setError(weak);
    setError(null);
    change.mutate(form, {
      onSuccess: () => {
        setForm(empty);
        setDone(true);
        void queryClient.invalidateQueries({ queryKey: ['auth', 'user'] });
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.code === 'CURRENT_PASSWORD_INCORRECT')
          setError(text('account.settings.currentPasswordIncorrect'));
        else if (failure instanceof ApiError && failure.status === 429)
          setError(text('account.settings.authenticateFailed'));
        else setError(text('account.settings.changePasswordFailed', { message: serverMessage(failure) }));
      },
    });
  };

  return (
    <form className="card account-form" onSubmit={submit} noValidate aria-labelledby="password-title">
      <h2 id="password-title">{t('account.settings.changePassword')}</h2>
      <ErrorBox message={error} />
      {done ? (
        <div className="notice-box" role="status">
          <p>{t('account.settings.passwordChanged')}</p>
        </div>
      ) : null}
      <label>
        {t('account.settings.currentPassword')}
        <PasswordInput
          aria-label={t('account.settings.currentPassword')}
          autoComplete="current-password"
          {...field('current')}
        />
      </label>
      <label>
        {t('account.settings.newPassword')}
        <PasswordInput
          aria-label={t('account.settings.newPassword')}
          autoComplete="new-password"
          {...field('new')}
        />
      </label>
      {form.new ? <PasswordChecklist password={form.new} /> : null}
      <label>
        {t('account.settings.confirmPassword')}
        <PasswordInput
          aria-label={t('account.settings.confirmPassword')}
          autoComplete="new-password"
          {...field('confirm')}
        />
      </label>
      <button type="submit" disabled={change.isPending}>
        {t('account.settings.updatePassword')}
      </button>
    </form>
  );
}
