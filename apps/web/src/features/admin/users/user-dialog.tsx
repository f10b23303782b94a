import type { AdminUserView } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../components/auth-ui.css';
import { DialogTitle, Modal } from '../../../components/dialog';
import { toast } from '../../../components/toast';
import { useCreateUser, useUpdateUser, type UserPatch } from '../api/admin-users';
import { useStaffMay } from '../../../lib/staff-access';
import { adminErrorText } from '../components/admin-error';
import { DialogActions, Field } from '../components/form-parts';
import { ROLE_CHOICES, roleChoiceOf, roleTextKey, type RoleChoice } from './role-label';

/**
 * Add User (Full Name, Email, Phone, Password, Role) or Edit User (Full Name, Email, Phone, Role,
 * Verified Status): admin §2.6. Edit sends only the changed fields; the server checks everything.
 * Role is a customer or a staff role; only an owner (staff.manage) may change it.
 */
export function UserDialog({ user, onClose }: { user: AdminUserView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateUser();
  const update = useUpdateUser();
  const managesStaff = useStaffMay()('staff.manage');
  const [form, setForm] = useState({
    fullName: user?.fullName ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    password: '',
    role: (user ? roleChoiceOf(user) : 'user') as RoleChoice,
    isVerified: user?.isVerified ?? false,
  });
  const busy = create.isPending || update.isPending;
  const set = (patch: Partial<typeof form>) => setForm((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!user) {
      create.mutate(
        {
          fullName: form.fullName,
          email: form.email,
          phone: form.phone,
          password: form.password,
          ...(form.role === 'user' ? { role: 'user' } : { role: 'admin', staffRole: form.role }),
        },
        {
          onSuccess: () => {
            toast({ title: t('admin.users.added'), variant: 'success' });
            onClose();
          },
          onError: (error) =>
            toast({
              title: t('admin.users.addFailed'),
              description: adminErrorText(error, t),
              variant: 'destructive',
            }),
        },
      );
      return;
    }
    const patch: UserPatch = {};
    if (form.fullName !== user.fullName) patch.fullName = form.fullName;
    if (form.email !== user.email) patch.email = form.email;
    if (form.phone !== user.phone) patch.phone = form.phone;
    if (form.role !== roleChoiceOf(user))
      Object.assign(patch, form.role === 'user' ? { role: 'user' } : { staffRole: form.role });
    if (form.isVerified !== user.isVerified) patch.isVerified = form.isVerified;
    if (Object.keys(patch).length === 0) return onClose();
    update.mutate(
      { id: user.id, patch },
      {
        onSuccess: () => {
          toast({ title: t('admin.users.updated'), variant: 'success' });
          onClose();
        },
        onError: (error) =>
          toast({
            title: t('admin.users.updateFailed'),
            description: adminErrorText(error, t),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Modal onClose={onClose} className="dialog admin-form" labelledBy="user-dialog-title">
      <form className="admin-form-body" onSubmit={submit}>
        <DialogTitle id="user-dialog-title">
          {user ? t('admin.users.editTitle') : t('admin.users.addTitle')}
        </DialogTitle>
        <Field label={t('admin.users.fullName')}>
          <input value={form.fullName} onChange={(event) => set({ fullName: event.target.value })} />
        </Field>
        <Field label={t('admin.users.email')}>
          <input type="email" value={form.email} onChange={(event) => set({ email: event.target.value })} />
        </Field>
        <Field label={t('admin.users.phone')}>
          <input type="tel" value={form.phone} onChange={(event) => set({ phone: event.target.value })} />
        </Field>
        {!user && (
          <Field label={t('admin.users.password')}>
            <input
              type="password"
              autoComplete="new-password"
              value={form.password}
              onChange={(event) => set({ password: event.target.value })}
            />
          </Field>
        )}
        <Field label={t('admin.users.role')} hint={!managesStaff && t('admin.users.rolesOwnerOnly')}>
          <select
            value={form.role}
            disabled={!managesStaff}
            onChange={(event) => set({ role: event.target.value as RoleChoice })}
          >
            {ROLE_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {t(roleTextKey(choice))}
              </option>
            ))}
          </select>
        </Field>
        {user && (
          <label className="inline">
            <input
              type="checkbox"
              role="switch"
              checked={form.isVerified}
              onChange={(event) => set({ isVerified: event.target.checked })}
            />
            {t('admin.users.verifiedStatus')}
          </label>
        )}
        <DialogActions onCancel={onClose} busy={busy}>
          <button type="submit" disabled={busy}>
            {user ? t('admin.save') : t('admin.users.add')}
          </button>
        </DialogActions>
      </form>
    </Modal>
  );
}
