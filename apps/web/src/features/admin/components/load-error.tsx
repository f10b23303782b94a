import { useTranslation } from 'react-i18next';
import { adminErrorText } from './admin-error';

/** A tab's data could not be loaded: the reason in the chosen language, and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="error-box" role="alert">
      <p>{t('admin.loadFailed', { message: adminErrorText(error, t) })}</p>
      <button onClick={onRetry}>{t('admin.retryLoad')}</button>
    </div>
  );
}
