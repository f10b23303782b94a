import { SetMetadata } from '@nestjs/common';
import type { StaffPermission } from '@app/domain';

/**
 * Every route declares who may call it. The guard refuses a route without a policy, and a test
 * enumerates all routes to prove each has one.
 * - public: anyone, signed in or not;
 * - signed-in: a customer session (the handler still checks that objects belong to that user);
 * - admin: a session whose user has role admin (a staff account) whose staff role has the route's
 *   permission (@Permission; a route without one needs `shop.manage`: owners and admins only).
 */
export type RoutePolicy = 'public' | 'signed-in' | 'admin';

export const ROUTE_POLICY = 'route-policy';

export const Public = () => SetMetadata(ROUTE_POLICY, 'public' satisfies RoutePolicy);
export const SignedIn = () => SetMetadata(ROUTE_POLICY, 'signed-in' satisfies RoutePolicy);
export const AdminOnly = () => SetMetadata(ROUTE_POLICY, 'admin' satisfies RoutePolicy);

export const STAFF_PERMISSION = 'staff-permission';

/**
 * What an @AdminOnly() route (or controller) lets a staff role do, from the one table in
 * libs/domain staff-permissions.ts. A route without one is open to owners and admins only
 * (DEFAULT_STAFF_PERMISSION); the route matrix test fails until each admin route names its own.
 */
export const Permission = (permission: StaffPermission) => SetMetadata(STAFF_PERMISSION, permission);
