import { useTranslation } from 'react-i18next';
import { setShowRiel, useRiel, useShowRiel } from '../lib/exchange-rate';

/** '≈ ៛141,200' beside a dollar amount; nothing when riel is off or the rate is not fresh. */
export function Riel({
  cents,
  className = 'riel',
}: {
  cents: number | null | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  const riel = useRiel(cents);
  if (!riel) return null;
  return (
    <span className={className} data-testid="riel">
      {t('app.riel.approx', { amount: riel })}
    </span>
  );
}

/** A second <dd> under a dollar amount in a list of totals, only when riel is shown. */
export function RielLine({ cents }: { cents: number | null | undefined }) {
  const { t } = useTranslation();
  const riel = useRiel(cents);
  if (!riel) return null;
  return (
    <dd className="riel riel-line" data-testid="riel">
      {t('app.riel.approx', { amount: riel })}
    </dd>
  );
}

/** The customer's choice to see riel beside dollars (remembered in this browser). */
export function RielToggle() {
  const { t } = useTranslation();
  const show = useShowRiel();
  return (
    <button
      type="button"
      className="riel-toggle"
      aria-pressed={show}
      onClick={() => setShowRiel(!show)}
      title={t('app.riel.toggle')}
      data-testid="riel-toggle"
    >
      {t('app.riel.short')}
    </button>
  );
}

/** Under a checkout total: the charge is made in US dollars, riel is a guide. */
export function ChargedInUsd() {
  const { t } = useTranslation();
  const shown = useShowRiel();
  return (
    <p className="muted small" data-testid="charged-in-usd">
      {shown ? t('app.riel.chargedInUsdWithRiel') : t('app.riel.chargedInUsd')}
    </p>
  );
}
