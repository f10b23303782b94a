import {
  ConnectionOptions,
  createPostgresBackend,
  DefaultJobOptions,
  setDefaultBackendFactory,
} from 'bullmq';
import IORedis from 'ioredis';
import { AppConfig } from '../config/config';

export const DEFAULT_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: false,
};

let selected: AppConfig['queue']['backend'] | undefined;

/**
 * The connection every Queue and Worker of this process uses. With Redis (the production path)
 * it is an ioredis option set; without Redis, BullMQ's own Postgres backend in the app's database
 * (schema `bullmq`), chosen once for the whole process.
 */
export function queueConnection(config: AppConfig): ConnectionOptions {
  if (config.queue.backend === 'postgres') {
    if (selected !== 'postgres') setDefaultBackendFactory(createPostgresBackend);
    selected = 'postgres';
    return { connectionString: config.db.url, migrate: true, max: 5 } as unknown as ConnectionOptions;
  }
  if (selected === 'postgres') setDefaultBackendFactory();
  selected = 'redis';
  const url = new URL(config.queue.redisUrl as string);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: url.username || undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
    tls: url.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
    enableReadyCheck: true,
    retryStrategy: reconnectDelayMs,
  };
}

/**
 * Reconnect every 2 s at most while Redis is away (BullMQ's default grows to 20 s, ioredis' to
 * 2 s): work queued in the outbox during an outage starts within seconds of Redis coming back.
 */
export const reconnectDelayMs = (attempt: number): number => Math.min(250 * attempt, 2000);

/**
 * A plain Redis client for the things that are not queues (locks, the socket.io emitter). Its
 * errors go to `onError` (connectionErrorLog): a client with no listener makes ioredis print a
 * stack trace for every reconnect attempt.
 */
export function createRedisClient(config: AppConfig, onError: (error: Error) => void): IORedis {
  const client = new IORedis(config.queue.redisUrl as string, {
    maxRetriesPerRequest: null,
    lazyConnect: false,
    retryStrategy: reconnectDelayMs,
  });
  client.on('error', onError);
  return client;
}
