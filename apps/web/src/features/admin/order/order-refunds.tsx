import type { AdminOrderDetail, AdminOrderRefund } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime, money } from '../components/format';
import { useStaffMay } from '../../../lib/staff-access';
import { AdminTable } from '../components/paged-table';
import { RefundDialog } from './refund-dialog';

/**
 * The order's refunds: refunded / partially refunded with the sum, what is left, the Refund… dialog
 * while part of the order can be refunded, and each refund with its lines and what became of their
 * eSIMs at RoameSIM (cancelled, or flagged for the operator with RoameSIM's words).
 */
export function OrderRefunds({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const may = useStaffMay();
  const refunds = order.refunds;
  if (refunds.capturedCents === 0 && refunds.history.length === 0) return null;
  const planOf = (itemId: string) => order.items.find((item) => item.id === itemId)?.plan ?? itemId;
  const esimText = (line: AdminOrderRefund['lines'][number], refund: AdminOrderRefund) =>
    line.esimOutcome === 'flagged'
      ? t('admin.order.refunds.esim.flagged', { note: line.esimNote ?? '' })
      : line.esimOutcome
        ? t(`admin.order.refunds.esim.${line.esimOutcome}`)
        : refund.status === 'succeeded'
          ? t('admin.order.refunds.esim.waiting')
          : '';
  return (
    <div className="admin-section" data-testid="order-refunds">
      <div className="page-head">
        <h2>{t('admin.order.refunds.title')}</h2>
        {refunds.canRefundPart && may('orders.refund') && (
          <button className="danger" onClick={() => setOpen(true)} data-testid="refund-open">
            {t('admin.order.refunds.open')}
          </button>
        )}
      </div>
      <p>
        <strong data-testid="refund-label" data-label={refunds.label}>
          {t(`admin.order.refunds.labels.${refunds.label}`)}
        </strong>
        {' · '}
        <span data-testid="refund-summary">
          {t('admin.order.refunds.summary', {
            refunded: money(refunds.refundedCents),
            captured: money(refunds.capturedCents),
          })}
        </span>
        {refunds.refundableCents > 0 && refunds.label !== 'none' && (
          <span className="muted">
            {' '}
            · {t('admin.order.refunds.left', { amount: money(refunds.refundableCents) })}
          </span>
        )}
      </p>
      {refunds.history.length > 0 && (
        <AdminTable
          testId="refund-history"
          headings={[
            t('admin.order.refunds.when'),
            t('admin.order.refunds.sum'),
            t('admin.order.refunds.lines'),
            t('admin.order.refunds.state'),
            t('admin.order.refunds.by'),
          ]}
        >
          {refunds.history.map((refund) => (
            <tr key={refund.id} data-testid="refund-row" data-status={refund.status}>
              <td>{dateTime(refund.refundedAt ?? refund.createdAt)}</td>
              <td>{money(refund.amountCents)}</td>
              <td>
                {refund.lines.length === 0 ? (
                  refund.kind === 'full' ? (
                    t('admin.order.refunds.wholeOrder')
                  ) : (
                    t('admin.order.refunds.orderAmount')
                  )
                ) : (
                  <div className="refund-line-list">
                    {refund.lines.map((line) => (
                      <div key={line.orderItemId}>
                        {planOf(line.orderItemId)} · {money(line.amountCents)}
                        <div className="muted" data-testid="refund-esim">
                          {esimText(line, refund)}
                        </div>
                      </div>
                    ))}
                  </div>
                )}
              </td>
              <td>
                {t(`admin.order.refunds.statuses.${refund.status}`)}
                {refund.status === 'failed' && refund.lastError ? (
                  <div className="muted">{refund.lastError}</div>
                ) : null}
              </td>
              <td>{refund.requestedByName ?? '—'}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      {open && <RefundDialog order={order} onClose={() => setOpen(false)} />}
    </div>
  );
}
