import { NavLink, Outlet } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch';
import { signOut } from '../../lib/sign-out';
import './admin.css';

const TABS = [
  { path: '/overview', key: 'admin.tabs.overview' },
  { path: '/packages', key: 'admin.tabs.packages' },
  { path: '/monitoring', key: 'adminMonitoring.tab' },
  { path: '/users', key: 'admin.tabs.users' },
  { path: '/orders', key: 'admin.tabs.orders' },
  { path: '/needs-attention', key: 'attention.tab' },
  { path: '/settings', key: 'admin.tabs.settings' },
  { path: '/analytics', key: 'adminAnalytics.tab' },
  { path: '/payments', key: 'adminPayments.tab' },
  { path: '/audit', key: 'adminAudit.tab' },
  { path: '/realtime', key: 'adminRealtime.tab' },
  { path: '/servers', key: 'admin.tabs.servers' },
] as const;

export function AdminLayout() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <div className="admin">
      <header className="topbar">
        <a className="logo" href="/overview?subdomain=admin">
          {t('app.name')} · {t('admin.panelTitle')}
        </a>
        <div className="row">
          <LanguageSwitch />
          <button className="secondary" onClick={() => void signOut(queryClient, '/signin?subdomain=admin')}>
            {t('account.admin.signOut')}
          </button>
        </div>
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
