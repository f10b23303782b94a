import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch';
import { RielToggle } from '../../components/riel';
import { useCatalogueUpdates } from '../../lib/catalogue-updates';
import { useExchangeRateUpdates } from '../../lib/exchange-rate';

export function ShopLayout() {
  const { t } = useTranslation();
  useCatalogueUpdates();
  useExchangeRateUpdates();
  return (
    <div className="shop">
      <header className="topbar">
        <a className="logo" href="/">
          {t('app.name')}
        </a>
        <RielToggle />
        <LanguageSwitch />
      </header>
      <main>
        <Outlet />
      </main>
    </div>
  );
}
