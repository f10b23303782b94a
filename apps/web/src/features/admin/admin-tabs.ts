import type { StaffPermission } from '@app/domain';

/**
 * The admin panel's tabs, in the spec's order (admin §2.2) with ours in between. A new tab is one
 * line here and one route in app/admin-router.tsx. A tab shows only to staff whose role has its
 * permission (the page of the route the tab calls first).
 */
export const ADMIN_TABS: readonly { path: string; key: string; permission: StaffPermission }[] = [
  { path: '/overview', key: 'admin.tabs.overview', permission: 'orders.read' },
  { path: '/packages', key: 'admin.tabs.packages', permission: 'catalogue.edit' },
  { path: '/monitoring', key: 'adminMonitoring.tab', permission: 'control.use' },
  { path: '/users', key: 'admin.tabs.users', permission: 'customers.read' },
  { path: '/orders', key: 'admin.tabs.orders', permission: 'orders.read' },
  { path: '/needs-attention', key: 'attention.tab', permission: 'orders.read' },
  { path: '/messages', key: 'adminMessages.tab', permission: 'support.messages' },
  { path: '/settings', key: 'admin.tabs.settings', permission: 'catalogue.edit' },
  { path: '/discounts', key: 'adminDiscounts.tab', permission: 'discounts.manage' },
  { path: '/analytics', key: 'adminAnalytics.tab', permission: 'finance.read' },
  { path: '/payments', key: 'adminPayments.tab', permission: 'settings.providers' },
  { path: '/control', key: 'control.tab', permission: 'control.use' },
  { path: '/system', key: 'control.systemTab', permission: 'control.use' },
  { path: '/audit', key: 'adminAudit.tab', permission: 'audit.read' },
  { path: '/realtime', key: 'adminRealtime.tab', permission: 'control.use' },
  { path: '/servers', key: 'admin.tabs.servers', permission: 'control.use' },
];
