import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppConfig, createLogger, loadConfig } from '@app/core';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createApi } from '../../apps/api/src/bootstrap';
import { WorkerModule } from '../../apps/worker/src/worker.module';
import { Sandbox, startSandbox } from '../../apps/sandbox/src/sandbox';
import {
  STRIPE_SANDBOX_PUBLISHABLE_KEY,
  STRIPE_SANDBOX_SECRET_KEY,
  STRIPE_SANDBOX_WEBHOOK_SECRET,
} from '../../apps/sandbox/src/stripe';
import { TELEGRAM_SANDBOX_BOT_TOKEN, TELEGRAM_SANDBOX_BOT_USERNAME } from '../../apps/sandbox/src/telegram';
import { migratedDatabase } from './databases';

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
  /**
   * Start the provider sandbox in-process and point every provider base URL and SMTP at it; or a
   * running one to point at (a restart against the same providers), which close() leaves running.
   */
  sandbox?: boolean | Sandbox;
  env?: Record<string, string>;
  /** Reuse an existing (migrated) database instead of a fresh one: a second worker, a restart. */
  databaseUrl?: string;
  /** Every log line of the api and the worker is written here too (a test reads them). */
  logLines?: string[];
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

/** Money-path limits high enough for a suite whose every client shares one address. */
export const LIFTED_MONEY_PATH_LIMITS: Record<string, string> = {
  CREATE_ORDER_MAX_PER_MINUTE_PER_ADDRESS: '100000',
  CREATE_ORDER_MAX_PER_HOUR_PER_ADDRESS: '100000',
  CREATE_ORDER_MAX_PER_MINUTE_PER_SESSION: '100000',
  STATUS_READS_MAX_PER_MINUTE_PER_ADDRESS: '100000',
  STATUS_READS_MAX_PER_MINUTE_PER_SESSION: '100000',
  UNPAID_ORDERS_MAX_PER_CLIENT: '100000',
  UNPAID_ORDERS_MAX_PER_ADDRESS: '100000',
};

/** A fresh database (migrated: a copy of the run's template) on the test Postgres; every test file gets its own. */
export function freshDatabase(): Promise<string> {
  return migratedDatabase(process.env.TEST_DATABASE_URL as string, `t_${randomBytes(6).toString('hex')}`);
}

/**
 * Harnesses of this test file not closed yet, and starts still under way. A `beforeAll` that times
 * out leaves its harness starting with nobody to close it; its worker would go on polling into the
 * next files of the run (they share the worker process). The integration environment
 * (test/support/integration-environment.cjs) calls this after the file's own afterAll hooks.
 */
const open = new Set<Promise<Harness | undefined>>();

async function closeLeftoverHarnesses(): Promise<number> {
  const left = [...open];
  open.clear();
  const harnesses = await Promise.all(left);
  await Promise.all(harnesses.map((harness) => harness?.close()));
  return harnesses.filter(Boolean).length;
}
(globalThis as { __closeLeftoverHarnesses?: () => Promise<number> }).__closeLeftoverHarnesses =
  closeLeftoverHarnesses;

/**
 * The folder this Jest worker's harness sandboxes keep their keys in (TEST_SANDBOX_KEYS_DIR from the
 * global setup): the first makes them (three RSA pairs, about half a second), the others read them.
 * One per worker, as a worker runs its files one after another and never writes a key file while
 * another reads it.
 */
function sandboxKeysDir(): string | undefined {
  const keys = process.env.TEST_SANDBOX_KEYS_DIR;
  return keys ? join(keys, `worker-${process.env.JEST_WORKER_ID ?? '1'}`) : undefined;
}

/** Starts the api and/or a worker in this process against real Postgres and Redis. */
export function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const starting = launchHarness(options);
  // Until it is closed, the file's end finds it here; a failed start has already closed its parts.
  const tracked = starting.then(
    (harness) => {
      const close = harness.close;
      harness.close = async () => {
        open.delete(tracked);
        await close();
      };
      return harness;
    },
    () => {
      open.delete(tracked);
      return undefined;
    },
  );
  open.add(tracked);
  return starting;
}

async function launchHarness(options: HarnessOptions): Promise<Harness> {
  const backend = options.backend ?? 'redis';
  const databaseUrl = options.databaseUrl ?? (await freshDatabase());
  const port = options.api === false ? 0 : await freePort();
  // The harnesses of one Jest worker share its test Redis (TEST_REDIS_URL, set per worker by the
  // integration environment), without a key prefix: that worker's files run one after another,
  // each with its own Postgres database, and the environment empties the Redis after each file.
  const redisUrl = backend === 'redis' ? (process.env.TEST_REDIS_URL as string) : undefined;
  const ownSandbox = options.sandbox === true;
  const sandbox =
    typeof options.sandbox === 'object'
      ? options.sandbox
      : options.sandbox
        ? await startSandbox({
            port: 0,
            host: '127.0.0.1',
            smtpPort: 0,
            seed: 'test',
            publicUrl: 'http://127.0.0.1',
            keysDir: sandboxKeysDir(),
          })
        : undefined;
  // Links the sandbox hands out (PayPal's PAYPAL-CERT-URL, approval pages) carry its real port.
  if (sandbox && ownSandbox) sandbox.ctx.config.publicUrl = sandbox.url;
  const sandboxEnv: Record<string, string> = sandbox
    ? {
        PAYWAY_BASE_URL: sandbox.url,
        PAYPAL_BASE_URL: sandbox.url,
        ROAMESIM_BASE_URL: sandbox.url,
        STRIPE_BASE_URL: sandbox.url,
        STRIPE_SECRET_KEY: STRIPE_SANDBOX_SECRET_KEY,
        STRIPE_PUBLISHABLE_KEY: STRIPE_SANDBOX_PUBLISHABLE_KEY,
        STRIPE_WEBHOOK_SECRET: STRIPE_SANDBOX_WEBHOOK_SECRET,
        TELEGRAM_BASE_URL: sandbox.url,
        TELEGRAM_BOT_TOKEN: TELEGRAM_SANDBOX_BOT_TOKEN,
        TELEGRAM_BOT_USERNAME: TELEGRAM_SANDBOX_BOT_USERNAME,
        TELEGRAM_WEBHOOK_SECRET: 'derleng-test-webhook-secret',
        TELEGRAM_LINK_BASE_URL: `${sandbox.url}/t.me`,
        SMTP_URL: `smtp://127.0.0.1:${sandbox.mail.port}`,
        SANDBOX_URL: sandbox.url,
        PAYWAY_RSA_PUBLIC_KEY: await (await fetch(`${sandbox.url}/__payway/rsa-public-key`)).text(),
        PAYPAL_WEBHOOK_CA_PEM: await (await fetch(`${sandbox.url}/__paypal/webhook-ca.pem`)).text(),
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
    // Every test client is 127.0.0.1: tests name other addresses with X-Forwarded-For, and the
    // money-path limits are lifted (test/integration/checkout/abuse-limits sets its own).
    TRUST_PROXY: 'loopback',
    ...LIFTED_MONEY_PATH_LIMITS,
    // No OpenAPI document built at each api start (about 0.4 s): the files that read the docs ask
    // for them (API_DOCS=true), and a start as production (NODE_ENV) keeps that mode's default.
    ...(options.env?.NODE_ENV ? {} : { API_DOCS: 'false' }),
    ...options.env,
  });
  const lines = options.logLines;
  const logger = createLogger({
    level: config.logLevel,
    name: 'test',
    destination: lines ? { write: (line: string) => void lines.push(line) } : undefined,
  });
  const harness: Harness = { config, url: '', databaseUrl, sandbox, close: async () => undefined };
  harness.close = async () => {
    await harness.api?.close();
    await harness.worker?.close();
    if (ownSandbox) await sandbox?.close();
  };
  try {
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
  } catch (error) {
    // A half-started harness must not keep a worker polling or a port open.
    await harness.close().catch(() => undefined);
    throw error;
  }
  return harness;
}
