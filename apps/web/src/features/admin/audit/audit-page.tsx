import { ADMIN_DEFAULT_PAGE_SIZE } from '@app/domain';
import { AUDIT_ACTIONS, type AuditEntryView } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { auditCsvUrl, useAudit, useRevertBulk, type AuditFilter } from '../api/admin-audit';
import { adminErrorText } from '../components/admin-error';
import { dateTime } from '../components/format';
import { LoadError } from '../components/load-error';
import { PagedTable } from '../components/paged-table';
import { DialogTitle, Modal } from '../../../components/dialog';
import { DialogActions, Field } from '../components/form-parts';
import { useStaffMay } from '../../../lib/staff-access';

const show = (value: unknown): string =>
  value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/** The before → after of an entry, one line per field. */
function Change({ entry }: { entry: AuditEntryView }) {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (!keys.length) return <span className="muted">—</span>;
  return (
    <ul className="audit-change">
      {keys.map((key) => (
        <li key={key}>
          <span className="muted">{key}:</span>{' '}
          {entry.before && key in entry.before && <span className="mono">{show(entry.before[key])} → </span>}
          <span className="mono">{entry.after && key in entry.after ? show(entry.after[key]) : '∅'}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The Audit tab: every admin change and customers' security events, newest first, filtered and
 * paged by the server; CSV export of the same filter; the latest bulk price change can be reverted.
 */
export function AuditPage() {
  const { t } = useTranslation();
  const may = useStaffMay();
  const [filter, setFilter] = useState<AuditFilter>({
    page: 1,
    pageSize: ADMIN_DEFAULT_PAGE_SIZE,
    actor: '',
    target: '',
    action: '',
    from: '',
    to: '',
  });
  const [reverting, setReverting] = useState<AuditEntryView | null>(null);
  const audit = useAudit(filter);
  const revert = useRevertBulk();
  const change = (patch: Partial<AuditFilter>) => setFilter((current) => ({ ...current, page: 1, ...patch }));
  const page = audit.data;

  const confirmRevert = (entry: AuditEntryView) =>
    revert.mutate(entry.id, {
      onSuccess: (result) => {
        setReverting(null);
        toast({ title: t('adminAudit.reverted', result), variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: t('adminAudit.revertFailed'),
          description: adminErrorText(error, t),
          variant: 'destructive',
        }),
    });

  return (
    <section className="page">
      <div className="page-head">
        <h1>{t('adminAudit.title')}</h1>
        {may('data.export') && (
          <a className="admin-link-button" href={auditCsvUrl(filter)} download="audit.csv">
            {t('adminAudit.export')}
          </a>
        )}
      </div>
      <div className="admin-filters">
        <Field label={t('adminAudit.actor')}>
          <input
            type="search"
            placeholder={t('adminAudit.actorPlaceholder')}
            value={filter.actor}
            onChange={(event) => change({ actor: event.target.value })}
          />
        </Field>
        <Field label={t('adminAudit.target')}>
          <input
            type="search"
            placeholder={t('adminAudit.targetPlaceholder')}
            value={filter.target}
            onChange={(event) => change({ target: event.target.value })}
          />
        </Field>
        <Field label={t('adminAudit.action')}>
          <select value={filter.action} onChange={(event) => change({ action: event.target.value })}>
            <option value="">{t('adminAudit.allActions')}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(`adminAudit.actions.${action}`, { defaultValue: action })}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('adminAudit.from')}>
          <input
            type="datetime-local"
            value={filter.from}
            onChange={(event) => change({ from: event.target.value })}
          />
        </Field>
        <Field label={t('adminAudit.to')}>
          <input
            type="datetime-local"
            value={filter.to}
            onChange={(event) => change({ to: event.target.value })}
          />
        </Field>
      </div>
      {audit.isError ? (
        <LoadError error={audit.error} onRetry={() => void audit.refetch()} />
      ) : !page ? (
        <p className="muted">{t('admin.loading')}</p>
      ) : (
        <>
          <PagedTable
            testId="audit-table"
            headings={[
              t('adminAudit.time'),
              t('adminAudit.actor'),
              t('adminAudit.action'),
              t('adminAudit.target'),
              t('adminAudit.change'),
              t('adminAudit.address'),
            ]}
            page={page}
            empty={t('adminAudit.empty')}
            showingKey="adminAudit.showing"
            onPage={(next) => setFilter((current) => ({ ...current, page: next }))}
            onPageSize={(size) => change({ pageSize: size })}
          >
            {page.items.map((entry) => (
              <tr key={entry.id} data-testid="audit-row">
                <td>{dateTime(entry.at)}</td>
                <td>
                  {entry.actorEmail ?? entry.actorId ?? t('adminAudit.system')}
                  {entry.actorRole && <div className="muted small">{entry.actorRole}</div>}
                </td>
                <td>
                  {t(`adminAudit.actions.${entry.action}`, { defaultValue: entry.action })}
                  {entry.revertible && may('catalogue.edit') && (
                    <div>
                      <button className="secondary" onClick={() => setReverting(entry)}>
                        {t('adminAudit.revert')}
                      </button>
                    </div>
                  )}
                </td>
                <td className="mono">
                  {entry.targetId ? `${entry.targetType}:${entry.targetId}` : entry.targetType}
                </td>
                <td>
                  <Change entry={entry} />
                </td>
                <td>
                  <div className="mono small">{entry.ip ?? '—'}</div>
                  <div className="muted small audit-agent" title={entry.userAgent ?? ''}>
                    {entry.userAgent ?? ''}
                  </div>
                </td>
              </tr>
            ))}
          </PagedTable>
        </>
      )}
      {reverting && (
        <Modal
          onClose={() => setReverting(null)}
          className="dialog admin-form"
          role="alertdialog"
          labelledBy="revert-title"
        >
          <DialogTitle id="revert-title">{t('adminAudit.revertTitle')}</DialogTitle>
          <p>{t('adminAudit.revertText')}</p>
          <DialogActions onCancel={() => setReverting(null)} busy={revert.isPending}>
            <button type="button" onClick={() => confirmRevert(reverting)} disabled={revert.isPending}>
              {t('adminAudit.revert')}
            </button>
          </DialogActions>
        </Modal>
      )}
    </section>
  );
}
