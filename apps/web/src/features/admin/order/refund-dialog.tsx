import type { AdminOrderDetail } from '@app/contracts';
import { fromDecimalString, MoneyError } from '@app/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogTitle, Modal } from '../../../components/dialog';
import { toast } from '../../../components/toast';
import { useRefundPart } from '../api/admin-refunds';
import { adminErrorText } from '../components/admin-error';
import { DialogActions } from '../components/form-parts';
import { money } from '../components/format';

const PROVIDER_NAMES: Record<string, string> = { payway: 'ABA PayWay', paypal: 'PayPal', stripe: 'Stripe' };

/**
 * The admin's refund dialog: lines (each refunded for what is left of it) or an amount, never more
 * than what is left of the payment (shown here; the server decides and refuses more with a 422). The
 * request key is made once when the dialog opens, so a second press or a retry is the same refund.
 */
export function RefundDialog(props: { order: AdminOrderDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const { order } = props;
  const refunds = order.refunds;
  const [requestKey] = useState(() => crypto.randomUUID());
  const [mode, setMode] = useState<'lines' | 'amount'>('lines');
  const [chosen, setChosen] = useState<string[]>([]);
  const [amountText, setAmountText] = useState('');
  const refund = useRefundPart();
  const refundedOf = (itemId: string) =>
    refunds.lines.find((line) => line.orderItemId === itemId)?.refundedCents ?? 0;
  const leftOf = (itemId: string, lineCents: number) => Math.max(0, lineCents - refundedOf(itemId));
  const open = order.items.filter((item) => leftOf(item.id, item.paidCents) > 0);
  const allChosen = open.length > 0 && open.every((item) => chosen.includes(item.id));
  const linesCents = order.items
    .filter((item) => chosen.includes(item.id))
    .reduce((sum, item) => sum + leftOf(item.id, item.paidCents), 0);
  // every remaining line chosen: the server refunds what is left of the payment (a fee included)
  const fromLines = allChosen ? refunds.refundableCents : Math.min(linesCents, refunds.refundableCents);
  let amountCents: number | null = null;
  if (mode === 'amount') {
    try {
      amountCents = amountText.trim() ? fromDecimalString(amountText.trim()) : null;
    } catch (error) {
      if (!(error instanceof MoneyError)) throw error;
      amountCents = null;
    }
  }
  const badAmount =
    mode === 'amount' &&
    amountText.trim() !== '' &&
    (amountCents === null || amountCents <= 0 || amountCents > refunds.refundableCents);
  const toRefund = mode === 'lines' ? fromLines : (amountCents ?? 0);
  const ready = toRefund > 0 && !badAmount && !refund.isPending;
  const provider = order.payments.find((payment) => payment.status === 'approved')?.provider ?? '';

  const submit = () =>
    refund.mutate(
      {
        orderNumber: order.orderNumber,
        requestKey,
        ...(mode === 'lines'
          ? { lines: chosen.map((orderItemId) => ({ orderItemId })) }
          : { amountCents: amountCents ?? 0 }),
      },
      {
        onSuccess: (done) => {
          toast({
            title: t('admin.order.refunds.done', { amount: money(done.refund.amountCents) }),
            variant: 'success',
          });
          props.onClose();
        },
        onError: (error) =>
          toast({
            title: t('admin.order.refunds.failed'),
            description: adminErrorText(error, t),
            variant: 'destructive',
          }),
      },
    );

  return (
    <Modal
      onClose={props.onClose}
      className="dialog admin-form refund-dialog"
      role="alertdialog"
      labelledBy="refund-title"
      closeOnEscape={!refund.isPending}
      testId="refund-dialog"
    >
      <DialogTitle id="refund-title">
        {t('admin.order.refunds.dialogTitle', { orderNumber: order.orderNumber })}
      </DialogTitle>
      <p className="muted">{t('admin.order.refunds.left', { amount: money(refunds.refundableCents) })}</p>
      <div className="row refund-modes" role="radiogroup" aria-label={t('admin.order.refunds.title')}>
        {(['lines', 'amount'] as const).map((value) => (
          <label key={value} className="inline">
            <input type="radio" name="refund-mode" checked={mode === value} onChange={() => setMode(value)} />
            {value === 'lines' ? t('admin.order.refunds.byLines') : t('admin.order.refunds.byAmount')}
          </label>
        ))}
      </div>
      {mode === 'lines' ? (
        <ul className="refund-lines" data-testid="refund-lines">
          {order.items.map((item) => {
            const left = leftOf(item.id, item.paidCents);
            return (
              <li key={item.id}>
                <label className="inline">
                  <input
                    type="checkbox"
                    disabled={left === 0}
                    checked={chosen.includes(item.id)}
                    onChange={(event) =>
                      setChosen((current) =>
                        event.target.checked ? [...current, item.id] : current.filter((id) => id !== item.id),
                      )
                    }
                    aria-label={`${item.plan} × ${item.quantity}`}
                  />
                  <span>
                    {item.plan} × {item.quantity}
                    <span className="muted">
                      {' · '}
                      {left === 0
                        ? t('admin.order.refunds.lineDone')
                        : t('admin.order.refunds.lineLeft', { amount: money(left) })}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      ) : (
        <label>
          <span>{t('admin.order.refunds.amount')}</span>
          <input
            inputMode="decimal"
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            aria-invalid={badAmount}
            placeholder={(refunds.refundableCents / 100).toFixed(2)}
          />
          <span className={badAmount ? 'error-text' : 'muted'} role={badAmount ? 'alert' : undefined}>
            {badAmount
              ? t('admin.order.refunds.badAmount', { amount: money(refunds.refundableCents) })
              : t('admin.order.refunds.amountHint', { amount: money(refunds.refundableCents) })}
          </span>
        </label>
      )}
      <p className="muted">
        {t('admin.order.refunds.through', { provider: PROVIDER_NAMES[provider] ?? provider })}
        {mode === 'lines' && allChosen && fromLines > linesCents ? ` ${t('admin.order.refunds.fee')}` : ''}
      </p>
      <DialogActions
        onCancel={props.onClose}
        busy={refund.isPending}
        cancelLabel={t('admin.order.refunds.cancel')}
      >
        <button
          type="button"
          className="danger"
          onClick={submit}
          disabled={!ready}
          data-testid="refund-submit"
        >
          {refund.isPending
            ? t('admin.order.refunds.pending')
            : t('admin.order.refunds.submit', { amount: money(toRefund) })}
        </button>
      </DialogActions>
    </Modal>
  );
}
