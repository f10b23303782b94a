import type { AdminPayment } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { useRefundReview } from '../api/admin-orders';
import { adminErrorText } from '../components/admin-error';
import { Field } from '../components/form-parts';
import { dateTime } from '../components/format';

/** A flagged payment's reason, and its review (refunded or reviewed, with a note) once recorded. */
export function RefundReviewBox({ payment }: { payment: AdminPayment }) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const review = useRefundReview();
  const reason = payment.refundReason
    ? t(`admin.order.refundReasons.${payment.refundReason}`, { defaultValue: payment.refundReason })
    : '—';
  const record = (outcome: 'refunded' | 'reviewed') =>
    review.mutate(
      { paymentId: payment.id, outcome, note },
      {
        onSuccess: () => toast({ title: t('admin.order.reviewSaved'), variant: 'success' }),
        onError: (error) =>
          toast({
            title: t('admin.order.reviewFailed'),
            description: adminErrorText(error, t),
            variant: 'destructive',
          }),
      },
    );
  const done = payment.refundReview;
  return (
    <div className="admin-warning" data-testid="refund-box">
      <strong>{t('admin.order.needsRefund', { reason })}</strong>
      {done ? (
        <p data-testid="refund-review">
          {t('admin.order.reviewed', {
            outcome:
              done.outcome === 'refunded'
                ? t('admin.order.outcomeRefunded')
                : t('admin.order.outcomeReviewed'),
            name: done.reviewedByName ?? done.reviewedBy,
            date: dateTime(done.reviewedAt),
            note: done.note,
          })}
        </p>
      ) : (
        <div className="admin-form" style={{ marginTop: 8 }}>
          <Field label={t('admin.order.reviewNote')}>
            <textarea
              rows={2}
              maxLength={1000}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </Field>
          <div className="row" style={{ flexWrap: 'wrap' }}>
            <button disabled={!note.trim() || review.isPending} onClick={() => record('refunded')}>
              {t('admin.order.markRefunded')}
            </button>
            <button
              className="secondary"
              disabled={!note.trim() || review.isPending}
              onClick={() => record('reviewed')}
            >
              {t('admin.order.markReviewed')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
