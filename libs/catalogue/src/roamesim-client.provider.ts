import { Injectable, OnApplicationShutdown, Provider } from '@nestjs/common';
import { AppConfig, AppLogger, connectionErrorLog, createRedisClient, sidePool } from '@app/core';
import {
  PostgresTokenStore,
  RedisTokenStore,
  RoamesimClient,
  type RoamesimLogger,
  type TokenStore,
} from '@app/providers';
import { EffectiveSettings, LiveClient, ProviderSettings } from '@app/provider-settings';
import type IORedis from 'ioredis';
import type { Pool } from 'pg';

/** Injection token of the one RoameSIM client of a process (catalogue sync, later provisioning). */
export const ROAMESIM_CLIENT = Symbol('ROAMESIM_CLIENT');

/**
 * The token store every process shares (each RoameSIM login invalidates the previous token):
 * Redis when the deployment has it, else a table in Postgres. Connections open on first use, so a
 * process that never calls RoameSIM (an api instance) opens none.
 */
@Injectable()
export class SharedTokenStore implements TokenStore, OnApplicationShutdown {
  private store?: TokenStore;
  private redis?: IORedis;
  private pool?: Pool;

  constructor(
    private readonly config: AppConfig,
    private readonly logger: AppLogger,
  ) {}

  private get target(): TokenStore {
    if (!this.store) {
      if (this.config.queue.backend === 'redis') {
        this.redis = createRedisClient(
          this.config,
          connectionErrorLog(this.logger, 'RoameSIM token store redis connection error'),
        );
        this.store = new RedisTokenStore(this.redis);
      } else {
        this.pool = sidePool(this.config, 2, this.logger, 'RoameSIM token store');
        this.store = new PostgresTokenStore(this.pool);
      }
    }
    return this.store;
  }

  get(): Promise<string | null> {
    return this.target.get();
  }

  set(token: string, ttlMs: number): Promise<void> {
    return this.target.set(token, ttlMs);
  }

  clear(token: string): Promise<void> {
    return this.target.clear(token);
  }

  withLoginLock<T>(fn: () => Promise<T>): Promise<T> {
    return this.target.withLoginLock(fn);
  }

  async onApplicationShutdown(): Promise<void> {
    this.redis?.disconnect();
    await this.pool?.end();
  }
}

const providerLogger = (logger: AppLogger): RoamesimLogger => {
  const log = logger.child({ provider: 'roamesim' });
  return {
    debug: (message, fields) => log.debug(fields ?? {}, message),
    info: (message, fields) => log.info(fields ?? {}, message),
    warn: (message, fields) => log.warn(fields ?? {}, message),
  };
};

/**
 * The process's RoameSIM client: a stand-in that forwards every call to a RoamesimClient built from
 * the settings in force (ProviderSettings: the admin's, else config.roamesim), rebuilt after a
 * change. A change of credentials also forgets the shared token (it was issued to the old account).
 */
export const roamesimClientProvider: Provider = {
  provide: ROAMESIM_CLIENT,
  inject: [AppConfig, AppLogger, SharedTokenStore, ProviderSettings],
  useFactory: (
    config: AppConfig,
    logger: AppLogger,
    tokenStore: SharedTokenStore,
    settings: ProviderSettings,
  ): RoamesimClient => {
    const live = new LiveClient(
      settings,
      'roamesim',
      ({ credentials }) =>
        new RoamesimClient({
          baseUrl: credentials.apiUrl,
          phone: credentials.phone ?? '',
          password: credentials.password ?? '',
          signKey: credentials.signKey ?? '',
          signVariant: config.roamesim.signVariant,
          timeoutMs: config.providerTimeoutMs,
          logger: providerLogger(logger),
          tokenStore,
        }),
    );
    settings.onChange(async (next, previous) => {
      if (next.provider !== 'roamesim' || accountOf(next) === accountOf(previous)) return;
      const token = await tokenStore.get().catch(() => null);
      if (token) await tokenStore.clear(token).catch(() => undefined);
    });
    // Methods handed out, bound to the client of their generation (the same function each time).
    const bound = new WeakMap<RoamesimClient, Map<PropertyKey, unknown>>();
    const handedOut = new WeakSet<object>();
    return new Proxy({} as RoamesimClient, {
      get: (overrides, property) => {
        // A property set on the stand-in (a test's spy) wins until it is removed.
        if (Object.prototype.hasOwnProperty.call(overrides, property))
          return Reflect.get(overrides, property);
        const client = live.current;
        const value = Reflect.get(client, property, client) as unknown;
        if (typeof value !== 'function') return value;
        let methods = bound.get(client);
        if (!methods) bound.set(client, (methods = new Map()));
        if (!methods.has(property)) {
          const method = (value as (...args: unknown[]) => unknown).bind(client);
          handedOut.add(method);
          methods.set(property, method);
        }
        return methods.get(property);
      },
      set: (overrides, property, value) => {
        // Putting back a method this stand-in handed out (a spy restored) removes the override.
        if (typeof value === 'function' && handedOut.has(value)) Reflect.deleteProperty(overrides, property);
        else Reflect.set(overrides, property, value);
        return true;
      },
    });
  },
};

/** Which account the token belongs to (the API address and phone; a new password also needs a login). */
function accountOf(settings: EffectiveSettings): string {
  const { apiUrl, phone, password } = settings.credentials;
  return JSON.stringify([apiUrl, phone, password]);
}
