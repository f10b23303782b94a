import type { StaffPermission } from '@app/domain';
import type { RoutePolicy } from '../../../apps/api/src/common/policy.decorator';
import { newCustomer, PASSWORD, TestUser } from './accounts-client';

/** Who calls a route in the matrix. `owner` is a customer whose own object the route is about. */
export type Caller = 'anonymous' | 'customer' | 'owner' | 'admin';

export interface RouteCase {
  policy: RoutePolicy;
  /** Admin routes: the staff permission the route declares (@Permission), from libs/domain staff-permissions.ts. */
  permission?: StaffPermission;
  /** The concrete call; `owner` is a fresh customer per call (routes may consume it). */
  call: (owner: TestUser) => { path: string; body?: object };
  /** Expected status per caller; protected routes must list anonymous, customer and admin. */
  expect: Partial<Record<Caller, number>>;
}

const RANDOM_UUID = '6f1c3b2a-9d4e-4f5a-8b6c-7d8e9f0a1b2c';

/**
 * Every route of the api, by "METHOD /path" as Nest declares it (with the global prefix where it
 * applies). A new route fails the matrix until it is listed here with its policy and answers.
 */
export const ROUTES: Record<string, RouteCase> = {
  'GET /api/health': { policy: 'public', call: () => ({ path: '/api/health' }), expect: { anonymous: 200 } },
  'GET /api/health/live': {
    policy: 'public',
    call: () => ({ path: '/api/health/live' }),
    expect: { anonymous: 200 },
  },
  'GET /api/health/ready': {
    policy: 'public',
    call: () => ({ path: '/api/health/ready' }),
    expect: { anonymous: 200 },
  },
  'GET /metrics': { policy: 'public', call: () => ({ path: '/metrics' }), expect: { anonymous: 200 } },
  'GET /sitemap.xml': {
    policy: 'public',
    call: () => ({ path: '/sitemap.xml' }),
    expect: { anonymous: 200 },
  },
  'GET /robots.txt': { policy: 'public', call: () => ({ path: '/robots.txt' }), expect: { anonymous: 200 } },
  'POST /api/system/checks': {
    policy: 'admin',
    permission: 'control.use',
    call: () => ({ path: '/api/system/checks' }),
    expect: { anonymous: 401, customer: 403, admin: 202 },
  },
  'GET /api/system/checks/:id': {
    policy: 'admin',
    permission: 'control.use',
    call: () => ({ path: `/api/system/checks/${RANDOM_UUID}` }),
    expect: { anonymous: 401, customer: 403, admin: 404 },
  },
  'GET /api/system/processes': {
    policy: 'admin',
    permission: 'control.use',
    call: () => ({ path: '/api/system/processes' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'GET /api/support': {
    policy: 'public',
    call: () => ({ path: '/api/support' }),
    expect: { anonymous: 200 },
  },
  'GET /api/exchange-rate': {
    policy: 'public',
    call: () => ({ path: '/api/exchange-rate' }),
    expect: { anonymous: 200 },
  },
  // Rescue top-up links: the signed token decides, never a session.
  'GET /api/rescue/:esimId': {
    policy: 'public',
    call: () => ({ path: `/api/rescue/${RANDOM_UUID}?t=not-a-token` }),
    expect: { anonymous: 403, customer: 403, admin: 403 },
  },
  'POST /api/rescue/:esimId/renewal': {
    policy: 'public',
    call: () => ({ path: `/api/rescue/${RANDOM_UUID}/renewal`, body: { packageId: 1, t: 'not-a-token' } }),
    expect: { anonymous: 403, customer: 403, admin: 403 },
  },
  'GET /api/rescue/:esimId/telegram': {
    policy: 'public',
    call: () => ({ path: `/api/rescue/${RANDOM_UUID}/telegram?t=not-a-token` }),
    expect: { anonymous: 403, customer: 403, admin: 403 },
  },
  'POST /api/rescue/:esimId/telegram/link': {
    policy: 'public',
    call: () => ({ path: `/api/rescue/${RANDOM_UUID}/telegram/link`, body: { t: 'not-a-token' } }),
    expect: { anonymous: 403, customer: 403, admin: 403 },
  },
  'POST /api/rescue/:esimId/telegram/unlink': {
    policy: 'public',
    call: () => ({ path: `/api/rescue/${RANDOM_UUID}/telegram/unlink`, body: { t: 'not-a-token' } }),
    expect: { anonymous: 403, customer: 403, admin: 403 },
  },
  // One order's Telegram: the order link's token decides (an unknown order is a 404 for anyone).
  'POST /api/orders/telegram': {
    policy: 'public',
    call: () => ({
      path: '/api/orders/telegram',
      body: { orderNumber: 'DL000000NONE', token: 'not-a-token' },
    }),
    expect: { anonymous: 404, customer: 404, admin: 404 },
  },
  'POST /api/orders/telegram/link': {
    policy: 'public',
    call: () => ({
      path: '/api/orders/telegram/link',
      body: { orderNumber: 'DL000000NONE', token: 'not-a-token' },
    }),
    expect: { anonymous: 404, customer: 404, admin: 404 },
  },
  'POST /api/orders/telegram/unlink': {
    policy: 'public',
    call: () => ({
      path: '/api/orders/telegram/unlink',
      body: { orderNumber: 'DL000000NONE', token: 'not-a-token' },
    }),
    expect: { anonymous: 404, customer: 404, admin: 404 },
  },
  'GET /api/account/alert-preferences': {
    policy: 'signed-in',
    call: () => ({ path: '/api/account/alert-preferences' }),
    expect: { anonymous: 401, customer: 200, admin: 200 },
  },
  'PUT /api/account/alert-preferences': {
    policy: 'signed-in',
    call: () => ({ path: '/api/account/alert-preferences', body: { usage_80: true } }),
    expect: { anonymous: 401, customer: 200, admin: 200 },
  },
  'GET /api/account/telegram': {
    policy: 'signed-in',
    call: () => ({ path: '/api/account/telegram' }),
    expect: { anonymous: 401, customer: 200, admin: 200 },
  },
  // Without a bot configured (no sandbox here) there is nothing to link: 503 TELEGRAM_UNAVAILABLE.
  'POST /api/account/telegram/link': {
    policy: 'signed-in',
    call: () => ({ path: '/api/account/telegram/link', body: {} }),
    expect: { anonymous: 401, customer: 503, admin: 503 },
  },
  'DELETE /api/account/telegram': {
    policy: 'signed-in',
    call: () => ({ path: '/api/account/telegram' }),
    expect: { anonymous: 401, customer: 200, admin: 200 },
  },
  'POST /api/telegram/webhook': {
    policy: 'public',
    call: () => ({ path: '/api/telegram/webhook', body: { update_id: 1 } }),
    expect: { anonymous: 401 },
  },
  'GET /api/shop/status': {
    policy: 'public',
    call: () => ({ path: '/api/shop/status' }),
    expect: { anonymous: 200 },
  },
  'GET /api/admin/control': {
    policy: 'admin',
    permission: 'control.use',
    call: () => ({ path: '/api/admin/control' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'POST /api/admin/control/queues/:queue/pause': {
    policy: 'admin',
    permission: 'control.use',
    call: () => ({ path: '/api/admin/control/queues/nope/pause' }),
    expect: { anonymous: 401, customer: 403, admin: 400 },
  },
  'POST /api/admin/control/queues/:queue/resume': {
    policy: 'admin',
    permission: 'control.use',
    call: () => ({ path: '/api/admin/control/queues/maintenance/resume' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'POST /api/admin/control/queues/:queue/retry-failed': {
    policy: 'admin',
    permission: 'control.use',
    call: () => ({ path: '/api/admin/control/queues/maintenance/retry-failed' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  // Ends the customers' sessions too: route-policy.int-spec signs them in again after it.
  'POST /api/admin/control/force-logout-all': {
    policy: 'admin',
    permission: 'control.use',
    call: () => ({ path: '/api/admin/control/force-logout-all' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'GET /api/admin/system/status': {
    policy: 'admin',
    permission: 'control.use',
    call: () => ({ path: '/api/admin/system/status' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  // The stop and its resume stay side by side: the cases in between are refused before acting.
  'POST /api/monitoring/emergency-stop': {
    policy: 'admin',
    permission: 'control.use',
    call: () => ({ path: '/api/monitoring/emergency-stop' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'POST /api/monitoring/resume': {
    policy: 'admin',
    permission: 'control.use',
    call: () => ({ path: '/api/monitoring/resume' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'POST /api/monitoring/sync-restart': {
    policy: 'admin',
    permission: 'control.use',
    call: () => ({ path: '/api/monitoring/sync-restart' }),
    expect: { anonymous: 401, customer: 403, admin: 202 },
  },
  'POST /api/monitoring/backup': {
    policy: 'admin',
    permission: 'control.use',
    call: () => ({ path: '/api/monitoring/backup' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'POST /api/servers/status': {
    policy: 'admin',
    permission: 'control.use',
    call: () => ({ path: '/api/servers/status' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'GET /api/monitoring/realtime': {
    policy: 'admin',
    permission: 'control.use',
    call: () => ({ path: '/api/monitoring/realtime' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'POST /api/monitoring/add-server': {
    policy: 'admin',
    permission: 'control.use',
    call: () => ({
      path: '/api/monitoring/add-server',
      body: {
        serverName: `worker-${Math.random().toString(36).slice(2, 10)}`,
        region: 'Southeast Asia',
        type: 'worker',
      },
    }),
    expect: { anonymous: 401, customer: 403, admin: 201 },
  },
  'DELETE /api/monitoring/servers/:name': {
    policy: 'admin',
    permission: 'control.use',
    call: () => ({ path: '/api/monitoring/servers/never-declared' }),
    expect: { anonymous: 401, customer: 403, admin: 404 },
  },
  'GET /api/admin/api-config': {
    policy: 'admin',
    permission: 'settings.providers',
    call: () => ({ path: '/api/admin/api-config' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'GET /api/monitoring/download-logs': {
    policy: 'admin',
    permission: 'control.use',
    call: () => ({ path: '/api/monitoring/download-logs?type=all&hours=24' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'POST /api/contact': {
    policy: 'public',
    call: () => ({
      path: '/api/contact',
      body: {
        customerName: 'Matrix',
        customerEmail: 'matrix@example.com',
        subject: 'Hello',
        message: 'A question',
      },
    }),
    expect: { anonymous: 200 },
  },
  'POST /api/auth/signup-phone': {
    policy: 'public',
    call: () => ({ path: '/api/auth/signup-phone', body: newCustomer() }),
    expect: { anonymous: 201 },
  },
  'POST /api/auth/signin-phone': {
    policy: 'public',
    call: (owner) => ({ path: '/api/auth/signin-phone', body: { phone: owner.phone, password: PASSWORD } }),
    expect: { anonymous: 200 },
  },
  'POST /api/auth/admin-signin': {
    policy: 'public',
    call: (owner) => ({
      path: '/api/auth/admin-signin',
      body: { identifier: owner.phone, password: PASSWORD },
    }),
    expect: { anonymous: 401 },
  },
  'GET /api/auth/user': {
    policy: 'public',
    call: () => ({ path: '/api/auth/user' }),
    expect: { anonymous: 200 },
  },
  'POST /api/auth/signout': {
    policy: 'public',
    call: () => ({ path: '/api/auth/signout' }),
    expect: { anonymous: 200 },
  },
  'POST /api/auth/forgot-password': {
    policy: 'public',
    call: (owner) => ({ path: '/api/auth/forgot-password', body: { email: owner.email } }),
    expect: { anonymous: 202 },
  },
  'POST /api/auth/reset-password': {
    policy: 'public',
    call: (owner) => ({
      path: '/api/auth/reset-password',
      body: { email: owner.email, code: '00000000', password: PASSWORD, confirm: PASSWORD },
    }),
    expect: { anonymous: 400 },
  },
  // Admin two-step verification: only an admin's own session (pending or live) gets past the handler.
  'POST /api/auth/mfa/enrol': {
    policy: 'public',
    call: () => ({ path: '/api/auth/mfa/enrol', body: {} }),
    expect: { anonymous: 403 },
  },
  'POST /api/auth/mfa/confirm': {
    policy: 'public',
    call: () => ({ path: '/api/auth/mfa/confirm', body: { code: '123456' } }),
    expect: { anonymous: 403 },
  },
  'POST /api/auth/mfa/verify': {
    policy: 'public',
    call: () => ({ path: '/api/auth/mfa/verify', body: { code: '123456' } }),
    expect: { anonymous: 403 },
  },
  'POST /api/auth/update-profile': {
    policy: 'signed-in',
    call: () => ({ path: '/api/auth/update-profile', body: { fullName: 'Matrix Name' } }),
    expect: { anonymous: 401, customer: 200, admin: 200 },
  },
  'POST /api/auth/change-password': {
    policy: 'signed-in',
    call: () => ({
      path: '/api/auth/change-password',
      body: { current: PASSWORD, new: 'Matrix#789', confirm: 'Matrix#789' },
    }),
    expect: { anonymous: 401, customer: 200, admin: 200 },
  },
  'GET /api/users': {
    policy: 'signed-in',
    call: () => ({ path: '/api/users' }),
    expect: { anonymous: 401, customer: 200, admin: 200 },
  },
  'DELETE /api/users/:id': {
    policy: 'signed-in',
    call: (owner) => ({ path: `/api/users/${owner.id}` }),
    expect: { anonymous: 401, customer: 403, owner: 200, admin: 200 },
  },
  // The admin panel (docs/admin.md): admins only.
  'GET /api/admin/overview': {
    policy: 'admin',
    permission: 'orders.read',
    call: () => ({ path: '/api/admin/overview' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'GET /api/admin/users': {
    policy: 'admin',
    permission: 'customers.read',
    call: () => ({ path: '/api/admin/users?search=example&pageSize=15' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'GET /api/admin/contact-messages': {
    policy: 'admin',
    permission: 'support.messages',
    call: () => ({ path: '/api/admin/contact-messages?page=1&pageSize=15' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'POST /api/admin/contact-messages/:id/replies': {
    policy: 'admin',
    permission: 'support.messages',
    call: () => ({ path: `/api/admin/contact-messages/${RANDOM_UUID}/replies`, body: { message: 'Hello' } }),
    expect: { anonymous: 401, customer: 403, admin: 404 },
  },
  'POST /api/admin/users': {
    policy: 'admin',
    permission: 'customers.manage',
    call: () => ({ path: '/api/admin/users', body: { ...newCustomer(), role: 'user' } }),
    expect: { anonymous: 401, customer: 403, admin: 201 },
  },
  'PATCH /api/admin/users/:id': {
    policy: 'admin',
    permission: 'customers.manage',
    call: (owner) => ({ path: `/api/admin/users/${owner.id}`, body: { isVerified: true } }),
    expect: { anonymous: 401, customer: 403, owner: 403, admin: 200 },
  },
  'DELETE /api/admin/users/:id': {
    policy: 'admin',
    permission: 'customers.manage',
    call: (owner) => ({ path: `/api/admin/users/${owner.id}` }),
    expect: { anonymous: 401, customer: 403, owner: 403, admin: 200 },
  },
  'GET /api/admin/customers/:id': {
    policy: 'admin',
    permission: 'customers.read',
    call: () => ({ path: `/api/admin/customers/${RANDOM_UUID}` }),
    expect: { anonymous: 401, customer: 403, admin: 404 },
  },
  'POST /api/admin/customers/:id/notes': {
    policy: 'admin',
    permission: 'notes.write',
    call: () => ({ path: `/api/admin/customers/${RANDOM_UUID}/notes`, body: { body: 'Called back' } }),
    expect: { anonymous: 401, customer: 403, admin: 404 },
  },
  'POST /api/admin/orders/:orderNumber/notes': {
    policy: 'admin',
    permission: 'notes.write',
    call: () => ({ path: '/api/admin/orders/DL000000NOPE/notes', body: { body: 'Called back' } }),
    expect: { anonymous: 401, customer: 403, admin: 404 },
  },
  'GET /api/admin/orders': {
    policy: 'admin',
    permission: 'orders.read',
    call: () => ({ path: '/api/admin/orders?status=needs_attention&search=DL' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'GET /api/admin/orders/export.csv': {
    policy: 'admin',
    permission: 'data.export',
    call: () => ({ path: '/api/admin/orders/export.csv?status=completed' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'GET /api/admin/orders/:orderNumber': {
    policy: 'admin',
    permission: 'orders.read',
    call: () => ({ path: '/api/admin/orders/DL000000NOPE' }),
    expect: { anonymous: 401, customer: 403, admin: 404 },
  },
  'GET /api/admin/orders/:orderNumber/timeline': {
    policy: 'admin',
    permission: 'orders.read',
    call: () => ({ path: '/api/admin/orders/DL000000NOPE/timeline' }),
    expect: { anonymous: 401, customer: 403, admin: 404 },
  },
  'POST /api/admin/orders/:orderNumber/retry-provisioning': {
    policy: 'admin',
    permission: 'orders.manage',
    call: () => ({ path: '/api/admin/orders/DL000000NOPE/retry-provisioning' }),
    expect: { anonymous: 401, customer: 403, admin: 404 },
  },
  'POST /api/admin/orders/bulk/retry-provisioning': {
    policy: 'admin',
    permission: 'orders.manage',
    call: () => ({
      path: '/api/admin/orders/bulk/retry-provisioning',
      body: { orderNumbers: ['DL000000NOPE'] },
    }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'POST /api/admin/orders/bulk/resend-esim-email': {
    policy: 'admin',
    permission: 'orders.manage',
    call: () => ({
      path: '/api/admin/orders/bulk/resend-esim-email',
      body: { orderNumbers: ['DL000000NOPE'] },
    }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'POST /api/admin/payments/:id/refund-review': {
    policy: 'admin',
    permission: 'orders.refund',
    call: () => ({
      path: `/api/admin/payments/${RANDOM_UUID}/refund-review`,
      body: { outcome: 'reviewed', note: 'matrix' },
    }),
    expect: { anonymous: 401, customer: 403, admin: 404 },
  },
  'GET /api/admin/needs-attention': {
    policy: 'admin',
    permission: 'orders.read',
    call: () => ({ path: '/api/admin/needs-attention' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'POST /api/admin/orders/:orderNumber/refund': {
    policy: 'admin',
    permission: 'orders.refund',
    call: () => ({ path: '/api/admin/orders/DL000000NOPE/refund', body: {} }),
    expect: { anonymous: 401, customer: 403, admin: 404 },
  },
  'POST /api/admin/orders/:orderNumber/refunds': {
    policy: 'admin',
    permission: 'orders.refund',
    call: () => ({
      path: '/api/admin/orders/DL000000NOPE/refunds',
      body: { requestKey: RANDOM_UUID, amountCents: 100 },
    }),
    expect: { anonymous: 401, customer: 403, admin: 404 },
  },
  'POST /api/admin/orders/:orderNumber/mark-handled': {
    policy: 'admin',
    permission: 'orders.manage',
    call: () => ({ path: '/api/admin/orders/DL000000NOPE/mark-handled', body: { note: 'matrix' } }),
    expect: { anonymous: 401, customer: 403, admin: 404 },
  },
  'POST /api/admin/payments/:id/refund': {
    policy: 'admin',
    permission: 'orders.refund',
    call: () => ({ path: `/api/admin/payments/${RANDOM_UUID}/refund`, body: {} }),
    expect: { anonymous: 401, customer: 403, admin: 404 },
  },
  'GET /api/admin/delivery-settings': {
    policy: 'admin',
    permission: 'settings.providers',
    call: () => ({ path: '/api/admin/delivery-settings' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'PATCH /api/admin/delivery-settings': {
    policy: 'admin',
    permission: 'settings.providers',
    call: () => ({ path: '/api/admin/delivery-settings', body: { slaMinutes: 0 } }),
    expect: { anonymous: 401, customer: 403, admin: 400 },
  },
  'GET /api/admin/payments/reconciliation': {
    policy: 'admin',
    permission: 'finance.read',
    call: () => ({ path: '/api/admin/payments/reconciliation' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'POST /api/admin/payments/reconciliation': {
    policy: 'admin',
    permission: 'finance.read',
    call: () => ({ path: '/api/admin/payments/reconciliation', body: { day: 'yesterday' } }),
    expect: { anonymous: 401, customer: 403, admin: 400 },
  },
  // Catalogue and cart (issue #4): public; the cart is keyed by the browser session id.
  'GET /api/packages': {
    policy: 'public',
    call: () => ({ path: '/api/packages' }),
    expect: { anonymous: 200 },
  },
  'GET /api/packages/popular': {
    policy: 'public',
    call: () => ({ path: '/api/packages/popular' }),
    expect: { anonymous: 200 },
  },
  'GET /api/packages/:id': {
    policy: 'public',
    call: () => ({ path: '/api/packages/999999' }),
    expect: { anonymous: 404 },
  },
  'GET /api/packages/:id/complete': {
    policy: 'public',
    call: () => ({ path: '/api/packages/999999/complete' }),
    expect: { anonymous: 404 },
  },
  'GET /api/packages/:id/device-compatibility': {
    policy: 'public',
    call: () => ({ path: '/api/packages/999999/device-compatibility' }),
    expect: { anonymous: 404 },
  },
  'GET /api/destinations': {
    policy: 'public',
    call: () => ({ path: '/api/destinations' }),
    expect: { anonymous: 200 },
  },
  'GET /api/destinations/:slug': {
    policy: 'public',
    call: () => ({ path: '/api/destinations/nowhere-at-all' }),
    expect: { anonymous: 404 },
  },
  'GET /api/catalogue/stats': {
    policy: 'public',
    call: () => ({ path: '/api/catalogue/stats' }),
    expect: { anonymous: 200 },
  },
  'GET /api/cart': {
    policy: 'public',
    call: () => ({ path: '/api/cart?sessionId=matrix-session-1' }),
    expect: { anonymous: 200 },
  },
  'POST /api/cart': {
    policy: 'public',
    call: () => ({
      path: '/api/cart',
      body: { sessionId: 'matrix-session-1', packageId: 999999, quantity: 1 },
    }),
    expect: { anonymous: 400 },
  },
  'PUT /api/cart/:sessionId/:packageId': {
    policy: 'public',
    call: () => ({ path: '/api/cart/matrix-session-1/999999', body: { quantity: 2 } }),
    expect: { anonymous: 400 },
  },
  'DELETE /api/cart/:sessionId/:packageId': {
    policy: 'public',
    call: () => ({ path: '/api/cart/matrix-session-1/999999' }),
    expect: { anonymous: 200 },
  },
  'DELETE /api/cart/:sessionId': {
    policy: 'public',
    call: () => ({ path: '/api/cart/matrix-session-1' }),
    expect: { anonymous: 200 },
  },
  'GET /api/admin/catalogue/sync-status': {
    policy: 'admin',
    permission: 'catalogue.edit',
    call: () => ({ path: '/api/admin/catalogue/sync-status' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  // The Monitoring, Real-time and Analytics tabs (libs/admin SystemStatus, DiscoveryMonitor, AdminAnalyticsService).
  'GET /api/system/health': {
    policy: 'admin',
    permission: 'control.use',
    call: () => ({ path: '/api/system/health' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'GET /api/system/memory': {
    policy: 'admin',
    permission: 'control.use',
    call: () => ({ path: '/api/system/memory' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'POST /api/system/memory/optimize': {
    policy: 'admin',
    permission: 'control.use',
    call: () => ({ path: '/api/system/memory/optimize' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'POST /api/system/memory/cleanup': {
    policy: 'admin',
    permission: 'control.use',
    call: () => ({ path: '/api/system/memory/cleanup' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'GET /api/realtime/section24/status': {
    policy: 'admin',
    permission: 'control.use',
    call: () => ({ path: '/api/realtime/section24/status' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'POST /api/realtime/section24/stop': {
    policy: 'admin',
    permission: 'control.use',
    call: () => ({ path: '/api/realtime/section24/stop' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'POST /api/realtime/section24/start': {
    policy: 'admin',
    permission: 'control.use',
    call: () => ({ path: '/api/realtime/section24/start' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'POST /api/realtime/section24/clear-counter': {
    policy: 'admin',
    permission: 'control.use',
    call: () => ({ path: '/api/realtime/section24/clear-counter' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'GET /api/realtime/config': {
    policy: 'admin',
    permission: 'control.use',
    call: () => ({ path: '/api/realtime/config' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'GET /api/load-all-packages/status': {
    policy: 'admin',
    permission: 'control.use',
    call: () => ({ path: '/api/load-all-packages/status' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'POST /api/load-all-packages/stop': {
    policy: 'admin',
    permission: 'control.use',
    call: () => ({ path: '/api/load-all-packages/stop' }),
    expect: { anonymous: 401, customer: 403, admin: 409 },
  },
  'POST /api/load-all-packages': {
    policy: 'admin',
    permission: 'control.use',
    call: () => ({ path: '/api/load-all-packages' }),
    expect: { anonymous: 401, customer: 403, admin: 202 },
  },
  'GET /api/admin/analytics': {
    policy: 'admin',
    permission: 'finance.read',
    call: () => ({ path: '/api/admin/analytics?from=2026-01-01&to=2026-01-31' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  // The admin Packages and Settings tabs (libs/admin AdminPackages, libs/catalogue MarkupSetting).
  'GET /api/admin/packages': {
    policy: 'admin',
    permission: 'catalogue.edit',
    call: () => ({ path: '/api/admin/packages?search=thai&type=Fixed&pageSize=15' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'GET /api/admin/packages/export.csv': {
    policy: 'admin',
    permission: 'data.export',
    call: () => ({ path: '/api/admin/packages/export.csv' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'POST /api/admin/packages': {
    policy: 'admin',
    permission: 'catalogue.edit',
    call: () => ({
      path: '/api/admin/packages',
      body: {
        destination: 'Matrixland',
        continent: 'Asia',
        data: '1GB',
        days: 7,
        countryCode: 'MX',
        priceCents: 500,
        costCents: 100,
        apiCode: `MATRIX-${Math.random().toString(36).slice(2, 10)}`,
        type: 'Fixed',
        plan: '',
      },
    }),
    // No RoameSIM answers in route-policy.int-spec: the API code cannot be checked, so nothing is created
    // (admin-packages.int-spec has the 201 under a code RoameSIM knows and the 422 otherwise).
    expect: { anonymous: 401, customer: 403, admin: 503 },
  },
  'PATCH /api/admin/packages/:id': {
    policy: 'admin',
    permission: 'catalogue.edit',
    call: () => ({ path: '/api/admin/packages/2000000000', body: { priceCents: 900 } }),
    expect: { anonymous: 401, customer: 403, admin: 404 },
  },
  'PATCH /api/admin/packages/:id/availability': {
    policy: 'admin',
    permission: 'catalogue.edit',
    call: () => ({ path: '/api/admin/packages/2000000000/availability', body: { isAvailable: false } }),
    expect: { anonymous: 401, customer: 403, admin: 404 },
  },
  'DELETE /api/admin/packages/:id': {
    policy: 'admin',
    permission: 'catalogue.edit',
    call: () => ({ path: '/api/admin/packages/2000000000' }),
    expect: { anonymous: 401, customer: 403, admin: 404 },
  },
  'POST /api/admin/packages/fix-types': {
    policy: 'admin',
    permission: 'catalogue.edit',
    call: () => ({ path: '/api/admin/packages/fix-types' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'POST /api/admin/packages/update-pricing-5x': {
    policy: 'admin',
    permission: 'catalogue.edit',
    call: () => ({ path: '/api/admin/packages/update-pricing-5x' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'POST /api/packages/bulk-price-update': {
    policy: 'admin',
    permission: 'catalogue.edit',
    call: () => ({ path: '/api/packages/bulk-price-update', body: { percentage: 0 } }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'GET /api/admin/settings': {
    policy: 'admin',
    permission: 'catalogue.edit',
    call: () => ({ path: '/api/admin/settings' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'PATCH /api/admin/settings': {
    policy: 'admin',
    permission: 'catalogue.edit',
    call: () => ({ path: '/api/admin/settings', body: { markup: 5 } }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'POST /api/admin/packages/bulk-price-preview': {
    policy: 'admin',
    permission: 'catalogue.edit',
    call: () => ({ path: '/api/admin/packages/bulk-price-preview', body: { percentage: 10 } }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'GET /api/admin/packages/update-pricing-5x/preview': {
    policy: 'admin',
    permission: 'catalogue.edit',
    call: () => ({ path: '/api/admin/packages/update-pricing-5x/preview' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'GET /api/admin/packages/fix-types/preview': {
    policy: 'admin',
    permission: 'catalogue.edit',
    call: () => ({ path: '/api/admin/packages/fix-types/preview' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'GET /api/admin/packages/withdrawn': {
    policy: 'admin',
    permission: 'catalogue.edit',
    call: () => ({ path: '/api/admin/packages/withdrawn' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'POST /api/admin/packages/:id/restore': {
    policy: 'admin',
    permission: 'catalogue.edit',
    call: () => ({ path: '/api/admin/packages/2000000000/restore' }),
    expect: { anonymous: 401, customer: 403, admin: 404 },
  },
  // Payment settings: every route is admin only (customer and anonymous never see a setting).
  'GET /api/admin/payment-settings': {
    policy: 'admin',
    permission: 'settings.providers',
    call: () => ({ path: '/api/admin/payment-settings' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'POST /api/admin/payment-settings': {
    policy: 'admin',
    permission: 'settings.providers',
    call: () => ({
      path: '/api/admin/payment-settings',
      body: { provider: 'stripe', action: 'switch_mode', settings: { mode: 'test' } },
    }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'POST /api/admin/payment-settings/credentials': {
    policy: 'admin',
    permission: 'settings.providers',
    call: () => ({
      path: '/api/admin/payment-settings/credentials',
      body: { provider: 'stripe', credentials: { unknownField: 'x' } },
    }),
    expect: { anonymous: 401, customer: 403, admin: 400 },
  },
  'POST /api/admin/payment-settings/test': {
    policy: 'admin',
    permission: 'settings.providers',
    call: () => ({ path: '/api/admin/payment-settings/test', body: { provider: 'stripe' } }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'GET /api/admin/audit': {
    policy: 'admin',
    permission: 'audit.read',
    call: () => ({ path: '/api/admin/audit' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'GET /api/admin/audit/export.csv': {
    policy: 'admin',
    permission: 'data.export',
    call: () => ({ path: '/api/admin/audit/export.csv' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'POST /api/admin/audit/:id/revert': {
    policy: 'admin',
    permission: 'catalogue.edit',
    call: () => ({ path: '/api/admin/audit/999999999/revert' }),
    expect: { anonymous: 401, customer: 403, admin: 404 },
  },
  'GET /api/admin/discount-codes': {
    policy: 'admin',
    permission: 'discounts.manage',
    call: () => ({ path: '/api/admin/discount-codes' }),
    expect: { anonymous: 401, customer: 403, admin: 200 },
  },
  'POST /api/admin/discount-codes': {
    policy: 'admin',
    permission: 'discounts.manage',
    call: () => ({
      path: '/api/admin/discount-codes',
      body: {
        code: `MATRIX${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
        kind: 'percent',
        percent: 5,
      },
    }),
    expect: { anonymous: 401, customer: 403, admin: 201 },
  },
  'PATCH /api/admin/discount-codes/:id': {
    policy: 'admin',
    permission: 'discounts.manage',
    call: () => ({ path: `/api/admin/discount-codes/${RANDOM_UUID}`, body: { active: false } }),
    expect: { anonymous: 401, customer: 403, admin: 404 },
  },
  // eSIMs and the customer's orders (libs/esims): another customer's or a missing object is a 404.
  'GET /api/esims-fresh': {
    policy: 'signed-in',
    call: () => ({ path: '/api/esims-fresh' }),
    expect: { anonymous: 401, customer: 200, admin: 200 },
  },
  'GET /api/esims': {
    policy: 'signed-in',
    call: () => ({ path: '/api/esims' }),
    expect: { anonymous: 401, customer: 200, admin: 200 },
  },
  'POST /api/esims/sync-all-status': {
    policy: 'signed-in',
    call: () => ({ path: '/api/esims/sync-all-status', body: {} }),
    expect: { anonymous: 401, customer: 202, admin: 202 },
  },
  'GET /api/esims/:id': {
    policy: 'signed-in',
    call: () => ({ path: `/api/esims/${RANDOM_UUID}` }),
    expect: { anonymous: 401, customer: 404, admin: 404 },
  },
  'GET /api/esims/:id/topups': {
    policy: 'signed-in',
    call: () => ({ path: `/api/esims/${RANDOM_UUID}/topups` }),
    expect: { anonymous: 401, customer: 404, admin: 404 },
  },
  'GET /api/esims/:id/usage': {
    policy: 'signed-in',
    call: () => ({ path: `/api/esims/${RANDOM_UUID}/usage` }),
    expect: { anonymous: 401, customer: 404, admin: 404 },
  },
  'GET /api/esims/:id/status': {
    policy: 'signed-in',
    call: () => ({ path: `/api/esims/${RANDOM_UUID}/status` }),
    expect: { anonymous: 401, customer: 404, admin: 404 },
  },
  'POST /api/esims/:id/sync-status': {
    policy: 'signed-in',
    call: () => ({ path: `/api/esims/${RANDOM_UUID}/sync-status` }),
    expect: { anonymous: 401, customer: 404, admin: 404 },
  },
  'GET /api/esims/:orderNumber/renewal-packages': {
    policy: 'signed-in',
    call: () => ({ path: `/api/esims/${RANDOM_UUID}/renewal-packages` }),
    expect: { anonymous: 401, customer: 404, admin: 404 },
  },
  'POST /api/esims/:orderNumber/prepare-renewal': {
    policy: 'signed-in',
    call: () => ({ path: '/api/esims/DL261122AAAAAA/prepare-renewal', body: { packageId: 1 } }),
    expect: { anonymous: 401, customer: 404, admin: 404 },
  },
  'POST /api/esims/:id/activate': {
    policy: 'signed-in',
    call: () => ({ path: `/api/esims/${RANDOM_UUID}/activate` }),
    expect: { anonymous: 401, customer: 404, admin: 404 },
  },
  'GET /api/esims/deleted': {
    policy: 'signed-in',
    call: () => ({ path: '/api/esims/deleted' }),
    expect: { anonymous: 401, customer: 200, admin: 200 },
  },
  'POST /api/esims/:id/restore': {
    policy: 'signed-in',
    call: () => ({ path: `/api/esims/${RANDOM_UUID}/restore` }),
    expect: { anonymous: 401, customer: 404, admin: 404 },
  },
  'DELETE /api/esims/:id': {
    policy: 'signed-in',
    call: () => ({ path: `/api/esims/${RANDOM_UUID}` }),
    expect: { anonymous: 401, customer: 404, admin: 404 },
  },
  'GET /api/complete-esim/orders/:orderNumber': {
    policy: 'signed-in',
    call: () => ({ path: '/api/complete-esim/orders/DL261122AAAAAA' }),
    expect: { anonymous: 401, customer: 404, admin: 404 },
  },
  'POST /api/pdf/generate-esim-guide': {
    policy: 'public',
    call: () => ({ path: '/api/pdf/generate-esim-guide', body: { orderNumber: 'DL261122AAAAAA' } }),
    expect: { anonymous: 404, customer: 404, admin: 404 },
  },
  'POST /api/email/send-esim-instructions': {
    policy: 'public',
    call: () => ({ path: '/api/email/send-esim-instructions', body: { orderNumber: 'DL261122AAAAAA' } }),
    expect: { anonymous: 404, customer: 404, admin: 404 },
  },
  'GET /api/orders/recent': {
    policy: 'signed-in',
    call: () => ({ path: '/api/orders/recent' }),
    expect: { anonymous: 401, customer: 200, admin: 200 },
  },
  'POST /api/orders/held': {
    policy: 'public',
    call: () => ({
      path: '/api/orders/held',
      body: { orders: [{ orderNumber: 'DL261122AAAAAA', token: 'x'.repeat(43) }] },
    }),
    expect: { anonymous: 200, customer: 200, admin: 200 },
  },
  'POST /api/orders/claim': {
    policy: 'signed-in',
    call: () => ({ path: '/api/orders/claim', body: { orders: [] } }),
    expect: { anonymous: 401, customer: 200, admin: 200 },
  },
  'POST /api/orders/find': {
    policy: 'public',
    call: () => ({
      path: '/api/orders/find',
      body: { orderNumber: 'DL261122AAAAAA', contact: 'a@example.com' },
    }),
    expect: { anonymous: 202, customer: 202, admin: 202 },
  },
  'POST /api/orders/email-link': {
    policy: 'public',
    call: () => ({
      path: '/api/orders/email-link',
      body: { orderNumber: 'DL261122AAAAAA', token: 'x'.repeat(43), email: 'a@example.com' },
    }),
    expect: { anonymous: 404, customer: 404, admin: 404 },
  },
  'GET /api/orders/:ref': {
    policy: 'public',
    call: () => ({ path: `/api/orders/${RANDOM_UUID}` }),
    expect: { anonymous: 404, customer: 404, admin: 404 },
  },
  // Checkout and PayWay (libs/payments): public, and a status sent by the caller is never believed.
  'POST /api/create-order': {
    policy: 'public',
    call: () => ({ path: '/api/create-order', body: {} }),
    expect: { anonymous: 400 },
  },
  'POST /api/discount-codes/check': {
    policy: 'public',
    call: () => ({ path: '/api/discount-codes/check', body: {} }),
    expect: { anonymous: 400 },
  },
  'POST /api/payway/generate-popup-form': {
    policy: 'public',
    call: () => ({ path: '/api/payway/generate-popup-form', body: { transactionId: 'NOPE1' } }),
    expect: { anonymous: 404 },
  },
  'GET /api/payway/qr-data/:tranId': {
    policy: 'public',
    call: () => ({ path: '/api/payway/qr-data/NOPE1' }),
    expect: { anonymous: 404 },
  },
  'POST /api/payway/pushback': {
    policy: 'public',
    call: () => ({ path: '/api/payway/pushback', body: { status: '0' } }),
    expect: { anonymous: 400 },
  },
  'GET /api/payway/return': {
    policy: 'public',
    call: () => ({ path: '/api/payway/return?tran_id=NOPE1&status=0' }),
    expect: { anonymous: 404 },
  },
  'POST /api/payway/process-return': {
    policy: 'public',
    call: () => ({ path: '/api/payway/process-return', body: { tran_id: 'NOPE1' } }),
    expect: { anonymous: 404 },
  },
  'POST /api/payway/check-transaction/:transactionId': {
    policy: 'public',
    call: () => ({ path: '/api/payway/check-transaction/NOPE1' }),
    expect: { anonymous: 404 },
  },
  'POST /api/payway/check-transaction-backup': {
    policy: 'public',
    call: () => ({ path: '/api/payway/check-transaction-backup', body: { tran_id: 'NOPE1' } }),
    expect: { anonymous: 404 },
  },
  'GET /api/payment/status/:transactionId': {
    policy: 'public',
    call: () => ({ path: '/api/payment/status/NOPE1' }),
    expect: { anonymous: 404 },
  },
  // PayPal (libs/payments): public; the order's owner, session or guest token is checked inside.
  'POST /api/paypal/create-order': {
    policy: 'public',
    call: () => ({ path: '/api/paypal/create-order', body: { orderId: RANDOM_UUID } }),
    expect: { anonymous: 404 },
  },
  'POST /api/paypal/capture-order': {
    policy: 'public',
    call: () => ({ path: '/api/paypal/capture-order', body: { orderID: 'NOPE1' } }),
    expect: { anonymous: 404 },
  },
  'POST /api/paypal/webhook': {
    policy: 'public',
    call: () => ({ path: '/api/paypal/webhook', body: { event_type: 'PAYMENT.CAPTURE.COMPLETED' } }),
    expect: { anonymous: 400 },
  },
  // Stripe (libs/payments): public; the order's owner or guest token is checked inside.
  'GET /api/payment-methods': {
    policy: 'public',
    call: () => ({ path: '/api/payment-methods' }),
    expect: { anonymous: 200 },
  },
  'POST /api/stripe/checkout-session': {
    policy: 'public',
    call: () => ({ path: '/api/stripe/checkout-session', body: { orderId: RANDOM_UUID } }),
    expect: { anonymous: 404 },
  },
  'GET /api/stripe/return/:sessionId': {
    policy: 'public',
    call: () => ({ path: '/api/stripe/return/cs_test_nope' }),
    expect: { anonymous: 404 },
  },
  'GET /api/stripe/status/:orderNumber': {
    policy: 'public',
    call: () => ({ path: '/api/stripe/status/DL000000NOPE01' }),
    expect: { anonymous: 404 },
  },
  'POST /api/stripe/webhook': {
    policy: 'public',
    call: () => ({ path: '/api/stripe/webhook', body: { id: 'evt_1', type: 'checkout.session.completed' } }),
    expect: { anonymous: 400 },
  },
  'GET /api/orders': {
    policy: 'public',
    call: () => ({ path: '/api/orders?transactionId=NOPE1' }),
    expect: { anonymous: 200 },
  },
  'GET /api/order/status/:transactionId': {
    policy: 'public',
    call: () => ({ path: '/api/order/status/NOPE1' }),
    expect: { anonymous: 404 },
  },
};
