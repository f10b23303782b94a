import type { UserView } from '@app/contracts';
import { isPlausiblePhone, normalisePhone } from '@app/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateProfile } from '../api/auth-calls';
import { accountError, text, useMessage } from '../account-errors';
import { ErrorBox } from './error-box';
import { PasswordInput } from './password-input';

const ADDRESS_KEY = 'derleng_address';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Name, phone and email (sent); the address stays on this device (the spec: not sent). */
export function ProfileForm({ user }: { user: UserView }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [form, setForm] = useState({ fullName: user.fullName, phone: user.phone, email: user.email });
  const [address, setAddress] = useState(() => localStorage.getItem(ADDRESS_KEY) ?? '');
  const [error, setError] = useMessage();
  const [saved, setSaved] = useState(false);
  const [currentPassword, setCurrentPassword] = useState('');
  // A new sign-in phone or email needs the current password (the server checks it).
  const identityChanged =
    normalisePhone(form.phone) !== user.phone || form.email.trim().toLowerCase() !== user.email;
  const field = (name: keyof typeof form) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) => {
      setSaved(false);
      setForm({ ...form, [name]: event.target.value });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (!form.fullName.trim()) return setError(text('account.errors.nameRequired'));
    if (!isPlausiblePhone(form.phone)) return setError(text('account.errors.invalidPhone'));
    if (!EMAIL.test(form.email.trim())) return setError(text('account.errors.invalidEmail'));
    if (identityChanged && !currentPassword) return setError(text('account.identity.passwordNeeded'));
    setError(null);
    localStorage.setItem(ADDRESS_KEY, address);
    update.mutate(identityChanged ? { ...form, currentPassword } : form, {
      onSuccess: () => {
        setSaved(true);
        setCurrentPassword('');
      },
      onError: (failure) => setError(accountError(failure, 'account.settings.profileFailed')),
    });
  };

  return (
    <form className="card account-form" onSubmit={submit} noValidate aria-labelledby="profile-title">
      <h2 id="profile-title">{t('account.settings.profile')}</h2>
      <ErrorBox message={error} />
      {saved ? (
        <div className="notice-box" role="status">
          <p>{t('account.settings.profileSaved')}</p>
        </div>
      ) : null}
      <label>
        {t('account.fullName')}
        <input autoComplete="name" {...field('fullName')} />
      </label>
      <label>
        {t('account.phone')}
        <input type="tel" autoComplete="tel" {...field('phone')} />
      </label>
      <label>
        {t('account.email')}
        <input type="email" autoComplete="email" {...field('email')} />
      </label>
      {identityChanged ? (
        <label>
          {t('account.identity.currentPassword')}
          <PasswordInput
            aria-label={t('account.identity.currentPassword')}
            name="currentPassword"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.target.value)}
          />
        </label>
      ) : null}
      <label>
        {t('account.address')}
        <input
          name="address"
          autoComplete="street-address"
          placeholder={t('account.placeholders.address')}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
        />
        <small className="muted">{t('account.settings.addressNote')}</small>
      </label>
      <button type="submit" disabled={update.isPending}>
        {update.isPending ? t('account.settings.saving') : t('account.settings.saveProfile')}
      </button>
    </form>
  );
}
