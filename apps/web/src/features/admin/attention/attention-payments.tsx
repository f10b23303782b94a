import { useTranslation } from 'react-i18next';
import type { AttentionPaymentRow } from '@app/contracts';
import { toast } from '../../../components/toast';
import { useRefundPayment } from '../api/admin-attention';
import { dateTime, money } from '../components/format';
import { AdminTable } from '../components/paged-table';
import { attentionErrorText } from './attention-error';

/** Payments flagged needs_refund (late, duplicate, amount mismatch), refunded through the same action. */
export function AttentionPayments({ payments }: { payments: AttentionPaymentRow[] }) {
  const { t } = useTranslation();
  return (
    <div className="admin-section">
      <h2>{t('attention.payments')}</h2>
      <p className="muted">{t('attention.paymentsHint')}</p>
      <AdminTable
        headings={[
          t('attention.order'),
          t('attention.transaction'),
          t('attention.reason'),
          t('attention.amount'),
          t('attention.actions'),
        ]}
      >
        {payments.map((payment) => (
          <PaymentRow key={payment.paymentId} payment={payment} />
        ))}
      </AdminTable>
    </div>
  );
}

function PaymentRow({ payment }: { payment: AttentionPaymentRow }) {
  const { t } = useTranslation();
  const refund = useRefundPayment();
  return (
    <tr data-testid="attention-payment">
      <td>
        {payment.orderNumber}
        <div className="muted">{payment.customerName}</div>
      </td>
      <td className="mono">
        {payment.transactionId}
        <div className="muted">{dateTime(payment.approvedAt)}</div>
      </td>
      <td>
        {payment.reason ? t(`attention.reasons.${payment.reason}`, { defaultValue: payment.reason }) : '—'}
      </td>
      <td>{money(payment.paidCents)}</td>
      <td>
        <button
          className="danger"
          disabled={refund.isPending}
          onClick={() =>
            // mutateAsync: the toast shows even if this row has left the list before the answer
            void refund.mutateAsync(payment.paymentId).then(
              (done) =>
                toast({
                  title: t('attention.refundedOrder', {
                    amount: money(done.refund.amountCents),
                    orderNumber: payment.orderNumber,
                  }),
                  variant: 'success',
                }),
              () => undefined, // a failure is shown in the row (refund.error)
            )
          }
        >
          {refund.isPending ? t('attention.refundPending') : t('attention.refund')}
        </button>
        {payment.refund?.status === 'failed' ? (
          <div className="error-text">
            {t('attention.refundFailed', { error: payment.refund.lastError ?? '' })}
          </div>
        ) : null}
        {refund.error ? (
          <div className="error-text" role="alert">
            {attentionErrorText(refund.error, t)}
          </div>
        ) : null}
      </td>
    </tr>
  );
}
