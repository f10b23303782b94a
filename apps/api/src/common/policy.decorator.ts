import { SetMetadata } from '@nestjs/common';

/**
 * Every route declares who may call it. The guard refuses a route without a policy, and a test
 * enumerates all routes to prove each has one.
 * - public: anyone, signed in or not;
 * - signed-in: a customer session (the handler still checks that objects belong to that user);
 * - admin: a session whose user has role admin.
 */
export type RoutePolicy = 'public' | 'signed-in' | 'admin';

export const ROUTE_POLICY = 'route-policy';

export const Public = () => SetMetadata(ROUTE_POLICY, 'public' satisfies RoutePolicy);
export const SignedIn = () => SetMetadata(ROUTE_POLICY, 'signed-in' satisfies RoutePolicy);
export const AdminOnly = () => SetMetadata(ROUTE_POLICY, 'admin' satisfies RoutePolicy);
