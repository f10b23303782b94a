import type { AdminPackageRow, AdminPackageType } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../components/auth-ui.css';
import { DialogTitle, Modal } from '../../../components/dialog';
import { toast } from '../../../components/toast';
import { useCreatePackage, useUpdatePackage } from '../api/admin-packages';
import { adminErrorText } from '../components/admin-error';
import { DialogActions, Field } from '../components/form-parts';
import { formOf, packageBody, type PackageForm } from './package-form';

/**
 * Add or edit a package (admin §2.5): Destination, Continent, Data, Days, Country Code, Sale Price,
 * Cost Price, API Code, Type, Plan Description. Edit sends only the changed fields; a synced
 * package takes only its price (the server refuses the rest). The server checks everything.
 */
export function PackageDialog({ row, onClose }: { row: AdminPackageRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreatePackage();
  const update = useUpdatePackage();
  const [form, setForm] = useState<PackageForm>(formOf(row));
  const busy = create.isPending || update.isPending;
  const synced = row?.origin === 'roamesim';
  const set = (patch: Partial<PackageForm>) => setForm((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = packageBody(form, row);
    if (!body) return toast({ title: t('adminPackages.invalidPrice'), variant: 'destructive' });
    const failed = (title: string) => (error: unknown) =>
      toast({ title, description: adminErrorText(error, t), variant: 'destructive' });
    if (!row) {
      return create.mutate(body as Required<typeof body>, {
        onSuccess: () => {
          toast({ title: t('adminPackages.created'), variant: 'success' });
          onClose();
        },
        onError: failed(t('adminPackages.createFailed')),
      });
    }
    if (Object.keys(body).length === 0) {
      toast({ title: t('adminPackages.noChanges'), description: t('adminPackages.noChangesText') });
      return onClose();
    }
    update.mutate(
      { id: row.id, patch: body },
      {
        onSuccess: () => {
          toast({ title: t('adminPackages.updated'), variant: 'success' });
          onClose();
        },
        onError: failed(t('adminPackages.updateFailed')),
      },
    );
  };

  const field = (
    key: keyof PackageForm,
    label: string,
    props: { inputMode?: 'decimal' | 'numeric' } = {},
  ) => (
    <Field label={label}>
      <input
        name={key}
        value={form[key]}
        disabled={synced && key !== 'price'}
        inputMode={props.inputMode}
        onChange={(event) => set({ [key]: event.target.value })}
      />
    </Field>
  );

  return (
    <Modal onClose={onClose} className="dialog admin-form package-dialog" labelledBy="package-dialog-title">
      <form className="admin-form-body" onSubmit={submit}>
        <DialogTitle id="package-dialog-title">
          {row ? t('adminPackages.editTitle') : t('adminPackages.addTitle')}
        </DialogTitle>
        {synced && <p className="muted">{t('adminPackages.syncedNote')}</p>}
        <div className="package-dialog-grid">
          {field('destination', t('adminPackages.destination'))}
          {field('continent', t('adminPackages.continent'))}
          {field('data', t('adminPackages.data'))}
          {field('days', t('adminPackages.days'), { inputMode: 'numeric' })}
          {field('countryCode', t('adminPackages.countryCode'))}
          {field('price', t('adminPackages.salePrice'), { inputMode: 'decimal' })}
          {field('cost', t('adminPackages.costPrice'), { inputMode: 'decimal' })}
          {field('apiCode', t('adminPackages.apiCode'))}
          <Field label={t('adminPackages.type')}>
            <select
              name="type"
              value={form.type}
              disabled={synced}
              onChange={(event) => set({ type: event.target.value as AdminPackageType })}
            >
              <option value="Fixed">{t('adminPackages.typeFixed')}</option>
              <option value="DayPass">{t('adminPackages.typeDayPass')}</option>
            </select>
          </Field>
        </div>
        <Field label={t('adminPackages.plan')}>
          <textarea
            name="plan"
            rows={2}
            value={form.plan}
            disabled={synced}
            onChange={(event) => set({ plan: event.target.value })}
          />
        </Field>
        <DialogActions onCancel={onClose} busy={busy}>
          <button type="submit" disabled={busy}>
            {row ? t('admin.save') : t('adminPackages.add')}
          </button>
        </DialogActions>
      </form>
    </Modal>
  );
}
