import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch';
import { useCatalogueUpdates } from '../../lib/catalogue-updates';
import { ShopStatusBanner } from './shop-status-banner';

export function ShopLayout() {
  const { t } = useTranslation();
  useCatalogueUpdates();
  return (
    <div className="shop">
      <header className="topbar">
        <a className="logo" href="/">
          {t('app.name')}
        </a>
        <LanguageSwitch />
      </header>
      <ShopStatusBanner />
      <main>
        <Outlet />
      </main>
    </div>
  );
}
