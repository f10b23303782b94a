import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useCart } from '../../lib/cart-query';

/** The header's cart: an icon with the number of lines in the session's cart. */
export function CartLink() {
  const { t } = useTranslation();
  const { data } = useCart();
  const count = data?.length ?? 0;
  return (
    <NavLink
      to="/cart"
      className="header-link header-cart"
      aria-label={count ? t('shop.header.cartCount', { count }) : t('shop.header.cart')}
      data-testid="header-cart"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
        <path
          d="M3 4h2l2.2 10.2a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L20.5 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="10" cy="20" r="1.5" fill="currentColor" />
        <circle cx="17" cy="20" r="1.5" fill="currentColor" />
      </svg>
      <span className="header-link-text">{t('shop.header.cart')}</span>
      {count > 0 && (
        <span className="cart-badge" data-testid="cart-badge" aria-hidden="true">
          {count}
        </span>
      )}
    </NavLink>
  );
}
