import { missingPasswordRequirements, PASSWORD_REQUIREMENTS } from '@app/domain';
import { useTranslation } from 'react-i18next';
import type { Message } from '../account-errors';

/** The live checklist under a new password: each rule ticked as soon as it is met. */
export function PasswordChecklist({ password }: { password: string }) {
  const { t } = useTranslation();
  const missing = new Set(missingPasswordRequirements(password));
  return (
    <ul className="checklist" aria-live="polite" data-testid="password-checklist">
      {PASSWORD_REQUIREMENTS.map((key) => (
        <li key={key} className={missing.has(key) ? 'todo' : 'done'}>
          <span aria-hidden="true">{missing.has(key) ? '○' : '✓'}</span> {t(`account.passwordRules.${key}`)}
        </li>
      ))}
    </ul>
  );
}

/** 'Password must contain:' and the missing items, or null when the password is fine. */
export function passwordProblem(password: string): Message | null {
  const missing = missingPasswordRequirements(password);
  if (!missing.length) return null;
  return (t) =>
    [
      t('account.passwordRules.mustContain'),
      ...missing.map((key) => `• ${t(`account.passwordRules.${key}`)}`),
    ].join('\n');
}
