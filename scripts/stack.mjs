// Starts the whole product on this machine: Postgres (embedded unless DATABASE_URL), Redis
// (a local redis-server unless REDIS_URL; none → BullMQ's Postgres backend), migrations, the
// provider sandbox, the api and a worker. Used by `npm start`, `npm run dev` and the end-to-end
// tests. Every child runs in its own process group, so a Ctrl-C in the terminal reaches only the
// supervisor, which stops them in order: api and workers, then the sandbox, then Redis and
// Postgres (so nothing loses its connections while it is still working).
import { spawn } from 'node:child_process';
import { mkdirSync, chmodSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findRedisServer } from '../test/support/services.mjs';
import { ENTRYPOINTS } from './entrypoints.mjs';
import { embeddedPgPort, startEmbeddedPostgres } from './embedded-postgres.mjs';
import { StackError, assertPortFree } from './ports.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** Turns pino JSON lines into short readable ones; other lines pass through. */
function formatLine(name, line) {
  if (line.startsWith('{')) {
    try {
      const entry = JSON.parse(line);
      const extra = entry.err?.message ? ` (${entry.err.message})` : '';
      const req = entry.req ? ` ${entry.req.method} ${entry.req.url}` : '';
      const res = entry.res ? ` → ${entry.res.statusCode} ${Math.round(entry.responseTime ?? 0)}ms` : '';
      // what the line is about (libs/core trace-context): grep the order id to follow one order
      const about = [entry.job ?? entry.event, entry.orderId && `order=${entry.orderId}`].filter(Boolean);
      const trace = about.length ? ` [${about.join(' ')}]` : '';
      return `[${name}] ${LEVELS[entry.level] ?? entry.level} ${entry.msg ?? ''}${req}${res}${extra}${trace}`;
    } catch {
      /* not JSON after all */
    }
  }
  return `[${name}] ${line}`;
}

function pipe(name, stream, log) {
  let buffer = '';
  stream.on('data', (chunk) => {
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop();
    for (const line of lines) if (line.trim()) log(formatLine(name, line));
  });
}

async function waitFor(check, what, timeoutMs = 60000) {
  const started = Date.now();
  for (;;) {
    try {
      if (await check()) return;
    } catch (error) {
      if (error instanceof StackError) throw error;
      /* not yet */
    }
    if (Date.now() - started > timeoutMs)
      throw new StackError(`${what} did not come up within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Stop order: a lower tier stops first and completely before the next one. */
const TIERS = { app: 0, sandbox: 1, redis: 2 };

/**
 * The stack as an object, so that a stop signal during start-up stops what has been started:
 * `start()` brings it up (rejecting with a one-line StackError when something is in the way) and
 * `stop()` takes it down in order. `restart(prefix)` restarts the api or the workers (watch mode).
 */
export function createStack(options = {}) {
  const log = options.log ?? ((line) => console.log(line));
  const dataDir = resolve(options.dataDir ?? join(root, '.data'));
  const port = Number(options.port ?? process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  const sandboxPort = Number(options.sandboxPort ?? process.env.SANDBOX_PORT ?? 4010);
  const smtpPort = Number(options.smtpPort ?? process.env.SANDBOX_SMTP_PORT ?? 2525);
  const children = [];
  const stoppers = [];
  /** Services this stack started itself (the embedded PostgreSQL's pid, for one). */
  const services = {};
  let stopping;
  const env = { ...process.env, ...(options.env ?? {}) };
  const appEnv = {};

  const checkNotStopping = () => {
    if (stopping) throw new StackError('stopped while starting');
  };

  const spawnChild = (name, tier, command, args, extraEnv = {}) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const entry = { name, tier, child, command, args, extraEnv };
    children.push(entry);
    child.once('exit', (code, signal) => {
      if (!stopping && !entry.restarting && name !== 'migrate')
        options.onUnexpectedExit?.(name, code ?? signal);
    });
    return entry;
  };

  const node = (name, script, extraEnv = {}, tier = 'app') => {
    const entry = spawnChild(
      name,
      tier,
      process.execPath,
      ['--enable-source-maps', join(root, script)],
      extraEnv,
    );
    pipe(name, entry.child.stdout, log);
    pipe(name, entry.child.stderr, log);
    return entry.child;
  };

  const stopChild = async ({ child }, timeoutMs = 20000) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    await exited;
    clearTimeout(timer);
  };

  // Children live in their own process groups: if this process ends without stop(), end them too.
  const onExit = () => {
    for (const { child } of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  process.once('exit', onExit);

  const stop = () =>
    (stopping ??= (async () => {
      for (const tier of [TIERS.app, TIERS.sandbox, TIERS.redis]) {
        await Promise.all(
          children.filter((entry) => TIERS[entry.tier] === tier).map((entry) => stopChild(entry)),
        );
      }
      for (const stopper of stoppers.reverse()) await stopper().catch(() => {});
      process.removeListener('exit', onExit);
    })());

  async function start() {
    mkdirSync(dataDir, { recursive: true });
    chmodSync(dataDir, 0o755);
    // Every port this start needs, checked before anything runs, each named with its setting.
    await assertPortFree(port, 'the api and the shop', 'PORT', host);
    if (options.sandbox !== false) {
      await assertPortFree(sandboxPort, 'the provider sandbox', 'SANDBOX_PORT');
      await assertPortFree(smtpPort, "the sandbox's SMTP catcher", 'SANDBOX_SMTP_PORT');
    }

    // Postgres
    if (!env.DATABASE_URL) {
      const pgPort = Number(options.pgPort ?? embeddedPgPort(env));
      const pgOptions = { dataDir: join(dataDir, 'pg'), port: pgPort, log };
      let pg = await startEmbeddedPostgres(pgOptions);
      stoppers.push(() => pg.stop());
      services.postgres = { pid: pg.pid, url: pg.url };
      // Drills (npm run chaos): the database goes away for `downMs` and comes back on the same port.
      services.postgres.restart = async (downMs = 0) => {
        await pg.stop();
        await new Promise((r) => setTimeout(r, downMs));
        pg = await startEmbeddedPostgres(pgOptions);
        services.postgres.pid = pg.pid;
      };
      env.DATABASE_URL = pg.url;
      log(`[stack] embedded PostgreSQL on 127.0.0.1:${pgPort} (data in ${pg.dataDir})`);
      checkNotStopping();
    }

    // Redis, or the Postgres fallback
    if (!env.REDIS_URL && env.QUEUE_BACKEND !== 'postgres' && options.redis !== false) {
      const bin = findRedisServer();
      if (bin) {
        const redisPort = Number(options.redisPort ?? env.EMBEDDED_REDIS_PORT ?? 63791);
        await assertPortFree(redisPort, 'the local redis-server', 'EMBEDDED_REDIS_PORT');
        const redisDir = join(dataDir, 'redis');
        mkdirSync(redisDir, { recursive: true });
        const startRedis = () =>
          spawnChild('redis', 'redis', bin, [
            '--bind',
            '127.0.0.1',
            '--port',
            String(redisPort),
            '--dir',
            redisDir,
            '--appendonly',
            'yes',
            '--save',
            '',
            '--maxmemory-policy',
            'noeviction',
          ]);
        const redisReady = (redis) =>
          new Promise((resolveReady, reject) => {
            let output = '';
            redis.stdout.on('data', (chunk) => {
              output += chunk;
              if (output.includes('Ready to accept connections')) resolveReady();
            });
            redis.once('exit', (code) =>
              reject(
                new StackError(
                  `redis-server stopped while starting (${code}): ${output.trim().split('\n').at(-1)}`,
                ),
              ),
            );
          });
        await redisReady(startRedis().child);
        // Drills (npm run chaos): Redis stops (its AOF kept) for `downMs` and starts again.
        services.redis = {
          restart: async (downMs = 0) => {
            const entry = children.find((candidate) => candidate.name === 'redis' && !candidate.restarting);
            if (entry) {
              entry.restarting = true;
              await stopChild(entry);
              children.splice(children.indexOf(entry), 1);
            }
            await new Promise((r) => setTimeout(r, downMs));
            await redisReady(startRedis().child);
          },
        };
        env.REDIS_URL = `redis://127.0.0.1:${redisPort}`;
        log(`[stack] redis-server on 127.0.0.1:${redisPort}`);
        checkNotStopping();
      }
    }
    if (!env.REDIS_URL) {
      env.QUEUE_BACKEND = 'postgres';
      log("[stack] no Redis: queues use BullMQ's Postgres backend, /ws uses the socket.io Postgres adapter");
    }

    // Schema
    const migrate = node('migrate', ENTRYPOINTS.migrate);
    const migrated = await new Promise((r) => migrate.once('exit', r));
    checkNotStopping();
    if (migrated !== 0) throw new StackError('migrations failed (see the [migrate] lines above)');

    // Sandbox, api, worker
    const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
    Object.assign(appEnv, {
      PORT: String(port),
      HOST: host,
      SANDBOX_URL: sandboxUrl,
      PAYWAY_BASE_URL: env.PAYWAY_BASE_URL ?? sandboxUrl,
      PAYPAL_BASE_URL: env.PAYPAL_BASE_URL ?? sandboxUrl,
      ROAMESIM_BASE_URL: env.ROAMESIM_BASE_URL ?? sandboxUrl,
      STRIPE_BASE_URL: env.STRIPE_BASE_URL ?? sandboxUrl,
      TELEGRAM_BASE_URL: env.TELEGRAM_BASE_URL ?? sandboxUrl,
      SMTP_URL: env.SMTP_URL ?? `smtp://127.0.0.1:${smtpPort}`,
    });
    if (options.sandbox !== false) {
      node(
        'sandbox',
        ENTRYPOINTS.sandbox,
        {
          SANDBOX_PORT: String(sandboxPort),
          SANDBOX_SMTP_PORT: String(smtpPort),
          SANDBOX_DATA_DIR: join(dataDir, 'sandbox'),
          // The sandbox's Stripe delivers its signed events to our webhook (knobs can change it).
          SANDBOX_STRIPE_WEBHOOK_URL: `http://${host}:${port}/api/stripe/webhook`,
        },
        'sandbox',
      );
      await waitFor(async () => (await fetch(sandboxUrl)).status < 500, 'the provider sandbox');
      checkNotStopping();
      // The refund API encrypts merchant_auth with the merchant's RSA key; the sandbox holds its pair.
      if (!env.PAYWAY_RSA_PUBLIC_KEY && !env.PAYWAY_BASE_URL)
        appEnv.PAYWAY_RSA_PUBLIC_KEY = await (await fetch(`${sandboxUrl}/__payway/rsa-public-key`)).text();
      // PayPal's webhook certificate chain ends at the sandbox's own root CA: trust it for the sandbox only.
      // Stripe against the sandbox: its test keys and webhook signing secret (STRIPE_ENABLED turns it on).
      if (!env.STRIPE_BASE_URL)
        Object.assign(appEnv, {
          STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY ?? 'sk_test_derleng_sandbox_0000',
          STRIPE_PUBLISHABLE_KEY: env.STRIPE_PUBLISHABLE_KEY ?? 'pk_test_derleng_sandbox_0000',
          STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET ?? 'whsec_derleng_sandbox_0000',
        });
      // Telegram against the sandbox: its bot's token and username, deep links to its start page.
      if (!env.TELEGRAM_BASE_URL)
        Object.assign(appEnv, {
          TELEGRAM_BOT_TOKEN: env.TELEGRAM_BOT_TOKEN ?? '7000000001:AAH-derleng-sandbox-bot-token-000000',
          TELEGRAM_BOT_USERNAME: env.TELEGRAM_BOT_USERNAME ?? 'DerlengSandboxBot',
          TELEGRAM_WEBHOOK_SECRET: env.TELEGRAM_WEBHOOK_SECRET ?? 'derleng-sandbox-webhook-secret',
          TELEGRAM_LINK_BASE_URL: env.TELEGRAM_LINK_BASE_URL ?? `${sandboxUrl}/t.me`,
        });
      if (!env.PAYPAL_WEBHOOK_CA_PEM && !env.PAYPAL_BASE_URL)
        appEnv.PAYPAL_WEBHOOK_CA_PEM = await (await fetch(`${sandboxUrl}/__paypal/webhook-ca.pem`)).text();
    }
    // WORKER_PROCESSES workers; API_PROCESSES api processes on one port (the api's Node cluster).
    const workers = Number(options.workers ?? env.WORKER_PROCESSES ?? 1);
    const apiProcesses = Number(options.apiProcesses ?? env.API_PROCESSES ?? 1);
    for (let i = 0; i < workers; i += 1) {
      const name = workers > 1 ? `worker${i + 1}` : 'worker';
      node(name, ENTRYPOINTS.worker, workers > 1 ? { ...appEnv, PROCESS_NAME: name } : appEnv);
    }
    node('api', ENTRYPOINTS.api, { ...appEnv, API_PROCESSES: String(apiProcesses) });
    const url = `http://${host}:${port}`;
    await waitFor(
      async () => {
        checkNotStopping();
        return (await fetch(`${url}/api/health/ready`)).ok;
      },
      'the api',
      60000 * apiProcesses,
    );
    // The sandbox's Telegram bot delivers its users' updates to our webhook, with the secret.
    if (options.sandbox !== false && !env.TELEGRAM_BASE_URL)
      await fetch(`${sandboxUrl}/bot${appEnv.TELEGRAM_BOT_TOKEN}/setWebhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          url: `${url}/api/telegram/webhook`,
          secret_token: appEnv.TELEGRAM_WEBHOOK_SECRET,
        }),
      });
    return { url, sandboxUrl, env: { ...env, ...appEnv }, children, services, stop };
  }

  /** Restarts the running api or workers (names starting with `prefix`) with fresh code. */
  async function restart(prefix) {
    const entries = children.filter(
      (entry) =>
        entry.name.startsWith(prefix) && entry.child.exitCode === null && entry.child.signalCode === null,
    );
    for (const entry of entries) {
      entry.restarting = true;
      await stopChild(entry);
      children.splice(children.indexOf(entry), 1);
      if (stopping) return;
      const script = entry.args.at(-1);
      node(entry.name, script.slice(root.length + 1), entry.extraEnv, entry.tier);
    }
  }

  /** Drills: SIGKILLs a running child (no graceful stop) and, after `downMs`, starts it again. */
  async function crash(name, downMs = 0) {
    const entry = children.find(
      (candidate) =>
        candidate.name === name && candidate.child.exitCode === null && candidate.child.signalCode === null,
    );
    if (!entry) return;
    entry.restarting = true;
    const exited = new Promise((r) => entry.child.once('exit', r));
    entry.child.kill('SIGKILL');
    await exited;
    children.splice(children.indexOf(entry), 1);
    await new Promise((r) => setTimeout(r, downMs));
    if (stopping) return;
    node(entry.name, entry.args.at(-1).slice(root.length + 1), entry.extraEnv, entry.tier);
  }

  return { start, stop, restart, crash, children, services };
}

/** Starts the stack; on failure stops what had started and rethrows. */
export async function startStack(options = {}) {
  const stack = createStack(options);
  try {
    return await stack.start();
  } catch (error) {
    await stack.stop();
    throw error;
  }
}
