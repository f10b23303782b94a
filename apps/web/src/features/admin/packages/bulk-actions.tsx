import type { BulkPreview } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { previewBulkPrice, previewFixTypes, previewMarkup } from '../api/admin-audit';
import { useAdminSettings, useApplyMarkup, useBulkPrice, useFixTypes } from '../api/admin-packages';
import { adminErrorText } from '../components/admin-error';
import { PreviewDialog } from '../components/preview-dialog';

/** A previewed action waiting for Confirm: its name, the preview and what Confirm runs. */
interface Pending {
  action: string;
  preview: BulkPreview;
  run: (done: () => void) => void;
}

/** Asks the server for a preview, then shows it for confirmation. */
function usePreviewed() {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Pending | null>(null);
  const [loading, setLoading] = useState(false);
  const ask = (action: string, load: () => Promise<BulkPreview>, run: Pending['run']) => {
    setLoading(true);
    load()
      .then((preview) => setPending({ action, preview, run }))
      .catch((error: unknown) =>
        toast({
          title: t('adminAudit.previewFailed'),
          description: adminErrorText(error, t),
          variant: 'destructive',
        }),
      )
      .finally(() => setLoading(false));
  };
  return { pending, loading, ask, close: () => setPending(null) };
}

/** "Update to 5x Markup" (the markup setting's factor) and "Fix Package Types", each previewed: also on Settings. */
export function CatalogueActions() {
  const { t } = useTranslation();
  const settings = useAdminSettings();
  const fixTypes = useFixTypes();
  const markup = useApplyMarkup();
  const previewed = usePreviewed();
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: adminErrorText(error, t), variant: 'destructive' });
  const markupLabel = t('adminPackages.markup', { markup: settings.data?.markup ?? 5 });
  return (
    <>
      <button
        className="secondary"
        disabled={fixTypes.isPending || previewed.loading}
        onClick={() =>
          previewed.ask(t('adminPackages.fixTypes'), previewFixTypes, (done) =>
            fixTypes.mutate(undefined, {
              onSuccess: (reply) =>
                toast({
                  title: t('adminPackages.fixTypesDone', { count: reply.analysis.fixed }),
                  variant: 'success',
                }),
              onError: failed(t('adminPackages.fixTypesFailed')),
              onSettled: done,
            }),
          )
        }
      >
        {t('adminPackages.fixTypes')}
      </button>
      <button
        className="secondary"
        disabled={markup.isPending || !settings.data || previewed.loading}
        onClick={() =>
          previewed.ask(markupLabel, previewMarkup, (done) =>
            markup.mutate(undefined, {
              onSuccess: (reply) =>
                toast({ title: t('adminPackages.markupDone', { count: reply.updated }), variant: 'success' }),
              onError: failed(t('adminPackages.markupFailed')),
              onSettled: done,
            }),
          )
        }
      >
        {markupLabel}
      </button>
      {previewed.pending && (
        <PreviewDialog
          action={previewed.pending.action}
          preview={previewed.pending.preview}
          pending={fixTypes.isPending || markup.isPending}
          onClose={previewed.close}
          onConfirm={() => previewed.pending!.run(previewed.close)}
        />
      )}
    </>
  );
}

/** Bulk actions of the Packages tab: a percentage price change (previewed), and the catalogue actions. */
export function BulkActions() {
  const { t } = useTranslation();
  const [percentage, setPercentage] = useState('');
  const bulk = useBulkPrice();
  const previewed = usePreviewed();
  const apply = () => {
    const value = Number(percentage.trim());
    if (!percentage.trim() || !Number.isFinite(value))
      return toast({ title: t('adminPackages.invalidPercentage'), variant: 'destructive' });
    previewed.ask(
      t('adminPackages.applyPercentage'),
      () => previewBulkPrice(value),
      (done) =>
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
          onSettled: done,
        }),
    );
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
        <button disabled={!percentage.trim() || bulk.isPending || previewed.loading} onClick={apply}>
          {t('adminPackages.applyPercentage')}
        </button>
        <CatalogueActions />
      </div>
      <p className="muted small">{t('adminPackages.percentageHint')}</p>
      {previewed.pending && (
        <PreviewDialog
          action={previewed.pending.action}
          preview={previewed.pending.preview}
          pending={bulk.isPending}
          onClose={previewed.close}
          onConfirm={() => previewed.pending!.run(previewed.close)}
        />
      )}
    </section>
  );
}
