import { ADMIN_DEFAULT_PAGE_SIZE } from '@app/domain';
import type { AdminUserView, UserRole } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from '../../../components/toast';
import { useCurrentUser } from '../../../lib/current-user';
import { useStaffMay } from '../../../lib/staff-access';
import { roleChoiceOf, roleTextKey } from './role-label';
import { useAdminUsers, useDeleteUser, useUpdateUser, type UsersFilter } from '../api/admin-users';
import { adminErrorText } from '../components/admin-error';
import { dateOnly } from '../components/format';
import { PagedTable } from '../components/paged-table';
import { UserDialog } from './user-dialog';
import { LoadError } from '../components/load-error';
import { DialogActions } from '../components/form-parts';
import { DialogTitle, Modal } from '../../../components/dialog';

/** Users (admin §2.6): searched and paged by the server; add, edit, disable and delete. */
export function UsersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const me = useCurrentUser();
  const may = useStaffMay();
  // Staff accounts are an owner's to change (staff.manage); customers, anyone with customers.manage.
  const mayChange = (user: AdminUserView) =>
    may('customers.manage') && (user.role !== 'admin' || may('staff.manage'));
  const [filter, setFilter] = useState<UsersFilter>({
    page: 1,
    pageSize: ADMIN_DEFAULT_PAGE_SIZE,
    search: '',
    role: '',
  });
  const [dialog, setDialog] = useState<AdminUserView | 'new' | null>(params.get('add') ? 'new' : null);
  const users = useAdminUsers(filter);
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const change = (patch: Partial<UsersFilter>) => setFilter((current) => ({ ...current, page: 1, ...patch }));
  const closeDialog = () => {
    setDialog(null);
    if (params.get('add')) setParams({ subdomain: 'admin' }, { replace: true });
  };

  const toggleDisabled = (user: AdminUserView) =>
    update.mutate(
      { id: user.id, patch: { disabled: !user.disabledAt } },
      {
        onSuccess: () => toast({ title: t('admin.users.updated'), variant: 'success' }),
        onError: (error) =>
          toast({
            title: t('admin.users.updateFailed'),
            description: adminErrorText(error, t),
            variant: 'destructive',
          }),
      },
    );
  // Unlike the spec, a delete is confirmed first (docs/admin.md): it cannot be undone.
  const [deleting, setDeleting] = useState<AdminUserView | null>(null);
  const deleteUser = (user: AdminUserView) =>
    remove.mutate(user.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({ title: t('admin.users.deleted'), variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: t('admin.users.deleteFailed'),
          description: adminErrorText(error, t),
          variant: 'destructive',
        }),
    });

  const page = users.data;
  return (
    <section className="page">
      <div className="page-head">
        <h1>{t('admin.users.title')}</h1>
        {may('customers.manage') && <button onClick={() => setDialog('new')}>{t('admin.users.add')}</button>}
      </div>
      <div className="admin-filters">
        <input
          type="search"
          aria-label={t('admin.search')}
          placeholder={t('admin.users.searchPlaceholder')}
          value={filter.search}
          onChange={(event) => change({ search: event.target.value })}
        />
        <select
          aria-label={t('admin.users.role')}
          value={filter.role}
          onChange={(event) => change({ role: event.target.value as '' | UserRole })}
        >
          <option value="">{t('admin.users.allRoles')}</option>
          <option value="user">{t('admin.users.roleUser')}</option>
          <option value="admin">{t('admin.users.roleStaff')}</option>
        </select>
      </div>
      {users.isError ? (
        <LoadError error={users.error} onRetry={() => void users.refetch()} />
      ) : !page ? (
        <p className="muted">{t('admin.loading')}</p>
      ) : (
        <>
          <PagedTable
            testId="users-table"
            headings={[
              t('admin.users.name'),
              t('admin.users.contact'),
              t('admin.users.role'),
              t('admin.users.statusColumn'),
              t('admin.users.joined'),
              t('admin.users.actions'),
            ]}
            page={page}
            empty={t('admin.none')}
            onPage={(next) => setFilter((current) => ({ ...current, page: next }))}
            onPageSize={(size) => change({ pageSize: size })}
          >
            {page.items.map((user) => {
              const self = user.id === me.user?.id;
              return (
                <tr key={user.id} data-testid="user-row">
                  <td>
                    <Link to={`/customer/${user.id}?subdomain=admin`} data-testid="customer-link">
                      {user.fullName}
                    </Link>
                    {self && <span className="muted"> ({t('admin.users.you')})</span>}
                  </td>
                  <td>
                    <div>{user.email}</div>
                    <div className="muted">{user.phone}</div>
                  </td>
                  <td>
                    <span className={`badge admin-badge-${user.role === 'admin' ? 'success' : 'outline'}`}>
                      {t(roleTextKey(roleChoiceOf(user)))}
                    </span>
                  </td>
                  <td>
                    {user.disabledAt ? (
                      <span className="badge admin-badge-destructive">{t('admin.users.disabled')}</span>
                    ) : (
                      <span className={`badge admin-badge-${user.isVerified ? 'success' : 'secondary'}`}>
                        {user.isVerified ? t('admin.users.verified') : t('admin.users.pending')}
                      </span>
                    )}
                  </td>
                  <td>{dateOnly(user.createdAt)}</td>
                  <td>
                    <div className="row">
                      {mayChange(user) && (
                        <button className="secondary" onClick={() => setDialog(user)}>
                          {t('admin.users.edit')}
                        </button>
                      )}
                      {!self && mayChange(user) && (
                        <>
                          <button className="secondary" onClick={() => toggleDisabled(user)}>
                            {user.disabledAt ? t('admin.users.enable') : t('admin.users.disable')}
                          </button>
                          <button className="danger" onClick={() => setDeleting(user)}>
                            {t('admin.users.delete')}
                          </button>
                        </>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </PagedTable>
        </>
      )}
      {dialog && <UserDialog user={dialog === 'new' ? null : dialog} onClose={closeDialog} />}
      {deleting && (
        <Modal
          onClose={() => setDeleting(null)}
          className="dialog admin-form"
          role="alertdialog"
          labelledBy="delete-user-title"
        >
          <DialogTitle id="delete-user-title">{t('adminAudit.deleteUserTitle')}</DialogTitle>
          <p>{t('adminAudit.deleteUserText', { name: deleting.fullName, email: deleting.email })}</p>
          <DialogActions onCancel={() => setDeleting(null)} busy={remove.isPending}>
            <button
              type="button"
              className="danger"
              onClick={() => deleteUser(deleting)}
              disabled={remove.isPending}
            >
              {t('admin.users.delete')}
            </button>
          </DialogActions>
        </Modal>
      )}
    </section>
  );
}
