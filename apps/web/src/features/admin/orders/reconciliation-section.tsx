import type { AdminReconciliationDifference, AdminReconciliationRun } from '@app/contracts';
import { formatUsd, toDecimalString } from '@app/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAdminReconciliation, useRunReconciliation } from '../api/admin-reconciliation';
import { dateTime } from '../components/format';
import { AdminTable } from '../components/paged-table';
import { LoadError } from '../components/load-error';

const PROVIDERS = { payway: 'ABA PayWay', paypal: 'PayPal', stripe: 'Stripe' } as const;

const amount = (cents: number | null, currency: string | null): string =>
  cents === null ? '—' : currency === 'KHR' ? `${toDecimalString(cents, 'KHR')} KHR` : formatUsd(cents);

function Differences({ differences }: { differences: AdminReconciliationDifference[] }) {
  const { t } = useTranslation();
  return (
    <AdminTable
      testId="reconciliation-differences"
      headings={[
        t('admin.reconciliation.kind'),
        t('admin.reconciliation.tranId'),
        t('admin.reconciliation.order'),
        t('admin.reconciliation.ours'),
        t('admin.reconciliation.theirs'),
      ]}
    >
      {differences.map((difference) => (
        <tr key={`${difference.kind}:${difference.tranId}`}>
          <td>{t(`admin.reconciliation.kinds.${difference.kind}`)}</td>
          <td>
            <code>{difference.tranId}</code>
          </td>
          <td>
            {difference.orderNumber ? (
              <Link to={`/orders/${difference.orderNumber}`}>{difference.orderNumber}</Link>
            ) : (
              '—'
            )}
          </td>
          <td>{amount(difference.ourAmountCents, difference.currency)}</td>
          <td>{amount(difference.gatewayAmountCents, difference.currency)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

function RunSummary({ run }: { run: AdminReconciliationRun }) {
  const { t } = useTranslation();
  const label =
    run.status === 'matched'
      ? t('admin.reconciliation.matched')
      : run.status === 'failed'
        ? t('admin.reconciliation.failed')
        : t('admin.reconciliation.differences', { count: run.differences.length });
  return (
    <div
      className="admin-card"
      data-testid="reconciliation-run"
      data-provider={run.provider}
      data-status={run.status}
    >
      <h3>
        {run.day} · {PROVIDERS[run.provider]} · <span>{label}</span>
      </h3>
      <p className="muted">
        {t('admin.reconciliation.checked', { count: run.checkedCount })} · {dateTime(run.ranAt)}
      </p>
      {run.differences.length > 0 ? <Differences differences={run.differences} /> : null}
    </div>
  );
}

/** Orders → Reconciliation: the daily comparison with the gateways, and a button to run a day now. */
export function ReconciliationSection() {
  const { t } = useTranslation();
  const runs = useAdminReconciliation();
  const run = useRunReconciliation();
  const [day, setDay] = useState(() => new Date().toISOString().slice(0, 10));
  return (
    <section className="page" aria-labelledby="reconciliation-title" data-testid="reconciliation">
      <div className="page-head">
        <h2 id="reconciliation-title">{t('admin.reconciliation.title')}</h2>
      </div>
      <p className="muted">{t('admin.reconciliation.intro')}</p>
      <div className="admin-filters">
        <label className="row" style={{ alignItems: 'center' }}>
          {t('admin.reconciliation.day')}
          <input type="date" value={day} onChange={(event) => setDay(event.target.value)} />
        </label>
        <button
          type="button"
          className="btn btn-primary"
          disabled={run.isPending || !day}
          onClick={() => run.mutate(day)}
        >
          {run.isPending ? t('admin.reconciliation.running') : t('admin.reconciliation.run')}
        </button>
      </div>
      {run.isError ? (
        <p className="error-box" role="alert">
          {t('admin.reconciliation.runFailed')}
        </p>
      ) : null}
      {runs.isError ? (
        <LoadError error={runs.error} onRetry={() => void runs.refetch()} />
      ) : !runs.data ? (
        <p className="muted">{t('admin.loading')}</p>
      ) : runs.data.length === 0 ? (
        <p className="muted">{t('admin.reconciliation.none')}</p>
      ) : (
        runs.data.map((entry) => <RunSummary key={`${entry.day}:${entry.provider}`} run={entry} />)
      )}
    </section>
  );
}
