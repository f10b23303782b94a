import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RouteError } from '../components/route-error';
import { RequireAdmin } from '../components/require-admin';
import { AdminSignInPage } from '../features/account/admin-sign-in-page';
import { AdminLayout } from '../features/admin/admin-layout';
import { ADMIN_TABS } from '../features/admin/admin-tabs';
import { RequirePermission } from '../lib/staff-access';
import { AnalyticsPage } from '../features/admin/analytics/analytics-page';
import { MonitoringPage } from '../features/admin/monitoring/monitoring-page';
import { RealtimePage } from '../features/admin/realtime/realtime-page';
import { AuditPage } from '../features/admin/audit/audit-page';
import { DiscountsPage } from '../features/admin/discounts/discounts-page';
import { ControlPage } from '../features/admin/control/control-page';
import { SystemPage } from '../features/admin/system/system-page';
import { NeedsAttentionPage } from '../features/admin/attention/needs-attention-page';
import { CustomerPage } from '../features/admin/customer/customer-page';
import { ContactMessagesPage } from '../features/admin/messages/contact-messages-page';
import { OrderDetailsPage } from '../features/admin/order/order-details-page';
import { OrdersPage } from '../features/admin/orders/orders-page';
import { OverviewPage } from '../features/admin/overview/overview-page';
import { PackagesPage } from '../features/admin/packages/packages-page';
import { PaymentsPage } from '../features/admin/payments/payments-page';
import { ServersPage } from '../features/admin/servers/servers-page';
import { SettingsPage } from '../features/admin/settings/settings-page';
import { UsersPage } from '../features/admin/users/users-page';

/**
 * One admin page: its path, and the spec's error screen if it fails (the panel's frame stays); a
 * tab's page shows only to staff whose role has the tab's permission.
 */
const page = (path: string, element: ReactNode): RouteObject => ({
  path,
  element: (
    <RequirePermission permission={ADMIN_TABS.find((tab) => tab.path === path)?.permission}>
      {element}
    </RequirePermission>
  ),
  errorElement: <RouteError />,
});

/**
 * Admin routes: /signin is open; every tab (/{tab}?subdomain=admin, / and unknown paths open the
 * overview) and /order/{orderNumber} are behind RequireAdmin. A new tab is one `page(...)` line
 * here and one line in features/admin/admin-tabs.ts.
 */
export const adminRouter = () =>
  createBrowserRouter([
    { path: '/signin', element: <AdminSignInPage />, errorElement: <RouteError /> },
    {
      element: (
        <RequireAdmin>
          <AdminLayout />
        </RequireAdmin>
      ),
      errorElement: <RouteError />,
      children: [
        page('/overview', <OverviewPage />),
        page('/packages', <PackagesPage />),
        page('/users', <UsersPage />),
        page('/orders', <OrdersPage />),
        page('/needs-attention', <NeedsAttentionPage />),
        page('/messages', <ContactMessagesPage />),
        page('/settings', <SettingsPage />),
        page('/payments', <PaymentsPage />),
        page('/control', <ControlPage />),
        page('/system', <SystemPage />),
        page('/audit', <AuditPage />),
        page('/discounts', <DiscountsPage />),
        page('/order/:orderNumber', <OrderDetailsPage />),
        page('/customer/:id', <CustomerPage />),
        page('/servers', <ServersPage />),
        page('/monitoring', <MonitoringPage />),
        page('/analytics', <AnalyticsPage />),
        page('/realtime', <RealtimePage />),
        page('*', <Navigate to="/overview?subdomain=admin" replace />),
      ],
    },
  ]);
