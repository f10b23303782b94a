import type { RenewalOption } from '@app/contracts';
import { DAYPASS_RENEWAL_DEFAULT_DAYS, formatUsd, renewalPrice } from '@app/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useGo } from '../../lib/navigation';
import '../../components/esim/esim.css';
import { dateLabel } from '../../components/esim/esim-format';
import { RequireUser } from '../../components/require-user';
import { Spinner } from '../../components/spinner';
import { ApiError } from '../../lib/api-client';
import { destinationName } from '../../lib/destination-name';
import { useEsim } from './api/get-esim';
import { usePrepareRenewal, useRenewalPackages } from './api/renewal';
import { EsimLoadError } from './components/esim-load-error';
import { RenewalOptionCard } from './components/renewal-option-card';
import './esims.css';

/** What the option costs for `days` (the server's own rule, shown before it prices the order). */
const optionPrice = (option: RenewalOption, days: number): number =>
  renewalPrice({ priceCents: option.priceCents, days: 1, isDayPass: option.supportDaypass }, days);

/**
 * /esim/{id}/renew (customer-area §2, §5): the eSIM's renewal options; a DayPass takes its days on a
 * slider (1..30, default 7). Submitting prepares the renewal order on the server, then /checkout
 * pays it in renewal mode (renewalOrder, originalOrder, amount, payWayTransactionId).
 */
export function EsimRenewPage() {
  const { id = '' } = useParams();
  return <RequireUser page="esimRenew">{() => <Renew id={id} />}</RequireUser>;
}

function Renew({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useGo();
  const esim = useEsim(id);
  const packages = useRenewalPackages(id);
  const prepare = usePrepareRenewal(id);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [days, setDays] = useState(DAYPASS_RENEWAL_DEFAULT_DAYS);

  if (esim.isPending || packages.isPending) return <Spinner label={t('renewal.loading')} />;
  if (esim.isError) return <EsimLoadError error={esim.error} />;
  const options = packages.data?.renewalOptions ?? [];
  const selected = options.find((option) => option.id === selectedId) ?? null;
  const destination = destinationName(esim.data, i18n.language);

  const submit = () => {
    if (!selected) {
      window.alert(t('renewal.selectAlert'));
      return;
    }
    prepare.mutate(
      { packageId: selected.id, daypassDays: selected.supportDaypass ? days : undefined },
      {
        onSuccess: ({ renewalOrder }) => {
          const query = new URLSearchParams({
            renewalOrder: renewalOrder.orderNumber,
            originalOrder: renewalOrder.originalOrder,
            amount: renewalOrder.amount,
            payWayTransactionId: renewalOrder.payWayTransactionId,
          });
          navigate(`/checkout?${query.toString()}`);
        },
        onError: (error) =>
          window.alert(
            t('renewal.failed', { message: error instanceof ApiError ? error.message : String(error) }),
          ),
      },
    );
  };

  return (
    <section className="page esims-page renew-page" data-testid="esim-renew">
      <header className="esims-header">
        <button
          type="button"
          className="icon-button"
          aria-label={t('renewal.back')}
          onClick={() => navigate(`/esim/${id}/usage`)}
        >
          ←
        </button>
        <div className="esims-header-title">
          <h1>{t('renewal.title')}</h1>
          <p className="muted small">
            {t('renewal.forEsim', { destination, orderNumber: esim.data.orderNumber })}
          </p>
        </div>
      </header>
      <div className="esim-panel">
        <p>{t('renewal.intro')}</p>
        {esim.data.expiresAt && (
          <p className="muted small">
            {t('renewal.currentExpiry', { date: dateLabel(esim.data.expiresAt, i18n.language) })}
          </p>
        )}
      </div>
      {packages.isError ? (
        <div className="error-box" role="alert">
          {t('renewal.fetchFailed')}
        </div>
      ) : options.length === 0 ? (
        <div className="esims-state" data-testid="renewal-empty">
          <h2>{t('renewal.empty')}</h2>
          <p className="muted">{t('renewal.emptyBody')}</p>
        </div>
      ) : (
        <div className="esim-panel">
          <h2>{t('renewal.choose')}</h2>
          <div className="renewal-options" role="radiogroup">
            {options.map((option) => (
              <RenewalOptionCard
                key={option.id}
                option={option}
                destination={destination}
                selected={option.id === selectedId}
                onSelect={() => setSelectedId(option.id)}
              />
            ))}
          </div>
          {selected?.supportDaypass && (
            <label className="renewal-days">
              <span>
                {t('renewal.daysLabel')}: <strong data-testid="renewal-days">{days}</strong>
              </span>
              <input
                type="range"
                min={selected.minDays ?? 1}
                max={selected.maxDays ?? 30}
                step={1}
                value={days}
                onChange={(event) => setDays(Number(event.target.value))}
              />
            </label>
          )}
          <div className="renewal-total">
            <span>{t('renewal.total')}</span>
            <strong data-testid="renewal-total">
              {selected ? formatUsd(optionPrice(selected, days)) : '—'}
            </strong>
          </div>
          <div className="page-actions">
            <button type="button" onClick={submit} disabled={prepare.isPending} data-testid="renewal-submit">
              {prepare.isPending ? t('renewal.submitting') : t('renewal.submit')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
