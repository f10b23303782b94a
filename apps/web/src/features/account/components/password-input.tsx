import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

/** A password field with a show/hide control. */
export function PasswordInput(props: InputHTMLAttributes<HTMLInputElement>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <div className="password-input">
      <input {...props} type={shown ? 'text' : 'password'} />
      <button
        type="button"
        className="ghost"
        aria-label={shown ? t('account.hidePassword') : t('account.showPassword')}
        aria-pressed={shown}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? '🙈' : '👁'}
      </button>
    </div>
  );
}
