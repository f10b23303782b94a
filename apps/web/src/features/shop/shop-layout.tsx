import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch';

export function ShopLayout() {
  const { t } = useTranslation();
  return (
    <div className="shop">
      <header className="topbar">
        <a className="logo" href="/">
          {t('app.name')}
        </a>
        <LanguageSwitch />
      </header>
      <main>
        <Outlet />
      </main>
    </div>
  );
}
