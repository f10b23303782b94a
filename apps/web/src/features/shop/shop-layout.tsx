import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCatalogueUpdates } from '../../lib/catalogue-updates';
import { ShopStatusBanner } from './shop-status-banner';
import { useExchangeRateUpdates } from '../../lib/exchange-rate';
import { useRouterSync } from '../../lib/router-sync';
import { useRouteTitle } from '../../lib/page-title';
import { pageTitleKey } from './page-titles';
import { ShopHeader } from './shop-header';
import './shop.css';

export function ShopLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useCatalogueUpdates();
  useExchangeRateUpdates();
  useRouterSync();
  useRouteTitle(t(pageTitleKey(pathname)));
  return (
    <div className="shop">
      <ShopHeader />
      <ShopStatusBanner />
      <main>
        <Outlet />
      </main>
    </div>
  );
}
