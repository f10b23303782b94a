import { ConfigError, loadConfig } from './config';

const base = { DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db' };

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('loadConfig', () => {
  it('chooses the Postgres queue backend when there is no Redis', () => {
    const config = loadConfig(base);
    expect(config.queue.backend).toBe('postgres');
    expect(config.queue.activeQueues).toContain('provisioning');
  });

  it('chooses Redis when REDIS_URL is set', () => {
    expect(loadConfig({ ...base, REDIS_URL: 'redis://127.0.0.1:6379' }).queue.backend).toBe('redis');
  });

  it('names every bad variable at once', () => {
    const problems = problemsOf({ PORT: 'abc', LOG_LEVEL: 'loud' });
    expect(problems.some((p) => p.startsWith('DATABASE_URL'))).toBe(true);
    expect(problems.some((p) => p.startsWith('PORT'))).toBe(true);
    expect(problems.some((p) => p.startsWith('LOG_LEVEL'))).toBe(true);
  });

  it('reads the queues a worker runs and their concurrency', () => {
    const config = loadConfig({
      ...base,
      WORKER_QUEUES: 'provisioning, payments',
      WORKER_CONCURRENCY_ESIM_SYNC: '12',
    });
    expect(config.queue.activeQueues).toEqual(['provisioning', 'payments']);
    expect(config.concurrency['esim-sync']).toBe(12);
  });

  it('refuses unknown queues and bad concurrency', () => {
    const problems = problemsOf({
      ...base,
      WORKER_QUEUES: 'payments,emails',
      WORKER_CONCURRENCY_PAYMENTS: '0',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('unknown queue "emails"'),
        expect.stringContaining('WORKER_CONCURRENCY_PAYMENTS'),
      ]),
    );
  });

  it('refuses development secrets and sandbox addresses in production', () => {
    const problems = problemsOf({ ...base, NODE_ENV: 'production', REDIS_URL: 'redis://r:6379' });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('SESSION_SECRET'),
        expect.stringContaining('PAYWAY_API_KEY'),
        expect.stringContaining('PAYWAY_BASE_URL'),
        expect.stringContaining('ROAMESIM_BASE_URL'),
      ]),
    );
    const official = problemsOf({
      ...base,
      NODE_ENV: 'production',
      REDIS_URL: 'redis://r:6379',
      PAYPAL_BASE_URL: 'https://api-m.sandbox.paypal.com',
    });
    expect(official).toEqual(expect.arrayContaining([expect.stringContaining('PAYPAL_BASE_URL')]));
  });

  it('requires Redis in production', () => {
    expect(problemsOf({ ...base, NODE_ENV: 'production' })).toEqual(
      expect.arrayContaining([expect.stringContaining('REDIS_URL')]),
    );
  });

  it('requires METRICS_TOKEN in production only, and turns the API docs off there unless asked', () => {
    expect(problemsOf({ ...base, NODE_ENV: 'production' })).toEqual(
      expect.arrayContaining([expect.stringContaining('METRICS_TOKEN')]),
    );
    expect(problemsOf({ ...base, METRICS_TOKEN: 'too-short' })).toEqual([
      expect.stringContaining('METRICS_TOKEN'),
    ]);
    const development = loadConfig(base);
    expect(development.http.metricsToken).toBeUndefined();
    expect(development.http.apiDocs).toBe(true);
    expect(loadConfig({ ...base, API_DOCS: 'false' }).http.apiDocs).toBe(false);
  });
});
