/**
 * The admin panel's tabs, in the spec's order (admin §2.2) with ours in between. A new tab is one
 * line here and one route in app/admin-router.tsx.
 */
export const ADMIN_TABS = [
  { path: '/overview', key: 'admin.tabs.overview' },
  { path: '/packages', key: 'admin.tabs.packages' },
  { path: '/monitoring', key: 'adminMonitoring.tab' },
  { path: '/users', key: 'admin.tabs.users' },
  { path: '/orders', key: 'admin.tabs.orders' },
  { path: '/needs-attention', key: 'attention.tab' },
  { path: '/messages', key: 'adminMessages.tab' },
  { path: '/settings', key: 'admin.tabs.settings' },
  { path: '/analytics', key: 'adminAnalytics.tab' },
  { path: '/payments', key: 'adminPayments.tab' },
  { path: '/control', key: 'control.tab' },
  { path: '/system', key: 'control.systemTab' },
  { path: '/audit', key: 'adminAudit.tab' },
  { path: '/realtime', key: 'adminRealtime.tab' },
  { path: '/servers', key: 'admin.tabs.servers' },
] as const;
