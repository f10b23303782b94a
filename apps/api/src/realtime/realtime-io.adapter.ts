import { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter as createPostgresAdapter } from '@socket.io/postgres-adapter';
import { createAdapter as createRedisAdapter } from '@socket.io/redis-adapter';
import { AppConfig, AppLogger, connectionErrorLog, createRedisClient, sidePool } from '@app/core';
import type IORedis from 'ioredis';
import { randomBytes } from 'node:crypto';
import type { Pool } from 'pg';
import type { Server, ServerOptions } from 'socket.io';

export function handshakeOriginAllowed(
  origin: string | undefined,
  requestHost: string | undefined,
  publicHost: string,
): boolean {
  if (origin === undefined) return true;
  try {
    const host = new URL(origin).host;
    return host !== '' && (host === publicHost || host === requestHost);
  } catch {
    return false;
  }
}

/**
 * The redis adapter's close() unsubscribes without waiting for the answer: when Redis has gone
 * first (every process stopping at once, Ctrl-C on `npm start`), the rejected UNSUBSCRIBE would
 * end the process with an unhandled rejection. Nothing is left to unsubscribe from then.
 */
export function unsubscribeQuietly(client: IORedis): void {
  for (const name of ['unsubscribe', 'punsubscribe'] as const) {
    const original = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      const pending = original(...args);
      pending.catch(() => undefined);
      return pending;
    };
  }
}

/**
 * socket.io server joined to every other api instance and to the workers' emitters: Redis
 * pub/sub when Redis is configured, Postgres LISTEN/NOTIFY otherwise. The handshake must come
 * from our own origin.
 */
export class RealtimeIoAdapter extends IoAdapter {
  private redis: IORedis[] = [];
  private pool?: Pool;

  constructor(
    private readonly app: INestApplicationContext,
    private readonly config: AppConfig,
  ) {
    super(app);
  }

  createIOServer(port: number, options?: ServerOptions): Server {
    const allowed = new URL(this.config.http.publicUrl).host;
    const server = super.createIOServer(port, {
      ...options,
      allowRequest: (request, callback) => {
        // Non-browser clients send no Origin; browsers must come from our own host (a foreign
        // page cannot open a socket that carries our cookie). 'null' or garbage is refused.
        callback(null, handshakeOriginAllowed(request.headers.origin, request.headers.host, allowed));
      },
    } as ServerOptions) as Server;
    // Several api processes on one port: a socket id names the process that holds the socket.
    const name = this.config.processName;
    if (name) server.engine.generateId = () => `${name}.${randomBytes(15).toString('base64url')}`;
    if (this.config.queue.backend === 'redis') {
      const logger = this.app.get(AppLogger);
      const pub = createRedisClient(
        this.config,
        connectionErrorLog(logger, 'realtime redis connection error'),
      );
      const sub = pub.duplicate();
      sub.on('error', connectionErrorLog(logger, 'realtime redis subscriber connection error'));
      unsubscribeQuietly(sub);
      this.redis.push(pub, sub);
      server.adapter(createRedisAdapter(pub, sub));
    } else {
      this.pool = sidePool(this.config, 3, this.app.get(AppLogger), 'realtime adapter');
      server.adapter(createPostgresAdapter(this.pool));
    }
    return server;
  }

  async dispose(): Promise<void> {
    await super.dispose();
    for (const client of this.redis) client.disconnect();
    await this.pool?.end();
  }
}
