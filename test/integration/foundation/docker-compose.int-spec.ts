import { envSchema, loadConfig } from '@app/core';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

interface Service {
  image?: string;
  command?: string[];
  restart?: string;
  environment?: Record<string, string>;
  ports?: string[];
  container_name?: string;
  profiles?: string[];
  healthcheck?: { test: string[] };
}

const root = join(__dirname, '../../..');
const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};

/** Resolves ${VAR:-default} and ${VAR:?message} with the given values (what compose would do). */
function interpolate(value: string, vars: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind?: string, rest?: string) => {
    if (vars[name] !== undefined) return vars[name];
    if (kind === '-') return rest ?? '';
    throw new Error(`${name} is required: ${rest}`);
  });
}

const productionVars = {
  POSTGRES_PASSWORD: 'a-strong-database-password',
  PUBLIC_URL: 'https://shop.example.com',
  SESSION_SECRET: 'x'.repeat(48),
  SECRETS_KEY: 'y'.repeat(48),
  METRICS_TOKEN: 'm'.repeat(40),
  PAYWAY_MERCHANT_ID: 'merchant',
  PAYWAY_API_KEY: 'live-api-key',
  PAYPAL_CLIENT_ID: 'live-client',
  PAYPAL_CLIENT_SECRET: 'live-secret',
  PAYPAL_WEBHOOK_ID: 'WH-LIVE',
  ROAMESIM_PHONE: '85512345678',
  ROAMESIM_PASSWORD: 'live-password',
  ROAMESIM_SIGN_KEY: 'live-sign-key',
  SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
  SUPPORT_EMAIL: 'support@example.com',
};

const envOf = (service: Service): Record<string, string> =>
  Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([k, v]) => [k, interpolate(String(v), productionVars)]),
  );

describe('docker-compose.yml runs what the project really runs', () => {
  it('starts each process with the entry point the embedded stack uses, and that file is built', async () => {
    const { ENTRYPOINTS } = (await import(join(root, 'scripts/entrypoints.mjs'))) as {
      ENTRYPOINTS: Record<string, string>;
    };
    for (const name of ['migrate', 'api', 'worker', 'sandbox']) {
      expect(compose.services[name].command).toEqual(['node', ENTRYPOINTS[name]]);
      // The build script compiles every src file; the entry's source must exist for it to be built.
      const source = ENTRYPOINTS[name].replace(/^dist\//, '').replace(/\.js$/, '.ts');
      expect(existsSync(join(root, source))).toBe(true);
    }
  });

  it('gives api, worker and migrate an environment that passes the production config check', () => {
    for (const name of ['migrate', 'api', 'worker']) {
      const env = envOf(compose.services[name]);
      for (const key of Object.keys(env)) expect(Object.keys(envSchema.shape)).toContain(key);
      const config = loadConfig(env);
      expect(config.production).toBe(true);
      expect(config.queue.backend).toBe('redis');
    }
  });

  it('lets ops scale workers: no fixed name or port, all queues by default', () => {
    const worker = compose.services.worker;
    expect(worker.container_name).toBeUndefined();
    expect(worker.ports).toBeUndefined();
    expect(loadConfig(envOf(worker)).queue.activeQueues).toEqual([
      'payments',
      'provisioning',
      'esim-sync',
      'catalogue',
      'notifications',
      'maintenance',
    ]);
  });

  it('runs Redis with noeviction and AOF, so queued jobs are never dropped', () => {
    const command = compose.services.redis.command ?? [];
    expect(command.join(' ')).toContain('--maxmemory-policy noeviction');
    expect(command.join(' ')).toContain('--appendonly yes');
  });

  it('restarts the api and the workers after a crash or a host reboot, but not the one-off migration', () => {
    expect(compose.services.api.restart).toBe('unless-stopped');
    expect(compose.services.worker.restart).toBe('unless-stopped');
    expect(compose.services.migrate.restart).toBe('no');
  });

  it('keeps the sandbox out of the default production stack', () => {
    expect(compose.services.sandbox.profiles).toEqual(['sandbox']);
  });

  it("checks the api's health by its readiness (can take orders), on the port it listens on", () => {
    const api = compose.services.api;
    const check = (api.healthcheck?.test ?? []).join(' ');
    expect(check).toContain(`http://127.0.0.1:${api.environment?.PORT}/api/health/ready`);
  });

  it('backs the database up every day with pg_dump of its own major version, records each, keeps 14 days', () => {
    const backup = compose.services.backup;
    expect(backup.image).toBe(compose.services.postgres.image);
    const script = (backup.command ?? []).join(' ');
    expect(script).toContain('pg_dump --format=custom');
    expect(script).toContain('INSERT INTO backup_run');
    expect(script).toContain('-mtime +$$BACKUP_KEEP_DAYS -delete');
    expect(envOf(backup)).toMatchObject({ BACKUP_INTERVAL_SECONDS: '86400', BACKUP_KEEP_DAYS: '14' });
    expect(backup.restart).toBe('unless-stopped');
  });
});
