import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUEUE_DASHBOARD_URL } from '@app/contracts';
import { LanguageSwitch } from '../../components/language-switch';
import { useRealtimeEvent } from '../../lib/realtime';
import { signOut } from '../../lib/sign-out';
import { useStaffMay } from '../../lib/staff-access';
import { ADMIN_TABS } from './admin-tabs';
import { useSessionEndedRedirect } from './components/session-ended';
import { StepUpDialog } from './components/step-up-dialog';
import { useTableCardLabels } from './components/table-card-labels';
import './admin.css';

export function AdminLayout() {
  const { t } = useTranslation();
  const may = useStaffMay();
  const queryClient = useQueryClient();
  const location = useLocation();
  // The phone's menu is open on the page it was opened on: choosing a tab closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.pathname;
  const main = useRef<HTMLElement>(null);
  useTableCardLabels(main);
  useSessionEndedRedirect();

  // Orders placed or changed anywhere: the Orders tab, Overview and an open order page refetch.
  useRealtimeEvent(
    'admin_order_changed',
    useCallback(() => {
      for (const key of [
        ['admin', 'orders'],
        ['admin', 'overview'],
        ['admin', 'attention'],
      ])
        void queryClient.invalidateQueries({ queryKey: key });
    }, [queryClient]),
  );
  useRealtimeEvent(
    'shop_status_changed',
    useCallback(() => void queryClient.invalidateQueries({ queryKey: ['admin', 'control'] }), [queryClient]),
  );

  return (
    <div className={`admin${menuOpen ? ' menu-open' : ''}`}>
      <header className="topbar">
        <a className="logo" href="/overview?subdomain=admin">
          {t('app.name')} · {t('admin.panelTitle')}
        </a>
        <button
          type="button"
          className="secondary admin-menu-button"
          aria-expanded={menuOpen}
          aria-controls="admin-tabs"
          onClick={() => setMenuOpenOn(menuOpen ? null : location.pathname)}
        >
          {menuOpen ? t('control.closeMenu') : t('control.menu')}
        </button>
        <div className="row admin-topbar-actions">
          <LanguageSwitch />
          <button className="secondary" onClick={() => void signOut(queryClient, '/signin?subdomain=admin')}>
            {t('account.admin.signOut')}
          </button>
        </div>
      </header>
      <nav
        id="admin-tabs"
        className={`tabs admin-tabs${menuOpen ? ' open' : ''}`}
        aria-label={t('admin.panelTitle')}
      >
        {ADMIN_TABS.filter((tab) => may(tab.permission)).map((tab) => (
          <NavLink key={tab.path} to={`${tab.path}?subdomain=admin`}>
            {t(tab.key)}
          </NavLink>
        ))}
        {may('control.use') && (
          <a href={QUEUE_DASHBOARD_URL} target="_blank" rel="noreferrer" className="admin-external">
            {t('control.queueDashboard')} ↗
          </a>
        )}
      </nav>
      <main ref={main}>
        <Outlet />
      </main>
      <StepUpDialog />
    </div>
  );
}
