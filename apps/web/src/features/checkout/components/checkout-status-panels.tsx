import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

interface Props {
  state: 'loading' | 'empty' | 'creating' | 'confirmed';
  orderNumber: string | null;
  /** A guest's payment: the page goes on to the order, not to My eSIMs. */
  toOrder?: boolean;
  /** A renewal: its confirmation speaks of the renewal, not of a new eSIM. */
  renewal?: boolean;
  onViewEsims: () => void;
}

/** The checkout's other faces: loading, empty cart, 'Creating Order' (progress at 50), confirmed. */
export function CheckoutStatusPanels({
  state,
  orderNumber,
  toOrder = false,
  renewal = false,
  onViewEsims,
}: Props) {
  const { t } = useTranslation();
  if (state === 'loading')
    return (
      <div className="checkout-card checkout-panel" role="status">
        <span className="spinner" aria-hidden="true" />
      </div>
    );
  if (state === 'empty')
    return (
      <div className="checkout-card checkout-panel" data-testid="empty-cart">
        <div className="panel-icon" aria-hidden="true">
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <circle cx="9" cy="20" r="1.5" />
            <circle cx="18" cy="20" r="1.5" />
            <path d="M2 3h3l2.7 12.4a1.5 1.5 0 0 0 1.5 1.1h8.9a1.5 1.5 0 0 0 1.5-1.2L21 7H6" />
          </svg>
        </div>
        <h2>{t('checkout.emptyCart')}</h2>
        <p className="muted">{t('checkout.emptyCartHint')}</p>
        <Link className="button" to="/">
          {t('checkout.browsePackages')}
        </Link>
      </div>
    );
  if (state === 'creating')
    return (
      <div className="checkout-card checkout-panel" role="status">
        <span className="spinner" aria-hidden="true" />
        <h2>{t('checkout.creatingOrder')}</h2>
        <p className="muted">{t('checkout.creatingOrderHint')}</p>
        <progress className="checkout-progress" max={100} value={50} />
      </div>
    );
  return (
    <div className="checkout-card checkout-panel confirmed" role="status" data-testid="payment-confirmed">
      <div className="panel-icon ok" aria-hidden="true">
        ✓
      </div>
      <h2>{t('checkout.overlay.confirmedTitle')}</h2>
      <p>
        {t(renewal ? 'checkout.overlay.renewalConfirmedText' : 'checkout.overlay.confirmedText', {
          orderNumber,
        })}
      </p>
      <p className="muted small">
        {toOrder ? t('checkout.overlay.redirectingOrder') : t('checkout.overlay.redirecting')}
      </p>
      <button type="button" onClick={onViewEsims}>
        {toOrder ? t('checkout.overlay.viewOrder') : t('checkout.overlay.viewEsims')}
      </button>
    </div>
  );
}
