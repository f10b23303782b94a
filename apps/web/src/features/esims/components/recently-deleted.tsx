import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { destinationName } from '../../../lib/destination-name';
import { dataLabel, daysLabel } from '../../../components/esim/esim-format';
import { useDeletedEsims, useRestoreEsim } from '../api/esim-actions';

/** The eSIMs the customer deleted in the last 30 days, each with Restore (nothing when there are none). */
export function RecentlyDeleted() {
  const { t, i18n } = useTranslation();
  const deleted = useDeletedEsims();
  const restore = useRestoreEsim();
  if (!deleted.data?.length) return null;
  return (
    <section className="esim-panel recently-deleted" data-testid="recently-deleted">
      <h2>{t('esims.recentlyDeleted.title')}</h2>
      <p className="muted small">{t('esims.recentlyDeleted.text')}</p>
      <ul className="recently-deleted-list">
        {deleted.data.map((esim) => (
          <li key={esim.id} data-iccid={esim.iccid}>
            <span>
              <strong>{destinationName(esim, i18n.language)}</strong>{' '}
              <span className="muted small">
                {dataLabel(esim)} · {daysLabel(t, esim)} · {esim.orderNumber}
              </span>
            </span>
            <button
              type="button"
              className="secondary"
              aria-label={t('esims.recentlyDeleted.restoreLabel', { iccid: esim.iccid })}
              disabled={restore.isPending}
              onClick={() =>
                restore.mutate(esim.id, {
                  onSuccess: () => toast({ title: t('esims.restored'), variant: 'success' }),
                  onError: () => toast({ title: t('esims.recentlyDeleted.failed'), variant: 'destructive' }),
                })
              }
            >
              {t('esims.recentlyDeleted.restore')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
