import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { useStaffMay } from '../../../lib/staff-access';
import { useAddStaffNote } from '../api/admin-customers';
import { Field } from './form-parts';
import { adminErrorText } from './admin-error';

/** Writes an internal note (staff only; never shown to the customer) on a customer or an order. */
export function StaffNoteForm({ target }: { target: { customerId: string } | { orderNumber: string } }) {
  const { t } = useTranslation();
  const may = useStaffMay();
  const add = useAddStaffNote(target);
  const [body, setBody] = useState('');
  if (!may('notes.write')) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    add.mutate(body.trim(), {
      onSuccess: () => {
        setBody('');
        toast({ title: t('adminCustomers.notes.added'), variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: t('adminCustomers.notes.failed'),
          description: adminErrorText(error, t),
          variant: 'destructive',
        }),
    });
  };
  return (
    <form className="admin-form-body staff-note-form" onSubmit={submit} data-testid="staff-note-form">
      <Field label={t('adminCustomers.notes.label')}>
        <textarea value={body} maxLength={2000} rows={3} onChange={(event) => setBody(event.target.value)} />
      </Field>
      <p className="muted small">{t('adminCustomers.notes.hint')}</p>
      <div className="row end">
        <button type="submit" disabled={add.isPending || !body.trim()}>
          {t('adminCustomers.notes.add')}
        </button>
      </div>
    </form>
  );
}
