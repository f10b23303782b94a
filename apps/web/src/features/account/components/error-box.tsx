import { useTranslation } from 'react-i18next';
import type { Message } from '../account-errors';

/** The red error box of the account forms (multi-line texts keep their lines; follows the language). */
export function ErrorBox({ message, title }: { message: Message | null; title?: Message }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <div className="error-box account-error" role="alert">
      {title ? <strong>{title(t)}</strong> : null}
      <p>{message(t)}</p>
    </div>
  );
}
