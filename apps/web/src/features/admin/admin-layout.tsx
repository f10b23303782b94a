import { NavLink, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch';

const TABS = [{ path: '/servers', key: 'admin.tabs.servers' }] as const;

export function AdminLayout() {
  const { t } = useTranslation();
  return (
    <div className="admin">
      <header className="topbar">
        <a className="logo" href="/overview?subdomain=admin">
          {t('app.name')} · {t('admin.panelTitle')}
        </a>
        <LanguageSwitch />
      </header>
      <nav className="tabs" aria-label={t('admin.panelTitle')}>
        {TABS.map((tab) => (
          <NavLink key={tab.path} to={`${tab.path}?subdomain=admin`}>
            {t(tab.key)}
          </NavLink>
        ))}
      </nav>
      <main>
        <Outlet />
      </main>
    </div>
  );
}
