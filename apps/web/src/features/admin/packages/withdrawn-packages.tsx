import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { useRestorePackage, useWithdrawn } from '../api/admin-audit';
import { adminErrorText } from '../components/admin-error';
import { money } from '../components/format';
import { PageSteps } from '../components/pagination';
import { LoadError } from '../components/load-error';

/** Packages an admin withdrew: listed on demand, each restorable (it comes back switched off). */
export function WithdrawnPackages() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const withdrawn = useWithdrawn(page, open);
  const restore = useRestorePackage();
  const data = withdrawn.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section className="admin-section">
      <div className="row">
        <h2>{t('adminAudit.withdrawnTitle')}</h2>
        <button className="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? t('adminAudit.withdrawnHide') : t('adminAudit.withdrawnShow')}
        </button>
      </div>
      {open &&
        (withdrawn.isError ? (
          <LoadError error={withdrawn.error} onRetry={() => void withdrawn.refetch()} />
        ) : !data ? (
          <p className="muted">{t('admin.loading')}</p>
        ) : data.items.length === 0 ? (
          <p className="muted">{t('adminAudit.withdrawnEmpty')}</p>
        ) : (
          <>
            <div className="admin-table-wrap">
              <table className="table">
                <tbody>
                  {data.items.map((row) => (
                    <tr key={row.id} data-testid="withdrawn-row">
                      <td>
                        {row.destination} · {row.data}
                        <div className="muted mono">{row.apiCode}</div>
                      </td>
                      <td>{money(row.priceCents)}</td>
                      <td>
                        <button
                          className="secondary"
                          disabled={restore.isPending}
                          onClick={() =>
                            restore.mutate(row.id, {
                              onSuccess: () => toast({ title: t('adminAudit.restored'), variant: 'success' }),
                              onError: (error) =>
                                toast({
                                  title: t('adminAudit.restoreFailed'),
                                  description: adminErrorText(error, t),
                                  variant: 'destructive',
                                }),
                            })
                          }
                        >
                          {t('adminAudit.restore')}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {pages > 1 && <PageSteps page={page} pages={pages} onPage={setPage} />}
          </>
        ))}
    </section>
  );
}
