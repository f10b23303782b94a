import { INestApplication } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { declaredRoutes, type DeclaredRoute } from '../../../apps/api/src/common/route-policies';

/**
 * The routes Nest registered, each with its key "METHOD /path" (with the global prefix where
 * Fastify has it), as the route table (route-table.ts) names them.
 */
export function registeredRoutes(app: INestApplication): (DeclaredRoute & { key: string })[] {
  const fastify = app.getHttpAdapter().getInstance() as {
    hasRoute(options: { method: string; url: string }): boolean;
  };
  return declaredRoutes(app.get(DiscoveryService), app.get(MetadataScanner), app.get(Reflector)).map(
    (route) => {
      const prefixed = `/api${route.path}`;
      const url = fastify.hasRoute({ method: route.method, url: prefixed }) ? prefixed : route.path;
      if (!fastify.hasRoute({ method: route.method, url }))
        throw new Error(`${route.method} ${route.path} not found`);
      return { ...route, key: `${route.method} ${url}` };
    },
  );
}
