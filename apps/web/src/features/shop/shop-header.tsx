import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { LanguageSwitch } from '../../components/language-switch';
import { RielToggle } from '../../components/riel';
import { useCurrentUser } from '../../lib/current-user';
import { AccountControl } from './account-menu';
import { CartLink } from './cart-link';
import { HeaderSearch } from './header-search';
import { Logo } from './logo';

/**
 * The shop's header. Phones: logo, cart and language (the home's bottom bars keep Login, eSIMs and
 * Settings). Wide screens add the destination search (except on the home, which has its own), My
 * eSIMs, My Orders once signed in, and Login or the account menu.
 */
export function ShopHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useCurrentUser();
  return (
    <header className="topbar">
      <div className="topbar-inner">
        <Link className="logo" to="/" aria-label={t('shop.header.home')}>
          <Logo />
          <span>{t('app.name')}</span>
        </Link>
        {pathname !== '/' && <HeaderSearch />}
        <nav className="topbar-nav" aria-label={t('shop.header.navigation')}>
          <NavLink to="/my-esims" className="header-link wide-only">
            {t('shop.header.myEsims')}
          </NavLink>
          {user && (
            <NavLink to="/orders" className="header-link wide-only">
              {t('shop.header.orders')}
            </NavLink>
          )}
          <CartLink />
          <RielToggle />
          <LanguageSwitch />
          <span className="wide-only">
            <AccountControl />
          </span>
        </nav>
      </div>
    </header>
  );
}
