import { useQuery } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useGo } from '../../../lib/navigation';
import type { EsimView } from '@app/contracts';
import { destinationSlug } from '@app/domain';
import { renewalPackagesQuery } from '../api/renewal';

/** Over: expired, or its data used up (the provider then ends the plan). */
export const isOverEsim = (esim: Pick<EsimView, 'status' | 'dataRemaining' | 'dataUsed'>): boolean =>
  esim.status === 'expired' || (esim.dataRemaining === 0 && esim.dataUsed !== null);

/**
 * On an expired or used-up eSIM: "Top up" when the provider can renew it (the server offers renewal
 * options), else "Buy again": the same package while it is on sale, else the destination's packages.
 */
export function RenewAction({ esim, className = 'secondary' }: { esim: EsimView; className?: string }) {
  const { t } = useTranslation();
  const navigate = useGo();
  const over = isOverEsim(esim);
  const options = useQuery({ ...renewalPackagesQuery(esim.id), enabled: over });
  if (!over || options.isPending) return null;
  const renewable = (options.data?.renewalOptions.length ?? 0) > 0;
  const go = (event: MouseEvent) => {
    event.stopPropagation();
    if (renewable) navigate(`/esim/${esim.id}/renew`);
    else if (esim.packageId !== null) navigate(`/package/${esim.packageId}`);
    else navigate(`/destinations/${destinationSlug(esim.destination)}`);
  };
  return (
    <button
      type="button"
      className={className}
      data-testid={renewable ? 'esim-top-up' : 'esim-buy-again'}
      onClick={go}
    >
      {renewable ? t('alerts.actions.topUp') : t('alerts.actions.buyAgain')}
    </button>
  );
}
