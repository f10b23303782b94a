import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { useAdminSettings, useApplyMarkup, useBulkPrice, useFixTypes } from '../api/admin-packages';
import { adminErrorText } from '../components/admin-error';

/** "Update to 5x Markup" (the markup setting's factor) and "Fix Package Types": also on Settings. */
export function CatalogueActions() {
  const { t } = useTranslation();
  const settings = useAdminSettings();
  const fixTypes = useFixTypes();
  const markup = useApplyMarkup();
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: adminErrorText(error, t), variant: 'destructive' });
  return (
    <>
      <button
        className="secondary"
        disabled={fixTypes.isPending}
        onClick={() =>
          fixTypes.mutate(undefined, {
            onSuccess: (reply) =>
              toast({
                title: t('adminPackages.fixTypesDone', { count: reply.analysis.fixed }),
                variant: 'success',
              }),
            onError: failed(t('adminPackages.fixTypesFailed')),
          })
        }
      >
        {t('adminPackages.fixTypes')}
      </button>
      <button
        className="secondary"
        disabled={markup.isPending || !settings.data}
        onClick={() =>
          markup.mutate(undefined, {
            onSuccess: (reply) =>
              toast({ title: t('adminPackages.markupDone', { count: reply.updated }), variant: 'success' }),
            onError: failed(t('adminPackages.markupFailed')),
          })
        }
      >
        {t('adminPackages.markup', { markup: settings.data?.markup ?? 5 })}
      </button>
    </>
  );
}

/** Bulk actions of the Packages tab: a percentage price change, and the catalogue actions. */
export function BulkActions() {
  const { t } = useTranslation();
  const [percentage, setPercentage] = useState('');
  const bulk = useBulkPrice();
  const apply = () => {
    const value = Number(percentage.trim());
    if (!percentage.trim() || !Number.isFinite(value))
      return toast({ title: t('adminPackages.invalidPercentage'), variant: 'destructive' });
    bulk.mutate(value, {
      onSuccess: (reply) => {
        toast({
          title: t('adminPackages.bulkDone', { count: reply.updated, percentage: reply.percentage }),
          variant: 'success',
        });
        setPercentage('');
      },
      onError: (error) =>
        toast({
          title: t('adminPackages.bulkFailed'),
          description: adminErrorText(error, t),
          variant: 'destructive',
        }),
    });
  };
  return (
    <section className="admin-section">
      <h2>{t('adminPackages.bulkTitle')}</h2>
      <div className="admin-filters">
        <label className="row">
          {t('adminPackages.percentage')}
          <input
            name="percentage"
            inputMode="decimal"
            size={8}
            value={percentage}
            onChange={(event) => setPercentage(event.target.value)}
          />
        </label>
        <button disabled={!percentage.trim() || bulk.isPending} onClick={apply}>
          {t('adminPackages.applyPercentage')}
        </button>
        <CatalogueActions />
      </div>
      <p className="muted small">{t('adminPackages.percentageHint')}</p>
    </section>
  );
}
