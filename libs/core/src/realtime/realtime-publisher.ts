import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Emitter as RedisEmitter } from '@socket.io/redis-emitter';
import type { RealtimeEventName, RealtimePayload } from '@app/contracts';
import type IORedis from 'ioredis';
import type { Pool } from 'pg';
import { AppConfig } from '../config/config';
import { connectionErrorLog } from '../logging/connection-errors';
import { AppLogger } from '../logging/logger';
import { createRedisClient } from '../queue/queue-backend';
import { PostgresEmitter } from './postgres-emitter';
import { sidePool } from '../persistence/side-pool';

/**
 * The Redis emitter publishes without keeping the answer: a PUBLISH queued while Redis is away and
 * rejected when the client closes (shutdown during an outage) would end the process with an
 * unhandled rejection. A push is a hint; a lost one is refetched on reconnect.
 */
function publishQuietly(client: IORedis): void {
  const original = client.publish.bind(client) as (...args: unknown[]) => Promise<unknown>;
  (client as unknown as Record<string, unknown>).publish = (...args: unknown[]) => {
    const pending = original(...args);
    pending.catch(() => undefined);
    return pending;
  };
}

/**
 * Sends a typed event to socket.io rooms from any process (api or worker): through Redis
 * pub/sub when the deployment has Redis, else through Postgres NOTIFY (the socket.io Postgres
 * adapter on the api side receives both).
 */
@Injectable()
export class RealtimePublisher implements OnApplicationShutdown {
  private redis?: IORedis;
  private pool?: Pool;
  private emitter?: { to(room: string | string[]): { emit(event: string, ...args: unknown[]): unknown } };
  private closed = false;

  constructor(
    private readonly config: AppConfig,
    private readonly logger: AppLogger,
  ) {}

  private get target() {
    if (!this.emitter) {
      if (this.config.queue.backend === 'redis') {
        this.redis = createRedisClient(
          this.config,
          connectionErrorLog(this.logger, 'realtime publisher redis connection error'),
        );
        publishQuietly(this.redis);
        this.emitter = new RedisEmitter(this.redis);
      } else {
        this.pool = sidePool(this.config, 2, this.logger, 'realtime publisher');
        this.emitter = new PostgresEmitter(this.pool);
      }
    }
    return this.emitter;
  }

  /** Fire and forget: a push is a hint, so a failed one is logged by the caller's state, never fatal. */
  publish<E extends RealtimeEventName>(room: string | string[], event: E, payload: RealtimePayload<E>): void {
    if (this.closed) return;
    try {
      const result = this.target.to(room).emit(event, payload) as unknown;
      if (result instanceof Promise) result.catch(() => undefined);
    } catch {
      /* the transport is down; clients refetch on reconnect */
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    this.redis?.disconnect();
    await this.pool?.end();
  }
}
