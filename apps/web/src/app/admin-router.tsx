import { createBrowserRouter, Navigate } from 'react-router-dom';
import { RequireAdmin } from '../components/require-admin';
import { AdminSignInPage } from '../features/account/admin-sign-in-page';
import { AdminLayout } from '../features/admin/admin-layout';
import { ServersPage } from '../features/admin/servers/servers-page';

/**
 * Admin routes: /signin is open; every tab (/{tab}?subdomain=admin, / and unknown paths open the
 * first tab) is behind RequireAdmin.
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
        { path: '/servers', element: <ServersPage /> },
        { path: '*', element: <Navigate to="/servers?subdomain=admin" replace /> },
      ],
    },
  ]);
