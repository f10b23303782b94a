import type { CartItemView } from '@app/contracts';
import { formatUsd, type CartSummary } from '@app/domain';
import { EsimReadyCheck } from '../../../components/esim-ready-check';
import { ChargedInUsd, RielLine } from '../../../components/riel';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { destinationName } from '../../../lib/destination-name';
import { cartLinePlan } from '../../../lib/cart-line-name';

interface Props {
  items: CartItemView[];
  summary: CartSummary;
  /** Renewal mode: one 'eSIM Renewal' line for the original order instead of the cart. */
  renewal?: { originalOrder: string } | null;
  busy: boolean;
  /** A discount code the server priced for these lines: its line above the total. */
  discount?: { code: string; cents: number } | null;
  /** The discount code field, under the lines. */
  discountField?: ReactNode;
  onQuantity: (packageId: number, quantity: number) => void;
  onRemove: (packageId: number) => void;
}

/** Per line: destination, plan or the DayPass label, badges, quantity − / +, remove; then the totals. */
export function OrderSummary({
  items,
  summary,
  renewal,
  busy,
  discount,
  discountField,
  onQuantity,
  onRemove,
}: Props) {
  const { t, i18n } = useTranslation();
  return (
    <section className="checkout-card order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{t('checkout.summary.title')}</h2>
      {renewal ? (
        <div className="summary-line" data-testid="renewal-line">
          <div className="summary-line-main">
            <strong>{t('checkout.summary.renewal')}</strong>
            <span className="muted small">
              {t('checkout.summary.renewalOf', { order: renewal.originalOrder })}
            </span>
          </div>
          <span className="summary-amount">{formatUsd(summary.subtotalCents)}</span>
        </div>
      ) : (
        <ul className="summary-lines">
          {items.map((item) => {
            const days = item.customDays ?? item.package.days;
            return (
              <li key={item.id} className="summary-line" data-testid="summary-line">
                <div className="summary-line-main">
                  <strong>{destinationName(item.package, i18n.language)}</strong>
                  <span className="muted small">{cartLinePlan(t, item, i18n.language)}</span>
                  <span className="summary-badges">
                    <span className="chip">{item.package.data}</span>
                    <span className="chip">{t('checkout.summary.days', { count: days })}</span>
                    {item.customPrice !== null && (
                      <span className="chip chip-accent">{t('checkout.summary.custom')}</span>
                    )}
                  </span>
                </div>
                <div className="summary-line-side">
                  <span className="summary-amount">{formatUsd(item.lineTotalCents)}</span>
                  <div
                    className="quantity"
                    role="group"
                    aria-label={t('checkout.summary.quantity', { count: item.quantity })}
                  >
                    <button
                      type="button"
                      className="secondary icon"
                      aria-label={t('checkout.summary.decrease')}
                      disabled={busy || item.quantity <= 1}
                      onClick={() => onQuantity(item.packageId, item.quantity - 1)}
                    >
                      −
                    </button>
                    <span className="quantity-value">{item.quantity}</span>
                    <button
                      type="button"
                      className="secondary icon"
                      aria-label={t('checkout.summary.increase')}
                      disabled={busy}
                      onClick={() => onQuantity(item.packageId, item.quantity + 1)}
                    >
                      +
                    </button>
                    <button
                      type="button"
                      className="link danger"
                      disabled={busy}
                      onClick={() => onRemove(item.packageId)}
                    >
                      {t('checkout.summary.remove')}
                    </button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {discountField}
      <dl className="summary-totals">
        <dt>{t('checkout.summary.subtotal')}</dt>
        <dd>{formatUsd(summary.subtotalCents)}</dd>
        {discount && (
          <>
            <dt>{t('checkout.summary.discount', { code: discount.code })}</dt>
            <dd data-testid="checkout-discount">−{formatUsd(discount.cents)}</dd>
          </>
        )}
        <dt>{t('checkout.summary.processingFee')}</dt>
        <dd>{formatUsd(summary.processingFeeCents)}</dd>
        <dt className="total">{t('checkout.summary.total')}</dt>
        <dd className="total" data-testid="checkout-total">
          {formatUsd(summary.totalCents)} USD
        </dd>
        <RielLine cents={summary.totalCents} />
      </dl>
      <ChargedInUsd />
      {/* Before paying for a new eSIM (a renewal tops up one already installed). */}
      {!renewal && items[0] && <EsimReadyCheck packageId={items[0].packageId} />}
    </section>
  );
}
