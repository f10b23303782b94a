import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from '../../../components/toast';
import type { AttentionOrderRow } from '@app/contracts';
import { useRetryProvisioning } from '../api/admin-orders';
import { useMarkHandled, useRefundOrder } from '../api/admin-attention';
import { dateTime, money } from '../components/format';
import { OrderStatusBadge } from '../components/status-badge';
import { attentionErrorText } from './attention-error';
import { WaitingAge } from './waiting-age';
import { Field } from '../components/form-parts';
import { useStaffMay } from '../../../lib/staff-access';

const providerName = (method: string) =>
  method === 'paypal' ? 'PayPal' : method === 'stripe' ? 'Stripe' : 'ABA PayWay';

/** One paid order waiting for a person: its age, last error, and Retry / Refund / Mark handled. */
export function AttentionOrder({ row, serverNow }: { row: AttentionOrderRow; serverNow: string }) {
  const { t } = useTranslation();
  const retry = useRetryProvisioning();
  const may = useStaffMay();
  const refund = useRefundOrder();
  const handle = useMarkHandled();
  const [step, setStep] = useState<'idle' | 'confirm-refund' | 'note'>('idle');
  const [note, setNote] = useState('');
  const error = retry.error ?? refund.error ?? handle.error;

  return (
    <>
      <tr data-testid="attention-order" data-order-number={row.orderNumber}>
        <td>
          <Link to={`/order/${row.orderNumber}?subdomain=admin`}>{row.orderNumber}</Link>
          <div className="muted">{row.cause ? t(`attention.cause.${row.cause}`) : ''}</div>
        </td>
        <td>
          {row.customerName}
          <div className="muted">{row.customerEmail ?? ''}</div>
        </td>
        <td>{money(row.totalCents)}</td>
        <td>
          <OrderStatusBadge status={row.status} />
        </td>
        <td>
          <WaitingAge sinceIso={row.paidAt} serverNow={serverNow} />
          <div className="muted">{t('attention.paidAt', { time: dateTime(row.paidAt) })}</div>
        </td>
        <td className="attention-error" data-testid="attention-error">
          {row.lastError ?? <span className="muted">{t('attention.noError')}</span>}
          {row.refund?.status === 'failed' ? (
            <div className="error-text">
              {t('attention.refundFailed', { error: row.refund.lastError ?? '' })}
            </div>
          ) : null}
          {row.handled ? (
            <div className="muted" data-testid="attention-handled">
              {t('attention.handledBy', { name: row.handled.byName ?? '—', time: dateTime(row.handled.at) })}:{' '}
              {row.handled.note}
            </div>
          ) : null}
        </td>
        <td>
          <div className="row attention-actions">
            {row.canRetry && may('orders.manage') ? (
              <button
                className="secondary"
                disabled={retry.isPending}
                onClick={() => retry.mutate(row.orderNumber)}
              >
                {t('attention.retry')}
              </button>
            ) : null}
            {row.canRefund && may('orders.refund') ? (
              <button className="danger" onClick={() => setStep('confirm-refund')}>
                {t('attention.refund')}
              </button>
            ) : null}
            {!row.handled && may('orders.manage') ? (
              <button className="secondary" onClick={() => setStep('note')}>
                {t('attention.markHandled')}
              </button>
            ) : null}
          </div>
          {retry.isSuccess ? <div className="muted">{t('attention.retried')}</div> : null}
          {error ? (
            <div className="error-text" role="alert">
              {attentionErrorText(error, t)}
            </div>
          ) : null}
        </td>
      </tr>
      {step !== 'idle' ? (
        <tr className="attention-step">
          <td colSpan={7}>
            {step === 'confirm-refund' ? (
              <div className="attention-confirm" data-testid="refund-confirm">
                <p>
                  {t('attention.confirmRefund', {
                    amount: money(row.totalCents),
                    provider: providerName(row.paymentMethod),
                  })}
                </p>
                <div className="row">
                  <button
                    className="danger"
                    disabled={refund.isPending}
                    onClick={() =>
                      // mutateAsync, not mutate's callbacks: the refunded order leaves this list (a push
                      // refetches it) and this row may be gone before the answer; the toast still shows
                      void refund
                        .mutateAsync(row.orderNumber)
                        .then(
                          (done) =>
                            toast({
                              title: t('attention.refundedOrder', {
                                amount: money(done.refund.amountCents),
                                orderNumber: row.orderNumber,
                              }),
                              variant: 'success',
                            }),
                          () => undefined, // a failure is shown in the row (refund.error)
                        )
                        .finally(() => setStep('idle'))
                    }
                  >
                    {refund.isPending ? t('attention.refundPending') : t('attention.refund')}
                  </button>
                  <button className="secondary" onClick={() => setStep('idle')}>
                    {t('attention.cancel')}
                  </button>
                </div>
              </div>
            ) : (
              <form
                className="admin-form attention-confirm"
                data-testid="handled-form"
                onSubmit={(event) => {
                  event.preventDefault();
                  handle.mutate({ orderNumber: row.orderNumber, note }, { onSuccess: () => setStep('idle') });
                }}
              >
                <Field label={t('attention.noteLabel')}>
                  <textarea
                    required
                    maxLength={1000}
                    value={note}
                    placeholder={t('attention.notePlaceholder')}
                    onChange={(event) => setNote(event.target.value)}
                  />
                </Field>
                <div className="row">
                  <button type="submit" disabled={handle.isPending || !note.trim()}>
                    {t('attention.save')}
                  </button>
                  <button type="button" className="secondary" onClick={() => setStep('idle')}>
                    {t('attention.cancel')}
                  </button>
                </div>
              </form>
            )}
          </td>
        </tr>
      ) : null}
    </>
  );
}
