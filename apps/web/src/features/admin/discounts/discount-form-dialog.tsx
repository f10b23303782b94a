import type { DiscountCodeInput } from '@app/contracts';
import { fromDecimalString } from '@app/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { DialogTitle, Modal } from '../../../components/dialog';
import { useStaffRole } from '../../../lib/staff-access';
import { useCreateDiscountCode } from '../api/admin-discounts';
import { adminErrorText } from '../components/admin-error';
import { DialogActions, Field } from '../components/form-parts';

const list = (text: string): string[] =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
const whole = (text: string): number | null => (text.trim() ? Number(text.trim()) : null);
const instant = (local: string): string | null => (local ? new Date(local).toISOString() : null);
/** Dollars as typed, in cents; NaN for a text that is not an amount (the server names the field). */
const dollarsToCents = (text: string): number => {
  try {
    return fromDecimalString(text.trim() || '0');
  } catch {
    return Number.NaN;
  }
};

/** New code: its type and amount, what it covers, its window and limits (the server checks each). */
export function DiscountFormDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const owner = useStaffRole() === 'owner';
  const create = useCreateDiscountCode();
  const [form, setForm] = useState({
    code: '',
    kind: 'percent' as DiscountCodeInput['kind'],
    value: '',
    packageIds: '',
    countryCodes: '',
    startsAt: '',
    endsAt: '',
    totalLimit: '',
    perCustomerLimit: '',
    firstOrderOnly: false,
    belowCostAllowed: false,
  });
  const set = (patch: Partial<typeof form>) => setForm((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amountCents = form.kind === 'fixed' ? dollarsToCents(form.value) : null;
    const input: DiscountCodeInput = {
      code: form.code,
      kind: form.kind,
      percent: form.kind === 'percent' ? whole(form.value) : null,
      amountCents,
      packageIds: list(form.packageIds).map(Number),
      countryCodes: list(form.countryCodes),
      startsAt: instant(form.startsAt),
      endsAt: instant(form.endsAt),
      totalLimit: whole(form.totalLimit),
      perCustomerLimit: whole(form.perCustomerLimit),
      firstOrderOnly: form.firstOrderOnly,
      belowCostAllowed: form.belowCostAllowed,
    };
    create.mutate(input, {
      onSuccess: (saved) => {
        toast({ title: t('adminDiscounts.created', { code: saved.code }), variant: 'success' });
        onClose();
      },
      onError: (error) =>
        toast({
          title: t('adminDiscounts.failed'),
          description: adminErrorText(error, t),
          variant: 'destructive',
        }),
    });
  };

  return (
    <Modal onClose={onClose} className="dialog admin-form discount-dialog" labelledBy="discount-form-title">
      <form className="admin-form-body" onSubmit={submit}>
        <DialogTitle id="discount-form-title">{t('adminDiscounts.newCode')}</DialogTitle>
        <Field label={t('adminDiscounts.code')}>
          <input required maxLength={32} value={form.code} onChange={(e) => set({ code: e.target.value })} />
        </Field>
        <Field label={t('adminDiscounts.kind')}>
          <select
            value={form.kind}
            onChange={(e) => set({ kind: e.target.value as DiscountCodeInput['kind'] })}
          >
            <option value="percent">{t('adminDiscounts.percent')}</option>
            <option value="fixed">{t('adminDiscounts.fixed')}</option>
          </select>
        </Field>
        <Field
          label={form.kind === 'percent' ? t('adminDiscounts.percentValue') : t('adminDiscounts.amountValue')}
        >
          <input
            required
            inputMode="decimal"
            value={form.value}
            onChange={(e) => set({ value: e.target.value })}
          />
        </Field>
        <Field className="wide" label={t('adminDiscounts.packageIds')}>
          <input value={form.packageIds} onChange={(e) => set({ packageIds: e.target.value })} />
        </Field>
        <Field className="wide" label={t('adminDiscounts.countryCodes')}>
          <input value={form.countryCodes} onChange={(e) => set({ countryCodes: e.target.value })} />
        </Field>
        <Field label={t('adminDiscounts.startsAt')}>
          <input
            type="datetime-local"
            value={form.startsAt}
            onChange={(e) => set({ startsAt: e.target.value })}
          />
        </Field>
        <Field label={t('adminDiscounts.endsAt')}>
          <input
            type="datetime-local"
            value={form.endsAt}
            onChange={(e) => set({ endsAt: e.target.value })}
          />
        </Field>
        <Field label={t('adminDiscounts.totalLimit')}>
          <input
            inputMode="numeric"
            value={form.totalLimit}
            onChange={(e) => set({ totalLimit: e.target.value })}
          />
        </Field>
        <Field label={t('adminDiscounts.perCustomerLimit')}>
          <input
            inputMode="numeric"
            value={form.perCustomerLimit}
            onChange={(e) => set({ perCustomerLimit: e.target.value })}
          />
        </Field>
        <label className="inline">
          <input
            type="checkbox"
            checked={form.firstOrderOnly}
            onChange={(e) => set({ firstOrderOnly: e.target.checked })}
          />
          {t('adminDiscounts.firstOrderOnly')}
        </label>
        {owner && (
          <label className="inline">
            <input
              type="checkbox"
              checked={form.belowCostAllowed}
              onChange={(e) => set({ belowCostAllowed: e.target.checked })}
            />
            {t('adminDiscounts.belowCostAllowed')}
          </label>
        )}
        <DialogActions onCancel={onClose} busy={create.isPending}>
          <button type="submit" disabled={create.isPending}>
            {t('adminDiscounts.create')}
          </button>
        </DialogActions>
      </form>
    </Modal>
  );
}
