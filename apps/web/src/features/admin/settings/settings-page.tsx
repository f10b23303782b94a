import { PRICING_MARKUP_MAX, PRICING_MARKUP_MIN } from '@app/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { packagesCsvUrl, useAdminSettings, useSaveSettings } from '../api/admin-packages';
import { adminErrorText } from '../components/admin-error';
import { CatalogueActions } from '../packages/bulk-actions';
import { LoadError } from '../components/load-error';
import { Field } from '../components/form-parts';
import { useStaffMay } from '../../../lib/staff-access';

/**
 * Settings (admin §2.8): the retail markup (stored by the server; the sync and "Update to 5x
 * Markup" use it), the data-management buttons and the static info.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const may = useStaffMay();
  const settings = useAdminSettings();
  const save = useSaveSettings();
  // The typed value, until saved; else the stored markup.
  const [draft, setDraft] = useState<string | null>(null);
  const markup = draft ?? (settings.data ? String(settings.data.markup) : '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(markup.trim());
    if (!markup.trim() || !(value >= PRICING_MARKUP_MIN && value <= PRICING_MARKUP_MAX))
      return toast({ title: t('adminSettings.invalidMarkup'), variant: 'destructive' });
    save.mutate(value, {
      onSuccess: () => {
        setDraft(null);
        toast({ title: t('adminSettings.saved'), variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: t('adminSettings.saveFailed'),
          description: adminErrorText(error, t),
          variant: 'destructive',
        }),
    });
  };

  return (
    <section className="page">
      <div className="page-head">
        <h1>{t('adminSettings.title')}</h1>
      </div>
      {settings.isError && <LoadError error={settings.error} onRetry={() => void settings.refetch()} />}
      <section className="admin-section">
        <h2>{t('adminSettings.pricing')}</h2>
        <form className="admin-form" onSubmit={submit}>
          <div className="admin-settings-markup">
            <Field label={t('adminSettings.markup')}>
              <input
                name="markup"
                inputMode="decimal"
                size={6}
                value={markup}
                onChange={(event) => setDraft(event.target.value)}
              />
            </Field>
            <button type="submit" disabled={save.isPending || !settings.data}>
              {t('adminSettings.saveMarkup')}
            </button>
          </div>
          {settings.data?.markupSource === 'environment' && (
            <p className="muted small">{t('adminSettings.markupFromEnv')}</p>
          )}
          <p className="muted small">
            {t('adminSettings.markupHint', { markup: settings.data?.markup ?? 5 })}
          </p>
        </form>
      </section>
      <section className="admin-section">
        <h2>{t('adminSettings.dataManagement')}</h2>
        <div className="row wrap">
          <button className="secondary" disabled>
            {t('adminSettings.importPackages')}
          </button>
          {may('data.export') && (
            <a
              className="admin-link-button"
              href={packagesCsvUrl({ search: '', continent: '', type: '' })}
              download="packages.csv"
              title={t('adminSettings.exportAllHint')}
            >
              {t('adminSettings.exportAll')}
            </a>
          )}
          <CatalogueActions />
        </div>
      </section>
      <section className="admin-section">
        <h2>{t('adminSettings.info')}</h2>
        <dl className="admin-dl">
          <dt>{t('adminSettings.version')}</dt>
          <dd>{settings.data?.version ?? 'v1.0.0'}</dd>
          <dt>{t('adminSettings.database')}</dt>
          <dd>{settings.data?.database ?? 'PostgreSQL'}</dd>
        </dl>
      </section>
    </section>
  );
}
