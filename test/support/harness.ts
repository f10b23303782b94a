import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppConfig, createLogger, loadConfig } from '@app/core';
import { createDatabase, runMigrations } from '@app/db';
import { randomBytes } from 'node:crypto';
import { createApi } from '../../apps/api/src/bootstrap';
import { WorkerModule } from '../../apps/worker/src/worker.module';
import { Sandbox, startSandbox } from '../../apps/sandbox/src/sandbox';

export interface Harness {
  config: AppConfig;
  api?: NestFastifyApplication;
  worker?: INestApplicationContext;
  /** http://127.0.0.1:<port> of the api, when started. */
  url: string;
  databaseUrl: string;
  /** The provider sandbox (PayWay, PayPal, RoameSIM, SMTP catcher), when started. */
  sandbox?: Sandbox;
  close(): Promise<void>;
}

export interface HarnessOptions {
  backend?: 'redis' | 'postgres';
  api?: boolean;
  worker?: boolean;
  /** Start the provider sandbox in-process and point every provider base URL and SMTP at it. */
  sandbox?: boolean;
  env?: Record<string, string>;
  /** Reuse an existing (migrated) database instead of a fresh one: a second worker, a restart. */
  databaseUrl?: string;
}

/** A free loopback port, so the api's public URL (PayWay's pushback target) is known before it listens. */
async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A fresh database (migrated) on the test Postgres; every test file gets its own. */
export async function freshDatabase(): Promise<string> {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const url = await createDatabase(adminUrl, `t_${randomBytes(6).toString('hex')}`);
  await runMigrations(url);
  return url;
}

/** Starts the api and/or a worker in this process against real Postgres and Redis. */
export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const backend = options.backend ?? 'redis';
  const databaseUrl = options.databaseUrl ?? (await freshDatabase());
  const port = options.api === false ? 0 : await freePort();
  // Each harness gets its own Redis database number range via a key prefix-free db index.
  const redisUrl = backend === 'redis' ? (process.env.TEST_REDIS_URL as string) : undefined;
  const sandbox = options.sandbox
    ? await startSandbox({
        port: 0,
        host: '127.0.0.1',
        smtpPort: 0,
        seed: 'test',
        publicUrl: 'http://127.0.0.1',
      })
    : undefined;
  const sandboxEnv: Record<string, string> = sandbox
    ? {
        PAYWAY_BASE_URL: sandbox.url,
        PAYPAL_BASE_URL: sandbox.url,
        ROAMESIM_BASE_URL: sandbox.url,
        SMTP_URL: `smtp://127.0.0.1:${sandbox.mail.port}`,
        SANDBOX_URL: sandbox.url,
        PAYWAY_RSA_PUBLIC_KEY: await (await fetch(`${sandbox.url}/__payway/rsa-public-key`)).text(),
      }
    : { SMTP_URL: 'smtp://127.0.0.1:9' };
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PORT: String(port),
    ...(port ? { PUBLIC_URL: `http://127.0.0.1:${port}` } : {}),
    DATABASE_URL: databaseUrl,
    QUEUE_BACKEND: backend,
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    ...sandboxEnv,
    ...options.env,
  });
  const logger = createLogger({ level: config.logLevel, name: 'test' });
  const harness: Harness = { config, url: '', databaseUrl, sandbox, close: async () => undefined };
  if (options.worker !== false) {
    harness.worker = await NestFactory.createApplicationContext(WorkerModule.forRoot({ config, logger }), {
      logger: false,
    });
    await harness.worker.init();
  }
  if (options.api !== false) {
    harness.api = await createApi(config, logger);
    await harness.api.listen({ port, host: '127.0.0.1' });
    const address = harness.api.getHttpServer().address();
    harness.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }
  harness.close = async () => {
    await harness.api?.close();
    await harness.worker?.close();
    await sandbox?.close();
  };
  return harness;
}
