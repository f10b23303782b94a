import type { EsimView } from '@app/contracts';
import { canActivate, canShowUsage } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useGo } from '../../../lib/navigation';
import { EsimFlag } from '../../../components/esim/esim-flag';
import { dataLabel, dateLabel, daysLabel, esimPlanName } from '../../../components/esim/esim-format';
import { EsimStatusBadge } from '../../../components/esim/status-badge';
import { destinationName } from '../../../lib/destination-name';
import { RenewAction } from './renew-action';

interface Props {
  esim: EsimView;
  onOpen: () => void;
  onDelete: () => void;
  onActivate: () => void;
  activating: boolean;
}

const TrashIcon = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
    <path
      d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/** One eSIM of the list: flag, data and days, plan and order, status, top-ups, date, actions. */
export function EsimCard({ esim, onOpen, onDelete, onActivate, activating }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useGo();
  const stop = (run: () => void) => (event: React.MouseEvent) => {
    event.stopPropagation();
    run();
  };
  return (
    <article
      className="esim-card"
      data-testid="esim-card"
      data-esim-id={esim.id}
      data-status={esim.status}
      onClick={onOpen}
    >
      <div className="esim-card-head">
        <EsimFlag countryCode={esim.countryCode} destination={esim.destination} />
        <div className="esim-card-title">
          <button
            type="button"
            className="linklike esim-card-destination"
            aria-label={t('esims.card.open', { plan: esimPlanName(t, esim, i18n.language) })}
            onClick={stop(onOpen)}
          >
            {destinationName(esim, i18n.language)}
          </button>
          <div className="esim-card-data">
            <strong>{dataLabel(esim)}</strong> · {daysLabel(t, esim)}
          </div>
        </div>
      </div>
      <div className="esim-card-meta">
        <EsimStatusBadge status={esim.status} />
        {esim.topUpCount > 0 && (
          <span className="tone-badge tone-blue">{t('esims.card.topUps', { count: esim.topUpCount })}</span>
        )}
      </div>
      <div className="esim-card-meta muted small">
        <span>{esimPlanName(t, esim, i18n.language)}</span>
        <span>{t('esims.card.order', { orderNumber: esim.orderNumber })}</span>
        <span>{t('esims.card.created', { date: dateLabel(esim.createdAt, i18n.language) })}</span>
      </div>
      <div className="esim-card-actions">
        <button type="button" className="secondary" onClick={stop(onOpen)}>
          {t('esims.card.qr')}
        </button>
        {canActivate(esim.status, 'list') && (
          <button type="button" className="secondary" onClick={stop(onActivate)} disabled={activating}>
            {t('esims.card.activate')}
          </button>
        )}
        {canShowUsage(esim.status) && (
          <button
            type="button"
            className="secondary"
            onClick={stop(() => navigate(`/esim/${esim.id}/usage`))}
          >
            {t('esims.card.usage')}
          </button>
        )}
        <RenewAction esim={esim} />
        {/* Named in words, away from the card's title, and it asks before deleting. */}
        <button
          type="button"
          className="secondary esim-card-delete"
          aria-label={t('esims.card.delete', { iccid: esim.iccid })}
          onClick={stop(onDelete)}
          data-testid="delete-esim"
        >
          <TrashIcon />
          {t('esims.card.deleteShort')}
        </button>
      </div>
    </article>
  );
}
