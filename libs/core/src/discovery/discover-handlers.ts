import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';

export interface DiscoveredHandler<K> {
  key: K;
  /** "ClassName.method", for messages. */
  label: string;
  call: (...args: unknown[]) => Promise<unknown>;
}

/** Finds every provider method carrying `metadataKey` (the @OnJob / @OnEvent markers). */
export function discoverHandlers<K>(
  discovery: DiscoveryService,
  scanner: MetadataScanner,
  reflector: Reflector,
  metadataKey: symbol,
): DiscoveredHandler<K>[] {
  const found: DiscoveredHandler<K>[] = [];
  for (const wrapper of discovery.getProviders()) {
    const instance = wrapper.instance as Record<string, unknown> | undefined;
    if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic()) continue;
    const prototype = Object.getPrototypeOf(instance) as object;
    for (const methodName of scanner.getAllMethodNames(prototype)) {
      const method = instance[methodName] as ((...args: unknown[]) => unknown) | undefined;
      if (typeof method !== 'function') continue;
      const key = reflector.get<K | undefined>(metadataKey, method);
      if (key === undefined) continue;
      found.push({
        key,
        label: `${instance.constructor.name}.${methodName}`,
        call: async (...args: unknown[]) => method.apply(instance, args),
      });
    }
  }
  return found;
}
