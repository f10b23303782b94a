import type { OrderBulkReply } from '@app/contracts';
import { ADMIN_DEFAULT_PAGE_SIZE } from '@app/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStaffMay } from '../../../lib/staff-access';
import { useAdminOrders, type OrdersFilter } from '../api/admin-orders';
import { dateTime, money } from '../components/format';
import { paymentMethodName } from '../components/names';
import { PagedTable } from '../components/paged-table';
import { OrderStatusBadge } from '../components/status-badge';
import { LoadError } from '../components/load-error';
import { ReconciliationSection } from './reconciliation-section';
import { OrdersFilters } from './orders-filters';
import { OrderBulkBar } from './order-bulk-bar';
import { OrderBulkResults } from './order-bulk-results';
import { useOrderSelection } from './order-selection';

/**
 * Orders (admin §2.7): filtered (status, provider, destination, dates, amount), searched and paged
 * by the server, newest first; saved views per staff member; CSV export of the filtered list.
 * Staff who may manage orders select rows (or the page) for a bulk action and see its results per
 * order; a new filter or page starts a new selection.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<OrdersFilter>({
    page: 1,
    pageSize: ADMIN_DEFAULT_PAGE_SIZE,
    search: '',
    status: '',
    refundOpen: false,
  });
  const orders = useAdminOrders(filter);
  const selection = useOrderSelection();
  const [bulkReply, setBulkReply] = useState<OrderBulkReply | null>(null);
  const bulk = useStaffMay()('orders.manage');
  const change = (patch: Partial<OrdersFilter>) => {
    selection.clear();
    setFilter((current) => ({ ...current, page: 1, ...patch }));
  };
  const page = orders.data;

  return (
    <section className="page">
      <div className="page-head">
        <h1>{t('admin.orders.title')}</h1>
      </div>
      <OrdersFilters filter={filter} change={change} />
      {orders.isError ? (
        <LoadError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : !page ? (
        <p className="muted">{t('admin.loading')}</p>
      ) : (
        <>
          {bulk && (
            <OrderBulkBar
              pageOrderNumbers={page.items.map((order) => order.orderNumber)}
              selection={selection}
              onResult={setBulkReply}
            />
          )}
          {bulkReply && <OrderBulkResults reply={bulkReply} onClose={() => setBulkReply(null)} />}
          <PagedTable
            testId="orders-table"
            headings={[
              ...(bulk ? [<span className="sr-only">{t('adminOrdersBulk.selectColumn')}</span>] : []),
              t('admin.orders.orderNumber'),
              t('admin.orders.providerOrder'),
              t('admin.orders.customer'),
              t('admin.orders.package'),
              t('admin.orders.amount'),
              t('admin.orders.payment'),
              t('admin.orders.statusColumn'),
              t('admin.orders.date'),
            ]}
            page={page}
            empty={t('admin.none')}
            onPage={(next) => {
              selection.clear();
              setFilter((current) => ({ ...current, page: next }));
            }}
            onPageSize={(size) => change({ pageSize: size })}
          >
            {page.items.map((order) => (
              <tr key={order.id} data-testid="order-row">
                {bulk && (
                  <td>
                    <input
                      type="checkbox"
                      aria-label={t('adminOrdersBulk.selectOrder', { orderNumber: order.orderNumber })}
                      checked={selection.selected.has(order.orderNumber)}
                      onChange={() => selection.toggle(order.orderNumber)}
                    />
                  </td>
                )}
                <td>
                  <Link to={`/order/${order.orderNumber}?subdomain=admin`}>{order.orderNumber}</Link>
                  {order.refundOpen && (
                    <div>
                      <span className="badge admin-badge-destructive">{t('admin.orders.refundOpen')}</span>
                    </div>
                  )}
                </td>
                <td>
                  {order.providerOrderNumbers.length ? (
                    <span className="mono">{order.providerOrderNumbers.join(', ')}</span>
                  ) : (
                    t('admin.orders.noEsim')
                  )}
                </td>
                <td>
                  <div>{order.customerName}</div>
                  <div className="muted">{order.customerEmail ?? order.customerPhone}</div>
                </td>
                <td>
                  {order.package ? (
                    <>
                      <div>{order.package.destination}</div>
                      <div className="muted">
                        {t('admin.orders.dataDays', {
                          data: order.package.data,
                          days: order.package.days,
                        })}
                      </div>
                    </>
                  ) : (
                    '—'
                  )}
                </td>
                <td>{money(order.totalCents)}</td>
                <td>{paymentMethodName(order.paymentMethod, t)}</td>
                <td>
                  <OrderStatusBadge status={order.status} />
                </td>
                <td>{dateTime(order.createdAt)}</td>
              </tr>
            ))}
          </PagedTable>
        </>
      )}
      <ReconciliationSection />
    </section>
  );
}
