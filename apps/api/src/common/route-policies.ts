import { Injectable, OnApplicationBootstrap, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { RECENT_MFA } from './mfa.decorator';
import type { StaffPermission } from '@app/domain';
import { ROUTE_POLICY, RoutePolicy, STAFF_PERMISSION } from './policy.decorator';

/** One controller route as Nest declares it (before the global prefix). */
export interface DeclaredRoute {
  method: string;
  /** '/controller/handler' as declared, without the global prefix: '/auth/signin-phone'. */
  path: string;
  policy: RoutePolicy | undefined;
  /** A sensitive action (@RecentMfa): a code proved in the last 10 minutes is needed. */
  recentMfa: boolean;
  /** The staff permission the route names itself (@Permission), undefined if none. */
  permission: StaffPermission | undefined;
  /** 'Controller.method', for messages. */
  handler: string;
}

const join = (...parts: string[]): string =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : [String(value ?? '')];

/** Every route of every controller in the app, with the policy the guard will read. */
export function declaredRoutes(
  discovery: DiscoveryService,
  scanner: MetadataScanner,
  reflector: Reflector,
): DeclaredRoute[] {
  const routes: DeclaredRoute[] = [];
  for (const wrapper of discovery.getControllers()) {
    const type = wrapper.metatype as (new (...args: never[]) => unknown) | undefined;
    if (!type) continue;
    const prefixes = asList(Reflect.getMetadata(PATH_METADATA, type));
    for (const name of scanner.getAllMethodNames(type.prototype as object)) {
      const handler = (type.prototype as Record<string, unknown>)[name] as (...args: unknown[]) => unknown;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (method === undefined) continue;
      const policy = reflector.getAllAndOverride<RoutePolicy | undefined>(ROUTE_POLICY, [handler, type]);
      const recentMfa =
        reflector.getAllAndOverride<boolean | undefined>(RECENT_MFA, [handler, type]) === true;
      const permission = reflector.getAllAndOverride<StaffPermission | undefined>(STAFF_PERMISSION, [
        handler,
        type,
      ]);
      for (const prefix of prefixes)
        for (const path of asList(Reflect.getMetadata(PATH_METADATA, handler)))
          routes.push({
            method: RequestMethod[method],
            path: join(prefix, path),
            policy,
            recentMfa,
            permission,
            handler: `${type.name}.${name}`,
          });
    }
  }
  return routes;
}

/** Boot fails when a controller route has no policy: a forgotten decorator never reaches users. */
@Injectable()
export class RoutePolicyCheck implements OnApplicationBootstrap {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  onApplicationBootstrap(): void {
    const missing = declaredRoutes(this.discovery, this.scanner, this.reflector).filter(
      (route) => !route.policy,
    );
    if (missing.length)
      throw new Error(
        `routes without a policy (add @Public(), @SignedIn() or @AdminOnly()):\n${missing
          .map((route) => `  ${route.method} ${route.path} (${route.handler})`)
          .join('\n')}`,
      );
  }
}
