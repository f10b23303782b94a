import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUSES } from '@app/domain';
import { Link, useParams } from 'react-router-dom';
import { useGo } from '../../../lib/navigation';
import { toast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { useRealtimeEvent } from '../../../lib/realtime';
import { adminOrderQuery, useAdminOrder, useRetryProvisioning } from '../api/admin-orders';
import { adminErrorText } from '../components/admin-error';
import { dateTime, money } from '../components/format';
import { paymentMethodName } from '../components/names';
import { OrderStatusBadge } from '../components/status-badge';
import { OrderEsims } from './order-esims';
import { adminOrderTimelineQuery } from '../api/admin-order-timeline';
import { OrderTimelineSection } from './order-timeline';
import { RefundReviewBox } from './refund-review-form';
import { OrderRefunds } from './order-refunds';
import { AdminTable } from '../components/paged-table';
import { useStaffMay } from '../../../lib/staff-access';

/**
 * The admin order page (admin §2.12). A retry of a failed order goes through the server's
 * ProvisioningRecovery; the order's pushes (esim_status_update to the admins room) refetch it, and
 * order_timeline_update (admins room, one per commit that added to its timeline) refetches the
 * timeline and the order.
 */
export function OrderDetailsPage() {
  const { t } = useTranslation();
  const navigate = useGo();
  const queryClient = useQueryClient();
  const { orderNumber = '' } = useParams();
  const order = useAdminOrder(orderNumber);
  const retry = useRetryProvisioning();
  const may = useStaffMay();
  const data = order.data;

  useRealtimeEvent(
    'esim_status_update',
    useCallback(
      (payload) => {
        if (payload.orderNumber !== orderNumber) return;
        void queryClient.invalidateQueries({ queryKey: adminOrderQuery(orderNumber).queryKey });
      },
      [queryClient, orderNumber],
    ),
  );

  useRealtimeEvent(
    'order_timeline_update',
    useCallback(
      (payload) => {
        if (payload.orderId !== data?.id) return;
        void queryClient.invalidateQueries({ queryKey: adminOrderTimelineQuery(orderNumber).queryKey });
        void queryClient.invalidateQueries({ queryKey: adminOrderQuery(orderNumber).queryKey });
      },
      [queryClient, orderNumber, data?.id],
    ),
  );

  const back = () => navigate('/orders?subdomain=admin');
  if (order.isError)
    return (
      <section className="page">
        <div className="error-box" role="alert">
          <h1>{t('admin.order.notFound')}</h1>
          <p>
            {t('admin.order.notFoundText', {
              status: order.error instanceof ApiError ? order.error.status : adminErrorText(order.error, t),
            })}
          </p>
          <button onClick={back}>{t('admin.order.back')}</button>
        </div>
      </section>
    );
  if (!data)
    return (
      <section className="page">
        <p className="muted">{t('admin.loading')}</p>
      </section>
    );

  const runRetry = () =>
    retry.mutate(data.orderNumber, {
      onSuccess: () => toast({ title: t('admin.order.retryQueued'), variant: 'success' }),
      onError: (error) =>
        toast({
          title: t('admin.order.retryFailed'),
          description: adminErrorText(error, t),
          variant: 'destructive',
        }),
    });

  return (
    <section className="page" data-testid="admin-order">
      <p>
        <Link to="/orders?subdomain=admin">← {t('admin.order.back')}</Link>
      </p>
      <div className="page-head">
        <div>
          <h1 className="mono" style={{ fontSize: '1.4rem' }}>
            {data.orderNumber}
          </h1>
          <div className="muted">{t('admin.order.created', { date: dateTime(data.createdAt) })}</div>
        </div>
        <div className="row" style={{ alignItems: 'center' }}>
          <OrderStatusBadge status={data.status} />
          <button className="secondary" onClick={() => void order.refetch()}>
            {t('admin.order.refresh')}
          </button>
        </div>
      </div>

      <div className="admin-section">
        <h2>{t('admin.order.customer')}</h2>
        <dl className="admin-dl">
          <dt>{t('admin.users.name')}</dt>
          <dd>
            {data.customer.userId ? (
              <Link
                to={`/customer/${data.customer.userId}?subdomain=admin`}
                data-testid="order-customer-link"
              >
                {data.customer.name}
              </Link>
            ) : (
              data.customer.name
            )}
          </dd>
          <dt>{t('admin.users.email')}</dt>
          <dd>{data.customer.email ?? '—'}</dd>
          <dt>{t('admin.users.phone')}</dt>
          <dd>{data.customer.phone}</dd>
        </dl>
      </div>

      <div className="admin-section">
        <h2>{t('admin.order.packages')}</h2>
        <AdminTable
          headings={[
            t('admin.order.packageId'),
            t('admin.order.quantity'),
            t('admin.order.destination'),
            t('admin.order.plan'),
            t('admin.order.data'),
            t('admin.order.days'),
            t('admin.order.priceEach'),
            t('admin.order.subtotal'),
          ]}
        >
          {data.items.map((item) => (
            <tr key={item.id}>
              <td>{item.packageId}</td>
              <td>{item.quantity}</td>
              <td>{item.destination}</td>
              <td>{item.plan}</td>
              <td>{item.data}</td>
              <td>
                {item.days}
                {item.customDays !== null && (
                  <div className="muted">{t('admin.order.customDays', { days: item.customDays })}</div>
                )}
              </td>
              <td>{money(item.unitCents)}</td>
              <td>
                {item.quantity} × {money(item.unitCents)} = {money(item.lineCents)}
              </td>
            </tr>
          ))}
        </AdminTable>
      </div>

      <div className="admin-section">
        <h2>{t('admin.order.payment')}</h2>
        <dl className="admin-dl">
          {data.discountCode && data.discountCents > 0 && (
            <>
              <dt>{t('admin.order.discount', { code: data.discountCode })}</dt>
              <dd data-testid="admin-order-discount">−{money(data.discountCents)}</dd>
            </>
          )}
          <dt>{t('admin.order.total')}</dt>
          <dd>{money(data.totalCents)}</dd>
          <dt>{t('admin.order.method')}</dt>
          <dd>{paymentMethodName(data.paymentMethod, t)}</dd>
          <dt>{t('admin.order.transactionId')}</dt>
          <dd className="mono">{data.transactionId ?? '—'}</dd>
        </dl>
        <h3>{t('admin.order.attempts')}</h3>
        <AdminTable
          testId="payments-table"
          headings={[
            t('admin.order.transactionId'),
            t('admin.order.method'),
            t('admin.order.attemptStatus'),
            t('admin.orders.amount'),
            t('admin.orders.date'),
          ]}
        >
          {data.payments.map((payment) => (
            <tr key={payment.id}>
              <td className="mono">{payment.transactionId}</td>
              <td>
                {payment.provider} · {payment.method}
              </td>
              <td data-testid="payment-status" data-status={payment.status}>
                {t(
                  (PAYMENT_STATUSES as readonly string[]).includes(payment.status)
                    ? `admin.order.attemptStates.${payment.status}`
                    : 'admin.order.attemptStates.other',
                )}
                {payment.refund?.status === 'succeeded' ? (
                  <div className="muted" data-testid="payment-refund">
                    {t('attention.refunded', { amount: money(payment.refund.amountCents) })}
                    {payment.refund.providerRefundId ? ` (${payment.refund.providerRefundId})` : ''} ·{' '}
                    {dateTime(payment.refund.refundedAt)}
                    {payment.refund.requestedByName ? ` · ${payment.refund.requestedByName}` : ''}
                  </div>
                ) : payment.refund?.status === 'failed' ? (
                  <div className="error-text">
                    {t('attention.refundFailed', { error: payment.refund.lastError ?? '' })}
                  </div>
                ) : null}
              </td>
              <td>{money(payment.paidAmountCents ?? payment.amountCents)}</td>
              <td>{dateTime(payment.approvedAt ?? payment.createdAt)}</td>
            </tr>
          ))}
        </AdminTable>
        {data.payments
          .filter((payment) => payment.needsRefund && may('orders.refund'))
          .map((payment) => (
            <RefundReviewBox key={payment.id} payment={payment} />
          ))}
      </div>

      <OrderRefunds order={data} />

      <div className="admin-section">
        <div className="page-head">
          <h2>{t('admin.order.provisioning')}</h2>
          {data.canRetry && may('orders.manage') && (
            <button onClick={runRetry} disabled={retry.isPending}>
              {t('admin.order.retry')}
            </button>
          )}
        </div>
        {data.status === 'needs_attention' && data.failureReason && (
          <p className="error-box">{data.failureReason}</p>
        )}
        {data.providerLines.length > 0 && (
          <AdminTable
            testId="provider-lines"
            headings={[t('admin.order.lineState'), t('admin.order.providerOrder'), t('admin.order.failure')]}
          >
            {data.providerLines.map((line) => (
              <tr key={line.orderItemId}>
                <td data-state={line.state}>
                  {t(
                    ['ordering', 'ordered', 'delivered', 'failed'].includes(line.state)
                      ? `admin.order.lineStates.${line.state}`
                      : 'admin.order.lineStates.other',
                  )}
                </td>
                <td className="mono">{line.providerOrderNumber ?? '—'}</td>
                <td className="mono">
                  {line.failureCode ? `${line.failureCode}: ${line.lastError ?? ''}` : '—'}
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </div>

      <div className="admin-section">
        <h2>{t('admin.order.esims')}</h2>
        <OrderEsims esims={data.esims} />
      </div>

      <OrderTimelineSection orderNumber={data.orderNumber} orderId={data.id} />
    </section>
  );
}
