import { createBrowserRouter, Navigate } from 'react-router-dom';
import { AdminLayout } from '../features/admin/admin-layout';
import { ServersPage } from '../features/admin/servers/servers-page';

/** Admin routes: each tab is /{tab}?subdomain=admin; / and unknown paths open the first tab. */
export const adminRouter = () =>
  createBrowserRouter([
    {
      element: <AdminLayout />,
      children: [
        { path: '/servers', element: <ServersPage /> },
        { path: '*', element: <Navigate to="/servers?subdomain=admin" replace /> },
      ],
    },
  ]);
