import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCartChanges } from './api/change-cart';
import { useCart } from '../../lib/cart-query';
import { CartLine } from './components/cart-line';
import { CartSummary } from './components/cart-summary';
import './cart.css';

/**
 * The cart screen (/cart): lines with quantity and remove, subtotal, Processing Fee $0.00 and
 * total, then on to /checkout. Every price comes from the server.
 */
export function CartPage() {
  const { t } = useTranslation();
  const cart = useCart();
  const { setQuantity, remove, busy } = useCartChanges();
  const items = cart.data ?? [];
  return (
    <div className="store-page cart-page" data-testid="cart-page">
      <Link className="back-link" to="/">
        <span aria-hidden="true">←</span> {t('cart.back')}
      </Link>
      <h1>{t('cart.title')}</h1>
      {cart.isLoading ? (
        <p className="muted" role="status">
          {t('cart.loading')}
        </p>
      ) : items.length === 0 ? (
        <div className="list-state" data-testid="cart-empty">
          <p className="list-state-title">{t('cart.empty')}</p>
          <p className="muted">{t('cart.emptyText')}</p>
          <Link className="button" to="/">
            {t('cart.browse')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="cart-lines">
            {items.map((item) => (
              <CartLine
                key={item.id}
                item={item}
                busy={busy}
                onQuantity={(quantity) => setQuantity.mutate({ packageId: item.packageId, quantity })}
                onRemove={() => remove.mutate(item.packageId)}
              />
            ))}
          </ul>
          <CartSummary items={items} />
          <div className="buy-bar">
            <Link className="button buy-button" to="/checkout">
              {t('cart.checkout')}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
