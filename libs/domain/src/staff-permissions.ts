/**
 * Staff roles and what each may do in the admin panel: the one table the api's guard, the
 * panel's navigation and buttons, and the tests read. A staff member is an account of role
 * `admin` (the account kind) with one of these staff roles.
 */
export const STAFF_ROLES = ['owner', 'admin', 'support', 'finance'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PERMISSIONS = [
  /** Overview, orders, their timeline and the needs-attention list. */
  'orders.read',
  /** Retry provisioning, resend the eSIM email, mark handled, review a flagged refund. */
  'orders.manage',
  /** Refund an order or a payment. */
  'orders.refund',
  /** The users list and customer pages. */
  'customers.read',
  /** Create, edit, disable or delete customer accounts. */
  'customers.manage',
  /** Contact messages and their replies. */
  'support.messages',
  /** Internal notes on orders and customers. */
  'notes.write',
  /** Packages, prices, catalogue sync and markup. */
  'catalogue.edit',
  /** Discount codes (a price below the provider's cost: owners only). */
  'discounts.manage',
  /** Payment and provider settings, credentials, delivery settings, api config. */
  'settings.providers',
  /** Staff accounts and their roles. */
  'staff.manage',
  /** CSV exports, backups and logs. */
  'data.export',
  /** Analytics and payment reconciliation. */
  'finance.read',
  /** The audit log. */
  'audit.read',
  /** Control, system, servers, queues, emergency stop, force logout. */
  'control.use',
  /**
   * Anything an admin route does not name: a route without its own permission is open to owners
   * and admins only.
   */
  'shop.manage',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/** The permission of an admin route that declares none. */
export const DEFAULT_STAFF_PERMISSION: StaffPermission = 'shop.manage';

const ALL: readonly StaffPermission[] = STAFF_PERMISSIONS;

/** Role → permissions. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  owner: ALL,
  admin: ALL.filter((permission) => permission !== 'staff.manage'),
  support: ['orders.read', 'orders.manage', 'customers.read', 'support.messages', 'notes.write'],
  finance: [
    'orders.read',
    'orders.refund',
    'customers.read',
    'notes.write',
    'data.export',
    'finance.read',
    'audit.read',
  ],
};

export const isStaffRole = (value: unknown): value is StaffRole =>
  (STAFF_ROLES as readonly unknown[]).includes(value);

/** Whether a staff role (null: not staff) may do something. */
export const staffMay = (role: StaffRole | null | undefined, permission: StaffPermission): boolean =>
  !!role && ROLE_PERMISSIONS[role].includes(permission);

/** Every permission of a role, in the table's order (empty for non-staff). */
export const permissionsOf = (role: StaffRole | null | undefined): StaffPermission[] =>
  role ? [...ROLE_PERMISSIONS[role]] : [];
