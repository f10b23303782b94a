import type { Share } from '@app/contracts';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '../components/format';
import { LoadError } from '../components/load-error';
import { continentName, paymentMethodName } from '../components/names';
import { useDestinationName } from '../../../lib/destination-name';
import { useAnalytics } from '../api/admin-operations';
import { Field } from '../components/form-parts';
import '../monitoring/operations.css';

const DailyChart = lazy(() => import('./analytics-charts'));

const DAY_MS = 86_400_000;
const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const lastDays = (days: number) => ({
  from: isoDay(Date.now() - (days - 1) * DAY_MS),
  to: isoDay(Date.now()),
});

/** Count and percentage bar per key (the spec's distribution view). */
function Shares({ rows, label, testId }: { rows: Share[]; label: (key: string) => string; testId: string }) {
  const { t } = useTranslation();
  if (!rows.length) return <p className="muted">{t('adminAnalytics.noData')}</p>;
  return (
    <div data-testid={testId}>
      {rows.map((row) => (
        <div className="ops-share" key={row.key}>
          <span className="small">{label(row.key)}</span>
          <div className="ops-bar" aria-hidden="true">
            <span style={{ width: `${row.percentage}%` }} />
          </div>
          <span className="small">
            {row.count} · {row.percentage}%
          </span>
        </div>
      ))}
    </div>
  );
}

const percentOf = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);

/** Analytics tab: every figure computed by the server for the chosen range (UTC days). */
export function AnalyticsPage() {
  const { t } = useTranslation();
  const destination = useDestinationName();
  const [range, setRange] = useState(() => lastDays(30));
  const [draft, setDraft] = useState(range);
  const analytics = useAnalytics(range);
  const data = analytics.data;
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setRange(draft);
  };
  const preset = (days: number) => {
    const next = lastDays(days);
    setDraft(next);
    setRange(next);
  };
  const seconds = (value: number | null) =>
    value === null ? '—' : t('adminAnalytics.seconds', { count: value });

  return (
    <section className="page">
      <div className="page-head">
        <h1>{t('adminAnalytics.title')}</h1>
      </div>
      <form className="ops-range" onSubmit={apply}>
        <Field label={t('adminAnalytics.from')}>
          <input
            type="date"
            value={draft.from}
            max={draft.to}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            data-testid="range-from"
          />
        </Field>
        <Field label={t('adminAnalytics.to')}>
          <input
            type="date"
            value={draft.to}
            min={draft.from}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            data-testid="range-to"
          />
        </Field>
        <button type="submit">{t('adminAnalytics.apply')}</button>
        <button type="button" className="secondary" onClick={() => preset(7)}>
          {t('adminAnalytics.last7')}
        </button>
        <button type="button" className="secondary" onClick={() => preset(30)}>
          {t('adminAnalytics.last30')}
        </button>
        <button type="button" className="secondary" onClick={() => preset(90)}>
          {t('adminAnalytics.last90')}
        </button>
      </form>
      {analytics.isError ? (
        <LoadError error={analytics.error} onRetry={() => void analytics.refetch()} />
      ) : !data ? (
        <p className="muted">{t('admin.loading')}</p>
      ) : (
        <div className="ops-grid">
          <section className="admin-card ops-card">
            <h2>{t('adminAnalytics.byContinent')}</h2>
            <Shares
              rows={data.packagesByContinent}
              testId="by-continent"
              label={(key) => continentName(key, t)}
            />
          </section>
          <section className="admin-card ops-card">
            <h2>{t('adminAnalytics.byType')}</h2>
            <Shares
              rows={data.packagesByType}
              testId="by-type"
              label={(key) => t(`adminAnalytics.types.${key}`, { defaultValue: key })}
            />
          </section>
          <section className="admin-card ops-card" style={{ gridColumn: '1 / -1' }}>
            <h2>{t('adminAnalytics.daily')}</h2>
            <p className="small" data-testid="range-totals">
              {t('adminAnalytics.revenueBeforeDiscounts')}:{' '}
              <span data-testid="revenue-before-discounts">
                {money(data.daily.reduce((sum, row) => sum + row.revenueCents + row.discountCents, 0))}
              </span>{' '}
              · {t('adminAnalytics.discounts')}:{' '}
              {money(data.daily.reduce((sum, row) => sum + row.discountCents, 0))} ·{' '}
              {t('adminAnalytics.revenue')}:{' '}
              {money(data.daily.reduce((sum, row) => sum + row.revenueCents, 0))} ·{' '}
              {t('adminAnalytics.orders')}: {data.daily.reduce((sum, row) => sum + row.orders, 0)} ·{' '}
              {t('adminAnalytics.paidOrders')}: {data.daily.reduce((sum, row) => sum + row.paidOrders, 0)}
            </p>
            <Suspense fallback={<div className="ops-chart" />}>
              <DailyChart daily={data.daily} />
            </Suspense>
          </section>
          <section className="admin-card ops-card">
            <h2>{t('adminAnalytics.byStatus')}</h2>
            <Shares
              rows={data.ordersByStatus}
              testId="by-status"
              label={(key) => t(`admin.status.${key}`, { defaultValue: key })}
            />
          </section>
          <section className="admin-card ops-card">
            <h2>{t('adminAnalytics.byMethod')}</h2>
            <Shares
              rows={data.ordersByPaymentMethod}
              testId="by-method"
              label={(key) => paymentMethodName(key, t)}
            />
          </section>
          <section className="admin-card ops-card">
            <h2>{t('adminAnalytics.top')}</h2>
            {data.topDestinations.length ? (
              <table className="table" data-testid="top-destinations">
                <thead>
                  <tr>
                    <th>{t('adminAnalytics.destination')}</th>
                    <th>{t('adminAnalytics.quantity')}</th>
                    <th>{t('adminAnalytics.revenue')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.topDestinations.map((row) => (
                    <tr key={row.destination}>
                      <td>{destination(row)}</td>
                      <td>{row.quantity}</td>
                      <td>{money(row.revenueCents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="muted">{t('adminAnalytics.noData')}</p>
            )}
          </section>
          <section className="admin-card ops-card">
            <h2>{t('adminAnalytics.funnel')}</h2>
            <dl className="admin-dl" data-testid="funnel">
              <dt>{t('adminAnalytics.carts')}</dt>
              <dd>{data.funnel.carts}</dd>
              <dt>{t('adminAnalytics.ordered')}</dt>
              <dd>
                {data.funnel.orders}{' '}
                <span className="muted small">
                  {t('adminAnalytics.ofPrevious', {
                    percent: percentOf(data.funnel.orders, data.funnel.carts),
                  })}
                </span>
              </dd>
              <dt>{t('adminAnalytics.paid')}</dt>
              <dd>
                {data.funnel.paid}{' '}
                <span className="muted small">
                  {t('adminAnalytics.ofPrevious', {
                    percent: percentOf(data.funnel.paid, data.funnel.orders),
                  })}
                </span>
              </dd>
              <dt>{t('adminAnalytics.delivered')}</dt>
              <dd>
                {data.funnel.delivered}{' '}
                <span className="muted small">
                  {t('adminAnalytics.ofPrevious', {
                    percent: percentOf(data.funnel.delivered, data.funnel.paid),
                  })}
                </span>
              </dd>
            </dl>
          </section>
          <section className="admin-card ops-card">
            <h2>{t('adminAnalytics.timing')}</h2>
            <dl className="admin-dl" data-testid="timing">
              <dt>{t('adminAnalytics.median')}</dt>
              <dd>{seconds(data.paymentToEsim.medianSeconds)}</dd>
              <dt>{t('adminAnalytics.p95')}</dt>
              <dd>{seconds(data.paymentToEsim.p95Seconds)}</dd>
            </dl>
            <p className="muted small">
              {t('adminAnalytics.samples', { count: data.paymentToEsim.samples })}
            </p>
          </section>
        </div>
      )}
    </section>
  );
}
