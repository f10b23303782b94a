import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGo } from '../../../lib/navigation';
import { useAdminOverview, useSystemReady } from '../api/admin-overview';
import { money } from '../components/format';
import { OrderStatusBadge } from '../components/status-badge';
import { AdminTable } from '../components/paged-table';
import { LoadError } from '../components/load-error';

/** Overview (admin §2.4): the figures the server counted, quick actions, the 5 newest orders. */
export function OverviewPage() {
  const { t } = useTranslation();
  const navigate = useGo();
  const overview = useAdminOverview();
  const ready = useSystemReady();
  const data = overview.data;

  return (
    <section className="page">
      <div className="page-head">
        <h1>{t('admin.overview.title')}</h1>
      </div>
      {overview.isError ? (
        <LoadError error={overview.error} onRetry={() => void overview.refetch()} />
      ) : !data ? (
        <p className="muted">{t('admin.loading')}</p>
      ) : (
        <>
          <div className="admin-cards" data-testid="overview-cards">
            <div className="admin-card">
              <h3>{t('admin.overview.totalPackages')}</h3>
              <div className="figure">{data.packages.total}</div>
              <div className="muted">{t('admin.overview.available', { count: data.packages.available })}</div>
            </div>
            <div className="admin-card">
              <h3>{t('admin.overview.totalUsers')}</h3>
              <div className="figure">{data.users.total}</div>
              <div className="muted">{t('admin.overview.verified', { count: data.users.verified })}</div>
            </div>
            <div className="admin-card">
              <h3>{t('admin.overview.totalOrders')}</h3>
              <div className="figure" data-testid="total-orders">
                {data.orders.total}
              </div>
              <div className="muted">{t('admin.overview.completed', { count: data.orders.completed })}</div>
            </div>
            <div className="admin-card">
              <h3>{t('admin.overview.revenue')}</h3>
              <div className="figure" data-testid="revenue">
                {money(data.revenueCents)}
              </div>
              <div className="muted">{t('admin.overview.revenueHint')}</div>
            </div>
            <div className="admin-card">
              <h3>{t('admin.overview.systemHealth')}</h3>
              <div className="figure">
                {ready.isSuccess
                  ? t('admin.overview.healthy')
                  : ready.isError
                    ? t('admin.overview.warning')
                    : '…'}
              </div>
            </div>
            <Link
              className="admin-card overview-attention"
              to="/needs-attention?subdomain=admin"
              data-testid="overview-needs-attention"
            >
              <h3>{t('attention.overviewCard')}</h3>
              <div className="figure">{data.needsAttention}</div>
              <div className="muted">{t('attention.overviewHint')}</div>
            </Link>
            <div className="admin-card">
              <h3>{t('admin.overview.openRefunds')}</h3>
              <div className="figure">{data.refunds.open}</div>
              <div className="muted">
                {t('admin.overview.openRefundsHint', {
                  count: data.refunds.open,
                  amount: money(data.refunds.openCents),
                })}
              </div>
            </div>
          </div>

          <div className="admin-section">
            <h2>{t('admin.overview.quickActions')}</h2>
            <div className="row" style={{ flexWrap: 'wrap' }}>
              <button onClick={() => navigate('/packages?subdomain=admin&add=1')}>
                {t('admin.overview.addPackage')}
              </button>
              <button onClick={() => navigate('/users?subdomain=admin&add=1')}>
                {t('admin.overview.addUser')}
              </button>
              <button disabled>{t('admin.overview.packageLoadingDisabled')}</button>
            </div>
          </div>

          <div className="admin-section">
            <h2>{t('admin.overview.byStatus')}</h2>
            <AdminTable
              headings={[
                t('admin.orders.statusColumn'),
                t('admin.overview.count'),
                t('admin.overview.amount'),
              ]}
            >
              {data.byStatus.map((row) => (
                <tr key={row.status}>
                  <td>
                    <OrderStatusBadge status={row.status} />
                  </td>
                  <td>{row.count}</td>
                  <td>{money(row.totalCents)}</td>
                </tr>
              ))}
            </AdminTable>
          </div>

          <div className="admin-section">
            <h2>{t('admin.overview.recentActivity')}</h2>
            {data.recentOrders.length === 0 ? (
              <p className="muted">{t('admin.none')}</p>
            ) : (
              <div className="admin-table-wrap">
                <table className="table" data-testid="recent-orders">
                  <tbody>
                    {data.recentOrders.map((order) => (
                      <tr key={order.id}>
                        <td>
                          <Link to={`/order/${order.orderNumber}?subdomain=admin`}>{order.orderNumber}</Link>
                        </td>
                        <td>{order.customerName}</td>
                        <td>{money(order.totalCents)}</td>
                        <td>
                          <OrderStatusBadge status={order.status} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>
        </>
      )}
    </section>
  );
}
