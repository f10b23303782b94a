import { useTranslation } from 'react-i18next';
import { useGo } from '../../../lib/navigation';
import { ApiError } from '../../../lib/api-client';

/** 'eSIM not found', or the error with a debug line (customer-area §2). */
export function EsimLoadError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const navigate = useGo();
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <div className="center-card" role="alert" data-testid="esim-not-found">
      <h1>{notFound ? t('esims.usage.notFound') : t('esims.usage.checkFailed')}</h1>
      {!notFound && (
        <p className="muted small">
          {t('esims.usage.debug', { message: (error as Error)?.message ?? String(error) })}
        </p>
      )}
      <button type="button" onClick={() => navigate('/my-esims')}>
        {t('esims.title')}
      </button>
    </div>
  );
}
