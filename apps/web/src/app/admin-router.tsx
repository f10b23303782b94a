import { createBrowserRouter, Navigate } from 'react-router-dom';
import { RequireAdmin } from '../components/require-admin';
import { AdminSignInPage } from '../features/account/admin-sign-in-page';
import { AdminLayout } from '../features/admin/admin-layout';
import { AnalyticsPage } from '../features/admin/analytics/analytics-page';
import { MonitoringPage } from '../features/admin/monitoring/monitoring-page';
import { RealtimePage } from '../features/admin/realtime/realtime-page';
import { AuditPage } from '../features/admin/audit/audit-page';
import { NeedsAttentionPage } from '../features/admin/attention/needs-attention-page';
import { OrderDetailsPage } from '../features/admin/order/order-details-page';
import { OrdersPage } from '../features/admin/orders/orders-page';
import { OverviewPage } from '../features/admin/overview/overview-page';
import { PackagesPage } from '../features/admin/packages/packages-page';
import { PaymentsPage } from '../features/admin/payments/payments-page';
import { ServersPage } from '../features/admin/servers/servers-page';
import { SettingsPage } from '../features/admin/settings/settings-page';
import { UsersPage } from '../features/admin/users/users-page';

/**
 * Admin routes: /signin is open; every tab (/{tab}?subdomain=admin, / and unknown paths open the
 * overview) and /order/{orderNumber} are behind RequireAdmin.
 */
export const adminRouter = () =>
  createBrowserRouter([
    { path: '/signin', element: <AdminSignInPage /> },
    {
      element: (
        <RequireAdmin>
          <AdminLayout />
        </RequireAdmin>
      ),
      children: [
        { path: '/overview', element: <OverviewPage /> },
        { path: '/packages', element: <PackagesPage /> },
        { path: '/users', element: <UsersPage /> },
        { path: '/orders', element: <OrdersPage /> },
        { path: '/needs-attention', element: <NeedsAttentionPage /> },
        { path: '/settings', element: <SettingsPage /> },
        { path: '/payments', element: <PaymentsPage /> },
        { path: '/audit', element: <AuditPage /> },
        { path: '/order/:orderNumber', element: <OrderDetailsPage /> },
        { path: '/servers', element: <ServersPage /> },
        { path: '/monitoring', element: <MonitoringPage /> },
        { path: '/analytics', element: <AnalyticsPage /> },
        { path: '/realtime', element: <RealtimePage /> },
        { path: '*', element: <Navigate to="/overview?subdomain=admin" replace /> },
      ],
    },
  ]);
